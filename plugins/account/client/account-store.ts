import { inject, injectable } from 'inversify';
import { makeObservable, observable, reaction, runInAction } from 'mobx';
import { take, type Subscription } from 'rxjs';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { Navigator } from '@kernel/client/navigator';
import { SessionStore } from '@kernel/client/session-store';
import type { BindingAccount, BindingAccounts } from '../shared/contract';
import { AccountApi } from './account-api';
import type { AccountLoginFlow } from './account-login-flow';
import { takeAccessTokenFromAddress } from './address';
import { LoginCompletion } from './login-completion';
import { LoginDialogState, type LoginTab } from './login-dialog';
import type { LoginFlows } from './login-flows';
import { MultiLoginLoader } from './multi-login-token';
import type { PhoneLoginFlow } from './phone-login-flow';
import type { QrLoginFlow, QrState } from './qr-login-flow';

export const AccountStore = Symbol('AccountStore');

export type { LoginTab } from './login-dialog';
export type { QrState, QrViewStatus } from './qr-login-flow';

const QR_IDLE: QrState = { status: 'idle', uuid: '', url: '', error: '' };

/**
 * The account plugin's store: the login dialog and every way in (account, phone with account
 * selection, QR code; at start the token in the address, a restored login, the SSO ticket), and
 * `loginOnce` for other plugins that need a login before they go on. Made of parts by concern:
 * the dialog's state (`dialog`, following the DialogService's `account.login`), one flow per tab (`accountFlow`, `phoneFlow`, `qrFlow`, downloaded
 * with the first opening of the dialog) and the one login completion (`completion`) every way in
 * ends with.
 */
export interface AccountStore {
  // The dialog (open or not, and its tab: the DialogService's `account.login`).
  readonly dialogOpen: boolean;
  readonly dialogTab: LoginTab;
  /** Grows with every opening, so each opening starts from a clean form. */
  readonly dialogRound: number;
  readonly keepLogin: boolean;
  /** Opens the dialog (a no-op when logged in), remembering `target` as the page to go to after. */
  openDialog(tab?: LoginTab, target?: string): void;
  /** Closed by the user (Escape, the close icon): pending `loginOnce` calls reject. */
  dismissDialog(): void;
  /** Shows another tab of the open dialog. */
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
  /** Reloads the user info silently (no event). */
  refreshUserInfo(): Promise<void>;
  /**
   * Start-up: listens for `openLogin`; logs in by a token in the address (awaited); then,
   * in the background, refreshes a restored login or tries the SSO ticket. Never throws.
   */
  start(): Promise<void>;
  /** Resolves when the background start-up work has finished (tests). */
  readonly ready: Promise<void>;
  /** The one login completion every way in ends with (the login forms, registration). */
  readonly completion: LoginCompletion;
  dispose(): void;
}

@injectable()
export class MobxAccountStore implements AccountStore {
  readonly dialog: LoginDialogState;
  readonly completion: LoginCompletion;
  /** The flows, once their code has loaded (`loadFlows`); until then the forms read as empty. */
  flows: LoginFlows | null = null;

  ready: Promise<void> = Promise.resolve();

  private flowsLoad: Promise<LoginFlows> | null = null;
  private subscriptions: Subscription[] = [];
  private disposers: (() => void)[] = [];

  constructor(
    @inject(AccountApi) private readonly api: AccountApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(Navigator) navigator: Navigator,
    @inject(MultiLoginLoader) private readonly loadMultiLogin: MultiLoginLoader,
    @inject(DialogService) dialogs: DialogService,
  ) {
    makeObservable(this, { flows: observable.ref });
    this.dialog = new LoginDialogState(dialogs);
    // However the dialog was opened (the bus `openLogin`, the DialogService), its flows come with it.
    this.dialog.onOpen(() => void this.loadFlows());
    this.completion = new LoginCompletion(api, session, bus, navigator, this.dialog);
  }

  /** Loads the login flows' code once (with the dialog's first opening) and builds them. */
  loadFlows = (): Promise<LoginFlows> =>
    (this.flowsLoad ??= Promise.all([import(/* webpackChunkName: "account-login-flows" */ './login-flows'), this.loadMultiLogin()]).then(([m, multiLogin]) => {
      const flows = m.createLoginFlows({ api: this.api, bus: this.bus, multiLogin, completion: this.completion, dialog: this.dialog });
      runInAction(() => (this.flows = flows));
      return flows;
    }));

  /** Runs `action` on the flows now, or as soon as their code has loaded (in call order). */
  private withFlows(action: (flows: LoginFlows) => void): void {
    if (this.flows) action(this.flows);
    else void this.loadFlows().then(action);
  }

  get accountFlow(): AccountLoginFlow {
    return this.loaded().account;
  }
  get phoneFlow(): PhoneLoginFlow {
    return this.loaded().phone;
  }
  get qrFlow(): QrLoginFlow {
    return this.loaded().qr;
  }

  private loaded(): LoginFlows {
    if (!this.flows) throw new Error('the login flows are used before their code was loaded (loadFlows)');
    return this.flows;
  }

  // ---------------------------------------------------------------- the dialog

