import { action, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '@kernel/client/event-bus';
import {
  codeProblem,
  inviteCodeProblem,
  mobileProblem,
  normaliseInviteCode,
  passwordProblem,
  RegistrationMessages,
  usernameProblem,
} from '../shared/registration';
import type { AccountApi } from './account-api';
import type { LoginCompletion } from './login-completion';
import type { RegisterApi } from './register-api';
import { LoginTexts, messageOf } from './login-errors';
import { SmsCodeButtonState } from './register-sms';
import { digitsOnly, LoginLimits, LoginMessages, stripSpaces } from './validation';

export type RegisterField = 'mobile' | 'code' | 'username' | 'password' | 'confirm' | 'inviteCode' | 'consent';

/** Which field a refusal of the server is about (shown under that field). */
const FIELD_OF_MESSAGE: Record<string, RegisterField> = {
  [RegistrationMessages.phoneRegistered]: 'mobile',
  [RegistrationMessages.mobileFormat]: 'mobile',
  [RegistrationMessages.usernameUnavailable]: 'username',
  [RegistrationMessages.inviteInvalid]: 'inviteCode',
  [RegistrationMessages.consentRequired]: 'consent',
  验证码错误: 'code',
  '验证码已失效，请重新获取': 'code',
};

/**
 * The registration form (the dialog and the /register page): the fields with the rules of
 * shared/registration.ts (the server's), the SMS code of type register, and on success the one
 * login completion every way in ends with (token, user info, pending target, `login` event).
 */
export class RegisterFlow {
  mobile = '';
  code = '';
  username = '';
  password = '';
  confirm = '';
  inviteCode = '';
  consent = false;
  errors: Partial<Record<RegisterField, string>> = {};
  /** A failure not about one field. */
  formError = '';
  notice = '';
  busy = false;
  readonly sms: SmsCodeButtonState;

  constructor(
    api: AccountApi,
    private readonly registerApi: RegisterApi,
    bus: EventBus,
    private readonly completion: LoginCompletion | undefined,
    invite?: string,
  ) {
    this.sms = new SmsCodeButtonState(api, bus, 'register');
    this.inviteCode = normaliseInviteCode(invite).slice(0, 16);
    makeObservable(this, {
      mobile: observable,
      code: observable,
      username: observable,
      password: observable,
      confirm: observable,
      inviteCode: observable,
      consent: observable,
      errors: observable.ref,
      formError: observable,
      notice: observable,
      busy: observable,
      set: action,
      setConsent: action,
      sendCode: action,
      submit: action,
    });
  }

  set(field: Exclude<RegisterField, 'consent'>, raw: string): void {
    const value =
      field === 'mobile'
        ? digitsOnly(raw, LoginLimits.phoneLength)
        : field === 'code'
          ? digitsOnly(raw, LoginLimits.codeLength)
          : field === 'inviteCode'
            ? normaliseInviteCode(raw).slice(0, 16)
            : stripSpaces(raw).slice(0, field === 'username' ? LoginLimits.usernameMax : LoginLimits.passwordMax);
    this[field] = value;
    this.clear(field);
  }

  setConsent(value: boolean): void {
    this.consent = value;
    this.clear('consent');
  }

  private clear(field: RegisterField): void {
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

  /** Every field's problem (the same rules as the server), in field order. */
  validate(): Partial<Record<RegisterField, string>> {
    const errors: Partial<Record<RegisterField, string>> = {};
    const set = (field: RegisterField, message: string | null) => {
      if (message) errors[field] = message;
    };
    set('mobile', mobileProblem(this.mobile));
    set('code', codeProblem(this.code));
    // A reserved name is the server's to refuse (the same message as a taken one).
    set('username', usernameProblem(this.username) === RegistrationMessages.usernameUnavailable ? null : usernameProblem(this.username));
    set('password', passwordProblem(this.password));
    set('confirm', this.confirm === '' ? '请再次输入密码' : this.confirm !== this.password ? RegistrationMessages.passwordMismatch : null);
    set('inviteCode', inviteCodeProblem(this.inviteCode));
    set('consent', this.consent ? null : RegistrationMessages.consentRequired);
    return errors;
  }

  /** Registers and logs the new member in; true on success. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    const errors = this.validate();
    this.errors = errors;
    this.formError = '';
    if (Object.keys(errors).length > 0) return false;
    this.busy = true;
    try {
      const answer = await this.registerApi.register({
        mobile: this.mobile,
        code: this.code,
        username: this.username,
        password: this.password,
        consent: this.consent,
        inviteCode: this.inviteCode || undefined,
        keepLogin: true,
      });
      if (answer.statusCode !== 200) throw new Error(answer.businessMsg || LoginTexts.failed);
      if (!this.completion) throw new Error(LoginTexts.failed);
      await this.completion.complete(answer, { keepLogin: true, how: 'fresh' });
      return true;
    } catch (error) {
      runInAction(() => this.showRefusal(messageOf(error, '注册失败，请稍后再试')));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
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
