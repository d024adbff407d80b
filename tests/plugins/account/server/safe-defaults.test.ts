/**
 * Safe by default: the atomic login limiter (bursts on a real port), the scopes that keep the
 * owner in, replay-proof payloads, the multi-login ticket, the session cap, the SMS caps under
 * concurrency, the development routes (DEV_TOOLS, loopback only), the Secure SSO cookie, the
 * rate-limited look-ups, and demo accounts only in demo mode.
 */
import http from 'node:http';
import { resolveRunMode } from '@kernel/server/demo-mode';
import { ServiceRegistry } from '@kernel/server/services';
import * as passwords from '@plugins/account/server/passwords';
import { createAccountServer } from '@plugins/account/server';
import { AccountStatus, SSO_COOKIE } from '@plugins/account/shared/contract';
import { answerDigest } from '@plugins/account/server/captcha';
import { createTestDatabase } from '../../../helpers/database';
import { buildTestApp } from '../../../helpers/server';
import {
  AccountPaths,
  Api,
  DEMO_PASSWORD,
  MINUTE,
  encryptLikeWebCrypto,
  solveCaptcha,
  startAccountServer,
  type AccountTestServer,
  type Fields,
} from './support';

jest.setTimeout(120_000);

/** POSTs form bodies over a keep-alive agent of `connections` sockets (a real burst). */
class Burst {
  private readonly agent: http.Agent;
  constructor(
    private readonly base: string,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  post(path: string, fields: Fields, headers: Record<string, string> = {}): Promise<{ statusCode: number; businessMsg: string }> {
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
    const url = new URL(path, this.base);
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => {
            try {
              resolve(JSON.parse(text));
            } catch (err) {
              reject(err);
            }
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Counts the password checks that really ran (known and unknown users alike). */
function countChecks(): { readonly count: number; restore(): void } {
  const real = jest.spyOn(passwords, 'verifyPassword');
  const dummy = jest.spyOn(passwords, 'verifyAgainstDummy');
  return {
    get count() {
      return real.mock.calls.length + dummy.mock.calls.length;
    },
    restore() {
      real.mockRestore();
      dummy.mockRestore();
    },
  };
}

function tally(replies: readonly { statusCode: number }[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of replies) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('account plugin: safe by default', () => {
  describe('the login limiter under a burst (100 connections, 1,000 wrong passwords)', () => {
    let server: AccountTestServer;
    let api: Api;
    beforeAll(async () => {
      // TRUST_PROXY on: the test plays many client addresses with X-Forwarded-For.
      server = await startAccountServer({ trustProxy: true });
      api = new Api(server.url);
    });
    afterAll(() => server.close());
    beforeEach(() => server.clock.advance(16 * MINUTE));

    const wrongPayloads = (username: string, n: number, extra: Record<string, unknown> = {}) =>
      Promise.all(Array.from({ length: n }, () => api.encrypted({ username, password: 'Wrong@Pass1', keepLogin: false, ...extra })));

    async function burst(username: string, address: (i: number) => string, validateData?: (i: number) => string | undefined) {
      const payloads = await wrongPayloads(username, 1000);
      const client = new Burst(server.url, 100);
      const checks = countChecks();
      try {
        const replies = await Promise.all(
          payloads.map((payload, i) => {
            const v = validateData?.(i);
            return client.post(AccountPaths.loginByAuth, { ...payload }, { ...from(address(i)), ...(v ? { validateData: v } : {}) });
          }),
        );
        return { replies, checks: checks.count };
      } finally {
        checks.restore();
        client.close();
      }
    }

    it('from one address: exactly 3 passwords checked, then only the captcha step', async () => {
      const { replies, checks } = await burst('demo_user', () => '198.51.100.7');
      expect(checks).toBe(3);
      expect(tally(replies)).toEqual({ [AccountStatus.BAD_CREDENTIALS]: 3, [AccountStatus.CAPTCHA_REQUIRED]: 997 });
      const failures = await server.database.db
        .selectFrom('account_login_failures')
        .select('scope')
        .where('created_at', '>', server.clock.now() - 15 * MINUTE)
        .execute();
      expect(failures.filter((f: any) => f.scope === 'account')).toHaveLength(3);
    });

    it('from 1,000 addresses: still exactly 3 (the account scope asks every address for the captcha)', async () => {
      const { replies, checks } = await burst('nobody_known', (i) => `10.${i >> 8}.${i & 255}.9`);
      expect(checks).toBe(3);
      expect(tally(replies)).toEqual({ [AccountStatus.BAD_CREDENTIALS]: 3, [AccountStatus.CAPTCHA_REQUIRED]: 997 });
    });

    it('with solved captchas from one address: exactly 10 checked, then 登录失败次数过多', async () => {
      const tokens = await Promise.all(Array.from({ length: 40 }, () => solveCaptcha(api, server)));
      const { replies, checks } = await burst('ent_guest', () => '198.51.100.8', (i) => tokens[i % tokens.length]);
      expect(checks).toBe(10);
      const counts = tally(replies);
      expect(counts[AccountStatus.BAD_CREDENTIALS]).toBe(10);
      expect(counts[AccountStatus.LOCKED]).toBeGreaterThan(900);
      expect((counts[AccountStatus.LOCKED] ?? 0) + (counts[AccountStatus.CAPTCHA_REQUIRED] ?? 0)).toBe(990);
    });

    it('ten failures do not stop the owner: the right password and a solved captcha work from a new address', async () => {
      for (let i = 0; i < 10; i += 1) {
        const headers = { ...from('203.0.113.66'), ...(i >= 3 ? { validateData: await solveCaptcha(api, server) } : {}) };
        expect((await api.loginByAuth('demo_vip', 'Wrong@Pass1', {}, headers)).body.statusCode).toBe(AccountStatus.BAD_CREDENTIALS);
      }
      // The attacker's address is refused for that account, even with the right password.
      const there = await api.loginByAuth('demo_vip', DEMO_PASSWORD, {}, { ...from('203.0.113.66'), validateData: await solveCaptcha(api, server) });
      expect(there.body).toEqual({ statusCode: AccountStatus.LOCKED, data: null, businessMsg: '登录失败次数过多，请15分钟后再试' });
      // The owner, elsewhere: the captcha (the account has failures), then in.
      const asked = await api.loginByAuth('demo_vip', DEMO_PASSWORD, {}, from('192.0.2.10'));
      expect(asked.body.statusCode).toBe(AccountStatus.CAPTCHA_REQUIRED);
      const owner = await api.loginByAuth('demo_vip', DEMO_PASSWORD, {}, { ...from('192.0.2.10'), validateData: await solveCaptcha(api, server) });
      expect(owner.body.statusCode).toBe(200);
    });

    it('the address lock spares accounts that signed in from that address before (one proxy, many members)', async () => {
      const proxy = '198.51.100.200';
      // demo_trial has signed in through the proxy before.
      expect((await api.loginByAuth('demo_trial', DEMO_PASSWORD, {}, from(proxy))).body.statusCode).toBe(200);
      // Someone behind it sprays 30 names (the default address lock).
      for (let i = 0; i < 30; i += 1) {
        const headers = { ...from(proxy), ...(i >= 3 ? { validateData: await solveCaptcha(api, server) } : {}) };
        expect((await api.loginByAuth(`spray_${i}`, 'Wrong@Pass1', {}, headers)).body.statusCode).toBe(AccountStatus.BAD_CREDENTIALS);
      }
      const stranger = await api.loginByAuth('ent_admin', DEMO_PASSWORD, {}, { ...from(proxy), validateData: await solveCaptcha(api, server) });
      expect(stranger.body.statusCode).toBe(AccountStatus.LOCKED);
      const member = await api.loginByAuth('demo_trial', DEMO_PASSWORD, {}, { ...from(proxy), validateData: await solveCaptcha(api, server) });
      expect(member.body.statusCode).toBe(200);
    });

    it('the pre-check (loginStatus) spends the captcha on a wrong password and gives it back on a right one', async () => {
      for (let i = 0; i < 3; i += 1) await api.loginByAuth('ent_staff', 'Wrong@Pass1', {}, from('192.0.2.77'));
      const v = await solveCaptcha(api, server);
      const wrong = await api.post(AccountPaths.loginStatus, { ...(await api.encrypted({ username: 'ent_staff', password: 'Wrong@Pass1', validateData: v })) }, from('192.0.2.77'), { type: 'auth' });
      expect(wrong.body.statusCode).toBe(AccountStatus.BAD_CREDENTIALS);
      const reused = await api.post(AccountPaths.loginStatus, { ...(await api.encrypted({ username: 'ent_staff', password: DEMO_PASSWORD, validateData: v })) }, from('192.0.2.77'), { type: 'auth' });
      expect(reused.body.statusCode).toBe(AccountStatus.CAPTCHA_REQUIRED);
      const v2 = await solveCaptcha(api, server);
      const right = await api.post(AccountPaths.loginStatus, { ...(await api.encrypted({ username: 'ent_staff', password: DEMO_PASSWORD, validateData: v2 })) }, from('192.0.2.77'), { type: 'auth' });
      expect(right.body.statusCode).toBe(200);
      expect((await api.loginByAuth('ent_staff', DEMO_PASSWORD, { validateData: v2 }, from('192.0.2.77'))).body.statusCode).toBe(200);
    });
  });

  describe('replay-proof payloads', () => {
    let server: AccountTestServer;
    let api: Api;
    beforeAll(async () => {
      server = await startAccountServer();
      api = new Api(server.url);
    });
    afterAll(() => server.close());

    it('a replayed payload is refused, even the one that logged in', async () => {
      const payload = await api.encrypted({ username: 'demo_user', password: DEMO_PASSWORD, keepLogin: false });
      expect((await api.post(AccountPaths.loginByAuth, { ...payload })).body.statusCode).toBe(200);
      const replay = await api.post(AccountPaths.loginByAuth, { ...payload });
      expect(replay.http).toBe(400);
      expect(replay.body).toEqual({ statusCode: 400, data: null, businessMsg: '请求参数错误：登录信息已被使用，请重新登录' });
      // Concurrent replays of a fresh payload: one passes.
      const fresh = await api.encrypted({ username: 'demo_user', password: DEMO_PASSWORD, keepLogin: false });
      const replies = await Promise.all(Array.from({ length: 10 }, () => api.post(AccountPaths.loginByAuth, { ...fresh })));
      expect(replies.filter((r) => r.body.statusCode === 200)).toHaveLength(1);
      // The pre-check shares the rule.
      const checked = await api.encrypted({ username: 'demo_user', password: DEMO_PASSWORD });
      expect((await api.post(AccountPaths.loginStatus, { ...checked }, undefined, { type: 'auth' })).body.statusCode).toBe(200);
      expect((await api.post(AccountPaths.loginStatus, { ...checked }, undefined, { type: 'auth' })).http).toBe(400);
    });

    it('a stale or future timestamp, or none, is refused', async () => {
      const now = server.clock.now();
      for (const timestamp of [now - 5 * MINUTE - 1000, now + 5 * MINUTE + 1000]) {
        const reply = await api.post(AccountPaths.loginByAuth, { ...(await api.encrypted({ username: 'demo_user', password: DEMO_PASSWORD, timestamp })) });
        expect(reply.body).toEqual({ statusCode: 400, data: null, businessMsg: '请求参数错误：登录信息已过期，请检查设备时间后重试' });
      }
      const { key, keyId } = await api.publicKey();
      const bare = encryptLikeWebCrypto(key, keyId, { username: 'demo_user', password: DEMO_PASSWORD });
      expect((await api.post(AccountPaths.loginByAuth, { ...bare })).body.businessMsg).toBe('请求参数错误：登录信息缺少时间戳或随机数，请刷新页面后重试');
      // Four minutes old is still fine.
      const recent = await api.encrypted({ username: 'demo_user', password: DEMO_PASSWORD, timestamp: now - 4 * MINUTE });
      expect((await api.post(AccountPaths.loginByAuth, { ...recent })).body.statusCode).toBe(200);
    });

    it('the public key answer tells the server time, to date payloads by', async () => {
      const reply = await api.get(AccountPaths.publicKey);
      expect(reply.body.serverTime).toBe(server.clock.now());
    });
  });

  describe('multi-login ticket, session cap, rate limits, Secure cookie', () => {
    let server: AccountTestServer;
    let api: Api;
    beforeAll(async () => {
      server = await startAccountServer({ trustProxy: true, limits: { maxSessions: 3 } });
      api = new Api(server.url);
    });
    afterAll(() => server.close());

    const precheck = async (username: string, headers?: Record<string, string>) =>
      api.post(AccountPaths.loginStatus, { ...(await api.encrypted({ username, password: DEMO_PASSWORD })) }, headers, { type: 'auth' });

    it('applyRepeatLogin, checkApplyLogin and cancelApplyRepeatLogin need the pre-check ticket of that account, single use', async () => {
      const first = await api.login('demo_user');
      await api.get(AccountPaths.sseAlive, { identifier: first.casId }, { globalId: 'G10000002' });
      const status = await precheck('demo_user');
      expect(status.body.data.loggedInElsewhere).toBe(true);
      const applyTicket: string = status.body.applyTicket;
      expect(applyTicket).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const headers = { globalId: 'G10000002' };
      const refused = { statusCode: 400, data: null, businessMsg: '登录验证已失效，请重新登录' };

      // Without a ticket, or with a made-up one: nothing happens.
      expect((await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_user' }, headers)).body).toEqual(refused);
      expect((await api.get(AccountPaths.checkApplyLogin, undefined, headers)).body).toEqual(refused);
      expect((await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_user' }, { ...headers, applyTicket: 'made-up' })).body).toEqual(refused);
      // Another account's ticket does not serve.
      const other = await api.login('ent_admin');
      await api.get(AccountPaths.sseAlive, { identifier: other.casId }, { globalId: 'G10000004' });
      const otherTicket: string = (await precheck('ent_admin')).body.applyTicket;
      expect((await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_user' }, { ...headers, applyTicket: otherTicket })).body).toEqual(refused);
      expect(await server.database.db.selectFrom('account_multi_login').selectAll().execute()).toHaveLength(0);

      const applied = await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_user' }, { ...headers, applyTicket });
      expect(applied.body.statusCode).toBe(200);
      const applyId: string = applied.body.data.applyId;
      // A stranger's cancel (no ticket, or another account's) does not withdraw it.
      expect((await api.get(AccountPaths.cancelApplyRepeatLogin, { username: 'demo_user', applyId }, headers)).body).toEqual(refused);
      await api.get(AccountPaths.cancelApplyRepeatLogin, { username: 'demo_user', applyId }, { ...headers, applyTicket: otherTicket });
      expect((await api.get(AccountPaths.selectFeedbackMultiUserLogin, { applyId })).body.data.option).toBe('pending');
      // The applicant's own ticket shows and withdraws it.
      expect((await api.get(AccountPaths.checkApplyLogin, undefined, { ...headers, applyTicket })).body.data).toEqual({ applying: true });
      await api.get(AccountPaths.cancelApplyRepeatLogin, { username: 'demo_user', applyId }, { ...headers, applyTicket });
      expect((await api.get(AccountPaths.selectFeedbackMultiUserLogin, { applyId })).body.data.option).toBe('cancel');
      // Single use: it cannot file a second application.
      expect((await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_user' }, { ...headers, applyTicket })).body).toEqual(refused);
      // Short-lived: a fresh ticket unused for over a minute is void.
      const late: string = (await precheck('demo_user')).body.applyTicket;
      server.clock.advance(61_000);
      expect((await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_user' }, { ...headers, applyTicket: late })).body).toEqual(refused);
    });

    it('the multi-login calls are rate-limited per address (429 with a Chinese message)', async () => {
      const headers = { globalId: 'G10000002', 'x-forwarded-for': '203.0.113.240' };
      const replies = await Promise.all(Array.from({ length: 65 }, () => api.get(AccountPaths.checkApplyLogin, undefined, headers)));
      const limited = replies.filter((r) => r.http === 429);
      expect(limited.length).toBe(5);
      expect(limited[0]!.body).toEqual({ statusCode: 429, data: null, businessMsg: expect.stringMatching(/^操作过于频繁，请\d+秒后再试$/) });
      // Another address is not affected.
      expect((await api.get(AccountPaths.checkApplyLogin, undefined, { globalId: 'G10000002', 'x-forwarded-for': '203.0.113.241' })).http).toBe(200);
    });

    it('identityExists and getGlobalIdByUserId are rate-limited per address', async () => {
      const a = { 'x-forwarded-for': '203.0.113.250' };
      const exists = await Promise.all(Array.from({ length: 31 }, () => api.get(AccountPaths.identityExists, { identity: 'demo_vip' }, a)));
      expect(exists.filter((r) => r.http === 200).every((r) => r.body.data.exists === true)).toBe(true);
      expect(exists.filter((r) => r.http === 429)).toHaveLength(1);
      const b = { 'x-forwarded-for': '203.0.113.251' };
      const ids = await Promise.all(Array.from({ length: 31 }, () => api.post(AccountPaths.getGlobalIdByUserId, {}, { ...b, userid: '10001' })));
      expect(ids.filter((r) => r.http === 200).every((r) => r.body.data.globalId === 'G10000001')).toBe(true);
      expect(ids.filter((r) => r.http === 429)).toHaveLength(1);
    });

    it('sessions per account are capped: the oldest is signed out and leaves the devices list', async () => {
      const tokens: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        server.clock.advance(1000);
        tokens.push((await api.login('demo_trial')).token);
      }
      const list = await api.get(AccountPaths.sessions, undefined, { token: tokens[3]! });
      expect(list.body.data).toHaveLength(3);
      const oldest = await api.post(AccountPaths.usr, { accessToken: tokens[0]! });
      expect(oldest.body.statusCode).toBe(302);
      for (const token of tokens.slice(1)) expect((await api.post(AccountPaths.usr, { accessToken: token })).body.statusCode).toBe(200);
      // Concurrent logins keep the cap too (two at a time: a third in flight would meet the
      // captcha step, since every attempt counts as a failure until its password is checked).
      for (let round = 0; round < 3; round += 1) await Promise.all([api.login('demo_trial'), api.login('demo_trial')]);
      const usable = await server.database.db
        .selectFrom('account_sessions')
        .select('id')
        .where('user_id', '=', 10003)
        .where('revoked_at', 'is', null)
        .execute();
      expect(usable).toHaveLength(3);
    });

    it('the SSO cookie is Secure over TLS (X-Forwarded-Proto with TRUST_PROXY), not over plain HTTP', async () => {
      const tls = await api.loginByAuth('ent_guest', DEMO_PASSWORD, {}, { 'x-forwarded-proto': 'https' });
      const secure = tls.headers.getSetCookie().find((c) => c.startsWith(`${SSO_COOKIE}=`))!;
      expect(secure).toMatch(/;\s*Secure/i);
      const plain = await api.loginByAuth('ent_guest', DEMO_PASSWORD);
      const insecure = plain.headers.getSetCookie().find((c) => c.startsWith(`${SSO_COOKIE}=`))!;
      expect(insecure).not.toMatch(/;\s*Secure/i);
    });
  });

  describe('SMS caps under concurrency', () => {
    let server: AccountTestServer;
    let api: Api;
    beforeAll(async () => {
      server = await startAccountServer({ trustProxy: true, limits: { smsPerAddressHour: 5, smsGlobalPerMinute: 8 } });
      api = new Api(server.url);
    });
    afterAll(() => server.close());

    const phones = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
    const send = async (mobile: string, address: string, validateData: string) =>
      api.post(AccountPaths.smsVerificationCode, { mobile, type: 'trial' }, { validateData, 'x-forwarded-for': address });

    it('per address per hour: 20 concurrent sends from one address, 5 go out', async () => {
      const tokens = await Promise.all(Array.from({ length: 20 }, () => solveCaptcha(api, server)));
      const replies = await Promise.all(phones(20, '1390000').map((m, i) => send(m, '198.51.100.31', tokens[i]!)));
      expect(replies.filter((r) => r.body.statusCode === 200)).toHaveLength(5);
      const refused = replies.filter((r) => r.body.statusCode !== 200);
      expect(refused.every((r) => r.body.statusCode === AccountStatus.SMS_TOO_FREQUENT && r.body.businessMsg === '当前网络获取验证码次数过多，请1小时后再试')).toBe(true);
      // Within the hour it stays closed; the next hour it opens again.
      server.clock.advance(30 * MINUTE);
      expect((await send('13911110000', '198.51.100.31', await solveCaptcha(api, server))).body.businessMsg).toBe('当前网络获取验证码次数过多，请1小时后再试');
      server.clock.advance(31 * MINUTE);
      expect((await send('13911110001', '198.51.100.31', await solveCaptcha(api, server))).body.statusCode).toBe(200);
    });

    it('site-wide per minute: 20 concurrent sends from 20 addresses, 8 go out', async () => {
      server.clock.advance(2 * MINUTE);
      const tokens = await Promise.all(Array.from({ length: 20 }, () => solveCaptcha(api, server)));
      const replies = await Promise.all(phones(20, '1370000').map((m, i) => send(m, `192.0.2.${100 + i}`, tokens[i]!)));
      expect(replies.filter((r) => r.body.statusCode === 200)).toHaveLength(8);
      const refused = replies.filter((r) => r.body.statusCode !== 200);
      expect(refused.every((r) => r.body.businessMsg === '短信发送繁忙，请1分钟后再试')).toBe(true);
      server.clock.advance(MINUTE);
      expect((await send('13711110000', '192.0.2.200', await solveCaptcha(api, server))).body.statusCode).toBe(200);
    });

    it('per phone: concurrent sends to one phone, one goes out', async () => {
      server.clock.advance(2 * MINUTE);
      const tokens = await Promise.all(Array.from({ length: 6 }, () => solveCaptcha(api, server)));
      const replies = await Promise.all(tokens.map((v, i) => send('13622220000', `192.0.2.${210 + i}`, v)));
      expect(replies.filter((r) => r.body.statusCode === 200)).toHaveLength(1);
      expect(replies.filter((r) => r.body.businessMsg === '验证码发送过于频繁，请稍后再试')).toHaveLength(5);
    });
  });

  describe('development tools', () => {
    it('without DEV_TOOLS the routes do not exist (404) and codes are not printed (a demo install still keeps them in the outbox table)', async () => {
      const server = await startAccountServer({ devTools: false });
      try {
        const api = new Api(server.url);
        const image = await api.get(AccountPaths.captchaImage);
        for (const path of [`${AccountPaths.devCaptcha}?captchaId=${image.body.data.captchaId}`, AccountPaths.devSmsOutbox, AccountPaths.devSmsOutboxPage]) {
          // (JSON: a page request would get the client shell, which this test server has not built.)
          const res = await fetch(`${server.url}${path}`, { headers: { accept: 'application/json' } });
          expect(res.status).toBe(404);
          expect(await res.json()).toEqual({ statusCode: 404, data: null, businessMsg: '请求的接口不存在' });
        }
        // A demo install still keeps the codes in the outbox table, but prints nothing.
        const sent = await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000001' }, { validateData: await solveCaptcha(api, server) });
        expect(sent.body.statusCode).toBe(200);
        expect(await server.database.db.selectFrom('account_sms_outbox').selectAll().execute()).toHaveLength(1);
        expect(server.printed).toEqual([]);
      } finally {
        await server.close();
      }
    });

    it('with DEV_TOOLS they answer loopback only (the socket address; X-Forwarded-For does not help)', async () => {
      const server = await startAccountServer({ devTools: true, trustProxy: true });
      try {
        const image = await server.app.inject({ method: 'GET', url: AccountPaths.captchaImage });
        const captchaId = image.json().data.captchaId;
        const paths = [`${AccountPaths.devCaptcha}?captchaId=${captchaId}`, AccountPaths.devSmsOutbox, AccountPaths.devSmsOutboxPage];
        for (const url of paths) {
          expect((await server.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
          expect((await server.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
          const outside = await server.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5' });
          expect(outside.statusCode).toBe(404);
          expect(outside.json()).toEqual({ statusCode: 404, data: null, businessMsg: '请求的接口不存在' });
          const spoofed = await server.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
          expect(spoofed.statusCode).toBe(404);
        }
        const answer = await server.app.inject({ method: 'GET', url: `${AccountPaths.devCaptcha}?captchaId=${captchaId}` });
        expect(answer.json().data.text).toMatch(/^[0-9A-Z]{4}$/);
      } finally {
        await server.close();
      }
    });
  });

  describe('demo accounts only in demo mode', () => {
    it('the plugin seeds no accounts; its demo hook writes them (idempotent)', async () => {
      const plugin = createAccountServer({ devTools: false, env: {} });
      expect(plugin.seed).toBeUndefined();
      const t = await buildTestApp({ plugins: [plugin] });
      try {
        const count = async () => Number((await t.database.db.selectFrom('account_users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
        expect(await count()).toBe(0);
        const ctx = { db: t.database.db, dialect: t.database.dialect, services: new ServiceRegistry() };
        await plugin.demo!(ctx);
        await plugin.demo!(ctx);
        expect(await count()).toBe(6);
      } finally {
        await t.close();
      }
    });

    it('SMS without a provider: the outbox in a demo install, 短信服务未配置 in a production one (the recorded run mode)', async () => {
      for (const mode of ['demo', 'production'] as const) {
        const tdb = await createTestDatabase();
        try {
          await resolveRunMode(tdb.database, { env: { DEMO_ACCOUNTS: mode === 'demo' ? '1' : '0' }, freshEmbedded: false });
          const plugin = createAccountServer({ devTools: false, env: {} });
          const t = await buildTestApp({ plugins: [plugin], database: tdb.database });
          try {
            await plugin.demo!({ db: t.database.db, dialect: t.database.dialect, services: new ServiceRegistry() });
            const image = await t.app.inject({ method: 'GET', url: AccountPaths.captchaImage });
            const captchaId: string = image.json().data.captchaId;
            await t.database.db.updateTable('account_captchas').set({ answer_hash: answerDigest(captchaId, 'ABCD') }).where('id', '=', captchaId).execute();
            const verified = await t.app.inject({ method: 'POST', url: AccountPaths.captchaVerify, payload: { captchaId, answer: 'ABCD' } });
            const validateData: string = verified.json().data.validateData;
            const reply = await t.app.inject({ method: 'POST', url: AccountPaths.smsVerificationCode, payload: { mobile: '13800000001' }, headers: { validatedata: validateData } });
            const outbox = await t.database.db.selectFrom('account_sms_outbox').selectAll().execute();
            if (mode === 'production') {
              expect(reply.json()).toEqual({ statusCode: AccountStatus.SMS_UNAVAILABLE, data: null, businessMsg: '短信服务未配置' });
              expect(outbox).toHaveLength(0);
            } else {
              expect(reply.json()).toEqual({ statusCode: 200, data: null, businessMsg: '验证码已发送' });
              expect(outbox).toHaveLength(1);
            }
          } finally {
            await t.close();
          }
        } finally {
          await tdb.cleanup();
        }
      }
    });
  });
});
