import type { Page } from 'playwright-core';
import { useSite } from './support/harness';

const site = useSite();
const loggedIn = (username: string) => site.loggedIn(username, 30_000);

const listTable = (page: Page) => page.getByRole('table', { name: '综合单价指标列表' });
const listRows = (page: Page) => listTable(page).locator('tbody tr[data-row-key]');
const chip = (page: Page, group: string, name: string) => page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

/** Waits until the list shows rows for the current address (not the skeleton, not busy). */
async function listSettled(page: Page): Promise<void> {
  await listRows(page).first().waitFor();
  await page.waitForFunction(() => document.querySelector('table[aria-label="综合单价指标列表"]')?.getAttribute('aria-busy') !== 'true');
}

describe('综合单价指标', () => {
  it('a VIP searches 现浇构件钢筋 in 江苏 for 2024, opens an item, reads its composition and norms, downloads the PDF and the workbook', async () => {
    const { page, errors } = await loggedIn('demo_vip');
    await page.getByRole('navigation').getByRole('link', { name: '综合单价指标', exact: true }).click();
    await page.waitForURL(/\/comprehensiveUnitPrice\/index/);
    await expect(page.title()).resolves.toBe('综合单价指标 - 造价指标网');
    await listSettled(page);
    await page.getByRole('navigation', { name: '清单分类' }).getByRole('button', { name: /房屋建筑与装饰工程/ }).first().waitFor();

    // The page's search, then 江苏 (the whole province) and 2024.
    const search = page.getByRole('search', { name: '综合单价检索' });
    await search.getByRole('textbox', { name: '清单编码或特征关键词' }).fill('现浇构件钢筋');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyWord') === '现浇构件钢筋');
    await page.getByRole('button', { name: /地区：全国/ }).click();
    await page.getByRole('button', { name: '江苏', exact: true }).click();
    await page.getByRole('button', { name: '全省', exact: true }).click();
    await chip(page, '价格日期', '2024年').click();
    await page.waitForURL((url) => url.searchParams.get('areaId') === '12' && url.searchParams.get('dateFrom') === '2024-01' && url.searchParams.get('dateTo') === '2024-12');
    await listSettled(page);
    await page.getByText(/江苏 · 2024-01 至 2024-12/).first().waitFor();

    const rebar = listRows(page).filter({ hasText: '010515001' });
    await rebar.first().waitFor();
    await expect(rebar.first().innerText()).resolves.toMatch(/现浇构件钢筋[\s\S]*t[\s\S]*元\/t/);

    // Sorting is kept in the address.
    await listTable(page).getByRole('button', { name: /^综合单价/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'median.desc');
    await listSettled(page);

    // The row's samples: items of 江苏 in 2024, each linking to its detail.
    await listRows(page).filter({ hasText: '010515001' }).first().getByRole('button', { name: /查看 010515001 现浇构件钢筋 的样本/ }).click();
    const samples = page.getByRole('dialog', { name: '010515001 现浇构件钢筋 的样本' });
    await samples.waitFor();
    const sampleTable = samples.getByRole('table', { name: '现浇构件钢筋的样本清单' });
    await sampleTable.locator('tbody tr').first().waitFor();
    const regions = await sampleTable.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(regions.length).toBeGreaterThan(0);
    expect(regions.every((r) => r.startsWith('江苏'))).toBe(true);
    const months = await sampleTable.locator('tbody tr td:nth-child(4)').allInnerTexts();
    expect(months.every((m) => m >= '2024-01' && m <= '2024-12')).toBe(true);
    await samples.getByRole('link', { name: '查看详情' }).first().click();

    // The detail: code, name, unit, composition adding up to the unit price, norms, resources.
    await page.waitForURL(/\/comprehensiveUnitPrice\/detail\/\d+\/\d+/);
    await samples.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '现浇构件钢筋', level: 1 }).waitFor();
    await expect(page.getByTestId('item-code').innerText()).resolves.toMatch(/^010515001\d{3}$/);
    const unitPrice = Number((await page.getByTestId('item-unit-price').innerText()).replace(/[^\d.]/g, ''));
    expect(unitPrice).toBeGreaterThan(3000);

    const composition = page.getByRole('table', { name: '综合单价组成表' });
    await composition.locator('tbody tr').first().waitFor();
    const parts = await composition.locator('tbody tr').allInnerTexts();
    for (const name of ['人工费', '材料费', '机械费', '管理费', '利润']) expect(parts.some((p) => p.includes(name))).toBe(true);
    const values = await composition.locator('tbody tr td:nth-child(4)').allInnerTexts();
    const cents = values.reduce((n, v) => n + Math.round(Number(v.replace(/,/g, '')) * 100), 0);
    expect(cents).toBe(Math.round(unitPrice * 100));

    await page.getByRole('heading', { name: '定额组价' }).waitFor();
    const norms = page.getByRole('table', { name: '定额子目' });
    await norms.locator('tbody tr').first().waitFor();
    await expect(norms.locator('tbody tr').count()).resolves.toBeGreaterThan(0);
    const resources = page.getByRole('table', { name: '人材机汇总表' });
    await resources.locator('tbody tr').first().waitFor();
    await expect(resources.innerText()).resolves.toMatch(/钢筋/);
    for (const heading of ['价格走势', '同类清单分布', '相关清单', '所属工程']) await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    await page.getByTestId('peer-stats').waitFor();

    // 下载组价方案: a real PDF.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载组价方案' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^组价方案_010515001\d{3}_现浇构件钢筋\.pdf$/);
    const fs = await import('node:fs/promises');
    const pdfBytes = await fs.readFile((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfBytes.length).toBeGreaterThan(2000);

    // 导出Excel: a workbook naming the item.
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^综合单价_010515001\d{3}_现浇构件钢筋\.xlsx$/);
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    const text: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => text.push((row.values as unknown[]).filter((v) => v != null).join('|'))));
    expect(text.join('\n')).toMatch(/现浇构件钢筋/);
    expect(text.join('\n')).toMatch(/人工费/);

    // 收藏 (contributed by the favourites plugin to the detail's header).
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏', exact: true }).waitFor();

    // 所属工程 links to the single project's detail.
    await page.getByRole('link', { name: /查看单项工程指标/ }).click();
    await page.waitForURL(/\/commonproj\/detail\/\d+/);
    await page.getByRole('heading', { name: '工程量清单计价' }).waitFor({ timeout: 30_000 });

    // 我的收藏 → 综合单价 holds the item, linking back to its detail.
    await page.goto('/usercenter/index?tab=favorites');
    await page.getByRole('tab', { name: /综合单价/ }).click();
    await page.getByRole('table', { name: '收藏的综合单价' }).locator(`a[href="${detailPath}"]`).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('the header search in the 综合单价指标 scope lands on the list with its keyword', async () => {
    const { page, errors } = await loggedIn('demo_vip');
    const header = page.getByRole('search', { name: '站内搜索' });
    await header.getByRole('combobox', { name: '搜索范围' }).selectOption({ label: '综合单价指标' });
    await header.getByPlaceholder('请输入清单编码或特征关键词').fill('现浇构件钢筋');
    await header.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL((url) => url.pathname === '/comprehensiveUnitPrice/index' && url.searchParams.get('keyWord') === '现浇构件钢筋');
    await listSettled(page);
    await expect(listRows(page).filter({ hasText: '010515001' }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('search', { name: '综合单价检索' }).getByRole('textbox').inputValue()).resolves.toBe('现浇构件钢筋');
    expect(errors).toEqual([]);
  });

  it('a member without VIP rights sees the list but cannot open a detail', async () => {
    const { page, errors } = await loggedIn('demo_user');
    await page.goto('/comprehensiveUnitPrice/index?keyWord=010515001');
    await listSettled(page);
    await listRows(page).first().getByRole('button', { name: /的样本/ }).click();
    const samples = page.getByRole('dialog', { name: /的样本$/ });
    const detail = samples.getByRole('link', { name: '查看详情' }).first();
    const href = await detail.getAttribute('href');
    expect(href).toMatch(/^\/comprehensiveUnitPrice\/detail\/\d+\/\d+$/);
    await detail.click();
    await page.getByRole('dialog', { name: '暂无权限' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/comprehensiveUnitPrice/index');

    // The address itself: the route guard turns the member away with the same tips.
    await page.goto(href!);
    await page.waitForURL((url) => !url.pathname.startsWith('/comprehensiveUnitPrice/detail'));
    await page.getByRole('dialog', { name: '暂无权限' }).waitFor();
    expect(errors).toEqual([]);
  });
});
