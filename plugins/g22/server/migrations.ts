import type { Kysely, Migration } from 'kysely';
import { CASE_TABLE, COLUMN_TABLE, COST_EVENT_TABLE, COST_TABLE, COST_TARGET_TABLE, MEASURE_TABLE } from './tables';

/** The g22 plugin's migrations, tracked in `_migrations_g22`. */
export const g22Migrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(COLUMN_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('section', 'varchar(8)', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('title', 'varchar(120)', (c) => c.notNull())
        .addColumn('summary', 'varchar(400)', (c) => c.notNull())
        .addColumn('tags', 'varchar(400)', (c) => c.notNull())
        .addColumn('publish_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('source', 'varchar(10)', (c) => c.notNull().defaultTo('sample'))
        .execute();
      await db.schema
        .createTable(CASE_TABLE)
        .addColumn('column_id', 'integer', (c) => c.primaryKey())
        .addColumn('bid_node_id', 'integer', (c) => c.notNull())
        .addColumn('price_region_id', 'integer', (c) => c.notNull())
        .addColumn('price_month', 'integer', (c) => c.notNull())
        .addColumn('rebar_price', 'double precision', (c) => c.notNull())
        .addColumn('concrete_price', 'double precision', (c) => c.notNull())
        .addColumn('building_area', 'double precision', (c) => c.notNull())
        .addColumn('rebar_before', 'double precision', (c) => c.notNull())
        .addColumn('concrete_before', 'double precision', (c) => c.notNull())
        .addColumn('formwork_before', 'double precision', (c) => c.notNull())
        .addColumn('formwork_delta', 'double precision', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(MEASURE_TABLE)
        .addColumn('case_id', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('title', 'varchar(120)', (c) => c.notNull())
        .addColumn('basis', 'varchar(200)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('delta', 'double precision', (c) => c.notNull())
        .addColumn('saving', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('g22_measure_pk', ['case_id', 'seq'])
        .execute();
      await db.schema
        .createTable(COST_TABLE)
        .addColumn('column_id', 'integer', (c) => c.primaryKey())
        .addColumn('case_id', 'integer', (c) => c.notNull())
        .addColumn('bid_node_id', 'integer', (c) => c.notNull())
        .addColumn('from_month', 'integer', (c) => c.notNull())
        .addColumn('to_month', 'integer', (c) => c.notNull())
        .addColumn('reserve_rate', 'double precision', (c) => c.notNull())
        .addColumn('base_rebar_price', 'double precision', (c) => c.notNull())
        .addColumn('price_region_id', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(COST_TARGET_TABLE)
        .addColumn('cost_id', 'integer', (c) => c.notNull())
        .addColumn('specialty', 'varchar(20)', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('contract', 'double precision', (c) => c.notNull())
        .addColumn('target', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('g22_cost_target_pk', ['cost_id', 'specialty'])
        .execute();
      await db.schema
        .createTable(COST_EVENT_TABLE)
        .addColumn('cost_id', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('specialty', 'varchar(20)', (c) => c.notNull())
        .addColumn('type', 'varchar(12)', (c) => c.notNull())
        .addColumn('title', 'varchar(120)', (c) => c.notNull())
        .addColumn('amount', 'double precision', (c) => c.notNull())
        .addColumn('explanation', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('g22_cost_event_pk', ['cost_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of [COST_EVENT_TABLE, COST_TARGET_TABLE, COST_TABLE, MEASURE_TABLE, CASE_TABLE, COLUMN_TABLE]) await db.schema.dropTable(t).ifExists().execute();
    },
  },
};
