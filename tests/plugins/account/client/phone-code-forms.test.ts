import type { EventBus } from '@kernel/client/event-bus';
import type { AccountApi } from '@plugins/account/client/account-api';
import type { RegisterApi } from '@plugins/account/client/register-api';
import { RegisterFlow } from '@plugins/account/client/register-flow';
import { ResetFlow } from '@plugins/account/client/reset-flow';
import { RegistrationMessages } from '@plugins/account/shared/registration';

/**
 * The registration and reset forms share one phone-code form: the same cleaning of the typed
 * values, the server's rules in field order, and a refusal placed under the field it is about.
 */
const noApi = {} as AccountApi;
const noBus = {} as EventBus;

function refusingApi(message: string): RegisterApi {
  const refuse = async () => {
    throw new Error(message);
  };
  return { register: refuse, resetPassword: refuse } as unknown as RegisterApi;
}

function filledRegistration(api: RegisterApi): RegisterFlow {
  const flow = new RegisterFlow(noApi, api, noBus, undefined);
  flow.set('mobile', '139 1234 5678');
  flow.set('code', '12a3456');
  flow.set('username', 'new user');
  flow.set('password', 'Abcd1234');
  flow.set('confirm', 'Abcd1234');
  flow.setConsent(true);
  return flow;
}

describe('the phone-code forms', () => {
  it('clean what is typed: digits only for the phone and the code, no spaces in the name', () => {
    const flow = filledRegistration(refusingApi('x'));
    expect(flow.mobile).toBe('13912345678');
    expect(flow.code).toBe('123456');
    expect(flow.username).toBe('newuser');
  });

  it('registration: every field’s problem, in field order; a filled form has none', () => {
    const empty = new RegisterFlow(noApi, refusingApi('x'), noBus, undefined);
    expect(Object.keys(empty.validate())).toEqual(['mobile', 'code', 'username', 'password', 'confirm', 'consent']);
    expect(empty.validate().consent).toBe(RegistrationMessages.consentRequired);
    expect(empty.validate().confirm).toBe('请再次输入密码');
    expect(filledRegistration(refusingApi('x')).validate()).toEqual({});
  });

  it('reset: the phone, the code and the new password twice', () => {
    const flow = new ResetFlow(noApi, refusingApi('x'), noBus, '13900000000');
    expect(flow.mobile).toBe('13900000000');
    flow.set('password', 'Abcd1234');
    flow.set('confirm', 'Abcd12345');
    expect(flow.validate()).toEqual({ code: expect.any(String), confirm: RegistrationMessages.passwordMismatch });
  });

  it.each([
    [RegistrationMessages.usernameUnavailable, 'username'],
    [RegistrationMessages.phoneRegistered, 'mobile'],
    ['验证码错误', 'code'],
  ])('a refusal of registration “%s” shows under %s', async (message, field) => {
    const flow = filledRegistration(refusingApi(message));
    expect(await flow.submit()).toBe(false);
    expect(flow.errors).toEqual({ [field]: message });
    expect(flow.formError).toBe('');
    expect(flow.busy).toBe(false);
  });

  it('a refusal about no field shows over the form; typing clears it', async () => {
    const flow = filledRegistration(refusingApi('注册人数过多，请稍后再试'));
    await flow.submit();
    expect(flow.formError).toBe('注册人数过多，请稍后再试');
    flow.set('username', 'another');
    expect(flow.formError).toBe('');
  });

  it('reset: an unknown phone shows under 手机号, a spent code under 验证码', async () => {
    const flow = new ResetFlow(noApi, refusingApi(RegistrationMessages.phoneNotRegistered), noBus, '13900000000');
    flow.set('code', '123456');
    flow.set('password', 'Abcd1234');
    flow.set('confirm', 'Abcd1234');
    await flow.submit();
    expect(flow.errors).toEqual({ mobile: RegistrationMessages.phoneNotRegistered });
    const spent = new ResetFlow(noApi, refusingApi('验证码已失效，请重新获取'), noBus, '13900000000');
    spent.set('code', '123456');
    spent.set('password', 'Abcd1234');
    spent.set('confirm', 'Abcd1234');
    await spent.submit();
    expect(spent.errors).toEqual({ code: '验证码已失效，请重新获取' });
  });
});
