/**
 * 全国造价概览 never runs past the data: the index trend stops at the last whole quarter covered by
 * the single projects' latest price month, 截至 (indexTo) is never after it, and the overview says
 * what 100 means and how many samples stand behind each chart.
 */
import { migratePlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { createHomeServer } from '@plugins/home/server';
import { HomePaths, type CostOverview } from '@plugins/home/shared/contract';
import { createTestDatabase } from '../../../helpers/database';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { costDataServices, insertRows, node, project } from './fixtures';

let test: TestApp;

beforeAll(async () => {
  const tdb = await createTestDatabase();
  await migratePlugins(tdb.database, [costDataServer]);
  const services = costDataServices(tdb.database.db);
  test = await buildTestApp({ database: tdb.database, plugins: [createHomeServer({ cacheMs: 0 })], services });
  const close = test.close;
  test = { ...test, close: async () => (await close(), await tdb.cleanup()) };
  // The data ends in 2026-10; the index runs on to 2026-12 (as the site's index does).
  const nodes = [202608, 202609, 202610].map((price_month, i) => node({ project_id: 1, unit_cost: 3000 + i * 100, price_month }));
  const index = [];
  for (let month = 202601; month <= 202612; month++) index.push({ province_id: 1, month, value: 100 + (month % 100) });
  await insertRows(test.database.db, [project({ id: 1 })], nodes, index);
});
afterAll(() => test.close());

describe('costOverview periods', () => {
  it('ends the index at the last whole quarter of the data, and 截至 at its last month', async () => {
    const res = await test.app.inject({ method: 'GET', url: HomePaths.costOverview });
    const data = res.json().data as CostOverview;
    expect(data.to).toBe('2026-10');
    // 2026-Q4 holds only October's data months: left out, not shown as a whole quarter.
    expect(data.indexTrend.map((p) => p.x)).toEqual(['2026-Q1', '2026-Q2', '2026-Q3']);
    // Each point is the mean of its three months: Q3 = (107 + 108 + 109) / 3.
    expect(data.indexTrend.at(-1)).toEqual({ x: '2026-Q3', y: 108 });
    expect(data.indexTo).toBe('2026-09');
    expect(data.indexTo! <= data.to!).toBe(true);
    expect(data.indexBase).toBe('2018-01 全国 = 100');
    expect(data.samples).toBe(3);
    expect(data.residentialSamples).toBe(3);
  });
});
