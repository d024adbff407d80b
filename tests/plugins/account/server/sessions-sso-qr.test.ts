import { AccountDirectory } from '@plugins/account/shared/services';
import { KEEP_LOGIN_SECONDS, SSO_COOKIE, TOKEN_EXPIRE_IN } from '@plugins/account/shared/contract';
import type { ServerPlugin } from '@kernel/server/plugin';
import type { ServiceRegistry } from '@kernel/server/services';
import { AccountPaths, Api, MINUTE, startAccountServer, type AccountTestServer } from './support';

const HOUR = 60 * MINUTE;

function ssoCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${SSO_COOKIE}=`));
  if (!cookie) throw new Error('no SSO cookie');
  return cookie.split(';')[0]!;
}

describe('account plugin: sessions, tokens, SSO tickets and QR login', () => {
  let server: AccountTestServer;
  let api: Api;
  let services!: ServiceRegistry;
  const probe: ServerPlugin = {
    manifest: { id: 'test-account-probe', title: '测试', order: 99, dependsOn: ['account'] },
    routes(_app, ctx) {
      services = ctx.services;
    },
  };
  beforeAll(async () => {
    server = await startAccountServer({ extraPlugins: [probe] });
    api = new Api(server.url);
  });
  afterAll(() => server.close());

  const sessionsOf = (token: string) => api.get(AccountPaths.sessions, undefined, { token });

  describe('tokens', () => {
    it('a token is stored only as its SHA-256 digest', async () => {
      const { token } = await api.login('demo_user');
      const rows = await server.database.db.selectFrom('account_sessions').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('loginByToken rotates the token (management gateway shape); the old one stops working at once', async () => {
      const { token, casId } = await api.login('demo_user', false);
      const refreshed = await api.post(AccountPaths.loginByToken, { accessToken: token });
      expect(refreshed.body.statusCode).toBe(200);
      expect(refreshed.body.data).toEqual({
        statusCode: 200,
        data: { accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expireIn: TOKEN_EXPIRE_IN },
        id: casId,
      });
      const next = refreshed.body.data.data.accessToken;
      expect(next).not.toBe(token);
      expect((await sessionsOf(next)).body.statusCode).toBe(200);
      // The old token: the kernel answers 302 on a login-required route.
      expect((await sessionsOf(token)).body.statusCode).toBe(302);
      expect((await api.post(AccountPaths.loginByToken, { accessToken: token })).body).toEqual({ statusCode: 301, data: null, businessMsg: '登录已过期，请重新登录' });
    });

    it('an expired token does not resolve (302), but a keep-login session refreshes within the week', async () => {
      const { token } = await api.login('demo_vip', true);
      server.clock.advance(TOKEN_EXPIRE_IN * 1000 + 1);
      expect((await sessionsOf(token)).body).toEqual({ statusCode: 302, data: null, businessMsg: '登录已过期，请重新登录' });
      expect((await api.post(AccountPaths.usr, {}, { token })).body.statusCode).toBe(302);
      server.clock.advance(3 * 24 * HOUR);
      const refreshed = await api.post(AccountPaths.loginByToken, { accessToken: token });
      expect(refreshed.body.data.statusCode).toBe(200);
      const fresh = refreshed.body.data.data.accessToken;
      expect((await sessionsOf(fresh)).body.statusCode).toBe(200);
      // Past the keep-login window (counted from the login, not from the refresh): no more.
      server.clock.advance(KEEP_LOGIN_SECONDS * 1000);
      expect((await api.post(AccountPaths.loginByToken, { accessToken: fresh })).body.statusCode).toBe(301);
    });

    it('without keep-login an expired token cannot be refreshed', async () => {
      const { token } = await api.login('demo_trial', false);
      server.clock.advance(TOKEN_EXPIRE_IN * 1000 - 1000);
      const refreshed = await api.post(AccountPaths.loginByToken, { accessToken: token });
      expect(refreshed.body.data.statusCode).toBe(200);
      const fresh = refreshed.body.data.data.accessToken;
      server.clock.advance(TOKEN_EXPIRE_IN * 1000 + 1);
      expect((await api.post(AccountPaths.loginByToken, { accessToken: fresh })).body.statusCode).toBe(301);
    });

    it('the one-time loginToken of a login answer opens a new session (type token) once', async () => {
      const { reply } = await api.login('ent_admin');
      const loginToken = reply.body.data.loginToken;
      const first = await api.post(AccountPaths.loginByToken, { accessToken: loginToken });
      expect(first.body.data.statusCode).toBe(200);
      expect(first.body.data.id).not.toBe(reply.body.id);
      const list = await sessionsOf(first.body.data.data.accessToken);
      expect(list.body.data.find((s: any) => s.current)).toMatchObject({ loginType: 'token' });
      expect((await api.post(AccountPaths.loginByToken, { accessToken: loginToken })).body.statusCode).toBe(301);
    });

    it('validates loginByToken input', async () => {
      const reply = await api.post(AccountPaths.loginByToken, {});
      expect(reply.http).toBe(400);
      expect(reply.body.businessMsg).toBe('请求参数错误：accessToken 为必填项');
    });
  });

  describe('sessions and logout', () => {
    it('lists the member’s sessions (device, IP, type, times, current) and revokes the others', async () => {
      server.clock.advance(8 * 24 * HOUR);
      const a = await api.login('ent_guest');
      const b = await api.login('ent_guest');
      const list = await sessionsOf(a.token);
      expect(list.body.statusCode).toBe(200);
      expect(list.body.data).toHaveLength(2);
      const current = list.body.data.find((s: any) => s.current);
      expect(current).toMatchObject({ loginType: 'auth', device: 'Chrome · Linux', ip: expect.stringMatching(/127\.0\.0\.1/) });
      expect(current.createdAt).toBe(server.clock.now());
      const revoked = await api.post(AccountPaths.revokeOtherSessions, {}, { token: a.token });
      expect(revoked.body.data).toEqual({ revoked: 1 });
      expect((await sessionsOf(b.token)).body.statusCode).toBe(302);
      expect((await sessionsOf(a.token)).body.data).toHaveLength(1);
      // The revoked browser cannot come back through its SSO cookie or its loginToken; the current one can.
      expect((await api.get(AccountPaths.userTicket, {}, { cookie: ssoCookie(b.reply.headers) })).body.data.ticket).toBe('');
      expect((await api.post(AccountPaths.loginByToken, { accessToken: b.reply.body.data.loginToken })).body.statusCode).toBe(301);
      expect((await api.get(AccountPaths.userTicket, {}, { cookie: ssoCookie(a.reply.headers) })).body.data.ticket).not.toBe('');
    });

    it('logout revokes the token (302 afterwards, also no refresh) and clears the SSO cookie', async () => {
      const { token, reply } = await api.login('demo_user');
      const cookie = ssoCookie(reply.headers);
      const out = await api.post(AccountPaths.logout, {}, { token, cookie });
      expect(out.body).toEqual({ statusCode: 200, data: null, businessMsg: '退出成功' });
      expect(out.headers.getSetCookie().some((c) => c.startsWith(`${SSO_COOKIE}=;`))).toBe(true);
      expect((await sessionsOf(token)).body.statusCode).toBe(302);
      expect((await api.post(AccountPaths.loginByToken, { accessToken: token })).body.statusCode).toBe(301);
      // The SSO session is gone too: no ticket.
      expect((await api.get(AccountPaths.userTicket, { timestamp: 1 }, { cookie })).body.data).toEqual({ ticket: '' });
      // Logging out without a token is harmless.
      expect((await api.post(AccountPaths.logout)).body.statusCode).toBe(200);
    });

    it('POSTs whose body does not matter accept no body at all', async () => {
      const { token } = await api.login('demo_trial');
      const bare = (path: string, headers: Record<string, string> = {}) =>
        fetch(`${server.url}${path}`, { method: 'POST', headers }).then(async (r) => ({ http: r.status, body: await r.json() }));
      expect((await bare(AccountPaths.getQrcode)).body.statusCode).toBe(200);
      expect((await bare(AccountPaths.usr, { token })).body.data.accountName).toBe('demo_trial');
      expect((await bare(AccountPaths.revokeOtherSessions, { token })).body.statusCode).toBe(200);
      expect((await bare(AccountPaths.getGlobalIdByUserId, { userid: '10003' })).body.data.globalId).toBe('G10000003');
      // Beyond a 32-bit id: no such account (a business answer on PostgreSQL too, never a 500).
      for (const userid of ['4294967296', '0']) {
        const far = await bare(AccountPaths.getGlobalIdByUserId, { userid });
        expect(far.http).toBe(200);
        expect(far.body.statusCode).not.toBe(200);
        expect(far.body.statusCode).not.toBe(500);
      }
      expect((await bare(AccountPaths.logout, { token })).body.statusCode).toBe(200);
    });

    it('login-required routes answer 301 without a token', async () => {
      expect((await api.get(AccountPaths.sessions)).body).toEqual({ statusCode: 301, data: null, businessMsg: '请先登录' });
      expect((await api.post(AccountPaths.revokeOtherSessions)).body.statusCode).toBe(301);
    });
  });

  describe('SSO ticket', () => {
    it('userTicket reads the SSO cookie; loginByTicket logs in once with the ticket (60 s)', async () => {
      const { reply } = await api.login('demo_vip', true);
      const cookie = ssoCookie(reply.headers);
      expect((await api.get(AccountPaths.userTicket, { timestamp: Date.now(), service: 'http://localhost' })).body.data).toEqual({ ticket: '' });
      const got = await api.get(AccountPaths.userTicket, { timestamp: Date.now(), service: 'http://localhost' }, { cookie });
      const ticket = got.body.data.ticket;
      expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const login = await api.post(AccountPaths.loginByTicket, { ticket, keepLogin: true }, { cookie });
      expect(login.body.statusCode).toBe(200);
      expect(login.body.data.globalId).toBe('G10000001');
      expect(login.body.id).toEqual(expect.any(String));
      // A new SSO cookie replaced the old one.
      const renewed = ssoCookie(login.headers);
      expect(renewed).not.toBe(cookie);
      expect((await api.get(AccountPaths.userTicket, {}, { cookie })).body.data.ticket).toBe('');
      const list = await sessionsOf(login.body.data.accessToken);
      expect(list.body.data.find((s: any) => s.current).loginType).toBe('ticket');
      // Single use.
      expect((await api.post(AccountPaths.loginByTicket, { ticket })).body).toEqual({ statusCode: 400, data: null, businessMsg: '登录凭证无效或已过期' });
      // Expiry: 60 s.
      const late = (await api.get(AccountPaths.userTicket, {}, { cookie: renewed })).body.data.ticket;
      server.clock.advance(61_000);
      expect((await api.post(AccountPaths.loginByTicket, { ticket: late })).body.statusCode).toBe(400);
    });

    it('validates loginByTicket input', async () => {
      const reply = await api.post(AccountPaths.loginByTicket, {});
      expect(reply.http).toBe(400);
      expect(reply.body.businessMsg).toBe('请求参数错误：ticket 为必填项');
    });
  });

  describe('QR login', () => {
    it('waiting → scanned → confirmed by the phone’s member → one login on the desktop → used', async () => {
      const qr = await api.post(AccountPaths.getQrcode);
      expect(qr.body.statusCode).toBe(200);
      const { uuid, url, expireIn } = qr.body.data;
      expect(url).toBe(`/m/qr-confirm?uuid=${uuid}`);
      expect(expireIn).toBe(180);
      const status = async () => (await api.get(AccountPaths.getQrcodeStatus, { uuid })).body.data.status;
      expect(await status()).toBe('waiting');
      // Not confirmed yet: no login.
      expect((await api.post(AccountPaths.loginByQrCode, { uuid })).body.businessMsg).toBe('请在手机上确认登录');
      // The phone must be logged in.
      expect((await api.post(AccountPaths.confirmQrcode, { uuid })).body.statusCode).toBe(301);
      const phone = await api.login('ent_staff');
      expect((await api.post(AccountPaths.confirmQrcode, { uuid, action: 'scan' }, { token: phone.token })).body.statusCode).toBe(200);
      expect(await status()).toBe('scanned');
      expect((await api.post(AccountPaths.confirmQrcode, { uuid }, { token: phone.token })).body.statusCode).toBe(200);
      expect(await status()).toBe('confirmed');
      expect((await api.post(AccountPaths.confirmQrcode, { uuid }, { token: phone.token })).body.businessMsg).toBe('二维码已失效，请刷新后重试');
      const login = await api.post(AccountPaths.loginByQrCode, { uuid, keepLogin: 'true' });
      expect(login.body.statusCode).toBe(200);
      expect(login.body.data.globalId).toBe('G10000005');
      expect(await status()).toBe('used');
      expect((await api.post(AccountPaths.loginByQrCode, { uuid })).body.businessMsg).toBe('二维码已失效，请刷新后重试');
      const list = await sessionsOf(login.body.data.accessToken);
      expect(list.body.data.find((s: any) => s.current).loginType).toBe('qr');
    });

    it('expires after 180 s; unknown codes read as expired', async () => {
      const { uuid } = (await api.post(AccountPaths.getQrcode)).body.data;
      server.clock.advance(180_001);
      expect((await api.get(AccountPaths.getQrcodeStatus, { uuid })).body.data.status).toBe('expired');
      const phone = await api.login('demo_vip');
      expect((await api.post(AccountPaths.confirmQrcode, { uuid }, { token: phone.token })).body.businessMsg).toBe('二维码已过期，请刷新后重试');
      expect((await api.get(AccountPaths.getQrcodeStatus, { uuid: 'nope' })).body.data.status).toBe('expired');
    });

    it('validates QR input', async () => {
      expect((await api.get(AccountPaths.getQrcodeStatus)).http).toBe(400);
      const bad = await api.post(AccountPaths.loginByQrCode, {});
      expect(bad.http).toBe(400);
      expect(bad.body.businessMsg).toBe('请求参数错误：uuid 为必填项');
      const phone = await api.login('demo_user');
      const confirm = await api.post(AccountPaths.confirmQrcode, {}, { token: phone.token });
      expect(confirm.http).toBe(400);
      expect(confirm.body.businessMsg).toBe('请求参数错误：uuid 为必填项');
      const action = await api.post(AccountPaths.confirmQrcode, { uuid: 'x', action: 'steal' }, { token: phone.token });
      expect(action.http).toBe(400);
    });
  });

  describe('look-ups', () => {
    it('getGlobalIdByUserId (header userid)', async () => {
      expect((await api.post(AccountPaths.getGlobalIdByUserId, {}, { userid: '10004' })).body.data).toEqual({ globalId: 'G10000004' });
      expect((await api.post(AccountPaths.getGlobalIdByUserId, {}, { userid: '99' })).body).toEqual({ statusCode: 400, data: null, businessMsg: '用户不存在' });
      const bad = await api.post(AccountPaths.getGlobalIdByUserId, {}, { userid: 'abc' });
      expect(bad.http).toBe(400);
      expect((await api.post(AccountPaths.getGlobalIdByUserId)).http).toBe(400);
    });

    it('identityExists (phone or account name)', async () => {
      const exists = async (identity: string) => (await api.get(AccountPaths.identityExists, { identity })).body.data.exists;
      expect(await exists('13800000003')).toBe(true);
      expect(await exists('13800000009')).toBe(false);
      expect(await exists('DEMO_VIP')).toBe(true);
      expect(await exists('nobody')).toBe(false);
      expect((await api.get(AccountPaths.identityExists)).http).toBe(400);
    });

    it('getCustomers answers the customer-service lines', async () => {
      const reply = await api.get(AccountPaths.getCustomers);
      expect(reply.body.data[0]).toEqual({ name: '在线客服', phone: '400-860-2026', hours: '工作日 9:00-18:00' });
    });

    it('AccountDirectory finds accounts by globalId', async () => {
      const directory = services.get(AccountDirectory);
      await expect(directory.find('G10000005')).resolves.toEqual({ globalId: 'G10000005', accountName: 'ent_staff', fullName: '陈造价', kind: 'entSub' });
      await expect(directory.find('G0')).resolves.toBeNull();
    });
  });
});
