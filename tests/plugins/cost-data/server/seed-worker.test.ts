/**
 * The seed generates on a worker thread while it writes (plugins/cost-data/server/seed.ts): the
 * database it leaves is row for row the one the single-threaded seed writes (SEED_WORKER=0), the
 * secondary indexes dropped for the fill are back with their definitions, and a worker really ran.
 */
import { sql } from 'kysely';
import { migratePlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { seedCostDataWithReport } from '@plugins/cost-data/server/seed';
import {
  BID_NODE_TABLE,
  BQ_CHAPTER_TABLE,
  BQ_CODE_TABLE,
  BQ_ITEM_TABLE,
  BQ_NORM_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  NORM_LINE_TABLE,
  NORM_TABLE,
  PRICE_INDEX_TABLE,
  PROJECT_TABLE,
  RESOURCE_PRICE_TABLE,
  RESOURCE_TABLE,
} from '@plugins/cost-data/shared/tables';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';

jest.setTimeout(180_000);

const TABLES = [
  PROJECT_TABLE,
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PRICE_INDEX_TABLE,
  BQ_CHAPTER_TABLE,
  BQ_CODE_TABLE,
  RESOURCE_TABLE,
  NORM_TABLE,
  NORM_LINE_TABLE,
  RESOURCE_PRICE_TABLE,
  BQ_ITEM_TABLE,
  BQ_NORM_TABLE,
];
const OPTIONS = { scale: 0.1, seed: 4242 };

/** Every row of every cost-data table, in a stable order (all columns). */
async function contents(test: TestDatabase): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    // The price table (about 400,000 rows at this scale too) by its sums per region (in whole ten-thousandths, so that
    // the order of the additions does not matter); the others row by row.
    const { rows } =
      table === RESOURCE_PRICE_TABLE
        ? await sql<Record<string, unknown>>`
            select region_id, count(*) as n, sum(month) as months,
                   sum(cast(round(info_price * 10000) as bigint)) as info, sum(cast(round(market_price * 10000) as bigint)) as market,
                   min(resource_code) as first_code, max(resource_code) as last_code
            from ${sql.table(table)} group by region_id`.execute(test.database.db)
        : await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(test.database.db);
    out[table] = rows.map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)))).sort();
  }
  return out;
}

/** The index definitions of the tables the seed rebuilds (names and columns). */
async function indexes(test: TestDatabase): Promise<string[]> {
  const { rows } =
    test.database.dialect === 'sqlite'
      ? await sql<{ d: string }>`select sql as d from sqlite_master where type = 'index' and tbl_name in (${BQ_ITEM_TABLE}, ${BID_NODE_TABLE}) and sql is not null`.execute(test.database.db)
      : await sql<{ d: string }>`select indexdef as d from pg_indexes where schemaname = current_schema() and tablename in (${BQ_ITEM_TABLE}, ${BID_NODE_TABLE})`.execute(test.database.db);
  return rows.map((r) => r.d.replace(/"?test_[a-z0-9_]+"?\./g, '')).sort();
}

async function seeded(worker: boolean): Promise<{ test: TestDatabase; before: string[]; parallel: boolean }> {
  const test = await createTestDatabase();
  await migratePlugins(test.database, [costDataServer]);
  const before = await indexes(test);
  const previous = process.env.SEED_WORKER;
  process.env.SEED_WORKER = worker ? '1' : '0';
  try {
    const report = await seedCostDataWithReport({ db: test.database.db, dialect: test.database.dialect, services: new ServiceRegistry() }, OPTIONS);
    expect(report.seeded).toBe(true);
    expect(report.counts.bqItems).toBeGreaterThan(0);
    return { test, before, parallel: report.parallel };
  } finally {
    if (previous === undefined) delete process.env.SEED_WORKER;
    else process.env.SEED_WORKER = previous;
  }
}

describe('the seed on a worker thread', () => {
  let parallel: Awaited<ReturnType<typeof seeded>>;
  let single: Awaited<ReturnType<typeof seeded>>;

  beforeAll(async () => {
    parallel = await seeded(true);
    single = await seeded(false);
  });
  afterAll(async () => {
    await parallel?.test.cleanup();
    await single?.test.cleanup();
  });

  it('generated on a worker thread (and on the writing thread with SEED_WORKER=0)', () => {
    expect(parallel.parallel).toBe(true);
    expect(single.parallel).toBe(false);
  });

  it('writes exactly the rows the single-threaded seed writes', async () => {
    const a = await contents(parallel.test);
    const b = await contents(single.test);
    for (const table of TABLES) {
      expect({ table, rows: a[table].length }).toEqual({ table, rows: b[table].length });
      expect(a[table]).toEqual(b[table]);
    }
    expect(a[BQ_ITEM_TABLE].length).toBeGreaterThan(1000);
  });

  it('leaves the secondary indexes as the migrations made them', async () => {
    expect(parallel.before.length).toBeGreaterThanOrEqual(9);
    expect(await indexes(parallel.test)).toEqual(parallel.before);
    expect(await indexes(single.test)).toEqual(single.before);
  });
});
