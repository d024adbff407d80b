/**
 * 行业管理指数's endpoints against a real seeded database (SQLite, or PostgreSQL under `npm run test:pg`):
 * the provinces add up to the national totals exactly in every period and series, the parts to their
 * indicator, 同比增长 and 劳动生产率 from the stored figures, the national anchors, the ranking (江苏 first),
 * the trend, the workbook, login and every refusal with its Chinese businessMsg.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import {
  INDICATOR_CODES,
  IndustryIndexMessages as M,
  IndustryIndexPaths,
  type IndustryDataList,
  type IndustryParams,
} from '@plugins/industry-index/shared/contract';
import { largestRemainder, productivityOf, seedIndustryIndex } from '@plugins/industry-index/server';
import { STAT_TABLE } from '@plugins/industry-index/server/tables';
import { buildIndustryApp, MEMBER, type IndustryTestApp } from './fixtures';

jest.setTimeout(120_000);

let t: IndustryTestApp;
let app: FastifyInstance;
/** period → areaid → series → stored units. */
const stored = new Map<string, Map<number, Map<string, number>>>();

beforeAll(async () => {
  t = await buildIndustryApp();
  app = t.app;
  const rows = await t.database.db.selectFrom(STAT_TABLE).select(['period', 'areaid', 'series', 'value']).execute();
  for (const r of rows) {
    let areas = stored.get(r.period);
    if (!areas) stored.set(r.period, (areas = new Map()));
    let s = areas.get(Number(r.areaid));
    if (!s) areas.set(Number(r.areaid), (s = new Map()));
    s.set(r.series, Number(r.value));
  }
});
afterAll(() => t?.close());

const unit = (period: string, areaid: number, series: string) => stored.get(period)!.get(areaid)!.get(series)!;

const post = (url: string, payload: Record<string, unknown>, token: string | null = MEMBER.token) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });

async function dataList(payload: Record<string, unknown>): Promise<IndustryDataList> {
  const res = await post(IndustryIndexPaths.dataList, payload);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.statusCode).toBe(200);
  return body.data as IndustryDataList;
}

async function refused(payload: Record<string, unknown>, code: number, message: string): Promise<void> {
  const res = await post(IndustryIndexPaths.dataList, payload);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ statusCode: code, businessMsg: message });
}

let params: IndustryParams;
const areaOf = (name: string) => params.regions.find((r) => r.name === name)!.areaid;

describe('parameters', () => {
  it('needs a login', async () => {
    const res = await app.inject({ method: 'GET', url: IndustryIndexPaths.params });
    expect(res.json().statusCode).toBe(301);
    const list = await post(IndustryIndexPaths.dataList, {}, null);
    expect(list.json().statusCode).toBe(301);
  });

  it('lists 全国 and the 31 provinces, the years 2015–2025, the quarters 2024Q1–2026Q3 and the eight indicators with units', async () => {
    const res = await app.inject({ method: 'GET', url: IndustryIndexPaths.params, headers: { token: MEMBER.token } });
    params = res.json().data as IndustryParams;
    expect(params.regions).toHaveLength(32);
    expect(params.regions[0]).toEqual({ areaid: 1, name: '全国', code: '' });
    expect(params.regions.find((r) => r.name === '江苏')!.code).toBe('32');
    expect(params.regions.map((r) => r.name)).not.toContain('台湾');
    expect(params.years.map((y) => y.key)).toEqual(['2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017', '2016', '2015']);
    expect(params.quarters[0]).toEqual({ key: '2026Q3', kind: 'quarter', label: '2026年1—3季度' });
    expect(params.quarters[params.quarters.length - 1]!.key).toBe('2024Q1');
    expect(params.quarters).toHaveLength(11);
    expect(params.indicators.map((d) => `${d.name}（${d.unit}）`)).toEqual([
      '建筑业总产值（亿元）',
      '新签合同额（亿元）',
      '房屋施工面积（万m²）',
      '房屋竣工面积（万m²）',
      '企业个数（个）',
      '从业人数（万人）',
      '劳动生产率（元/人）',
      '利润总额（亿元）',
    ]);
    expect(params.latestYear).toBe('2025');
    expect(params.sampleNote).toContain('示例数据');
    expect(params.source).toContain('国家统计局');
  });
});

