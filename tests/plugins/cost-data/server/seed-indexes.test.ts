/**
 * The seed builds the secondary indexes of the bill items and the single projects once, after their
 * rows (plugins/cost-data/server/seed.ts): afterwards they are exactly the migrations' indexes
 * (names, columns), and the queries that use them answer what a scan answers.
 */
import { sql } from 'kysely';
import { migratePlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { seedCostDataWithReport } from '@plugins/cost-data/server/seed';
import { BID_NODE_TABLE, BQ_ITEM_TABLE } from '@plugins/cost-data/shared/tables';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';

jest.setTimeout(180_000);

let test: TestDatabase;
let before: string[];

/** The index definitions of the two tables (without the schema name PostgreSQL prefixes). */
async function indexes(): Promise<string[]> {
  const { rows } =
    test.database.dialect === 'sqlite'
      ? await sql<{ d: string }>`select sql as d from sqlite_master where type = 'index' and tbl_name in (${BQ_ITEM_TABLE}, ${BID_NODE_TABLE}) and sql is not null`.execute(test.database.db)
      : await sql<{ d: string }>`select indexdef as d from pg_indexes where schemaname = current_schema() and tablename in (${BQ_ITEM_TABLE}, ${BID_NODE_TABLE})`.execute(test.database.db);
  return rows.map((r) => r.d.replace(/"?test_[a-z0-9_]+"?\./g, '')).sort();
}

beforeAll(async () => {
  test = await createTestDatabase();
  await migratePlugins(test.database, [costDataServer]);
  before = await indexes();
  const report = await seedCostDataWithReport({ db: test.database.db, dialect: test.database.dialect, services: new ServiceRegistry() }, { scale: 0.1, seed: 4242 });
  expect(report.seeded).toBe(true);
  expect(report.counts.bqItems).toBeGreaterThan(1000);
});

afterAll(async () => {
  await test?.cleanup();
});

describe('the seed and the secondary indexes', () => {
  it('leaves the indexes of the bill items and the single projects as the migrations made them', async () => {
    expect(before.length).toBeGreaterThanOrEqual(9);
    expect(before.some((d) => d.includes('cost_data_bq_item_code_region_month'))).toBe(true);
    expect(await indexes()).toEqual(before);
  });

  it('an indexed look-up answers what the rows hold (a single project\'s bill in order, a code in a province)', async () => {
    const db = test.database.db;
    const { rows: all } = await sql<{ id: number; bid_node_id: number; seq: number; code9: string; province_id: number }>`
      select id, bid_node_id, seq, code9, province_id from ${sql.table(BQ_ITEM_TABLE)}`.execute(db);
    const node = all[Math.floor(all.length / 2)].bid_node_id;
    const bill = await db.selectFrom(BQ_ITEM_TABLE).select(['id', 'seq']).where('bid_node_id', '=', node).orderBy('seq').execute();
    const expected = all.filter((r) => r.bid_node_id === node).sort((a, b) => a.seq - b.seq);
    expect(bill.map((r) => Number(r.id))).toEqual(expected.map((r) => Number(r.id)));
    const { code9, province_id } = all[0];
    const byCode = await db.selectFrom(BQ_ITEM_TABLE).select('id').where('code9', '=', code9).where('province_id', '=', province_id).execute();
    expect(byCode.length).toBe(all.filter((r) => r.code9 === code9 && Number(r.province_id) === Number(province_id)).length);
  });
});
