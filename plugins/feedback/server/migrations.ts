import type { Kysely, Migration } from 'kysely';

export const FEEDBACK_TABLE = 'feedback_entry';

export interface FeedbackRow {
  id: string;
  description: string;
  mobile: string;
  name: string;
  src_type: string;
  /** The member who sent it, or null for a visitor. */
  global_id: string | null;
  ip: string;
  created_at: number;
}

/** The feedback plugin's migrations, tracked in `_migrations_feedback`. */
export const feedbackMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(FEEDBACK_TABLE)
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('description', 'varchar(500)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('name', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('src_type', 'varchar(8)', (c) => c.notNull())
        .addColumn('global_id', 'varchar(64)')
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // The rate limit counts an address's recent entries.
      await db.schema.createIndex('feedback_entry_ip_created_idx').on(FEEDBACK_TABLE).columns(['ip', 'created_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(FEEDBACK_TABLE).ifExists().execute();
    },
  },
};
