/**
 * 劳务分包指数's endpoints against a real seeded database (SQLite, or PostgreSQL under `npm run test:pg`):
 * the stored sample data (units per trade, the anchors, the day rates equal to cost-data's price model,
 * the sample counts adding up), the index arithmetic (2020Q1 = 100, 环比, 同比 from the stored prices),
 * the newest-quarter rule on every endpoint, a single project's 劳务分包 adding up to the cent, the
 * workbook, favourites of price lines, and every refusal with its code and Chinese message.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { BID_NODE_TABLE, ResourcePrices, RESOURCE_TABLE } from '@plugins/cost-data/shared/services';
import {
  LabourCodes,
  LabourMessages as M,
  LabourPaths,
  type LabourAreaInfos,
  type LabourAreaTable,
  type LabourLineDetail,
  type LabourPermission,
  type LabourQuarterTable,
  type LabourSections,
  type LabourTrend,
  type SubcontractResult,
} from '@plugins/labour/shared/contract';
import { LINE_TABLE, PRICE_TABLE } from '@plugins/labour/server/tables';
import { buildLabourApp, MEMBER, VIP, type LabourTestApp } from './fixtures';

jest.setTimeout(180_000);

let t: LabourTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildLabourApp();
  app = t.app;
});
afterAll(() => t?.close());

type Token = string | null;
const get = (url: string, query: Record<string, string | number | boolean> = {}, token: Token = MEMBER.token) =>
  app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: token ? { token } : {} });
const post = (url: string, payload: unknown, token: Token = MEMBER.token) => app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { token } : {} });

async function data<T>(res: Awaited<ReturnType<typeof get>>): Promise<T> {
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ statusCode: 200 });
  return body.data as T;
}
const okGet = async <T>(url: string, query: Record<string, string | number | boolean> = {}, token: Token = MEMBER.token) => data<T>(await get(url, query, token));
const okPost = async <T>(url: string, payload: unknown, token: Token = MEMBER.token) => data<T>(await post(url, payload, token));
function refused(res: Awaited<ReturnType<typeof get>>, code: number, message: string) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ statusCode: code, businessMsg: message });
}

/** Line ids by trade, region and building type, from the stored lines. */
async function lineId(trade: string, areaId: number, type: string): Promise<number> {
  const row = await t.database.db.selectFrom(LINE_TABLE).select('id').where('trade_code', '=', trade).where('area_id', '=', areaId).where('building_type', '=', type).executeTakeFirstOrThrow();
  return Number(row.id);
}
async function storedPrices(id: number) {
  const rows = await t.database.db.selectFrom(PRICE_TABLE).selectAll().where('line_id', '=', id).orderBy('quarter').execute();
  return rows.map((r) => ({ quarter: Number(r.quarter), price: Number(r.price), alt: Number(r.alt_price), day: Number(r.day_rate), samples: Number(r.samples) }));
}
const qText = (q: number) => `${Math.floor(q / 10)}Q${q % 10}`;
const SUZHOU = 222;
const CHENGDU = 434;

describe('labour: access', () => {
  it('needs a login for every endpoint (301), and the VIP right for a single project’s 劳务分包 (820)', async () => {
    for (const path of [LabourPaths.areaInfos, LabourPaths.permission, LabourPaths.collect, LabourPaths.exportLine, LabourPaths.subcontractResults]) {
      expect((await get(path, { id: 1, bidNodeId: 1 }, null)).json().statusCode).toBe(301);
    }
    for (const path of [LabourPaths.sections, LabourPaths.sectionsV2, LabourPaths.priceTrend, LabourPaths.areaLaborInfo, LabourPaths.sectionDetails, LabourPaths.sectionDetailsV2, LabourPaths.collectStatus]) {
      expect((await post(path, { id: 1, areaId: 1, tradeCode: 'rebar', ids: [1] }, null)).json().statusCode).toBe(301);
    }
    const node = await t.database.db.selectFrom(BID_NODE_TABLE).select('id').limit(1).executeTakeFirstOrThrow();
    expect((await get(LabourPaths.subcontractResults, { bidNodeId: Number(node.id) })).json()).toMatchObject({ statusCode: 820, businessMsg: '您暂无访问权限！' });
  });
});

