import { action, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '@kernel/client/event-bus';
import { RegistrationMessages, type ResetAccountChoice } from '../shared/registration';
import type { AccountApi } from './account-api';
import { messageOf } from './login-errors';
import type { RegisterApi } from './register-api';
import { PhoneCodeForm } from './phone-code-form';
import { digitsOnly, LoginLimits } from './validation';

export type ResetField = 'mobile' | 'code' | 'password' | 'confirm';

const FIELD_OF_MESSAGE: Record<string, ResetField> = {
  [RegistrationMessages.phoneNotRegistered]: 'mobile',
};

/**
 * 找回密码: phone, SMS code of type reset, the new password twice; a phone bound to several
 * accounts shows the accounts to choose from (as the phone login does); done shows which account
 * got its new password (every session of it was signed out).
 */
export class ResetFlow extends PhoneCodeForm<ResetField> {
  /** The accounts of the phone, when it has several (the code is still valid). */
  choices: readonly ResetAccountChoice[] | null = null;
  /** The account whose password was reset. */
  done: { username: string } | null = null;

  constructor(
    api: AccountApi,
    private readonly registerApi: RegisterApi,
    bus: EventBus,
    mobile?: string,
  ) {
    super(api, bus, 'reset', FIELD_OF_MESSAGE);
    this.mobile = digitsOnly(mobile ?? '', LoginLimits.phoneLength);
    makeObservable(this, {
      choices: observable.ref,
      done: observable.ref,
      set: action,
      submit: action,
      back: action,
    });
  }

  set(field: ResetField, raw: string): void {
    this.setCommon(field, raw);
  }

  validate(): Partial<Record<ResetField, string>> {
    return this.commonProblems('请再次输入新密码');
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
}
