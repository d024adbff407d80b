import { action, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '@kernel/client/event-bus';
import { solveCaptcha } from '@kernel/client/event-bus';
import type { BindingAccount, BindingAccounts } from '../shared/contract';
import type { AccountApi } from './account-api';
import type { LoginCompletion } from './login-completion';
import type { LoginDialogState } from './login-dialog';
import { isQuiet, LoginAbort, LoginTexts, messageOf } from './login-errors';
import type { MultiLoginStore } from './multi-login-token';
import { LoginMessages, SMS_COUNTDOWN_SECONDS, sanitizeCode, sanitizePhone, validatePhone, validatePhoneLogin } from './validation';

/**
 * 手机登录: the captcha, the SMS code and its countdown, the accounts bound to the phone (the
 * selection list when there are several); a success ends in the one login completion.
 */
export class PhoneLoginFlow {
  mobile = '';
  code = '';
  phoneBusy = false;
  phoneError = '';
  phoneNotice = '';
  sendingCode = false;
  /** Seconds until the code may be sent again (0: now). */
  countdown = 0;
  /** Several accounts are bound to the phone: the selection list. */
  accountChoices: BindingAccounts | null = null;
  choosing = '';

  private countdownTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly api: AccountApi,
    private readonly bus: EventBus,
    private readonly multiLogin: MultiLoginStore,
    private readonly completion: LoginCompletion,
    private readonly dialog: LoginDialogState,
  ) {
    makeObservable<PhoneLoginFlow, 'tick'>(this, {
      mobile: observable,
      code: observable,
      phoneBusy: observable,
      phoneError: observable,
      phoneNotice: observable,
      sendingCode: observable,
      countdown: observable,
      accountChoices: observable.ref,
      choosing: observable,
      reset: action,
      setMobile: action,
      setCode: action,
      sendSmsCode: action,
      loginByPhone: action,
      chooseAccount: action,
      backToPhoneForm: action,
      clearChoices: action,
      tick: action,
    });
  }

  reset(): void {
    this.mobile = '';
    this.code = '';
    this.phoneError = '';
    this.phoneNotice = '';
    this.accountChoices = null;
    this.choosing = '';
  }

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
      const validateData = await solveCaptcha(this.bus);
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

  /** A choice of the selection list; a failure after the choice emits the `login` fail. */
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

  /** The selection list's back arrow: back to the form, the code reset. */
  backToPhoneForm(): void {
    this.accountChoices = null;
    this.code = '';
    this.phoneError = '';
    this.phoneNotice = '';
  }

  clearChoices(): void {
    this.accountChoices = null;
  }

  stop(): void {
    this.stopCountdown();
  }

  private async loginAccount(account: BindingAccount): Promise<void> {
    const { mobile, code } = this;
    const keepLogin = this.dialog.keepLogin;
    await this.multiLogin.precheck('sms', { data: { mobile, code }, headers: { globalId: account.globalId } }, account.username);
    const answer = await this.api.loginBySms({ mobile, code, keepLogin }, account.globalId);
    await this.completion.complete(answer, { keepLogin, how: 'fresh' });
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
}
