/**
 * fulltext.ts over a small hand-made corpus: the BM25 the database answers equals the formula
 * computed here from the stored tokens (title ×3, k1 1.2, b 0.75), the boosts multiply it as the
 * module says, AND / OR matching, filters, the date order, paging, passages with their per-document
 * cap — on SQLite, and on PostgreSQL under `npm run test:pg`.
 */
import { sql } from 'kysely';
import { indexTokens } from '@kernel/server/segmenter';
import { costDataServer } from '@plugins/cost-data/server';
import { createPolicyServer } from '@plugins/policy/server';
import { BOOSTS, corpusStats, forgetDocuments, searchDocuments, searchPassages } from '@plugins/policy/server/fulltext';
import { buildTestApp, type TestApp } from '../../../helpers/server';

interface Doc {
  id: number;
  title: string;
  docNo: string;
  areaId: number;
  provinceId: number;
  level: 'national' | 'province' | 'city';
  type: string;
  date: string;
  status: 'current' | 'replaced' | 'expired';
  body: string[];
}

const JIANGSU = 12;
const ZHEJIANG = 13;
const NANJING = 218;
const GUANGDONG = 6;
const DOCS: Doc[] = [
  { id: 1, title: '关于发布2024年上半年建设工程人工工资指导价的通知', docNo: '苏建价〔2024〕18号', areaId: JIANGSU, provinceId: JIANGSU, level: 'province', type: 'rengong', date: '2024-02-20', status: 'current', body: ['人工费调整按本通知执行。', '普工：128元/工日；一般技工：168元/工日。'] },
  { id: 2, title: '关于发布2023年下半年建设工程人工工资指导价的通知', docNo: '苏建价〔2023〕160号', areaId: JIANGSU, provinceId: JIANGSU, level: 'province', type: 'rengong', date: '2023-08-20', status: 'replaced', body: ['人工费调整按本通知执行。', '普工：122元/工日；一般技工：160元/工日。'] },
  { id: 3, title: '关于调整建设工程安全文明施工费计取标准的通知', docNo: '苏建价〔2022〕5号', areaId: JIANGSU, provinceId: JIANGSU, level: 'province', type: 'anquan', date: '2022-03-01', status: 'current', body: ['安全文明施工费费率：建筑工程3.1%。', '本通知自2022年4月1日起执行。'] },
  { id: 4, title: '关于建筑业增值税税率调整的通知', docNo: '建办标函〔2019〕193号', areaId: 1, provinceId: 1, level: 'national', type: 'shuifei', date: '2019-03-26', status: 'current', body: ['增值税税率调整为9%。', '自2019年4月1日起执行。'] },
  { id: 5, title: '关于发布2024年上半年建设工程人工工资指导价的通知', docNo: '浙建建〔2024〕9号', areaId: ZHEJIANG, provinceId: ZHEJIANG, level: 'province', type: 'rengong', date: '2024-03-02', status: 'current', body: ['人工费调整按本通知执行。', '普工：130元/工日。'] },
  { id: 6, title: '南京市2024年第3期建设工程材料价格信息', docNo: '宁价信〔2024〕3号', areaId: NANJING, provinceId: JIANGSU, level: 'city', type: 'cailiao', date: '2024-03-10', status: 'current', body: ['材料价格信息如下。', 'C30商品混凝土：460元/m³。'] },
  { id: 7, title: '广东省建设工程造价管理办法', docNo: '粤建市〔2021〕12号', areaId: GUANGDONG, provinceId: GUANGDONG, level: 'province', type: 'guanli', date: '2021-06-01', status: 'current', body: ['第一条 为加强建设工程造价管理，制定本办法。'] },
  { id: 8, title: '建设工程施工合同示范文本使用指引', docNo: '粤建市〔2020〕30号', areaId: GUANGDONG, provinceId: GUANGDONG, level: 'province', type: 'hetong', date: '2020-09-01', status: 'expired', body: ['合同价款的调整按合同约定执行。'] },
];

let t: TestApp;
let dialect: 'sqlite' | 'postgres';

