import { action, makeObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus, solveCaptcha } from '@kernel/client/event-bus';
import { RequestError } from '@kernel/client/http-client';
import { Navigator } from '@kernel/client/navigator';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import type { DeviceSession } from '@plugins/account/shared/contract';
import { MembershipDialogs, membershipStatus, type Province, type RightsInfo, type TrialResult } from '../shared/contract';
import { MembershipApi } from './api';
import { MembershipStore as MembershipStoreToken } from './tokens';
import { failureReason, TrialMessages, type TrialFormValues } from './validation';

export const MembershipStore: typeof MembershipStoreToken = MembershipStoreToken;
export type MembershipStore = MobxMembershipStore;

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** What the trial application ended with: the success dialog or the failure dialog. */
export type TrialOutcome =
  | { readonly kind: 'success'; readonly result: TrialResult }
  | { readonly kind: 'failure'; readonly reason: string };

/** The answer of the send-code step. */
export type SendCodeResult = { readonly sent: true } | { readonly sent: false; readonly error: string | null };

/**
 * The membership plugin's state: the province dictionary (loaded once), the member's rights, the
 * logged-in devices and the outcome of a trial application; plus the flows behind the trial, the
 * no-rights and the user-centre buttons.
 */
@injectable()
export class MobxMembershipStore {
  provinces: Province[] = [];
  provincesState: LoadState = 'idle';
  rights: RightsInfo | null = null;
  rightsState: LoadState = 'idle';
  devices: DeviceSession[] = [];
  devicesState: LoadState = 'idle';
  revoking = false;
  trialOutcome: TrialOutcome | null = null;

  private provincesLoad: Promise<void> | null = null;

  constructor(
    @inject(MembershipApi) private readonly api: MembershipApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(DialogService) private readonly dialogs: DialogService,
  ) {
    makeObservable(this, {
      provinces: observable.ref,
      provincesState: observable,
      rights: observable.ref,
      rightsState: observable,
      devices: observable.ref,
      devicesState: observable,
      revoking: observable,
      trialOutcome: observable.ref,
      showTrialOutcome: action,
      clearTrialOutcome: action,
      openTrial: action,
      openBuyService: action,
    });
  }

  /** The cities of a province (by name), for the city select. */
  citiesOf(provinceName: string) {
    return this.provinces.find((p) => p.name === provinceName)?.cities ?? [];
  }

  /** Loads the province dictionary once (a failed load may be retried by calling again). */
  loadProvinces(): Promise<void> {
    if (this.provincesState === 'ready') return Promise.resolve();
    this.provincesLoad ??= (async () => {
      runInAction(() => (this.provincesState = 'loading'));
      try {
        const provinces = await this.api.findProvince();
        runInAction(() => {
          this.provinces = provinces;
          this.provincesState = 'ready';
        });
      } catch {
        runInAction(() => (this.provincesState = 'error'));
      } finally {
        this.provincesLoad = null;
      }
    })();
    return this.provincesLoad;
  }

  /** The member's rights (queryRights); null when it cannot be read. */
  async loadRights(): Promise<RightsInfo | null> {
    if (!this.session.isLogin) return null;
    runInAction(() => (this.rightsState = 'loading'));
    try {
      const rights = await this.api.queryRights();
      runInAction(() => {
        this.rights = rights;
        this.rightsState = 'ready';
      });
      return rights;
    } catch {
      runInAction(() => (this.rightsState = 'error'));
      return null;
    }
  }

  /** Opens the trial dialog (申请试用VIP); a visitor gets the login dialog instead. */
  openTrial(): void {
    if (!this.session.isLogin) {
      this.bus.emit('openLogin', {});
      return;
    }
    this.dialogs.open(MembershipDialogs.trial);
  }

  /** 购买服务 (the VIP plans and the hotline). */
  openBuyService(): void {
    this.dialogs.open(MembershipDialogs.buyService);
  }

  /**
   * The 申请试用 buttons: a visitor is asked to log in; a real VIP and an account that has used
   * its one trial are told so; anybody else gets the trial dialog.
   */
  async requestTrial(): Promise<void> {
    if (!this.session.isLogin) {
      this.bus.emit('openLogin', {});
      return;
    }
    const rights = await this.loadRights();
    const status = membershipStatus(this.session.user);
    const realVip = rights ? rights.isVip : status.vip && !status.trial;
    const trialUsed = rights ? rights.trialUsed : status.trial;
    if (realVip) {
      this.notifier.notify(TrialMessages.alreadyVip, 'info');
      return;
    }
    if (trialUsed) {
      this.notifier.notify(TrialMessages.oncePerAccount, 'warning');
      return;
    }
    this.openTrial();
  }

  /** Asks the global captcha host for a solved captcha; null when dismissed. */
  solveCaptcha(): Promise<string | null> {
    return solveCaptcha(this.bus);
  }

  /** Sends the trial SMS code with a solved captcha (header validateData). */
  async sendTrialCode(mobile: string, validateData: string): Promise<SendCodeResult> {
    try {
      await this.api.sendTrialCode(mobile, validateData);
      return { sent: true };
    } catch (error) {
      return { sent: false, error: messageOf(error, '验证码发送失败，请稍后再试') };
    }
  }

  /**
   * Submits the application. On success the user info is refreshed (usr) and the success dialog
   * shows; on failure the failure dialog shows the server's businessMsg (default 未知原因).
   */
  async applyTrial(values: TrialFormValues): Promise<boolean> {
    try {
      const result = await this.api.applyTrial({ ...values, source: 0 });
      await this.refreshUser();
      void this.loadRights();
      this.showTrialOutcome({ kind: 'success', result });
      return true;
    } catch (error) {
      this.showTrialOutcome({ kind: 'failure', reason: failureReason(messageOf(error, '')) });
      return false;
    }
  }

  showTrialOutcome(outcome: TrialOutcome): void {
    this.trialOutcome = outcome;
  }

  clearTrialOutcome(): void {
    this.trialOutcome = null;
  }

  /** 立即使用: reload the page so that every part sees the new rights. */
  useNow(): void {
    this.clearTrialOutcome();
    this.navigator.reload();
  }

  /** Reloads the user info after a change of rights; failures are swallowed, as every user-info load's are. */
  async refreshUser(): Promise<void> {
    if (!this.session.isLogin) return;
    try {
      const user = await this.api.loadUser(this.session.token, this.session.casId);
      if (user) this.session.setUser(user);
    } catch {
      /* user-info failures are silent */
    }
  }

  async loadDevices(): Promise<void> {
    runInAction(() => (this.devicesState = 'loading'));
    try {
      const devices = await this.api.sessions();
      runInAction(() => {
        this.devices = [...devices].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt);
        this.devicesState = 'ready';
      });
    } catch {
      runInAction(() => (this.devicesState = 'error'));
    }
  }

  /** 退出其他设备: revokes every other session of the member. */
  async revokeOtherDevices(): Promise<void> {
    if (this.revoking) return;
    runInAction(() => (this.revoking = true));
    try {
      const revoked = await this.api.revokeOtherSessions();
      this.notifier.notify(revoked > 0 ? `已退出${revoked}台其他设备` : '没有需要退出的其他设备', 'success');
      await this.loadDevices();
    } catch {
      /* the HTTP client has shown the message */
    } finally {
      runInAction(() => (this.revoking = false));
    }
  }
}

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof RequestError || error instanceof Error) return error.message || fallback;
  return fallback;
}
