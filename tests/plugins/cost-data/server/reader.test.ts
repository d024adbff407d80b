/**
 * The CostDataReader service: the cost-data plugin offers it; it reads the cost-data tables with
 * typed queries (joins, subqueries, aggregates) on SQLite and PostgreSQL alike, and it cannot
 * write: it has nothing but `selectFrom`, and a statement naming any other table is refused
 * before it runs, so nothing is read from or written to another plugin's tables through it.
 */
import { sql, type Kysely } from 'kysely';
import { ServiceRegistry } from '@kernel/server/services';
import { createBidNodeServer } from '@plugins/bid-node/server';
import { costDataServer } from '@plugins/cost-data/server';
import {
  BID_NODE_TABLE,
  CostDataReader,
  CostDataReadRefused,
  costDataReaderOver,
  INDICATOR_TABLE,
  PRICE_INDEX_TABLE,
  PROJECT_TABLE,
} from '@plugins/cost-data/shared/services';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { insertRows, node, project } from '../../home/server/fixtures';

/** bid-node's own table: another plugin's, in the same database. */
const LIKE_TABLE = 'bid_node_like';

let test: TestApp;
let db: Kysely<any>;
let reader: CostDataReader;
const services = new ServiceRegistry();

beforeAll(async () => {
  // cost-data offers the reader from its services hook; bid-node's migrations add a table that is not cost-data's.
  test = await buildTestApp({ plugins: [costDataServer, createBidNodeServer({ searchIndex: { warm: false } })], services });
  db = test.database.db;
  await insertRows(
    db,
    [project({ id: 1 }), project({ id: 2 })],
    [
      node({ id: 11, project_id: 1, unit_cost: 3000, price_month: 202401, building_use: '住宅' }),
      node({ id: 12, project_id: 1, unit_cost: 3600, price_month: 202402, building_use: '住宅' }),
      node({ id: 21, project_id: 2, unit_cost: 5200, price_month: 202403, building_use: '办公' }),
    ],
    [{ province_id: 1, month: 202401, value: 101.5 }],
  );
  await db.insertInto(INDICATOR_TABLE).values([
    { bid_node_id: 11, code: 'rebar', value: 40 },
    { bid_node_id: 21, code: 'rebar', value: 55 },
  ]).execute();
  await db.insertInto(LIKE_TABLE).values({ bid_node_id: 11, global_id: 'G1', created_at: 1 }).execute();
  reader = services.get(CostDataReader);
});
afterAll(() => test.close());

