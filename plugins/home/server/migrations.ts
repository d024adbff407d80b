import type { Kysely, Migration } from 'kysely';
import { CONTROL_CASE_TABLE, COOPERATE_TABLE, COST_SHARE_TABLE, ENTERPRISE_TABLE, POP_FLAG_TABLE, VIDEO_TABLE } from './tables';

/** The home plugin's migrations, tracked in `_migrations_home`. */
export const homeMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(ENTERPRISE_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('short_name', 'varchar(8)', (c) => c.notNull())
        .addColumn('city', 'varchar(20)', (c) => c.notNull())
        .addColumn('qualification', 'varchar(20)', (c) => c.notNull())
        .addColumn('services', 'varchar(200)', (c) => c.notNull())
        .addColumn('contributed', 'integer', (c) => c.notNull())
        .addColumn('since', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(VIDEO_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('speaker', 'varchar(40)', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('duration', 'integer', (c) => c.notNull())
        .addColumn('cover', 'varchar(200)', (c) => c.notNull())
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(COOPERATE_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(CONTROL_CASE_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('region', 'varchar(20)', (c) => c.notNull())
        .addColumn('building_use', 'varchar(20)', (c) => c.notNull())
        .addColumn('saving_rate', 'double precision', (c) => c.notNull())
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(COST_SHARE_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('author', 'varchar(40)', (c) => c.notNull())
        .addColumn('tag', 'varchar(20)', (c) => c.notNull())
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(POP_FLAG_TABLE)
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('pop_enum', 'varchar(20)', (c) => c.notNull())
        .addColumn('closed_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('home_pop_flag_pk', ['global_id', 'pop_enum'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [POP_FLAG_TABLE, COST_SHARE_TABLE, CONTROL_CASE_TABLE, COOPERATE_TABLE, VIDEO_TABLE, ENTERPRISE_TABLE]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
};
