/**
 * Registration, password reset and invites: the endpoints, the rules and their Chinese messages,
 * shared by the client (validation before the call) and the server (the same checks, authoritative).
 */
import { isMobile, isSmsCode } from '@kernel/core/contact';

export const RegistrationPaths = {
  /**
   * POST form RegisterRequest (SMS code of type `register`) → LoginAnswer (the new member is logged
   * in, exactly as by the phone login). Refusals: statusCode 400 with one of RegistrationMessages.
   */
  register: '/api/web/register',
  /**
   * POST form ResetPasswordRequest (SMS code of type `reset`) → ResetPasswordAnswer. A phone bound
   * to several accounts answers `needChoice` with the accounts (the code is not used up); the
   * request is repeated with the chosen `globalId`. Every session of the account is signed out.
   */
  resetPassword: '/api/web/resetPassword',
  /** GET (login) → InviteInfo: the member's invite code (made on first need) and how many it invited. */
  inviteCode: '/pb/api/web/inviteCode',
} as const;

/** Status codes of the refusals (inside the envelope, HTTP 200). */
export const RegistrationStatus = {
  /** A rule of the form is not met (the message says which). */
  INVALID: 400,
  /** The registration could not be completed (a part of the site refused it); nothing was kept. */
  NOT_COMPLETED: 460,
  /** Too many reset attempts from this address or for this phone. */
  LOCKED: 490,
} as const;

export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
/** Invite codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * The versions of the texts a member consents to at registration (stored with the account). Change
 * them when /about/agreement or /about/privacy change in substance.
 */
export const AGREEMENT_VERSION = '2026-11-01';
export const PRIVACY_VERSION = '2026-11-01';

export const RegistrationMessages = {
  mobileRequired: '请输入手机号',
  mobileFormat: '请输入正确的11位手机号',
  codeInvalid: '请输入6位数字验证码',
  usernameRequired: '请输入用户名',
  usernameTooLong: `用户名长度不能超过${USERNAME_MAX}位`,
  usernameSpaces: '用户名不能包含空格',
  usernameInvalid: '用户名含有无效字符',
  /** Taken and reserved names alike (a name is never told apart from a reserved one). */
  usernameUnavailable: '该用户名不可用',
  passwordRequired: '请输入密码',
  passwordLength: `密码长度为${PASSWORD_MIN}-${PASSWORD_MAX}位`,
  passwordSpaces: '密码不能包含空格',
  passwordChars: '密码只能由字母、数字和英文符号组成',
  passwordKinds: '密码需包含字母、数字、符号中的至少两种',
  passwordMismatch: '两次输入的密码不一致',
  consentRequired: '请阅读并同意《用户协议》和《隐私政策》',
  inviteInvalid: '邀请码无效，请核对后重试或清空邀请码',
  phoneRegistered: '该手机号已注册，请直接登录',
  phoneNotRegistered: '该手机号尚未绑定任何账号',
  chooseAccount: '该手机号绑定了多个账号，请选择要重置密码的账号',
  accountNotBound: '该手机号未绑定所选账号',
  resetLocked: '操作过于频繁，请15分钟后再试',
  notCompleted: '注册未能完成，请稍后再试',
  registered: '注册成功',
  resetDone: '密码已重置，请使用新密码登录',
} as const;

/** Names nobody may register (the site's own roles); answered like a taken name. */
const RESERVED_NAMES = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'sys',
  'support',
  'service',
  'kefu',
  'official',
  'guest',
  'null',
  'undefined',
  '管理员',
  '超级管理员',
  '客服',
  '系统',
  '官方',
  '造价指标网',
]);

/** The form of a name as stored: names are unique case-insensitively (stored in lower case). */
export function normaliseUsername(name: string): string {
  return name.trim().toLowerCase();
}

/** A name reserved for the site (or shaped like a phone number, which would be mistaken for one). */
export function isReservedUsername(name: string): boolean {
  const n = normaliseUsername(name);
  return RESERVED_NAMES.has(n) || /^1\d{10}$/.test(n) || n.startsWith('zjzb_') || n.includes('造价指标网');
}

