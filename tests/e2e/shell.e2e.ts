import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
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

  it('shows the side widget entries and the footer links', async () => {
    await page.goto('/home');
    for (const name of ['在线客服', '意见反馈', '会员活动', '学习专区']) {
      await expect(page.getByRole('complementary').getByText(name, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
    await page.waitForURL('**/about/about');
  });
});
