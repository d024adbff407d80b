import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import type { PluginManifest } from '../../kernel/core/manifest';
import { pluginsConfig } from '../../app/plugins.config';
import { manifests as manifestsById, serverPlugins } from '../../app/server/registry';
import { loginWithPassword } from './support/account';
import { clientPluginTabs } from './support/tabs';
import { collectErrors, launchBrowser, newPage } from './support/browser';
import { startSite, TEMPLATE_PLUGINS } from './support/site';

/**
 * The plugin matrix: with each plugin disabled in turn (DISABLED_PLUGINS, with the plugins that
 * depend on it), the site boots, its pages work, the disabled plugin's tabs and pages are gone, and
 * the browser sends no request to any endpoint the disabled plugins serve — before and after a
 * login. The kernel degrades cleanly: without the plugin that provides the rights, a right-guarded
 * page sends the member to the landing page; without the plugin that renews tokens, an expired
 * login (302) logs out.
 */
const manifests: PluginManifest[] = pluginsConfig.enabled.map((id) => manifestsById[id]);

/** The plugin and every enabled plugin that depends on it, directly or not. */
function withDependants(id: string): string[] {
  const off = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of manifests) {
      if (!off.has(m.id) && (m.dependsOn ?? []).some((d) => off.has(d))) {
        off.add(m.id);
        grew = true;
      }
    }
  }
  return [...off];
}

/** Each plugin's endpoints, as the server registers them (Fastify URL patterns), by plugin id. */
let endpoints: Record<string, readonly string[]> = {};

/** Registers the whole site once (in a child process), recording the routes of each plugin's context. */
function collectEndpoints(): void {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/plugin-endpoints.ts'], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
    maxBuffer: 16 * 1024 * 1024,
  });
  endpoints = JSON.parse(out) as Record<string, string[]>;
}

/** Does a request path hit one of these Fastify URL patterns (`/x/:id`, `/files/*`)? */
function hits(pathname: string, patterns: Iterable<string>): string | null {
  for (const pattern of patterns) {
    const source = pattern
      .split('/')
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    if (new RegExp(`^${source}$`).test(pathname)) return pattern;
  }
  return null;
}

/** Every request the page sends to the site, as `METHOD /path`. */
function watchRequests(page: Page, origin: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) sent.push(`${request.method()} ${url.pathname}`);
  });
  return sent;
}

/** The plugins with a sample-data seed (a first start writes theirs). */
const SEEDERS = Object.entries(serverPlugins)
  .filter(([, plugin]) => typeof plugin.seed === 'function')
  .map(([id]) => id);

/** The plugins whose seed ran at this start, from the server's boot lines (`插件 <id> 已写入示例数据`). */
function seededPlugins(output: string): string[] {
  return [...output.matchAll(/插件 (\S+) 已写入示例数据/g)].map((m) => m[1]);
}

