import type { Kysely, Migration } from 'kysely';

/**
 * Safe defaults:
 * - `account_payload_nonces`: the nonces of encrypted login payloads already seen (as SHA-256
 *   digests), so that a replayed payload is refused; kept until their timestamp window is over.
 * - `account_sms_counters`: fixed-window counters of SMS sends per client address (hourly) and
 *   for the whole site (per minute), claimed with a conditional upsert.
 * - `account_multi_login.ticket_hash`: the digest of the pre-check ticket that filed an
 *   application (only its holder may withdraw it).
 */
export const safeDefaults003: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('account_payload_nonces')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_payload_nonces_expiry_idx').on('account_payload_nonces').column('expires_at').execute();

    await db.schema
      .createTable('account_sms_counters')
      .addColumn('key', 'varchar(120)', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('account_multi_login').addColumn('ticket_hash', 'varchar(64)').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('account_multi_login').dropColumn('ticket_hash').execute();
    await db.schema.dropTable('account_sms_counters').ifExists().execute();
    await db.schema.dropTable('account_payload_nonces').ifExists().execute();
  },
};
