/**
 * The AI answer's number check: the numbers a sentence holds (arabic, percentages, bracketed years,
 * dates, Chinese amounts), numeric equality, citations that are not numbers, and the verdicts
 * (passes, a number missing from the cited passage, a number without citation, an unknown citation).
 */
import { checkSentence, chineseNumeralValue, citationsOf, normaliseCitations, numbersOf } from '@plugins/policy/server/ai/number-check';

const labour =
  '《关于发布2024年下半年江苏省建设工程人工工资指导价的通知》（苏建价〔2024〕118号） 建筑工程：普工：128元/工日；一般技工：168.5元/工日；高级技工：236元/工日。';
const vat = '按照财政部 税务总局 海关总署公告2019年第39号规定，工程造价计价依据中增值税税率由10%调整为9%。本通知自2019年4月1日起执行。';
const evidence = new Map([
  [1, labour],
  [2, vat],
]);

describe('numbersOf', () => {
  it('reads arabic numbers, decimals, separators, percentages, bracketed years and dates', () => {
    expect(numbersOf('普工128元/工日，技工168.50元/工日')).toEqual([128, 168.5]);
    expect(numbersOf('合计1,234.5元，税率9%')).toEqual([1234.5, 9]);
    expect(numbersOf('苏建价〔2024〕118号')).toEqual([2024, 118]);
    expect(numbersOf('自2024年3月1日起，2019-04-01')).toEqual([2024, 3, 1, 2019, 4, 1]);
    expect(numbersOf('ＧＢ/Ｔ ５０５００-２０２４')).toEqual([50500, 2024]);
  });

  it('reads Chinese numerals only as amounts', () => {
    expect(numbersOf('税率为百分之九')).toEqual([9]);
    expect(numbersOf('下调一个百分点，三十日内，二〇二四年，第三期')).toEqual([1, 30, 2024, 3]);
    expect(numbersOf('风险幅度千分之五')).toEqual([5]);
    // 一 of 一般技工 / 统一 / 进一步 is no number, nor 万 after an arabic number.
    expect(numbersOf('一般技工统一按进一步规定执行')).toEqual([]);
    expect(numbersOf('限额3万元')).toEqual([3]);
  });

  it('does not count citations as numbers', () => {
    expect(numbersOf('税率为9%[2]。')).toEqual([9]);
    expect(numbersOf('见文件【12】')).toEqual([]);
  });
});

describe('chineseNumeralValue', () => {
  it('reads units, digit strings and decimals', () => {
    expect(chineseNumeralValue('十')).toBe(10);
    expect(chineseNumeralValue('十五')).toBe(15);
    expect(chineseNumeralValue('一百零八')).toBe(108);
    expect(chineseNumeralValue('三万五千')).toBe(35_000);
    expect(chineseNumeralValue('二〇一九')).toBe(2019);
    expect(chineseNumeralValue('十二点五')).toBe(12.5);
    expect(chineseNumeralValue('万')).toBeNull();
  });
});

describe('citations', () => {
  it('normalises full-width forms and lists each citation once', () => {
    expect(normaliseCitations('见［1］与【2】')).toBe('见[1]与[2]');
    expect(citationsOf('甲[2]乙[1][2]')).toEqual([2, 1]);
  });
});

describe('checkSentence', () => {
  it('passes a sentence whose numbers are all in its cited passages (numeric equality)', () => {
    expect(checkSentence('江苏普工为128元/工日，一般技工为168.50元/工日[1]。', evidence).ok).toBe(true);
    expect(checkSentence('增值税税率为百分之九，自2019年4月1日起执行[2]。', evidence).ok).toBe(true);
    expect(checkSentence('税率由10.0%调整为9.00%[2]。', evidence).ok).toBe(true);
    // The 文号 and title belong to the cited source as the member sees it.
    expect(checkSentence('根据苏建价〔2024〕118号，高级技工236元/工日[1]。', evidence).ok).toBe(true);
    // Two citations: the numbers may come from either.
    expect(checkSentence('普工128元/工日，税率9%[1][2]。', evidence).ok).toBe(true);
  });

  it('fails a sentence with a number the cited passage does not hold', () => {
    const result = checkSentence('江苏普工为138元/工日[1]。', evidence);
    expect(result).toMatchObject({ ok: false, reason: 'number', missing: [138] });
    // The number is in another passage than the one cited.
    expect(checkSentence('税率为9%[1]。', evidence)).toMatchObject({ ok: false, reason: 'number', missing: [9] });
    expect(checkSentence('自2019年5月1日起执行[2]。', evidence)).toMatchObject({ ok: false, missing: [5] });
  });

  it('fails a sentence with a number and no citation, and one citing an unknown passage', () => {
    expect(checkSentence('普工为128元/工日。', evidence)).toMatchObject({ ok: false, reason: 'uncited' });
    expect(checkSentence('以上规定见文件[3]。', evidence)).toMatchObject({ ok: false, reason: 'citation' });
  });

  it('passes a sentence without numbers, cited or not', () => {
    expect(checkSentence('该文件现行有效[1]。', evidence).ok).toBe(true);
    expect(checkSentence('请以主管部门正式文件为准。', evidence).ok).toBe(true);
  });
});