describe('the stored figures', () => {
  it('wrote every period once (idempotent seed, deterministic)', async () => {
    expect(t.seed.seeded).toBe(true);
    expect(t.seed.rows).toBeGreaterThan(9000);
    const again = await seedIndustryIndex({ db: t.database.db, dialect: t.database.dialect, services: t.services });
    expect(again.seeded).toBe(false);
    expect([...stored.keys()]).toEqual(expect.arrayContaining(['2015', '2025', '2023Q1', '2024Q1', '2026Q3']));
  });

  it('the provinces add up to the national total exactly, for every period and series', () => {
    let checked = 0;
    for (const [period, areas] of stored) {
      const national = areas.get(1)!;
      for (const [series, total] of national) {
        let sum = 0;
        for (const [areaid, s] of areas) if (areaid !== 1) sum += s.get(series)!;
        expect({ period, series, sum }).toEqual({ period, series, sum: total });
        checked++;
      }
      expect(areas.size).toBe(32);
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('建筑 + 安装 + 其他 = 建筑业总产值 and 新开工 ≤ 施工面积 in every region', () => {
    for (const [, areas] of stored) {
      for (const [, s] of areas) {
        expect(s.get('outputBuilding')! + s.get('outputInstall')! + s.get('outputOther')!).toBe(s.get('output'));
        expect(s.get('newStartArea')!).toBeLessThanOrEqual(s.get('floorArea')!);
      }
    }
  });

  it('the fourth quarter is the year itself', () => {
    for (const series of ['output', 'contracts', 'employees']) expect(unit('2024Q4', 12, series)).toBe(unit('2024', 12, series));
  });

  it('largest remainder: parts add up, each within one unit of its quota', () => {
    const parts = largestRemainder(1000, [1, 1, 1]);
    expect(parts).toEqual([334, 333, 333]);
    const w = [13, 7.6, 0.15, 2.2];
    const split = largestRemainder(3_159_118_5, w);
    expect(split.reduce((a, b) => a + b, 0)).toBe(3_159_118_5);
    const sum = w.reduce((a, b) => a + b, 0);
    split.forEach((p, i) => expect(Math.abs(p - (w[i]! / sum) * 3_159_118_5)).toBeLessThan(1));
  });
});

describe('getDataList', () => {
  it('answers the newest year for 全国 by default, near the published totals', async () => {
    const d = await dataList({});
    expect(d.period).toEqual({ key: '2025', kind: 'year', label: '2025年' });
    expect(d.region.name).toBe('全国');
    expect(d.indicators.map((i) => i.code)).toEqual([...INDICATOR_CODES]);
    const y2023 = await dataList({ period: '2023' });
    const v = (code: string) => y2023.indicators.find((i) => i.code === code)!;
    expect(v('output').value).toBe(315911.85);
    expect(v('output').unit).toBe('亿元');
    expect(v('contracts').value).toBeCloseTo(356040.56, 2);
    expect(v('floorArea').value).toBe(1513400);
    expect(v('enterprises').value).toBe(157929);
    const y2020 = await dataList({ period: '2020' });
    expect(y2020.indicators.find((i) => i.code === 'output')!.value).toBe(263947.04);
    expect(y2020.indicators.find((i) => i.code === 'productivity')!.value).toBeGreaterThan(415000);
    expect(y2020.indicators.find((i) => i.code === 'productivity')!.value).toBeLessThan(430000);
  });

  it('同比增长 is (this − the same period a year before) ÷ that, from the stored figures, 4 decimals', async () => {
    const jiangsu = areaOf('江苏');
    const d = await dataList({ areaId: jiangsu, period: '2023' });
    expect(d.previousPeriod?.key).toBe('2022');
    const output = d.indicators.find((i) => i.code === 'output')!;
    const now = unit('2023', jiangsu, 'output');
    const before = unit('2022', jiangsu, 'output');
    expect(output.value).toBe(now / 100);
    expect(output.previous).toBe(before / 100);
    expect(output.yoy).toBe(Math.round(((now - before) / before) * 10000) / 10000);
    // The parts, with their shares of the output.
    expect(output.parts.map((p) => p.name)).toEqual(['建筑工程产值', '安装工程产值', '其他产值']);
    expect(output.parts.reduce((a, p) => a + Math.round(p.value * 100), 0)).toBe(now);
    // A quarter against the same quarter a year before (2023Q3 is stored as the base).
    const q = await dataList({ areaId: jiangsu, period: '2024q3' });
    expect(q.period.label).toBe('2024年1—3季度');
    expect(q.previousPeriod?.key).toBe('2023Q3');
    const qo = q.indicators.find((i) => i.code === 'output')!;
    expect(qo.yoy).toBe(Math.round(((unit('2024Q3', jiangsu, 'output') - unit('2023Q3', jiangsu, 'output')) / unit('2023Q3', jiangsu, 'output')) * 10000) / 10000);
    // 2015 has no year before: no 同比.
    const first = await dataList({ period: '2015' });
    expect(first.previousPeriod).toBeNull();
    expect(first.indicators.every((i) => i.yoy === null)).toBe(true);
  });

  it('劳动生产率 = 建筑业总产值 ÷ 平均从业人数 (元/人)', async () => {
    const zhejiang = areaOf('浙江');
    const d = await dataList({ areaId: zhejiang, period: '2022', indicator: 'productivity' });
    const expected = Math.round((unit('2022', zhejiang, 'output') / 100) * 1e8 / ((unit('2022', zhejiang, 'avgEmployees') / 100) * 1e4));
    expect(d.indicators.find((i) => i.code === 'productivity')!.value).toBe(expected);
    expect(productivityOf(100, 0)).toBe(0);
    expect(d.chosen.provinces.every((p) => p.share === null)).toBe(true);
  });

  it('ranks the provinces for the chosen indicator: 江苏 first in 2023, shares summing to one', async () => {
    const d = await dataList({ period: '2023', indicator: 'output' });
    expect(d.chosen.unit).toBe('亿元');
    expect(d.chosen.provinces).toHaveLength(31);
    expect(d.chosen.provinces[0]!.name).toBe('江苏');
    expect(d.chosen.provinces[0]!.rank).toBe(1);
    expect(d.chosen.provinces.map((p) => p.rank)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    const cents = d.chosen.provinces.reduce((a, p) => a + Math.round(p.value * 100), 0);
    expect(cents).toBe(Math.round(d.chosen.national * 100));
    const shares = d.chosen.provinces.reduce((a, p) => a + p.share!, 0);
    expect(shares).toBeCloseTo(1, 2);
    const last3 = d.chosen.provinces.slice(-3).map((p) => p.name).sort();
    expect(last3).toEqual(['宁夏', '西藏', '青海'].sort());
    // 2022: 江苏 about 4 万亿; 浙江, 广东, 湖北 above 2 万亿.
    const y2022 = await dataList({ period: '2022' });
    const value = (name: string) => y2022.chosen.provinces.find((p) => p.name === name)!.value;
    expect(value('江苏')).toBeGreaterThan(38000);
    expect(value('江苏')).toBeLessThan(44000);
    for (const name of ['浙江', '广东', '湖北']) expect(value(name)).toBeGreaterThan(20000);
  });

  it('the trend of a province against the nation: years for a year, quarters for a quarter', async () => {
    const d = await dataList({ period: '2023' });
    expect(d.trend.region.name).toBe('江苏');
    expect(d.trend.kind).toBe('year');
    expect(d.trend.points.map((p) => p.period)).toEqual(['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025']);
    const p2023 = d.trend.points.find((p) => p.period === '2023')!;
    expect(p2023.national).toBe(315911.85);
    expect(p2023.region).toBe(unit('2023', areaOf('江苏'), 'output') / 100);
    const sichuan = areaOf('四川');
    const q = await dataList({ period: '2025Q2', indicator: 'floorArea', trendAreaId: sichuan });
    expect(q.trend.region.name).toBe('四川');
    expect(q.trend.kind).toBe('quarter');
    expect(q.trend.unit).toBe('万m²');
    expect(q.trend.points[0]!.period).toBe('2024Q1');
    expect(q.trend.points[q.trend.points.length - 1]!.period).toBe('2026Q3');
    expect(q.trend.points[0]!.regionYoy).not.toBeNull();
  });

  it('the table: 全国 and the provinces in bulletin order with every indicator', async () => {
    const d = await dataList({ period: '2024' });
    expect(d.table.map((r) => r.name).slice(0, 4)).toEqual(['全国', '北京', '天津', '河北']);
    expect(d.table[d.table.length - 1]!.name).toBe('新疆');
    expect(Object.keys(d.table[0]!.values)).toEqual([...INDICATOR_CODES]);
  });

  it('refuses bad parameters with a Chinese message, never a 500', async () => {
    await refused({ areaId: 'abc' }, 400, M.regionInvalid);
    await refused({ areaId: -3 }, 400, M.regionInvalid);
    await refused({ areaId: 999 }, 440, M.regionNotFound);
    await refused({ areaId: 28 }, 440, M.regionNotFound);
    await refused({ period: '20x3' }, 400, M.periodInvalid);
    await refused({ period: '2014' }, 440, M.periodNotFound);
    await refused({ period: '2026Q4' }, 440, M.periodNotFound);
    await refused({ period: '2023Q2' }, 440, M.periodNotFound);
    await refused({ indicator: 'gdp' }, 400, M.indicatorInvalid);
    await refused({ trendAreaId: 1 }, 400, M.trendRegionInvalid);
    const long = await post(IndustryIndexPaths.dataList, { period: 'x'.repeat(200) });
    expect(long.statusCode).toBe(400);
    const wrongType = await post(IndustryIndexPaths.dataList, { areaId: { a: 1 } });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('export', () => {
  it('writes the workbook: 分地区 with every indicator and 同比, 全国走势', async () => {
    const res = await post(IndustryIndexPaths.exportXlsx, { period: '2023', indicator: 'output' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('行业管理指数_2023年.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('分地区')!;
    expect(String(sheet.getCell(1, 1).value)).toContain('2023年');
    expect(String(sheet.getCell(2, 1).value)).toContain('国家统计局');
    expect(sheet.getCell(3, 2).value).toBe('建筑业总产值（亿元）');
    expect(sheet.getCell(4, 1).value).toBe('全国');
    expect(sheet.getCell(4, 2).value).toBe(315911.85);
    const trend = book.getWorksheet('全国走势')!;
    expect(trend.getCell(4, 1).value).toBe('2015年');
    const refusedExport = await post(IndustryIndexPaths.exportXlsx, { period: '1999' });
    expect(refusedExport.json()).toMatchObject({ statusCode: 440, businessMsg: M.periodNotFound });
    const visitor = await post(IndustryIndexPaths.exportXlsx, { period: '2023' }, null);
    expect(visitor.json().statusCode).toBe(301);
  });
});
