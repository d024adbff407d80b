/**
 * getPolicySolrData over the seeded corpus: ranking (the region, the year, the current notice),
 * two-character words, the ranking equal to the BM25 formula computed here from the stored tokens
 * (so SQLite and PostgreSQL answer the same top results), filters, sort, paging, highlights and the
 * input rules with their Chinese messages.
 */
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import { BOOSTS } from '@plugins/policy/server/fulltext';
import { POLICY_LIMITS, PolicyMessages, PolicyPaths } from '@plugins/policy/shared/contract';
import { buildPolicyApp, JIANGSU, MEMBER, NANJING, type PolicyTestApp } from './search-support';

let t: PolicyTestApp;
let jiangsuCities: Set<number>;

beforeAll(async () => {
  t = await buildPolicyApp();
  const params = (await t.get(PolicyPaths.params, MEMBER.token)).body.data;
  jiangsuCities = new Set(params.regions.find((r: any) => r.areaid === JIANGSU).subList.map((c: any) => c.areaid));
}, 240_000);

afterAll(async () => {
  await t?.close();
});

/** Every mark range of a text, as the marked substrings. */
const marked = (text: string, marks: Array<[number, number]>) => marks.map(([a, b]) => text.slice(a, b));

describe('ranking', () => {
  it('puts a 2024 江苏 人工费 notice first for 江苏 人工费 2024', async () => {
    const r = await t.search({ keyWord: '江苏 人工费 2024' });
    expect(r.terms).toEqual(['人工费']);
    expect(r.recognised).toEqual({ areaId: JIANGSU, areaName: '江苏', year: 2024 });
    expect(r.sort).toBe('relevance');
    const first = r.list[0];
    expect(first).toMatchObject({ areaId: JIANGSU, type: 'rengong', typeName: '人工费调整' });
    expect(first.publishDate.startsWith('2024-')).toBe(true);
    expect(first.title).toContain('人工工资指导价');
    expect(first.docNo).toMatch(/^苏建(函)?价〔2024〕\d+号$/);
    expect(marked(first.title, first.titleMarks)).toContain('2024');
  });

  it('ranks the current 江苏 notice first for 安全文明施工费 in 江苏', async () => {
    const r = await t.search({ keyWord: '安全文明施工费', areaId: JIANGSU });
    expect(r.list[0]).toMatchObject({ areaId: JIANGSU, type: 'anquan', status: 'current' });
    expect(marked(r.list[0].title, r.list[0].titleMarks)).toEqual(['安全文明施工费']);
    // The current notice replaced the one before it, which follows it.
    const replaced = r.list.filter((h: any) => h.type === 'anquan' && h.areaId === JIANGSU && h.status === 'replaced');
    expect(replaced.length).toBeGreaterThan(0);
  });

  it('answers two-character words found inside longer ones (税率, 文明)', async () => {
    const rate = await t.search({ keyWord: '税率' });
    expect(rate.total).toBeGreaterThan(20);
    for (const hit of rate.list) expect(`${hit.title}${hit.snippet}`).toContain('税率');
    const civil = await t.search({ keyWord: '文明' });
    expect(civil.total).toBeGreaterThan(20);
    expect(civil.list[0].type).toBe('anquan');
    for (const hit of civil.list) {
      expect(`${hit.title}${hit.snippet}`).toContain('文明');
      for (const s of [...marked(hit.title, hit.titleMarks), ...marked(hit.snippet, hit.snippetMarks)]) expect(s).toBe('文明');
    }
  });

  it('ranks as BM25 × boosts computed here from the stored tokens (the same on both databases)', async () => {
    const db = t.database.db;
    const docs = (await db
      .selectFrom('policy_document')
      .select(['id', 'title_tokens', 'tokens', 'area_id', 'province_id', 'year', 'status', 'publish_date'])
      .execute()) as Array<{ id: number; title_tokens: string; tokens: string; area_id: number; province_id: number; year: number; status: string; publish_date: string }>;
    const split = docs.map((d) => ({ ...d, id: Number(d.id), title: d.title_tokens.split(' '), body: d.tokens.split(' ') }));
    const n = split.length;
    const avgdl = split.reduce((s, d) => s + d.title.length + d.body.length, 0) / n;
    const latest = Math.max(...split.map((d) => Number(d.year)));
    const term = '安全文明施工费';
    const df = split.filter((d) => d.title.includes(term) || d.body.includes(term)).length;
    const idf = Math.max(Math.log((n - df + 0.5) / (df + 0.5)), 1e-6);
    const expected = split
      .filter((d) => (d.title.includes(term) || d.body.includes(term)) && [JIANGSU, NATIONAL_AREA_ID].includes(Number(d.province_id)))
      .map((d) => {
        const f = 3 * d.title.filter((x) => x === term).length + d.body.filter((x) => x === term).length;
        const bm = (idf * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * (d.title.length + d.body.length)) / avgdl));
        const region = Number(d.province_id) === JIANGSU ? BOOSTS.region : BOOSTS.national;
        const recency = 1 / (1 + BOOSTS.decayPerYear * (latest - Number(d.year)));
        const score = Math.round(bm * region * recency * (d.status === 'current' ? BOOSTS.current : 1) * 1e9) / 1e9;
        return { id: d.id, score, date: d.publish_date };
      })
      .sort((a, b) => b.score - a.score || b.date.localeCompare(a.date) || b.id - a.id);
    const r = await t.search({ keyWord: term, areaId: JIANGSU, pageSize: 20 });
    expect(r.total).toBe(expected.length);
    expect(r.list.map((h: any) => h.policyId)).toEqual(expected.slice(0, 20).map((e) => e.id));
  });
});

