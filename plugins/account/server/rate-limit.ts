import { sql, type Transaction } from 'kysely';
import { DEFAULT_LIMITS, type AccountLimits } from './config';
import type { AccountDb, AccountTables, FailureScope } from './tables';
import { randomId } from './tokens';

/** Failed logins are counted over this window (the default; see config.ts). */
export const FAILURE_WINDOW_MS = DEFAULT_LIMITS.failureWindowMs;
/** From this many failures on: a login needs a solved captcha (validateData). */
export const CAPTCHA_AFTER_FAILURES = DEFAULT_LIMITS.captchaAfter;
/** From this many failures of one account from one address on: refused until the window has passed. */
export const LOCK_AFTER_FAILURES = DEFAULT_LIMITS.lockAfter;

/** How long a sign-in from an address makes the account "known" there (address lock exemption). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** Normalises what the user typed, so that "Demo_User " and "demo_user" count together. */
export function accountSubject(username: string): string {
  return username.trim().toLowerCase().slice(0, 40);
}

function addressSubject(ip: string): string {
  return ip.slice(0, 59);
}

export type Trx = Transaction<AccountTables>;

/**
 * Serialises the writers of the given subjects until the transaction ends. SQLite: Kysely runs a
 * transaction on its single connection and every other query waits for it, so nothing more is
 * needed (one process holds the embedded database). PostgreSQL: transaction-level advisory locks,
 * which hold across every server process using the database; taken in sorted order (no deadlock).
 */
export async function lockSubjects(trx: Trx, dialect: 'sqlite' | 'postgres', keys: readonly string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  }
}

/** Why a login may not go on to its password check. */
export type Refusal = 'locked' | 'captcha';

/** A reservation: the failure rows written before the password check. */
export interface Reservation {
  readonly ids: readonly string[];
  /** The validateData the reservation used up (given back when a pre-check passes). */
  readonly captchaUsed: string | null;
}

/**
 * Failed-login accounting (table account_login_failures), in three scopes:
 * - `account` (the name as typed, from every address): from `captchaAfter` failures every login
 *   of that name needs a solved captcha. It never refuses on its own: a stranger's failures must
 *   not lock the owner out.
 * - `account_ip` (the name from one address): from `lockAfter` failures that address is refused
 *   for that name (登录失败次数过多).
 * - `ip` (the address, every name): from `captchaAfter` failures a captcha is needed; from
 *   `addressLockAfter` the address is refused, except for accounts that signed in from it in the
 *   last 30 days (members behind a shared proxy keep their access).
 *
 * The check is atomic: `reserve` counts and writes the failure rows *before* the password is
 * checked, inside one transaction that holds the subjects' locks; a right password then takes its
 * rows back (`release`). So concurrent attempts can never check more passwords than the limits
 * allow. Unknown usernames are counted exactly like known ones.
 */
export class LoginLimiter {
  readonly limits: AccountLimits;

  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
    private readonly dialect: 'sqlite' | 'postgres' = 'sqlite',
    limits: Partial<AccountLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  private async count(trx: Trx | AccountDb, scope: FailureScope, subject: string): Promise<number> {
    const row = await trx
      .selectFrom('account_login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .where('created_at', '>', this.now() - this.limits.failureWindowMs)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private subjects(username: string, ip: string): Record<FailureScope, string> {
    const name = accountSubject(username);
    const address = addressSubject(ip);
    return { account: name, account_ip: `${name}|${address}`, ip: address };
  }

  /** Whether the account signed in from this address lately. */
  private async knownAt(trx: Trx, userId: number | undefined, ip: string): Promise<boolean> {
    if (userId === undefined) return false;
    const row = await trx
      .selectFrom('account_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('ip', '=', ip.slice(0, 64))
      .where('created_at', '>', this.now() - KNOWN_ADDRESS_MS)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Decides whether a login may have its password checked and, if so, records the failure in
   * advance (all three scopes), in one transaction under the subjects' locks. `useCaptcha` is
   * called inside the transaction when a captcha is needed; it uses up the validateData and
   * answers whether it was valid. Answers the reservation, or the refusal.
   */
  async reserve(
    input: { username: string; ip: string; userId: number | undefined },
    useCaptcha: (trx: Trx) => Promise<string | null>,
  ): Promise<Reservation | Refusal> {
    const s = this.subjects(input.username, input.ip);
    return this.db.transaction().execute(async (trx) => {
      await lockSubjects(trx, this.dialect, [`login:account:${s.account}`, `login:ip:${s.ip}`]);
      const [account, accountIp, address] = await Promise.all([
        this.count(trx, 'account', s.account),
        this.count(trx, 'account_ip', s.account_ip),
        this.count(trx, 'ip', s.ip),
      ]);
      if (accountIp >= this.limits.lockAfter) return 'locked';
      if (address >= this.limits.addressLockAfter && !(await this.knownAt(trx, input.userId, input.ip))) return 'locked';
      let captchaUsed: string | null = null;
      if (Math.max(account, accountIp, address) >= this.limits.captchaAfter) {
        captchaUsed = await useCaptcha(trx);
        if (!captchaUsed) return 'captcha';
      }
      const now = this.now();
      const rows = (['account', 'account_ip', 'ip'] as const).map((scope) => ({ id: randomId(), scope, subject: s[scope], created_at: now }));
      await trx.insertInto('account_login_failures').values(rows).execute();
      return { ids: rows.map((r) => r.id), captchaUsed };
    });
  }

  /** A right password: the reservation was no failure. */
  async release(reservation: Reservation): Promise<void> {
    await this.db.deleteFrom('account_login_failures').where('id', 'in', [...reservation.ids]).execute();
  }

  /** The failures in the window of one scope (for tests and diagnostics). */
  failures(scope: FailureScope, username: string, ip: string): Promise<number> {
    return this.count(this.db, scope, this.subjects(username, ip)[scope]);
  }

  /**
   * After a successful login: the account's counts start again (its own and from this address);
   * the address's count does not.
   */
  async clearAccount(username: string, ip: string): Promise<void> {
    const s = this.subjects(username, ip);
    await this.db
      .deleteFrom('account_login_failures')
      .where((eb) =>
        eb.or([
          eb.and([eb('scope', '=', 'account'), eb('subject', '=', s.account)]),
          eb.and([eb('scope', '=', 'account_ip'), eb('subject', '=', s.account_ip)]),
        ]),
      )
      .execute();
  }

  async purge(): Promise<void> {
    await this.db.deleteFrom('account_login_failures').where('created_at', '<=', this.now() - this.limits.failureWindowMs).execute();
  }
}
