import type { Kysely, Migration } from 'kysely';
import { CONTENT_TABLE, PROGRESS_TABLE } from './tables';

/** The plugin's migrations, applied in name order and tracked in its own migration table. */
export const studyMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(CONTENT_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('topic', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('summary', 'varchar(300)', (c) => c.notNull())
        .addColumn('author', 'varchar(60)', (c) => c.notNull())
        .addColumn('level', 'varchar(10)', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('parts', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('study_content_topic').on(CONTENT_TABLE).columns(['topic', 'sort']).execute();
      await db.schema
        .createTable(PROGRESS_TABLE)
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('first_at', 'bigint', (c) => c.notNull())
        .addColumn('last_at', 'bigint', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('study_progress_pk', ['global_id', 'content_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(PROGRESS_TABLE).ifExists().execute();
      await db.schema.dropTable(CONTENT_TABLE).ifExists().execute();
    },
  },
};