const counts = async () => ({
  nodes: Number((await db.selectFrom(BID_NODE_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  projects: Number((await db.selectFrom(PROJECT_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  likes: Number((await db.selectFrom(LIKE_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});

describe('CostDataReader', () => {
  it('is offered by the cost-data plugin (its services hook, before any seed or route): one reader per database', () => {
    expect(reader).toBe(costDataReaderOver(db));
    const registry = new ServiceRegistry();
    costDataServer.services!({ db, dialect: test.database.dialect, services: registry });
    expect(registry.get(CostDataReader)).toBe(reader);
  });

  it('reads the cost-data tables with typed queries: filters, joins, subqueries, aggregates', async () => {
    const rows = await reader.selectFrom(BID_NODE_TABLE).select(['id', 'unit_cost']).where('building_use', '=', '住宅').orderBy('id').execute();
    expect(rows.map((r) => [Number(r.id), Number(r.unit_cost)])).toEqual([
      [11, 3000],
      [12, 3600],
    ]);
    const joined = await reader
      .selectFrom(`${INDICATOR_TABLE} as i`)
      .innerJoin(`${BID_NODE_TABLE} as b`, 'b.id', 'i.bid_node_id')
      .select(['b.id as id', 'b.building_use as use', 'i.value as value'])
      .where('i.code', '=', 'rebar')
      .orderBy('b.id')
      .execute();
    expect(joined.map((r) => [Number(r.id), r.use, Number(r.value)])).toEqual([
      [11, '住宅', 40],
      [21, '办公', 55],
    ]);
    const ofProject1 = reader.selectFrom(BID_NODE_TABLE).select('id').where('project_id', '=', 1);
    const indicators = await reader.selectFrom(INDICATOR_TABLE).select('bid_node_id').where('bid_node_id', 'in', ofProject1).execute();
    expect(indicators.map((r) => Number(r.bid_node_id))).toEqual([11]);
    const summary = await reader
      .selectFrom(BID_NODE_TABLE)
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('price_month').as('last'), eb.fn.avg('unit_cost').as('mean')])
      .executeTakeFirstOrThrow();
    expect([Number(summary.n), Number(summary.last)]).toEqual([3, 202403]);
    expect(Number(summary.mean)).toBeCloseTo(3933.33, 2);
    const index = await reader.selectFrom(PRICE_INDEX_TABLE).select('value').where('province_id', '=', 1).where('month', '=', 202401).executeTakeFirst();
    expect(Number(index?.value)).toBe(101.5);
  });

  it('offers nothing that could write: only selectFrom, frozen', () => {
    expect(Object.keys(reader)).toEqual(['selectFrom']);
    expect(Object.isFrozen(reader)).toBe(true);
    const loose = reader as unknown as Record<string, unknown>;
    for (const name of ['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'transaction', 'connection', 'schema', 'executeQuery', 'withPlugin', 'withTables']) {
      expect(loose[name]).toBeUndefined();
    }
    expect(() => {
      loose.insertInto = () => undefined;
    }).toThrow(TypeError);
    // What it builds is a SELECT.
    expect(reader.selectFrom(BID_NODE_TABLE).selectAll().compile().sql).toMatch(/^select /);
  });

  it('refuses, before running it, a statement that names a table other than the cost-data tables', async () => {
    const before = await counts();
    const untyped = reader.selectFrom as unknown as Kysely<any>['selectFrom'];
    const refused = [
      // another plugin's table
      () => untyped(LIKE_TABLE).selectAll().execute(),
      // the kernel's tables
      () => untyped('_kernel_seeds').selectAll().execute(),
      // a join to another table
      () => untyped(`${BID_NODE_TABLE} as b`).innerJoin(`${LIKE_TABLE} as l`, 'l.bid_node_id', 'b.id').selectAll().execute(),
      // a subquery on another table
      () => untyped(BID_NODE_TABLE).selectAll().where('id', 'in', (eb: any) => eb.selectFrom(LIKE_TABLE).select('bid_node_id')).execute(),
      // a table named in raw SQL
      () => untyped(BID_NODE_TABLE).select(sql`(select count(*) from ${sql.table(LIKE_TABLE)})`.as('n')).execute(),
    ];
    for (const attempt of refused) {
      await expect(attempt()).rejects.toThrow(CostDataReadRefused);
      await expect(attempt()).rejects.toThrow(/reads only the cost-data tables, not /);
    }
    expect(() => untyped(LIKE_TABLE).selectAll().compile()).toThrow(CostDataReadRefused);
    expect(await counts()).toEqual(before);
  });

  it('leaves writing to the cost-data plugin: a query through it changes nothing', async () => {
    const before = await counts();
    await reader.selectFrom(BID_NODE_TABLE).selectAll().execute();
    await reader.selectFrom(PROJECT_TABLE).selectAll().execute();
    expect(await counts()).toEqual(before);
  });

  it('reads a database of cost data that is not the app’s: another database, another reader', async () => {
    const other = await buildTestApp({ plugins: [costDataServer] });
    try {
      const otherReader = costDataReaderOver(other.database.db);
      expect(otherReader).not.toBe(reader);
      expect(await otherReader.selectFrom(BID_NODE_TABLE).selectAll().execute()).toEqual([]);
      expect((await reader.selectFrom(BID_NODE_TABLE).selectAll().execute()).length).toBe(3);
    } finally {
      await other.close();
    }
  });
});
