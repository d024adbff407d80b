import type { Kysely, Migration } from 'kysely';
import { GRANTS_TABLE, RIGHTS_TABLE, TRIAL_TABLE } from './tables';

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
  '002_grants': {
    async up(db: Kysely<any>) {
      // The ends of the per-column rights a purchase gives (the end of 全站通VIP stays vip_until).
      for (const column of ['single_project_until', 'unit_price_until', 'project_cost_until']) {
        await db.schema.alterTable(RIGHTS_TABLE).addColumn(column, 'bigint').execute();
      }
      await db.schema
        .createTable(GRANTS_TABLE)
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('global_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('right_name', 'varchar(32)', (c) => c.notNull())
        .addColumn('plan_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        .addColumn('source', 'varchar(16)', (c) => c.notNull())
        .addColumn('source_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        // One grant per right of a purchase: a repeated notification adds nothing.
        .addUniqueConstraint('membership_grants_source_key', ['source', 'source_id', 'right_name'])
        .execute();
      await db.schema.createIndex('membership_grants_global_id_idx').on(GRANTS_TABLE).column('global_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(GRANTS_TABLE).ifExists().execute();
      for (const column of ['single_project_until', 'unit_price_until', 'project_cost_until']) {
        await db.schema.alterTable(RIGHTS_TABLE).dropColumn(column).execute();
      }
    },
  },
};
