import type { Kysely, Migration } from 'kysely';

/**
 * Registration, consent and invites:
 * - `account_consents`: each consent to the 用户协议 and 隐私政策 (versions, time, client address),
 *   one row per account at registration;
 * - `account_invite_codes`: each member's invite code (made on first need, unique);
 * - `account_invitations`: who invited whom; `invitee_id` is the key, so an inviter is credited at
 *   most once per new member.
 */
export const registration004: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('account_consents')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account_users.id').onDelete('cascade'))
      .addColumn('agreement_version', 'varchar(20)', (c) => c.notNull())
      .addColumn('privacy_version', 'varchar(20)', (c) => c.notNull())
      .addColumn('consented_at', 'bigint', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)')
      .execute();
    await db.schema.createIndex('account_consents_user_idx').on('account_consents').column('user_id').execute();

    await db.schema
      .createTable('account_invite_codes')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('account_users.id').onDelete('cascade'))
      .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('account_invitations')
      .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('account_users.id').onDelete('cascade'))
      .addColumn('inviter_id', 'integer', (c) => c.notNull().references('account_users.id').onDelete('cascade'))
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_invitations_inviter_idx').on('account_invitations').column('inviter_id').execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['account_invitations', 'account_invite_codes', 'account_consents']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
