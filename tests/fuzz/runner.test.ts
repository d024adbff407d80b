/**
 * The fuzzer's own checks: its route capture sees encapsulated plugin routes, and its runner
 * flags a 500, an answer that never comes and an unhandled rejection, reads and closes an event
 * stream, and lets 4xx answers (429 included) pass. A small real app with a probe plugin.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import type { ServerPlugin } from '@kernel/server/plugin';
import { Random } from '@plugins/cost-data/server/generator/random';
import { buildTestApp, type TestApp } from '../helpers/server';
import type { FuzzCase } from './support/cases';
import { CrashWatch } from './support/crash-watch';
import { formatFailures, groupFailures, Runner } from './support/runner';
import { captureRoutes, errorSink, type FuzzRoute, type LoggedError } from './support/site';

const probe: ServerPlugin = {
  manifest: { id: 'fuzz-probe', title: '模糊测试探针', order: 1002 },
  routes(app: FastifyInstance) {
    app.get('/api/fuzz-probe/fine', async () => ok('fine'));
    app.get('/api/fuzz-probe/limited', async (_req, reply) => reply.code(429).send({ statusCode: 429, data: null, businessMsg: '操作过于频繁' }));
    app.get('/api/fuzz-probe/boom', async () => {
      throw new Error('boom in the handler');
    });
    app.get('/api/fuzz-probe/hang', () => new Promise(() => undefined));
    app.get('/api/fuzz-probe/leak', async () => {
      void Promise.reject(new Error('rejection nobody handles'));
      return ok('answered anyway');
    });
    app.post('/api/fuzz-probe/stream', (_req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write('retry: 5000\n\n');
      const timer = setInterval(() => reply.raw.write('event: ping\ndata: {}\n\n'), 50);
      reply.raw.on('close', () => clearInterval(timer));
    });
  },
};

const watch = new CrashWatch();
const errors: LoggedError[] = [];
let test: TestApp;
let routes: FuzzRoute[];

beforeAll(async () => {
  watch.start();
  const capture = captureRoutes();
  try {
    test = await buildTestApp({ plugins: [probe], logger: { level: 'error', stream: errorSink(errors) } });
    routes = capture.routesOf(test.app);
  } finally {
    capture.stop();
  }
});

afterAll(async () => {
  await test?.close();
  watch.stop();
});

function runner(): Runner {
  const session = { token: async () => 'unused', ensure: async () => 'unused' };
  return new Runner({ app: test.app, errors, session, rng: new Random(1), timeoutMs: 400, crashes: watch.crashes });
}

function probeCase(method: string, url: string): FuzzCase {
  return { name: `probe ${url}`, method, url, headers: { accept: 'application/json' } };
}

function route(method: string, url: string): FuzzRoute {
  const found = routes.find((r) => r.method === method && r.url === url);
  if (!found) throw new Error(`route ${method} ${url} not captured`);
  return found;
}

describe('the fuzzer', () => {
  it('captures the routes of an encapsulated plugin, with their HEAD twins and their owner', () => {
    expect(route('GET', '/api/fuzz-probe/fine').owner).toContain('plugin:fuzz-probe');
    expect(route('HEAD', '/api/fuzz-probe/fine').owner).toContain('plugin:fuzz-probe');
    expect(route('POST', '/api/fuzz-probe/stream')).toBeDefined();
    expect(routes.some((r) => r.url === '/version')).toBe(true);
  });

  it('passes 2xx and 4xx answers, 429 included', async () => {
    const r = runner();
    await r.run(route('GET', '/api/fuzz-probe/fine'), probeCase('GET', '/api/fuzz-probe/fine'), 'none');
    await r.run(route('GET', '/api/fuzz-probe/limited'), probeCase('GET', '/api/fuzz-probe/limited'), 'garbage');
    await r.run(route('GET', '/api/fuzz-probe/fine'), probeCase('GET', '/api/fuzz-probe/fine?x=%ZZ'), 'none');
    expect(r.failures).toEqual([]);
    expect(r.requests).toBe(3);
  });

  it('flags a 500, a hang and an unhandled rejection, and groups them readably', async () => {
    const r = runner();
    await r.run(route('GET', '/api/fuzz-probe/boom'), probeCase('GET', '/api/fuzz-probe/boom'), 'none');
    await r.run(route('GET', '/api/fuzz-probe/boom'), probeCase('GET', '/api/fuzz-probe/boom?again=1'), 'garbage');
    await r.run(route('GET', '/api/fuzz-probe/hang'), probeCase('GET', '/api/fuzz-probe/hang'), 'none');
    await r.run(route('GET', '/api/fuzz-probe/leak'), probeCase('GET', '/api/fuzz-probe/leak'), 'none');
    expect(r.failures.map((f) => f.reason)).toEqual([
      'HTTP 500',
      'HTTP 500',
      'no answer in time',
      'crash (uncaught exception / unhandled rejection)',
    ]);
    const groups = groupFailures(r.failures);
    expect(groups.map((g) => g.failures.length)).toEqual([2, 1, 1]);
    const text = formatFailures(groups);
    expect(text).toContain('1. HTTP 500 — Error: boom in the handler — 2 request(s), tokens: none, garbage');
    expect(text).toContain('route(s): GET /api/fuzz-probe/boom');
    expect(text).toContain('↳ Object.<anonymous> (tests/fuzz/runner.test.ts:');
    expect(text).toContain('2. no answer in time — 1 request(s), tokens: none');
    expect(text).toContain('rejection nobody handles');
  });

  it('reads the first event of a stream that stays open, then hangs up', async () => {
    const r = runner();
    const outcome = await r.run(route('POST', '/api/fuzz-probe/stream'), probeCase('POST', '/api/fuzz-probe/stream'), 'none');
    expect(outcome).toMatchObject({ status: 200, streamed: true, hung: false });
    expect(outcome.excerpt).toContain('retry: 5000');
    expect(r.failures).toEqual([]);
    expect(r.streams).toBe(1);
  });
});
