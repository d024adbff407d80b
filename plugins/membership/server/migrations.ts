import type { Kysely, Migration } from 'kysely';
import { RIGHTS_TABLE, TRIAL_TABLE } from './tables';

/** The membership plugin's migrations, tracked in `_migrations_membership`. */
export const membershipMigrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(RIGHTS_TABLE)
        .addColumn('global_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('vip_until', 'bigint')
        .addColumn('project_cost_vip', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('m2_can_use', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable(TRIAL_TABLE)
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('real_name', 'varchar(40)', (c) => c.notNull())
        .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
        .addColumn('company_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('province', 'varchar(40)', (c) => c.notNull())
        .addColumn('city', 'varchar(60)', (c) => c.notNull())
        .addColumn('source', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('applied_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        // One trial per account, ever: the database enforces it too.
        .addUniqueConstraint('membership_trial_global_id_key', ['global_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(TRIAL_TABLE).ifExists().execute();
      await db.schema.dropTable(RIGHTS_TABLE).ifExists().execute();
    },
  },
};
