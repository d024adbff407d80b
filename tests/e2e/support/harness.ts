import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectLoggedIn, loginWithPassword } from './account';
import { collectErrors, launchBrowser } from './browser';
import { startSite, type RunningSite } from './site';

export interface SiteHarness {
  /** The running site's base address (valid inside tests). */
  readonly url: string;
  /** A page in a new browser context (desktop size, zh-CN), with its console errors collected. */
  freshPage(timeout?: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  /** A fresh page on /home, logged in with the password of a demo account. */
  loggedIn(username: string, timeout?: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

/**
 * Registers the hooks of an end-to-end test file: one real site and one browser for the file,
 * every context closed after each test.
 */
export function useSite(env: Record<string, string> = {}): SiteHarness {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  const harness: SiteHarness = {
    get url() {
      if (!site) throw new Error('the site is not running (use inside a test)');
      return site.url;
    },
    async freshPage(timeout = 20_000) {
      const context = await browser!.newContext({ baseURL: harness.url, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(timeout);
      return { context, page, errors: collectErrors(page) };
    },
    async loggedIn(username, timeout) {
      const fresh = await harness.freshPage(timeout);
      await fresh.page.goto('/home');
      await loginWithPassword(fresh.page, username);
      await expectLoggedIn(fresh.page, username);
      return fresh;
    },
  };
  return harness;
}
