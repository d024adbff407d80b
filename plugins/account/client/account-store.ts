import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { take, type Subscription } from 'rxjs';
import type { UserInfo } from '@kernel/core/session';
import { EventBus, solveCaptcha } from '@kernel/client/event-bus';
import { Navigator } from '@kernel/client/navigator';
import type { PopupInfo } from '@kernel/client/session-store';
import { SessionStore } from '@kernel/client/session-store';
import { loginScoped } from '@kernel/client/session-storage';
import { TOKEN_EXPIRE_IN, type AccountCredentials, type BindingAccount, type BindingAccounts, type LoginAnswer } from '../shared/contract';
import { AccountApi } from './account-api';
import { peekPendingTarget, rememberPendingTarget, takeAccessTokenFromAddress, takePendingTarget } from './address';
import { CaptchaRequired, isQuiet, LoginAbort, LoginTexts, messageOf } from './login-errors';
import { MultiLoginStore } from './multi-login-store';
import {
  LoginMessages,
  SMS_COUNTDOWN_SECONDS,
  sanitizeCode,
  sanitizePhone,
  stripSpaces,
  validateAccountLogin,
  validatePhone,
  validatePhoneLogin,
} from './validation';

export const AccountStore = Symbol('AccountStore');

/** The login dialog's tabs: 1 账号登录, 2 手机登录, 3 扫码登录. */
export type LoginTab = 1 | 2 | 3;

export type QrViewStatus = 'idle' | 'loading' | 'waiting' | 'scanned' | 'confirming' | 'expired' | 'error';

export interface QrState {
  status: QrViewStatus;
  uuid: string;
  /** The absolute address encoded in the QR code. */
  url: string;
  error: string;
}

/** How often the QR tab asks for the QR code's status. */
export const QR_POLL_MS = 2000;
/** The pop enum of the center dialog flag (spec section 9). */
export const PROMPT_POP_ENUM = 'RECRUIT';
const NEW_USER_KEY = 'isNewUser';
const popupInfoStorage = loginScoped<PopupInfo>('popupInfo');

/**
 * The account plugin's store: the login dialog and the login flows of spec section 4 (account,
 * phone with account selection, QR code, token in the address, ticket at start), what follows a
 * login (user info, then the after-user-info flags), and `loginOnce` for other
 * plugins that need a login before they go on.
 */
export interface AccountStore {
  // The dialog.
  readonly dialogOpen: boolean;
  readonly dialogTab: LoginTab;
  /** Grows with every opening, so each opening starts from a clean form. */
  readonly dialogRound: number;
  readonly keepLogin: boolean;
  openDialog(tab?: LoginTab, target?: string): void;
  /** Closed by the user (Escape, the close icon): pending `loginOnce` calls reject. */
  dismissDialog(): void;
  setTab(tab: LoginTab): void;
  setKeepLogin(value: boolean): void;

  // Account login.
  readonly accountBusy: boolean;
  readonly accountError: string;
  /** The last account login failed (status code other than 200). */
  readonly loginFailed: boolean;
  clearAccountError(): void;
  loginByAccount(input: { username: string; password: string; keepLogin?: boolean }): Promise<boolean>;

  // Phone login.
  readonly mobile: string;
  readonly code: string;
  readonly phoneBusy: boolean;
  readonly phoneError: string;
  readonly phoneNotice: string;
  readonly sendingCode: boolean;
  /** Seconds until the code may be sent again (0: now). */
  readonly countdown: number;
  /** Several accounts are bound to the phone: the selection list. */
  readonly accountChoices: BindingAccounts | null;
  readonly choosing: string;
  setMobile(value: string): void;
  setCode(value: string): void;
  sendSmsCode(): Promise<boolean>;
  loginByPhone(): Promise<boolean>;
  chooseAccount(account: BindingAccount): Promise<boolean>;
  /** The selection list's back arrow: back to the form, the code reset. */
  backToPhoneForm(): void;

  // QR login.
  readonly qr: QrState;
  startQr(): void;
  stopQr(): void;

