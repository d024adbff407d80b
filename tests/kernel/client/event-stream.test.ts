/**
 * The client's event-stream reading (kernel/client/event-stream.ts) and the HTTP client's streamed
 * call (`HttpClient.stream`): the parser over arbitrary chunk borders, the reader of a fetch body
 * and its abort, and the streamed call's refusals through the site's error catalogue, against the
 * real server with the test status plugin (tests/helpers/status-plugin.ts).
 */
import 'reflect-metadata';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Cookies from 'js-cookie';
import { RxEventBus } from '@kernel/client/event-bus';
import { EventStreamParser, readEventStream, type StreamEvent } from '@kernel/client/event-stream';
import { FetchHttpClient, RequestError } from '@kernel/client/http-client';
import { MobxSessionStore } from '@kernel/client/session-store';
import { MobxUiStore } from '@kernel/client/ui-store';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { Messages } from '@kernel/core/status-codes';
import { FakeNavigator, FakeNotifier } from '../../helpers/client-fakes';
import { REFRESHABLE_TOKEN, REFRESHED_TOKEN } from '../../helpers/status-plugin';
import { spawnStatusServer, type SpawnedServer } from '../../helpers/spawn-status-server';

jest.setTimeout(30_000);

describe('EventStreamParser', () => {
  it('dispatches on blank lines across any chunk border and line ending; joins data lines; skips comments and empty events', () => {
    const events: StreamEvent[] = [];
    const parser = new EventStreamParser((e) => events.push(e));
    const text =
      ': keep-alive\r\n\r\nevent: meta\r\nid: 7\r\ndata: {"questionId":1}\r\n\r\n' +
      'event: chunk\rdata: {"text":"根据《关于发布\rdata: 人工工资指导价的通知》"}\r\r' +
      'event: done\ndata:{"status":"answered"}\n\nevent: orphan\n\n';
    for (const ch of text) parser.push(ch);
    expect(events).toEqual([
      { event: 'meta', data: '{"questionId":1}', id: '7' },
      { event: 'chunk', data: '{"text":"根据《关于发布\n人工工资指导价的通知》"}', id: '7' },
      { event: 'done', data: '{"status":"answered"}', id: '7' },
    ]);
  });

  it('waits for the rest of a line split between \\r and \\n', () => {
    const events: StreamEvent[] = [];
    const parser = new EventStreamParser((e) => events.push(e));
    parser.push('data: a\r');
    parser.push('\ndata: b\r');
    expect(events).toEqual([]);
    parser.push('\n\r\n');
    expect(events).toEqual([{ event: 'message', data: 'a\nb', id: undefined }]);
  });
});

/** A web ReadableStream (the jsdom environment has no global one; Node's is what fetch bodies are). */
function webStream(source: { start(controller: { enqueue(chunk: Uint8Array): void; close(): void }): void; cancel?(): void }): ReadableStream<Uint8Array> {
  return new NodeReadableStream<Uint8Array>(source) as unknown as ReadableStream<Uint8Array>;
}

describe('readEventStream', () => {
  it('reads a body to its end, multi-byte characters split between chunks included', async () => {
    const bytes = new TextEncoder().encode('event: chunk\ndata: {"text":"安全文明施工费"}\n\nevent: done\ndata: {}\n\n');
    const body = webStream({
      start(controller) {
        // Cut inside the UTF-8 sequence of 安 (three bytes).
        const cut = 26;
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events: StreamEvent[] = [];
    await readEventStream(body, (e) => events.push(e));
    expect(events.map((e) => e.event)).toEqual(['chunk', 'done']);
    expect(JSON.parse(events[0].data)).toEqual({ text: '安全文明施工费' });
  });

  it('stops when the signal aborts, with the events read so far, and cancels the body', async () => {
    let cancelled = false;
    const body = webStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: chunk\ndata: {"text":"一"}\n\n'));
        // Never closes: the server keeps writing until the reader goes away.
      },
      cancel() {
        cancelled = true;
      },
    });
    const controller = new AbortController();
    const events: StreamEvent[] = [];
    const reading = readEventStream(
      body,
      (e) => {
        events.push(e);
        controller.abort();
      },
      controller.signal,
    );
    await reading;
    expect(events).toHaveLength(1);
    expect(cancelled).toBe(true);
  });
});

