import { action, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '@kernel/client/event-bus';
import { inviteCodeProblem, normaliseInviteCode, RegistrationMessages, usernameProblem } from '../shared/registration';
import type { AccountApi } from './account-api';
import type { LoginCompletion } from './login-completion';
import type { RegisterApi } from './register-api';
import { LoginTexts, messageOf } from './login-errors';
import { PhoneCodeForm } from './phone-code-form';
import { LoginLimits, stripSpaces } from './validation';

export type RegisterField = 'mobile' | 'code' | 'username' | 'password' | 'confirm' | 'inviteCode' | 'consent';

/** Which field a refusal of the server is about (shown under that field). */
const FIELD_OF_MESSAGE: Record<string, RegisterField> = {
  [RegistrationMessages.phoneRegistered]: 'mobile',
  [RegistrationMessages.usernameUnavailable]: 'username',
  [RegistrationMessages.inviteInvalid]: 'inviteCode',
  [RegistrationMessages.consentRequired]: 'consent',
};

/**
 * The registration form (the dialog and the /register page): the fields with the rules of
 * shared/registration.ts (the server's), the SMS code of type register, and on success the one
 * login completion every way in ends with (token, user info, pending target, `login` event).
 */
export class RegisterFlow extends PhoneCodeForm<RegisterField> {
  username = '';
  inviteCode = '';
  consent = false;

  constructor(
    api: AccountApi,
    private readonly registerApi: RegisterApi,
    bus: EventBus,
    private readonly completion: LoginCompletion | undefined,
    invite?: string,
  ) {
    super(api, bus, 'register', FIELD_OF_MESSAGE);
    this.inviteCode = normaliseInviteCode(invite).slice(0, 16);
    makeObservable(this, {
      username: observable,
      inviteCode: observable,
      consent: observable,
      set: action,
      setConsent: action,
      submit: action,
    });
  }

  set(field: Exclude<RegisterField, 'consent'>, raw: string): void {
    if (field === 'username') this.username = stripSpaces(raw).slice(0, LoginLimits.usernameMax);
    else if (field === 'inviteCode') this.inviteCode = normaliseInviteCode(raw).slice(0, 16);
    else return this.setCommon(field, raw);
    this.clear(field);
  }

  setConsent(value: boolean): void {
    this.consent = value;
    this.clear('consent');
  }

  /** Every field's problem (the same rules as the server), in field order. */
  validate(): Partial<Record<RegisterField, string>> {
    const common = this.commonProblems('请再次输入密码');
    // A reserved name is the server's to refuse (the same message as a taken one).
    const username = usernameProblem(this.username);
    const errors: Partial<Record<RegisterField, string | null>> = {
      mobile: common.mobile,
      code: common.code,
      username: username === RegistrationMessages.usernameUnavailable ? null : username,
      password: common.password,
      confirm: common.confirm,
      inviteCode: inviteCodeProblem(this.inviteCode),
      consent: this.consent ? null : RegistrationMessages.consentRequired,
    };
    return Object.fromEntries(Object.entries(errors).filter(([, message]) => !!message)) as Partial<Record<RegisterField, string>>;
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
}
