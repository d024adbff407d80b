import type { Browser } from 'playwright-core';
import type { PluginManifest } from '../../kernel/core/manifest';
import { pluginsConfig } from '../../app/plugins.config';
import { clientPluginTabs } from './support/tabs';
import { collectErrors, launchBrowser, newPage } from './support/browser';
import { startSite } from './support/site';

const manifests: PluginManifest[] = pluginsConfig.enabled.map(
  (id) => (require(`../../plugins/${id}/manifest`) as { manifest: PluginManifest }).manifest,
);

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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('plugin matrix: the site boots with each plugin disabled in turn', () => {
  it.each(pluginsConfig.enabled.map((id) => [id]))('without %s', async (id) => {
    const disabled = withDependants(id);
    const site = await startSite({ DISABLED_PLUGINS: disabled.join(',') });
    try {
      const page = await newPage(browser, site.url);
      const errors = collectErrors(page);
      const config = await (await fetch(`${site.url}/api/runtime-config`)).json();
      for (const off of disabled) expect(config.data.plugins).not.toContain(off);

      const landing = id === 'about' ? '/home' : '/about/contact';
      await page.goto(landing);
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
      for (const tab of gone) {
        // A disabled plugin's page is gone: its path is now an unknown one.
        await page.goto(tab.path);
        await page.getByRole('heading', { name: '页面不存在' }).waitFor();
      }
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await site.stop();
    }
  });
});
