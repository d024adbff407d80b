import 'reflect-metadata';
import Cookies from 'js-cookie';
import { RxEventBus } from '@kernel/client/event-bus';
import { FetchHttpClient, RequestError } from '@kernel/client/http-client';
import { BrowserNavigator } from '@kernel/client/navigator';
import { MobxSessionStore } from '@kernel/client/session-store';
import type { RefreshedToken, TokenRefresher } from '@kernel/client/token-refresher';
import { MobxUiStore, type Notifier } from '@kernel/client/ui-store';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { CAPTCHA_OK, REFRESHABLE_TOKEN, REFRESHED_TOKEN } from '../../helpers/status-plugin';
import { spawnStatusServer, type SpawnedServer } from '../../helpers/spawn-status-server';

// The server is a child process: give it time to start on a busy machine.
jest.setTimeout(30_000);

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnStatusServer();
});
afterAll(() => server?.stop());

/**
 * The token refresh is an extension point the account plugin fills; the kernel's own tests run
 * without plugins, so they bind this one: login by token on the test server, as the site does.
 */
class LoginByTokenRefresher implements TokenRefresher {
  calls = 0;
  constructor(private readonly http: FetchHttpClient) {}

  async refresh(token: string): Promise<RefreshedToken | null> {
    this.calls += 1;
    try {
      const res = await this.http.post<{ statusCode?: number; data?: { accessToken?: string; expireIn?: number } | null }>(
        '/api/web/loginByToken',
        { accessToken: token },
        { gateway: 'manage', silent: true, exempt: true, noRefresh: true },
      );
      const renewed = res.data?.data?.accessToken;
      if ((res.data?.statusCode ?? 200) !== 200 || !renewed) return null;
      return { token: renewed, expireIn: res.data?.data?.expireIn ?? 3600 };
    } catch {
      return null;
    }
  }
}

/** The landing page the rig's registry would give (the route marked `landing`). */
const LANDING = '/home';

interface Rig {
  http: FetchHttpClient;
  session: MobxSessionStore;
  bus: RxEventBus;
  messages: string[];
  openLogins: unknown[];
  refresher: LoginByTokenRefresher | null;
}

function rig(options: { refresher?: boolean } = {}): Rig {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  history.replaceState(null, '', '/commonproj/index');
  const bus = new RxEventBus();
  const session = new MobxSessionStore();
  const messages: string[] = [];
  const notifier: Notifier = { notify: (m) => messages.push(m) };
  const openLogins: unknown[] = [];
  bus.on('openLogin').subscribe((e) => openLogins.push(e));
  const config = { plugins: [], version: 'v1', gateways: DEFAULT_GATEWAYS };
  const http = new FetchHttpClient(config, session, bus, notifier, new BrowserNavigator(), new MobxUiStore());
  http.origin = server.url;
  http.landingLookup = () => LANDING;
  const refresher = options.refresher === false ? null : new LoginByTokenRefresher(http);
  http.refresherLookup = () => refresher ?? undefined;
  return { http, session, bus, messages, openLogins, refresher };
}

const status = (r: Rig, code: number, options: { exempt?: boolean } = {}) =>
  r.http.post('/api/test/status', { code, msg: `业务消息${code}` }, options);

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    return error as RequestError;
  }
  throw new Error('expected the call to reject');
}