describe('labour: the data', () => {
  it('quotes every trade in 元/m² of building area and in the unit of work a contractor uses', async () => {
    const info = await okGet<LabourAreaInfos>(LabourPaths.areaInfos);
    const units = Object.fromEntries(info.trades.map((tr) => [tr.name, `${tr.unit} ${tr.altUnit}（${tr.altUnitBasis}）`]));
    expect(units).toEqual({
      木工: '元/m² 元/m²（模板接触面积）',
      钢筋工: '元/m² 元/t（钢筋重量）',
      混凝土工: '元/m² 元/m³（混凝土体积）',
      砌筑工: '元/m² 元/m³（砌体体积）',
      抹灰工: '元/m² 元/m²（抹灰面积）',
      架子工: '元/m² 元/m²（外架垂直投影面积）',
      水电安装: '元/m² 元/工日（点工工日）',
      油漆涂料: '元/m² 元/m²（涂刷面积）',
      防水工: '元/m² 元/m²（防水面积）',
      装饰装修: '元/m² 元/工日（点工工日）',
      主体大清包: '元/m² 元/工日（点工工日）',
    });
    expect(info.trades.every((tr) => tr.unitBasis === '建筑面积' && tr.buildingTypes[0] === '住宅')).toBe(true);
    expect(info.trades.find((tr) => tr.code === 'masonry')!.buildingTypes).toEqual(['住宅', '公建']);
    expect(info.regions[0]).toMatchObject({ areaid: 1, name: '全国' });
    const jiangsu = info.regions.find((r) => r.name === '江苏')!;
    expect(jiangsu.subList.map((c) => c.name)).toContain('苏州市');
    expect(info.firstQuarter).toBe('2018Q1');
    expect(info.latestQuarter).toBe('2026Q3');
    expect(info.quarters).toHaveLength(34); // 2018Q1 … 2026Q2 for a member
  });

  it('lands on the 2024 levels of high-rise housing and their regional spread', async () => {
    const mean2024 = async (trade: string, areaId: number) => {
      const rows = (await storedPrices(await lineId(trade, areaId, '住宅'))).filter((r) => Math.floor(r.quarter / 10) === 2024);
      return { price: rows.reduce((s, r) => s + r.price, 0) / rows.length, alt: rows.reduce((s, r) => s + r.alt, 0) / rows.length };
    };
    const ranges: Record<string, [number, number, number?, number?]> = {
      formwork: [130, 180, 45, 70],
      rebar: [70, 110, 900, 1300],
      concrete: [20, 35, 40, 60],
      masonry: [25, 45],
      plaster: [30, 50],
      scaffold: [25, 45],
      mep: [30, 60],
      mainFrame: [450, 650],
    };
    for (const [trade, [lo, hi, altLo, altHi]] of Object.entries(ranges)) {
      const m = await mean2024(trade, 1);
      expect(m.price).toBeGreaterThanOrEqual(lo);
      expect(m.price).toBeLessThanOrEqual(hi);
      if (altLo !== undefined) {
        expect(m.alt).toBeGreaterThanOrEqual(altLo);
        expect(m.alt).toBeLessThanOrEqual(altHi!);
      }
    }
    // 北京, 上海, 深圳 20–40 % above the western provinces (四川, 贵州, 甘肃, 云南, 陕西).
    const west = ['formwork', 'rebar', 'mainFrame'];
    for (const trade of west) {
      const westMean = (await Promise.all([23, 24, 29, 25, 27].map((a) => mean2024(trade, a)))).reduce((s, m) => s + m.price, 0) / 5;
      for (const area of [2, 11, 77]) {
        const ratio = (await mean2024(trade, area)).price / westMean;
        expect(ratio).toBeGreaterThan(1.2);
        expect(ratio).toBeLessThan(1.4);
      }
    }
  });

  it('rises a few percent a year, slower after 2023', async () => {
    const rows = await storedPrices(await lineId('rebar', 1, '住宅'));
    const at = (q: number) => rows.find((r) => r.quarter === q)!.price;
    const before = Math.pow(at(20231) / at(20191), 1 / 4) - 1;
    const after = Math.pow(at(20261) / at(20231), 1 / 3) - 1;
    expect(before).toBeGreaterThan(0.03);
    expect(before).toBeLessThan(0.06);
    expect(after).toBeGreaterThan(0.01);
    expect(after).toBeLessThan(before);
  });

  it('carries cost-data’s market day rate of the trade (the mean of the quarter’s months)', async () => {
    const prices = t.services.get(ResourcePrices);
    const resource = await t.database.db.selectFrom(RESOURCE_TABLE).select(['code', 'unit', 'price_class', 'base_price']).where('code', '=', 'R0003').executeTakeFirstOrThrow();
    const rows = await storedPrices(await lineId('rebar', SUZHOU, '住宅'));
    for (const r of rows.filter((x) => x.quarter % 10 === 2 || x.quarter === 20263)) {
      const y = Math.floor(r.quarter / 10);
      const m0 = (r.quarter % 10 - 1) * 3 + 1;
      const months = [0, 1, 2].map((k) => prices.price({ ...resource, base_price: Number(resource.base_price) }, SUZHOU, y * 100 + m0 + k)!.market);
      expect(r.day).toBeCloseTo(Math.round((months.reduce((s, v) => s + v, 0) / 3) * 100) / 100, 2);
    }
  });

  it('counts samples: a province at least its cities, 全国 the sum of the provinces', async () => {
    const q = 20262;
    const samples = async (area: number) => (await storedPrices(await lineId('rebar', area, '住宅'))).find((r) => r.quarter === q)!.samples;
    const info = await okGet<LabourAreaInfos>(LabourPaths.areaInfos);
    let provinces = 0;
    for (const p of info.regions.slice(1)) {
      const own = await samples(p.areaid);
      const cities = (await Promise.all(p.subList.map((c) => samples(c.areaid)))).reduce((s, n) => s + n, 0);
      expect(own).toBeGreaterThan(cities);
      provinces += own;
    }
    expect(await samples(1)).toBe(provinces);
  });
});

