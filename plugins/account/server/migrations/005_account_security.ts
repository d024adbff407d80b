import type { Kysely, Migration } from 'kysely';

/**
 * Account security and enterprise sub-accounts, on `account_users`:
 * - `disabled_at`: a sub-account its enterprise disabled (cannot log in; null = enabled);
 * - `deleted_at`: a deleted account (personal data removed, the row and its name kept so that the
 *   name stays reserved);
 * - `shares_rights`: a sub-account that shares its enterprise's rights (0/1);
 * - `password_changed_at`: the last password change in the user centre.
 */
export const accountSecurity005: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('account_users').addColumn('disabled_at', 'bigint').execute();
    await db.schema.alterTable('account_users').addColumn('deleted_at', 'bigint').execute();
    await db.schema.alterTable('account_users').addColumn('shares_rights', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('account_users').addColumn('password_changed_at', 'bigint').execute();
    await db.schema.createIndex('account_users_enterprise_idx').on('account_users').column('enterprise_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('account_users_enterprise_idx').execute();
    for (const column of ['password_changed_at', 'shares_rights', 'deleted_at', 'disabled_at']) {
      await db.schema.alterTable('account_users').dropColumn(column).execute();
    }
  },
};