/**
 * The login rules of a name: not empty, at most 32 characters, no spaces, no control characters;
 * reserved names get the message of a taken name. null when the name may be tried.
 */
export function usernameProblem(name: string): string | null {
  if (name === '') return RegistrationMessages.usernameRequired;
  if (/\s/.test(name)) return RegistrationMessages.usernameSpaces;
  if ([...name].length > USERNAME_MAX) return RegistrationMessages.usernameTooLong;
  if (/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/.test(name)) return RegistrationMessages.usernameInvalid;
  if (isReservedUsername(name)) return RegistrationMessages.usernameUnavailable;
  return null;
}

/**
 * The password rule: 8–50 characters, no spaces, letters, digits and ASCII symbols only, and at
 * least two of the three kinds. null when the password is fine.
 */
export function passwordProblem(password: string): string | null {
  if (password === '') return RegistrationMessages.passwordRequired;
  if (/\s/.test(password)) return RegistrationMessages.passwordSpaces;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return RegistrationMessages.passwordLength;
  if (!/^[\x21-\x7e]+$/.test(password)) return RegistrationMessages.passwordChars;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((r) => r.test(password)).length;
  if (kinds < 2) return RegistrationMessages.passwordKinds;
  return null;
}

/** Invite codes are typed case-insensitively; blank means none. */
export function normaliseInviteCode(code: string | undefined | null): string {
  return (code ?? '').replace(/\s+/g, '').toUpperCase();
}

export function inviteCodeProblem(code: string): string | null {
  if (code === '') return null;
  const pattern = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);
  return pattern.test(code) ? null : RegistrationMessages.inviteInvalid;
}

export function mobileProblem(mobile: string): string | null {
  if (mobile === '') return RegistrationMessages.mobileRequired;
  return isMobile(mobile) ? null : RegistrationMessages.mobileFormat;
}

export function codeProblem(code: string): string | null {
  return isSmsCode(code) ? null : RegistrationMessages.codeInvalid;
}

export interface RegisterRequest {
  readonly mobile: string;
  readonly code: string;
  readonly username: string;
  readonly password: string;
  /** 我已阅读并同意《用户协议》和《隐私政策》: must be true. */
  readonly consent: boolean;
  /** An invite code (from `?invite=`), optional. */
  readonly inviteCode?: string;
  /** 一周内自动登录 for the login that follows. */
  readonly keepLogin?: boolean;
}

/** The first problem of a registration form, in field order, or null. */
export function registerProblem(r: RegisterRequest): string | null {
  return (
    mobileProblem(r.mobile) ??
    codeProblem(r.code) ??
    usernameProblem(r.username) ??
    passwordProblem(r.password) ??
    inviteCodeProblem(normaliseInviteCode(r.inviteCode)) ??
    (r.consent === true ? null : RegistrationMessages.consentRequired)
  );
}

export interface ResetPasswordRequest {
  readonly mobile: string;
  readonly code: string;
  readonly password: string;
  /** The chosen account when the phone is bound to several. */
  readonly globalId?: string;
}

export function resetProblem(r: ResetPasswordRequest): string | null {
  return mobileProblem(r.mobile) ?? codeProblem(r.code) ?? passwordProblem(r.password);
}

/** One account of a phone, offered for the reset (as the phone login's account-selection list). */
export interface ResetAccountChoice {
  readonly globalId: string;
  readonly username: string;
  /** 个人账号 / 企业主账号 / 企业子账号 */
  readonly accountTypeName: string;
}

/** The reset's answer: done (with the account and the sessions signed out), or a choice to make. */
export type ResetPasswordAnswer =
  | { readonly status: 'done'; readonly username: string; readonly signedOut: number }
  | { readonly status: 'needChoice'; readonly accounts: readonly ResetAccountChoice[] };

export interface InviteInfo {
  readonly code: string;
  /** Members registered with the code. */
  readonly invited: number;
}
