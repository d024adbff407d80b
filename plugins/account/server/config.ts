/**
 * The account plugin's tunable limits, read from the environment (documented in README.md beside
 * this file). Anything unset, empty or not a positive integer falls back to the default.
 */
export interface AccountLimits {
  /** Failed logins in this window count (ms). LOGIN_FAILURE_WINDOW_MINUTES, default 15. */
  readonly failureWindowMs: number;
  /** From this many failures (account, account+address or address) a captcha is needed. LOGIN_CAPTCHA_AFTER, default 3. */
  readonly captchaAfter: number;
  /** From this many failures of one account from one address, that address is refused for it. LOGIN_LOCK_AFTER, default 10. */
  readonly lockAfter: number;
  /**
   * From this many failures from one address (all names), the address is refused for accounts
   * that have not signed in from it in the last 30 days. LOGIN_ADDRESS_LOCK_AFTER, default 30.
   */
  readonly addressLockAfter: number;
  /** Sessions an account may hold at once; the oldest are signed out. MAX_SESSIONS_PER_ACCOUNT, default 10. */
  readonly maxSessions: number;
  /** SMS codes one client address may ask for per hour. SMS_ADDRESS_HOURLY_MAX, default 10. */
  readonly smsPerAddressHour: number;
  /** SMS codes the whole site sends per minute. SMS_GLOBAL_PER_MINUTE, default 30. */
  readonly smsGlobalPerMinute: number;
  /** How old (or how far ahead) an encrypted login payload's timestamp may be (ms). LOGIN_PAYLOAD_MAX_AGE_SECONDS, default 300. */
  readonly payloadMaxAgeMs: number;
}

export const DEFAULT_LIMITS: AccountLimits = {
  failureWindowMs: 15 * 60 * 1000,
  captchaAfter: 3,
  lockAfter: 10,
  addressLockAfter: 30,
  maxSessions: 10,
  smsPerAddressHour: 10,
  smsGlobalPerMinute: 30,
  payloadMaxAgeMs: 5 * 60 * 1000,
};

function positive(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The limits from the environment, with `overrides` (tests) on top. */
export function readLimits(env: NodeJS.ProcessEnv, overrides: Partial<AccountLimits> = {}): AccountLimits {
  const minutes = positive(env.LOGIN_FAILURE_WINDOW_MINUTES);
  const seconds = positive(env.LOGIN_PAYLOAD_MAX_AGE_SECONDS);
  return {
    failureWindowMs: minutes ? minutes * 60 * 1000 : DEFAULT_LIMITS.failureWindowMs,
    captchaAfter: positive(env.LOGIN_CAPTCHA_AFTER) ?? DEFAULT_LIMITS.captchaAfter,
    lockAfter: positive(env.LOGIN_LOCK_AFTER) ?? DEFAULT_LIMITS.lockAfter,
    addressLockAfter: positive(env.LOGIN_ADDRESS_LOCK_AFTER) ?? DEFAULT_LIMITS.addressLockAfter,
    maxSessions: positive(env.MAX_SESSIONS_PER_ACCOUNT) ?? DEFAULT_LIMITS.maxSessions,
    smsPerAddressHour: positive(env.SMS_ADDRESS_HOURLY_MAX) ?? DEFAULT_LIMITS.smsPerAddressHour,
    smsGlobalPerMinute: positive(env.SMS_GLOBAL_PER_MINUTE) ?? DEFAULT_LIMITS.smsGlobalPerMinute,
    payloadMaxAgeMs: seconds ? seconds * 1000 : DEFAULT_LIMITS.payloadMaxAgeMs,
    ...overrides,
  };
}
