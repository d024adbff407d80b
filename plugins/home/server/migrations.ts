import type { Kysely, Migration } from 'kysely';
import {
  CONTROL_CASE_TABLE,
  COOPERATE_TABLE,
  COST_SHARE_TABLE,
  ENTERPRISE_CASE_TABLE,
  ENTERPRISE_PROFILE_TABLE,
  ENTERPRISE_TABLE,
  POP_FLAG_TABLE,
  VIDEO_TABLE,
} from './tables';

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
  /** The recommended enterprises' detail page: profile (with qualifications and regions as JSON) and cases. */
  '002_enterprise_profile': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(ENTERPRISE_PROFILE_TABLE)
        .addColumn('enterprise_id', 'integer', (c) => c.primaryKey())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('founded', 'integer', (c) => c.notNull())
        .addColumn('registered_capital', 'integer', (c) => c.notNull())
        .addColumn('staff', 'integer', (c) => c.notNull())
        .addColumn('cost_engineers', 'integer', (c) => c.notNull())
        .addColumn('address', 'varchar(100)', (c) => c.notNull())
        .addColumn('contact_person', 'varchar(20)', (c) => c.notNull())
        .addColumn('phone', 'varchar(30)', (c) => c.notNull())
        .addColumn('email', 'varchar(80)', (c) => c.notNull())
        .addColumn('qualifications', 'text', (c) => c.notNull())
        .addColumn('regions', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(ENTERPRISE_CASE_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('enterprise_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('region', 'varchar(30)', (c) => c.notNull())
        .addColumn('building_use', 'varchar(20)', (c) => c.notNull())
        .addColumn('scale', 'varchar(40)', (c) => c.notNull())
        .addColumn('service', 'varchar(60)', (c) => c.notNull())
        .addColumn('investment', 'double precision', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('home_enterprise_case_enterprise').on(ENTERPRISE_CASE_TABLE).columns(['enterprise_id', 'sort']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(ENTERPRISE_CASE_TABLE).ifExists().execute();
      await db.schema.dropTable(ENTERPRISE_PROFILE_TABLE).ifExists().execute();
    },
  },
};
