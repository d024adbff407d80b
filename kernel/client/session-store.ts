import { action, computed, makeObservable, observable } from 'mobx';
import type { UserInfo } from '../core/session';
import { clearLogin, loadLogin, replaceToken, saveLogin, saveUser, type PersistedLogin } from './session-storage';

export const SessionStore = Symbol('SessionStore');

export const LOGIN_CHANNEL = 'login-status';
export type LoginChannelMessage = 'login' | 'logout';

/**
 * The login state of this tab: token, casId, keep-login and the user's identity (with the names of
 * the rights held); what every plugin needs and nothing a plugin owns (their dialogs are
 * DialogService ids, their login-scoped values `loginScoped` keys of session-storage.ts).
 * Persisted by the storage rules of session-storage.ts and shared across tabs through the
 * `login-status` BroadcastChannel.
 */
export type SessionStore = MobxSessionStore;

export class MobxSessionStore {
  token = '';
  casId = '';
  keepLogin = false;
  user: UserInfo | null = null;

  private channel: BroadcastChannel | null = null;

  constructor() {
    makeObservable(this, {
      token: observable,
      casId: observable,
      keepLogin: observable,
      user: observable.ref,
      isLogin: computed,
      globalId: computed,
      restore: action,
      setLogin: action,
      setUser: action,
      setToken: action,
      clear: action,
    });
  }

  /** An access token means logged in. */
  get isLogin(): boolean {
    return this.token !== '';
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

  /** Logout in this tab: clears the state and storage and tells the other tabs. */
  logout(): void {
    const was = this.isLogin;
    this.clear();
    if (was) this.broadcast('logout');
  }

  /**
   * Clears the state and storage without broadcasting (used when another tab logged out), with
   * the login-scoped values plugins registered.
   */
  clear(): void {
    clearLogin();
    this.token = '';
    this.casId = '';
    this.keepLogin = false;
    this.user = null;
  }

  /**
   * Listens on the `login-status` channel: a 'logout' while logged in clears the login and calls
   * `onLogout` (the router sends the tab to the landing page); a 'login' while logged out calls `onLogin`
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
