/**
 * Forgot-password reset (POST /api/web/resetPassword) against the real server and database: the
 * reset code, the password rule, the account choice of a phone bound to several accounts, every
 * session of the account signed out, and the limit on attempts (like the login's).
 */
import { RegistrationMessages, RegistrationPaths } from '@plugins/account/shared/registration';
import { AccountPaths, Api, DEMO_PASSWORD, lastCode, MINUTE, solveCaptcha, startAccountServer, type AccountTestServer } from './support';

jest.setTimeout(60_000);

let server: AccountTestServer;
let api: Api;

async function resetCode(mobile: string): Promise<string> {
  server.clock.advance(2 * MINUTE);
  const validateData = await solveCaptcha(api, server);
  const sent = await api.post(AccountPaths.smsVerificationCode, { mobile, type: 'reset' }, { validateData });
  if (sent.body.statusCode !== 200) throw new Error(JSON.stringify(sent.body));
  return lastCode(api, mobile);
}

beforeAll(async () => {
  server = await startAccountServer({ limits: { lockAfter: 4, addressLockAfter: 6 } });
  api = new Api(server.url);
});
afterAll(() => server.close());

describe('password reset', () => {
  it('validates the form (Chinese messages) and refuses malformed input with HTTP 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ mobile: '', code: '123456', password: 'Abcd1234' }, RegistrationMessages.mobileRequired],
      [{ mobile: '1380000', code: '123456', password: 'Abcd1234' }, RegistrationMessages.mobileFormat],
      [{ mobile: '13800000002', code: '12', password: 'Abcd1234' }, RegistrationMessages.codeInvalid],
      [{ mobile: '13800000002', code: '123456', password: 'short1' }, RegistrationMessages.passwordLength],
      [{ mobile: '13800000002', code: '123456', password: 'onlyletters' }, RegistrationMessages.passwordKinds],
    ];
    for (const [fields, message] of cases) {
      const reply = await api.post(RegistrationPaths.resetPassword, fields);
      expect(reply.body).toEqual({ statusCode: 400, data: null, businessMsg: message });
    }
    const malformed = await api.call('POST', RegistrationPaths.resetPassword, { json: { mobile: '13800000002' } });
    expect(malformed.http).toBe(400);
  });

  it('sets the new password and signs out every session of the account (tokens, SSO, tickets)', async () => {
    const a = await api.login('demo_user');
    const b = await api.login('demo_user', false);
    expect((await api.post(AccountPaths.usr, { accessToken: a.token, casId: a.casId })).body.statusCode).toBe(200);
    const code = await resetCode('13800000002');
    const reply = await api.post(RegistrationPaths.resetPassword, { mobile: '13800000002', code, password: 'NewPass#2026' });
    expect(reply.body).toEqual({
      statusCode: 200,
      businessMsg: '密码已重置，请使用新密码登录',
      data: { status: 'done', username: 'demo_user', signedOut: 2 },
    });
    for (const s of [a, b]) {
      const info = await api.post(AccountPaths.usr, { accessToken: s.token, casId: s.casId });
      expect(info.body.statusCode).toBe(302);
      // A session signed out cannot be refreshed by its token either.
      expect((await api.post(AccountPaths.loginByToken, { accessToken: s.token })).body.statusCode).toBe(301);
    }
    const usableSso = await server.database.db.selectFrom('account_sso').select('id').where('user_id', '=', 10002).where('revoked_at', 'is', null).execute();
    expect(usableSso).toEqual([]);
    expect((await api.loginByAuth('demo_user', DEMO_PASSWORD)).body.statusCode).not.toBe(200);
    expect((await api.loginByAuth('demo_user', 'NewPass#2026')).body.statusCode).toBe(200);
    // The code is used up.
    const replay = await api.post(RegistrationPaths.resetPassword, { mobile: '13800000002', code, password: 'Other#2026' });
    expect(replay.body.businessMsg).toBe('验证码已失效，请重新获取');
  });

  it('a phone of several accounts asks which one (the code kept), then resets only the chosen one', async () => {
    const staff = await api.login('ent_staff');
    const admin = await api.login('ent_admin');
    const code = await resetCode('13800000003');
    const choose = await api.post(RegistrationPaths.resetPassword, { mobile: '13800000003', code, password: 'Staff#2026' });
    expect(choose.body.statusCode).toBe(200);
    expect(choose.body.data).toEqual({
      status: 'needChoice',
      accounts: [
        { globalId: 'G10000004', username: 'ent_admin', accountTypeName: '企业主账号' },
        { globalId: 'G10000005', username: 'ent_staff', accountTypeName: '企业子账号' },
        { globalId: 'G10000006', username: 'ent_guest', accountTypeName: '企业子账号' },
      ],
    });
    const stranger = await api.post(RegistrationPaths.resetPassword, { mobile: '13800000003', code, password: 'Staff#2026', globalId: 'G10000001' });
    expect(stranger.body.businessMsg).toBe(RegistrationMessages.accountNotBound);
    const done = await api.post(RegistrationPaths.resetPassword, { mobile: '13800000003', code, password: 'Staff#2026', globalId: 'G10000005' });
    expect(done.body.data).toEqual({ status: 'done', username: 'ent_staff', signedOut: 1 });
    expect((await api.post(AccountPaths.usr, { accessToken: staff.token, casId: staff.casId })).body.statusCode).toBe(302);
    expect((await api.post(AccountPaths.usr, { accessToken: admin.token, casId: admin.casId })).body.statusCode).toBe(200);
    expect((await api.loginByAuth('ent_admin', DEMO_PASSWORD)).body.statusCode).toBe(200);
  });

  it('limits wrong attempts like the login: refused from the limit on, also under concurrency', async () => {
    await resetCode('13800000001');
    // lockAfter 4 for this phone from this address: 8 concurrent wrong attempts check at most 4 codes.
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => api.post(RegistrationPaths.resetPassword, { mobile: '13800000001', code: '000000', password: 'Abcd1234' })),
    );
    const locked = replies.filter((r) => r.body.statusCode === 490);
    expect(locked.length).toBeGreaterThanOrEqual(4);
    expect(locked[0]!.body.businessMsg).toBe('操作过于频繁，请15分钟后再试');
    const checked = replies.filter((r) => r.body.statusCode === 400);
    expect(checked.length).toBeLessThanOrEqual(4);
    // Even the right code is refused until the window has passed.
    const code = await resetCode('13800000001');
    expect((await api.post(RegistrationPaths.resetPassword, { mobile: '13800000001', code, password: 'Vip#20261' })).body.statusCode).toBe(490);
    server.clock.advance(16 * MINUTE);
    const code2 = await resetCode('13800000001');
    const ok = await api.post(RegistrationPaths.resetPassword, { mobile: '13800000001', code: code2, password: 'Vip#20261' });
    expect(ok.body.data).toMatchObject({ status: 'done', username: 'demo_vip' });
  });
});