describe('filters, sort and paging', () => {
  it('filters by region: a province with its cities and national documents; a city with its province and national ones', async () => {
    const province = await t.search({ areaId: JIANGSU, pageSize: 50 });
    expect(province.total).toBeGreaterThan(50);
    for (const h of province.list) expect(h.areaId === JIANGSU || h.areaId === NATIONAL_AREA_ID || jiangsuCities.has(h.areaId)).toBe(true);
    const city = await t.search({ areaId: NANJING, types: ['cailiao'], pageSize: 50 });
    expect(city.total).toBeGreaterThan(0);
    for (const h of city.list) {
      expect([NANJING, JIANGSU, NATIONAL_AREA_ID]).toContain(h.areaId);
      expect(h.type).toBe('cailiao');
    }
    expect(city.list.some((h: any) => h.areaId === NANJING && h.areaName === '南京市')).toBe(true);
  });

  it('filters by types (a list or a comma-separated value) and year', async () => {
    const r = await t.search({ keyWord: '通知', types: ['anquan', 'shuifei'], year: 2019, pageSize: 50 });
    expect(r.total).toBeGreaterThan(0);
    for (const h of r.list) {
      expect(['anquan', 'shuifei']).toContain(h.type);
      expect(h.publishDate.startsWith('2019-')).toBe(true);
    }
    const csv = await t.search({ keyWord: '通知', types: 'anquan,shuifei', year: 2019, pageSize: 50 });
    expect(csv.total).toBe(r.total);
  });

  it('without a keyword lists every document newest first; a keyword naming only a region filters by it', async () => {
    const params = (await t.get(PolicyPaths.params, MEMBER.token)).body.data;
    const all = await t.search({ pageSize: 20 });
    expect(all.total).toBe(params.total);
    expect(all.sort).toBe('date');
    expect(all.list[0].publishDate).toBe(params.latestDate);
    for (let i = 1; i < all.list.length; i++) expect(all.list[i - 1].publishDate >= all.list[i].publishDate).toBe(true);
    for (const h of all.list) expect(h).toMatchObject({ snippet: '', snippetMarks: [], titleMarks: [] });
    const named = await t.search({ keyWord: '江苏省', pageSize: 50 });
    expect(named.terms).toEqual([]);
    expect(named.total).toBe((await t.search({ areaId: JIANGSU })).total);
  });

  it('sorts by date over the matches', async () => {
    const relevance = await t.search({ keyWord: '人工工资指导价', pageSize: 50 });
    const byDate = await t.search({ keyWord: '人工工资指导价', sort: 'date', pageSize: 50 });
    expect(byDate.sort).toBe('date');
    expect(byDate.total).toBe(relevance.total);
    for (let i = 1; i < byDate.list.length; i++) expect(byDate.list[i - 1].publishDate >= byDate.list[i].publishDate).toBe(true);
    expect(byDate.list.map((h: any) => h.policyId)).not.toEqual(relevance.list.map((h: any) => h.policyId));
  });

  it('pages without overlap and keeps the total beyond the last page', async () => {
    const p1 = await t.search({ keyWord: '材料价格', pageNum: 1, pageSize: 10 });
    const p2 = await t.search({ keyWord: '材料价格', pageNum: 2, pageSize: 10 });
    const both = await t.search({ keyWord: '材料价格', pageNum: 1, pageSize: 20 });
    expect(p2.pageNum).toBe(2);
    expect([...p1.list, ...p2.list].map((h: any) => h.policyId)).toEqual(both.list.map((h: any) => h.policyId));
    const last = Math.ceil(p1.total / 50) + 1;
    if (last <= POLICY_LIMITS.pageNumMax) {
      const beyond = await t.search({ keyWord: '材料价格', pageNum: last, pageSize: 50 });
      expect(beyond).toMatchObject({ list: [], total: p1.total });
    }
  });
});