  // After a login.
  readonly isNewUser: boolean;

  /**
   * Opens the login dialog (on `tab`) and resolves on the next `login` success; rejects with
   * Error('Login Failed') on a `login` fail or when the user closes the dialog. Resolves at once
   * when already logged in.
   */
  loginOnce(tab?: LoginTab): Promise<void>;
  /** Reloads the user info (silently) and runs what follows it. */
  refreshUserInfo(): Promise<void>;
  /**
   * Start-up: listens for `openLogin`; logs in by a token in the address (awaited); then,
   * in the background, refreshes a restored login or tries the SSO ticket. Never throws.
   */
  start(): Promise<void>;
  /** Resolves when the background start-up work has finished (tests). */
  readonly ready: Promise<void>;
  dispose(): void;
}

@injectable()
export class MobxAccountStore implements AccountStore {
  dialogOpen = false;
  dialogTab: LoginTab = 1;
  dialogRound = 0;
  keepLogin = true;

  accountBusy = false;
  accountError = '';
  loginFailed = false;

  mobile = '';
  code = '';
  phoneBusy = false;
  phoneError = '';
  phoneNotice = '';
  sendingCode = false;
  countdown = 0;
  accountChoices: BindingAccounts | null = null;
  choosing = '';

  qr: QrState = { status: 'idle', uuid: '', url: '', error: '' };

  isNewUser = false;

  ready: Promise<void> = Promise.resolve();
  /** The after-user-info calls of the last user-info load (tests). */
  followUps: Promise<void> = Promise.resolve();

  private countdownTimer: ReturnType<typeof setInterval> | null = null;
  private qrTimer: ReturnType<typeof setTimeout> | null = null;
  private qrRound = 0;
  private qrExpiresAt = 0;
  private waiters = new Set<() => void>();
  private subscriptions: Subscription[] = [];
  private disposers: (() => void)[] = [];

  constructor(
    @inject(AccountApi) private readonly api: AccountApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(MultiLoginStore) private readonly multiLogin: MultiLoginStore,
  ) {
    makeAutoObservable<
      MobxAccountStore,
      'countdownTimer' | 'qrTimer' | 'qrRound' | 'qrExpiresAt' | 'waiters' | 'subscriptions' | 'disposers' | 'api' | 'session' | 'bus' | 'navigator' | 'multiLogin'
    >(
      this,
      {
        ready: false,
        followUps: false,
        countdownTimer: false,
        qrTimer: false,
        qrRound: false,
        qrExpiresAt: false,
        waiters: false,
        subscriptions: false,
        disposers: false,
        api: false,
        session: false,
        bus: false,
        navigator: false,
        multiLogin: false,
        accountChoices: observable.ref,
      },
      { autoBind: true },
    );
    try {
      this.isNewUser = sessionStorage.getItem(NEW_USER_KEY) === 'true';
    } catch {
      /* storage unavailable */
    }
  }

  // ---------------------------------------------------------------- the dialog

  openDialog(tab?: LoginTab, target?: string): void {
    if (this.session.isLogin) return;
    if (target) rememberPendingTarget(target);
    const wanted: LoginTab = tab ?? 1;
    if (this.dialogOpen) {
      this.dialogTab = wanted;
      return;
    }
    this.resetForms();
    this.dialogTab = wanted;
    this.dialogRound += 1;
    this.dialogOpen = true;
  }

