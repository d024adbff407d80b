import { AccountStatus, CAPTCHA_CALLBACK } from '@plugins/account/shared/contract';
import { AccountPaths, Api, DEMO_PASSWORD, MINUTE, solveCaptcha, startAccountServer, type AccountTestServer } from './support';

// Every login checks a scrypt password and every payload an RSA key: slow when the machine is busy.
jest.setTimeout(30_000);

describe('account plugin: captcha and failed-login limits', () => {
  let server: AccountTestServer;
  let api: Api;
  beforeAll(async () => {
    // The address lock at 10 like the account lock (its default is higher, see config.ts).
    server = await startAccountServer({ limits: { addressLockAfter: 10 } });
    api = new Api(server.url);
  });
  afterAll(() => server.close());
  // Every test starts with empty failure windows.
  beforeEach(() => server.clock.advance(16 * MINUTE));

  const fail = (username: string, headers?: Record<string, string>) => api.loginByAuth(username, 'Wrong@Pass1', {}, headers);
  /** Another client address for the IP limit (Fastify's request.ip is the socket's: same for all). */

  describe('captcha endpoints', () => {
    it('GET captchaImage answers an SVG data URL and a captchaId; the answer is stored only as a digest', async () => {
      const reply = await api.get(AccountPaths.captchaImage);
      expect(reply.body.statusCode).toBe(200);
      expect(reply.body.data.captchaId).toMatch(/^[0-9a-f]{32}$/);
      expect(reply.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(reply.body.data.image.split(',')[1], 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg[^>]*>/);
      expect(svg.match(/<path/g)!.length).toBeGreaterThanOrEqual(4 + 2);
      const row = await server.database.db.selectFrom('account_captchas').selectAll().where('id', '=', reply.body.data.captchaId).executeTakeFirstOrThrow();
      expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(row.expires_at) - Number(row.created_at)).toBe(2 * MINUTE);
    });

    it('a wrong answer uses the captcha up (one attempt)', async () => {
      const image = await api.get(AccountPaths.captchaImage);
      const captchaId = image.body.data.captchaId;
      const wrong = await api.post(AccountPaths.captchaVerify, { captchaId, answer: '0000' });
      expect(wrong.body).toEqual({ statusCode: 400, data: null, businessMsg: '验证码错误，请重新获取' });
      const again = await api.post(AccountPaths.captchaVerify, { captchaId, answer: '0000' });
      expect(again.body.businessMsg).toBe('验证码已过期，请刷新后重试');
    });

    it('a right answer (any case) gives a single-use validateData valid for 5 minutes', async () => {
      const validateData = await solveCaptcha(api, server);
      expect(validateData).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await server.database.db.selectFrom('account_validate_tokens').selectAll().execute();
      expect(stored.some((r: any) => r.id === validateData)).toBe(false);
    });

    it('expires after 2 minutes', async () => {
      const image = await api.get(AccountPaths.captchaImage);
      server.clock.advance(2 * MINUTE + 1);
      const late = await api.post(AccountPaths.captchaVerify, { captchaId: image.body.data.captchaId, answer: 'ABCD' });
      expect(late.body.businessMsg).toBe('验证码已过期，请刷新后重试');
    });

    it('validates its input (HTTP 400, Chinese)', async () => {
      const missing = await api.post(AccountPaths.captchaVerify, { captchaId: 'x' });
      expect(missing.http).toBe(400);
      expect(missing.body.businessMsg).toBe('请求参数错误：answer 为必填项');
    });
  });

  it('after 3 failures of an account, the next login asks for the captcha (callbackAddress), then succeeds with validateData', async () => {
    for (let i = 0; i < 3; i += 1) expect((await fail('demo_user')).body.statusCode).toBe(AccountStatus.BAD_CREDENTIALS);
    const asked = await api.loginByAuth('demo_user', DEMO_PASSWORD);
    expect(asked.http).toBe(200);
    expect(asked.body).toEqual({
      statusCode: AccountStatus.CAPTCHA_REQUIRED,
      data: null,
      businessMsg: '请先完成安全验证',
      callbackAddress: CAPTCHA_CALLBACK,
    });
    expect(CAPTCHA_CALLBACK).toBe('/pb/captcha/image');
    // A made-up validateData does not pass.
    expect((await api.loginByAuth('demo_user', DEMO_PASSWORD, { validateData: 'made-up' })).body.statusCode).toBe(AccountStatus.CAPTCHA_REQUIRED);

    // validateData inside the encrypted credentials.
    const v1 = await solveCaptcha(api, server);
    const ok1 = await api.loginByAuth('demo_user', DEMO_PASSWORD, { validateData: v1 });
    expect(ok1.body.statusCode).toBe(200);
    // Used up: it cannot serve again.
    for (let i = 0; i < 3; i += 1) await fail('demo_user');
    expect((await api.loginByAuth('demo_user', DEMO_PASSWORD, { validateData: v1 })).body.statusCode).toBe(AccountStatus.CAPTCHA_REQUIRED);
    // validateData as a header.
    const v2 = await solveCaptcha(api, server);
    expect((await api.loginByAuth('demo_user', DEMO_PASSWORD, {}, { validateData: v2 })).body.statusCode).toBe(200);
    // validateData as a form field beside the encrypted fields.
    for (let i = 0; i < 3; i += 1) await fail('demo_user');
    const v3 = await solveCaptcha(api, server);
    const payload = await api.encrypted({ username: 'demo_user', password: DEMO_PASSWORD, keepLogin: true });
    expect((await api.post(AccountPaths.loginByAuth, { ...payload, validateData: v3 })).body.statusCode).toBe(200);
  });

  it('with the captcha solved a wrong password is still 用户名或密码错误', async () => {
    for (let i = 0; i < 3; i += 1) await fail('demo_trial');
    const v = await solveCaptcha(api, server);
    const reply = await api.loginByAuth('demo_trial', 'Wrong@Pass1', { validateData: v });
    expect(reply.body.businessMsg).toBe('用户名或密码错误');
  });

  it('locks an account after 10 failures in 15 minutes (490), even with the right password and a captcha; unknown users alike', async () => {
    for (const username of ['ent_guest', 'no_such_user']) {
      for (let i = 0; i < 10; i += 1) {
        const headers = i >= 3 ? { validateData: await solveCaptcha(api, server) } : undefined;
        expect((await fail(username, headers)).body.businessMsg).toBe('用户名或密码错误');
      }
      const locked = await api.loginByAuth(username, DEMO_PASSWORD, { validateData: await solveCaptcha(api, server) });
      expect(locked.body).toEqual({ statusCode: AccountStatus.LOCKED, data: null, businessMsg: '登录失败次数过多，请15分钟后再试' });
      server.clock.advance(16 * MINUTE);
    }
    // The window passed: the right password works again.
    expect((await api.loginByAuth('ent_guest', DEMO_PASSWORD)).body.statusCode).toBe(200);
  });

  it('counts failures per IP across accounts: captcha after 3, lock after 10', async () => {
    const names = ['a1', 'a2', 'a3'];
    for (const n of names) await fail(n);
    // A fresh account from the same address now needs the captcha too.
    expect((await api.loginByAuth('demo_vip', DEMO_PASSWORD)).body.statusCode).toBe(AccountStatus.CAPTCHA_REQUIRED);
    for (let i = 0; i < 7; i += 1) await fail(`b${i}`, { validateData: await solveCaptcha(api, server) });
    const locked = await api.loginByAuth('demo_vip', DEMO_PASSWORD, { validateData: await solveCaptcha(api, server) });
    expect(locked.body.statusCode).toBe(AccountStatus.LOCKED);
    expect(locked.body.businessMsg).toBe('登录失败次数过多，请15分钟后再试');
  });

  it('a successful login resets the account count (not the IP count)', async () => {
    await fail('ent_staff');
    await fail('ent_staff');
    expect((await api.loginByAuth('ent_staff', DEMO_PASSWORD)).body.statusCode).toBe(200);
    await fail('ent_staff');
    // 3 IP failures in the window, 1 account failure: the IP rule asks for the captcha.
    expect((await api.loginByAuth('ent_staff', DEMO_PASSWORD)).body.statusCode).toBe(AccountStatus.CAPTCHA_REQUIRED);
    const accountRows = await server.database.db
      .selectFrom('account_login_failures')
      .selectAll()
      .where('scope', '=', 'account')
      .where('subject', '=', 'ent_staff')
      .where('created_at', '>', server.clock.now() - 15 * MINUTE)
      .execute();
    expect(accountRows).toHaveLength(1);
  });
});
