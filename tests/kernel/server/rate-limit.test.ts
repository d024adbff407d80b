import { ok } from '@kernel/core/envelope';
import type { ServerPlugin } from '@kernel/server/plugin';
import { buildTestApp, type TestApp } from '../../helpers/server';

/** A route that opts in to a limit of 2 calls a minute per address (config.rateLimit). */
const limitedPlugin: ServerPlugin = {
  manifest: { id: 'test-limited', title: '限流探针', order: 1 },
  routes(app) {
    app.post('/api/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ok('done'));
    app.get('/api/unlimited', async () => ok('free'));
  },
};

describe('opt-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [limitedPlugin] });
  });
  afterAll(() => t.close());

  it('answers an exceeded limit with HTTP 429 and the envelope with a Chinese message', async () => {
    const from = { remoteAddress: '10.1.1.1' };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/limited', ...from });
      expect(res.json()).toEqual({ statusCode: 200, data: 'done', businessMsg: '操作成功' });
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/limited', ...from });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.headers['retry-after']).toBeDefined();
    const body = limited.json();
    expect(body).toEqual({ statusCode: 429, data: null, businessMsg: expect.stringMatching(/^操作过于频繁，请\d+秒后再试$/) });
    const seconds = Number(/请(\d+)秒/.exec(body.businessMsg)![1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('counts per address (request.ip) and leaves other routes alone', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: '/api/limited', remoteAddress: '10.2.2.2' });
    expect((await t.app.inject({ method: 'POST', url: '/api/limited', remoteAddress: '10.2.2.3' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ url: '/api/unlimited', remoteAddress: '10.2.2.2' })).statusCode).toBe(200);
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, and honours it when it is', async () => {
    const spoof = (n: number) => ({ method: 'POST' as const, url: '/api/limited', remoteAddress: '10.3.3.3', headers: { 'x-forwarded-for': `203.0.113.${n}` } });
    const plain = [];
    for (let i = 0; i < 3; i++) plain.push((await t.app.inject(spoof(i))).statusCode);
    // A client cannot escape the limit by inventing addresses.
    expect(plain).toEqual([200, 200, 429]);

    const proxied = await buildTestApp({ plugins: [limitedPlugin], trustProxy: '127.0.0.1' });
    try {
      const viaProxy = (client: string) => ({
        method: 'POST' as const,
        url: '/api/limited',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
      const first = [];
      for (let i = 0; i < 3; i++) first.push((await proxied.app.inject(viaProxy('198.51.100.7'))).statusCode);
      expect(first).toEqual([200, 200, 429]);
      // Behind the proxy, another visitor is another address, not the proxy's.
      expect((await proxied.app.inject(viaProxy('198.51.100.8'))).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
