import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expectLoggedIn, loginWithPassword } from './support/account';
import { collectErrors, launchBrowser, newPage } from './support/browser';
import { startSite, type RunningSite } from './support/site';

let site: RunningSite;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});
beforeEach(async () => {
  page = await newPage(browser, site.url);
  errors = collectErrors(page);
});
afterEach(async () => {
  expect(errors).toEqual([]);
  await page.context().close();
});

const loginDialog = () => page.getByRole('dialog', { name: '登录' });

describe('site shell', () => {
  it('redirects / to /home and titles the page', async () => {
    await page.goto('/');
    await page.waitForURL('**/home');
    await expect(page.title()).resolves.toBe('首页 - 造价指标网');
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/home.png' });
  });

  it('shows the 404 page inside the normal layout for an unknown path', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    await expect(page.title()).resolves.toBe('页面不存在 - 造价指标网');
    await expect(page.getByRole('navigation', { name: '主导航' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
  });

  it('shows the date as YYYY/MM/DD 星期X in the header', async () => {
    await page.goto('/home');
    const text = (await page.getByTestId('header-date').textContent())?.trim();
    const now = new Date();
    const weekdays = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${now.getFullYear()}/${pad(now.getMonth() + 1)}/${pad(now.getDate())} ${weekdays[now.getDay()]}`;
    expect(text).toBe(expected);
  });

  it('lists the navigation tabs of the glossary in order, 1200 px wide', async () => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const texts = (await nav.getByRole('link').allTextContents()).map((t) => t.replace(/\s+/g, ''));
    expect(texts).toEqual(['首页', '单项工程指标', '项目造价指标最新', '综合单价指标', '劳务分包指数', '政策文件', '行业管理指数', '22G造价优化']);
    const widths = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().width));
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(1200, 0);
    await expect(nav.getByRole('link', { name: '22G造价优化' }).getAttribute('target')).resolves.toBe('_blank');
    await expect(nav.getByRole('link', { name: '首页' }).getAttribute('aria-current')).resolves.toBe('page');
  });

  it('opens the login dialog when a login-required tab is clicked while logged out; Escape and the close icon close it', async () => {
    await page.goto('/home');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '单项工程指标' }).click();
    await loginDialog().waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await expect(page.evaluate(() => sessionStorage.getItem('redirectPath'))).resolves.toBe('/commonproj/index');
    for (const name of ['账号登录', '手机登录', '扫码登录']) {
      await expect(loginDialog().getByRole('tab', { name }).isVisible()).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await loginDialog().waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: '注册/登录' }).click();
    await loginDialog().waitFor();
    await loginDialog().getByRole('button', { name: '关闭' }).click();
    await loginDialog().waitFor({ state: 'hidden' });
  });

  it('sends a direct login-required address to /home with the redirect query and opens login', async () => {
    const wanted = '/policy/index?keyWord=人工费';
    await page.goto(wanted);
    await page.waitForURL('**/home?redirect=*');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/home');
    expect(url.searchParams.get('redirect')).toBe(wanted);
    await loginDialog().waitFor();
  });

  it('sends a visitor on a VIP route to log in first', async () => {
    await page.goto('/commonproj/detail/42');
    await page.waitForURL('**/home?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/commonproj/detail/42');
  });

  it('renders the about pages with their titles and scrolls to the top after navigation', async () => {
    await page.goto('/about/about');
    await page.getByRole('heading', { name: '关于我们', level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe('关于我们 - 造价指标网');
    await page.screenshot({ path: 'test-results/about.png' });
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 300);
    await page.getByRole('button', { name: '返回顶部' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: '免责声明' }).click();
    await page.waitForURL('**/about/statement');
    await expect(page.title()).resolves.toBe('免责声明 - 造价指标网');
    await page.waitForFunction(() => window.scrollY === 0);
    for (const [path, title] of [
      ['/about/contact', '联系我们'],
      ['/about/copyrights', '版权声明'],
      ['/static/recruitingExperts', '专家招募'],
      ['/static/recruitingExperts-2', '价格专家招募'],
      ['/redirectToNew', '网站升级'],
    ]) {
      await page.goto(path);
      await page.waitForFunction((t) => document.title === `${t} - 造价指标网`, title);
    }
  });

  it('shows the side widget entries and the footer links; no entry leads to a page that does not exist yet', async () => {
    await page.goto('/home');
    const widget = page.getByRole('complementary', { name: '快捷服务' });
    for (const name of ['在线客服', '意见反馈', '会员活动', '学习专区']) {
      await expect(widget.getByText(name, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    // 会员活动 leads to the activities' hub (a public page).
    await widget.getByText('会员活动', { exact: true }).first().click();
    await page.waitForURL('**/memberActivity/activityHome');
    await page.getByRole('heading', { name: '会员活动', level: 1 }).waitFor();
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
    await page.waitForURL('**/about/about');
  });

  it('no link of the shell, footer, home page or user centre leads to the 404 page, logged out or in', async () => {
    const check = async (onHome = true) => {
      // The home sections below the fold load when the reader scrolls to them: bring them in.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      if (onHome) await page.getByRole('region', { name: '最新指标推荐' }).getByRole('link').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      const all = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(all.length).toBeGreaterThan(5);
      // One address per page pattern (the recommended projects differ only by their id).
      const byPattern = new Map<string, string>();
      for (const href of all) {
        const pattern = href.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:n');
        if (!byPattern.has(pattern)) byPattern.set(pattern, href);
      }
      const hrefs = [...byPattern.values()];
      const probe = await page.context().newPage();
      for (const href of hrefs) {
        await probe.goto(href);
        // The 404 page renders with the shell (no page code to load).
        await probe.getByRole('banner').waitFor();
        expect([href, await probe.getByRole('heading', { name: '页面不存在' }).count()]).toEqual([href, 0]);
      }
      await probe.close();
    };
    await page.goto('/home');
    await check();
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    await check();
    // The user centre.
    await page.goto('/usercenter/index');
    await page.getByRole('link', { name: '会员中心' }).first().waitFor();
    await check(false);
  }, 240_000);
});

describe('login dialog, logout and the after-login calls', () => {
  // Calls of the original site this one does not make after a login.
  const REMOVED = ['/pb/behavior/getAdvertisementClickFlag', '/pb/activity/clockExperience/getUserActivityInfo'];
  const LUCKY_DRAW_INFO = '/pb/raffle/getRaffleInfo';

  it('puts the focus on the username field when it opens, and on the phone field when the phone tab is chosen', async () => {
    await page.goto('/home');
    await page.getByRole('button', { name: '注册/登录' }).click();
    await loginDialog().waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).resolves.toBe('请输入用户名');
    // Typing goes straight into the field.
    await page.keyboard.type('demo_vip');
    await expect(loginDialog().getByPlaceholder('请输入用户名').inputValue()).resolves.toBe('demo_vip');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/login-dialog.png' });
    await loginDialog().getByRole('tab', { name: '手机登录' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'mobile');
    await loginDialog().getByRole('tab', { name: '账号登录' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username');
  });

  it('a user who logs out lands on /home without the login dialog, also from a login-required page', async () => {
    await page.goto('/home');
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    await page.goto('/commonproj/index');
    await page.getByRole('heading', { name: '单项工程指标', level: 1 }).waitFor();
    await page.getByRole('banner').getByText('demo_vip').first().click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '注册/登录' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/home' && !url.searchParams.has('redirect'));
    // Give a guard or a late answer the time to (wrongly) open it.
    await page.waitForTimeout(1000);
    await expect(loginDialog().isVisible()).resolves.toBe(false);
    expect(new URL(page.url()).search).toBe('');
    await page.screenshot({ path: 'test-results/after-logout.png' });
  });

  it("starts the list page's data request without waiting for the user info or the marketing calls", async () => {
    await page.goto('/home');
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    // A slow user-info answer: the page must not wait for it (nor for what follows it).
    const USER_INFO_DELAY = 2000;
    await page.route('**/pb/api/web/usr', async (route) => {
      await new Promise((r) => setTimeout(r, USER_INFO_DELAY));
      await route.continue();
    });
    const times: Record<string, number> = {};
    const started = Date.now();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      times[`start ${path}`] ??= Date.now() - started;
    });
    page.on('requestfinished', (r) => {
      const path = new URL(r.url()).pathname;
      times[`end ${path}`] ??= Date.now() - started;
    });
    await page.goto('/commonproj/index');
    await page.waitForResponse((r) => r.url().includes('/pb/behavior/getHomePopFlag'));
    const list = times['start /core/search/getSolrData'];
    const userInfoEnd = times['end /pb/api/web/usr'];
    const marketing = times['start /pb/behavior/getHomePopFlag'];
    expect(list).toBeDefined();
    expect(userInfoEnd).toBeDefined();
    expect(list).toBeLessThan(userInfoEnd);
    expect(list).toBeLessThan(marketing);
    for (const path of REMOVED) expect(times[`start ${path}`]).toBeUndefined();
  });

  it("sends the list page's data request as soon as its code is there, before the page first renders", async () => {
    await page.goto('/home');
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    // In the page: when the list's request leaves, and when the page's heading first appears.
    await page.addInitScript(() => {
      const w = window as unknown as { listRequestAt?: number; headingAt?: number };
      const fetch0 = window.fetch;
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/core/search/getSolrData')) w.listRequestAt ??= performance.now();
        return fetch0.call(window, input, init);
      };
      new MutationObserver(() => {
        if (w.headingAt === undefined && [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === '单项工程指标')) w.headingAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    // The page's code arrives late, after the session's first calls are done.
    await page.route(/bid-node-services\.[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.goto('/commonproj/index');
    await page.getByRole('heading', { name: '单项工程指标', level: 1 }).waitFor();
    await page.waitForFunction(() => (window as unknown as { listRequestAt?: number }).listRequestAt !== undefined);
    const { listRequestAt, headingAt } = await page.evaluate(() => {
      const w = window as unknown as { listRequestAt: number; headingAt: number };
      return { listRequestAt: w.listRequestAt, headingAt: w.headingAt };
    });
    expect(headingAt).toBeGreaterThan(0);
    expect(listRequestAt).toBeLessThan(headingAt);
  });

  it('asks for the lucky-draw status once after a login on /home, not again after a reload the same day, and makes none of the removed calls', async () => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/home');
    const followUps = Promise.all([
      page.waitForResponse((r) => r.url().includes('/pb/api/web/usr')),
      page.waitForResponse((r) => r.url().includes('/pb/home/popupInfo')),
    ]);
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    await followUps;
    await page.waitForTimeout(1000);
    // The check after the login (and the popup's own answer when it opens).
    const asked = requested.filter((path) => path === LUCKY_DRAW_INFO).length;
    expect(asked).toBeGreaterThanOrEqual(1);
    await page.reload();
    await page.getByRole('banner').getByText('demo_vip').first().waitFor();
    await page.waitForTimeout(1000);
    expect(requested).toContain('/pb/api/web/usr');
    for (const path of REMOVED) expect(requested).not.toContain(path);
    // Not asked again after the reload: once a day per member.
    expect(requested.filter((path) => path === LUCKY_DRAW_INFO)).toHaveLength(asked);
  });

  it('shows the recruit prompt and the data update notice once per account and period, not at every login', async () => {
    const recruit = () => page.getByRole('dialog', { name: '诚邀加入数据审核专家库' });
    const dataUpdate = () => page.getByRole('dialog', { name: '本月指标数据已更新' });
    const logout = async () => {
      await page.getByRole('banner').getByText('demo_vip').first().click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await page.getByRole('button', { name: '注册/登录' }).waitFor();
    };
    await page.goto('/home');
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    await recruit().waitFor();
    await dataUpdate().waitFor();
    // Neither is closed: the server's flags stay on.
    await logout();
    await expect(recruit().count()).resolves.toBe(0);

    const flags = Promise.all([
      page.waitForResponse((r) => r.url().includes('/pb/behavior/getHomePopFlag')),
      page.waitForResponse((r) => r.url().includes('/pb/home/popupInfo')),
    ]);
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    const [popFlag] = await flags;
    // The server would show it again; the site remembers this account has seen it.
    expect((await popFlag.json()).data).toBe(true);
    await page.waitForTimeout(1000);
    await expect(recruit().count()).resolves.toBe(0);
    await expect(dataUpdate().count()).resolves.toBe(0);
    // And after a reload of the page.
    await page.reload();
    await page.getByRole('banner').getByText('demo_vip').first().waitFor();
    await page.waitForTimeout(1000);
    await expect(recruit().count()).resolves.toBe(0);
  });
});
