import { digitsOnly, isMobile, isSmsCode, MOBILE_LENGTH, SMS_CODE_LENGTH } from '@kernel/core/contact';

/**
 * Validation of the login forms, pure functions (the mobile and code patterns are the kernel's
 * contact rules). Messages are the glossary's.
 */
export const LoginLimits = {
  usernameMax: 32,
  passwordMin: 8,
  passwordMax: 50,
  phoneLength: MOBILE_LENGTH,
  codeLength: SMS_CODE_LENGTH,
} as const;

export const LoginMessages = {
  usernameRequired: '用户名不能为空',
  passwordRequired: '密码不能为空',
  passwordTooShort: '密码长度不能小于8位',
  phoneRequired: '请输入手机号',
  phoneLength: '请输入11位手机号',
  phoneFormat: '手机号格式错误',
  codeInvalid: '请输入6位数字验证码',
  codeSent: '验证码已发送',
} as const;

export { digitsOnly };

/** Spaces (any whitespace) are filtered from the login inputs. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

export const sanitizeUsername = (value: string): string => stripSpaces(value).slice(0, LoginLimits.usernameMax);
export const sanitizePassword = (value: string): string => stripSpaces(value).slice(0, LoginLimits.passwordMax);
export const sanitizePhone = (value: string): string => digitsOnly(value, LoginLimits.phoneLength);
export const sanitizeCode = (value: string): string => digitsOnly(value, LoginLimits.codeLength);

export function validateUsername(value: string): string | null {
  return stripSpaces(value) === '' ? LoginMessages.usernameRequired : null;
}

export function validatePassword(value: string): string | null {
  const password = stripSpaces(value);
  if (password === '') return LoginMessages.passwordRequired;
  if (password.length < LoginLimits.passwordMin) return LoginMessages.passwordTooShort;
  return null;
}

export function validatePhone(value: string): string | null {
  const phone = value.trim();
  if (phone === '') return LoginMessages.phoneRequired;
  if (phone.length !== LoginLimits.phoneLength) return LoginMessages.phoneLength;
  if (!isMobile(phone)) return LoginMessages.phoneFormat;
  return null;
}

export function validateCode(value: string): string | null {
  return isSmsCode(value.trim()) ? null : LoginMessages.codeInvalid;
}

export interface FieldErrors<K extends string> {
  /** The first error in field order, or null when the form is valid. */
  readonly first: string | null;
  readonly fields: Partial<Record<K, string>>;
}

function collect<K extends string>(checks: readonly (readonly [K, string | null])[]): FieldErrors<K> {
  const fields: Partial<Record<K, string>> = {};
  let first: string | null = null;
  for (const [key, message] of checks) {
    if (!message) continue;
    fields[key] = message;
    first ??= message;
  }
  return { first, fields };
}

export function validateAccountLogin(input: { username: string; password: string }): FieldErrors<'username' | 'password'> {
  return collect([
    ['username', validateUsername(input.username)],
    ['password', validatePassword(input.password)],
  ] as const);
}

export function validatePhoneLogin(input: { mobile: string; code: string }): FieldErrors<'mobile' | 'code'> {
  return collect([
    ['mobile', validatePhone(input.mobile)],
    ['code', validateCode(input.code)],
  ] as const);
}

/** The send-code button's label while counting down, e.g. `58秒后重新获取`. */
export function countdownLabel(seconds: number): string {
  return `${seconds}秒后重新获取`;
}

export const SMS_COUNTDOWN_SECONDS = 60;
