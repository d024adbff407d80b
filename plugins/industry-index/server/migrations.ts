import type { Kysely, Migration } from 'kysely';
import { REGION_TABLE, STAT_TABLE } from './tables';

/** The industry-index plugin's migrations, tracked in `_migrations_industry-index`. */
export const industryIndexMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(REGION_TABLE)
        .addColumn('areaid', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'varchar(2)', (c) => c.notNull())
        .addColumn('name', 'varchar(16)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(STAT_TABLE)
        .addColumn('period', 'varchar(8)', (c) => c.notNull())
        .addColumn('areaid', 'integer', (c) => c.notNull())
        .addColumn('series', 'varchar(24)', (c) => c.notNull())
        .addColumn('value', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('industry_stat_pk', ['period', 'areaid', 'series'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(STAT_TABLE).ifExists().execute();
      await db.schema.dropTable(REGION_TABLE).ifExists().execute();
    },
  },
};
