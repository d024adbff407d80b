import { serviceKey } from '@kernel/server/services';

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
  send(mobile: string, type: 'login' | 'trial', address?: string): Promise<void>;
  /** Checks and uses up a code (limited attempts). */
  verify(mobile: string, type: 'login' | 'trial', code: string): Promise<boolean>;
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
}
export const AccountDirectory = serviceKey<AccountDirectory>('account.directory');
