/**
 * Registration (POST /api/web/register) against the real server and database: every rule of
 * shared/registration.ts with its Chinese message, the SMS code of type register, consent stored,
 * invites credited once (also under concurrency), the lifecycle hooks inside the transaction, and
 * the login that follows (the phone login's answer shape).
 */
import type { ServerPlugin } from '@kernel/server/plugin';
import { AGREEMENT_VERSION, PRIVACY_VERSION, RegistrationMessages, RegistrationPaths } from '@plugins/account/shared/registration';
import { AccountLifecycle } from '@plugins/account/shared/services';
import { AccountPaths, Api, lastCode, MINUTE, solveCaptcha, startAccountServer, type AccountTestServer, type Fields } from './support';

jest.setTimeout(60_000);

const hookCalls: { globalId: string; inviterGlobalId: string | null; sawAccount: boolean }[] = [];
let failHook = false;
const lifecycleProbe: ServerPlugin = {
  manifest: { id: 'test-lifecycle', title: '测试', order: 99, dependsOn: ['account'] },
  services(ctx) {
    ctx.services.contribute(AccountLifecycle, 'test-lifecycle', {
      async registered(trx, event) {
        const row = await trx.selectFrom('account_users').select('id').where('global_id', '=', event.globalId).executeTakeFirst();
        hookCalls.push({ ...event, sawAccount: row !== undefined });
        if (failHook) throw new Error('hook refused');
      },
    });
  },
};

let server: AccountTestServer;
let api: Api;
let phoneSeq = 0;
/** A fresh unbound phone per test. */
const nextPhone = () => `1390000${String(1000 + (phoneSeq += 1)).padStart(4, '0')}`;

async function sendCodeOf(type: 'register' | 'reset', mobile: string) {
  server.clock.advance(2 * MINUTE);
  const validateData = await solveCaptcha(api, server);
  return api.post(AccountPaths.smsVerificationCode, { mobile, type }, { validateData });
}

async function registerCode(mobile: string): Promise<string> {
  const sent = await sendCodeOf('register', mobile);
  if (sent.body.statusCode !== 200) throw new Error(JSON.stringify(sent.body));
  return lastCode(api, mobile);
}

function form(mobile: string, code: string, extra: Fields = {}): Fields {
  return { mobile, code, username: `user${mobile.slice(-5)}`, password: 'Abcd1234', consent: 'true', ...extra };
}

beforeAll(async () => {
  server = await startAccountServer({ extraPlugins: [lifecycleProbe] });
  api = new Api(server.url);
});
afterAll(() => server.close());
beforeEach(() => {
  failHook = false;
});

describe('the register code', () => {
  it('is sent to a phone not yet bound, and refused for a bound one: 该手机号已注册，请直接登录', async () => {
    const mobile = nextPhone();
    await registerCode(mobile);
    expect(server.printed.at(-1)).toMatch(new RegExp(`^\\[短信\\] ${mobile}: 您正在注册造价指标网账号，验证码为 \\d{6}，5分钟内有效。$`));
    const bound = await sendCodeOf('register', '13800000001');
    expect(bound.body).toEqual({ statusCode: 400, data: null, businessMsg: '该手机号已注册，请直接登录' });
  });

  it('a reset code only for a bound phone', async () => {
    const unbound = await sendCodeOf('reset', nextPhone());
    expect(unbound.body).toEqual({ statusCode: 400, data: null, businessMsg: '该手机号尚未绑定任何账号' });
    const bound = await sendCodeOf('reset', '13800000002');
    expect(bound.body.statusCode).toBe(200);
    expect(server.printed.at(-1)).toMatch(/您正在找回登录密码，验证码为 \d{6}/);
  });
});

