/**
 * openEventStream on the real server, read with a streaming fetch: the headers (event stream, no
 * store, no proxy buffering, the security headers kept, never compressed), events arriving one by
 * one as they are written, the heartbeat, the guard's envelope before the stream opens, and the
 * client's abort reaching the route as `signal` (send answers false afterwards).
 */
import { openEventStream, type EventStream } from '@kernel/server/event-stream';
import type { ServerPlugin } from '@kernel/server/plugin';
import { startTestServer, type TestServer } from '../../helpers/server';

interface Gate {
  promise: Promise<void>;
  open(): void;
}
function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

let release = gate();
let lastStream: EventStream | null = null;
let aborted = gate();
let sendAfterAbort: boolean | null = null;

const plugin: ServerPlugin = {
  manifest: { id: 'test-event-stream', title: '事件流探针', order: 1 },
  routes(app) {
    app.post('/api/stream', async (request, reply) => {
      const stream = openEventStream(request, reply, { heartbeatMs: 0 });
      lastStream = stream;
      stream.signal.addEventListener('abort', () => {
        sendAfterAbort = stream.send('late', { n: 9 });
        aborted.open();
      });
      stream.send('meta', { n: 1, text: '第一行\n第二行' });
      await release.promise;
      if (stream.closed) return;
      stream.send('chunk', { n: 2 });
      stream.comment('注释\n不换行');
      stream.send('done', { n: 3 });
      stream.end();
      stream.end();
    });
    app.get('/api/beat', async (request, reply) => {
      const stream = openEventStream(request, reply, { heartbeatMs: 20, retryMs: 3000 });
      setTimeout(() => stream.end(), 90);
    });
    app.get('/api/guarded', { preHandler: app.auth.requireLogin }, async (request, reply) => {
      openEventStream(request, reply).end();
    });
  },
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ plugins: [plugin] });
});
afterAll(() => t.close());
beforeEach(() => {
  release = gate();
  aborted = gate();
  lastStream = null;
  sendAfterAbort = null;
});

/** Reads a streamed body piece by piece; `until(text)` waits for the accumulated text to hold `text`. */
function reader(res: Response) {
  const body = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    get text() {
      return text;
    },
    async until(needle: string): Promise<string> {
      while (!text.includes(needle)) {
        const { value, done } = await body.read();
        if (done) throw new Error(`stream ended before ${JSON.stringify(needle)}: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
    async rest(): Promise<string> {
      for (;;) {
        const { value, done } = await body.read();
        if (done) return text;
        text += decoder.decode(value, { stream: true });
      }
    },
  };
}

describe('openEventStream', () => {
  it('answers an uncompressed, uncached event stream that keeps the security headers', async () => {
    const res = await fetch(`${t.url}/api/stream`, { method: 'POST', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    release.open();
    const text = await reader(res).rest();
    expect(text).toBe(
      ': open\n\n' +
        'event: meta\ndata: {"n":1,"text":"第一行\\n第二行"}\n\n' +
        'event: chunk\ndata: {"n":2}\n\n' +
        ': 注释 不换行\n\n' +
        'event: done\ndata: {"n":3}\n\n',
    );
  });

  it('delivers each event when it is written, not when the answer ends', async () => {
    const res = await fetch(`${t.url}/api/stream`, { method: 'POST' });
    const r = reader(res);
    // The route is still waiting: the first event has nevertheless arrived.
    await r.until('event: meta');
    expect(r.text).not.toContain('event: chunk');
    release.open();
    await r.until('event: done');
    expect(lastStream!.closed).toBe(true);
  });

  it('aborts the signal when the client goes away, and writes nothing afterwards', async () => {
    const client = new AbortController();
    const res = await fetch(`${t.url}/api/stream`, { method: 'POST', signal: client.signal });
    await reader(res).until('event: meta');
    expect(lastStream!.signal.aborted).toBe(false);
    client.abort();
    await aborted.promise;
    expect(lastStream!.signal.aborted).toBe(true);
    expect(lastStream!.closed).toBe(true);
    expect(sendAfterAbort).toBe(false);
    expect(lastStream!.send('chunk', {})).toBe(false);
    release.open();
  });

  it('writes the retry delay and heartbeat comments, and does not abort on its own end', async () => {
    const res = await fetch(`${t.url}/api/beat`);
    const text = await reader(res).rest();
    expect(text.startsWith('retry: 3000\n\n')).toBe(true);
    expect(text.match(/: keep-alive\n\n/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves a guard refusal as the JSON envelope', async () => {
    const res = await fetch(`${t.url}/api/guarded`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()).statusCode).toBe(301);
  });
});

describe('openEventStream through app.inject', () => {
  it('answers the whole stream to an injected request (no real socket)', async () => {
    release.open();
    const res = await t.app.inject({ method: 'POST', url: '/api/stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.body).toContain('event: done\ndata: {"n":3}');
  });
});