describe('labour: index, 环比 and 同比 from the stored prices', () => {
  it('answers index = price ÷ price(2020Q1) × 100 and the changes against the quarter before and the year before', async () => {
    const id = await lineId('rebar', SUZHOU, '住宅');
    const stored = await storedPrices(id);
    const base = stored.find((r) => r.quarter === 20201)!.price;
    const table = await okPost<LabourQuarterTable>(LabourPaths.sectionDetailsV2, { id, pageSize: 50 }, VIP.token);
    expect(table.total).toBe(35);
    const all = [...table.list];
    all.push(...(await okPost<LabourQuarterTable>(LabourPaths.sectionDetailsV2, { id, pageSize: 50, pageNum: 2 }, VIP.token)).list);
    for (const f of all) {
      const i = stored.findIndex((r) => qText(r.quarter) === f.quarter);
      const s = stored[i]!;
      expect(f.price).toBe(s.price);
      expect(f.altPrice).toBe(s.alt);
      expect(f.samples).toBe(s.samples);
      expect(f.index).toBe(Math.round((s.price / base) * 100 * 100) / 100);
      expect(f.mom).toBe(i >= 1 ? Math.round(((s.price - stored[i - 1]!.price) / stored[i - 1]!.price) * 10_000) / 10_000 : null);
      expect(f.yoy).toBe(i >= 4 ? Math.round(((s.price - stored[i - 4]!.price) / stored[i - 4]!.price) * 10_000) / 10_000 : null);
    }
    expect(all.find((f) => f.quarter === '2020Q1')!.index).toBe(100);
    expect(all[0]!.quarter).toBe('2026Q3'); // newest first
  });
});

