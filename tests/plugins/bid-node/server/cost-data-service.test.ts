/**
 * bid-node reads the cost data only through the cost-data plugin's services (CostDataReader for
 * the rows, RegionCatalogue for the names), never from the cost_data_* tables on its own handle:
 * here the cost data lives in another database than bid-node's, which holds no cost-data table at
 * all, and every endpoint still answers from it, while the likes stay in bid-node's own database.
 */
import { migratePlugins, seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { createBidNodeServer } from '@plugins/bid-node/server';
import { BidNodePaths, type CompareData, type ListPage, type RepriceResult } from '@plugins/bid-node/shared/contract';
import { costDataServer, createRegionCatalogue } from '@plugins/cost-data/server';
import { BID_NODE_TABLE, CostDataReader, costDataReaderOver, RegionCatalogue } from '@plugins/cost-data/shared/services';
import { createMembershipServer } from '@plugins/membership/server';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { ALL_SPECS, demoTokenResolver, insertFixture, MEMBER, NOW, VIP } from './fixtures';

let costData: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  costData = await createTestDatabase();
  await migratePlugins(costData.database, [costDataServer]);
  const catalogue = createRegionCatalogue();
  await insertFixture(costData.database.db, catalogue);
  const services = new ServiceRegistry();
  services.provide(RegionCatalogue, catalogue);
  services.provide(CostDataReader, costDataReaderOver(costData.database.db));
  const membership = createMembershipServer({ clock: () => NOW });
  // bid-node's own database: its tables (and membership's) only.
  test = await buildTestApp({ plugins: [membership, createBidNodeServer({ clock: () => NOW, searchIndex: { warm: false } })], services });
  await seedPlugins(test.database, [membership], { scale: 1, seed: 1, demo: true });
  test.app.auth.setResolver(demoTokenResolver(services));
});
afterAll(async () => {
  await test.close();
  await costData.cleanup();
});

async function post<T>(url: string, payload: object, token = VIP.token): Promise<T> {
  const res = await test.app.inject({ method: 'POST', url, headers: { token }, payload });
  expect(res.json()).toMatchObject({ statusCode: 200 });
  return res.json().data as T;
}

describe('bid-node reads the cost data through the cost-data services', () => {
  it('has no cost-data table in its own database', async () => {
    const read = test.database.db.selectFrom(BID_NODE_TABLE).selectAll().execute().then(
      () => 'read',
      () => 'no such table',
    );
    expect(await read).toBe('no such table');
  });

  it('answers the list and the keyword search from the reader', async () => {
    const page = await post<ListPage>(BidNodePaths.list, { pageNum: 1, pageSize: 10 }, MEMBER.token);
    expect(page.total).toBe(ALL_SPECS.length);
    expect(page.list[0]!.projectName).toMatch(/^某示例项目/);
    const homes = await post<ListPage>(BidNodePaths.list, { keyWord: '住宅 南京', pageNum: 1, pageSize: 10 }, MEMBER.token);
    expect(homes.list.map((r) => r.id).sort((a, b) => a - b)).toEqual([1, 2, 11]);
  });

  it('keeps the likes in its own database', async () => {
    const liked = await post<{ likeNum: number; liked: boolean }>(BidNodePaths.like, { bidNodeId: 3 }, MEMBER.token);
    expect(liked).toEqual({ likeNum: 1, liked: true });
    const rows = await test.database.db.selectFrom('bid_node_like').select('bid_node_id').execute();
    expect(rows.map((r) => Number(r.bid_node_id))).toEqual([3]);
    const summary = await post<{ likeNum: number; liked: boolean; name: string }>(BidNodePaths.summary, { bidNodeId: 3 }, MEMBER.token);
    expect(summary).toMatchObject({ name: '某科技园办公楼', likeNum: 1, liked: true });
  });

  it('answers the detail, the ranges, the trend, compare and reprice from the reader', async () => {
    expect(await post<{ name: string }>(BidNodePaths.base, { bidNodeId: 1 })).toMatchObject({ name: '某住宅小区1#楼', unitCost: 3000 });
    expect((await post<unknown[]>(BidNodePaths.cols, { bidNodeId: 1 })).length).toBe(3);
    const specialties = await post<{ total: { value: number } }>(BidNodePaths.indexByType, { bidNodeId: 1, indexType: 1 });
    expect(specialties.total.value).toBe(3000);
    const indicators = await post<{ rows: Array<{ range?: { count: number } }> }>(BidNodePaths.indexByType, { bidNodeId: 1, indexType: 3 });
    expect(indicators.rows.length).toBeGreaterThan(0);
    expect(indicators.rows.every((r) => (r.range?.count ?? 0) > 0)).toBe(true);
    const trend = await post<{ points: unknown[] }>(BidNodePaths.trend, { bidNodeId: 1 });
    expect(trend.points.length).toBeGreaterThan(0);
    const range = await post<{ count: number; median: number }>(BidNodePaths.interval, { indexType: 'unitCost', ids: '1,2' });
    expect(range).toMatchObject({ count: 2, median: 3150 });
    const compared = await post<CompareData>(BidNodePaths.compare, { ids: [1, 3], targetAreaId: 12, targetMonth: '2024-06' });
    expect(compared.items.map((i) => i.base.id)).toEqual([1, 3]);
    expect(compared.unifiedTo?.areaName).toBe('江苏');
    const repriced = await post<RepriceResult>(BidNodePaths.reprice, { bidNodeId: 1, targetAreaId: 1, targetMonth: '2025-01' });
    expect(repriced.unitCost).toBe(3000);
    expect(repriced.repricedUnitCost).toBeCloseTo(3000 * repriced.factor, 1);
    const file = await test.app.inject({ method: 'POST', url: BidNodePaths.exportDetail, headers: { token: VIP.token }, payload: { bidNodeId: 1 } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
