import type { Kysely } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../shared/demo';
import { hashPassword } from './passwords';
import { securityDb } from './security-state';
import { accountDb } from './tables';

/**
 * The demo enterprise's sub-accounts that share its rights (子账号管理's 共享企业权益): ent_staff
 * does, ent_guest does not (the glossary gives ent_guest no rights).
 */
export const DEMO_SHARING = new Set(['ent_staff']);

/** User ids of the demo accounts start here, in the glossary's order. */
export const DEMO_FIRST_ID = 10001;

/**
 * Writes the six demo accounts of the glossary (password Demo@2026, scrypt-hashed, one salt each)
 * and their phone bindings: the plugin's `demo` hook, run at every start in demo mode only.
 * Idempotent: accounts already there (by name) are left alone; one transaction.
 */
export async function seedDemoAccounts(db: Kysely<any>, now: () => number = Date.now): Promise<void> {
  const adb = accountDb(db);
  const names = DEMO_ACCOUNTS.map((a) => a.username.toLowerCase());
  const existing = new Set(
    (await adb.selectFrom('account_users').select('account_name').where('account_name', 'in', names).execute()).map((r) => r.account_name),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.username.toLowerCase()));
  if (missing.length === 0) return;
  const hashes = new Map(await Promise.all(missing.map(async (a) => [a.username, await hashPassword(DEMO_PASSWORD)] as const)));
  const at = now();
  const ids = new Map(DEMO_ACCOUNTS.map((a, i) => [a.username, DEMO_FIRST_ID + i]));
  await adb.transaction().execute(async (trx) => {
    for (const account of missing) {
      const inserted = await trx
        .insertInto('account_users')
        .values({
          id: ids.get(account.username)!,
          global_id: account.globalId,
          account_name: account.username.toLowerCase(),
          full_name: account.fullName,
          kind: account.kind,
          enterprise_id: account.enterprise ? (ids.get(account.enterprise) ?? null) : null,
          password_hash: hashes.get(account.username)!,
          avatar_small: null,
          avatar_big: null,
          login_count: 0,
          created_at: at,
          last_login_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (account.phone && Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
        await trx
          .insertInto('account_phones')
          .values({ mobile: account.phone, user_id: ids.get(account.username)!, created_at: at })
          .onConflict((oc) => oc.columns(['mobile', 'user_id']).doNothing())
          .execute();
      }
      if (DEMO_SHARING.has(account.username) && Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
        await securityDb(trx).updateTable('account_users').set({ shares_rights: 1 }).where('id', '=', ids.get(account.username)!).execute();
      }
    }
  });
}
