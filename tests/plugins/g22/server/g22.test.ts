/**
 * 22G造价优化's endpoints against a real seeded database (SQLite, or PostgreSQL under `npm run test:pg`):
 * the column list, the cases tied to their single projects (stored indicators, regional 信息价 of the
 * project's month from cost-data's ResourcePrices), the saving arithmetic to the cent, the cost records
 * adding up, the calculator's range recomputed from the single projects, the access rules and every
 * refusal with its Chinese message.
 */
import type { FastifyInstance } from 'fastify';
import { toUnits } from '@kernel/core/rounding';
import { quantile } from '@kernel/server/statistics';
import { BID_NODE_TABLE, COST_ITEM_TABLE, INDICATOR_TABLE, RESOURCE_TABLE, ResourcePrices } from '@plugins/cost-data/shared/services';
import {
  G22Codes,
  G22Messages as M,
  G22Paths,
  type G22ArticleDetail,
  type G22CaseDetail,
  type G22ColumnList,
  type G22CostDetail,
  type G22Estimate,
} from '@plugins/g22/shared/contract';
import { caseSavings, measureSaving } from '@plugins/g22/shared/savings';
import { seismicGrade } from '@plugins/g22/server';
import { buildG22App, MEMBER, VIP, type G22TestApp } from './fixtures';

jest.setTimeout(180_000);

let t: G22TestApp;
let app: FastifyInstance;
let list: G22ColumnList;

type Token = string | null;
const get = (url: string, query: Record<string, string> = {}, token: Token = VIP.token) => app.inject({ method: 'GET', url, query, headers: token ? { token } : {} });
const post = (url: string, payload: unknown, token: Token = VIP.token) => app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { token } : {} });
async function data<T>(res: Awaited<ReturnType<typeof get>>): Promise<T> {
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ statusCode: 200 });
  return body.data as T;
}
function refused(res: Awaited<ReturnType<typeof get>>, code: number, message: string) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ statusCode: code, businessMsg: message });
}
const items = (kind: string) => list.sections.flatMap((s) => s.items).filter((i) => i.kind === kind);

beforeAll(async () => {
  t = await buildG22App();
  app = t.app;
  list = await data<G22ColumnList>(await get(G22Paths.list, {}, null));
});
afterAll(() => t?.close());

describe('g22: the column list (public)', () => {
  it('answers the three sections in order, with cases, cost records and the articles', () => {
    expect(list.sections.map((s) => s.name)).toEqual(['优化案例', '成本管理', '优化测算']);
    expect(items('case').length).toBeGreaterThanOrEqual(4);
    expect(items('cost').length).toBe(items('case').length);
    expect(items('article').map((a) => a.title)).toEqual(expect.arrayContaining([expect.stringContaining('ζa'), expect.stringContaining('HRB335'), expect.stringContaining('ln/3'), expect.stringContaining('理计')]));
    expect(list.calculator.provinces.some((p) => p.name === '江苏')).toBe(true);
    expect(list.calculator.priceMonth).toBe(t.services.get(ResourcePrices).latestMonth());
    expect(list.benchmarkProjects).toBeGreaterThan(0);
    expect(list.sampleNote).toContain('示例数据');
  });
});

describe('g22: access', () => {
  it('needs a login for an entry (301) and the estimate (301); a case and an article the VIP right (820); a cost record a login only', async () => {
    const caseId = items('case')[0]!.id;
    const costId = items('cost')[0]!.id;
    const articleId = items('article')[0]!.id;
    expect((await get(G22Paths.byId, { id: String(caseId) }, null)).json().statusCode).toBe(301);
    expect((await post(G22Paths.estimate, {}, null)).json().statusCode).toBe(301);
    refused(await get(G22Paths.byId, { id: String(caseId) }, MEMBER.token), 820, '您暂无访问权限！');
    refused(await get(G22Paths.byId, { id: String(articleId) }, MEMBER.token), 820, '您暂无访问权限！');
    const cost = await data<G22CostDetail>(await get(G22Paths.byId, { id: String(costId) }, MEMBER.token));
    expect(cost.kind).toBe('cost');
  });

  it('refuses an invalid or unknown id with a Chinese message, never a 500', async () => {
    for (const id of ['', 'abc', '0', '-1', '1e3', '9999999999']) refused(await get(G22Paths.byId, { id }), G22Codes.invalid, M.idInvalid);
    refused(await get(G22Paths.byId, { id: '99999' }), G22Codes.notFound, M.notFound);
  });
});

