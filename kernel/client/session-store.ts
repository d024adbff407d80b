import { action, computed, makeObservable, observable } from 'mobx';
import type { UserInfo } from '../core/session';
import { clearLogin, loadLogin, replaceToken, saveLogin, saveUser, type PersistedLogin } from './session-storage';

export const SessionStore = Symbol('SessionStore');

export const LOGIN_CHANNEL = 'login-status';
export type LoginChannelMessage = 'login' | 'logout';

export interface M2Data {
  canUse: boolean;
  appToken: string;
  userToken: string;
}

export interface PopupInfo {
  entranceImgPath: string;
  jumpedUrl: string;
}

/**
 * The login state of this tab: token, casId, user info and the store flags of spec section 3.
 * Persisted by the storage rules of session-storage.ts and shared across tabs through the
 * `login-status` BroadcastChannel.
 */
export type SessionStore = MobxSessionStore;

/** The store's dialog and popup flags (spec section 3, plus the membership dialogs). */
export type SessionFlag =
  | 'isShowPrompt'
  | 'showFeedback'
  | 'showNoRightsTips'
  | 'showNoDataFeedback'
  | 'showTrial'
  | 'showBuyService'
  | 'showGetRights';

export class MobxSessionStore {
  token = '';
  casId = '';
  keepLogin = false;
  user: UserInfo | null = null;
  m2: M2Data = { canUse: false, appToken: '', userToken: '' };
  popupInfo: PopupInfo | null = null;
  isShowPrompt = false;
  showFeedback = false;
  showNoRightsTips = false;
  showNoDataFeedback = false;
  /** The VIP trial application dialog (申请试用VIP). */
  showTrial = false;
  showBuyService = false;
  showGetRights = false;

  private channel: BroadcastChannel | null = null;

  constructor() {
    makeObservable(this, {
      token: observable,
      casId: observable,
      keepLogin: observable,
      user: observable.ref,
      m2: observable.ref,
      popupInfo: observable.ref,
      isShowPrompt: observable,
      showFeedback: observable,
      showNoRightsTips: observable,
      showNoDataFeedback: observable,
      showTrial: observable,
      showBuyService: observable,
      showGetRights: observable,
      isLogin: computed,
      isVip: computed,
      isTrial: computed,
      globalId: computed,
      restore: action,
      setLogin: action,
      setUser: action,
      setToken: action,
      setM2: action,
      setFlag: action,
      clear: action,
    });
  }

  /** An access token means logged in. */
  get isLogin(): boolean {
    return this.token !== '';
  }

  /** VIP rights (a real VIP or a running trial). */
  get isVip(): boolean {
    return this.isLogin && !!this.user?.isVip;
  }

  get isTrial(): boolean {
    return this.isVip && !!this.user?.trailInterest;
  }

  get globalId(): string {
    return this.user?.globalId ?? '';
  }

  /** Reads the persisted login (cookies or session storage) at start. */
  restore(): void {
    const saved = loadLogin();
    if (!saved) return;
    this.token = saved.token;
    this.casId = saved.casId;
    this.keepLogin = saved.keepLogin;
    this.user = (saved.user as UserInfo | null) ?? null;
  }

  /** After a successful login: persist by the keep-login rule and tell the other tabs. */
  setLogin(login: PersistedLogin): void {
    saveLogin(login);
    this.token = login.token;
    this.casId = login.casId;
    this.keepLogin = login.keepLogin;
    this.broadcast('login');
  }

  setUser(user: UserInfo | null): void {
    this.user = user;
    if (user) saveUser(user);
  }

  /** A refreshed token (302 flow): same storage kind, no broadcast. */
  setToken(token: string, expireIn: number): void {
    replaceToken(token, expireIn);
    this.token = token;
  }

  setM2(m2: M2Data): void {
    this.m2 = m2;
  }

  setFlag(flag: SessionFlag, value: boolean): void {
    this[flag] = value;
  }

  /** Logout in this tab: clears the state and storage and tells the other tabs. */
  logout(): void {
    const was = this.isLogin;
    this.clear();
    if (was) this.broadcast('logout');
  }

  /** Clears the state and storage without broadcasting (used when another tab logged out). */
  clear(): void {
    clearLogin();
    this.token = '';
    this.casId = '';
    this.keepLogin = false;
    this.user = null;
    this.m2 = { canUse: false, appToken: '', userToken: '' };
    this.popupInfo = null;
    this.isShowPrompt = false;
  }

  /**
   * Listens on the `login-status` channel: a 'logout' while logged in clears the login and calls
   * `onLogout` (the router sends the tab to /home); a 'login' while logged out calls `onLogin`
   * (the page reloads). Returns a disposer.
   */
  listen(handlers: { onLogout: () => void; onLogin: () => void }): () => void {
    if (typeof BroadcastChannel === 'undefined') return () => undefined;
    const channel = new BroadcastChannel(LOGIN_CHANNEL);
    this.channel = channel;
    channel.onmessage = (event: MessageEvent<LoginChannelMessage>) => {
      if (event.data === 'logout' && this.isLogin) {
        this.clear();
        handlers.onLogout();
      } else if (event.data === 'login' && !this.isLogin) {
        handlers.onLogin();
      }
    };
    return () => {
      channel.close();
      if (this.channel === channel) this.channel = null;
    };
  }

  private broadcast(message: LoginChannelMessage): void {
    if (this.channel) {
      // A channel never receives its own messages; the other tabs do.
      this.channel.postMessage(message);
      return;
    }
    if (typeof BroadcastChannel === 'undefined') return;
    const sender = new BroadcastChannel(LOGIN_CHANNEL);
    sender.postMessage(message);
    sender.close();
  }
}
