/**
 * Home reads the cost data only through the cost-data plugin's services (CostDataFigures and
 * RegionCatalogue), never from the cost_data_* tables: here the cost data lives in another
 * database than home's own, which holds no cost-data table at all, and home still answers its
 * figures; without the figures service it answers the empty ones.
 */
import { migratePlugins, seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { BID_NODE_TABLE } from '@plugins/cost-data/shared/tables';
import { createHomeServer } from '@plugins/home/server';
import { HomePaths, type CostOverview, type Outline, type RecommendItem } from '@plugins/home/shared/contract';
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { costDataServices, FakeRegionCatalogue, insertRows, node, project } from './fixtures';

let costData: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  costData = await createTestDatabase();
  await migratePlugins(costData.database, [costDataServer]);
  await insertRows(
    costData.database.db,
    [project({ id: 1 })],
    [3000, 3200, 3400].map((unit_cost, i) => node({ project_id: 1, unit_cost, price_month: 202604 + i })),
    [202601, 202602, 202603].map((month, i) => ({ province_id: 1, month, value: 100 + i })),
  );
  const home = createHomeServer({ cacheMs: 0 });
  // Home's own database: its tables only.
  test = await buildTestApp({ plugins: [home], services: costDataServices(costData.database.db) });
  await seedPlugins(test.database, [home], { scale: 1, seed: 1 });
});
afterAll(async () => {
  await test.close();
  await costData.cleanup();
});

const data = async <T>(url: string): Promise<T> => {
  const res = await test.app.inject({ method: 'GET', url });
  expect(res.json().statusCode).toBe(200);
  return res.json().data as T;
};

describe('home reads the cost data through the cost-data services', () => {
  it('has no cost-data table in its own database', async () => {
    const read = test.database.db.selectFrom(BID_NODE_TABLE).selectAll().execute().then(
      () => 'read',
      () => 'no such table',
    );
    expect(await read).toBe('no such table');
  });

  it('answers the outline, the recommendations and the overview from the services', async () => {
    const outline = await data<Outline>(HomePaths.queryOutline);
    expect(outline).toMatchObject({ bidNodeCount: 3, projectCount: 1, regionCount: 1, buildingUseCount: 1, latestMonth: '2026-06' });
    const list = await data<RecommendItem[]>(HomePaths.recommendData);
    expect(list.map((r) => r.unitCost)).toEqual([3400, 3200, 3000]);
    // The link is the bid-node plugin's typed route to the single project.
    expect(list[0]!.link).toBe(bidNodeRoutes.detail({ id: list[0]!.id }));
    expect(list[0]!.region).toBe('广东 · 深圳');
    const overview = await data<CostOverview>(HomePaths.costOverview);
    expect(overview.byUse).toEqual([{ label: '住宅', value: 3200, samples: 3 }]);
    expect(overview.indexTrend).toEqual([{ x: '2026-Q1', y: 101 }]);
  });

  it('answers empty figures when only the region catalogue is there', async () => {
    const services = new ServiceRegistry();
    services.provide(RegionCatalogue, new FakeRegionCatalogue());
    const bare = await buildTestApp({ database: test.database, plugins: [createHomeServer({ cacheMs: 0 })], services });
    try {
      const res = await bare.app.inject({ method: 'GET', url: HomePaths.queryOutline });
      expect(res.json().data).toMatchObject({ bidNodeCount: 0, projectCount: 0, latestMonth: null });
      expect((await bare.app.inject({ method: 'GET', url: HomePaths.recommendData })).json().data).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
