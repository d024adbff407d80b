import { expectLoggedIn, loginWithPassword } from './support/account';
import { useSite } from './support/harness';

const site = useSite();
const freshPage = () => site.freshPage(20_000);

describe('home page', () => {
  it('shows a visitor the outline figures and the national overview charts with data', async () => {
    const { page, errors } = await freshPage();
    await page.goto('/home');
    await page.getByRole('heading', { name: '让每一个造价数字都有据可查', level: 1 }).waitFor();
    // 平台概况: live figures from the cost data.
    const outline = page.getByRole('complementary', { name: '平台概况' });
    await outline.getByText(/数据更新至 \d{4}-\d{2}/).waitFor();
    const overview = page.getByRole('region', { name: '全国造价概览' });
    const charts = overview.locator('svg[role="img"]');
    // The section's code loads when the reader scrolls towards it; its placeholder is replaced.
    await overview.scrollIntoViewIfNeeded();
    await charts.nth(2).waitFor();
    await overview.scrollIntoViewIfNeeded();
    await expect(charts.count()).resolves.toBeGreaterThanOrEqual(3);
    // The bars and the index line carry data.
    await expect(charts.nth(0).locator('rect').count()).resolves.toBeGreaterThan(3);
    await expect(charts.nth(1).locator('rect').count()).resolves.toBeGreaterThan(3);
    await expect(charts.nth(2).locator('path').count()).resolves.toBeGreaterThan(0);
    await expect(overview.getByRole('heading', { name: '各类工程单方造价' }).isVisible()).resolves.toBe(true);
    await expect(overview.getByText(/住宅单方造价中位数最高/).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(1440);
    // The latest single projects: opening one asks a visitor to log in.
    const recommend = page.getByRole('region', { name: '最新指标推荐' });
    // The sections below the overview load when the reader scrolls on.
    await page.mouse.wheel(0, 600);
    await recommend.scrollIntoViewIfNeeded();
    await recommend.getByRole('link').first().click();
    await page.getByRole('dialog', { name: '登录' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('demo_vip searching 住宅 in scope 全部 lands on the single-project list with results', async () => {
    const { page } = await freshPage();
    await page.goto('/home');
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    const search = page.getByRole('search', { name: '站内搜索' });
    await search.getByPlaceholder('请输入关键词').fill('住宅');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL((url) => url.pathname === '/commonproj/index' && url.searchParams.get('keyWord') === '住宅');
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText(/共找到\s*[1-9][\d,]*\s*个单项工程/).first().isVisible()).resolves.toBe(true);
  });

  it('after demo_vip logs in, home asks once for its popups and shows them; closed, they stay away at the next login', async () => {
    const { page, errors } = await freshPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/pb/behavior/getHomePopFlag' || path === '/pb/home/popupInfo') calls.push(path);
    });
    await page.goto('/home');
    await page.getByRole('heading', { name: '让每一个造价数字都有据可查', level: 1 }).waitFor();
    // A visitor: no popup call, no popup.
    expect(calls).toEqual([]);
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    const recruit = page.getByRole('dialog', { name: '诚邀加入数据审核专家库' });
    const notice = page.getByRole('dialog', { name: '本月指标数据已更新' });
    await recruit.waitFor();
    await notice.waitFor();
    // One call each, made by the home plugin after the login.
    expect(calls.sort()).toEqual(['/pb/behavior/getHomePopFlag', '/pb/home/popupInfo']);
    await recruit.getByRole('button', { name: '关闭' }).click();
    await notice.getByRole('button', { name: '关闭' }).click();
    await recruit.waitFor({ state: 'detached' });
    await notice.waitFor({ state: 'detached' });
    // A reload restores the login: home asks again, and the prompts it showed this period stay away.
    await page.reload();
    await expectLoggedIn(page, 'demo_vip');
    await page.waitForTimeout(1500);
    expect(calls.filter((c) => c === '/pb/home/popupInfo').length).toBe(2);
    await expect(recruit.count()).resolves.toBe(0);
    await expect(notice.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
