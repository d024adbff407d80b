import type { Kysely } from 'kysely';
import { contributionKey, serviceKey } from '@kernel/server/services';

/**
 * What an SMS code is for: each kind has its own codes (a login code cannot reset a password).
 * login 登录, trial 申请试用, register 注册, reset 找回密码, phone 绑定/更换手机号 (sent to the new
 * phone), delete 注销账号 (sent to the account's bound phone).
 */
export type SmsCodeType = 'login' | 'trial' | 'register' | 'reset' | 'phone' | 'delete';

/**
 * Server-side services the account plugin offers plugins that depend on it (provided in its
 * routes(); see kernel/server/services.ts).
 */
export interface SmsCodes {
  /**
   * Sends a 6-digit code to the phone (one per phone per 60 s, a cap per client `address` per hour
   * and a site-wide cap per minute; the development outbox of a demo install unless a real
   * provider is configured). Rejects with a BusinessError carrying a Chinese message.
   */
  send(mobile: string, type: SmsCodeType, address?: string): Promise<void>;
  /** Checks and uses up a code (limited attempts). */
  verify(mobile: string, type: SmsCodeType, code: string): Promise<boolean>;
}
export const SmsCodes = serviceKey<SmsCodes>('account.sms');

export interface Captchas {
  /** Uses up a validateData made by solving the captcha; false when unknown, used or expired. */
  consume(validateData: string): Promise<boolean>;
}
export const Captchas = serviceKey<Captchas>('account.captcha');

export interface AccountDirectory {
  /** The account behind a globalId, or null. */
  find(globalId: string): Promise<{ globalId: string; accountName: string; fullName: string; kind: 'personal' | 'entMain' | 'entSub' } | null>;
  /**
   * Whose purchased rights this account also holds: for an enabled enterprise sub-account that
   * shares the enterprise's rights, its main account's globalId; otherwise null.
   */
  rightsSourceOf(globalId: string): Promise<string | null>;
  /** The account of a username (as typed at login), or null. */
  findByAccountName(accountName: string): Promise<{ globalId: string; accountName: string; fullName: string; kind: 'personal' | 'entMain' | 'entSub' } | null>;
  /** The member's invite code (made on first need, as `GET /pb/api/web/inviteCode` answers it); null for an unknown member. */
  inviteCodeOf(globalId: string): Promise<string | null>;
  /** The member behind an invite code (any case, blanks ignored), or null. */
  inviterOf(code: string): Promise<{ globalId: string; accountName: string } | null>;
}
export const AccountDirectory = serviceKey<AccountDirectory>('account.directory');

/**
 * Hooks other server plugins contribute (`ctx.services.contribute(AccountLifecycle, '<plugin id>', …)`
 * in their `services` hook), run by the account plugin inside its own transaction, so that what
 * they write commits or rolls back with the account change.
 */
export interface AccountLifecycleHooks {
  /**
   * A new member registered (`inviterGlobalId`: whose valid invite code was used, or null).
   * Runs in the registration's transaction; a throw rolls the registration back.
   */
  registered?(trx: Kysely<any>, event: { globalId: string; inviterGlobalId: string | null; at: number }): Promise<void>;
  /**
   * An account is being deleted: remove or anonymise the plugin's personal data of it (ledgers are
   * kept: the globalId stays as an opaque key that no longer leads to a person). Runs in the
   * deletion's transaction.
   */
  deleting?(trx: Kysely<any>, event: { globalId: string; at: number }): Promise<void>;
}
export const AccountLifecycle = contributionKey<AccountLifecycleHooks>('account.lifecycle');
