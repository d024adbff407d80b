import { DOMAIN_WORDS, indexTokens, queryTerms, segmenter } from '@kernel/server/segmenter';

describe('the kernel segmenter', () => {
  it('keeps every cost-domain word whole', () => {
    for (const word of DOMAIN_WORDS) expect(segmenter().cut(word, true)).toEqual([word]);
    expect(queryTerms('安全文明施工费费率是多少')).toEqual(expect.arrayContaining(['安全文明施工费']));
    expect(queryTerms('江苏现在的人工工资指导价是多少')).toEqual(expect.arrayContaining(['江苏', '人工工资指导价']));
    expect(queryTerms('综合单价 人材机 信息价')).toEqual(['综合单价', '人材机', '信息价']);
  });

  it('indexes a domain term whole and with the dictionary words inside it', () => {
    const safety = indexTokens('安全文明施工费');
    expect(safety).toEqual(expect.arrayContaining(['安全文明施工费', '安全文明施工', '安全', '文明', '施工']));
    expect(indexTokens('人工费')).toEqual(expect.arrayContaining(['人工费', '人工']));
    expect(indexTokens('增值税税率')).toEqual(expect.arrayContaining(['增值税税率', '增值税', '税率']));
    expect(indexTokens('人工工资指导价')).toEqual(expect.arrayContaining(['人工工资指导价', '人工工资', '人工', '工资', '指导价']));
  });

  it('finds a document by a two-character query term among its index tokens', () => {
    const cases: Array<[string, string]> = [
      ['文明', '关于调整建设工程安全文明施工费计取标准的通知'],
      ['人工', '人工费调整系数'],
      ['税率', '建筑业增值税税率调整为9%'],
      ['工资', '关于发布2024年上半年建设工程人工工资指导价的通知'],
    ];
    for (const [query, document] of cases) {
      const tokens = new Set(indexTokens(document));
      for (const term of queryTerms(query)) expect(tokens.has(term)).toBe(true);
    }
  });

  it('every query term of a document phrase is among the phrase’s index tokens', () => {
    for (const phrase of ['江苏省2024年下半年建设工程人工工资指导价', '材料价格风险幅度为±5%', '苏建价〔2024〕118号', 'GB/T 50500-2024 建设工程工程量清单计价标准']) {
      const tokens = new Set(indexTokens(phrase));
      for (const term of queryTerms(phrase)) expect(tokens.has(term)).toBe(true);
    }
  });

  it('normalises: lower case, numbers kept, no blanks, punctuation or stop words', () => {
    expect(queryTerms('税率 9%')).toEqual(['税率', '9']);
    expect(queryTerms('普工：128元/工日；高级技工：168.5元/工日')).toEqual(['普工', '128', '元', '工日', '高级技工', '168.5']);
    expect(queryTerms('GB/T 50500-2024')).toEqual(['gb', 't', '50500', '2024']);
    expect(queryTerms('HRB400 C30')).toEqual(['hrb400', 'c30']);
    expect(queryTerms('人工费和材料费的调整')).toEqual(['人工费', '材料费', '调整']);
    const tokens = indexTokens('苏建价〔2024〕118号，自2024年3月1日起执行。税率3.5%');
    expect(tokens).toEqual(expect.arrayContaining(['2024', '118', '3', '1', '3.5']));
    for (const t of tokens) {
      expect(t).not.toMatch(/\s/);
      expect(t).not.toMatch(/[，。〔〕%：；、]/);
      expect(t).toBe(t.toLowerCase());
    }
    expect(tokens).not.toContain('的');
    expect(indexTokens('')).toEqual([]);
    expect(queryTerms('  ，。 ')).toEqual([]);
  });

  it('answers duplicates once in a query and keeps repeats in the index', () => {
    expect(queryTerms('人工费 人工费')).toEqual(['人工费']);
    expect(indexTokens('人工费 人工费').filter((t) => t === '人工费')).toHaveLength(2);
  });

  it('segments mixed dictionary words and figures between CJK characters like the whole text', () => {
    expect(queryTerms('1号店 4S店')).toEqual(['1', '号店', '4s', '店']);
    expect(indexTokens('1号店')).toEqual(['1', '号店']);
    // the same words whatever the figures: 28天内 and 5天内 segment alike, the figure kept
    const a = indexTokens('开工后28天内预付60%');
    const b = indexTokens('开工后5天内预付50%');
    expect(a.map((t) => (/^\d/.test(t) ? '#' : t))).toEqual(b.map((t) => (/^\d/.test(t) ? '#' : t)));
    expect(a).toEqual(expect.arrayContaining(['28', '60']));
    expect(indexTokens('普工：人工工资指导价182.02元/工日')).toEqual(expect.arrayContaining(['182.02', '人工工资指导价', '工日']));
    expect(indexTokens('C30 HRB400E Φ12~18 5~31.5mm')).toEqual(expect.arrayContaining(['c30', 'hrb400e', '12', '18', '31.5', 'mm']));
  });

  it('loads the dictionaries once', () => {
    expect(segmenter()).toBe(segmenter());
  });
});