describe('highlights', () => {
  it('marks the searched words, the region and the year in titles and snippets (UTF-16 ranges, sorted, apart)', async () => {
    const r = await t.search({ keyWord: '南京 材料价格', pageSize: 20 });
    expect(r.recognised.areaName).toBe('南京市');
    expect(r.list[0].areaId).toBe(NANJING);
    for (const h of r.list) {
      for (const [text, marks] of [
        [h.title, h.titleMarks],
        [h.snippet, h.snippetMarks],
      ] as Array<[string, Array<[number, number]>]>) {
        let end = -1;
        for (const [a, b] of marks) {
          expect(a).toBeGreaterThan(end);
          expect(b).toBeGreaterThan(a);
          expect(b).toBeLessThanOrEqual(text.length);
          end = b;
        }
        for (const s of marked(text, marks)) expect(['南京', '南京市', '材料价格']).toContain(s);
      }
    }
    expect(marked(r.list[0].title, r.list[0].titleMarks)).toEqual(['南京市', '材料价格']);
    expect(r.list[0].snippet.length).toBeGreaterThan(0);
    expect(r.list[0].snippet.length).toBeLessThanOrEqual(122);
  });
});

describe('input rules', () => {
  const refused = async (query: Record<string, unknown>, message: string) => {
    const { http, body } = await t.post(PolicyPaths.search, { pageNum: 1, pageSize: 10, ...query }, MEMBER.token);
    expect(http).toBe(200);
    expect(body).toMatchObject({ statusCode: 400, businessMsg: message });
  };

  it('answers a Chinese message for each rule', async () => {
    await refused({ keyWord: '安'.repeat(51) }, PolicyMessages.keyWordTooLong);
    await refused({ pageSize: 15 }, PolicyMessages.pageSize);
    await refused({ pageNum: POLICY_LIMITS.pageNumMax + 1 }, PolicyMessages.pageNum);
    await refused({ types: ['jijia', 'unknown'] }, PolicyMessages.type);
    await refused({ year: 1999 }, PolicyMessages.year);
    await refused({ areaId: 99_999 }, PolicyMessages.region);
    await refused({ sort: 'popular' }, PolicyMessages.sort);
  });

  it('refuses malformed bodies with 400, never 500', async () => {
    for (const payload of [{ pageNum: 'x' }, { areaId: 1.5 }, { keyWord: 'a'.repeat(201) }, { types: [{}] }, { pageSize: -1 }]) {
      const { http, body } = await t.post(PolicyPaths.search, payload, MEMBER.token);
      expect(http).toBe(400);
      expect(body.statusCode).toBe(400);
      expect(body.businessMsg).toMatch(/^请求参数错误/);
    }
  });

  it('treats blank fields as unset and searches punctuation-only keywords as no keyword', async () => {
    const blank = await t.search({ keyWord: '  ', areaId: null, sort: '' });
    const none = await t.search({});
    expect(blank.total).toBe(none.total);
    const signs = await t.search({ keyWord: '%_\'"（）' });
    expect(signs.total).toBe(none.total);
  });
});
