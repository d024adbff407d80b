import type { Kysely, Migration } from 'kysely';

/**
 * The account plugin's tables. Portable column types only (integer, bigint, varchar, text), so
 * the same migration runs on SQLite and PostgreSQL. Secrets (passwords, tokens, tickets, codes,
 * captcha answers) are never stored in clear: only their scrypt or SHA-256 digests.
 */
export const init001: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('account_users')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('global_id', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('account_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('enterprise_id', 'integer', (c) => c.references('account_users.id'))
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('avatar_small', 'text')
      .addColumn('avatar_big', 'text')
      .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_login_at', 'bigint')
      .execute();

    await db.schema
      .createTable('account_phones')
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account_users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('account_phones_pk', ['mobile', 'user_id'])
      .execute();
    await db.schema.createIndex('account_phones_user_idx').on('account_phones').column('user_id').execute();

    await db.schema
      .createTable('account_sessions')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account_users.id').onDelete('cascade'))
      .addColumn('cas_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('login_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('keep_login', 'integer', (c) => c.notNull())
      .addColumn('is_new_user', 'integer', (c) => c.notNull())
      .addColumn('device', 'varchar(100)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('sso_id', 'varchar(64)')
      .addColumn('sse_alive_at', 'bigint')
      .execute();
    await db.schema.createIndex('account_sessions_user_idx').on('account_sessions').column('user_id').execute();
    await db.schema.createIndex('account_sessions_cas_idx').on('account_sessions').column('cas_id').execute();

    await db.schema
      .createTable('account_sso')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account_users.id').onDelete('cascade'))
      .addColumn('keep_login', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();

    await db.schema
      .createTable('account_tickets')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account_users.id').onDelete('cascade'))
      .addColumn('sso_id', 'varchar(64)')
      .addColumn('keep_login', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();

    await db.schema
      .createTable('account_qr')
      .addColumn('uuid', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('account_users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .addColumn('used_at', 'bigint')
      .execute();

    await db.schema
      .createTable('account_captchas')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();

    await db.schema
      .createTable('account_validate_tokens')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();

    await db.schema
      .createTable('account_sms_codes')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('account_sms_codes_mobile_idx')
      .on('account_sms_codes')
      .columns(['mobile', 'type', 'created_at'])
      .execute();

    await db.schema
      .createTable('account_sms_throttle')
      .addColumn('mobile', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('account_sms_outbox')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_sms_outbox_mobile_idx')
      .on('account_sms_outbox')
      .columns(['mobile', 'created_at'])
      .execute();

    await db.schema
      .createTable('account_login_failures')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('scope', 'varchar(16)', (c) => c.notNull())
      .addColumn('subject', 'varchar(100)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_login_failures_subject_idx')
      .on('account_login_failures')
      .columns(['scope', 'subject', 'created_at'])
      .execute();

    await db.schema
      .createTable('account_multi_login')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('account_users.id').onDelete('cascade'))
      .addColumn('pending_key', 'integer', (c) => c.unique())
      .addColumn('username', 'varchar(64)', (c) => c.notNull())
      .addColumn('device', 'varchar(100)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('answered_at', 'bigint')
      .execute();
    await db.schema.createIndex('account_multi_login_user_idx').on('account_multi_login').column('user_id').execute();

    await db.schema
      .createTable('account_server_key')
      .addColumn('slot', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('key_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<any>) {
    for (const table of [
      'account_server_key',
      'account_multi_login',
      'account_login_failures',
      'account_sms_outbox',
      'account_sms_throttle',
      'account_sms_codes',
      'account_validate_tokens',
      'account_captchas',
      'account_qr',
      'account_tickets',
      'account_sso',
      'account_sessions',
      'account_phones',
      'account_users',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
