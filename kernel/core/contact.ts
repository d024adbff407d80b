/**
 * Contact details, the one place for their patterns: the mobile number (login by SMS, the trial
 * application, the account's bound phone), the SMS verification code, and the free "联系方式"
 * field of the feedback forms (a mobile number, a QQ number or an e-mail address). Pure, shared by
 * the servers (request schemas, checks) and the pages (form validation).
 */

/** A mainland mobile number has this many digits. */
export const MOBILE_LENGTH = 11;
/** An SMS verification code has this many digits. */
export const SMS_CODE_LENGTH = 6;

/** The source of the mobile pattern, for JSON schemas (`Type.String({ pattern: MOBILE_PATTERN_SOURCE })`). */
export const MOBILE_PATTERN_SOURCE = '^1\\d{10}$';
/** A mobile number: 11 digits starting with 1. */
export const MOBILE_PATTERN = new RegExp(MOBILE_PATTERN_SOURCE);
/** The source of the SMS code pattern, for JSON schemas. */
export const SMS_CODE_PATTERN_SOURCE = '^\\d{6}$';
/** An SMS verification code: 6 digits. */
export const SMS_CODE_PATTERN = new RegExp(SMS_CODE_PATTERN_SOURCE);
/** A QQ number: 5 to 12 digits, not starting with 0. */
export const QQ_PATTERN = /^[1-9]\d{4,11}$/;
/** An e-mail address, loosely: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True for a mobile number (exactly: no spaces, no country code). */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** True for a 6-digit SMS verification code. */
export function isSmsCode(value: string): boolean {
  return SMS_CODE_PATTERN.test(value);
}

export function isQq(value: string): boolean {
  return QQ_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** A "联系方式" as the feedback forms accept it: a mobile number, a QQ number or an e-mail address (trimmed). */
export function isContact(value: string): boolean {
  const text = value.trim();
  return isMobile(text) || isQq(text) || isEmail(text);
}

/** Keeps only digits, cut to `max` characters (what a phone or code input holds). */
export function digitsOnly(value: string, max = Infinity): string {
  return value.replace(/\D+/g, '').slice(0, max);
}