describe('g22: a case', () => {
  it('rests on its single project: the stored indicators before, the regional 信息价 of its month', async () => {
    const prices = t.services.get(ResourcePrices);
    const db = t.database.db;
    for (const brief of items('case')) {
      const c = await data<G22CaseDetail>(await get(G22Paths.byId, { id: String(brief.id) }));
      const node = await db.selectFrom(BID_NODE_TABLE).selectAll().where('id', '=', c.project.bidNodeId).executeTakeFirstOrThrow();
      expect(c.project.buildingArea).toBe(Number(node.building_area));
      expect(c.project.priceMonth).toBe(Number(node.price_month));
      const ind = new Map((await db.selectFrom(INDICATOR_TABLE).select(['code', 'value']).where('bid_node_id', '=', c.project.bidNodeId).execute()).map((r) => [r.code, Number(r.value)]));
      for (const f of c.figures) expect(f.before).toBe(ind.get(f.code));
      const rebar = await db.selectFrom(RESOURCE_TABLE).select(['code', 'unit', 'price_class', 'base_price']).where('code', '=', 'R1004').executeTakeFirstOrThrow();
      const region = prices.priceRegionOf(Number(node.city_id))!;
      expect(c.rebarPrice.regionId).toBe(region);
      expect(c.rebarPrice.month).toBe(Number(node.price_month));
      expect(c.rebarPrice.value).toBe(prices.price({ ...rebar, base_price: Number(rebar.base_price) }, region, Number(node.price_month))!.info);
      expect(c.rebarPrice.unit).toBe('元/t');
      // 节约造价 is a small share of the project: a few 元/m² to a few dozen, under 2 % of its cost.
      expect(c.savingPerM2).toBeGreaterThan(2);
      expect(c.savingShare).toBeLessThan(0.02);
    }
  });

  it('saving = Δ content × area × price per measure (rebar ÷ 1000), totals = Σ measures to the cent', async () => {
    for (const brief of items('case')) {
      const c = await data<G22CaseDetail>(await get(G22Paths.byId, { id: String(brief.id) }));
      const area = c.project.buildingArea;
      for (const m of c.measures) {
        const price = m.kind === 'rebar' ? c.rebarPrice.value : c.concretePrice.value;
        const exact = m.kind === 'rebar' ? (m.delta * area * price) / 1000 : m.delta * area * price;
        expect(Math.abs(m.saving - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(m.saving).toBe(measureSaving({ kind: m.kind, delta: m.delta }, area, price));
      }
      const cents = c.measures.reduce((s, m) => s + toUnits(m.saving), 0);
      expect(toUnits(c.saving)).toBe(cents);
      expect(toUnits(c.savingPerM2)).toBe(toUnits(c.saving / area));
      expect(c.measures.reduce((s, m) => s + toUnits(m.savingPerM2), 0)).toBe(toUnits(c.savingPerM2));
      // before − Σ rebar measures = after
      const rebar = c.figures.find((f) => f.code === 'rebar')!;
      const drop = c.measures.filter((m) => m.kind === 'rebar').reduce((s, m) => s + toUnits(m.delta), 0);
      expect(toUnits(rebar.before) - toUnits(rebar.after)).toBe(drop);
      // the list shows the same figures
      expect(brief.savingPerM2).toBe(c.savingPerM2);
      // among its peers, the content after ranks no higher than before
      if (c.benchmark) {
        expect(c.benchmark.sample).toBeGreaterThanOrEqual(5);
        expect(c.rankAfter!).toBeLessThanOrEqual(c.benchmark.rank);
      }
    }
  });

  it('the shared arithmetic: a worked example', () => {
    const r = caseSavings(
      [
        { kind: 'rebar', delta: 1.61 },
        { kind: 'rebar', delta: 1.18 },
        { kind: 'concrete', delta: 0.012 },
      ],
      11_739.25,
      { rebar: 3747.53, concrete: 426.29 },
    );
    // 1.61 × 11739.25 × 3747.53 / 1000 = 70829.0387… → 70829.04
    expect(r.savings).toEqual([70829.04, 51911.97, 60051.9]);
    expect(r.total).toBe(182792.91);
    expect(r.perM2).toBe(15.57);
    expect(r.perM2Parts.reduce((a, b) => a + toUnits(b), 0)).toBe(1557);
  });

  it('an article answers its blocks and references', async () => {
    const a = await data<G22ArticleDetail>(await get(G22Paths.byId, { id: String(items('article').find((i) => i.title.includes('ζa'))!.id) }));
    expect(a.blocks.some((b) => b.kind === 'formula' && b.text === 'la = ζa · lab（且不小于 200mm）')).toBe(true);
    expect(a.references.length).toBeGreaterThan(0);
  });
});

describe('g22: a cost record', () => {
  it('targets and dynamic cost add up to the cent; the months run from the contract; 调差 beyond ±5 % only', async () => {
    for (const brief of items('cost')) {
      const c = await data<G22CostDetail>(await get(G22Paths.byId, { id: String(brief.id) }));
      const amounts = await t.database.db.selectFrom(COST_ITEM_TABLE).select(['code', 'amount']).where('bid_node_id', '=', c.project.bidNodeId).where('kind', '=', 'specialty').execute();
      const byCode = new Map(amounts.map((a) => [a.code, Number(a.amount)]));
      for (const s of c.specialties) expect(s.contract).toBe(byCode.get(s.code));
      const sum = (vs: number[]) => vs.reduce((a, v) => a + toUnits(v), 0);
      expect(toUnits(c.contract)).toBe(sum(c.specialties.map((s) => s.contract)));
      expect(toUnits(c.target)).toBe(sum(c.specialties.map((s) => s.target)));
      expect(toUnits(c.dynamic)).toBe(sum(c.specialties.map((s) => s.dynamic)));
      expect(toUnits(c.dynamic) - toUnits(c.contract)).toBe(sum(c.events.map((e) => e.amount)));
      expect(toUnits(c.variance)).toBe(toUnits(c.dynamic) - toUnits(c.target));
      expect(toUnits(c.months[c.months.length - 1]!.dynamic)).toBe(toUnits(c.dynamic));
      expect(c.months).toHaveLength(18);
      // the optimisation saving of its case is an event of 建筑
      const kase = await data<G22CaseDetail>(await get(G22Paths.byId, { id: String(c.caseId) }));
      expect(c.events.find((e) => e.type === 'optimise')!.amount).toBe(-kase.saving);
      for (const e of c.events.filter((x) => x.type === 'price')) {
        expect(e.specialty).toBe('building');
        expect(e.explanation).toContain('±5%');
      }
      expect(sum(c.byType.map((b) => b.amount))).toBe(sum(c.events.map((e) => e.amount)));
    }
  });
});

describe('g22: 优化测算', () => {
  const query = { areaId: 12, structure: '剪力墙', buildingUse: '住宅', floors: 18, area: 12_000, seismic: '7度', rebar: 58 };

  it('the benchmark range is the quantiles of the single projects of the group; the saving at the latest 江苏 price', async () => {
    const e = await data<G22Estimate>(await post(G22Paths.estimate, query, MEMBER.token));
    const rows = await t.database.db
      .selectFrom(BID_NODE_TABLE)
      .innerJoin(INDICATOR_TABLE, `${INDICATOR_TABLE}.bid_node_id`, `${BID_NODE_TABLE}.id`)
      .select([`${BID_NODE_TABLE}.building_use as use`, `${BID_NODE_TABLE}.floors_above as floors`, `${BID_NODE_TABLE}.seismic_intensity as seismic`, `${INDICATOR_TABLE}.value as value`])
      .where(`${BID_NODE_TABLE}.structure`, '=', '剪力墙')
      .where(`${INDICATOR_TABLE}.code`, '=', 'rebar')
      .execute();
    const widened = e.benchmark.widened;
    const group = rows.filter(
      (r) => (widened.includes('不限层数段') || (Number(r.floors) >= 12 && Number(r.floors) <= 18)) && (widened.includes('不限建筑用途') || r.use === '住宅') && (widened.includes('不限抗震设防烈度') || r.seismic === '7度'),
    );
    const values = Float64Array.from(group.map((r) => Number(r.value))).sort();
    expect(e.benchmark.sample).toBe(values.length);
    expect(e.benchmark.p50).toBe(Math.round(quantile(values, 0.5) * 100) / 100);
    expect(e.benchmark.p25).toBe(Math.round(quantile(values, 0.25) * 100) / 100);
    expect(e.benchmark.p75).toBe(Math.round(quantile(values, 0.75) * 100) / 100);
    expect(e.benchmark.bins.reduce((s, b) => s + b.count, 0)).toBe(values.length);
    expect(e.seismicGrade).toBe('剪力墙三级');
    expect(e.price.regionName).toBe('江苏');
    expect(e.price.month).toBe(t.services.get(ResourcePrices).latestMonth());
    const likely = e.scenarios.find((s) => s.code === 'p50')!;
    expect(likely.delta).toBe(Math.max(0, Math.round((58 - e.benchmark.p50) * 100) / 100));
    expect(likely.saving).toBe(measureSaving({ kind: 'rebar', delta: likely.delta }, 12_000, e.price.value));
    expect(e.assumptions.join('')).toContain('信息价');
  });

  it('a content below the median saves nothing', async () => {
    const e = await data<G22Estimate>(await post(G22Paths.estimate, { ...query, rebar: 20 }, MEMBER.token));
    expect(e.scenarios.every((s) => s.saving === 0)).toBe(true);
  });

  it('validates every field with a Chinese message', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ structure: '钢结构' }, M.structureInvalid],
      [{ buildingUse: '仓库' }, M.useInvalid],
      [{ floors: 0 }, M.floorsInvalid],
      [{ floors: 12.5 }, M.floorsInvalid],
      [{ floors: 'abc' }, M.floorsInvalid],
      [{ area: 50 }, M.areaInvalid],
      [{ area: 'NaN' }, M.areaInvalid],
      [{ seismic: '10度' }, M.seismicInvalid],
      [{ rebar: 1e9 }, M.rebarInvalid],
      [{ areaId: 1 }, M.regionInvalid],
      [{ areaId: 28 }, M.regionInvalid],
    ];
    for (const [patch, message] of bad) refused(await post(G22Paths.estimate, { ...query, ...patch }, MEMBER.token), G22Codes.invalid, message);
  });

  it('抗震等级 follows GB 50011 table 6.1.2', () => {
    expect(seismicGrade('剪力墙', 54, '7度')).toBe('剪力墙三级');
    expect(seismicGrade('剪力墙', 99, '7度')).toBe('剪力墙二级');
    expect(seismicGrade('框架', 20, '8度')).toBe('框架二级');
    expect(seismicGrade('框架', 30, '8度')).toBe('框架一级');
    expect(seismicGrade('框架-剪力墙', 50, '6度')).toBe('框架四级、剪力墙三级');
    expect(seismicGrade('框架-核心筒', 150, '7度')).toBe('框架二级、核心筒二级');
  });
});
