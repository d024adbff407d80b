import { createClientDist, type TempClientDist } from '../../helpers/client-dist';
import { buildTestApp, type TestApp } from '../../helpers/server';
import { pingPlugin } from '../../helpers/probe-plugin';

const HTML = { accept: 'text/html' };

/** The CSP header as a map of directive → values. */
function csp(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers (@fastify/helmet)', () => {
  let dist: TempClientDist;
  let t: TestApp;
  beforeAll(async () => {
    dist = createClientDist('build-1');
    t = await buildTestApp({
      plugins: [pingPlugin('demo')],
      clientDir: dist.dir,
      gateways: { stream: 'https://stream.example.cn/sse', storage: 'https://files.example.cn/static-files' },
    });
  });
  afterAll(async () => {
    await t.close();
    dist.cleanup();
  });

  it('gives the inline runtime-config script a fresh nonce that the CSP names', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ url: '/', headers: HTML });
      const policy = csp(res.headers['content-security-policy']);
      const nonce = /<script nonce="([^"]+)">window\.__APP_CONFIG__=/.exec(res.body)?.[1];
      expect(nonce).toBeDefined();
      expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      // The build's own script tags carry it too.
      expect(res.body).toContain(`<script nonce="${nonce}" src="/static/js/index.3f9a1c2b.js">`);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(3);
  });

  it('allows what the client needs and nothing more', async () => {
    const res = await t.app.inject({ url: '/home', headers: HTML });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    // Chakra (emotion) injects <style> elements.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://files.example.cn']));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://stream.example.cn', 'https://files.example.cn']);
    // Never on plain HTTP: a LAN install would have every request upgraded to https.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });

  it('keeps the basic headers on pages, API answers and assets', async () => {
    for (const url of ['/', '/pb/demo/ping', dist.assetPath, '/no/such/page']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    expect((await t.app.inject('/pb/demo/ping')).headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only over TLS', async () => {
    const plain = await t.app.inject({ url: '/', headers: HTML });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim TLS with X-Forwarded-Proto.
    const claimed = await t.app.inject({ url: '/', headers: { ...HTML, 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const proxied = await buildTestApp({ clientDir: dist.dir, trustProxy: true });
    try {
      for (const url of ['/', '/getPalvelinAeg']) {
        const res = await proxied.app.inject({ url, headers: { ...HTML, 'x-forwarded-proto': 'https' } });
        expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      }
      const http = await proxied.app.inject({ url: '/', headers: { ...HTML, 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
