import { action, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '@kernel/client/event-bus';
import { codeProblem, mobileProblem, passwordProblem, RegistrationMessages } from '../shared/registration';
import type { AccountApi } from './account-api';
import { SmsCodeButtonState } from './register-sms';
import { digitsOnly, LoginLimits, LoginMessages, stripSpaces } from './validation';

/** The fields every phone-code form has: the phone, its SMS code, a new password and its confirmation. */
export type PhoneCodeField = 'mobile' | 'code' | 'password' | 'confirm';

/** The server's refusals about the phone and the code, shown under their fields. */
const COMMON_FIELD_OF_MESSAGE: Readonly<Record<string, PhoneCodeField>> = {
  [RegistrationMessages.mobileFormat]: 'mobile',
  验证码错误: 'code',
  '验证码已失效，请重新获取': 'code',
};

/**
 * A form that sends an SMS code to a phone and sets a new password with it (registration, the
 * password reset): the fields, their errors, the 验证码已发送 notice, 获取验证码 with the captcha and
 * the countdown, and the server's refusals placed under the field they are about (else over the
 * form). `F` is the form's own field set.
 */
export abstract class PhoneCodeForm<F extends string> {
  mobile = '';
  code = '';
  password = '';
  confirm = '';
  errors: Partial<Record<F | PhoneCodeField, string>> = {};
  /** A failure not about one field. */
  formError = '';
  notice = '';
  busy = false;
  readonly sms: SmsCodeButtonState;

  protected constructor(
    api: AccountApi,
    bus: EventBus,
    type: 'register' | 'reset',
    /** The form's own refusals by field (beside the phone's and the code's). */
    private readonly fieldOfMessage: Readonly<Record<string, F | PhoneCodeField>>,
  ) {
    this.sms = new SmsCodeButtonState(api, bus, type);
    makeObservable<PhoneCodeForm<F>, 'clear' | 'showRefusal'>(this, {
      mobile: observable,
      code: observable,
      password: observable,
      confirm: observable,
      errors: observable.ref,
      formError: observable,
      notice: observable,
      busy: observable,
      sendCode: action,
      clear: action,
      showRefusal: action,
    });
  }

  /** A typed value of one of the common fields, cleaned as the login forms clean it. */
  protected setCommon(field: PhoneCodeField, raw: string): void {
    this[field] =
      field === 'mobile'
        ? digitsOnly(raw, LoginLimits.phoneLength)
        : field === 'code'
          ? digitsOnly(raw, LoginLimits.codeLength)
          : stripSpaces(raw).slice(0, LoginLimits.passwordMax);
    this.clear(field);
  }

  protected clear(field: F | PhoneCodeField): void {
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
    this.formError = '';
  }

  /** 获取验证码: the phone's rule first, then the captcha and the send; true when sent. */
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
      } else if (failure) this.showRefusal(failure);
    });
    return failure === '';
  }

  /** The common fields' problems (the server's rules); `confirmPrompt` when the confirmation is empty. */
  protected commonProblems(confirmPrompt: string): Partial<Record<PhoneCodeField, string>> {
    const problems: Partial<Record<PhoneCodeField, string>> = {};
    const set = (field: PhoneCodeField, message: string | null) => {
      if (message) problems[field] = message;
    };
    set('mobile', mobileProblem(this.mobile));
    set('code', codeProblem(this.code));
    set('password', passwordProblem(this.password));
    set('confirm', this.confirm === '' ? confirmPrompt : this.confirm !== this.password ? RegistrationMessages.passwordMismatch : null);
    return problems;
  }

  protected showRefusal(message: string): void {
    const field = this.fieldOfMessage[message] ?? COMMON_FIELD_OF_MESSAGE[message];
    if (field) this.errors = { ...this.errors, [field]: message };
    else this.formError = message;
  }

  dispose(): void {
    this.sms.stop();
  }
}
