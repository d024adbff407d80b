import { manifest as about } from '@plugins/about/manifest';
import { manifest as bidNode } from '@plugins/bid-node/manifest';
import { manifest as home } from '@plugins/home/manifest';
import { createClientDist, type TempClientDist } from '../../helpers/client-dist';
import { buildTestApp, type TestApp } from '../../helpers/server';
import { pingPlugin } from '../../helpers/probe-plugin';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function injectedConfig(html: string): any {
  const match = /<script(?: nonce="[^"]+")?>window\.__APP_CONFIG__=(.*?)<\/script><\/head>/.exec(html);
  if (!match) throw new Error(`no injected config in ${html}`);
  return JSON.parse(match[1]!);
}

describe('kernel app', () => {
  let dist: TempClientDist;
  let t: TestApp;

  beforeAll(async () => {
    dist = createClientDist('build-1');
    t = await buildTestApp({
      plugins: [pingPlugin('demo')],
      enabledPlugins: ['home', 'demo'],
      manifests: [home, bidNode, about],
      clientDir: dist.dir,
      gateways: { stream: 'https://stream.example.cn' },
    });
  });
  afterAll(async () => {
    await t.close();
    dist.cleanup();
  });

  it('answers the server time in the envelope', async () => {
    const before = Date.now();
    const res = await t.app.inject('/getPalvelinAeg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['businessMsg', 'data', 'statusCode']);
    expect(body.statusCode).toBe(200);
    expect(typeof body.data).toBe('number');
    expect(body.data).toBeGreaterThanOrEqual(before);
    expect(body.data).toBeLessThanOrEqual(Date.now());
  });

  it('answers the build id on /version and /pb/version, and follows a new build', async () => {
    for (const url of ['/version', '/pb/version']) {
      const res = await t.app.inject(url);
      expect(res.json()).toEqual({ statusCode: 200, data: { version: 'build-1' }, businessMsg: '操作成功' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    dist.setBuildId('build-2-with-a-longer-id');
    expect((await t.app.inject('/version')).json().data.version).toBe('build-2-with-a-longer-id');
    dist.setBuildId('build-1');
  });

  it('falls back to the configured build id, then to the start time', async () => {
    const other = createClientDist();
    const a = await buildTestApp({ clientDir: other.dir, buildId: 'from-option' });
    const b = await buildTestApp({ clientDir: other.dir });
    try {
      expect((await a.app.inject('/version')).json().data.version).toBe('from-option');
      expect((await b.app.inject('/version')).json().data.version).toMatch(/^\d{13}$/);
    } finally {
      await a.close();
      await b.close();
      other.cleanup();
    }
  });

  it('answers the runtime config', async () => {
    const res = await t.app.inject('/api/runtime-config');
    expect(res.json()).toEqual({
      statusCode: 200,
      businessMsg: '操作成功',
      data: {
        plugins: ['home', 'demo'],
        version: 'build-1',
        gateways: { core: '', manage: '', common: '', cost: '', stream: 'https://stream.example.cn', storage: '/static-files' },
      },
    });
  });

  it('serves plugin routes', async () => {
    expect((await t.app.inject('/pb/demo/ping')).json()).toMatchObject({ statusCode: 200, data: 'demo' });
  });

  it.each([
    ['GET', '/pb/nothing-here'],
    ['GET', '/core/idx/none'],
    ['GET', '/api/none'],
    ['GET', '/api'],
    ['POST', '/pb/api/web/none'],
    ['POST', '/somewhere'],
    ['DELETE', '/home'],
  ])('answers a JSON 404 envelope for %s %s, even to a browser', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ statusCode: 404, data: null, businessMsg: '请求的接口不存在' });
  });

  it.each([
    ['/', 200],
    ['/index.html', 200],
    ['/home/xyz', 404],
    ['/commonproj/detail/12?from=nav', 200],
    ['/no/such/page', 404],
    ['/static/recruitingExperts', 200],
  ])(
    'serves the SPA with the runtime config injected for %s (HTTP %s: 404 for none of the client pages)',
    async (url, status) => {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(injectedConfig(res.body)).toEqual({
        plugins: ['home', 'demo'],
        version: 'build-1',
        gateways: expect.objectContaining({ stream: 'https://stream.example.cn' }),
      });
    },
  );

  it('answers JSON 404 to a JSON-only GET of an unknown path, and to a missing file', async () => {
    const res = await t.app.inject({ url: '/home/xyz', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().businessMsg).toBe('请求的接口不存在');
    for (const url of ['/logo-missing.png', '/static/js/missing.0123abcd.js']) {
      const file = await t.app.inject({ url, headers: HTML });
      expect(file.statusCode).toBe(404);
    }
  });

  it('serves the SPA to clients that accept anything (curl, crawlers)', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const res = await t.app.inject({ url: '/about/about', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('serves hashed assets with a year-long immutable cache, other files revalidated', async () => {
    const asset = await t.app.inject(dist.assetPath);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain('造价指标网');
    const favicon = await t.app.inject('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ url: '/static/js/missing.123.js', headers: HTML });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the basic security headers', async () => {
    for (const url of ['/getPalvelinAeg', '/', dist.assetPath]) {
      const res = await t.app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('escapes the injected config so no value can close the script', async () => {
    const evil = await buildTestApp({
      clientDir: dist.dir,
      enabledPlugins: ['</script><script>alert(1)</script>'],
    });
    try {
      const res = await evil.app.inject({ url: '/', headers: HTML });
      expect(res.body).not.toContain('</script><script>alert(1)');
      expect(injectedConfig(res.body).plugins).toEqual(['</script><script>alert(1)</script>']);
    } finally {
      await evil.close();
    }
  });

  it('tells to run npm run build when the client is missing', async () => {
    const bare = await buildTestApp({ clientDir: '/nonexistent/dist/client' });
    try {
      const res = await bare.app.inject({ url: '/some/page', headers: HTML });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('npm run build');
      expect(res.body).toContain('客户端尚未构建');
      expect((await bare.app.inject('/getPalvelinAeg')).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
