import { action, makeObservable, observable, runInAction } from 'mobx';
import { errorMessage, Loadable } from '@kernel/client/load-state';
import type { Navigator } from '@kernel/client/navigator';
import type { SessionStore } from '@kernel/client/session-store';
import type { Notifier } from '@kernel/client/ui-store';
import { SMS_INTERVAL_SECONDS } from '../shared/contract';
import type { NewSubAccount, SecurityOverview, SubAccount, SubAccountList } from '../shared/security';
import type { SecurityApi } from './security-api';

/** The 60 s wait after an SMS code was sent (the server allows one per phone per 60 s). */
export class CodeCountdown {
  seconds = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor() {
    makeObservable(this, { seconds: observable, start: action, stop: action });
  }

  start(seconds = SMS_INTERVAL_SECONDS): void {
    this.stop();
    this.seconds = seconds;
    this.timer = setInterval(
      action(() => {
        this.seconds -= 1;
        if (this.seconds <= 0) this.stop();
      }),
      1000,
    );
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.seconds = 0;
  }
}

/**
 * 账号安全: the overview (bound phone, password change time, sessions, whether the account may
 * delete itself) and the actions that end the login here (sign-out everywhere, deletion): those
 * clear this tab's login (and the other tabs', through the session store) and go to the landing page.
 */
export class SecurityStore {
  readonly overview = new Loadable<SecurityOverview>();

  constructor(
    readonly api: SecurityApi,
    private readonly session: SessionStore,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly landing: string,
  ) {}

  load(): Promise<unknown> {
    return this.overview.load((signal) => this.api.overview(signal), { keepWhileLoading: true });
  }

  notify(message: string): void {
    this.notifier.notify(message, 'success');
  }

  /** The server ended this login: clear it here and leave the user centre. */
  loggedOut(message: string): void {
    this.notifier.notify(message, 'success');
    this.session.logout();
    this.navigator.navigate(this.landing, { replace: true });
  }

  async signOutEverywhere(): Promise<string | null> {
    try {
      const { message } = await this.api.signOutEverywhere();
      this.loggedOut(message);
      return null;
    } catch (error) {
      return errorMessage(error, '操作失败，请稍后重试');
    }
  }
}

/** 子账号管理: the enterprise's sub-accounts and the changes to them (each answered with the changed row). */
export class EnterpriseStore {
  readonly list = new Loadable<SubAccountList>();
  /** Sub-accounts with a change in flight. */
  readonly busy = observable.set<string>();

  constructor(
    readonly api: SecurityApi,
    private readonly notifier: Notifier,
  ) {
    makeObservable(this, { replace: action });
  }

  load(): Promise<unknown> {
    return this.list.load((signal) => this.api.subAccounts(signal), { keepWhileLoading: true });
  }

  replace(sub: SubAccount): void {
    const data = this.list.data;
    if (!data) return;
    const found = data.list.some((s) => s.globalId === sub.globalId);
    this.list.set({ ...data, list: found ? data.list.map((s) => (s.globalId === sub.globalId ? sub : s)) : [...data.list, sub] });
  }

  async add(input: NewSubAccount): Promise<SubAccount> {
    const { sub, message } = await this.api.addSubAccount(input);
    this.replace(sub);
    this.notifier.notify(message, 'success');
    return sub;
  }

  private async change(globalId: string, call: () => Promise<{ sub: SubAccount; message: string }>): Promise<void> {
    if (this.busy.has(globalId)) return;
    runInAction(() => this.busy.add(globalId));
    try {
      const { sub, message } = await call();
      this.replace(sub);
      this.notifier.notify(message, 'success');
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      runInAction(() => this.busy.delete(globalId));
    }
  }

  setEnabled(globalId: string, enabled: boolean): Promise<void> {
    return this.change(globalId, () => this.api.setSubAccountEnabled(globalId, enabled));
  }

  /** 重置密码 (the dialog shows a refusal by its field). */
  async resetPassword(globalId: string, password: string): Promise<void> {
    const { sub, message } = await this.api.resetSubAccountPassword(globalId, password);
    this.replace(sub);
    this.notifier.notify(message, 'success');
  }

  setSharing(globalId: string, shares: boolean): Promise<void> {
    return this.change(globalId, () => this.api.setSubAccountSharing(globalId, shares));
  }
}
