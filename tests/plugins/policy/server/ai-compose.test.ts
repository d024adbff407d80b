/**
 * The extractive answer's plan over a retrieval built by hand: the rule first ('根据《title》（文号），'
 * and the table's rows in the text's order when a figure is asked), then a condition, the
 * effective-date clause and the status; lead-in sentences never quoted; sources numbered in order
 * of first use; every sentence passing the number check against its sources. And `covers`: a
 * compound term held by its sub-words.
 */
import { indexTokens } from '@kernel/server/segmenter';
import { planExtractive } from '@plugins/policy/server/ai/compose';
import { checkSentence } from '@plugins/policy/server/ai/number-check';
import { covers } from '@plugins/policy/server/ai/retrieve';
import { evidenceText, type AiCandidate, type AiPassage, type Retrieval } from '@plugins/policy/server/ai/types';

let nextId = 100;
function passage(ord: number, heading: string, text: string, score = 0): AiPassage {
  return { passageId: nextId++, policyId: 7, ord, heading, text, tokens: new Set(indexTokens(`${heading} ${text}`)), score };
}

const caption = '附表 江苏省2026年下半年建设工程人工工资指导价';
const notice: AiCandidate = {
  doc: {
    policyId: 7,
    title: '关于发布2026年下半年建设工程人工工资指导价的通知',
    docNo: '苏建函价〔2026〕21号',
    issuer: '江苏省住房和城乡建设厅',
    level: 'province',
    areaId: 12,
    provinceId: 12,
    type: 'rengong',
    publishDate: '2026-08-19',
    effectiveDate: '2026-09-01',
    status: 'current',
    replacesId: 6,
  },
  passages: [
    passage(0, '', '《关于发布2026年下半年建设工程人工工资指导价的通知》（苏建函价〔2026〕21号），江苏省住房和城乡建设厅于2026年8月19日发布，自2026年9月1日起施行。'),
    passage(1, '', '现将江苏省2026年下半年建设工程人工工资指导价发布如下：', 2),
    passage(2, '一、人工工资指导价', '一、人工工资指导价。江苏省建设工程人工工资指导价见附表，自2026年9月1日起作为编制招标控制价的依据，计量单位为元/工日。', 3),
    passage(4, caption, `${caption}：防水工：人工工资指导价291.92元/工日，劳务市场参考价329.21元/工日。`, 4),
    passage(3, caption, `${caption}：普工：人工工资指导价203.19元/工日，劳务市场参考价223.81元/工日；钢筋工：人工工资指导价331.99元/工日，劳务市场参考价374.39元/工日。`, 3.5),
    passage(5, '', '本通知自2026年9月1日起执行，原《关于发布2026年上半年建设工程人工工资指导价的通知》（苏建函价〔2026〕17号）同时废止。'),
  ],
  score: 4,
  coverage: 1,
  covered: ['人工工资指导价'],
};

const retrieval: Retrieval = {
  question: '江苏现在的人工工资指导价是多少',
  terms: ['人工工资指导价'],
  content: ['人工工资指导价'],
  areaId: 12,
  areaName: '江苏',
  years: [],
  candidates: [notice],
  asksFigure: true,
};

describe('planExtractive', () => {
  it('states the rule with its table rows in order, then the condition, the dates and the status, each cited', () => {
    const plan = planExtractive(retrieval);
    expect(plan.sentences).toEqual([
      '根据《关于发布2026年下半年建设工程人工工资指导价的通知》（苏建函价〔2026〕21号），江苏省2026年下半年建设工程人工工资指导价：普工：人工工资指导价203.19元/工日，劳务市场参考价223.81元/工日；钢筋工：人工工资指导价331.99元/工日，劳务市场参考价374.39元/工日[1]。',
      '江苏省2026年下半年建设工程人工工资指导价：防水工：人工工资指导价291.92元/工日，劳务市场参考价329.21元/工日[2]。',
      '人工工资指导价：江苏省建设工程人工工资指导价见附表，自2026年9月1日起作为编制招标控制价的依据，计量单位为元/工日[3]。',
      '本通知自2026年9月1日起执行，原《关于发布2026年上半年建设工程人工工资指导价的通知》（苏建函价〔2026〕17号）同时废止[4]。',
      '该文件现行有效[5]。',
    ]);
    // The best passage (防水工, scored highest) still comes after the rows before it.
    expect([...plan.sources.values()].map((s) => s.passage.ord)).toEqual([3, 4, 2, 5, 0]);
    const evidence = new Map([...plan.sources].map(([n, s]) => [n, evidenceText(s)]));
    for (const sentence of plan.sentences) expect(checkSentence(sentence, evidence).ok).toBe(true);
  });

  it('says that regions differ when a regional rule answers a question naming no region', () => {
    const plan = planExtractive({ ...retrieval, areaId: null, areaName: null });
    expect(plan.sentences[plan.sentences.length - 1]).toBe('以上依据江苏省住房和城乡建设厅的文件；各地规定不尽相同，可在问题中注明地区（如“江苏”）查询当地文件。');
  });

  it('plans nothing without a candidate', () => {
    expect(planExtractive({ ...retrieval, candidates: [] })).toEqual({ sources: new Map(), sentences: [] });
  });
});

describe('covers', () => {
  it('finds a term, or a compound term by all its sub-words', () => {
    const tokens = new Set(indexTokens('工程造价计价依据中增值税的税率调整为9%'));
    expect(covers(tokens, '增值税')).toBe(true);
    expect(covers(tokens, '增值税税率')).toBe(true);
    expect(covers(tokens, '安全文明施工费')).toBe(false);
  });
});