beforeAll(async () => {
  t = await buildTestApp({ plugins: [costDataServer, createPolicyServer()] });
  dialect = t.database.dialect;
  const db = t.database.db;
  let passageId = 1;
  for (const d of DOCS) {
    const titleTokens = indexTokens(`${d.title} ${d.docNo}`);
    const tokens = indexTokens(d.body.join(''));
    await db
      .insertInto('policy_document')
      .values({
        id: d.id, doc_no: d.docNo, title: d.title, issuer: '示例发文机关', level: d.level, area_id: d.areaId, province_id: d.provinceId, type: d.type,
        publish_date: d.date, effective_date: d.date, year: Number(d.date.slice(0, 4)), status: d.status, replaces_id: null, summary: d.title,
        body: JSON.stringify(d.body.map((text) => ({ kind: 'paragraph', text }))), title_tokens: titleTokens.join(' '), tokens: tokens.join(' '),
        token_count: titleTokens.length + tokens.length, source: 'sample',
      })
      .execute();
    if (dialect === 'sqlite') await sql`insert into policy_document_fts(rowid, title_tokens, tokens) values (${d.id}, ${titleTokens.join(' ')}, ${tokens.join(' ')})`.execute(db);
    for (const [ord, text] of d.body.entries()) {
      const pt = indexTokens(text);
      await db.insertInto('policy_passage').values({ id: passageId, policy_id: d.id, ord: ord + 1, heading: '', text, tokens: pt.join(' '), token_count: pt.length }).execute();
      if (dialect === 'sqlite') await sql`insert into policy_passage_fts(rowid, tokens) values (${passageId}, ${pt.join(' ')})`.execute(db);
      passageId++;
    }
  }
  forgetDocuments(db);
});

afterAll(async () => {
  await t?.close();
});

/** BM25 of a document computed from its tokens, as fulltext.ts documents it. */
function expectedBm25(doc: Doc, terms: string[]): number {
  const all = DOCS.map((d) => ({ title: indexTokens(`${d.title} ${d.docNo}`), body: indexTokens(d.body.join('')) }));
  const n = all.length;
  const avgdl = all.reduce((s, d) => s + d.title.length + d.body.length, 0) / n;
  const mine = all[DOCS.indexOf(doc)]!;
  const dl = mine.title.length + mine.body.length;
  let score = 0;
  for (const term of terms) {
    const df = all.filter((d) => d.title.includes(term) || d.body.includes(term)).length;
    let idf = Math.log((n - df + 0.5) / (df + 0.5));
    if (idf <= 0) idf = 1e-6;
    const f = 3 * mine.title.filter((x) => x === term).length + mine.body.filter((x) => x === term).length;
    score += (idf * (f * 2.2)) / (f + 1.2 * (0.25 + (0.75 * dl) / avgdl));
  }
  return score;
}

describe('searchDocuments', () => {
  it('ranks by BM25 times the boosts, as computed from the stored tokens', async () => {
    const stats = await corpusStats(t.database.db);
    expect(stats.documents).toBe(DOCS.length);
    const terms = ['人工工资指导价'];
    const found = await searchDocuments(t.database.db, dialect, { terms, sort: 'relevance', offset: 0, limit: 10 });
    expect(found.total).toBe(3);
    for (const hit of found.hits) {
      const doc = DOCS.find((d) => d.id === hit.id)!;
      const age = stats.latestYear - Number(doc.date.slice(0, 4));
      const boost = (1 / (1 + BOOSTS.decayPerYear * age)) * (doc.status === 'current' ? BOOSTS.current : 1);
      expect(hit.score).toBeCloseTo(expectedBm25(doc, terms) * boost, 5);
    }
    // Same BM25 for 1 and 5; 5 is newer (ties by date), 2 is older and replaced.
    expect(found.hits.map((h) => h.id)).toEqual([5, 1, 2]);
  });

  it('prefers the asked region and a named year', async () => {
    const jiangsu = { areaId: JIANGSU, provinceId: JIANGSU, name: '江苏' };
    const found = await searchDocuments(t.database.db, dialect, { terms: ['人工工资指导价'], sort: 'relevance', offset: 0, limit: 10, boost: { region: jiangsu, years: [2023] } });
    expect(found.hits[0]!.id).toBe(2);
    const scores = new Map(found.hits.map((h) => [h.id, h.score]));
    // 1 and 5 are of the same year and status: beyond their BM25, the region's document weighs 1.6 times the other province's.
    const bm = expectedBm25(DOCS[0]!, ['人工工资指导价']) / expectedBm25(DOCS[4]!, ['人工工资指导价']);
    expect(scores.get(1)! / scores.get(5)! / bm).toBeCloseTo(BOOSTS.region, 4);
  });

  it('AND by default, OR when asked', async () => {
    const all = await searchDocuments(t.database.db, dialect, { terms: ['增值税', '人工费'], sort: 'relevance', offset: 0, limit: 10 });
    expect(all.total).toBe(0);
    const any = await searchDocuments(t.database.db, dialect, { terms: ['增值税', '人工费'], match: 'any', sort: 'relevance', offset: 0, limit: 10 });
    expect(any.hits.map((h) => h.id).sort()).toEqual([1, 2, 4, 5]);
  });

  it('finds two-character words inside longer ones (文明, 税率)', async () => {
    const civil = await searchDocuments(t.database.db, dialect, { terms: ['文明'], sort: 'relevance', offset: 0, limit: 10 });
    expect(civil.hits.map((h) => h.id)).toEqual([3]);
    const rate = await searchDocuments(t.database.db, dialect, { terms: ['税率'], sort: 'relevance', offset: 0, limit: 10 });
    expect(rate.hits.map((h) => h.id)).toEqual([4]);
  });

  it('filters a province to its own, its cities\' and national documents; a city to its own, its province\'s and national ones', async () => {
    const province = await searchDocuments(t.database.db, dialect, { terms: [], sort: 'date', offset: 0, limit: 10, filters: { region: { areaId: JIANGSU, provinceId: JIANGSU, name: '江苏' } } });
    expect(province.hits.map((h) => h.id)).toEqual([6, 1, 2, 3, 4]);
    const city = await searchDocuments(t.database.db, dialect, { terms: [], sort: 'date', offset: 0, limit: 10, filters: { region: { areaId: NANJING, provinceId: JIANGSU, name: '南京市' }, types: ['cailiao', 'shuifei'] } });
    expect(city.hits.map((h) => h.id)).toEqual([6, 4]);
    const year = await searchDocuments(t.database.db, dialect, { terms: [], sort: 'date', offset: 0, limit: 10, filters: { year: 2024 } });
    expect(year.total).toBe(3);
  });

  it('sorts by date and pages', async () => {
    const page1 = await searchDocuments(t.database.db, dialect, { terms: ['通知'], sort: 'date', offset: 0, limit: 2 });
    const page2 = await searchDocuments(t.database.db, dialect, { terms: ['通知'], sort: 'date', offset: 2, limit: 2 });
    const page3 = await searchDocuments(t.database.db, dialect, { terms: ['通知'], sort: 'date', offset: 4, limit: 2 });
    expect([page1.total, page2.total, page3.total]).toEqual([5, 5, 5]);
    expect([...page1.hits, ...page2.hits, ...page3.hits].map((h) => h.id)).toEqual([5, 1, 2, 3, 4]);
    const beyond = await searchDocuments(t.database.db, dialect, { terms: ['通知'], sort: 'date', offset: 50, limit: 2 });
    expect(beyond).toEqual({ total: 5, hits: [] });
  });
});

