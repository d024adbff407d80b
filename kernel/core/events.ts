/**
 * The one event map of the site's bus. Commands and facts only: state a late subscriber must see
 * lives in a MobX store, not here.
 */
export interface LoginEvent {
  /** `success` after a login completed, `fail` after it failed. */
  readonly type: 'success' | 'fail';
  readonly reason?: string;
  /**
   * How a successful login happened, emitted once the user info is in (so `session.user` is set):
   * - `fresh`: through the login dialog (account, phone or QR);
   * - `restored`: a login kept from an earlier visit (cookies or session storage), its user info
   *   refreshed at start;
   * - `address`: a token in the address (`access_token`), at start;
   * - `ticket`: the single sign-on ticket, at start.
   * A plugin whose after-login work must also run for a restored login listens to every `success`;
   * one that reacts only to a login the user just made checks `how === 'fresh'`. Absent on `fail`.
   */
  readonly how?: LoginHow;
}

export type LoginHow = 'fresh' | 'restored' | 'address' | 'ticket';

export interface CaptchaEvent {
  /** `open` asks the captcha host to show it; `close` hides it. */
  readonly type: 'open' | 'close';
  /** Receives the captcha result (validateData) when solved, or null when dismissed. */
  readonly callback?: (validateData: string | null) => void;
}

export interface OpenLoginEvent {
  /** Which tab to show first: 1 account, 2 phone, 3 QR. */
  readonly tab?: 1 | 2 | 3;
  /** Path to go to after a successful login (stored as the pending target). */
  readonly target?: string;
}

/**
 * The header search's scopes, by id. Empty here: each plugin that contributes a scope declares its
 * id by declaration merging (the value says nothing; `true`), e.g.
 *
 *   declare module '@kernel/core/events' {
 *     interface SearchScopeMap { priceWatch: true }
 *   }
 *
 * The kernel knows no scope: the shell lists the contributed ones and the `search` event carries the
 * id of the scope a search resolved to.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface SearchScopeMap {}

export type SearchScopeId = Extract<keyof SearchScopeMap, string>;

export interface SearchEvent {
  /** The scope the search resolved to (a list page on screen re-runs the search when it is its own). */
  readonly scope: SearchScopeId;
  readonly keyword: string;
}

export interface LoginReplyEvent {
  /** The first device's answer to a multi-login application, or the applicant's cancel. */
  readonly option: 'allow' | 'deny' | 'cancel';
}

export interface VersionEvent {
  readonly loaded: string;
  readonly current: string;
}

export interface EventMap {
  login: LoginEvent;
  captcha: CaptchaEvent;
  openLogin: OpenLoginEvent;
  search: SearchEvent;
  loginReply: LoginReplyEvent;
  version: VersionEvent;
}

export type EventName = keyof EventMap;
export const EVENT_NAMES: readonly EventName[] = ['login', 'captcha', 'openLogin', 'search', 'loginReply', 'version'];
