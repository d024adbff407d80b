/**
 * getPolicyDetails, queryRandomPolicyInfo and getParams over the seeded corpus: the full text, the
 * replacement links both ways, related documents, the day's draw of related documents, the list
 * page's choices, and unknown documents (440).
 */
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import { POLICY_LIMITS, POLICY_SAMPLE_NOTE, POLICY_TYPES, PolicyMessages, PolicyPaths } from '@plugins/policy/shared/contract';
import { buildPolicyApp, JIANGSU, MEMBER, type PolicyTestApp } from './search-support';

let t: PolicyTestApp;

beforeAll(async () => {
  t = await buildPolicyApp();
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('getPolicyDetails', () => {
  it('answers the document with its blocks, the replacement links both ways and related documents', async () => {
    const list = await t.search({ keyWord: '安全文明施工费', areaId: JIANGSU, pageSize: 20 });
    const current = list.list.find((h: any) => h.type === 'anquan' && h.areaId === JIANGSU && h.status === 'current');
    const d = await t.detail(current.policyId);
    expect(d).toMatchObject({ policyId: current.policyId, title: current.title, docNo: current.docNo, status: 'current', replacedBy: null, note: POLICY_SAMPLE_NOTE });
    expect(d.pdfName).toBe(`${d.docNo} ${d.title}.pdf`);
    // The full text: an article, a rate table, the effective-date clause, the issuer and the date.
    const kinds = d.blocks.map((b: any) => b.kind);
    expect(kinds).toEqual(expect.arrayContaining(['table', 'clause', 'signature', 'date']));
    const table = d.blocks.find((b: any) => b.kind === 'table');
    expect(table.header.length).toBeGreaterThan(1);
    for (const row of table.rows) expect(row.length).toBe(table.header.length);
    expect(d.blocks.find((b: any) => b.kind === 'signature').text).toBe(d.issuer);
    // It replaced the previous notice, which names it as its successor.
    expect(d.replaces).toMatchObject({ type: 'anquan', areaId: JIANGSU, status: 'replaced' });
    expect(d.replaces.publishDate < d.publishDate).toBe(true);
    const previous = await t.detail(d.replaces.policyId);
    expect(previous.replacedBy).toMatchObject({ policyId: d.policyId, docNo: d.docNo });
    // The clause names what it repeals.
    const clause = d.blocks.find((b: any) => b.kind === 'clause');
    expect(clause.text).toContain(previous.docNo);
    // Related: same type and region, newest first, without itself.
    expect(d.related.length).toBeGreaterThan(0);
    expect(d.related.length).toBeLessThanOrEqual(POLICY_LIMITS.relatedMax);
    for (const r of d.related) expect(r).toMatchObject({ type: d.type, areaId: d.areaId });
    expect(d.related.map((r: any) => r.policyId)).not.toContain(d.policyId);
    for (let i = 1; i < d.related.length; i++) expect(d.related[i - 1].publishDate >= d.related[i].publishDate).toBe(true);
  });

  it('answers 440 for an unknown document', async () => {
    const { http, body } = await t.post(PolicyPaths.details, { policyId: 9_999_999 });
    expect(http).toBe(200);
    expect(body).toMatchObject({ statusCode: 440, businessMsg: PolicyMessages.notFound, data: null });
  });
});

describe('queryRandomPolicyInfo', () => {
  it('draws documents of the same type from the province and national ones, the same all day', async () => {
    const list = await t.search({ keyWord: '人工工资指导价', areaId: JIANGSU });
    const doc = list.list[0];
    const answer = await t.post(PolicyPaths.random, { policyId: doc.policyId, size: 4 }, MEMBER.token);
    expect(answer.body.statusCode).toBe(200);
    const drawn = answer.body.data;
    expect(drawn).toHaveLength(4);
    for (const r of drawn) {
      expect(r.type).toBe(doc.type);
      expect(r.policyId).not.toBe(doc.policyId);
      expect([doc.areaId, NATIONAL_AREA_ID]).toContain(r.areaId);
    }
    expect(new Set(drawn.map((r: any) => r.policyId)).size).toBe(4);
    const again = await t.post(PolicyPaths.random, { policyId: doc.policyId, size: 4 }, MEMBER.token);
    expect(again.body.data).toEqual(drawn);
  });

  it('recommends current documents without a policyId (default size)', async () => {
    const { body } = await t.post(PolicyPaths.random, {}, MEMBER.token);
    expect(body.data).toHaveLength(POLICY_LIMITS.randomDefault);
    for (const r of body.data) expect(r.status).toBe('current');
  });

  it('checks the size and the document', async () => {
    for (const size of [0, POLICY_LIMITS.randomMax + 1]) {
      const { body } = await t.post(PolicyPaths.random, { size }, MEMBER.token);
      expect(body).toMatchObject({ statusCode: 400, businessMsg: PolicyMessages.randomSize });
    }
    const { body } = await t.post(PolicyPaths.random, { policyId: 9_999_999 }, MEMBER.token);
    expect(body).toMatchObject({ statusCode: 440, businessMsg: PolicyMessages.notFound });
  });
});

describe('getParams', () => {
  it('answers the types, the years newest first, the regions with documents, the count and the newest date', async () => {
    const { body } = await t.get(PolicyPaths.params, MEMBER.token);
    const p = body.data;
    expect(p.types).toEqual(POLICY_TYPES.map((x) => ({ code: x.code, name: x.name })));
    expect(p.years[0]).toBe(Number(p.latestDate.slice(0, 4)));
    expect(p.years[p.years.length - 1]).toBe(2013);
    expect([...p.years].sort((a: number, b: number) => b - a)).toEqual(p.years);
    expect(p.regions[0]).toMatchObject({ areaid: NATIONAL_AREA_ID, name: '全国' });
    const jiangsu = p.regions.find((r: any) => r.areaid === JIANGSU);
    expect(jiangsu.subList.map((c: any) => c.name)).toContain('南京市');
    expect(p.total).toBeGreaterThanOrEqual(3000);
    expect(p.note).toBe(POLICY_SAMPLE_NOTE);
  });
});
