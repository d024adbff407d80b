import { SecurityPaths } from '@plugins/account/shared/security';
import { RegistrationMessages } from '@plugins/account/shared/registration';
import { call } from './security-support';
import { AccountPaths, Api, DEMO_PASSWORD, lastCode, MINUTE, solveCaptcha, startAccountServer, type AccountTestServer } from './support';

// Every login checks a scrypt password and every payload an RSA key: slow when the machine is busy.
jest.setTimeout(60_000);

describe('account security (账号安全): password, phone, sign-out everywhere', () => {
  let server: AccountTestServer;
  let api: Api;
  beforeAll(async () => {
    server = await startAccountServer();
    api = new Api(server.url);
  });
  afterAll(() => server.close());
  // Past the SMS interval and the window of failed passwords (wrong old passwords count as failed logins from the address).
  beforeEach(() => server.clock.advance(16 * MINUTE));

  it('needs a login on every call (301 without a token, 302 with a dead one)', async () => {
    for (const path of Object.values(SecurityPaths)) {
      const reply = await call(api, path, undefined);
      expect(reply.http).toBe(200);
      expect(reply.body.statusCode).toBe(301);
      const dead = await call(api, path, 'not-a-token');
      expect(dead.body.statusCode).toBe(302);
    }
  });

  it('answers the overview: masked phone, account kind, sessions, whether it may delete itself', async () => {
    const { token } = await api.login('demo_vip');
    const reply = await call(api, SecurityPaths.overview, token);
    expect(reply.body.statusCode).toBe(200);
    expect(reply.body.data).toMatchObject({ accountName: 'demo_vip', kind: 'personal', mobile: '138****0001', passwordChangedAt: null, canDelete: true, deleteBlockedReason: null, enterpriseName: null });
    expect(reply.body.data.sessions).toBeGreaterThanOrEqual(1);
    const staff = await api.login('ent_staff');
    const sub = await call(api, SecurityPaths.overview, staff.token);
    expect(sub.body.data).toMatchObject({ kind: 'entSub', enterpriseName: '浙江恒信工程咨询有限公司', canDelete: false });
    expect(sub.body.data.deleteBlockedReason).toBe('企业子账号由企业管理员统一管理，如需注销请联系企业管理员');
    const main = await api.login('ent_admin');
    const ent = await call(api, SecurityPaths.overview, main.token);
    expect(ent.body.data.canDelete).toBe(false);
    expect(ent.body.data.deleteBlockedReason).toMatch(/^企业主账号下还有 2 个启用中的子账号/);
  });

  describe('修改密码', () => {
    it('validates the input: the schema (HTTP 400), the password rule, the old password, the same password', async () => {
      const { token } = await api.login('demo_user');
      for (const body of [{}, { oldPassword: DEMO_PASSWORD }, { newPassword: 'abc12345' }, { oldPassword: 'x', newPassword: 'y'.repeat(51) }, { oldPassword: 'x'.repeat(51), newPassword: 'abc12345' }]) {
        const reply = await call(api, SecurityPaths.changePassword, token, body);
        expect(reply.http).toBe(400);
        expect(reply.body.businessMsg).toMatch(/^请求参数错误：/);
      }
      const rule: [string, string][] = [
        ['', RegistrationMessages.passwordRequired],
        ['abc123', RegistrationMessages.passwordLength],
        ['abcdefgh', RegistrationMessages.passwordKinds],
        ['12345678', RegistrationMessages.passwordKinds],
        ['abc 12345', RegistrationMessages.passwordSpaces],
        ['密码abc12345', RegistrationMessages.passwordChars],
      ];
      for (const [newPassword, message] of rule) {
        const reply = await call(api, SecurityPaths.changePassword, token, { oldPassword: DEMO_PASSWORD, newPassword });
        expect(reply.body).toEqual({ statusCode: 400, data: null, businessMsg: message });
      }
      expect((await call(api, SecurityPaths.changePassword, token, { oldPassword: '', newPassword: 'Abc12345' })).body.businessMsg).toBe('请输入原密码');
      expect((await call(api, SecurityPaths.changePassword, token, { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD })).body.businessMsg).toBe('新密码不能与原密码相同');
      const wrong = await call(api, SecurityPaths.changePassword, token, { oldPassword: 'Wrong@2026', newPassword: 'Abc12345' });
      expect(wrong.body).toEqual({ statusCode: 400, data: null, businessMsg: '原密码错误' });
      // Nothing changed: the demo password still logs in.
      expect((await api.loginByAuth('demo_user')).body.statusCode).toBe(200);
    });

    it('wrong old passwords count as failed logins: a captcha (980) after 3, refusal after 10 from one address', async () => {
      const { token } = await api.login('demo_trial');
      for (let i = 0; i < 3; i += 1) {
        const reply = await call(api, SecurityPaths.changePassword, token, { oldPassword: `Wrong@${i}xx`, newPassword: 'Abc12345' });
        expect(reply.body.businessMsg).toBe('原密码错误');
      }
      const needs = await call(api, SecurityPaths.changePassword, token, { oldPassword: 'Wrong@3xx', newPassword: 'Abc12345' });
      expect(needs.body).toEqual({ statusCode: 980, data: null, businessMsg: '请先完成安全验证' });
      for (let i = 3; i < 10; i += 1) {
        const validateData = await solveCaptcha(api, server);
        const reply = await call(api, SecurityPaths.changePassword, token, { oldPassword: `Wrong@${i}xx`, newPassword: 'Abc12345' }, { validateData });
        expect(reply.body.businessMsg).toBe('原密码错误');
      }
      const validateData = await solveCaptcha(api, server);
      const locked = await call(api, SecurityPaths.changePassword, token, { oldPassword: DEMO_PASSWORD, newPassword: 'Abc12345' }, { validateData });
      expect(locked.body).toEqual({ statusCode: 490, data: null, businessMsg: '密码错误次数过多，请15分钟后再试' });
    });

    it('changes the password and signs out every other session of the account (this one stays)', async () => {
      const here = await api.login('demo_user');
      const other = await api.login('demo_user');
      const third = await api.login('demo_user');
      const reply = await call(api, SecurityPaths.changePassword, here.token, { oldPassword: DEMO_PASSWORD, newPassword: 'NewPass#2026' });
      expect(reply.body.statusCode).toBe(200);
      expect(reply.body.businessMsg).toBe('密码修改成功，其他设备已退出登录');
      expect(reply.body.data.signedOut).toBeGreaterThanOrEqual(2);
      // The other sessions are gone (302), this one works.
      for (const t of [other.token, third.token]) expect((await api.post(AccountPaths.usr, {}, { token: t })).body.statusCode).toBe(302);
      expect((await api.post(AccountPaths.usr, {}, { token: here.token })).body.statusCode).toBe(200);
      // Old password refused, new one logs in; the overview shows when it changed.
      expect((await api.loginByAuth('demo_user')).body.businessMsg).toBe('用户名或密码错误');
      expect((await api.loginByAuth('demo_user', 'NewPass#2026')).body.statusCode).toBe(200);
      expect((await call(api, SecurityPaths.overview, here.token)).body.data.passwordChangedAt).toBe(server.clock.now());
      // Back to the demo password for the other tests.
      server.clock.advance(MINUTE);
      expect((await call(api, SecurityPaths.changePassword, here.token, { oldPassword: 'NewPass#2026', newPassword: DEMO_PASSWORD })).body.statusCode).toBe(200);
    });
  });

  describe('绑定手机 / 更换手机', () => {
    it('sends a code of type phone to the new phone after the captcha (980 without), and refuses the phone already bound', async () => {
      const { token } = await api.login('demo_vip');
      const none = await call(api, SecurityPaths.sendPhoneCode, token, { mobile: '13912345678' });
      expect(none.body).toEqual({ statusCode: 980, data: null, businessMsg: '请先完成安全验证' });
      for (const mobile of ['1391234567', '23912345678', '']) {
        const bad = await call(api, SecurityPaths.sendPhoneCode, token, { mobile }, { validateData: await solveCaptcha(api, server) });
        expect(bad.http).toBe(400);
      }
      const same = await call(api, SecurityPaths.sendPhoneCode, token, { mobile: '13800000001' }, { validateData: await solveCaptcha(api, server) });
      expect(same.body).toEqual({ statusCode: 400, data: null, businessMsg: '新手机号与当前绑定的手机号相同' });
      const sent = await call(api, SecurityPaths.sendPhoneCode, token, { mobile: '13912345678' }, { validateData: await solveCaptcha(api, server) });
      expect(sent.body).toEqual({ statusCode: 200, data: { mobile: '139****5678' }, businessMsg: '验证码已发送至新手机号' });
      const code = await lastCode(api, '13912345678');
      expect(server.printed.at(-1)).toBe(`[短信] 13912345678: 您正在绑定手机号，验证码为 ${code}，5分钟内有效。`);
      // One per phone per 60 s (the plugin's SMS limits).
      const again = await call(api, SecurityPaths.sendPhoneCode, token, { mobile: '13912345678' }, { validateData: await solveCaptcha(api, server) });
      expect(again.body).toEqual({ statusCode: 491, data: null, businessMsg: '验证码发送过于频繁，请稍后再试' });
    });

    it('binds the new phone with its code: the old binding goes, the phone login follows', async () => {
      const { token } = await api.login('demo_vip');
      await call(api, SecurityPaths.sendPhoneCode, token, { mobile: '13912345679' }, { validateData: await solveCaptcha(api, server) });
      const code = await lastCode(api, '13912345679');
      const wrongCode = code === '000000' ? '111111' : '000000';
      expect((await call(api, SecurityPaths.bindPhone, token, { mobile: '13912345679', code: wrongCode })).body).toEqual({ statusCode: 400, data: null, businessMsg: '验证码错误' });
      // A code of another phone, or another kind, does not bind.
      expect((await call(api, SecurityPaths.bindPhone, token, { mobile: '13912345670', code })).body.businessMsg).toBe('验证码已失效，请重新获取');
      expect((await call(api, SecurityPaths.bindPhone, token, { mobile: '13912345679', code: 'abc' })).http).toBe(400);
      const bound = await call(api, SecurityPaths.bindPhone, token, { mobile: '13912345679', code });
      expect(bound.body).toEqual({ statusCode: 200, data: { mobile: '139****5679' }, businessMsg: '手机号更换成功' });
      // Used up.
      expect((await call(api, SecurityPaths.bindPhone, token, { mobile: '13912345679', code })).body.statusCode).toBe(400);
      const phones = await server.database.db.selectFrom('account_phones').select('mobile').where('user_id', '=', 10001).execute();
      expect(phones.map((p) => p.mobile)).toEqual(['13912345679']);
      expect((await call(api, SecurityPaths.overview, token)).body.data.mobile).toBe('139****5679');
      // The old phone no longer names the account.
      const validateData = await solveCaptcha(api, server);
      expect((await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000001', type: 'login' }, { validateData })).body.businessMsg).toBe('该手机号尚未绑定任何账号');
    });

    it('binds a first phone to an account without one (绑定手机)', async () => {
      const { token } = await api.login('demo_trial');
      expect((await call(api, SecurityPaths.overview, token)).body.data.mobile).toBeNull();
      await call(api, SecurityPaths.sendPhoneCode, token, { mobile: '13712345678' }, { validateData: await solveCaptcha(api, server) });
      const code = await lastCode(api, '13712345678');
      const bound = await call(api, SecurityPaths.bindPhone, token, { mobile: '13712345678', code });
      expect(bound.body).toEqual({ statusCode: 200, data: { mobile: '137****5678' }, businessMsg: '手机号绑定成功' });
    });
  });

  it('退出所有设备: every session ends, this one too, with the SSO cookie', async () => {
    const a = await api.login('demo_user');
    const b = await api.login('demo_user');
    const reply = await call(api, SecurityPaths.signOutEverywhere, a.token);
    expect(reply.body.statusCode).toBe(200);
    expect(reply.body.businessMsg).toBe('已退出所有设备，请重新登录');
    expect(reply.body.data.revoked).toBeGreaterThanOrEqual(2);
    expect(reply.headers.get('set-cookie') ?? '').toMatch(/zjzb_sso=;/);
    for (const t of [a.token, b.token]) expect((await api.post(AccountPaths.usr, {}, { token: t })).body.statusCode).toBe(302);
    const sso = await server.database.db.selectFrom('account_sso').select('revoked_at').where('user_id', '=', 10002).execute();
    expect(sso.every((s) => s.revoked_at !== null)).toBe(true);
    // The account itself is fine: it logs in again.
    expect((await api.loginByAuth('demo_user')).body.statusCode).toBe(200);
  });
});
