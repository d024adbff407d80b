import type { Kysely, Migration } from 'kysely';
import { LINE_TABLE, PRICE_TABLE, TRADE_TABLE } from './tables';

/** The labour plugin's migrations, tracked in `_migrations_labour`. */
export const labourMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(TRADE_TABLE)
        .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(20)', (c) => c.notNull())
        .addColumn('scope', 'varchar(200)', (c) => c.notNull())
        .addColumn('unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('unit_basis', 'varchar(20)', (c) => c.notNull())
        .addColumn('alt_unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('alt_unit_basis', 'varchar(30)', (c) => c.notNull())
        .addColumn('building_types', 'varchar(30)', (c) => c.notNull())
        .addColumn('day_rate_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('day_rate_name', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(LINE_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('trade_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('area_id', 'integer', (c) => c.notNull())
        .addColumn('building_type', 'varchar(8)', (c) => c.notNull())
        .addColumn('alt_ratio', 'double precision', (c) => c.notNull())
        .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('sample'))
        .addUniqueConstraint('labour_line_key', ['trade_code', 'area_id', 'building_type'])
        .execute();
      await db.schema
        .createTable(PRICE_TABLE)
        .addColumn('line_id', 'integer', (c) => c.notNull())
        .addColumn('quarter', 'integer', (c) => c.notNull())
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addColumn('alt_price', 'double precision', (c) => c.notNull())
        .addColumn('day_rate', 'double precision', (c) => c.notNull())
        .addColumn('samples', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('labour_price_pk', ['line_id', 'quarter'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(PRICE_TABLE).ifExists().execute();
      await db.schema.dropTable(LINE_TABLE).ifExists().execute();
      await db.schema.dropTable(TRADE_TABLE).ifExists().execute();
    },
  },
};
