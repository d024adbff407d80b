import type { AccountDb } from './tables';
import { randomId } from './tokens';

/** Failed logins are counted per account name (as typed) and per IP over this window. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** From this many failures on: a login needs a solved captcha (validateData). */
export const CAPTCHA_AFTER_FAILURES = 3;
/** From this many failures on: logins are refused until the window has passed. */
export const LOCK_AFTER_FAILURES = 10;

export interface LimitState {
  /** Refuse: 登录失败次数过多，请15分钟后再试. */
  locked: boolean;
  /** Ask for a captcha first. */
  captcha: boolean;
}

/** Normalises what the user typed, so that "Demo_User " and "demo_user" count together. */
export function accountSubject(username: string): string {
  return username.trim().toLowerCase().slice(0, 100);
}

/**
 * Failed-login accounting (table account_login_failures). Unknown usernames are counted exactly
 * like known ones, so the answers never tell which usernames exist.
 */
export class LoginLimiter {
  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
  ) {}

  private async count(scope: 'account' | 'ip', subject: string): Promise<number> {
    const row = await this.db
      .selectFrom('account_login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .where('created_at', '>', this.now() - FAILURE_WINDOW_MS)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async state(username: string, ip: string): Promise<LimitState> {
    const failures = Math.max(await this.count('account', accountSubject(username)), await this.count('ip', ip.slice(0, 100)));
    return { locked: failures >= LOCK_AFTER_FAILURES, captcha: failures >= CAPTCHA_AFTER_FAILURES };
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const now = this.now();
    await this.db
      .insertInto('account_login_failures')
      .values([
        { id: randomId(), scope: 'account', subject: accountSubject(username), created_at: now },
        { id: randomId(), scope: 'ip', subject: ip.slice(0, 100), created_at: now },
      ])
      .execute();
  }

  /** After a successful login: the account's count starts again (the IP's does not). */
  async clearAccount(username: string): Promise<void> {
    await this.db
      .deleteFrom('account_login_failures')
      .where('scope', '=', 'account')
      .where('subject', '=', accountSubject(username))
      .execute();
  }

  async purge(): Promise<void> {
    await this.db.deleteFrom('account_login_failures').where('created_at', '<=', this.now() - FAILURE_WINDOW_MS).execute();
  }
}
