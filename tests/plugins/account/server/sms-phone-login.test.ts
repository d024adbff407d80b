import http from 'node:http';
import { AccountStatus, SMS_MAX_ATTEMPTS } from '@plugins/account/shared/contract';
import { Captchas, SmsCodes } from '@plugins/account/shared/services';
import { ServiceRegistry } from '@kernel/server/services';
import type { ServerPlugin } from '@kernel/server/plugin';
import type { SmsMessage, SmsSender } from '@plugins/account/server';
import { AccountPaths, Api, lastCode, MINUTE, sendCode, solveCaptcha, startAccountServer, type AccountTestServer } from './support';

// Every login checks a scrypt password and every payload an RSA key: slow when the machine is busy.
jest.setTimeout(30_000);

describe('account plugin: SMS codes and phone login', () => {
  let server: AccountTestServer;
  let api: Api;
  beforeAll(async () => {
    server = await startAccountServer();
    api = new Api(server.url);
  });
  afterAll(() => server.close());
  beforeEach(() => server.clock.advance(2 * MINUTE));

  describe('sending a code', () => {
    it('needs a solved captcha (header validateData, used up): 980 请先完成安全验证 otherwise', async () => {
      const none = await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000001', type: 'login' });
      expect(none.body).toEqual({ statusCode: 980, data: null, businessMsg: '请先完成安全验证' });
      const bogus = await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000001' }, { validateData: 'bogus' });
      expect(bogus.body.statusCode).toBe(AccountStatus.CAPTCHA);
      const validateData = await solveCaptcha(api, server);
      server.clock.advance(5 * MINUTE + 1);
      const stale = await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000001' }, { validateData });
      expect(stale.body.statusCode).toBe(AccountStatus.CAPTCHA);
    });

    it('sends 6 digits to the development outbox, stored and printed as [短信] …; answers 验证码已发送', async () => {
      const validateData = await solveCaptcha(api, server);
      const sent = await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000003', type: 'login' }, { validateData });
      expect(sent.body).toEqual({ statusCode: 200, data: null, businessMsg: '验证码已发送' });
      const code = await lastCode(api, '13800000003');
      expect(code).toMatch(/^\d{6}$/);
      expect(server.printed.at(-1)).toBe(`[短信] 13800000003: 您的验证码为 ${code}，5分钟内有效。`);
      const outbox = await api.get(AccountPaths.devSmsOutbox, { mobile: '13800000003' });
      expect(outbox.body.data[0]).toMatchObject({ mobile: '13800000003', type: 'login', content: `您的验证码为 ${code}，5分钟内有效。` });
      // The code itself is stored only as a digest.
      const rows = await server.database.db.selectFrom('account_sms_codes').selectAll().where('mobile', '=', '13800000003').execute();
      expect(JSON.stringify(rows)).not.toContain(code);
      // The same captcha cannot send again.
      server.clock.advance(2 * MINUTE);
      const reused = await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000003' }, { validateData });
      expect(reused.body.statusCode).toBe(980);
    });

    it('one code per phone per 60 s: 验证码发送过于频繁，请稍后再试', async () => {
      await sendCode(api, server, '13800000001');
      server.clock.advance(59_000);
      const validateData = await solveCaptcha(api, server);
      const early = await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000001', type: 'login' }, { validateData });
      expect(early.body).toEqual({ statusCode: AccountStatus.SMS_TOO_FREQUENT, data: null, businessMsg: '验证码发送过于频繁，请稍后再试' });
      server.clock.advance(1_000);
      await expect(sendCode(api, server, '13800000001')).resolves.toMatch(/^\d{6}$/);
    });

    it('login codes only for bound phones; trial codes for any phone', async () => {
      const validateData = await solveCaptcha(api, server);
      const unbound = await api.post(AccountPaths.smsVerificationCode, { mobile: '13900000000', type: 'login' }, { validateData });
      expect(unbound.body).toEqual({ statusCode: 400, data: null, businessMsg: '该手机号尚未绑定任何账号' });
      const code = await sendCode(api, server, '13900000000', 'trial');
      expect(server.printed.at(-1)).toBe(`[短信] 13900000000: 您正在申请试用VIP，验证码为 ${code}，5分钟内有效。`);
    });

    it('validates the phone and type (HTTP 400, Chinese)', async () => {
      for (const fields of [{}, { mobile: '1380000000' }, { mobile: '23800000001' }, { mobile: '13800000001', type: 'spam' }]) {
        const reply = await api.post(AccountPaths.smsVerificationCode, fields, { validateData: 'x' });
        expect(reply.http).toBe(400);
        expect(reply.body.businessMsg).toMatch(/^请求参数错误：/);
      }
    });

    it('lists the outbox newest first, and shows it as a Chinese HTML page', async () => {
      const a = await sendCode(api, server, '13800000002');
      server.clock.advance(MINUTE);
      const b = await sendCode(api, server, '13800000002');
      const list = await api.get(AccountPaths.devSmsOutbox, { mobile: '13800000002' });
      expect(list.body.data.map((m: any) => m.content.match(/\d{6}/)[0])).toEqual([b, a, ...list.body.data.slice(2).map((m: any) => m.content.match(/\d{6}/)[0])]);
      const all = await api.get(AccountPaths.devSmsOutbox);
      expect(all.body.data.length).toBeGreaterThan(2);
      const page = await fetch(`${server.url}${AccountPaths.devSmsOutboxPage}?mobile=13800000002`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<html lang="zh-CN">');
      expect(html).toContain('短信发件箱');
      expect(html).toContain(`您的验证码为 ${b}`);
      expect(html).not.toContain('13800000003');
    });
  });

  describe('checking codes', () => {
    it('bindingAccounts lists the accounts of 13800000003 by rights, without using the code up', async () => {
      const code = await sendCode(api, server, '13800000003');
      const reply = await api.post(AccountPaths.bindingAccounts, { code }, { mobile: '13800000003' });
      expect(reply.body.statusCode).toBe(200);
      expect(reply.body.data).toEqual({
        haveRightsAccounts: [
          { id: '10004', globalId: 'G10000004', username: 'ent_admin', accountTypeName: '企业主账号', accountGroup: 'entMainAccount', haveRights: true },
          { id: '10005', globalId: 'G10000005', username: 'ent_staff', accountTypeName: '企业子账号', accountGroup: 'entSubAccount', haveRights: true },
        ],
        noRightsAccounts: [
          { id: '10006', globalId: 'G10000006', username: 'ent_guest', accountTypeName: '企业子账号', accountGroup: 'entSubAccount', haveRights: false },
        ],
      });
      // Phone login as ent_staff with the same code.
      const login = await api.post(AccountPaths.loginBySms, { mobile: '13800000003', code, keepLogin: 'true' }, { globalId: 'G10000005' });
      expect(login.body.statusCode).toBe(200);
      expect(login.body.data.globalId).toBe('G10000005');
      const usr = await api.post(AccountPaths.usr, {}, { token: login.body.data.accessToken });
      expect(usr.body.data).toMatchObject({ accountName: 'ent_staff', accountType: 'entSub', isVip: true });
      const sessions = await api.get(AccountPaths.sessions, undefined, { token: login.body.data.accessToken });
      expect(sessions.body.data[0]).toMatchObject({ loginType: 'sms', current: true, device: 'Chrome · Linux' });
      // Used up now.
      const again = await api.post(AccountPaths.loginBySms, { mobile: '13800000003', code }, { globalId: 'G10000005' });
      expect(again.body).toEqual({ statusCode: 400, data: null, businessMsg: '验证码已失效，请重新获取' });
    });

    it('personal accounts are grouped as 个人账号; a phone with one account logs in without globalId', async () => {
      const code = await sendCode(api, server, '13800000001');
      const reply = await api.post(AccountPaths.bindingAccounts, { code }, { mobile: '13800000001' });
      expect(reply.body.data.haveRightsAccounts).toEqual([
        { id: '10001', globalId: 'G10000001', username: 'demo_vip', accountTypeName: '个人账号', accountGroup: 'personalAccount', haveRights: true },
      ]);
      const login = await api.post(AccountPaths.loginBySms, { mobile: '13800000001', code });
      expect(login.body.statusCode).toBe(200);
      expect(login.body.id).toEqual(expect.any(String));
    });

    it('refuses a globalId the phone is not bound to, and asks to choose when several accounts are bound', async () => {
      const code = await sendCode(api, server, '13800000003');
      const notBound = await api.post(AccountPaths.loginBySms, { mobile: '13800000003', code }, { globalId: 'G10000001' });
      expect(notBound.body.businessMsg).toBe('该手机号未绑定所选账号');
      const choose = await api.post(AccountPaths.loginBySms, { mobile: '13800000003', code });
      expect(choose.body.businessMsg).toBe('请选择要登录的账号');
      // Neither used the code up.
      expect((await api.post(AccountPaths.loginBySms, { mobile: '13800000003', code }, { globalId: 'G10000006' })).body.statusCode).toBe(200);
    });

    it(`a wrong code counts: after ${SMS_MAX_ATTEMPTS} wrong tries the code is void`, async () => {
      const code = await sendCode(api, server, '13800000002');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < SMS_MAX_ATTEMPTS; i += 1) {
        const reply = await api.post(AccountPaths.bindingAccounts, { code: wrong }, { mobile: '13800000002' });
        expect(reply.body).toEqual({ statusCode: 400, data: null, businessMsg: '验证码错误' });
      }
      const right = await api.post(AccountPaths.loginBySms, { mobile: '13800000002', code });
      expect(right.body.businessMsg).toBe('验证码已失效，请重新获取');
    });

    it('a code expires after 5 minutes; only the newest code counts', async () => {
      const first = await sendCode(api, server, '13800000002');
      server.clock.advance(MINUTE);
      const second = await sendCode(api, server, '13800000002');
      if (first !== second) {
        expect((await api.post(AccountPaths.bindingAccounts, { code: first }, { mobile: '13800000002' })).body.businessMsg).toBe('验证码错误');
      }
      server.clock.advance(5 * MINUTE);
      const late = await api.post(AccountPaths.loginBySms, { mobile: '13800000002', code: second });
      expect(late.body.businessMsg).toBe('验证码已失效，请重新获取');
    });

    it('validates phone login input (HTTP 400, Chinese)', async () => {
      const cases = [
        [AccountPaths.loginBySms, { mobile: '13800000001' }, {}],
        [AccountPaths.loginBySms, { mobile: '13800000001', code: '12345' }, {}],
        [AccountPaths.loginBySms, { mobile: 'abc', code: '123456' }, {}],
        [AccountPaths.bindingAccounts, { code: '123456' }, {}],
        [AccountPaths.bindingAccounts, { code: '123456' }, { mobile: '12' }],
        [AccountPaths.bindingAccounts, {}, { mobile: '13800000001' }],
      ] as const;
      for (const [path, fields, headers] of cases) {
        const reply = await api.post(path, fields, headers);
        expect(reply.http).toBe(400);
        expect(reply.body.businessMsg).toMatch(/^请求参数错误：/);
      }
    });
  });

  describe('services for other plugins', () => {
    it('SmsCodes (send / verify for trial codes) and Captchas (consume) are provided', async () => {
      let services!: ServiceRegistry;
      const probe: ServerPlugin = {
        manifest: { id: 'test-account-probe', title: '测试', order: 99, dependsOn: ['account'] },
        routes(_app, ctx) {
          services = ctx.services;
        },
      };
      const other = await startAccountServer({ extraPlugins: [probe] });
      try {
        const sms = services.get(SmsCodes);
        await sms.send('13700000000', 'trial');
        await expect(sms.send('13700000000', 'trial')).rejects.toMatchObject({ statusCode: AccountStatus.SMS_TOO_FREQUENT, message: '验证码发送过于频繁，请稍后再试' });
        await expect(sms.send('123', 'trial')).rejects.toMatchObject({ statusCode: 400 });
        const code = /验证码为 (\d{6})/.exec(other.printed.at(-1)!)![1]!;
        await expect(sms.verify('13700000000', 'login', code)).resolves.toBe(false);
        await expect(sms.verify('13700000000', 'trial', code)).resolves.toBe(true);
        await expect(sms.verify('13700000000', 'trial', code)).resolves.toBe(false);

        const captchas = services.get(Captchas);
        const otherApi = new Api(other.url);
        const validateData = await solveCaptcha(otherApi, other);
        await expect(captchas.consume(validateData)).resolves.toBe(true);
        await expect(captchas.consume(validateData)).resolves.toBe(false);
        await expect(captchas.consume('')).resolves.toBe(false);
      } finally {
        await other.close();
      }
    });
  });

  describe('providers', () => {
    it('in production without SMS_PROVIDER: 短信服务未配置, and no development endpoints', async () => {
      const prod = await startAccountServer({ production: true, devTools: false });
      try {
        const prodApi = new Api(prod.url);
        const reply = await prodApi.post(AccountPaths.smsVerificationCode, { mobile: '13800000001' }, { validateData: 'x' });
        expect(reply.body).toEqual({ statusCode: AccountStatus.SMS_UNAVAILABLE, data: null, businessMsg: '短信服务未配置' });
        expect((await prodApi.get(AccountPaths.devSmsOutbox)).http).toBe(404);
        const page = await fetch(`${prod.url}${AccountPaths.devSmsOutboxPage}`, { headers: { accept: 'application/json' } });
        expect(page.status).toBe(404);
        expect(prod.printed).toEqual([]);
      } finally {
        await prod.close();
      }
    });

    it('in production with SMS_PROVIDER=outbox the outbox is used (but its pages stay off)', async () => {
      const prod = await startAccountServer({ production: true, env: { SMS_PROVIDER: 'outbox' } });
      try {
        const prodApi = new Api(prod.url);
        await sendCode(prodApi, prod, '13800000001').catch(() => undefined);
        expect(prod.printed.at(-1)).toMatch(/^\[短信\] 13800000001: 您的验证码为 \d{6}，5分钟内有效。$/);
      } finally {
        await prod.close();
      }
    });

    it('SMS_PROVIDER=webhook posts the message as JSON with the bearer token', async () => {
      const received: { auth?: string; body: any }[] = [];
      const hook = http.createServer((req, res) => {
        let body = '';
        req.on('data', (d) => (body += d));
        req.on('end', () => {
          received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      const port = (hook.address() as { port: number }).port;
      const withHook = await startAccountServer({
        production: true,
        env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms`, SMS_WEBHOOK_TOKEN: 't0ken' },
      });
      try {
        const hookApi = new Api(withHook.url);
        const reply = await hookApi.post(AccountPaths.smsVerificationCode, { mobile: '13800000002' }, { validateData: await solveCaptcha(hookApi, withHook) });
        expect(reply.body.statusCode).toBe(200);
        expect(received).toEqual([{ auth: 'Bearer t0ken', body: { mobile: '13800000002', type: 'login', content: expect.stringMatching(/^您的验证码为 \d{6}，5分钟内有效。$/) } }]);
        expect(withHook.printed).toEqual([]);
      } finally {
        await withHook.close();
        await new Promise((resolve) => hook.close(resolve));
      }
    });

    it('SMS_PROVIDER=webhook without a URL, or an unknown provider: 短信服务未配置', async () => {
      for (const env of [{ SMS_PROVIDER: 'webhook' }, { SMS_PROVIDER: 'carrier-pigeon' }]) {
        const broken = await startAccountServer({ env });
        try {
          const reply = await new Api(broken.url).post(AccountPaths.smsVerificationCode, { mobile: '13800000002' });
          expect(reply.body).toEqual({ statusCode: AccountStatus.SMS_UNAVAILABLE, data: null, businessMsg: '短信服务未配置' });
        } finally {
          await broken.close();
        }
      }
    });

    it('a custom SmsSender gets the message; a failing one leaves no code and no 60 s wait', async () => {
      const sent: SmsMessage[] = [];
      let failing = true;
      const sender: SmsSender = {
        configured: true,
        async send(message) {
          if (failing) throw new Error('gateway down');
          sent.push(message);
        },
      };
      const custom = await startAccountServer({ smsSender: sender });
      try {
        const customApi = new Api(custom.url);
        const first = await customApi.post(AccountPaths.smsVerificationCode, { mobile: '13800000001' }, { validateData: await solveCaptcha(customApi, custom) });
        expect(first.http).toBe(500);
        expect(first.body.businessMsg).toBe('服务器开小差了，请稍后再试');
        failing = false;
        const second = await customApi.post(AccountPaths.smsVerificationCode, { mobile: '13800000001' }, { validateData: await solveCaptcha(customApi, custom) });
        expect(second.body.statusCode).toBe(200);
        expect(sent).toHaveLength(1);
        expect(sent[0]).toMatchObject({ mobile: '13800000001', type: 'login' });
        expect(custom.printed).toEqual([]);
        const codes = await custom.database.db.selectFrom('account_sms_codes').selectAll().execute();
        expect(codes).toHaveLength(1);
      } finally {
        await custom.close();
      }
    });
  });
});
