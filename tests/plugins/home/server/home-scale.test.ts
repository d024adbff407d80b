import type { FastifyInstance } from 'fastify';
import { migratePlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { BUILDING_USES } from '@plugins/cost-data/shared/vocabulary';
import { createHomeServer } from '@plugins/home/server';
import { HomePaths, type CostOverview } from '@plugins/home/shared/contract';
import { addMonths } from '@kernel/core/months';
import { createTestDatabase } from '../../../helpers/database';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { costDataServices, insertRows, node, project } from './fixtures';

const ROWS = 100_000;
const PROVINCES: Array<[number, number]> = [
  [2, 40],
  [6, 77],
  [11, 60],
  [12, 91],
  [20, 150],
];

jest.setTimeout(120_000);

describe('home on a 100,000-row database', () => {
  let test: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    const tdb = await createTestDatabase();
    await migratePlugins(tdb.database, [costDataServer]);
    const projects = Array.from({ length: 1000 }, (_, i) => project({ id: 100_000 + i }));
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const nodes = Array.from({ length: ROWS }, (_, i) => {
      const [province_id, city_id] = PROVINCES[i % PROVINCES.length]!;
      return node({
        id: 1_000_000 + i,
        project_id: 100_000 + (i % 1000),
        province_id,
        city_id,
        building_use: BUILDING_USES[i % BUILDING_USES.length]!,
        unit_cost: Math.round(1500 + rand() * 6000),
        price_month: addMonths(202606, -(i % 96)),
      });
    });
    const index = Array.from({ length: 96 }, (_, i) => ({ province_id: 1, month: addMonths(202606, -i), value: 100 + i / 10 }));
    await insertRows(tdb.database.db, projects, nodes, index);
    const services = costDataServices(tdb.database.db);
    test = await buildTestApp({ database: tdb.database, plugins: [createHomeServer({ cacheMs: 60_000 })], services });
    const close = test.close;
    test = { ...test, close: async () => (await close(), await tdb.cleanup()) };
    app = test.app;
  });
  afterAll(() => test?.close());

  // Correctness at scale; the speed is measured by `npm run bench:api`, not here.
  it('computes the overview over every row, then answers the same from its cache', async () => {
    const res = await app.inject({ method: 'GET', url: HomePaths.costOverview });
    const data = res.json().data as CostOverview;
    expect(data.byUse).toHaveLength(BUILDING_USES.length);
    expect(data.byProvince).toHaveLength(PROVINCES.length);
    expect(data.indexTrend.length).toBeGreaterThan(20);
    const again = await app.inject({ method: 'GET', url: HomePaths.costOverview });
    expect(again.json().data).toEqual(data);
  });

  it('outline and recommendations count every row', async () => {
    const outline = (await app.inject({ method: 'GET', url: HomePaths.queryOutline })).json().data;
    const recommend = (await app.inject({ method: 'GET', url: HomePaths.recommendData })).json().data;
    expect(outline.bidNodeCount).toBe(ROWS);
    expect(recommend).toHaveLength(8);
  });
});
