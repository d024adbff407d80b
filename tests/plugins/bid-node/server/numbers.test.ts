/**
 * True to its own numbers, over the generated sample data (cost-data's generator, about 5,200
 * single projects): a detail's parts add up to its total (元 to the cent, 元/m² to the cent, shares
 * to 100.0 %), and the list, compare and the workbooks show the same figures as the detail. A big
 * export is capped (and says so) and does not hold a light request up; exports are rate-limited per
 * member.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { toUnits } from '@kernel/core/rounding';
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { createBidNodeServer } from '@plugins/bid-node/server';
import {
  BidNodePaths,
  EXPORT_LIMIT,
  EXPORT_RATE_LIMIT,
  type BidNodeSummary,
  type CompareData,
  type IndexByType,
  type ListPage,
} from '@plugins/bid-node/shared/contract';
import { costDataServer } from '@plugins/cost-data/server';
import { BID_NODE_TABLE } from '@plugins/cost-data/shared/tables';
import { SPECIALTIES } from '@plugins/cost-data/shared/vocabulary';
import { createMembershipServer } from '@plugins/membership/server';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { demoTokenResolver } from './fixtures';

const VIP = 'token-demo_vip';
const TRIAL = 'token-demo_trial';

let t: TestApp;
let app: FastifyInstance;
let ids: number[];

beforeAll(async () => {
  const services = new ServiceRegistry();
  const membership = createMembershipServer();
  const bidNode = createBidNodeServer({ searchIndex: { warm: false } });
  t = await buildTestApp({ plugins: [costDataServer, membership, bidNode], services });
  await seedPlugins(t.database, [costDataServer, membership], { scale: 1.3, seed: 2026, demo: true });
  t.app.auth.setResolver(demoTokenResolver(services));
  app = t.app;
  const rows = await t.database.db.selectFrom(BID_NODE_TABLE).select('id').orderBy('id').execute();
  // 40 single projects spread over the whole table.
  const step = Math.floor(rows.length / 40);
  ids = Array.from({ length: 40 }, (_, k) => Number(rows[k * step]!.id));
}, 120_000);
afterAll(() => t.close());

const form = (url: string, body: Record<string, string | number>, token = TRIAL) =>
  app.inject({
    method: 'POST',
    url,
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
  });

async function data<T>(res: { json(): any }): Promise<T> {
  const body = res.json();
  expect(body).toMatchObject({ statusCode: 200 });
  return body.data as T;
}

const cents = (values: readonly number[]) => values.reduce((s, v) => s + toUnits(v, 2), 0);
const tenths = (ratios: readonly number[]) => ratios.reduce((s, r) => s + toUnits(r * 100, 1), 0);

async function workbookOf(payload: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb;
}

describe('a detail adds up', () => {
  it('specialties and fees: 元 to the cent, 元/m² to the single project’s 元/m², shares to 100.0 %', async () => {
    for (const id of ids) {
      const summary = await data<BidNodeSummary>(await form(BidNodePaths.summary, { bidNodeId: id }));
      for (const indexType of [1, 2]) {
        const table = await data<IndexByType>(await form(BidNodePaths.indexByType, { bidNodeId: id, indexType }));
        expect(table.rows.length).toBeGreaterThan(0);
        // The total is the single project's own total and 元/m², as the header shows them.
        expect(table.total).toEqual({ amount: summary.totalCost, value: summary.unitCost });
        expect(cents(table.rows.map((r) => r.amount!))).toBe(toUnits(table.total!.amount, 2));
        expect(cents(table.rows.map((r) => r.value))).toBe(toUnits(table.total!.value, 2));
        expect(tenths(table.rows.map((r) => r.ratio!))).toBe(1000);
      }
    }
  });

  it('compare shows the same rows as the detail, and says which stages, months and provinces it mixes', async () => {
    const chosen = ids.slice(0, 4);
    const compare = await data<CompareData>(
      await app.inject({ method: 'POST', url: BidNodePaths.compare, headers: { token: TRIAL }, payload: { ids: chosen } }),
    );
    for (const [i, id] of chosen.entries()) {
      const specialties = await data<IndexByType>(await form(BidNodePaths.indexByType, { bidNodeId: id, indexType: 1 }));
      const fees = await data<IndexByType>(await form(BidNodePaths.indexByType, { bidNodeId: id, indexType: 2 }));
      expect(compare.items[i]!.specialties).toEqual(specialties.rows);
      expect(compare.items[i]!.fees).toEqual(fees.rows);
    }
    const stages = [...new Set(compare.items.map((it) => it.base.pricingStage))];
    expect(compare.stages).toEqual(stages);
    expect(compare.mixedStages).toBe(stages.length > 1);
    expect(compare.months).toEqual([...new Set(compare.items.map((it) => it.base.priceDate.slice(0, 7)))]);
  });

  it('统一到同一时间和地区: every item repriced like the detail page’s reprice, parts still adding up', async () => {
    const chosen = ids.slice(4, 7);
    const compare = await data<CompareData>(
      await app.inject({
        method: 'POST',
        url: BidNodePaths.compare,
        headers: { token: TRIAL },
        payload: { ids: chosen, targetAreaId: 12, targetMonth: '2024-06' },
      }),
    );
    expect(compare.unifiedTo).toMatchObject({ areaId: 12, areaName: '江苏', month: '2024-06', indexBase: '2018-01 全国 = 100' });
    for (const [i, id] of chosen.entries()) {
      const reprice = await data<any>(await form(BidNodePaths.reprice, { bidNodeId: id, targetAreaId: 12, targetMonth: '2024-06' }));
      const unified = compare.items[i]!.unified!;
      expect(unified.factor).toBe(reprice.factor);
      expect(unified.unitCost).toBe(reprice.repricedUnitCost);
      expect(unified.specialties.map((r) => r.value)).toEqual(reprice.specialties.map((r: any) => r.repriced));
      expect(cents(unified.specialties.map((r) => r.value))).toBe(toUnits(unified.unitCost, 2));
      expect(cents(unified.fees.map((r) => r.value))).toBe(toUnits(unified.unitCost, 2));
      expect(cents(unified.specialties.map((r) => r.amount!))).toBe(toUnits(unified.totalCost, 2));
      expect(cents(reprice.specialties.map((r: any) => r.repriced))).toBe(toUnits(reprice.repricedUnitCost, 2));
    }
  });

  it('the list export carries the specialties (adding up to 单方造价) and the indicators of the detail', async () => {
    const first = await data<BidNodeSummary>(await form(BidNodePaths.summary, { bidNodeId: ids[10]! }));
    const query = { areaId: first.provinceId, buildingUse: [first.buildingUse], structure: [first.structure] };
    const res = await app.inject({ method: 'POST', url: BidNodePaths.exportList, headers: { token: TRIAL }, payload: query });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await workbookOf(res.rawPayload)).getWorksheet('单项工程指标')!;
    const header = (sheet.getRow(3).values as unknown[]).slice(1) as string[];
    const col = (name: string) => header.indexOf(name) + 1;
    let row = 0;
    sheet.eachRow((r, n) => {
      if (r.getCell(2).value === first.code) row = n;
    });
    expect(row).toBeGreaterThan(3);
    const cells = sheet.getRow(row);
    expect(cells.getCell(col('单方造价（元/m²）')).value).toBe(first.unitCost);
    const detail = await data<IndexByType>(await form(BidNodePaths.indexByType, { bidNodeId: first.id, indexType: 1 }));
    for (const r of detail.rows) expect(cells.getCell(col(`${r.name}（元/m²）`)).value).toBe(r.value);
    const specialtyCells = SPECIALTIES.map((s) => cells.getCell(col(`${s.name}（元/m²）`)).value).filter((v): v is number => typeof v === 'number');
    expect(cents(specialtyCells)).toBe(toUnits(first.unitCost, 2));
    const indicators = await data<IndexByType>(await form(BidNodePaths.indexByType, { bidNodeId: first.id, indexType: 3 }));
    for (const r of indicators.rows) expect(cells.getCell(col(`${r.name}（${r.unit}）`)).value).toBe(r.value);
  });
});

describe('a big export', () => {
  it('is capped at EXPORT_LIMIT rows, says so, and a light request is answered while it runs', async () => {
    // Build the search index first (the first list call does).
    const warm = await data<ListPage>(await app.inject({ method: 'POST', url: BidNodePaths.list, headers: { token: TRIAL }, payload: { pageNum: 1, pageSize: 10 } }));
    expect(warm.total).toBeGreaterThan(EXPORT_LIMIT);

    const events: string[] = [];
    const started = Date.now();
    const big = app.inject({ method: 'POST', url: BidNodePaths.exportList, headers: { token: TRIAL }, payload: {} }).then((res) => {
      events.push('export');
      return res;
    });
    // A light request sent just after the export started.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const lightStart = Date.now();
    const light = await app.inject({ method: 'POST', url: BidNodePaths.list, headers: { token: TRIAL }, payload: { pageNum: 2, pageSize: 10 } });
    const lightMs = Date.now() - lightStart;
    events.push('light');
    const res = await big;
    const exportMs = Date.now() - started;

    expect(light.json()).toMatchObject({ statusCode: 200 });
    expect(events).toEqual(['light', 'export']);
    // Generous bound: the light request is not queued behind the workbook.
    expect(lightMs).toBeLessThan(Math.max(1000, exportMs / 2));

    const sheet = (await workbookOf(res.rawPayload)).getWorksheet('单项工程指标')!;
    expect(String(sheet.getCell('A1').value)).toContain(`超过单次导出上限 ${EXPORT_LIMIT.toLocaleString('en-US')} 条`);
    expect(String(sheet.getCell('A1').value)).toContain(`仅导出按当前排序的前 ${EXPORT_LIMIT.toLocaleString('en-US')} 条`);
    // Title, stamp, header, the rows, then the cap note and the explanation.
    expect(sheet.rowCount).toBe(3 + EXPORT_LIMIT + 2);
    expect(String(sheet.getCell(`A${3 + EXPORT_LIMIT + 1}`).value)).toContain(`超过单次导出上限 ${EXPORT_LIMIT} 条`);
  }, 60_000);
});

describe('export rate limit', () => {
  it(`allows ${EXPORT_RATE_LIMIT.max} exports a minute per member, then answers 429 in Chinese`, async () => {
    const exportCompare = () =>
      app.inject({ method: 'POST', url: BidNodePaths.exportCompare, headers: { token: VIP }, payload: { ids: ids.slice(0, 2) } });
    for (let i = 0; i < EXPORT_RATE_LIMIT.max; i++) {
      const res = await exportCompare();
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
    const refused = await exportCompare();
    expect(refused.json()).toMatchObject({ statusCode: 429, businessMsg: expect.stringMatching(/^操作过于频繁/) });
    // Per member: another member still exports.
    const other = await app.inject({ method: 'POST', url: BidNodePaths.exportCompare, headers: { token: TRIAL }, payload: { ids: ids.slice(0, 2) } });
    expect(other.headers['content-type']).toContain('spreadsheetml');
  });
});
