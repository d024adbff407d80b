import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { take, type Subscription } from 'rxjs';
import { EventBus } from '@kernel/client/event-bus';
import { Navigator } from '@kernel/client/navigator';
import { SessionStore } from '@kernel/client/session-store';
import type { BindingAccount, BindingAccounts } from '../shared/contract';
import { AccountApi } from './account-api';
import { AccountLoginFlow } from './account-login-flow';
import { takeAccessTokenFromAddress } from './address';
import { LoginCompletion } from './login-completion';
import { LoginDialogState, type LoginTab } from './login-dialog';
import { MultiLoginStore } from './multi-login-store';
import { PhoneLoginFlow } from './phone-login-flow';
import { QrLoginFlow, type QrState } from './qr-login-flow';

export const AccountStore = Symbol('AccountStore');

export type { LoginTab } from './login-dialog';
export { QR_POLL_MS, type QrState, type QrViewStatus } from './qr-login-flow';

/**
 * The account plugin's store: the login dialog and every way in (account, phone with account
 * selection, QR code; at start the token in the address, a restored login, the SSO ticket), and
 * `loginOnce` for other plugins that need a login before they go on. Made of parts by concern:
 * the dialog's state (`dialog`), one flow per tab (`accountFlow`, `phoneFlow`, `qrFlow`) and the
 * one login completion (`completion`) every way in ends with.
 */
export interface AccountStore {
  // The dialog.
  readonly dialogOpen: boolean;
  readonly dialogTab: LoginTab;
  /** Grows with every opening, so each opening starts from a clean form. */
  readonly dialogRound: number;
  readonly keepLogin: boolean;
  /** Opens the dialog (a no-op when logged in), remembering `target` as the page to go to after. */
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
  /** Reloads the user info silently (no event). */
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
  readonly dialog = new LoginDialogState();
  readonly completion: LoginCompletion;
  readonly accountFlow: AccountLoginFlow;
  readonly phoneFlow: PhoneLoginFlow;
  readonly qrFlow: QrLoginFlow;

  ready: Promise<void> = Promise.resolve();

  private subscriptions: Subscription[] = [];
  private disposers: (() => void)[] = [];

  constructor(
    @inject(AccountApi) private readonly api: AccountApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(Navigator) navigator: Navigator,
    @inject(MultiLoginStore) multiLogin: MultiLoginStore,
  ) {
    this.completion = new LoginCompletion(api, session, bus, navigator, this.dialog);
    this.accountFlow = new AccountLoginFlow(api, bus, multiLogin, this.completion);
    this.phoneFlow = new PhoneLoginFlow(api, bus, multiLogin, this.completion, this.dialog);
    this.qrFlow = new QrLoginFlow(api, this.completion, this.dialog);
    this.dialog.onOpen(() => {
      this.accountFlow.reset();
      this.phoneFlow.reset();
      this.qrFlow.reset();
    });
    this.dialog.onClose(() => {
      this.qrFlow.stopQr();
      this.phoneFlow.clearChoices();
    });
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
    return this.accountFlow.accountBusy;
  }
  get accountError(): string {
    return this.accountFlow.accountError;
  }
  get loginFailed(): boolean {
    return this.accountFlow.loginFailed;
  }
  clearAccountError = (): void => this.accountFlow.clearAccountError();
  loginByAccount = (input: { username: string; password: string; keepLogin?: boolean }): Promise<boolean> =>
    this.accountFlow.loginByAccount({ ...input, keepLogin: input.keepLogin ?? this.dialog.keepLogin });

  // ---------------------------------------------------------------- phone login

  get mobile(): string {
    return this.phoneFlow.mobile;
  }
  get code(): string {
    return this.phoneFlow.code;
  }
  get phoneBusy(): boolean {
    return this.phoneFlow.phoneBusy;
  }
  get phoneError(): string {
    return this.phoneFlow.phoneError;
  }
  get phoneNotice(): string {
    return this.phoneFlow.phoneNotice;
  }
  get sendingCode(): boolean {
    return this.phoneFlow.sendingCode;
  }
  get countdown(): number {
    return this.phoneFlow.countdown;
  }
  get accountChoices(): BindingAccounts | null {
    return this.phoneFlow.accountChoices;
  }
  get choosing(): string {
    return this.phoneFlow.choosing;
  }
  setMobile = (value: string): void => this.phoneFlow.setMobile(value);
  setCode = (value: string): void => this.phoneFlow.setCode(value);
  sendSmsCode = (): Promise<boolean> => this.phoneFlow.sendSmsCode();
  loginByPhone = (): Promise<boolean> => this.phoneFlow.loginByPhone();
  chooseAccount = (account: BindingAccount): Promise<boolean> => this.phoneFlow.chooseAccount(account);
  backToPhoneForm = (): void => this.phoneFlow.backToPhoneForm();

  // ---------------------------------------------------------------- QR login

  get qr(): QrState {
    return this.qrFlow.qr;
  }
  startQr = (): void => this.qrFlow.startQr();
  stopQr = (): void => this.qrFlow.stopQr();

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
    this.qrFlow.stopQr();
    this.phoneFlow.stop();
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
