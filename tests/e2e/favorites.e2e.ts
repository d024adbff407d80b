import type { Page } from 'playwright-core';
import { FavoritesPaths } from '../../plugins/favorites/shared/contract';
import { useSite } from './support/harness';

/**
 * 收藏: a member saves a single project from the list (one status call for the whole page), sees
 * 已收藏 on its detail, finds it under 我的收藏 in the user centre with the figures it was saved
 * with, and cancels it there; a failed save changes the button back and says why; a VIP saves a
 * priced bill item from its 综合单价 detail and finds it under 我的收藏 → 综合单价.
 */
const site = useSite();

const resultTable = (page: Page) => page.getByRole('table', { name: '单项工程指标列表' });
const rows = (page: Page) => resultTable(page).locator('tbody tr[data-row-id]');

describe('收藏', () => {
  it('a member favourites a single project from the list, sees 已收藏 on the detail, finds it under 我的收藏 and cancels it', async () => {
    const { page, errors } = await site.loggedIn('demo_vip', 20_000);
    const statusCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === FavoritesPaths.status) statusCalls.push(r.postData() ?? '');
    });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === FavoritesPaths.status);
    await page.getByRole('navigation').getByRole('link', { name: '单项工程指标', exact: true }).click();
    await page.waitForURL(/\/commonproj\/index/);
    const row = rows(page).first();
    const toggle = row.getByRole('button', { name: '收藏', exact: true });
    await toggle.waitFor();
    await answered;
    // One status call asked for every row of the page.
    const shown = await rows(page).count();
    expect(statusCalls).toHaveLength(1);
    expect(JSON.parse(statusCalls[0]!)).toMatchObject({ kind: 'node' });
    expect(JSON.parse(statusCalls[0]!).targetIds).toHaveLength(shown);
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');

    const name = (await row.getByRole('link').innerText()).trim();
    await toggle.click();
    const saved = row.getByRole('button', { name: '已收藏', exact: true });
    await saved.waitFor();
    await expect(saved.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(saved.getAttribute('title')).resolves.toBe('取消收藏');

    // Kept by the server: a reload shows it again.
    await page.reload();
    await rows(page).first().getByRole('button', { name: '已收藏', exact: true }).waitFor();

    // The detail says 已收藏 too.
    await rows(page).first().getByRole('link').click();
    await page.waitForURL(/\/commonproj\/detail\/\d+/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const detailToggle = page.getByRole('button', { name: '已收藏', exact: true });
    await detailToggle.waitFor();
    await expect(detailToggle.getAttribute('aria-pressed')).resolves.toBe('true');

    // 我的收藏 in the user centre: the single project with the unit cost it was saved with.
    await page.goto('/usercenter/index');
    await page.getByRole('tab', { name: '会员权益' }).waitFor();
    await page.getByRole('tab', { name: '我的收藏' }).click();
    await page.waitForURL(/\/usercenter\/index\?tab=favorites/);
    const mine = page.getByRole('table', { name: '收藏的单项工程' });
    const entry = mine.locator('tbody tr').filter({ hasText: name });
    await entry.waitFor();
    await expect(entry.getByRole('link', { name }).getAttribute('href')).resolves.toMatch(/^\/commonproj\/detail\/\d+$/);
    await expect(entry.innerText()).resolves.toMatch(/持平/);

    // The unit-price side is empty for now, and says where its favourites come from.
    await page.getByRole('tab', { name: /综合单价/ }).click();
    await page.getByText('还没有收藏的综合单价').waitFor();
    await page.getByRole('tab', { name: /单项工程/ }).click();

    // Cancel it there.
    await mine.getByRole('button', { name: `取消收藏 ${name}` }).click();
    await page.getByText('还没有收藏的单项工程').waitFor();

    // The detail is back at 收藏.
    await page.goBack();
    await page.waitForURL(/\/commonproj\/detail\/\d+/);
    const again = page.getByRole('button', { name: '收藏', exact: true });
    await again.waitFor();
    await expect(again.getAttribute('aria-pressed')).resolves.toBe('false');
    expect(errors).toEqual([]);
  }, 120_000);

  it('changes the button back and says why when a save fails', async () => {
    const { page } = await site.loggedIn('demo_user', 20_000);
    await page.route(`**${FavoritesPaths.add}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ statusCode: 442, data: null, businessMsg: '收藏已达上限（1000条），请先取消部分收藏' }) }),
    );
    await page.goto('/commonproj/index');
    const row = rows(page).first();
    const toggle = row.getByRole('button', { name: '收藏', exact: true });
    await toggle.waitFor();
    await toggle.click();
    await page.getByText('收藏已达上限（1000条），请先取消部分收藏').waitFor();
    await row.getByRole('button', { name: '收藏', exact: true }).waitFor();
    await expect(row.getByRole('button', { name: '收藏', exact: true }).getAttribute('aria-pressed')).resolves.toBe('false');
  }, 60_000);

  it('a VIP favourites a unit-price item from its detail and finds it under 我的收藏 → 综合单价', async () => {
    const { page, errors } = await site.loggedIn('demo_vip', 30_000);
    // The list with a keyword, a code's samples, one sample's detail.
    await page.goto(`/comprehensiveUnitPrice/index?keyWord=${encodeURIComponent('现浇构件钢筋')}`);
    const samples = page.getByRole('button', { name: /^查看 010515001 .*的样本/ }).first();
    await samples.click();
    const detailLink = page.locator('a[href^="/comprehensiveUnitPrice/detail/"]').first();
    const href = (await detailLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/comprehensiveUnitPrice\/detail\/\d+\/\d+$/);
    await page.goto(href);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const name = (await heading.innerText()).trim();

    // 收藏 on the detail: it turns 已收藏, and a second click would cancel it.
    const toggle = page.getByRole('button', { name: '收藏', exact: true });
    await toggle.waitFor();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    const saved = page.getByRole('button', { name: '已收藏', exact: true });
    await saved.waitFor();
    await expect(saved.getAttribute('title')).resolves.toBe('取消收藏');

    // 我的收藏 → 综合单价: the item with its project, region, prices and a link back to its detail.
    await page.goto('/usercenter/index?tab=favorites');
    await page.getByRole('tab', { name: /综合单价/ }).click();
    const mine = page.getByRole('table', { name: '收藏的综合单价' });
    const entry = mine.locator('tbody tr').filter({ has: page.locator(`a[href="${href}"]`) });
    await entry.waitFor();
    const text = await entry.innerText();
    expect(text).toMatch(/010515001\d{3} · t/);
    expect(text).toMatch(/元\/t · \d{4}-\d{2}/);
    expect(text).toContain('持平');
    expect(name).toContain('现浇构件钢筋');
    await expect(entry.getByRole('link', { name: '现浇构件钢筋', exact: true }).getAttribute('href')).resolves.toBe(href);

    // Cancel it there; the detail is back at 收藏.
    await entry.getByRole('button', { name: /^取消收藏 / }).click();
    await page.getByText('还没有收藏的综合单价').waitFor();
    await page.goto(href);
    await page.getByRole('button', { name: '收藏', exact: true }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