  dismissDialog(): void {
    if (!this.dialogOpen) return;
    this.closeDialog();
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const cancel of waiters) cancel();
  }

  setTab(tab: LoginTab): void {
    this.dialogTab = tab;
  }

  setKeepLogin(value: boolean): void {
    this.keepLogin = value;
  }

  private closeDialog(): void {
    this.dialogOpen = false;
    this.stopQr();
    this.accountChoices = null;
  }

  private resetForms(): void {
    this.keepLogin = true;
    this.accountError = '';
    this.loginFailed = false;
    this.mobile = '';
    this.code = '';
    this.phoneError = '';
    this.phoneNotice = '';
    this.accountChoices = null;
    this.choosing = '';
    this.qr = { status: 'idle', uuid: '', url: '', error: '' };
  }

  // ---------------------------------------------------------------- account login

  clearAccountError(): void {
    this.accountError = '';
  }

  async loginByAccount(input: { username: string; password: string; keepLogin?: boolean }): Promise<boolean> {
    if (this.accountBusy) return false;
    const username = stripSpaces(input.username);
    const password = stripSpaces(input.password);
    const keepLogin = input.keepLogin ?? this.keepLogin;
    const problem = validateAccountLogin({ username, password }).first;
    if (problem) {
      this.accountError = problem;
      return false;
    }
    this.accountBusy = true;
    this.accountError = '';
    this.loginFailed = false;
    try {
      await this.accountLoginRounds({ username, password, keepLogin });
      return true;
    } catch (error) {
      runInAction(() => {
        this.loginFailed = true;
        if (!isQuiet(error)) this.accountError = messageOf(error);
      });
      return false;
    } finally {
      runInAction(() => (this.accountBusy = false));
    }
  }

  /**
   * Pre-check, then login (encrypted). When the server asks for the captcha first (at the
   * pre-check or at the login), solve it and run both once more with its validateData.
   */
  private async accountLoginRounds(credentials: AccountCredentials): Promise<void> {
    let validateData: string | undefined;
    for (let round = 0; ; round += 1) {
      const attempt: AccountCredentials = validateData ? { ...credentials, validateData } : credentials;
      try {
        await this.multiLogin.precheck('auth', { data: { ...attempt }, encrypt: true }, credentials.username);
        const answer = await this.api.loginByAuth(attempt);
        if (answer.callbackAddress) throw new CaptchaRequired(answer.businessMsg);
        await this.completeLogin(answer, credentials.keepLogin);
        return;
      } catch (error) {
        if (!(error instanceof CaptchaRequired) || round > 0) throw error;
      }
      const solved = await this.solveCaptcha();
      if (!solved) throw new LoginAbort(LoginTexts.captchaCancelled);
      validateData = solved;
    }
  }

  // ---------------------------------------------------------------- phone login

  setMobile(value: string): void {
    this.mobile = sanitizePhone(value);
    this.phoneError = '';
  }

  setCode(value: string): void {
    this.code = sanitizeCode(value);
    this.phoneError = '';
  }

  async sendSmsCode(): Promise<boolean> {
    if (this.sendingCode || this.countdown > 0) return false;
    const mobile = this.mobile;
    const problem = validatePhone(mobile);
    if (problem) {
      this.phoneError = problem;
      return false;
    }
    this.sendingCode = true;
    this.phoneError = '';
    this.phoneNotice = '';
    try {
      const validateData = await this.solveCaptcha();
      if (!validateData) return false;
      // The server checks that the phone is registered before it sends (该手机号尚未绑定任何账号).
      await this.api.sendSmsCode(mobile, 'login', validateData);
      runInAction(() => {
        this.phoneNotice = LoginMessages.codeSent;
        this.startCountdown(SMS_COUNTDOWN_SECONDS);
      });
      return true;
    } catch (error) {
      runInAction(() => (this.phoneError = messageOf(error, LoginTexts.sendFailed)));
      return false;
    } finally {
      runInAction(() => (this.sendingCode = false));
    }
  }

  async loginByPhone(): Promise<boolean> {
    if (this.phoneBusy) return false;
    const { mobile, code } = this;
    const problem = validatePhoneLogin({ mobile, code }).first;
    if (problem) {
      this.phoneError = problem;
      return false;
    }
    this.phoneBusy = true;
    this.phoneError = '';
    this.phoneNotice = '';
    try {
      const bound = await this.api.bindingAccounts(mobile, code);
      const all = [...bound.haveRightsAccounts, ...bound.noRightsAccounts];
      if (all.length === 0) throw new LoginAbort(LoginTexts.noBoundAccount);
      if (all.length === 1) {
        await this.loginAccount(all[0]);
        return true;
      }
      runInAction(() => (this.accountChoices = bound));
      return false;
    } catch (error) {
      runInAction(() => {
        if (!isQuiet(error)) this.phoneError = messageOf(error);
      });
      return false;
    } finally {
      runInAction(() => (this.phoneBusy = false));
    }
  }

  async chooseAccount(account: BindingAccount): Promise<boolean> {
    if (this.choosing) return false;
    this.choosing = account.globalId;
    this.phoneError = '';
    try {
      await this.loginAccount(account);
      return true;
    } catch (error) {
      const message = messageOf(error);
      runInAction(() => {
        if (!isQuiet(error)) this.phoneError = message;
      });
      this.bus.emit('login', { type: 'fail', reason: message });
      return false;
    } finally {
      runInAction(() => (this.choosing = ''));
    }
  }

  backToPhoneForm(): void {
    this.accountChoices = null;
    this.code = '';
    this.phoneError = '';
    this.phoneNotice = '';
  }

  private async loginAccount(account: BindingAccount): Promise<void> {
    const { mobile, code, keepLogin } = this;
    await this.multiLogin.precheck('sms', { data: { mobile, code }, headers: { globalId: account.globalId } }, account.username);
    const answer = await this.api.loginBySms({ mobile, code, keepLogin }, account.globalId);
    await this.completeLogin(answer, keepLogin);
  }

  private startCountdown(seconds: number): void {
    this.stopCountdown();
    this.countdown = seconds;
    this.countdownTimer = setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.countdown = Math.max(0, this.countdown - 1);
    if (this.countdown === 0) this.stopCountdown();
  }

  private stopCountdown(): void {
    if (this.countdownTimer) clearInterval(this.countdownTimer);
    this.countdownTimer = null;
  }

  // ---------------------------------------------------------------- QR login

  startQr(): void {
    this.stopQr();
    const round = this.qrRound;
    this.qr = { status: 'loading', uuid: '', url: '', error: '' };
    this.api.getQrcode().then(
      (info) => {
        if (round !== this.qrRound) return;
        runInAction(() => {
          const origin = typeof location !== 'undefined' ? location.origin : '';
          const url = /^https?:\/\//.test(info.url) ? info.url : `${origin}${info.url.startsWith('/') ? '' : '/'}${info.url}`;
          this.qr = { status: 'waiting', uuid: info.uuid, url, error: '' };
          this.qrExpiresAt = info.expireIn > 0 ? Date.now() + info.expireIn * 1000 : 0;
        });
        this.scheduleQrPoll(round);
      },
      (error) => {
        if (round !== this.qrRound) return;
        runInAction(() => (this.qr = { status: 'error', uuid: '', url: '', error: messageOf(error, LoginTexts.qrFailed) }));
      },
    );
  }

  stopQr(): void {
    this.qrRound += 1;
    if (this.qrTimer) clearTimeout(this.qrTimer);
    this.qrTimer = null;
  }

  private scheduleQrPoll(round: number): void {
    if (round !== this.qrRound) return;
    if (this.qrTimer) clearTimeout(this.qrTimer);
    this.qrTimer = setTimeout(() => void this.pollQr(round), QR_POLL_MS);
  }

  private async pollQr(round: number): Promise<void> {
    if (round !== this.qrRound) return;
    const uuid = this.qr.uuid;
    let status: string | null = null;
    try {
      status = await this.api.getQrcodeStatus(uuid);
    } catch {
      status = null;
    }
    if (round !== this.qrRound) return;
    const expired = status === 'expired' || status === 'used' || (this.qrExpiresAt > 0 && Date.now() > this.qrExpiresAt && status !== 'confirmed');
    if (expired) {
      this.stopQr();
      runInAction(() => (this.qr = { ...this.qr, status: 'expired', error: LoginTexts.qrExpired }));
      return;
    }
    if (status === 'confirmed') {
      runInAction(() => (this.qr = { ...this.qr, status: 'confirming' }));
      try {
        const answer = await this.api.loginByQrCode(uuid, this.keepLogin);
        if (round !== this.qrRound) return;
        await this.completeLogin(answer, this.keepLogin);
      } catch (error) {
        if (round !== this.qrRound) return;
        this.stopQr();
        runInAction(() => (this.qr = { ...this.qr, status: 'error', error: messageOf(error) }));
      }
      return;
    }
    if (status === 'scanned' && this.qr.status !== 'scanned') runInAction(() => (this.qr = { ...this.qr, status: 'scanned' }));
    this.scheduleQrPoll(round);
  }

  // ---------------------------------------------------------------- after a login

  /**
   * Step 4 of the account login (shared by every kind of login): store the token and the sign-on
   * id (casId) by the keep-login rule and the new-user flag, load the user info (a guarded target
   * may need its rights), close the dialog, go to the pending target, then emit the `login` success.
   * The lucky-draw status belongs to the activities column, which is not built: not loaded.
   */
  private async completeLogin(answer: LoginAnswer, keepLogin: boolean): Promise<void> {
    const data = answer.data;
    if (answer.statusCode !== 200 || !data?.accessToken) throw new Error(answer.businessMsg || LoginTexts.failed);
    this.storeLogin(answer, keepLogin);
    await this.loadUserInfo();
    runInAction(() => this.closeDialog());
    const target = takePendingTarget();
    if (target && target !== this.navigator.current()) this.navigator.navigate(target);
    this.bus.emit('login', { type: 'success' });
  }

  private storeLogin(answer: LoginAnswer, keepLogin: boolean): void {
    const data = answer.data!;
    this.session.setLogin({
      token: data.accessToken,
      casId: answer.id ?? '',
      expireIn: data.expireIn > 0 ? data.expireIn : TOKEN_EXPIRE_IN,
      keepLogin,
    });
    runInAction(() => (this.isNewUser = !!data.isNewUser));
    try {
      sessionStorage.setItem(NEW_USER_KEY, String(!!data.isNewUser));
    } catch {
      /* storage unavailable */
    }
  }

  async refreshUserInfo(): Promise<void> {
    await this.loadUserInfo();
  }

  /** POST usr {accessToken, casId} → session.setUser; failures are swallowed (spec section 4). */
  private async loadUserInfo(): Promise<void> {
    const { token, casId } = this.session;
    if (!token) return;
    let user: UserInfo | null = null;
    try {
      user = await this.api.usr(token, casId);
    } catch {
      return;
    }
    if (!user || this.session.token !== token) return;
    this.session.setUser({ ...user, isNewUser: user.isNewUser ?? this.isNewUser });
    this.followUps = this.afterUserInfo(user);
  }

  /**
   * After the user info loads: the home page's prompt flag (popEnum RECRUIT) and its popup status
   * (first item), silent, failures swallowed. Nothing waits for them: they only fill session flags
   * the home page's popups read. The lucky-draw status, the playback-video flag and the new-user
   * activity info of spec section 4 belong to the activities column, which is not built.
   */
  private async afterUserInfo(user: UserInfo): Promise<void> {
    const session = this.session;
    const stillSame = () => session.isLogin && session.globalId === user.globalId;
    await Promise.allSettled([
      this.api.homePopFlag(PROMPT_POP_ENUM).then((data) => {
        if (stillSame()) session.setFlag('isShowPrompt', asFlag(data));
      }),
      this.api.popupInfo().then((data) => {
        if (!stillSame()) return;
        const first = firstItem(data) as PopupInfo | null;
        runInAction(() => (session.popupInfo = first));
        popupInfoStorage.write(first);
      }),
    ]);
  }

  // ---------------------------------------------------------------- loginOnce

  loginOnce(tab?: LoginTab): Promise<void> {
    if (this.session.isLogin) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const cancel = () => {
        sub.unsubscribe();
        reject(new Error('Login Failed'));
      };
      const sub = this.bus
        .on('login')
        .pipe(take(1))
        .subscribe((event) => {
          this.waiters.delete(cancel);
          if (event.type === 'success') resolve();
          else reject(new Error('Login Failed'));
        });
      this.waiters.add(cancel);
      this.bus.emit('openLogin', tab ? { tab } : {});
    });
  }

  // ---------------------------------------------------------------- start-up

  async start(): Promise<void> {
    this.subscriptions.push(this.bus.on('openLogin').subscribe((event) => this.openDialog(event.tab, event.target)));
    // A logout (here or in another tab) forgets what the last login brought.
    this.disposers.push(
      reaction(
        () => this.session.isLogin,
        (loggedIn) => {
          if (loggedIn) return;
          this.isNewUser = false;
          persist(NEW_USER_KEY, null);
        },
      ),
    );
    let fromAddress = false;
    try {
      fromAddress = await this.loginFromAddress();
    } catch {
      /* never stop the site for a login */
    }
    if (fromAddress) return;
    this.ready = (this.session.isLogin ? this.refreshRestored() : this.loginByTicketAtStart()).catch(() => undefined);
  }

  dispose(): void {
    for (const sub of this.subscriptions) sub.unsubscribe();
    this.subscriptions = [];
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
    this.stopQr();
    this.stopCountdown();
  }

  /** Token in the address: strip it, log in by token, then user info and the wanted path. */
  private async loginFromAddress(): Promise<boolean> {
    const token = takeAccessTokenFromAddress();
    if (!token) return false;
    let answer: LoginAnswer;
    try {
      answer = await this.api.loginByToken(token);
    } catch {
      return false;
    }
    if (answer.statusCode !== 200 || !answer.data?.accessToken) return false;
    this.storeLogin(answer, false);
    await this.loadUserInfo();
    const target = takePendingTarget();
    if (target && target !== this.navigator.current()) this.navigator.navigate(target, { replace: true });
    return true;
  }

  /** A login restored from storage: refresh the user info silently. */
  private async refreshRestored(): Promise<void> {
    await this.loadUserInfo();
  }

  /** Not logged in and no token in the address: ask for the SSO ticket and log in by it. */
  private async loginByTicketAtStart(): Promise<void> {
    let ticket = '';
    try {
      ticket = await this.api.userTicket();
    } catch {
      return;
    }
    if (!ticket || this.session.isLogin) return;
    const answer = await this.api.loginByTicket(ticket, false);
    if (answer.statusCode !== 200 || !answer.data?.accessToken || this.session.isLogin) return;
    this.storeLogin(answer, false);
    await this.loadUserInfo();
    if (this.dialogOpen) runInAction(() => this.closeDialog());
    // A guard may have sent the visitor to /home meanwhile: go where they wanted.
    if (peekPendingTarget()) {
      const target = takePendingTarget();
      if (target && target !== this.navigator.current()) this.navigator.navigate(target, { replace: true });
    }
    this.bus.emit('login', { type: 'success' });
  }

  // ---------------------------------------------------------------- helpers

  /** Opens the captcha host through the bus; its validateData, or null when closed. */
  private solveCaptcha(): Promise<string | null> {
    return solveCaptcha(this.bus);
  }
}

/** Reads a flag answer: a boolean, a 0/1, or an object with a flag-like field. */
export function asFlag(data: unknown): boolean {
  if (typeof data === 'boolean') return data;
  if (typeof data === 'number') return data !== 0;
  if (typeof data === 'string') return data === 'true' || data === '1';
  if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    for (const key of ['flag', 'show', 'isShow', 'popFlag', 'clickFlag']) if (key in o) return asFlag(o[key]);
  }
  return false;
}

/** The first item of a list answer (an array, or an object holding one). */
export function firstItem(data: unknown): unknown {
  if (Array.isArray(data)) return data[0] ?? null;
  if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    for (const key of ['list', 'records', 'rows', 'data']) if (Array.isArray(o[key])) return (o[key] as unknown[])[0] ?? null;
  }
  return null;
}

function persist(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable */
  }
}
