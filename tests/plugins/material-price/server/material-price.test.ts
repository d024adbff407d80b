/**
 * 材料价格's endpoints against a real seeded database (SQLite, or PostgreSQL under `npm run test:pg`):
 * the prices equal the stored cost_data_resource_price rows and the price model, the real anchors show
 * (HRB400 about 6,000 元/t in 2021-05, about 3,500 in 2024), the table by region with 环比 and 同比, the
 * resource search, the XLSX export, and every refusal answers a Chinese businessMsg.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { loadCatalogue } from '@plugins/cost-data/server/bq/catalogue';
import { createResourcePriceModel } from '@plugins/cost-data/server/bq/prices';
import { RESOURCE_PRICE_TABLE, ResourcePrices } from '@plugins/cost-data/shared/services';
import { MaterialPriceMessages, MaterialPricePaths, type PriceSeries, type RegionPriceTable, type ResourceBrief } from '@plugins/material-price/shared/contract';
import { buildMaterialPriceApp, MEMBER, type MaterialPriceTestApp } from './fixtures';

jest.setTimeout(120_000);

let t: MaterialPriceTestApp;
let app: FastifyInstance;
const model = createResourcePriceModel();
const catalogue = loadCatalogue();
const regionId = (name: string) => model.regions().find((r) => r.name === name)!.areaid;

beforeAll(async () => {
  t = await buildMaterialPriceApp();
  app = t.app;
});
afterAll(() => t?.close());

const get = (url: string, query: Record<string, string | number> = {}, token: string | null = MEMBER.token) =>
  app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: token ? { token } : {},
  });

async function ok<T>(url: string, query: Record<string, string | number>): Promise<T> {
  const res = await get(url, query);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.statusCode).toBe(200);
  return body.data as T;
}

async function refused(url: string, query: Record<string, string | number>, code: number, message: string): Promise<void> {
  const res = await get(url, query);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ statusCode: code, businessMsg: message });
}

async function storedRows(code: string, region: number, from: number, to: number) {
  const rows = await t.database.db
    .selectFrom(RESOURCE_PRICE_TABLE)
    .select(['month', 'info_price', 'market_price'])
    .where('resource_code', '=', code)
    .where('region_id', '=', region)
    .where('month', '>=', from)
    .where('month', '<=', to)
    .orderBy('month')
    .execute();
  return rows.map((r) => ({ month: Number(r.month), info: Number(r.info_price), market: Number(r.market_price) }));
}

describe('material-price: access', () => {
  it('needs a login for every endpoint', async () => {
    for (const path of [MaterialPricePaths.meta, MaterialPricePaths.searchResources, MaterialPricePaths.series, MaterialPricePaths.regionTable]) {
      const res = await get(path, {}, null);
      expect(res.json().statusCode).toBe(301);
    }
    const res = await app.inject({ method: 'POST', url: MaterialPricePaths.exportXlsx, payload: { code: 'R1004' } });
    expect(res.json().statusCode).toBe(301);
  });
});

describe('material-price: meta and search', () => {
  it('answers the price regions (全国, provinces with their main cities), the months and the popular resources', async () => {
    const meta = await ok<{ regions: Array<{ areaid: number; name: string; subList: Array<{ name: string }> }>; firstMonth: number; latestMonth: number; kinds: string[]; popular: ResourceBrief[] }>(
      MaterialPricePaths.meta,
      {},
    );
    expect(meta.regions[0]).toMatchObject({ areaid: 1, name: '全国', subList: [] });
    expect(meta.regions).toHaveLength(32);
    const names = meta.regions.map((r) => r.name);
    expect(names).not.toContain('台湾');
    expect(meta.regions.find((r) => r.name === '江苏')!.subList.map((c) => c.name)).toEqual(expect.arrayContaining(['南京市', '苏州市']));
    expect(meta.firstMonth).toBe(201801);
    expect(meta.latestMonth).toBe(202610);
    expect(meta.kinds).toEqual(['人工', '材料', '机械', '主材', '设备']);
    expect(meta.popular.map((r) => r.code)).toEqual(expect.arrayContaining(['R1004', 'R0304', 'R0201', 'R0002']));
    expect(meta.popular.find((r) => r.code === 'R1004')).toMatchObject({ name: '热轧带肋钢筋', spec: 'HRB400E Φ20~25', unit: 't', kind: '材料' });
  });

  it('finds resources by name, specification or the trade word, filtered by type, never money lines', async () => {
    const rebar = await ok<{ list: ResourceBrief[]; total: number }>(MaterialPricePaths.searchResources, { keyWord: '螺纹钢' });
    expect(rebar.list.map((r) => r.code)).toEqual(expect.arrayContaining(['R1003', 'R1004', 'R1005']));
    const spec = await ok<{ list: ResourceBrief[] }>(MaterialPricePaths.searchResources, { keyWord: 'HRB400E Φ20-25' });
    expect(spec.list.map((r) => r.code)).toEqual(['R1004']);
    const cement = await ok<{ list: ResourceBrief[] }>(MaterialPricePaths.searchResources, { keyWord: 'P.O42.5' });
    expect(cement.list[0]).toMatchObject({ code: 'R0201', name: '普通硅酸盐水泥' });
    const concrete = await ok<{ list: ResourceBrief[] }>(MaterialPricePaths.searchResources, { keyWord: '商品混凝土 C30' });
    expect(concrete.list.map((r) => r.code)).toContain('R0304');
    const labour = await ok<{ list: ResourceBrief[]; total: number }>(MaterialPricePaths.searchResources, { kind: '人工', pageSize: 50 });
    expect(labour.total).toBe(catalogue.resources.filter((r) => r.kind === '人工').length);
    expect(labour.list.every((r) => r.kind === '人工' && r.unit === '工日')).toBe(true);
    const all = await ok<{ list: ResourceBrief[]; total: number }>(MaterialPricePaths.searchResources, { pageSize: 50 });
    expect(all.total).toBe(catalogue.resources.filter((r) => r.unit !== '元').length);
    expect(all.list).toHaveLength(50);
    const machine = await ok<{ list: ResourceBrief[] }>(MaterialPricePaths.searchResources, { keyWord: '混凝土', kind: '机械' });
    expect(machine.list.length).toBeGreaterThan(0);
    expect(machine.list.every((r) => r.kind === '机械')).toBe(true);
  });

  it('refuses a bad type or an overlong keyword with a Chinese message', async () => {
    await refused(MaterialPricePaths.searchResources, { kind: '钢材' }, 400, MaterialPriceMessages.kindInvalid);
    await refused(MaterialPricePaths.searchResources, { keyWord: '钢'.repeat(31) }, 400, MaterialPriceMessages.keywordTooLong);
    const res = await get(MaterialPricePaths.searchResources, { keyWord: 'x'.repeat(500) });
    expect(res.statusCode).toBe(400);
  });
});

describe('material-price: the monthly series', () => {
  it('equals the stored rows and the model, 全国 and a province, and shows the real anchors of HRB400', async () => {
    const rebar = catalogue.resourceByCode.get('R1004')!;
    for (const region of [1, regionId('江苏')]) {
      const series = await ok<PriceSeries>(MaterialPricePaths.series, { code: 'R1004', areaId: region, from: '2018-01', to: '2026-10' });
      expect(series.points).toHaveLength(106);
      expect(series.fellBack).toBe(false);
      expect(series.points).toEqual(await storedRows('R1004', region, 201801, 202610));
      for (const p of series.points) expect({ info: p.info, market: p.market }).toEqual(model.price(rebar, region, p.month));
    }
    const national = await ok<PriceSeries>(MaterialPricePaths.series, { code: 'R1004', areaId: 1, from: '2018-01', to: '2026-10' });
    const may2021 = national.points.find((p) => p.month === 202105)!;
    expect(may2021.market).toBeGreaterThan(5700);
    expect(may2021.market).toBeLessThan(6300);
    expect(national.market).toMatchObject({ max: expect.any(Number) });
    expect(Math.floor(national.market.maxMonth / 100)).toBe(2021);
    const y2024 = national.points.filter((p) => Math.floor(p.month / 100) === 2024);
    const mean2024 = y2024.reduce((s, p) => s + p.market, 0) / y2024.length;
    expect(mean2024).toBeGreaterThan(3300);
    expect(mean2024).toBeLessThan(3700);
    // 信息价 is published a month late: the bulletin of 2021-06 states about the May peak.
    const june2021 = national.points.find((p) => p.month === 202106)!;
    expect(june2021.info).toBeGreaterThan(may2021.info);
  });

  it('answers the prices the table does not store from the same model (a main material in a city)', async () => {
    const code = catalogue.resources.find((r) => r.kind === '主材' && r.unit !== '元')!.code;
    const city = regionId('苏州市');
    expect(await storedRows(code, city, 201801, 202612)).toEqual([]);
    const series = await ok<PriceSeries>(MaterialPricePaths.series, { code, areaId: city, from: '2023-01', to: '2024-12' });
    const resource = catalogue.resourceByCode.get(code)!;
    expect(series.points).toHaveLength(24);
    for (const p of series.points) expect({ info: p.info, market: p.market }).toEqual(model.price(resource, city, p.month));
    expect(series.region).toEqual({ areaid: city, name: '苏州市', provinceName: '江苏', isCity: true });
    const stats = series.market;
    const values = series.points.map((p) => p.market);
    expect(stats).toMatchObject({ last: values[values.length - 1], min: Math.min(...values), max: Math.max(...values) });
    expect(stats.change).toBeCloseTo((values[values.length - 1]! - values[0]!) / values[0]!, 4);
  });

  it('shows a city the model does not price at its province, and says so', async () => {
    const priced = new Set(model.regions().map((r) => r.areaid));
    const province = regionId('江苏');
    const services = t.services.get(ResourcePrices);
    // A district or small city of 江苏: any areaid whose price region is the province but is not itself priced.
    const { createRegionCatalogue } = await import('@plugins/cost-data/server');
    const jiangsu = createRegionCatalogue().find(province)!;
    const unpriced = jiangsu.subList!.find((c) => !priced.has(c.areaid))!;
    expect(services.priceRegionOf(unpriced.areaid)).toBe(province);
    const series = await ok<PriceSeries>(MaterialPricePaths.series, { code: 'R0304', areaId: unpriced.areaid, from: '2024-01', to: '2024-03' });
    expect(series.fellBack).toBe(true);
    expect(series.region.areaid).toBe(province);
  });

  it('refuses bad input with Chinese messages, never a 500', async () => {
    const base = { code: 'R1004', areaId: 1, from: '2024-01', to: '2024-12' };
    await refused(MaterialPricePaths.series, { ...base, code: '' }, 400, MaterialPriceMessages.codeRequired);
    await refused(MaterialPricePaths.series, { ...base, code: 'R9999' }, 440, MaterialPriceMessages.resourceNotFound);
    await refused(MaterialPricePaths.series, { ...base, code: 'R0190' }, 400, MaterialPriceMessages.moneyLine);
    await refused(MaterialPricePaths.series, { ...base, areaId: 28 }, 440, MaterialPriceMessages.regionNotPriced);
    await refused(MaterialPricePaths.series, { ...base, areaId: 'abc' }, 400, MaterialPriceMessages.regionInvalid);
    await refused(MaterialPricePaths.series, { ...base, areaId: -3 }, 400, MaterialPriceMessages.regionInvalid);
    await refused(MaterialPricePaths.series, { ...base, from: '2024-13' }, 400, MaterialPriceMessages.monthInvalid);
    await refused(MaterialPricePaths.series, { ...base, from: '2017-12' }, 400, MaterialPriceMessages.monthOutOfRange('2018-01', '2026-10'));
    await refused(MaterialPricePaths.series, { ...base, to: '2026-12' }, 400, MaterialPriceMessages.monthOutOfRange('2018-01', '2026-10'));
    await refused(MaterialPricePaths.series, { ...base, from: '2025-01', to: '2024-01' }, 400, MaterialPriceMessages.periodReversed);
    await refused(MaterialPricePaths.series, { ...base, areaId: 99999999999 }, 400, MaterialPriceMessages.regionInvalid);
  });
});

describe('material-price: the table by region', () => {
  it('lists a province and its main cities with 环比 and 同比 from the stored rows', async () => {
    const province = regionId('江苏');
    const table = await ok<RegionPriceTable>(MaterialPricePaths.regionTable, { code: 'R1004', areaId: regionId('苏州市'), month: '2024-05' });
    expect(table.scope).toMatchObject({ areaid: province, name: '江苏', isCity: false });
    expect(table.month).toBe(202405);
    const cities = model.regions().filter((r) => r.isCity && r.provinceId === province);
    expect(table.rows.map((r) => r.areaid)).toEqual([province, ...cities.map((c) => c.areaid), 1]);
    expect(table.rows[0]!.level).toBe('province');
    expect(table.rows[table.rows.length - 1]!.level).toBe('national');
    const [nationalNow] = await storedRows('R1004', 1, 202405, 202405);
    for (const row of table.rows) {
      const [lastYear] = await storedRows('R1004', row.areaid, 202305, 202305);
      const [before, now] = await storedRows('R1004', row.areaid, 202404, 202405);
      expect({ info: row.info, market: row.market }).toEqual({ info: now!.info, market: now!.market });
      expect(row.marketMom).toBeCloseTo((now!.market - before!.market) / before!.market, 4);
      expect(row.infoYoy).toBeCloseTo((now!.info - lastYear!.info) / lastYear!.info, 4);
      expect(row.marketYoy).toBeCloseTo((now!.market - lastYear!.market) / lastYear!.market, 4);
      if (row.areaid === 1) expect(row.marketVsNational).toBeNull();
      else expect(row.marketVsNational).toBeCloseTo((now!.market - nationalNow!.market) / nationalNow!.market, 4);
    }
  });

  it('lists 全国 and every province for 全国; the first month has no 环比 or 同比', async () => {
    const table = await ok<RegionPriceTable>(MaterialPricePaths.regionTable, { code: 'R0304', areaId: 1, month: '2018-01' });
    expect(table.rows).toHaveLength(32);
    expect(table.rows[0]).toMatchObject({ areaid: 1, level: 'national', infoMom: null, infoYoy: null, marketMom: null, marketYoy: null });
    expect(table.rows.slice(1).every((r) => r.level === 'province')).toBe(true);
    // The provinces in the bulletins' order (GB/T 2260): 北京, 天津, 河北 … 新疆.
    expect(table.rows.slice(1, 4).map((r) => r.name)).toEqual(['北京', '天津', '河北']);
    expect(table.rows[table.rows.length - 1]!.name).toBe('新疆');
    const shanghai = (await ok<RegionPriceTable>(MaterialPricePaths.regionTable, { code: 'R0304', areaId: 1, month: '2024-01' })).rows.find((r) => r.name === '上海')!;
    expect(shanghai.market).toBeGreaterThan(430);
    expect(shanghai.market).toBeLessThan(510);
  });

  it('compares a municipality (no priced cities of its own) with the provinces', async () => {
    const table = await ok<RegionPriceTable>(MaterialPricePaths.regionTable, { code: 'R0002', areaId: regionId('上海'), month: '2026-10' });
    expect(table.scope).toMatchObject({ areaid: 1, name: '全国' });
    expect(table.rows).toHaveLength(32);
    expect(table.rows.find((r) => r.name === '上海')!.market).toEqual((await storedRows('R0002', regionId('上海'), 202610, 202610))[0]!.market);
  });

  it('refuses a bad month', async () => {
    await refused(MaterialPricePaths.regionTable, { code: 'R1004', areaId: 1, month: '202405' }, 400, MaterialPriceMessages.monthInvalid);
    await refused(MaterialPricePaths.regionTable, { code: 'R1004', areaId: 1 }, 400, MaterialPriceMessages.monthInvalid);
  });
});

describe('material-price: the XLSX export', () => {
  it('writes 月度价格 and 地区价格 with the figures of the page', async () => {
    const province = regionId('江苏');
    const res = await app.inject({
      method: 'POST',
      url: MaterialPricePaths.exportXlsx,
      headers: { token: MEMBER.token },
      payload: { code: 'R1004', areaId: province, from: '2024-01', to: '2024-12', month: '2024-12' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('材料价格_热轧带肋钢筋_江苏_202401-202412.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const monthly = wb.getWorksheet('月度价格')!;
    expect(monthly.getCell('A1').value).toBe('热轧带肋钢筋 HRB400E Φ20~25（元/t）江苏 2024年1月—2024年12月 信息价与市场价');
    expect(monthly.getCell('A2').value).toBe('数据来源：造价指标网材料价格库（示例数据） 导出时间：2026-11-22 10:30');
    expect((monthly.getRow(3).values as unknown[]).slice(1)).toEqual(['月份', '信息价（元/t）', '市场价（元/t）', '价差（信息价−市场价，元/t）', '信息价环比', '市场价环比']);
    const stored = await storedRows('R1004', province, 202401, 202412);
    stored.forEach((p, i) => {
      const row = (monthly.getRow(4 + i).values as unknown[]).slice(1);
      expect(row.slice(0, 3)).toEqual([`${Math.floor(p.month / 100)}-${String(p.month % 100).padStart(2, '0')}`, p.info, p.market]);
    });
    const regions = wb.getWorksheet('地区价格')!;
    expect(regions.getCell('A1').value).toBe('热轧带肋钢筋 HRB400E Φ20~25（元/t）江苏各主要城市 2024年12月 价格');
    expect(regions.getCell('A4').value).toBe('江苏');
    expect(regions.getCell('B4').value).toBe(stored[11]!.info);
    expect(regions.getCell('E4').value).toBe(stored[11]!.market);
  });

  it('answers a refusal as the envelope, not a file', async () => {
    const res = await app.inject({ method: 'POST', url: MaterialPricePaths.exportXlsx, headers: { token: MEMBER.token }, payload: { code: 'R1004', areaId: 1, from: '2024-01', to: '2024-12' } });
    expect(res.json()).toMatchObject({ statusCode: 400, businessMsg: MaterialPriceMessages.monthInvalid });
  });
});
