import type { Kysely, Transaction } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import { SecurityMessages, SecurityStatus } from '../shared/security';
import { Msg } from './messages';
import type { AccountDb, AccountTables, UserRow } from './tables';

/** The columns migration 005 adds to account_users (see migrations/005_account_security.ts). */
export interface SecurityColumns {
  disabled_at: number | null;
  deleted_at: number | null;
  shares_rights: number;
  password_changed_at: number | null;
}

export type SecureUserRow = UserRow & SecurityColumns;

/** account_users with the security columns, for the queries of this part of the plugin. */
export interface SecurityTables extends Omit<AccountTables, 'account_users'> {
  account_users: SecureUserRow;
}

export type SecurityDb = Kysely<SecurityTables>;
export type SecurityTrx = Transaction<SecurityTables>;

export function securityDb(db: AccountDb | Kysely<any>): SecurityDb {
  return db as unknown as SecurityDb;
}

/** The account with its security columns, or undefined. */
export function secureUser(db: AccountDb | Kysely<any>, userId: number): Promise<SecureUserRow | undefined> {
  return securityDb(db).selectFrom('account_users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/**
 * Refuses a login of an account that may not log in: a deleted account answers like an unknown
 * name (用户名或密码错误), a disabled sub-account 该账号已被企业管理员停用，请联系企业管理员.
 * Called by the completion every login ends with (login.ts).
 */
export async function assertCanLogin(db: AccountDb | Kysely<any>, userId: number): Promise<void> {
  const row = await securityDb(db)
    .selectFrom('account_users')
    .select(['disabled_at', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.deleted_at !== null) throw new BusinessError(401, Msg.badCredentials);
  if (row.disabled_at !== null) throw new BusinessError(SecurityStatus.FAILED, SecurityMessages.accountDisabled);
}

/**
 * Ends sessions of an account inside a transaction: every usable session (or every one but
 * `keepSessionId`), the SSO sessions behind them (or the browsers could come straight back by
 * ticket), the unused tickets and login tokens, and QR codes confirmed but not yet used. Answers
 * the ids of the sessions ended (their login streams are closed after the commit).
 */
export async function endSessions(trx: SecurityTrx, userId: number, at: number, keepSessionId?: string): Promise<string[]> {
  const keep = keepSessionId
    ? await trx.selectFrom('account_sessions').select(['id', 'sso_id']).where('id', '=', keepSessionId).executeTakeFirst()
    : undefined;
  let sessions = trx.selectFrom('account_sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keep) sessions = sessions.where('id', '!=', keep.id);
  const ended = (await sessions.execute()).map((r) => r.id);
  if (ended.length > 0) {
    await trx.updateTable('account_sessions').set({ revoked_at: at, sse_alive_at: null }).where('id', 'in', ended).where('revoked_at', 'is', null).execute();
  }
  let sso = trx.updateTable('account_sso').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keep?.sso_id) sso = sso.where('id', '!=', keep.sso_id);
  await sso.execute();
  let tickets = trx.updateTable('account_tickets').set({ used_at: at }).where('user_id', '=', userId).where('used_at', 'is', null);
  if (keep?.sso_id) tickets = tickets.where((eb) => eb.or([eb('sso_id', 'is', null), eb('sso_id', '!=', keep.sso_id)]));
  await tickets.execute();
  await trx
    .updateTable('account_qr')
    .set({ status: 'used', used_at: at })
    .where('user_id', '=', userId)
    .where('status', 'in', ['scanned', 'confirmed'])
    .execute();
  return ended;
}
