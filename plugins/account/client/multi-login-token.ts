import type { LoginKind, LoginStatusRequest } from './account-api';
import type { LoginApplication } from '../shared/dialogs';

export type { LoginApplication } from '../shared/dialogs';

/**
 * The multi-login store's token and interface. The implementation (multi-login-store.ts, with the
 * login stream's reader) is a chunk of its own, loaded when a member is logged in or the login
 * dialog first opens, never on a visitor's first page: `MultiLoginLoader` loads it, builds the
 * store and starts it (once).
 */
export const MultiLoginStore = Symbol('MultiLoginStore');

/** How often the applicant asks for the answer, and the stream's keep-alive period. */
export const MULTI_LOGIN_POLL_MS = 2000;
export const SSE_ALIVE_MS = 30_000;


/**
 * Multi-login, on both sides. Its three dialogs are the DialogService's, which alone tells whether
 * one is open: `account.loginApplying` (申请登录, with the application), `account.loginDenied`
 * (拒绝登录) and `account.loginConfirm` (登录确认, with the application shown).
 */
export interface MultiLoginStore {
  /** The applicant's side: the application of the open 申请登录 dialog, while waiting for the other device. */
  readonly applying: { readonly username: string; readonly applyId: string } | null;
  /** The 拒绝登录 dialog is open. */
  readonly denied: boolean;
  /**
   * The logged-in side: the applications waiting for 允许 / 拒绝, the first being the one the open
   * 登录确认 dialog shows.
   */
  readonly applications: readonly LoginApplication[];
  readonly answering: boolean;
  /**
   * The multi-login pre-check before a login: resolves when the login may go on;
   * rejects with the reason (a busy account, a denial, a cancel) otherwise.
   */
  precheck(kind: LoginKind, request: LoginStatusRequest, username: string): Promise<void>;
  /** 取消申请. */
  cancelApplication(): Promise<void>;
  closeDenied(): void;
  /** 允许 / 拒绝 of the first waiting application. */
  answer(option: 'allow' | 'deny'): Promise<void>;
  /** Holds the login stream while logged in, and follows the dialogs' closing; returns a disposer. */
  start(): () => void;
  /** Stops the stream and the reactions. */
  dispose(): void;
}

/** Loads the multi-login chunk, builds the store and starts it on the first call; answers the store. */
export type MultiLoginLoader = () => Promise<MultiLoginStore>;
export const MultiLoginLoader = Symbol('MultiLoginLoader');