let browser: Browser;
beforeAll(async () => {
  collectEndpoints();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('plugin matrix: the site works with each plugin disabled in turn', () => {
  it('knows the endpoints of every plugin with a server half', () => {
    for (const id of Object.keys(serverPlugins)) expect(endpoints[id]?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(pluginsConfig.enabled.map((id) => [id]))('without %s', async (id) => {
    const disabled = withDependants(id);
    const site = await startSite({ DISABLED_PLUGINS: disabled.join(',') });
    try {
      const page = await newPage(browser, site.url);
      const errors = collectErrors(page);
      const requests = watchRequests(page, site.url);
      const config = await (await fetch(`${site.url}/api/runtime-config`)).json();
      for (const off of disabled) expect(config.data.plugins).not.toContain(off);
      // On the run's template the template plugins' markers kept their seeds from running again and
      // every other enabled plugin with a seed wrote its own on this first start; on an empty data
      // directory (a template plugin disabled) every enabled one did. The disabled ones wrote nothing.
      const seededNow = seededPlugins(site.output());
      for (const off of disabled) expect(seededNow).not.toContain(off);
      for (const seeder of SEEDERS) {
        if (disabled.includes(seeder)) continue;
        if (site.fromTemplate && TEMPLATE_PLUGINS.includes(seeder)) expect(seededNow).not.toContain(seeder);
        else expect(seededNow).toContain(seeder);
      }

      // A public page, then every remaining tab's page.
      await page.goto(id === 'about' ? '/home' : '/about/contact');
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      await page.locator('main h1').first().waitFor();
      const tabs = (await page.getByRole('navigation', { name: '主导航' }).getByRole('link').allTextContents()).map((t) =>
        t.replace(/\s+/g, ''),
      );
      // The tabs of the disabled plugin and of its dependants are gone, the others stay.
      const gone = disabled.map((off) => clientPluginTabs[off]).filter((tab) => tab !== undefined);
      for (const tab of gone) expect(tabs).not.toContain(tab.text);
      expect(tabs.length).toBe(Object.keys(clientPluginTabs).length - gone.length);
      for (const [owner, tab] of Object.entries(clientPluginTabs)) {
        if (disabled.includes(owner) || tab.path === '/22G/index') continue;
        await page.goto(tab.path);
        await page
          .getByRole('banner')
          .waitFor()
          .catch((error: Error) => {
            throw new Error(`${tab.path} (now at ${page.url()}): ${error.message}`);
          });
      }
      for (const tab of gone) {
        // A disabled plugin's page is gone: its path is now an unknown one.
        await page.goto(tab.path);
        await page.getByRole('heading', { name: '页面不存在' }).waitFor();
      }

      // After a login (each plugin's after-login calls run on the bus's login event).
      if (!disabled.includes('account')) {
        await page.goto('/about/contact');
        await loginWithPassword(page, 'demo_vip');
        await page.getByRole('dialog', { name: '登录' }).waitFor({ state: 'hidden' });
        // The after-login calls (the login event stream stays open, so no "network idle").
        await page.waitForTimeout(2000);
        if (disabled.includes('membership') && !disabled.includes('bid-node')) {
          // No RightsProvider: nobody holds a right, so a right-guarded page sends the member to the landing page.
          const landing = config.data.plugins.includes('home') ? '/home' : '/';
          await page.goto('/commonproj/detail/1');
          await page.waitForURL((url) => url.pathname === landing || url.pathname === '/commonproj/index');
        }
      }
      await page.waitForTimeout(500);

      const forbidden = disabled.flatMap((off) => [...(endpoints[off] ?? [])]);
      const strays = requests.filter((r) => hits(r.split(' ')[1], forbidden) !== null);
      expect(strays).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await site.stop();
    }
  });

  it('a new installation: the first start on an empty data directory migrates and seeds every plugin', async () => {
    const site = await startSite({}, { fresh: true });
    try {
      expect(seededPlugins(site.output()).sort()).toEqual([...SEEDERS].sort());
      const page = await newPage(browser, site.url);
      const errors = collectErrors(page);
      await page.goto('/home');
      await loginWithPassword(page, 'demo_vip');
      await page.getByRole('dialog', { name: '登录' }).waitFor({ state: 'hidden' });
      // The list shows the seeded single projects.
      await page.goto('/commonproj/index');
      await page.getByRole('table', { name: '单项工程指标列表' }).locator('tbody tr[data-row-id]').first().waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await site.stop();
    }
  }, 240_000);

  it('without the plugin that renews tokens, an expired login (302) logs out to the landing page', async () => {
    const site = await startSite({ DISABLED_PLUGINS: withDependants('account').join(',') });
    try {
      const page = await newPage(browser, site.url);
      const errors = collectErrors(page);
      // A login the server does not know (its plugin is off), kept for a week: the first call that
      // needs a login answers 302, and there is no refresher to ask.
      await page.context().addCookies([
        { name: 'token', value: 'stale-token', url: site.url },
        { name: 'keepLogin', value: 'true', url: site.url },
      ]);
      await page.goto('/commonproj/index');
      await page.waitForURL((url) => url.pathname === '/home');
      await page.getByText('登录已过期，请重新登录').first().waitFor();
      expect(await page.context().cookies(site.url)).not.toContainEqual(expect.objectContaining({ name: 'token' }));
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await site.stop();
    }
  });
});
