import type { Kysely } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../shared/demo';
import { hashPassword } from './passwords';
import { accountDb } from './tables';

/** User ids of the demo accounts start here, in the glossary's order. */
export const DEMO_FIRST_ID = 10001;

/**
 * Seeds the six demo accounts of the glossary (password Demo@2026, scrypt-hashed, one salt each)
 * and their phone bindings. Only when the users table is empty; one transaction.
 */
export async function seedDemoAccounts(db: Kysely<any>, now: () => number = Date.now): Promise<void> {
  const adb = accountDb(db);
  const existing = await adb.selectFrom('account_users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const at = now();
  const ids = new Map(DEMO_ACCOUNTS.map((a, i) => [a.username, DEMO_FIRST_ID + i]));
  await adb.transaction().execute(async (trx) => {
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      await trx
        .insertInto('account_users')
        .values({
          id: ids.get(account.username)!,
          global_id: account.globalId,
          account_name: account.username.toLowerCase(),
          full_name: account.fullName,
          kind: account.kind,
          enterprise_id: account.enterprise ? (ids.get(account.enterprise) ?? null) : null,
          password_hash: hashes[i]!,
          avatar_small: null,
          avatar_big: null,
          login_count: 0,
          created_at: at,
          last_login_at: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      if (account.phone) {
        await trx
          .insertInto('account_phones')
          .values({ mobile: account.phone, user_id: ids.get(account.username)!, created_at: at })
          .onConflict((oc) => oc.columns(['mobile', 'user_id']).doNothing())
          .execute();
      }
    }
  });
}