describe('HttpClient.stream: refusals through the error catalogue', () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnStatusServer();
  });
  afterAll(() => server?.stop());

  function rig() {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    sessionStorage.clear();
    const bus = new RxEventBus();
    const session = new MobxSessionStore();
    const notifier = new FakeNotifier();
    const navigator = new FakeNavigator('/policy/index');
    const http = new FetchHttpClient({ plugins: [], version: 'v1', gateways: DEFAULT_GATEWAYS }, session, bus, notifier, navigator, new MobxUiStore());
    http.origin = server.url;
    http.landingLookup = () => '/home';
    const openLogins: unknown[] = [];
    bus.on('openLogin').subscribe((e) => openLogins.push(e));
    return { http, session, notifier, navigator, openLogins };
  }

  async function rejection(promise: Promise<unknown>): Promise<RequestError> {
    try {
      await promise;
    } catch (error) {
      return error as RequestError;
    }
    throw new Error('expected the call to reject');
  }

  it('posts JSON with the site headers and asks for an event stream; an envelope where a stream was expected rejects', async () => {
    const r = rig();
    r.session.setLogin({ token: 'tok-s', casId: 'cas-s', expireIn: 3600, keepLogin: false });
    const error = await rejection(r.http.stream('/api/test/echo', { keyWord: '江苏现在的人工工资指导价是多少', areaId: 32 }));
    expect(error).toBeInstanceOf(RequestError);
    expect(error.message).toBe(Messages.serverError);
    // The echo of what was sent travels with the error.
    const echo = error.data as { headers: Record<string, string | null>; body: unknown };
    expect(echo.headers.token).toBe('tok-s');
    expect(echo.headers.casid).toBe('cas-s');
    expect(echo.headers.uuidhashcode).toMatch(/^[0-9a-f]{8}\./);
    expect(echo.headers['content-type']).toMatch(/^application\/json/);
    expect(echo.body).toEqual({ keyWord: '江苏现在的人工工资指导价是多少', areaId: 32 });
    expect(r.notifier.messages.map((m) => m.message)).toEqual([Messages.serverError]);
  });

  it('answers the raw streamed response, read event by event as the server writes them', async () => {
    const r = rig();
    r.session.setLogin({ token: 'tok-stream', casId: 'cas-s', expireIn: 3600, keepLogin: false });
    const response = await r.http.stream('/api/test/stream?count=3&ms=60', { keyWord: '增值税税率' });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const arrivals: Array<{ event: string; data: unknown; at: number }> = [];
    const start = Date.now();
    await readEventStream(response.body!, (e) => arrivals.push({ event: e.event, data: JSON.parse(e.data), at: Date.now() - start }));
    expect(arrivals.map((a) => a.event)).toEqual(['meta', 'chunk', 'chunk', 'chunk', 'done']);
    // The site's headers and the JSON body reached the server.
    expect(arrivals[0].data).toEqual({ token: 'tok-stream', body: { keyWord: '增值税税率' } });
    expect(arrivals.slice(1, 4).map((a) => (a.data as { text: string }).text)).toEqual(['第1段', '第2段', '第3段']);
    // Streamed, not buffered: the chunks arrive apart in time.
    expect(arrivals[3].at - arrivals[1].at).toBeGreaterThanOrEqual(80);
    expect(r.notifier.messages).toEqual([]);
  });

  it('an abort while reading stops the stream', async () => {
    const r = rig();
    const controller = new AbortController();
    const response = await r.http.stream('/api/test/stream?count=20&ms=50', {}, { signal: controller.signal });
    const events: string[] = [];
    const reading = readEventStream(
      response.body!,
      (e) => {
        events.push(e.event);
        if (e.event === 'chunk') controller.abort();
      },
      controller.signal,
    ).catch((error: Error) => error.name);
    const outcome = await reading;
    expect(outcome === undefined || outcome === 'AbortError').toBe(true);
    expect(events).toEqual(['meta', 'chunk']);
  });

  it('a refusal envelope rejects with its businessMsg (silently when asked)', async () => {
    const r = rig();
    const error = await rejection(r.http.stream('/api/test/status', { code: 460, msg: '提问过于频繁，请稍后再试' }));
    expect(error.statusCode).toBe(460);
    expect(error.message).toBe('提问过于频繁，请稍后再试');
    expect(r.notifier.messages.map((m) => m.message)).toEqual(['提问过于频繁，请稍后再试']);
    const quiet = rig();
    await rejection(quiet.http.stream('/api/test/status', { code: 460, msg: '提问过于频繁，请稍后再试' }, { silent: true }));
    expect(quiet.notifier.messages).toEqual([]);
  });

  it('no permission (820) says 您暂无访问权限！; an ended login logs out and opens the login dialog', async () => {
    const r = rig();
    const denied = await rejection(r.http.stream('/api/test/status', { code: 820 }));
    expect(denied.statusCode).toBe(820);
    expect(denied.message).toBe(Messages.noPermission);
    r.session.setLogin({ token: 'not-refreshable', casId: 'c', expireIn: 3600, keepLogin: false });
    const ended = await rejection(r.http.stream('/api/test/protected', {}));
    expect(ended.statusCode).toBe(302);
    expect(r.session.isLogin).toBe(false);
    expect(r.navigator.address).toBe('/home');
    expect(r.openLogins).toHaveLength(1);
  });

  it('an expired token with keep-login is refreshed and the call replayed with the new token', async () => {
    const r = rig();
    r.session.setLogin({ token: REFRESHABLE_TOKEN, casId: 'c', expireIn: 3600, keepLogin: true });
    r.http.refresherLookup = () => ({
      refresh: async (token: string) => (token === REFRESHABLE_TOKEN ? { token: REFRESHED_TOKEN, expireIn: 3600 } : null),
    });
    const error = await rejection(r.http.stream('/api/test/protected', {}));
    // The replay reached the endpoint with the refreshed token (it answers an envelope, not a stream).
    expect(error.data).toEqual({ token: REFRESHED_TOKEN });
    expect(r.session.token).toBe(REFRESHED_TOKEN);
  });

  it('a non-2xx answer rejects with the HTTP status', async () => {
    const r = rig();
    // The route answers GET only.
    const error = await rejection(r.http.stream('/api/test/http', { status: 500 }));
    expect(error.httpStatus).toBe(404);
    expect(error.message).toBe(Messages.notFound);
  });

  it('an abort before the answer rejects with the AbortError and says nothing', async () => {
    const r = rig();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(r.http.stream('/api/test/echo', {}, { signal: controller.signal }));
    expect((error as Error).name).toBe('AbortError');
    expect(r.notifier.messages).toEqual([]);
  });
});