describe('the in-memory ranking (SQLite)', () => {
  it('answers exactly what the single SQL statement answers', async () => {
    if (dialect !== 'sqlite') return;
    const jiangsu = { areaId: JIANGSU, provinceId: JIANGSU, name: '江苏' };
    const nanjing = { areaId: NANJING, provinceId: JIANGSU, name: '南京市' };
    const queries = [
      { terms: ['人工工资指导价'], sort: 'relevance' as const },
      { terms: ['人工工资指导价'], sort: 'relevance' as const, boost: { region: jiangsu, years: [2023] } },
      { terms: ['通知', '人工费'], sort: 'relevance' as const, boost: { region: nanjing } },
      { terms: ['增值税', '人工费'], match: 'any' as const, sort: 'relevance' as const },
      { terms: ['通知'], sort: 'date' as const, filters: { region: jiangsu } },
      { terms: ['通知'], sort: 'relevance' as const, filters: { region: nanjing, types: ['rengong', 'anquan'], year: 2024 } },
      { terms: [], sort: 'date' as const, filters: { types: ['nothing'] } },
      { terms: [], sort: 'date' as const, filters: { region: jiangsu } },
    ];
    for (const q of queries) {
      for (const page of [{ offset: 0, limit: 3 }, { offset: 3, limit: 3 }]) {
        const memory = await searchDocuments(t.database.db, dialect, { ...q, ...page });
        const single = await searchDocuments(t.database.db, dialect, { ...q, ...page, engine: 'sql' });
        expect(memory).toEqual(single);
      }
    }
  });
});

describe('searchPassages', () => {
  it('answers the best passages with their documents, at most perDocument of one', async () => {
    const hits = await searchPassages(t.database.db, dialect, { terms: ['普工', '一般技工'], region: { areaId: JIANGSU, provinceId: JIANGSU, name: '江苏' }, years: [2024], perDocument: 1, limit: 5 });
    expect(hits[0]).toMatchObject({ policyId: 1, text: '普工：128元/工日；一般技工：168元/工日。', document: { docNo: '苏建价〔2024〕18号', status: 'current', areaId: JIANGSU } });
    expect(new Set(hits.map((h) => h.policyId)).size).toBe(hits.length);
    expect(hits.map((h) => h.policyId)).toEqual([1, 2, 5]);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    const current = await searchPassages(t.database.db, dialect, { terms: ['普工'], currentOnly: true, onlyAreaIds: [JIANGSU], limit: 5 });
    expect(current.map((h) => h.policyId)).toEqual([1]);
  });
});