  get dialogOpen(): boolean {
    return this.dialog.dialogOpen;
  }
  get dialogTab(): LoginTab {
    return this.dialog.dialogTab;
  }
  get dialogRound(): number {
    return this.dialog.dialogRound;
  }
  get keepLogin(): boolean {
    return this.dialog.keepLogin;
  }
  openDialog = (tab?: LoginTab, target?: string): void => {
    if (this.session.isLogin) return;
    this.dialog.open(tab, target);
  };
  dismissDialog = (): void => this.dialog.dismiss();
  setTab = (tab: LoginTab): void => this.dialog.setTab(tab);
  setKeepLogin = (value: boolean): void => this.dialog.setKeepLogin(value);

  // ---------------------------------------------------------------- account login

  get accountBusy(): boolean {
    return this.flows?.account.accountBusy ?? false;
  }
  get accountError(): string {
    return this.flows?.account.accountError ?? '';
  }
  get loginFailed(): boolean {
    return this.flows?.account.loginFailed ?? false;
  }
  clearAccountError = (): void => this.withFlows((f) => f.account.clearAccountError());
  loginByAccount = async (input: { username: string; password: string; keepLogin?: boolean }): Promise<boolean> =>
    (await this.loadFlows()).account.loginByAccount({ ...input, keepLogin: input.keepLogin ?? this.dialog.keepLogin });

  // ---------------------------------------------------------------- phone login

  get mobile(): string {
    return this.flows?.phone.mobile ?? '';
  }
  get code(): string {
    return this.flows?.phone.code ?? '';
  }
  get phoneBusy(): boolean {
    return this.flows?.phone.phoneBusy ?? false;
  }
  get phoneError(): string {
    return this.flows?.phone.phoneError ?? '';
  }
  get phoneNotice(): string {
    return this.flows?.phone.phoneNotice ?? '';
  }
  get sendingCode(): boolean {
    return this.flows?.phone.sendingCode ?? false;
  }
  get countdown(): number {
    return this.flows?.phone.countdown ?? 0;
  }
  get accountChoices(): BindingAccounts | null {
    return this.flows?.phone.accountChoices ?? null;
  }
  get choosing(): string {
    return this.flows?.phone.choosing ?? '';
  }
  setMobile = (value: string): void => this.withFlows((f) => f.phone.setMobile(value));
  setCode = (value: string): void => this.withFlows((f) => f.phone.setCode(value));
  sendSmsCode = async (): Promise<boolean> => (await this.loadFlows()).phone.sendSmsCode();
  loginByPhone = async (): Promise<boolean> => (await this.loadFlows()).phone.loginByPhone();
  chooseAccount = async (account: BindingAccount): Promise<boolean> => (await this.loadFlows()).phone.chooseAccount(account);
  backToPhoneForm = (): void => this.withFlows((f) => f.phone.backToPhoneForm());

  // ---------------------------------------------------------------- QR login

  get qr(): QrState {
    return this.flows?.qr.qr ?? QR_IDLE;
  }
  startQr = (): void => this.withFlows((f) => f.qr.startQr());
  stopQr = (): void => this.flows?.qr.stopQr();

  // ---------------------------------------------------------------- after a login

  get isNewUser(): boolean {
    return this.completion.isNewUser;
  }

  refreshUserInfo = async (): Promise<void> => {
    await this.completion.loadUserInfo();
  };

  loginOnce = (tab?: LoginTab): Promise<void> => {
    if (this.session.isLogin) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const sub = this.bus
        .on('login')
        .pipe(take(1))
        .subscribe((event) => {
          stopWaiting();
          if (event.type === 'success') resolve();
          else reject(new Error('Login Failed'));
        });
      const stopWaiting = this.dialog.whenDismissed(() => {
        sub.unsubscribe();
        reject(new Error('Login Failed'));
      });
      this.bus.emit('openLogin', tab ? { tab } : {});
    });
  };

  // ---------------------------------------------------------------- start-up

  start = async (): Promise<void> => {
    this.subscriptions.push(this.bus.on('openLogin').subscribe((event) => this.openDialog(event.tab, event.target)));
    // A logout (here or in another tab) forgets what the last login brought.
    this.disposers.push(
      reaction(
        () => this.session.isLogin,
        (loggedIn) => {
          if (!loggedIn) this.completion.forget();
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
    this.ready = (this.session.isLogin ? this.completion.restore() : this.loginByTicketAtStart()).catch(() => undefined);
  };

  dispose = (): void => {
    for (const sub of this.subscriptions) sub.unsubscribe();
    this.subscriptions = [];
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
    this.dialog.dispose();
    this.flows?.qr.stopQr();
    this.flows?.phone.stop();
  };

  /** A token in the address (a partner site's link): stripped, then a login by token. */
  private async loginFromAddress(): Promise<boolean> {
    const token = takeAccessTokenFromAddress();
    if (!token) return false;
    try {
      await this.completion.complete(await this.api.loginByToken(token), { keepLogin: false, how: 'address' });
      return true;
    } catch {
      return false;
    }
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
    if (this.session.isLogin) return;
    await this.completion.complete(answer, { keepLogin: false, how: 'ticket' });
  }
}
