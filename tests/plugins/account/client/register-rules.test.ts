/**
 * The registration rules the form and the server share (plugins/account/shared/registration.ts):
 * the client shows exactly the messages the server answers.
 */
import {
  inviteCodeProblem,
  normaliseInviteCode,
  normaliseUsername,
  passwordProblem,
  registerProblem,
  RegistrationMessages as M,
  resetProblem,
  usernameProblem,
} from '@plugins/account/shared/registration';

describe('shared registration rules', () => {
  it('usernames: the login rules, reserved names answered like taken ones', () => {
    expect(usernameProblem('')).toBe(M.usernameRequired);
    expect(usernameProblem('a b')).toBe(M.usernameSpaces);
    expect(usernameProblem('\u3000名字')).toBe(M.usernameSpaces);
    expect(usernameProblem('x'.repeat(33))).toBe(M.usernameTooLong);
    expect(usernameProblem('造'.repeat(32))).toBeNull();
    expect(usernameProblem('a\u200bb')).toBe(M.usernameInvalid);
    for (const name of ['admin', 'ROOT', '客服', '13912345678', 'zjzb_team', '造价指标网官方']) expect(usernameProblem(name)).toBe(M.usernameUnavailable);
    expect(usernameProblem('wang_jianguo')).toBeNull();
    expect(normaliseUsername(' Wang ')).toBe('wang');
  });

  it('passwords: 8-50, ASCII, at least two of letters, digits, symbols', () => {
    expect(passwordProblem('')).toBe(M.passwordRequired);
    expect(passwordProblem('Ab1')).toBe(M.passwordLength);
    expect(passwordProblem('Ab1' + 'x'.repeat(48))).toBe(M.passwordLength);
    expect(passwordProblem('Ab1' + 'x'.repeat(47))).toBeNull();
    expect(passwordProblem('Abcd 1234')).toBe(M.passwordSpaces);
    expect(passwordProblem('密码密码12345678')).toBe(M.passwordChars);
    expect(passwordProblem('abcdefgh')).toBe(M.passwordKinds);
    expect(passwordProblem('12345678')).toBe(M.passwordKinds);
    expect(passwordProblem('#$%^&*()')).toBe(M.passwordKinds);
    expect(passwordProblem('abcd1234')).toBeNull();
    expect(passwordProblem('1234!@#$')).toBeNull();
    expect(passwordProblem('abcd!@#$')).toBeNull();
  });

  it('invite codes: optional, 8 characters without look-alikes, any case and spacing', () => {
    expect(inviteCodeProblem('')).toBeNull();
    expect(normaliseInviteCode(' ab cd 2345 ')).toBe('ABCD2345');
    expect(inviteCodeProblem('ABCD2345')).toBeNull();
    expect(inviteCodeProblem('ABCD0O1I')).toBe(M.inviteInvalid);
    expect(inviteCodeProblem('ABC')).toBe(M.inviteInvalid);
  });

  it('the whole form: the first problem in field order, consent last', () => {
    const ok = { mobile: '13900001234', code: '123456', username: 'newmember', password: 'Abcd1234', consent: true };
    expect(registerProblem(ok)).toBeNull();
    expect(registerProblem({ ...ok, consent: false })).toBe('请阅读并同意《用户协议》和《隐私政策》');
    expect(registerProblem({ ...ok, mobile: '1390000', consent: false })).toBe(M.mobileFormat);
    expect(registerProblem({ ...ok, code: '12a456' })).toBe(M.codeInvalid);
    expect(resetProblem({ mobile: '13900001234', code: '123456', password: 'short' })).toBe(M.passwordLength);
  });
});
