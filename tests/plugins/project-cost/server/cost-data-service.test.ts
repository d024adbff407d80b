/**
 * project-cost reads the cost data only through the cost-data plugin's CostDataReader service,
 * never from the cost_data_* tables on its own handle: here the cost data lives in another
 * database than project-cost's, which holds no cost-data table at all; the index is still built
 * from it (in project-cost's own database) and follows it when projects are added, edited or
 * removed.
 */
import { migratePlugins, seedPlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { CostDataReader, costDataReaderOver, PROJECT_TABLE } from '@plugins/cost-data/shared/services';
import { createProjectCostServer, syncProjectCostIndex } from '@plugins/project-cost/server';
import { fingerprintsMatch, FULL_COMPARE_MS } from '@plugins/project-cost/server/indexer';
import { ProjectCostPaths, type IndexResultInfo, type ListPage } from '@plugins/project-cost/shared/contract';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { insertFixtures, insertProject, installSessions, SCHOOL_COUNT, servicesWithCatalogue } from './fixtures';

const TOTAL = 4 + SCHOOL_COUNT;
let now = Date.UTC(2026, 2, 1, 2, 0, 0);
const clock = () => now;

let costData: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  costData = await createTestDatabase();
  await migratePlugins(costData.database, [costDataServer]);
  await insertFixtures(costData.database.db);
  const services = servicesWithCatalogue();
  services.provide(CostDataReader, costDataReaderOver(costData.database.db));
  // project-cost's own database: its tables only. A sync on every request.
  test = await buildTestApp({ plugins: [createProjectCostServer({ clock, syncIntervalMs: 0 })], services });
  installSessions(test.app);
});
afterAll(async () => {
  await test.close();
  await costData.cleanup();
});

async function list(body: Record<string, unknown> = {}): Promise<ListPage> {
  const res = await test.app.inject({ method: 'POST', url: ProjectCostPaths.list, headers: { token: 'token-user' }, payload: { pageNum: 1, pageSize: 10, ...body } });
  expect(res.json()).toMatchObject({ statusCode: 200 });
  return res.json().data as ListPage;
}

describe('project-cost reads the cost data through the CostDataReader service', () => {
  it('has no cost-data table in its own database', async () => {
    const read = test.database.db.selectFrom(PROJECT_TABLE).selectAll().execute().then(
      () => 'read',
      () => 'no such table',
    );
    expect(await read).toBe('no such table');
  });

  it('builds its index from the reader and answers the list and the detail', async () => {
    expect((await list()).total).toBe(TOTAL);
    const token = (await test.app.inject({ method: 'GET', url: `${ProjectCostPaths.viewToken}?id=1001`, headers: { token: 'token-vip' } })).json().data.viewToken as string;
    const res = await test.app.inject({
      method: 'GET',
      url: `${ProjectCostPaths.indexResult}?id=1001&viewToken=${encodeURIComponent(token)}`,
      headers: { token: 'token-vip' },
    });
    const info = res.json().data as IndexResultInfo;
    expect(info).toMatchObject({ id: 1001, totalArea: 25000, totalCost: 72_000_000, unitCost: 2880 });
    // The single projects come from the reader too.
    expect(info.byNode.map((n) => n.buildingUse)).toEqual(['住宅', '住宅', '地下车库']);
    expect(await fingerprintsMatch(costDataReaderOver(costData.database.db), test.database.db)).toBe(true);
  });

  it('follows the cost data: a new project, an edited one, a removed one', async () => {
    const cost = costData.database.db;
    await insertProject(cost, { id: 3001, name: '某医院扩建工程', province: 32, city: 32, category: '医院', date: '2020-05', nodes: [{ use: '医院', area: 12000, unitCost: 5600 }] });
    expect((await list({ keyWord: '医院' })).indexDatas.map((r) => r.id)).toEqual([3001]);

    // A rename to a name of another length changes the fingerprint: picked up at once.
    await cost.updateTable(PROJECT_TABLE).set({ name: '某医院扩建工程二期' }).where('id', '=', 3001).execute();
    expect((await list({ keyWord: '二期' })).indexDatas.map((r) => r.id)).toEqual([3001]);
    // A rename to a name of the same length keeps it: picked up by the full comparison, at the latest FULL_COMPARE_MS later.
    await cost.updateTable(PROJECT_TABLE).set({ name: '某医院扩建工程三期' }).where('id', '=', 3001).execute();
    expect(await fingerprintsMatch(costDataReaderOver(cost), test.database.db)).toBe(true);
    now += FULL_COMPARE_MS;
    expect((await list({ keyWord: '三期' })).indexDatas.map((r) => r.id)).toEqual([3001]);

    await cost.deleteFrom('cost_data_bid_node').where('project_id', '=', 3001).execute();
    await cost.deleteFrom(PROJECT_TABLE).where('id', '=', 3001).execute();
    expect((await list({ keyWord: '医院' })).indexDatas).toEqual([]);
    expect((await list()).total).toBe(TOTAL);
  });

  it('seeds with the reader it is given, and a sync of an index in step changes nothing', async () => {
    const reader = costDataReaderOver(costData.database.db);
    expect(await syncProjectCostIndex(reader, test.database.db, now)).toEqual({ built: 0, removed: 0 });
    const services = servicesWithCatalogue();
    services.provide(CostDataReader, reader);
    const plugin = createProjectCostServer({ clock });
    await plugin.seed!({ db: test.database.db, dialect: test.database.dialect, services }, { scale: 1, seed: 1 });
    expect((await list()).total).toBe(TOTAL);
    // The kernel's seed phase hands every seed the registry its plugins' services hooks filled:
    // with the reader over the separate cost-data database, the seed reads it there.
    const report = await seedPlugins(test.database, [plugin], { scale: 1, seed: 1, force: true, services });
    expect(report).toEqual({ seeded: ['project-cost'], skipped: [], failed: [] });
    expect((await list()).total).toBe(TOTAL);
    // Without the service (cost-data disabled) the seed fails rather than read anything else.
    const alone = await seedPlugins(test.database, [plugin], { scale: 1, seed: 1, force: true });
    expect(alone.failed).toEqual(['project-cost']);
  });
});
