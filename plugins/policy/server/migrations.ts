import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '@kernel/server/sql';
import { DOCUMENT_FTS_TABLE, DOCUMENT_TABLE, PASSAGE_FTS_TABLE, PASSAGE_TABLE, QUESTION_TABLE } from './tables';

export { dialectOf };


/**
 * The policy plugin's migrations, tracked in `_migrations_policy`: the documents, their passages,
 * the AI question log, and the full-text indexes of the database in use (tables.ts):
 * - SQLite: FTS5 contentless tables (rowid = the row's id; `contentless_delete` so that a row can
 *   be removed), tokenizer unicode61 over the space-joined segmented tokens, '.' kept inside a token
 *   (168.5 is one token, as in PostgreSQL's tsvector, so both count the same tokens);
 * - PostgreSQL: `tsv` columns generated from the tokens (to_tsvector('simple'); the title weighted
 *   'A' on the document) with GIN indexes.
 */
export const policyMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      const dialect = await dialectOf(db);
      await db.schema
        .createTable(DOCUMENT_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('doc_no', 'varchar(60)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('issuer', 'varchar(80)', (c) => c.notNull())
        .addColumn('level', 'varchar(10)', (c) => c.notNull())
        .addColumn('area_id', 'integer', (c) => c.notNull())
        .addColumn('province_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('publish_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('effective_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('replaces_id', 'integer')
        .addColumn('summary', 'varchar(300)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('title_tokens', 'text', (c) => c.notNull())
        .addColumn('tokens', 'text', (c) => c.notNull())
        .addColumn('token_count', 'integer', (c) => c.notNull())
        .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('sample'))
        .execute();
      await db.schema.createIndex('policy_document_publish').on(DOCUMENT_TABLE).columns(['publish_date']).execute();
      await db.schema.createIndex('policy_document_province').on(DOCUMENT_TABLE).columns(['province_id', 'publish_date']).execute();
      await db.schema.createIndex('policy_document_type').on(DOCUMENT_TABLE).columns(['type', 'publish_date']).execute();
      await db.schema.createIndex('policy_document_replaces').on(DOCUMENT_TABLE).columns(['replaces_id']).execute();

      await db.schema
        .createTable(PASSAGE_TABLE)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('policy_id', 'integer', (c) => c.notNull())
        .addColumn('ord', 'integer', (c) => c.notNull())
        .addColumn('heading', 'varchar(200)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('tokens', 'text', (c) => c.notNull())
        .addColumn('token_count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('policy_passage_document').on(PASSAGE_TABLE).columns(['policy_id', 'ord']).execute();

      await db.schema
        .createTable(QUESTION_TABLE)
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('question', 'varchar(200)', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('sources', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('provider', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('policy_question_member').on(QUESTION_TABLE).columns(['global_id', 'created_at']).execute();

      if (dialect === 'postgres') {
        await sql`alter table ${sql.table(DOCUMENT_TABLE)} add column tsv tsvector generated always as (setweight(to_tsvector('simple', title_tokens), 'A') || to_tsvector('simple', tokens)) stored`.execute(db);
        await sql`create index policy_document_tsv on ${sql.table(DOCUMENT_TABLE)} using gin (tsv)`.execute(db);
        await sql`alter table ${sql.table(PASSAGE_TABLE)} add column tsv tsvector generated always as (to_tsvector('simple', tokens)) stored`.execute(db);
        await sql`create index policy_passage_tsv on ${sql.table(PASSAGE_TABLE)} using gin (tsv)`.execute(db);
      } else {
        await sql`create virtual table ${sql.table(DOCUMENT_FTS_TABLE)} using fts5(title_tokens, tokens, content='', contentless_delete=1, tokenize = "unicode61 remove_diacritics 0 tokenchars '.'")`.execute(db);
        await sql`create virtual table ${sql.table(PASSAGE_FTS_TABLE)} using fts5(tokens, content='', contentless_delete=1, tokenize = "unicode61 remove_diacritics 0 tokenchars '.'")`.execute(db);
      }
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(PASSAGE_FTS_TABLE).ifExists().execute();
      await db.schema.dropTable(DOCUMENT_FTS_TABLE).ifExists().execute();
      await db.schema.dropTable(QUESTION_TABLE).ifExists().execute();
      await db.schema.dropTable(PASSAGE_TABLE).ifExists().execute();
      await db.schema.dropTable(DOCUMENT_TABLE).ifExists().execute();
    },
  },
};
