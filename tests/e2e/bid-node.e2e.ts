import type { Page } from 'playwright-core';
import { useSite } from './support/harness';

const site = useSite();
const loggedIn = (username: string) => site.loggedIn(username, 20_000);

const resultTable = (page: Page) => page.getByRole('table', { name: '单项工程指标列表' });
const rows = (page: Page) => resultTable(page).locator('tbody tr[data-row-id]');
const chip = (page: Page, group: string, name: string) => page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

/** Cells of a column of the result table (1-based, the tick column is 1). */
function column(page: Page, n: number): Promise<string[]> {
  return rows(page).locator(`td:nth-child(${n})`).allInnerTexts();
}

describe('单项工程指标', () => {
  it('a VIP filters the list, opens a detail with its charts and the indicator range', async () => {
    const { page, errors } = await loggedIn('demo_vip');
    await page.getByRole('navigation').getByRole('link', { name: '单项工程指标', exact: true }).click();
    await page.waitForURL(/\/commonproj\/index/);
    await expect(page.title()).resolves.toBe('单项工程指标 - 造价指标网');
    await rows(page).first().waitFor();

    // 江苏 (the whole province), 住宅, 剪力墙.
    await page.getByRole('button', { name: /地区：全国/ }).click();
    await page.getByRole('button', { name: '江苏', exact: true }).click();
    await page.getByRole('button', { name: '全省', exact: true }).click();
    await page.getByRole('button', { name: /地区：江苏/ }).waitFor();
    await chip(page, '工程用途', '住宅').click();
    await chip(page, '结构形式', '剪力墙').click();
    await page.waitForURL((url) => url.searchParams.get('areaId') === '12' && url.searchParams.get('buildingUse') === '住宅' && url.searchParams.get('structure') === '剪力墙');
    await page.waitForFunction(() => {
      const table = document.querySelector('table[aria-label="单项工程指标列表"]');
      const trs = [...(table?.querySelectorAll('tbody tr[data-row-id]') ?? [])];
      return trs.length > 0 && table?.getAttribute('aria-busy') !== 'true' && trs.every((tr) => tr.querySelector('td:nth-child(3)')?.textContent?.startsWith('江苏'));
    });
    for (const r of await column(page, 3)) expect(r.startsWith('江苏')).toBe(true);
    for (const u of await column(page, 4)) expect(u).toBe('住宅');
    for (const s of await column(page, 5)) expect(s).toBe('剪力墙');
    await page.getByText(/共找到\s*[\d,]+\s*个单项工程/).waitFor();

    // A reload keeps the filters (they live in the address).
    await page.reload();
    await page.getByRole('button', { name: /地区：江苏/ }).waitFor();
    await expect(chip(page, '工程用途', '住宅').getAttribute('aria-pressed')).resolves.toBe('true');
    await rows(page).first().waitFor();

    // The detail: header card and charts drawn as SVG with their data elements.
    const first = rows(page).first().getByRole('link');
    const name = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/commonproj\/detail\/\d+/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('单方造价', { exact: true }).first().waitFor();
    const donut = page.getByRole('img', { name: '专业造价构成环形图' });
    await donut.waitFor();
    expect(await donut.locator('.chart-datum').count()).toBeGreaterThan(0);
    const fees = page.getByRole('img', { name: '费用构成条形图' });
    await fees.waitFor();
    expect(await fees.locator('.chart-datum').count()).toBeGreaterThan(0);
    const trend = page.getByRole('img', { name: /同类工程单方造价走势/ });
    await trend.waitFor();
    expect(await trend.locator('.chart-datum').count()).toBeGreaterThan(0);
    await page.getByText(/比较基准：/).waitFor();
    await page.getByRole('heading', { name: '技术经济指标' }).waitFor();
    // 工程特征: a key/value table, the names as row headers.
    const features = page.getByRole('table', { name: '工程特征' });
    await features.getByRole('rowheader').first().waitFor();
    expect(await features.getByRole('rowheader').count()).toBeGreaterThan(1);

    // Back to the list, then the range of the current result.
    await page.goBack();
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: '指标区间' }).click();
    await page.waitForURL(/\/commonproj\/indexRange/);
    await page.getByText(/统计样本：/).waitFor();
    await page.getByText(/地区：江苏；工程用途：住宅；结构形式：剪力墙/).waitFor();
    const histogram = page.getByRole('img', { name: /单方造价分布直方图/ });
    await histogram.waitFor();
    expect(await histogram.locator('.chart-datum').count()).toBeGreaterThan(0);
    await page.getByRole('img', { name: '单方造价箱线图' }).waitFor();
    // Another indicator.
    await page.getByRole('group', { name: '统计指标' }).getByRole('button', { name: '钢筋含量' }).click();
    await page.getByRole('img', { name: /钢筋含量分布直方图/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a member without VIP rights is refused the detail', async () => {
    const { page, errors } = await loggedIn('demo_user');
    await page.goto('/commonproj/index');
    await rows(page).first().waitFor();
    // A click on a name shows the no-rights tips instead of navigating.
    await rows(page).first().getByRole('link').click();
    await page.getByRole('dialog', { name: '暂无权限' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/commonproj/index');

    // The address itself: the route guard sends the user home with the same tips.
    await page.goto('/commonproj/detail/1');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('dialog', { name: '暂无权限' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('单项工程指标: compare and export', () => {
  it('a VIP compares three residential shear-wall projects of 江苏 and exports the list as a workbook', async () => {
    const { page, errors } = await loggedIn('demo_vip');
    await page.goto('/commonproj/index?areaId=12&buildingUse=住宅&structure=剪力墙&dateFrom=2023-01');
    await rows(page).nth(2).waitFor();

    // Tick three rows and put them in the compare tray.
    for (let i = 0; i < 3; i++) await rows(page).nth(i).getByRole('checkbox').check({ force: true });
    const names = (await rows(page).locator('td:nth-child(2) a').allInnerTexts()).slice(0, 3).map((n) => n.trim());
    await page.getByRole('button', { name: '加入对比' }).click();
    // The tray shows the three, open (开始对比) or folded into its button.
    await page.locator('[aria-label="对比栏"], [aria-label="对比栏，已选 3 个单项工程"]').first().waitFor();
    const start = page.getByRole('button', { name: '开始对比' });
    if (!(await start.isVisible())) await page.getByRole('button', { name: '对比栏，已选 3 个单项工程' }).click();
    for (const name of names) await page.getByLabel('对比栏').getByText(name).first().waitFor();
    await start.click();
    await page.waitForURL(/\/commonproj\/compare\?ids=/);
    for (const name of names) await page.getByRole('main').getByText(name, { exact: true }).first().waitFor();
    await page.getByRole('img', { name: '各单项工程专业单方造价对比' }).waitFor();
    // The grid: one column per single project after 对比项, the fields as row headers in sections.
    const grid = page.getByRole('table', { name: '单项工程对比' });
    await expect(grid.getByRole('columnheader').allInnerTexts()).resolves.toHaveLength(4);
    await grid.getByRole('rowheader', { name: /^单方造价\s*元\/m²$/ }).waitFor();
    await grid.getByRole('rowheader', { name: '专业造价（元/m²，按建筑面积，各自原价）' }).waitFor();

    // Every column says its pricing stage, price month and region; mixed stages are warned about.
    const stages = page.getByTestId('compare-stage');
    await stages.nth(2).waitFor();
    const stageTexts = await stages.allInnerTexts();
    expect(stageTexts).toHaveLength(3);
    for (const t of stageTexts) expect(t).toMatch(/(招标控制价|中标价|结算价)[\s\S]*\d{4}-\d{2} · 江苏/);
    const distinct = new Set(stageTexts.map((t) => t.match(/招标控制价|中标价|结算价/)![0]));
    expect(await page.getByTestId('compare-stage-warning').isVisible()).toBe(distinct.size > 1);

    // 统一到同一时间和地区: every column repriced to 北京 2025-06 with the site's index.
    await page.getByText('统一到同一时间和地区').waitFor();
    await page.getByRole('button', { name: /^目标地区：/ }).click();
    await page.getByRole('button', { name: '北京', exact: true }).click();
    await page.getByRole('button', { name: /^目标地区：北京/ }).waitFor();
    const month = page.getByRole('textbox', { name: '统一到的价格月份（年-月）' });
    await month.fill('2025-06');
    await month.press('Enter');
    await page.getByRole('button', { name: '统一换算' }).click();
    await page.getByTestId('compare-unified-note').waitFor();
    await expect(page.getByTestId('compare-unified-note').innerText()).resolves.toMatch(/已统一到 北京 \d{4}-\d{2}（目标价格指数 [\d.]+，2018-01 全国 = 100）/);
    await grid.getByRole('rowheader', { name: /^单方造价（北京 \d{4}-\d{2}）/ }).waitFor();
    await page.getByText('换算系数').first().waitFor();

    // Export the comparison: the as-priced sheet and the repriced one.
    const [compareDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('main').getByRole('button', { name: '导出Excel' }).click()]);
    expect(compareDownload.suggestedFilename()).toMatch(/^单项工程对比_\d{8}_\d{4}\.xlsx$/);
    const ExcelJSCompare = (await import('exceljs')).default;
    const compareBook = new ExcelJSCompare.Workbook();
    await compareBook.xlsx.readFile((await compareDownload.path())!);
    expect(compareBook.worksheets.map((w) => w.name)).toEqual(['对比', '统一换算']);
    const compareText: string[] = [];
    compareBook.getWorksheet('对比')!.eachRow((row) => compareText.push((row.values as unknown[]).filter((v) => v != null).join('|')));
    expect(compareText.some((line) => line.startsWith('计价阶段|'))).toBe(true);
    expect(String(compareBook.getWorksheet('统一换算')!.getCell('A1').value)).toMatch(/统一到 北京/);

    // Export the list: a real workbook with Chinese headers, stamped with the source.
    await page.goBack();
    await rows(page).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^单项工程指标_\d{8}_\d{4}\.xlsx$/);
    const file = await download.path();
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file!);
    const sheet = workbook.worksheets[0]!;
    const text: string[] = [];
    sheet.eachRow((row) => text.push((row.values as unknown[]).filter((v) => v !== undefined && v !== null).join('|')));
    expect(text.join('\n')).toMatch(/示例数据/);
    expect(text.join('\n')).toMatch(/单方造价/);
    expect(text.some((line) => line.includes('江苏') && line.includes('住宅') && line.includes('剪力墙'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
