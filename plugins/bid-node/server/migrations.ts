import type { Kysely, Migration } from 'kysely';
import { LIKE_TABLE } from './tables';

/** The bid-node plugin's migrations, tracked in `_migrations_bid-node`. */
export const bidNodeMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(LIKE_TABLE)
        .addColumn('bid_node_id', 'integer', (c) => c.notNull())
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // One like per member and single project; the pair's index also serves the counts per node.
        .addPrimaryKeyConstraint('bid_node_like_pk', ['bid_node_id', 'global_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(LIKE_TABLE).ifExists().execute();
    },
  },
};