describe('validation', () => {
  it('answers each rule with its Chinese message and creates nothing', async () => {
    const mobile = nextPhone();
    const code = await registerCode(mobile);
    const cases: [Fields, string][] = [
      [{ mobile: '' }, RegistrationMessages.mobileRequired],
      [{ mobile: '1390000' }, RegistrationMessages.mobileFormat],
      [{ mobile: '23900001234' }, RegistrationMessages.mobileFormat],
      [{ code: '12345' }, RegistrationMessages.codeInvalid],
      [{ code: 'abcdef' }, RegistrationMessages.codeInvalid],
      [{ username: '' }, RegistrationMessages.usernameRequired],
      [{ username: 'a b' }, RegistrationMessages.usernameSpaces],
      [{ username: 'x'.repeat(33) }, RegistrationMessages.usernameTooLong],
      [{ username: 'bad\u0001name' }, RegistrationMessages.usernameInvalid],
      [{ username: 'Admin' }, RegistrationMessages.usernameUnavailable],
      [{ username: '客服' }, RegistrationMessages.usernameUnavailable],
      [{ username: '13912345678' }, RegistrationMessages.usernameUnavailable],
      [{ password: '' }, RegistrationMessages.passwordRequired],
      [{ password: 'Ab1' }, RegistrationMessages.passwordLength],
      [{ password: `Ab1${'x'.repeat(48)}` }, RegistrationMessages.passwordLength],
      [{ password: 'Abcd 1234' }, RegistrationMessages.passwordSpaces],
      [{ password: 'Abcd1234密码' }, RegistrationMessages.passwordChars],
      [{ password: 'abcdefgh' }, RegistrationMessages.passwordKinds],
      [{ password: '12345678' }, RegistrationMessages.passwordKinds],
      [{ password: '!@#$%^&*' }, RegistrationMessages.passwordKinds],
      [{ inviteCode: 'abc' }, RegistrationMessages.inviteInvalid],
      [{ consent: undefined }, RegistrationMessages.consentRequired],
      [{ consent: 'false' }, RegistrationMessages.consentRequired],
    ];
    for (const [fields, message] of cases) {
      const reply = await api.post(RegistrationPaths.register, form(mobile, code, fields));
      expect({ fields, http: reply.http, body: reply.body }).toEqual({ fields, http: 200, body: { statusCode: 400, data: null, businessMsg: message } });
    }
    // Two kinds are enough; the longest password and a 32-character name pass the rules.
    expect(await api.post(RegistrationPaths.register, form(mobile, '000000', { password: 'abc!defg' }))).toMatchObject({ body: { businessMsg: '验证码错误' } });
    const users = await server.database.db.selectFrom('account_phones').selectAll().where('mobile', '=', mobile).execute();
    expect(users).toEqual([]);
  });

  it('refuses malformed input with HTTP 400 (never a 500)', async () => {
    for (const body of [{}, { mobile: 'x'.repeat(30), code: '1', username: 'a', password: 'b' }, { mobile: '13900000000', code: '123456', username: 'a', password: 'x'.repeat(200) }]) {
      const reply = await api.call('POST', RegistrationPaths.register, { json: body });
      expect(reply.http).toBe(400);
      expect(reply.body.businessMsg).toMatch(/^请求参数错误/);
    }
  });

  it('a wrong or missing code: 验证码错误 / 验证码已失效，请重新获取', async () => {
    const mobile = nextPhone();
    const none = await api.post(RegistrationPaths.register, form(mobile, '123456'));
    expect(none.body.businessMsg).toBe('验证码已失效，请重新获取');
    const code = await registerCode(mobile);
    const wrong = await api.post(RegistrationPaths.register, form(mobile, code === '000000' ? '111111' : '000000'));
    expect(wrong.body.businessMsg).toBe('验证码错误');
    // A login code does not register.
    const loginCode = await (async () => {
      server.clock.advance(2 * MINUTE);
      const validateData = await solveCaptcha(api, server);
      await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000002', type: 'login' }, { validateData });
      return lastCode(api, '13800000002');
    })();
    const other = await api.post(RegistrationPaths.register, form('13800000002', loginCode));
    expect(other.body.businessMsg).toBe('验证码已失效，请重新获取');
  });
});

