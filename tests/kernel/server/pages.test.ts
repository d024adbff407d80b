import { manifests } from '@app/server/registry';
import { KERNEL_PAGES, type PluginManifest } from '@kernel/core/manifest';
import { PageRoutes } from '@kernel/server/page-routes';
import { brokenPlugin } from '../../helpers/probe-plugin';
import { createClientDist, type TempClientDist } from '../../helpers/client-dist';
import { buildTestApp, type TestApp } from '../../helpers/server';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const all = Object.values(manifests);
const without = (...ids: string[]) => all.filter((m) => !ids.includes(m.id));

describe('page addresses: 200 for the client pages of enabled plugins, 404 for the rest', () => {
  let dist: TempClientDist;
  let t: TestApp;
  beforeAll(async () => {
    dist = createClientDist('build-1');
    // policy disabled; the unit-price plugin fails to register its routes.
    const enabled = without('policy');
    t = await buildTestApp({
      plugins: [brokenPlugin('unit-price', 'throw')],
      manifests: enabled,
      enabledPlugins: enabled.map((m) => m.id),
      clientDir: dist.dir,
    });
  });
  afterAll(async () => {
    await t.close();
    dist.cleanup();
  });

  const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: HTML });

  it.each([
    '/',
    '/home',
    '/home/',
    '/HOME',
    '/home?redirect=%2Fcommonproj%2Findex',
    '/usercenter',
    '/usercenter/index',
    '/m/qr-confirm',
    '/commonproj/index',
    '/commonproj/detail/42',
    '/commonproj/detail/42?gid=abc',
    '/commonproj/indexRange',
    '/projectCost/detail/7',
    '/laborSubcontracting/priceLine/3',
    '/22G/costManagementDetail',
    '/about/statement',
    '/static/recruitingExperts-2',
    '/feedback',
    '/vipActivities/index',
    '/memberActivity/activityHome',
  ])('serves %s with 200 and the SPA', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('window.__APP_CONFIG__=');
  });

  it.each([
    ['/no/such/page', 'unknown'],
    ['/home/extra', 'no such pattern'],
    ['/commonproj/detail', 'a parameter missing'],
    ['/commonproj/detail/1/2', 'a segment too many'],
    ['/policy/index', 'a disabled plugin'],
    ['/policy/detail/9', 'a disabled plugin'],
    ['/comprehensiveUnitPrice/index', 'a plugin that failed to load'],
    ['/memberActivity/nope', 'not a page of its plugin'],
  ])('answers %s (%s) with 404 and the SPA, whose router shows its 404 page', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('window.__APP_CONFIG__=');
    expect((await page(url, 'HEAD')).statusCode).toBe(404);
  });

  it('keeps API paths, files and JSON requests as JSON 404s', async () => {
    for (const url of ['/pb/none', '/api/none', '/favicon-missing.ico']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, data: null, businessMsg: '请求的接口不存在' });
    }
    const json = await t.app.inject({ url: '/home', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json().statusCode).toBe(404);
  });
});

describe('the client builds its routes from the manifests’ pages', () => {
  it('matches wouter patterns as wouter does', () => {
    const pages = new PageRoutes(['/a/:id', '/b/:x/:y', '/c']);
    expect(pages.matches('/a/1')).toBe(true);
    expect(pages.matches('/a/1/')).toBe(true);
    expect(pages.matches('/a/')).toBe(false);
    expect(pages.matches('/b/1/2')).toBe(true);
    expect(pages.matches('/b/1')).toBe(false);
    expect(pages.matches('/C')).toBe(true);
    expect(pages.matches('/c/d')).toBe(false);
    expect(PageRoutes.of([]).matches('/')).toBe(true);
  });

  it('declares every client route and redirect of every plugin in its manifest', async () => {
    // The client registry imports React views; loaded lazily so the server suite stays light.
    const { clientPlugins } = await import('@app/client/plugin-registry');
    expect(clientPlugins.length).toBe(all.length);
    for (const plugin of clientPlugins) {
      const declared = new Set((manifests[plugin.manifest.id] as PluginManifest).pages ?? []);
      const used = [...(plugin.routes ?? []).map((r) => r.path), ...(plugin.redirects ?? []).map((r) => r.from)];
      expect({ id: plugin.manifest.id, pages: [...declared].sort() }).toEqual({ id: plugin.manifest.id, pages: used.sort() });
    }
    expect(KERNEL_PAGES).toEqual(['/']);
  });
});
