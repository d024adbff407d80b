import { action, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '@kernel/client/event-bus';
import { codeProblem, mobileProblem, passwordProblem, RegistrationMessages, type ResetAccountChoice } from '../shared/registration';
import type { AccountApi } from './account-api';
import { messageOf } from './login-errors';
import type { RegisterApi } from './register-api';
import { SmsCodeButtonState } from './register-sms';
import { digitsOnly, LoginLimits, LoginMessages, stripSpaces } from './validation';

export type ResetField = 'mobile' | 'code' | 'password' | 'confirm';

const FIELD_OF_MESSAGE: Record<string, ResetField> = {
  [RegistrationMessages.phoneNotRegistered]: 'mobile',
  [RegistrationMessages.mobileFormat]: 'mobile',
  验证码错误: 'code',
  '验证码已失效，请重新获取': 'code',
};

/**
 * 找回密码: phone, SMS code of type reset, the new password twice; a phone bound to several
 * accounts shows the accounts to choose from (as the phone login does); done shows which account
 * got its new password (every session of it was signed out).
 */
export class ResetFlow {
  mobile = '';
  code = '';
  password = '';
  confirm = '';
  errors: Partial<Record<ResetField, string>> = {};
  formError = '';
  notice = '';
  busy = false;
  /** The accounts of the phone, when it has several (the code is still valid). */
  choices: readonly ResetAccountChoice[] | null = null;
  /** The account whose password was reset. */
  done: { username: string } | null = null;
  readonly sms: SmsCodeButtonState;

  constructor(
    api: AccountApi,
    private readonly registerApi: RegisterApi,
    bus: EventBus,
    mobile?: string,
  ) {
    this.sms = new SmsCodeButtonState(api, bus, 'reset');
    this.mobile = digitsOnly(mobile ?? '', LoginLimits.phoneLength);
    makeObservable(this, {
      mobile: observable,
      code: observable,
      password: observable,
      confirm: observable,
      errors: observable.ref,
      formError: observable,
      notice: observable,
      busy: observable,
      choices: observable.ref,
      done: observable.ref,
      set: action,
      sendCode: action,
      submit: action,
      back: action,
    });
  }

  set(field: ResetField, raw: string): void {
    this[field] =
      field === 'mobile'
        ? digitsOnly(raw, LoginLimits.phoneLength)
        : field === 'code'
          ? digitsOnly(raw, LoginLimits.codeLength)
          : stripSpaces(raw).slice(0, LoginLimits.passwordMax);
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
    this.formError = '';
  }

  async sendCode(): Promise<boolean> {
    const problem = mobileProblem(this.mobile);
    if (problem) {
      this.errors = { ...this.errors, mobile: problem };
      return false;
    }
    this.notice = '';
    const failure = await this.sms.send(this.mobile);
    runInAction(() => {
      if (failure === '') {
        this.notice = LoginMessages.codeSent;
        // The code field's earlier error gives way to the notice.
        this.errors = { ...this.errors, code: undefined };
      }
      else if (failure) this.showRefusal(failure);
    });
    return failure === '';
  }

  validate(): Partial<Record<ResetField, string>> {
    const errors: Partial<Record<ResetField, string>> = {};
    const set = (field: ResetField, message: string | null) => {
      if (message) errors[field] = message;
    };
    set('mobile', mobileProblem(this.mobile));
    set('code', codeProblem(this.code));
    set('password', passwordProblem(this.password));
    set('confirm', this.confirm === '' ? '请再次输入新密码' : this.confirm !== this.password ? RegistrationMessages.passwordMismatch : null);
    return errors;
  }

  /** Resets the password (of `globalId`, chosen from the list); true when done. */
  async submit(globalId?: string): Promise<boolean> {
    if (this.busy) return false;
    const errors = this.validate();
    this.errors = errors;
    this.formError = '';
    if (Object.keys(errors).length > 0) return false;
    this.busy = true;
    try {
      const answer = await this.registerApi.resetPassword({ mobile: this.mobile, code: this.code, password: this.password, globalId });
      runInAction(() => {
        if (answer.status === 'needChoice') this.choices = answer.accounts;
        else {
          this.choices = null;
          this.done = { username: answer.username };
        }
      });
      return answer.status === 'done';
    } catch (error) {
      runInAction(() => {
        this.choices = null;
        this.showRefusal(messageOf(error, '密码重置失败，请稍后再试'));
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** From the account list back to the form. */
  back(): void {
    this.choices = null;
  }

  private showRefusal(message: string): void {
    const field = FIELD_OF_MESSAGE[message];
    if (field) this.errors = { ...this.errors, [field]: message };
    else this.formError = message;
  }

  dispose(): void {
    this.sms.stop();
  }
}