describe('labour: the newest quarter is a VIP’s', () => {
  it('tells who sees it', async () => {
    expect(await okGet<LabourPermission>(LabourPaths.permission)).toEqual({ hasPermission: false, latestQuarter: '2026Q3', visibleQuarter: '2026Q2', reason: M.newestLocked });
    expect(await okGet<LabourPermission>(LabourPaths.permission, {}, VIP.token)).toEqual({ hasPermission: true, latestQuarter: '2026Q3', visibleQuarter: '2026Q3', reason: '' });
  });

  it('never answers a member the newest quarter, whatever is asked', async () => {
    const id = await lineId('rebar', SUZHOU, '住宅');
    const sections = await okPost<LabourSections>(LabourPaths.sectionsV2, { areaId: SUZHOU, quarter: '2026Q3' });
    expect(sections.scope).toMatchObject({ quarter: '2026Q2', visibleQuarter: '2026Q2', newestLocked: true });
    for (const s of sections.sections) for (const l of s.lines) expect(l.spark.at(-1)!.quarter).toBe('2026Q2');
    const trend = await okPost<LabourTrend>(LabourPaths.priceTrend, { id, to: '2026Q3', compareAreaIds: [CHENGDU] });
    expect(trend.series.points.at(-1)!.quarter).toBe('2026Q2');
    expect(trend.compare[0]!.points.at(-1)!.quarter).toBe('2026Q2');
    expect(trend.band.points.at(-1)!.quarter).toBe('2026Q2');
    const detail = await okPost<LabourLineDetail>(LabourPaths.sectionDetails, { id });
    expect(detail.latest.quarter).toBe('2026Q2');
    const table = await okPost<LabourQuarterTable>(LabourPaths.sectionDetailsV2, { id, to: '2026Q3', pageSize: 10 });
    expect(table.list[0]!.quarter).toBe('2026Q2');
    expect(table.total).toBe(34);
    const area = await okPost<LabourAreaTable>(LabourPaths.areaLaborInfo, { areaId: 12, tradeCode: 'rebar', quarter: '2026Q3' });
    expect(area.rows.every((r) => r.quarter === '2026Q2')).toBe(true);
    const res = await get(LabourPaths.exportLine, { id, to: '2026Q3' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const quarters = book.getWorksheet('季度价格')!.getColumn(1).values.filter((v): v is string => typeof v === 'string' && /^\d{4}Q\d$/.test(v));
    expect(quarters.at(-1)).toBe('2026Q2');
    // A VIP gets 2026Q3 everywhere.
    const vip = await okPost<LabourSections>(LabourPaths.sections, { areaId: SUZHOU }, VIP.token);
    expect(vip.scope).toMatchObject({ quarter: '2026Q3', newestLocked: false });
    expect((await okPost<LabourTrend>(LabourPaths.priceTrend, { id }, VIP.token)).series.points.at(-1)!.quarter).toBe('2026Q3');
  });
});

describe('labour: what a contractor looks up', () => {
  it('finds 钢筋工 in 苏州 this quarter, two years of movement and 成都 beside it', async () => {
    const sections = await okPost<LabourSections>(LabourPaths.sections, { areaId: SUZHOU }, VIP.token);
    expect(sections.scope.region).toEqual({ areaid: SUZHOU, name: '苏州市', provinceName: '江苏', level: 'city' });
    expect(sections.sections.map((s) => s.trade.name)).toEqual(['木工', '钢筋工', '混凝土工', '砌筑工', '抹灰工', '架子工', '水电安装', '油漆涂料', '防水工', '装饰装修', '主体大清包']);
    const rebar = sections.sections.find((s) => s.trade.code === 'rebar')!;
    expect(rebar.lines.map((l) => l.buildingType)).toEqual(['住宅', '公建', '厂房']);
    const line = rebar.lines[0]!;
    expect(line.spark).toHaveLength(8);
    expect(line.latest.samples).toBeGreaterThan(0);
    const detail = await okPost<LabourLineDetail>(LabourPaths.sectionDetails, { id: line.id }, VIP.token);
    expect(detail.twoYears).toMatchObject({ from: '2024Q4', to: '2026Q3' });
    expect(detail.twoYears.change).toBeGreaterThan(0);
    expect(detail.national.ratio).toBeGreaterThan(0); // 苏州 above the national price
    const trend = await okPost<LabourTrend>(LabourPaths.priceTrend, { id: line.id, compareAreaIds: [CHENGDU, 11], from: '2024Q4' }, VIP.token);
    expect(trend.compare.map((c) => c.region.name)).toEqual(['成都市', '上海']);
    expect(trend.series.points).toHaveLength(8);
    expect(trend.compare[0]!.points.at(-1)!.price).toBeLessThan(line.latest.price); // 成都 cheaper than 苏州
    expect(trend.band.label).toBe('江苏各主要城市');
    for (const p of trend.band.points) {
      expect(p.min).toBeLessThanOrEqual(p.median);
      expect(p.median).toBeLessThanOrEqual(p.max);
      expect(p.regions).toBe(6);
    }
  });

  it('lists a trade across a province’s cities, with 全国 for reference', async () => {
    const area = await okPost<LabourAreaTable>(LabourPaths.areaLaborInfo, { areaId: SUZHOU, tradeCode: 'formwork', buildingType: '公建' });
    expect(area.scope.region.name).toBe('江苏');
    expect(area.rows[0]!.name).toBe('江苏');
    expect(area.rows.at(-1)).toMatchObject({ name: '全国', vsNational: null });
    const cities = area.rows.slice(1, -1);
    expect(cities.map((r) => r.level)).toEqual(cities.map(() => 'city'));
    expect(cities.map((r) => r.price)).toEqual([...cities.map((r) => r.price)].sort((a, b) => b - a));
    const national = await okPost<LabourAreaTable>(LabourPaths.areaLaborInfo, { areaId: 1, tradeCode: 'formwork' });
    expect(national.rows).toHaveLength(32); // 全国 and 31 provinces
  });
});

describe('labour: a single project’s 劳务分包', () => {
  it('prices its trades from its own quantities at its region and quarter, parts adding up to the total to the cent', async () => {
    const nodes = await t.database.db.selectFrom(BID_NODE_TABLE).select(['id', 'building_area']).orderBy('id').limit(12).execute();
    for (const node of nodes) {
      const r = await okGet<SubcontractResult>(LabourPaths.subcontractResults, { bidNodeId: Number(node.id) }, VIP.token);
      const cents = r.rows.reduce((s, row) => s + Math.round(row.amount * 100), 0);
      expect(Math.round(r.total * 100)).toBe(cents);
      expect(r.totalPerM2).toBe(Math.round((r.total / Number(node.building_area)) * 100) / 100);
      expect(r.rows.length).toBeGreaterThanOrEqual(8);
      for (const row of r.rows) {
        expect(Math.round(row.altQuantity * row.altPrice * 100)).toBe(Math.round(row.amount * 100));
        expect(Math.abs(row.vsRegional!)).toBeLessThanOrEqual(0.08);
      }
      const rebar = r.rows.find((x) => x.tradeCode === 'rebar');
      if (rebar) expect(rebar).toMatchObject({ altQuantityUnit: 't', altUnit: '元/t' });
    }
    refused(await get(LabourPaths.subcontractResults, { bidNodeId: 2_000_000_000 }, VIP.token), 440, M.projectNotFound);
  });
});

describe('labour: favourites of price lines', () => {
  it('saves, tells the status and cancels', async () => {
    const id = await lineId('rebar', SUZHOU, '住宅');
    const saved = await get(LabourPaths.collect, { id });
    expect(saved.json()).toMatchObject({ statusCode: 200, businessMsg: '收藏成功', data: { id, collected: true, already: false } });
    expect((await get(LabourPaths.collect, { id })).json()).toMatchObject({ businessMsg: '已收藏', data: { collected: true, already: true } });
    expect(await okPost(LabourPaths.collectStatus, { ids: [id, id + 1] })).toEqual({ saved: [id] });
    expect(await okPost(LabourPaths.collectStatus, { ids: [id] }, VIP.token)).toEqual({ saved: [] });
    expect((await get(LabourPaths.collect, { id, cancel: true })).json()).toMatchObject({ businessMsg: '已取消收藏', data: { collected: false, already: false } });
    expect(await okPost(LabourPaths.collectStatus, { ids: [id] })).toEqual({ saved: [] });
    refused(await get(LabourPaths.collect, { id: 999_999 }), 440, M.lineNotFound);
  });

  it('without the favorites plugin, the column answers and favourites say they are off', async () => {
    const off = await buildLabourApp({ favorites: false });
    try {
      const id = await lineId('rebar', SUZHOU, '住宅');
      const res = await off.app.inject({ method: 'POST', url: LabourPaths.sections, payload: { areaId: SUZHOU }, headers: { token: MEMBER.token } });
      expect(res.json()).toMatchObject({ statusCode: 200 });
      const collect = await off.app.inject({ method: 'GET', url: LabourPaths.collect, query: { id: String(id) }, headers: { token: MEMBER.token } });
      expect(collect.statusCode).toBe(200);
      expect(collect.json()).toMatchObject({ statusCode: LabourCodes.noData, businessMsg: M.favoritesOff });
      const status = await off.app.inject({ method: 'POST', url: LabourPaths.collectStatus, payload: { ids: [id] }, headers: { token: MEMBER.token } });
      expect(status.json()).toMatchObject({ statusCode: 200, data: { saved: [] } });
    } finally {
      await off.close();
    }
  });
});

describe('labour: validation (Chinese messages, never a 500)', () => {
  it('refuses bad quarters, ranges, regions, trades, building types and paging', async () => {
    const id = await lineId('rebar', 1, '住宅');
    refused(await post(LabourPaths.sectionsV2, { areaId: 1, quarter: '2026-3' }), 400, M.quarter);
    refused(await post(LabourPaths.sectionsV2, { areaId: 1, quarter: '2017Q4' }), 400, M.quarterBefore);
    refused(await post(LabourPaths.priceTrend, { id, from: '2025Q1', to: '2024Q1' }), 400, M.quarterRange);
    refused(await post(LabourPaths.priceTrend, { id: await lineId('rebar', 11, '住宅'), compareAreaIds: [11] }), 400, M.compareSelf);
    refused(await post(LabourPaths.priceTrend, { id: 999_999 }), 440, M.lineNotFound);
    refused(await post(LabourPaths.sections, { areaId: 28 }), 440, M.regionNotFound);
    refused(await post(LabourPaths.priceTrend, { id, compareAreaIds: [999] }), 440, M.regionNotFound);
    refused(await post(LabourPaths.areaLaborInfo, { areaId: 1, tradeCode: 'welder' }), 400, M.trade);
    refused(await post(LabourPaths.sectionsV2, { areaId: 1, tradeCodes: ['rebar', 'welder'] }), 400, M.trade);
    refused(await post(LabourPaths.areaLaborInfo, { areaId: 1, tradeCode: 'rebar', buildingType: '别墅' }), 400, M.buildingType);
    refused(await post(LabourPaths.areaLaborInfo, { areaId: 1, tradeCode: 'masonry', buildingType: '厂房' }), 441, M.noLine);
    refused(await post(LabourPaths.sectionDetailsV2, { id, pageSize: 7 }), 400, M.pageSize);
    for (const [url, payload] of [
      [LabourPaths.priceTrend, { id, compareAreaIds: [2, 3, 4, 5, 6] }],
      [LabourPaths.sections, { areaId: 'abc' }],
      [LabourPaths.sections, {}],
      [LabourPaths.sectionsV2, { areaId: 1, sparkQuarters: 1000 }],
      [LabourPaths.sectionsV2, { areaId: 1, quarter: 'x'.repeat(100) }],
      [LabourPaths.collectStatus, { ids: [] }],
      [LabourPaths.sectionDetails, { id: -1 }],
      [LabourPaths.sectionDetails, { id: 1.5 }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().businessMsg).toMatch(/^请求参数错误/);
    }
    for (const query of [{ id: 'abc' }, { id: '1e400' }, {}] as Array<Record<string, string>>) {
      const res = await get(LabourPaths.exportLine, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().businessMsg).toMatch(/^请求参数错误/);
    }
  });
});