describe('registering', () => {
  it('without consent nothing is created; with consent the member is logged in and the consent stored', async () => {
    const mobile = nextPhone();
    const code = await registerCode(mobile);
    const refused = await api.post(RegistrationPaths.register, form(mobile, code, { consent: undefined, username: 'NewMember1' }));
    expect(refused.body).toEqual({ statusCode: 400, data: null, businessMsg: '请阅读并同意《用户协议》和《隐私政策》' });
    expect(await server.database.db.selectFrom('account_users').select('id').where('account_name', '=', 'newmember1').executeTakeFirst()).toBeUndefined();

    const reply = await api.post(RegistrationPaths.register, form(mobile, code, { username: 'NewMember1', keepLogin: 'true' }));
    expect(reply.body).toMatchObject({ statusCode: 200, businessMsg: '登录成功', data: { isNewUser: true, expireIn: 7200 } });
    expect(typeof reply.body.id).toBe('string');
    expect(reply.headers.get('set-cookie')).toContain('zjzb_sso=');
    const { accessToken, globalId } = reply.body.data;
    // The token works: the user info of the new personal account.
    const info = await api.post(AccountPaths.usr, { accessToken, casId: reply.body.id! });
    expect(info.body.data).toMatchObject({ globalId, accountName: 'newmember1', fullName: 'newmember1', accountType: 'personal', isNewUser: true });
    const db = server.database.db;
    const user = await db.selectFrom('account_users').selectAll().where('global_id', '=', globalId).executeTakeFirstOrThrow();
    expect(user.id).toBeGreaterThanOrEqual(100001);
    expect(globalId).toMatch(/^G\d{8}$/);
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(await db.selectFrom('account_phones').select('user_id').where('mobile', '=', mobile).execute()).toEqual([{ user_id: user.id }]);
    const consent = await db.selectFrom('account_consents').selectAll().where('user_id', '=', user.id).execute();
    expect(consent).toEqual([
      expect.objectContaining({ agreement_version: AGREEMENT_VERSION, privacy_version: PRIVACY_VERSION, consented_at: server.clock.t, ip: '127.0.0.1' }),
    ]);
    // The password logs in by name; the code is used up; the hook saw the account inside the transaction.
    expect((await api.loginByAuth('newmember1', 'Abcd1234')).body.statusCode).toBe(200);
    expect((await api.post(RegistrationPaths.register, form(mobile, code, { username: 'another1' }))).body.businessMsg).toBe('验证码已失效，请重新获取');
    expect(hookCalls.at(-1)).toEqual({ globalId, inviterGlobalId: null, at: server.clock.t, sawAccount: true });
  });

  it('a taken name (any case) and a reserved one get the same message; a bound phone 该手机号已注册，请直接登录', async () => {
    const mobile = nextPhone();
    const code = await registerCode(mobile);
    for (const username of ['DEMO_VIP', 'demo_user', 'administrator']) {
      const reply = await api.post(RegistrationPaths.register, form(mobile, code, { username }));
      expect(reply.body).toEqual({ statusCode: 400, data: null, businessMsg: '该用户名不可用' });
    }
    // A phone bound meanwhile (the code was sent before) is refused.
    const first = await api.post(RegistrationPaths.register, form(mobile, code, { username: 'firstowner' }));
    expect(first.body.statusCode).toBe(200);
    await server.database.db.deleteFrom('account_sms_throttle').execute();
    const validateData = await solveCaptcha(api, server);
    // The send itself is refused now.
    const again = await api.post(AccountPaths.smsVerificationCode, { mobile, type: 'register' }, { validateData });
    expect(again.body.businessMsg).toBe('该手机号已注册，请直接登录');
  });

  it('a hook that throws rolls the whole registration back', async () => {
    const mobile = nextPhone();
    const code = await registerCode(mobile);
    failHook = true;
    const reply = await api.post(RegistrationPaths.register, form(mobile, code, { username: 'rolledback' }));
    expect(reply.http).toBe(200);
    expect(reply.body).toEqual({ statusCode: 460, data: null, businessMsg: '注册未能完成，请稍后再试' });
    const db = server.database.db;
    expect(await db.selectFrom('account_users').select('id').where('account_name', '=', 'rolledback').executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('account_phones').select('user_id').where('mobile', '=', mobile).executeTakeFirst()).toBeUndefined();
  });
});

