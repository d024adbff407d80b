import type { Kysely, Migration } from 'kysely';

/**
 * The session (the phone) that confirmed a QR code: the multi-login pre-check of a QR login does
 * not count that device as "logged in elsewhere" (confirming is its consent).
 */
export const qrConfirmedSession002: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('account_qr').addColumn('confirmed_session', 'varchar(32)').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('account_qr').dropColumn('confirmed_session').execute();
  },
};