describe('HTTP client: conventions of spec section 7', () => {
  it('stamps token, timestamp, uuidHashCode, casId and Timestamp2, and form-encodes the body', async () => {
    const r = rig();
    r.session.setLogin({ token: 'tok-1', casId: 'cas-1', expireIn: 3600, keepLogin: false });
    const before = Date.now();
    const res = await r.http.post<{ headers: Record<string, string>; body: Record<string, string> }>('/api/test/echo', {
      keyWord: '住宅 框架',
      page: 2,
      skip: undefined,
    });
    const { headers, body } = res.data;
    expect(headers.token).toBe('tok-1');
    expect(headers.casid).toBe('cas-1');
    expect(Number(headers.timestamp)).toBeGreaterThanOrEqual(before);
    expect(headers.uuidhashcode).toMatch(/^[0-9a-f]{8}\.[\w-]+$/);
    expect(Math.abs(Number(headers.timestamp2) - Date.now())).toBeLessThan(5000);
    expect(headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(body).toEqual({ keyWord: '住宅 框架', page: '2' });
  });

  it('sends JSON bodies when asked, and query parameters on GET', async () => {
    const r = rig();
    const json = await r.http.post<{ headers: Record<string, string>; body: unknown }>('/api/test/echo', { ids: [1, 2] }, { json: true });
    expect(json.data.headers['content-type']).toMatch(/^application\/json/);
    expect(json.data.body).toEqual({ ids: [1, 2] });
    const get = await r.http.get<{ query: unknown; headers: Record<string, string> }>('/api/test/echo', { areaId: 1, keyWord: '人工' });
    expect(get.data.query).toEqual({ areaId: '1', keyWord: '人工' });
    expect(get.data.headers.token).toBeNull();
  });
});

describe('HTTP client: the error catalogue of spec section 8', () => {
  it.each([200, 209, 443])('resolves %i', async (code) => {
    const r = rig();
    await expect(status(r, code)).resolves.toMatchObject({ statusCode: code });
    expect(r.messages).toEqual([]);
  });

  it('302 with keep-login: refreshes the token by login-by-token and replays the request', async () => {
    const r = rig();
    r.session.setLogin({ token: REFRESHABLE_TOKEN, casId: 'c', expireIn: 3600, keepLogin: true });
    const res = await r.http.get<{ token: string }>('/api/test/protected');
    expect(res.data.token).toBe(REFRESHED_TOKEN);
    expect(r.session.token).toBe(REFRESHED_TOKEN);
    expect(Cookies.get('token')).toBe(REFRESHED_TOKEN);
    expect(r.messages).toEqual([]);
    expect(r.refresher?.calls).toBe(1);
  });

  it('302 again on the replay rejects with Retry Request Error!', async () => {
    const r = rig();
    r.session.setLogin({ token: REFRESHABLE_TOKEN, casId: 'c', expireIn: 3600, keepLogin: true });
    const error = await rejection(r.http.get('/api/test/sequence', { key: 'twice-302', codes: '302,302' }));
    expect(error.message).toBe('Retry Request Error!');
  });

  it('302 without keep-login (or a failed refresh): message, logout, /home, login dialog', async () => {
    for (const keepLogin of [false, true]) {
      const r = rig();
      r.session.setLogin({ token: 'not-refreshable', casId: 'c', expireIn: 3600, keepLogin });
      const error = await rejection(r.http.get('/api/test/protected'));
      expect(error.statusCode).toBe(302);
      expect(r.messages).toEqual(['登录已过期，请重新登录']);
      expect(r.session.isLogin).toBe(false);
      expect(location.pathname).toBe('/home');
      expect(r.openLogins).toHaveLength(1);
      // Only a keep-login session asks the refresher (and the refresh failed).
      expect(r.refresher?.calls).toBe(keepLogin ? 1 : 0);
    }
  });

  it('302 with keep-login but no TokenRefresher bound (its plugin is off): message, logout, landing page, login dialog', async () => {
    const r = rig({ refresher: false });
    r.session.setLogin({ token: REFRESHABLE_TOKEN, casId: 'c', expireIn: 3600, keepLogin: true });
    const error = await rejection(r.http.get('/api/test/protected'));
    expect(error.statusCode).toBe(302);
    expect(r.messages).toEqual(['登录已过期，请重新登录']);
    expect(r.session.isLogin).toBe(false);
    expect(r.session.token).toBe('');
    expect(location.pathname).toBe(LANDING);
    expect(r.openLogins).toHaveLength(1);
  });

  it.each([301, 303, 304, 900])('%i: message, logout and open login', async (code) => {
    const r = rig();
    r.session.setLogin({ token: 't', casId: 'c', expireIn: 3600, keepLogin: false });
    const error = await rejection(status(r, code));
    expect(error.statusCode).toBe(code);
    expect(r.messages).toEqual([`业务消息${code}`]);
    expect(r.session.isLogin).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(r.openLogins).toEqual([{}]);
  });

  it.each([301, 303, 302])('%i for a call made before the user logged out: no message, no login dialog', async (code) => {
    const r = rig();
    r.session.setLogin({ token: 't', casId: 'c', expireIn: 3600, keepLogin: false });
    history.replaceState(null, '', '/home');
    // The user logs out while the call is on its way (the server then ends that session).
    const realFetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).includes('/api/test/status')) r.session.logout();
      return realFetch(input, init);
    });
    try {
      const error = await rejection(status(r, code));
      expect(error.statusCode).toBe(code);
    } finally {
      spy.mockRestore();
    }
    expect(r.messages).toEqual([]);
    expect(r.openLogins).toEqual([]);
    expect(location.pathname).toBe('/home');
  });

  it('302 for a call made before another call refreshed the token: replayed with the new token', async () => {
    const r = rig();
    r.session.setLogin({ token: 'old-token', casId: 'c', expireIn: 3600, keepLogin: true });
    const realFetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).includes('/api/test/sequence')) r.session.setToken('newer-token', 3600);
      return realFetch(input, init);
    });
    try {
      const res = await r.http.get<{ call: number; token: string }>('/api/test/sequence', { key: 'refreshed-meanwhile', codes: '302,200' });
      expect(res.statusCode).toBe(200);
      expect(res.data.token).toBe('newer-token');
    } finally {
      spy.mockRestore();
    }
    expect(r.session.token).toBe('newer-token');
    expect(r.openLogins).toEqual([]);
  });

  it.each([400, 401, 402, 420, 421, 440, 441, 442, 460, 461, 490, 491, 492, 500, 510, 800])(
    '%i: shows the business message and rejects',
    async (code) => {
      const r = rig();
      r.session.setLogin({ token: 't', casId: 'c', expireIn: 3600, keepLogin: false });
      const error = await rejection(status(r, code));
      expect(error).toBeInstanceOf(RequestError);
      expect(error.statusCode).toBe(code);
      expect(error.message).toBe(`业务消息${code}`);
      expect(r.messages).toEqual([`业务消息${code}`]);
      expect(r.session.isLogin).toBe(true);
    },
  );

  it.each([820, 821, 921])('%i: 您暂无访问权限！', async (code) => {
    const r = rig();
    const error = await rejection(status(r, code));
    expect(error.message).toBe('您暂无访问权限！');
    expect(r.messages).toEqual(['您暂无访问权限！']);
  });

  it('980: opens the captcha and retries with its validateData', async () => {
    const r = rig();
    const opened: string[] = [];
    r.bus.on('captcha').subscribe((e) => {
      opened.push(e.type);
      e.callback?.(CAPTCHA_OK);
    });
    await expect(r.http.post('/api/test/captcha')).resolves.toMatchObject({ statusCode: 200, data: { passed: true } });
    expect(opened).toEqual(['open']);
  });

  it('980 again after the captcha rejects with Retry Request Error!; a dismissed captcha rejects', async () => {
    const r = rig();
    const sub = r.bus.on('captcha').subscribe((e) => e.callback?.('wrong-answer'));
    await expect(r.http.post('/api/test/captcha')).rejects.toThrow('Retry Request Error!');
    sub.unsubscribe();
    r.bus.on('captcha').subscribe((e) => e.callback?.(null));
    const error = await rejection(r.http.post('/api/test/captcha'));
    expect(error.statusCode).toBe(980);
  });

  it('other codes reject with their message, silently for the exempt calls', async () => {
    const r = rig();
    const error = await rejection(status(r, 777));
    expect(error.statusCode).toBe(777);
    expect(r.messages).toEqual(['业务消息777']);
    const quiet = rig();
    await expect(status(quiet, 777, { exempt: true })).rejects.toThrow('业务消息777');
    await expect(status(quiet, 401, { exempt: true })).rejects.toThrow('业务消息401');
    expect(quiet.messages).toEqual([]);
  });

  it('HTTP 400 says 请求参数错误; other HTTP errors show their message', async () => {
    const r = rig();
    const bad = await rejection(r.http.get('/api/test/http', { status: 400 }));
    expect(bad.message).toBe('请求参数错误');
    expect(bad.httpStatus).toBe(400);
    // A malformed request to a validated endpoint is a real HTTP 400 from the server.
    const invalid = await rejection(r.http.post('/api/test/status', { code: 'abc' }));
    expect(invalid.message).toBe('请求参数错误');
    const down = await rejection(r.http.get('/api/test/http', { status: 503 }));
    expect(down.httpStatus).toBe(503);
    expect(down.message).toBe('测试 HTTP 状态 503');
    const missing = await rejection(r.http.get('/pb/no-such-endpoint'));
    expect(missing.httpStatus).toBe(404);
    expect(r.messages).toEqual(['请求参数错误', '请求参数错误', '测试 HTTP 状态 503', '请求的接口不存在']);
  });

  it('a network failure rejects with a Chinese message', async () => {
    const r = rig();
    r.http.origin = 'http://127.0.0.1:9';
    const error = await rejection(r.http.get('/api/test/status', { code: 200 }));
    expect(error.message).toBe('网络异常，请检查网络连接后重试');
  });
});
