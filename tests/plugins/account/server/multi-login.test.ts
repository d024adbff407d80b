import { AccountStatus, APPLY_EXPIRE_SECONDS, MULTI_LOGIN_BUSY } from '@plugins/account/shared/contract';
import { AccountPaths, Api, DEMO_PASSWORD, MINUTE, sendCode, solveCaptcha, startAccountServer, type AccountTestServer } from './support';

interface SseEvent {
  event: string;
  data: any;
}

/** A login stream read over fetch, as the browser client does it (POST, text/event-stream). */
class LoginStream {
  readonly events: SseEvent[] = [];
  private waiters: (() => void)[] = [];
  private readonly controller = new AbortController();
  response!: Response;
  ended = false;

  static async open(base: string, token: string): Promise<LoginStream> {
    const stream = new LoginStream();
    stream.response = await fetch(`${base}${AccountPaths.loginSse}`, {
      method: 'POST',
      headers: { token, accept: 'text/event-stream', 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 Safari/537.36' },
      body: 'identifier=x',
      signal: stream.controller.signal,
    });
    if (stream.response.headers.get('content-type')?.startsWith('text/event-stream')) void stream.pump();
    return stream;
  }

  private async pump(): Promise<void> {
    const reader = this.response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
          }
          if (data.length === 0) continue;
          this.events.push({ event, data: JSON.parse(data.join('\n')) });
          this.wake();
        }
      }
    } catch {
      /* aborted */
    } finally {
      this.ended = true;
      this.wake();
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Waits for the next event of that name after `from` events (default: any not seen yet). */
  async next(name: string, timeoutMs = 3000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((e) => e.event === name && !(e as any).taken);
      if (found) {
        (found as any).taken = true;
        return found;
      }
      if (this.ended) throw new Error(`stream ended before "${name}"`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms (got ${this.events.map((e) => e.event).join(',')})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async waitEnded(timeoutMs = 3000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (!this.ended) throw new Error('stream did not end');
  }

  close(): void {
    this.controller.abort();
  }
}

describe('account plugin: multi-login over a real login stream', () => {
  let server: AccountTestServer;
  let api: Api;
  const streams: LoginStream[] = [];
  beforeAll(async () => {
    server = await startAccountServer({ pingIntervalMs: 100 });
    api = new Api(server.url);
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(() => server.close());

  const open = async (token: string) => {
    const s = await LoginStream.open(server.url, token);
    streams.push(s);
    return s;
  };
  const precheck = async (username: string) => {
    const payload = await api.encrypted({ username, password: DEMO_PASSWORD, keepLogin: true });
    return api.post(AccountPaths.loginStatus, { ...payload }, undefined, { type: 'auth' });
  };
  /** The pre-check's ticket for applying (only the one who passed the check may apply). */
  const ticketFor = async (username: string): Promise<string> => {
    const ticket = (await precheck(username)).body.applyTicket;
    if (!ticket) throw new Error(`no apply ticket for ${username}`);
    return ticket;
  };
  const option = async (applyId: string) => (await api.get(AccountPaths.selectFeedbackMultiUserLogin, { applyId })).body.data.option;
  /** Polls the pre-check until it answers `expected` (the server notices a closed stream a moment later). */
  const liveBecomes = async (username: string, expected: boolean) => {
    const deadline = Date.now() + 3000;
    for (;;) {
      const live = (await precheck(username)).body.data.loggedInElsewhere;
      if (live === expected || Date.now() > deadline) return live;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('the stream needs a login (301 / 302) and is an event stream with pings', async () => {
    const none = await fetch(`${server.url}${AccountPaths.loginSse}`, { method: 'POST' });
    expect((await none.json()).statusCode).toBe(301);
    const bad = await fetch(`${server.url}${AccountPaths.loginSse}`, { method: 'POST', headers: { token: 'nope' } });
    expect((await bad.json()).statusCode).toBe(302);
    const { token, casId } = await api.login('demo_vip');
    const stream = await open(token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    const first = await stream.next('ping');
    expect(first.data).toEqual({ time: expect.any(Number), identifier: casId });
    await stream.next('ping');
    await stream.next('ping');
  });

  it('end to end: live device → pre-check true → apply → `apply` on the stream → allow → the applicant logs in', async () => {
    // Not live yet.
    const before = await precheck('demo_user');
    expect(before.body).toEqual({ statusCode: 200, data: { loggedInElsewhere: false, globalId: 'G10000002', username: 'demo_user' }, businessMsg: '操作成功' });

    const first = await api.login('demo_user');
    const stream = await open(first.token);
    await stream.next('ping');

    const status = await precheck('demo_user');
    expect(status.body.data).toEqual({ loggedInElsewhere: true, globalId: 'G10000002', username: 'demo_user' });
    // The pre-check created no session.
    const sessions = await api.get(AccountPaths.sessions, undefined, { token: first.token });
    expect(sessions.body.data).toHaveLength(1);

    const headers = { globalId: 'G10000002', applyTicket: status.body.applyTicket };
    expect((await api.get(AccountPaths.checkApplyLogin, undefined, headers)).body.data).toEqual({ applying: false });
    const applied = await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_user' }, { ...headers, 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15' });
    expect(applied.body.statusCode).toBe(200);
    const applyId: string = applied.body.data.applyId;
    expect(applyId).toEqual(expect.any(String));

    const event = await stream.next('apply');
    expect(event.data).toEqual({ applyId, username: 'demo_user', device: 'Safari · macOS' });
    expect((await api.get(AccountPaths.checkApplyLogin, undefined, headers)).body.data).toEqual({ applying: true });
    expect(await option(applyId)).toBe('pending');

    // A second applicant must wait.
    const busy = await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_user' }, headers);
    expect(busy.body).toEqual({ statusCode: AccountStatus.MULTI_LOGIN_BUSY, data: null, businessMsg: MULTI_LOGIN_BUSY });
    expect(MULTI_LOGIN_BUSY).toBe('其他用户正在申请登录，请稍后再试');

    // The live device allows.
    const allow = await api.post(AccountPaths.feedbackMultiUserLogin, {}, { token: first.token }, { option: 'allow', username: 'demo_user' });
    expect(allow.body.statusCode).toBe(200);
    expect(await option(applyId)).toBe('allow');
    expect((await stream.next('applyEnd')).data).toEqual({ applyId, option: 'allow' });
    expect((await api.get(AccountPaths.checkApplyLogin, undefined, headers)).body.data).toEqual({ applying: false });

    // The applicant's real login goes through while the first device is still live.
    const second = await api.loginByAuth('demo_user');
    expect(second.body.statusCode).toBe(200);
    // Nothing pending any more: a second answer is refused.
    const late = await api.post(AccountPaths.feedbackMultiUserLogin, {}, { token: first.token }, { option: 'deny', username: 'demo_user' });
    expect(late.body).toEqual({ statusCode: 400, data: null, businessMsg: '没有待处理的登录申请' });
  });

  it('deny', async () => {
    const first = await api.login('ent_admin');
    const stream = await open(first.token);
    await stream.next('ping');
    const headers = { globalId: 'G10000004', applyTicket: await ticketFor('ent_admin') };
    const applyId = (await api.get(AccountPaths.applyRepeatLogin, { username: 'ent_admin' }, headers)).body.data.applyId;
    await stream.next('apply');
    const deny = await api.post(AccountPaths.feedbackMultiUserLogin, {}, { token: first.token }, { option: 'deny', username: 'ent_admin' });
    expect(deny.body.statusCode).toBe(200);
    expect(await option(applyId)).toBe('deny');
    expect((await stream.next('applyEnd')).data).toEqual({ applyId, option: 'deny' });
  });

  it('only a device of that account may answer', async () => {
    const owner = await api.login('ent_staff');
    const ownStream = await open(owner.token);
    await ownStream.next('ping');
    const stranger = await api.login('ent_guest');
    const staffHeaders = { globalId: 'G10000005', applyTicket: await ticketFor('ent_staff') };
    const applyId = (await api.get(AccountPaths.applyRepeatLogin, { username: 'ent_staff' }, staffHeaders)).body.data.applyId;
    const wrongName = await api.post(AccountPaths.feedbackMultiUserLogin, {}, { token: stranger.token }, { option: 'allow', username: 'ent_staff' });
    expect(wrongName.body).toEqual({ statusCode: 400, data: null, businessMsg: '只能处理本账号的登录申请' });
    const ownAccount = await api.post(AccountPaths.feedbackMultiUserLogin, {}, { token: stranger.token }, { option: 'allow', username: 'ent_guest' });
    expect(ownAccount.body.businessMsg).toBe('没有待处理的登录申请');
    expect(await option(applyId)).toBe('pending');
    const noLogin = await api.post(AccountPaths.feedbackMultiUserLogin, {}, undefined, { option: 'allow', username: 'ent_staff' });
    expect(noLogin.body.statusCode).toBe(301);
    const badOption = await api.post(AccountPaths.feedbackMultiUserLogin, {}, { token: owner.token }, { option: 'maybe' });
    expect(badOption.http).toBe(400);
    await api.get(AccountPaths.cancelApplyRepeatLogin, { username: 'ent_staff' }, staffHeaders);
  });

  it('cancel: the applicant withdraws; the live device is told', async () => {
    const first = await api.login('demo_trial');
    const stream = await open(first.token);
    await stream.next('ping');
    const headers = { globalId: 'G10000003', applyTicket: await ticketFor('demo_trial') };
    const applyId = (await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_trial' }, headers)).body.data.applyId;
    await stream.next('apply');
    const cancel = await api.get(AccountPaths.cancelApplyRepeatLogin, { username: 'demo_trial' }, headers);
    expect(cancel.body).toEqual({ statusCode: 200, data: null, businessMsg: '操作成功' });
    expect(await option(applyId)).toBe('cancel');
    expect((await stream.next('applyEnd')).data).toEqual({ applyId, option: 'cancel' });
    // The way is free again.
    const againHeaders = { ...headers, applyTicket: await ticketFor('demo_trial') };
    const again = await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_trial' }, againHeaders);
    expect(again.body.statusCode).toBe(200);
    await api.get(AccountPaths.cancelApplyRepeatLogin, { username: 'demo_trial' }, againHeaders);
  });

  it(`expiry: an unanswered application expires after ${APPLY_EXPIRE_SECONDS} s`, async () => {
    const first = await api.login('demo_vip');
    const stream = await open(first.token);
    await stream.next('ping');
    const headers = { globalId: 'G10000001', applyTicket: await ticketFor('demo_vip') };
    const applyId = (await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_vip' }, headers)).body.data.applyId;
    await stream.next('apply');
    server.clock.advance(APPLY_EXPIRE_SECONDS * 1000 + 1);
    expect(await option(applyId)).toBe('expired');
    expect((await stream.next('applyEnd')).data).toEqual({ applyId, option: 'expired' });
    const late = await api.post(AccountPaths.feedbackMultiUserLogin, {}, { token: first.token }, { option: 'allow', username: 'demo_vip' });
    expect(late.body.businessMsg).toBe('没有待处理的登录申请');
    // A new application is accepted.
    const again = await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_vip' }, { ...headers, applyTicket: await ticketFor('demo_vip') });
    expect(again.body.statusCode).toBe(200);
    server.clock.advance(APPLY_EXPIRE_SECONDS * 1000 + 1);
    expect((await api.get(AccountPaths.checkApplyLogin, undefined, { ...headers, applyTicket: await ticketFor('demo_vip') })).body.data).toEqual({ applying: false });
  });

  it('an application filed while the device was away reaches it on the next heartbeat', async () => {
    const first = await api.login('ent_guest');
    // Live by sseAlive only (no stream yet), so that the pre-check hands out an apply ticket.
    await api.get(AccountPaths.sseAlive, { identifier: first.casId }, { globalId: 'G10000006' });
    const headers = { globalId: 'G10000006', applyTicket: await ticketFor('ent_guest') };
    const applyId = (await api.get(AccountPaths.applyRepeatLogin, { username: 'ent_guest' }, headers)).body.data.applyId;
    const stream = await open(first.token);
    expect((await stream.next('apply')).data.applyId).toBe(applyId);
    await api.get(AccountPaths.cancelApplyRepeatLogin, { username: 'ent_guest', applyId }, headers);
  });

  it('a device is live only while its stream is open (or after sseAlive); logout ends the stream', async () => {
    server.clock.advance(MINUTE);
    const first = await api.login('ent_staff');
    expect((await precheck('ent_staff')).body.data.loggedInElsewhere).toBe(false);
    const stream = await open(first.token);
    await stream.next('ping');
    expect((await precheck('ent_staff')).body.data.loggedInElsewhere).toBe(true);
    stream.close();
    expect(await liveBecomes('ent_staff', false)).toBe(false);

    // sseAlive marks the device live for a while (e.g. another instance holds its stream).
    const alive = await api.get(AccountPaths.sseAlive, { identifier: first.casId }, { globalId: 'G10000005' });
    expect(alive.body.data).toEqual({ alive: true });
    expect((await precheck('ent_staff')).body.data.loggedInElsewhere).toBe(true);
    server.clock.advance(MINUTE);
    expect((await precheck('ent_staff')).body.data.loggedInElsewhere).toBe(false);
    expect((await api.get(AccountPaths.sseAlive, { identifier: first.casId }, { token: first.token })).body.data.alive).toBe(true);
    expect((await api.get(AccountPaths.sseAlive, { identifier: 'unknown' }, { globalId: 'G10000005' })).body.data.alive).toBe(false);
    server.clock.advance(MINUTE);

    const again = await open(first.token);
    await again.next('ping');
    await api.post(AccountPaths.logout, {}, { token: first.token });
    await again.waitEnded();
    expect((await precheck('ent_staff')).body.data.loggedInElsewhere).toBe(false);
  });

  it('pre-check by the other login kinds: sms, qr, token, ticket', async () => {
    server.clock.advance(16 * MINUTE);
    const live = await api.login('ent_admin');
    const stream = await open(live.token);
    await stream.next('ping');

    // sms: code checked without using it up, account from header globalId.
    const code = await sendCode(api, server, '13800000003');
    const sms = await api.post(AccountPaths.loginStatus, { mobile: '13800000003', code }, { globalId: 'G10000004' }, { type: 'sms' });
    expect(sms.body.data).toEqual({ loggedInElsewhere: true, globalId: 'G10000004', username: 'ent_admin' });
    const guest = await api.post(AccountPaths.loginStatus, { mobile: '13800000003', code }, { globalId: 'G10000006' }, { type: 'sms' });
    expect(guest.body.data.loggedInElsewhere).toBe(false);
    expect((await api.post(AccountPaths.loginBySms, { mobile: '13800000003', code }, { globalId: 'G10000004' })).body.statusCode).toBe(200);

    // token: the device holding this token is not "elsewhere".
    const own = await api.post(AccountPaths.loginStatus, {}, { accessToken: live.token }, { type: 'token' });
    expect(own.body.data).toEqual({ loggedInElsewhere: false, globalId: 'G10000004', username: 'ent_admin' });
    const other = await api.login('ent_admin');
    expect((await api.post(AccountPaths.loginStatus, {}, { accessToken: other.token }, { type: 'token' })).body.data.loggedInElsewhere).toBe(true);

    // ticket: looked at, not used up.
    const cookie = other.reply.headers.getSetCookie().find((c) => c.startsWith('zjzb_sso='))!.split(';')[0]!;
    const ticket = (await api.get(AccountPaths.userTicket, {}, { cookie })).body.data.ticket;
    expect((await api.post(AccountPaths.loginStatus, {}, { ticket }, { type: 'ticket' })).body.data.loggedInElsewhere).toBe(true);
    expect((await api.post(AccountPaths.loginByTicket, { ticket })).body.statusCode).toBe(200);

    // qr: once confirmed.
    const { uuid } = (await api.post(AccountPaths.getQrcode)).body.data;
    expect((await api.post(AccountPaths.loginStatus, { uuid }, undefined, { type: 'qr' })).body.businessMsg).toBe('请在手机上确认登录');
    await api.post(AccountPaths.confirmQrcode, { uuid }, { token: other.token });
    expect((await api.post(AccountPaths.loginStatus, { uuid }, undefined, { type: 'qr' })).body.data.loggedInElsewhere).toBe(true);
    expect((await api.post(AccountPaths.loginByQrCode, { uuid })).body.statusCode).toBe(200);

    // The phone that confirms is itself live: it does not count as "elsewhere".
    const phone = await api.login('demo_trial');
    const phoneStream = await open(phone.token);
    await phoneStream.next('ping');
    const qr2 = (await api.post(AccountPaths.getQrcode)).body.data.uuid;
    await api.post(AccountPaths.confirmQrcode, { uuid: qr2 }, { token: phone.token });
    expect((await api.post(AccountPaths.loginStatus, { uuid: qr2 }, undefined, { type: 'qr' })).body.data).toEqual({
      loggedInElsewhere: false,
      globalId: 'G10000003',
      username: 'demo_trial',
    });
  });

  it('the auth pre-check applies the same limits and messages as the login', async () => {
    server.clock.advance(16 * MINUTE);
    const payload = await api.encrypted({ username: 'demo_user', password: 'Wrong@Pass1' });
    const wrong = await api.post(AccountPaths.loginStatus, { ...payload }, undefined, { type: 'auth' });
    expect(wrong.body).toEqual({ statusCode: AccountStatus.BAD_CREDENTIALS, data: null, businessMsg: '用户名或密码错误' });
    // Two more failures: the captcha step. The pre-check looks at validateData, the login uses it up.
    await api.post(AccountPaths.loginStatus, { ...(await api.encrypted({ username: 'demo_user', password: 'Wrong@Pass1' })) }, undefined, { type: 'auth' });
    await api.loginByAuth('demo_user', 'Wrong@Pass1');
    const asked = await precheck('demo_user');
    expect(asked.body).toEqual({ statusCode: AccountStatus.CAPTCHA_REQUIRED, data: null, businessMsg: '请先完成安全验证', callbackAddress: '/pb/captcha/image' });
    const validateData = await solveCaptcha(api, server);
    const checked = await api.post(AccountPaths.loginStatus, { ...(await api.encrypted({ username: 'demo_user', password: DEMO_PASSWORD, validateData })) }, undefined, { type: 'auth' });
    expect(checked.body.data.globalId).toBe('G10000002');
    expect((await api.loginByAuth('demo_user', DEMO_PASSWORD, {}, { validateData })).body.statusCode).toBe(200);
    expect((await api.loginByAuth('ent_guest', DEMO_PASSWORD, {}, { validateData })).body.statusCode).toBe(AccountStatus.CAPTCHA_REQUIRED);

    const malformed = await api.post(AccountPaths.loginStatus, { key: 'x', iv: 'y', data: 'z' }, undefined, { type: 'auth' });
    expect(malformed.http).toBe(400);
    expect(malformed.body.businessMsg).toMatch(/^请求参数错误/);
    expect((await api.post(AccountPaths.loginStatus, {}, undefined, { type: 'auth' })).http).toBe(400);
    expect((await api.post(AccountPaths.loginStatus, {}, undefined, { type: 'other' })).http).toBe(400);
    expect((await api.post(AccountPaths.loginStatus, {}, undefined, { type: 'sms' })).http).toBe(400);
    expect((await api.post(AccountPaths.loginStatus, {}, undefined, { type: 'token' })).http).toBe(400);
    expect((await api.post(AccountPaths.loginStatus, {}, { accessToken: 'nope' }, { type: 'token' })).body.statusCode).toBe(301);
    expect((await api.post(AccountPaths.loginStatus, {}, { ticket: 'nope' }, { type: 'ticket' })).body.statusCode).toBe(400);
  });

  it('validates the multi-login inputs', async () => {
    expect((await api.get(AccountPaths.checkApplyLogin)).http).toBe(400);
    expect((await api.get(AccountPaths.applyRepeatLogin)).http).toBe(400);
    const cancel = await api.get(AccountPaths.cancelApplyRepeatLogin);
    expect(cancel.http).toBe(400);
    expect(cancel.body.businessMsg).toBe('请求参数错误：globalId 为必填项');
    expect((await api.get(AccountPaths.sseAlive)).body.data).toEqual({ alive: false });
    expect((await api.get(AccountPaths.selectFeedbackMultiUserLogin)).http).toBe(400);
    expect((await api.get(AccountPaths.selectFeedbackMultiUserLogin, { applyId: 'nope' })).body).toEqual({ statusCode: 400, data: null, businessMsg: '登录申请不存在' });
    expect((await api.get(AccountPaths.applyRepeatLogin, { username: 'demo_vip' }, { globalId: 'G10000002' })).body.businessMsg).toBe('用户不存在');
    expect((await api.get(AccountPaths.checkApplyLogin, undefined, { globalId: 'G0' })).body.businessMsg).toBe('用户不存在');
  });
});
