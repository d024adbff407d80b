import net from 'node:net';
import { ok } from '@kernel/core/envelope';
import { DEFAULT_HTTP_LIMITS } from '@kernel/server/app';
import type { ServerPlugin } from '@kernel/server/plugin';
import { startTestServer, type TestServer } from '../../helpers/server';

/** A POST route with a body, and a long event stream (hijacked, like the login stream). */
const slowPlugin: ServerPlugin = {
  manifest: { id: 'test-slow', title: '超时探针', order: 1 },
  routes(app) {
    app.post('/api/upload', async (request) => ok(request.body));
    app.post('/api/stream', async (_request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
      let n = 0;
      const timer = setInterval(() => {
        res.write(`event: ping\ndata: ${++n}\n\n`);
        if (n === 12) {
          clearInterval(timer);
          res.end();
        }
      }, 250);
      res.on('close', () => clearInterval(timer));
    });
  },
};

interface Outcome {
  readonly received: string;
  readonly closedAfterMs: number;
}

/** Opens a raw connection, writes `head`, then one byte of the body every `everyMs` until closed. */
function dribble(port: number, head: string, everyMs: number, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still connected after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.writable) socket.write('a');
      }, everyMs);
    });
  });
}

describe('connection limits on a real port', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      plugins: [slowPlugin],
      http: { requestTimeoutMs: 1000, connectionTimeoutMs: 1500, keepAliveTimeoutMs: 1000 },
    });
  });
  afterAll(() => server.close());

  const port = () => Number(new URL(server.url).port);

  it('defaults to dropping a slow request within 30 s', () => {
    expect(DEFAULT_HTTP_LIMITS.requestTimeoutMs + 2000).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_HTTP_LIMITS.connectionTimeoutMs).toBeGreaterThan(15_000); // the login stream's heartbeat
  });

  it('disconnects a client that sends its headers and dribbles the body, with a 408 envelope', async () => {
    const head =
      'POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 10000\r\n\r\n';
    const outcome = await dribble(port(), head, 100, 8000);
    // requestTimeout (1 s) plus the check interval (250 ms), with room for a busy machine.
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome.closedAfterMs).toBeLessThan(4000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    const body = outcome.received.slice(outcome.received.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ statusCode: 408, data: null, businessMsg: '请求超时，请重试' });
  });

  it('disconnects a client that never finishes its headers', async () => {
    const outcome = await dribble(port(), 'GET /getPalvelinAeg HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 100, 8000);
    expect(outcome.closedAfterMs).toBeLessThan(4000);
  });

  it('keeps a long event stream open past every timeout while it writes', async () => {
    const started = Date.now();
    const res = await fetch(`${server.url}/api/stream`, { method: 'POST' });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await res.text();
    expect(Date.now() - started).toBeGreaterThan(2500);
    expect(text.match(/event: ping/g)).toHaveLength(12);
    expect(text).toContain('data: 12');
  });

  it('answers ordinary requests normally', async () => {
    const res = await fetch(`${server.url}/api/upload`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(await res.json()).toEqual({ statusCode: 200, data: { a: 1 }, businessMsg: '操作成功' });
  });
});
