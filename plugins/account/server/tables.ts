/**
 * Row types of the account plugin's tables (all prefixed `account_`). Times are milliseconds
 * since the epoch (bigint columns, read back as numbers on both SQLite and PostgreSQL); flags are
 * integers 0/1 so that both dialects answer alike.
 */
import type { Kysely } from 'kysely';
import type { AccountKind } from './users-repository';

export interface UserRow {
  id: number;
  global_id: string;
  account_name: string;
  full_name: string;
  kind: AccountKind;
  /** The enterprise main account of a sub-account. */
  enterprise_id: number | null;
  password_hash: string;
  avatar_small: string | null;
  avatar_big: string | null;
  login_count: number;
  created_at: number;
  last_login_at: number | null;
}

export interface PhoneRow {
  mobile: string;
  user_id: number;
  created_at: number;
}

export type LoginType = 'auth' | 'sms' | 'qr' | 'token' | 'ticket';

export interface SessionRow {
  id: string;
  token_hash: string;
  user_id: number;
  /** The sign-on id the client keeps as casId. */
  cas_id: string;
  login_type: LoginType;
  keep_login: number;
  /** This login was the account's first ever. */
  is_new_user: number;
  device: string;
  ip: string;
  /** Login time: the keep-login window starts here and is not moved by token rotation. */
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  sso_id: string | null;
  /** Last sign of life of the device's login stream (multi-login), or null. */
  sse_alive_at: number | null;
}

export interface SsoRow {
  /** SHA-256 of the SSO cookie value. */
  id: string;
  user_id: number;
  keep_login: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** sso: SSO → login elsewhere; login: a login's one-time loginToken; apply: the multi-login pre-check ticket. */
export type TicketKind = 'sso' | 'login' | 'apply';

export interface TicketRow {
  /** SHA-256 of the ticket. */
  id: string;
  kind: TicketKind;
  user_id: number;
  sso_id: string | null;
  keep_login: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type QrRowStatus = 'waiting' | 'scanned' | 'confirmed' | 'used';

export interface QrRow {
  uuid: string;
  status: QrRowStatus;
  user_id: number | null;
  created_at: number;
  expires_at: number;
  confirmed_at: number | null;
  used_at: number | null;
  /** The session of the phone that confirmed the code. */
  confirmed_session: string | null;
}

export interface CaptchaRow {
  id: string;
  answer_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ValidateTokenRow {
  /** SHA-256 of the validateData. */
  id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

import type { SmsCodeType } from '../shared/services';
export type SmsType = SmsCodeType;

export interface SmsCodeRow {
  id: string;
  mobile: string;
  type: SmsType;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

export interface SmsThrottleRow {
  mobile: string;
  last_sent_at: number;
}

export interface SmsOutboxRow {
  id: string;
  mobile: string;
  type: SmsType;
  content: string;
  created_at: number;
}

/**
 * One failed (or, while its password is being checked, reserved) login. Scopes: `account` (the
 * name as typed, from every address), `account_ip` (`<name>|<address>`), `ip` (the address).
 */
export type FailureScope = 'account' | 'account_ip' | 'ip';

export interface LoginFailureRow {
  id: string;
  scope: FailureScope;
  subject: string;
  created_at: number;
}

export type ApplyStatus = 'pending' | 'allow' | 'deny' | 'cancel' | 'expired';

export interface MultiLoginRow {
  id: string;
  user_id: number;
  /** user_id while pending, else null: a unique column, so one pending application per account. */
  pending_key: number | null;
  username: string;
  device: string;
  ip: string;
  status: ApplyStatus;
  created_at: number;
  expires_at: number;
  answered_at: number | null;
  /** SHA-256 of the pre-check ticket that filed the application. */
  ticket_hash: string | null;
}

export interface PayloadNonceRow {
  /** SHA-256 of the payload's nonce. */
  id: string;
  expires_at: number;
}

export interface SmsCounterRow {
  /** `ip:<address>` (hourly) or `global` (per minute). */
  key: string;
  window_start: number;
  count: number;
}

export interface ServerKeyRow {
  /** One slot per algorithm ('rsa-oaep-256'): every instance uses the same key. */
  slot: string;
  key_id: string;
  public_key: string;
  private_key: string;
  created_at: number;
}

export interface AccountTables {
  account_users: UserRow;
  account_phones: PhoneRow;
  account_sessions: SessionRow;
  account_sso: SsoRow;
  account_tickets: TicketRow;
  account_qr: QrRow;
  account_captchas: CaptchaRow;
  account_validate_tokens: ValidateTokenRow;
  account_sms_codes: SmsCodeRow;
  account_sms_throttle: SmsThrottleRow;
  account_sms_outbox: SmsOutboxRow;
  account_login_failures: LoginFailureRow;
  account_multi_login: MultiLoginRow;
  account_server_key: ServerKeyRow;
  account_payload_nonces: PayloadNonceRow;
  account_sms_counters: SmsCounterRow;
}

export type AccountDb = Kysely<AccountTables>;

/** The kernel hands plugins a dialect-neutral `Kysely<any>`; this plugin types its own tables. */
export function accountDb(db: Kysely<any>): AccountDb {
  return db as AccountDb;
}