describe('invites', () => {
  async function registered(username: string, inviteCode?: string) {
    const mobile = nextPhone();
    const code = await registerCode(mobile);
    const reply = await api.post(RegistrationPaths.register, form(mobile, code, { username, inviteCode }));
    return { mobile, code, reply };
  }

  it('each member has one invite code, made on first need; login required', async () => {
    const anonymous = await api.get(RegistrationPaths.inviteCode);
    expect(anonymous.body.statusCode).toBe(301);
    const { token } = await api.login('demo_vip');
    const first = await api.get(RegistrationPaths.inviteCode, undefined, { token });
    const second = await api.get(RegistrationPaths.inviteCode, undefined, { token });
    expect(first.body.data.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(second.body.data).toEqual(first.body.data);
  });

  it('credits the inviter once per new member, with the code typed in any case; an unknown code is refused', async () => {
    const { token } = await api.login('demo_user');
    const { code: invite } = (await api.get(RegistrationPaths.inviteCode, undefined, { token })).body.data;
    const unknown = await registered('invitee0', 'ZZZZZZZZ');
    expect(unknown.reply.body.businessMsg).toBe(RegistrationMessages.inviteInvalid);
    const a = await registered('invitee1', invite.toLowerCase());
    expect(a.reply.body.statusCode).toBe(200);
    expect(hookCalls.at(-1)).toMatchObject({ globalId: a.reply.body.data.globalId, inviterGlobalId: 'G10000002' });
    // A replay of the same registration is refused (code used) and credits nothing more.
    const replay = await api.post(RegistrationPaths.register, form(a.mobile, a.code, { username: 'invitee1b', inviteCode: invite }));
    expect(replay.body.statusCode).toBe(400);
    const info = await api.get(RegistrationPaths.inviteCode, undefined, { token });
    expect(info.body.data).toEqual({ code: invite, invited: 1 });
  });

  it('two concurrent registrations: the same form twice makes one account and one credit; two members make two', async () => {
    const { token } = await api.login('ent_admin');
    const { code: invite } = (await api.get(RegistrationPaths.inviteCode, undefined, { token })).body.data;
    const mobile = nextPhone();
    const code = await registerCode(mobile);
    const same = await Promise.all([1, 2, 3].map(() => api.post(RegistrationPaths.register, form(mobile, code, { username: 'racer1', inviteCode: invite }))));
    expect(same.filter((r) => r.body.statusCode === 200)).toHaveLength(1);
    expect(same.every((r) => r.http === 200)).toBe(true);
    const m1 = nextPhone();
    const m2 = nextPhone();
    const c1 = await registerCode(m1);
    const c2 = await registerCode(m2);
    const two = await Promise.all([
      api.post(RegistrationPaths.register, form(m1, c1, { username: 'racer2', inviteCode: invite })),
      api.post(RegistrationPaths.register, form(m2, c2, { username: 'racer3', inviteCode: invite })),
    ]);
    expect(two.map((r) => r.body.statusCode)).toEqual([200, 200]);
    // Two different phones racing for one name: one wins, the other hears 该用户名不可用.
    const m3 = nextPhone();
    const m4 = nextPhone();
    const c3 = await registerCode(m3);
    const c4 = await registerCode(m4);
    const clash = await Promise.all([
      api.post(RegistrationPaths.register, form(m3, c3, { username: 'samename' })),
      api.post(RegistrationPaths.register, form(m4, c4, { username: 'samename' })),
    ]);
    expect(clash.map((r) => r.body.statusCode).sort()).toEqual([200, 400]);
    expect(clash.find((r) => r.body.statusCode === 400)!.body.businessMsg).toBe('该用户名不可用');
    const info = await api.get(RegistrationPaths.inviteCode, undefined, { token });
    expect(info.body.data.invited).toBe(3);
    const rows = await server.database.db
      .selectFrom('account_invitations' as never)
      .selectAll()
      .execute();
    const invitees = (rows as { invitee_id: number }[]).map((r) => r.invitee_id);
    expect(new Set(invitees).size).toBe(invitees.length);
  });
});
