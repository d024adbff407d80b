import { action, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '@kernel/client/event-bus';
import { solveCaptcha } from '@kernel/client/event-bus';
import type { AccountCredentials } from '../shared/contract';
import type { AccountApi } from './account-api';
import type { LoginCompletion } from './login-completion';
import { CaptchaRequired, isQuiet, LoginAbort, LoginTexts, messageOf } from './login-errors';
import type { MultiLoginStore } from './multi-login-token';
import { stripSpaces, validateAccountLogin } from './validation';

/**
 * 账号登录: validate, the multi-login pre-check, the encrypted login, and the captcha round when the
 * server asks for it; a success ends in the one login completion.
 */
export class AccountLoginFlow {
  accountBusy = false;
  accountError = '';
  /** The last account login failed (status code other than 200). */
  loginFailed = false;

  constructor(
    private readonly api: AccountApi,
    private readonly bus: EventBus,
    private readonly multiLogin: MultiLoginStore,
    private readonly completion: LoginCompletion,
  ) {
    makeObservable<AccountLoginFlow>(this, {
      accountBusy: observable,
      accountError: observable,
      loginFailed: observable,
      reset: action,
      clearAccountError: action,
      loginByAccount: action,
    });
  }

  reset(): void {
    this.accountError = '';
    this.loginFailed = false;
  }

  clearAccountError(): void {
    this.accountError = '';
  }

  async loginByAccount(input: { username: string; password: string; keepLogin: boolean }): Promise<boolean> {
    if (this.accountBusy) return false;
    const username = stripSpaces(input.username);
    const password = stripSpaces(input.password);
    const problem = validateAccountLogin({ username, password }).first;
    if (problem) {
      this.accountError = problem;
      return false;
    }
    this.accountBusy = true;
    this.accountError = '';
    this.loginFailed = false;
    try {
      await this.rounds({ username, password, keepLogin: input.keepLogin });
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
  private async rounds(credentials: AccountCredentials): Promise<void> {
    let validateData: string | undefined;
    for (let round = 0; ; round += 1) {
      const attempt: AccountCredentials = validateData ? { ...credentials, validateData } : credentials;
      try {
        await this.multiLogin.precheck('auth', { data: { ...attempt }, encrypt: true }, credentials.username);
        const answer = await this.api.loginByAuth(attempt);
        if (answer.callbackAddress) throw new CaptchaRequired(answer.businessMsg);
        await this.completion.complete(answer, { keepLogin: credentials.keepLogin, how: 'fresh' });
        return;
      } catch (error) {
        if (!(error instanceof CaptchaRequired) || round > 0) throw error;
      }
      const solved = await solveCaptcha(this.bus);
      if (!solved) throw new LoginAbort(LoginTexts.captchaCancelled);
      validateData = solved;
    }
  }
}
