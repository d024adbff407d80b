import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { useSite } from './support/harness';

const site = useSite();
const loggedIn = (username: string) => site.loggedIn(username, 20_000);

const section = (page: Page, trade: string) => page.locator(`[data-trade-section="${trade}"]`);
const regionOption = (page: Page, name: string) => page.locator('button[data-region-option]', { hasText: new RegExp(`^${name}$`) });
const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('劳务分包指数', () => {
  it('a member opens it in 江苏, switches to 钢筋工, opens its price line, compares 上海 and 四川, goes full screen and back', async () => {
    const { page, errors } = await loggedIn('demo_vip');
    // The header tab, a stable target of the guide.
    await page.locator('[data-nav-tab="labour"]').click();
    await page.waitForURL(/\/laborSubcontracting\/index/);
    await expect(page.title()).resolves.toBe('劳务分包指数 - 造价指标网');
    await page.getByRole('heading', { name: '劳务分包指数', level: 1 }).waitFor();
    await page.getByText('示例数据：').first().waitFor();
    await section(page, 'rebar').waitFor();
    // A VIP sees the newest quarter, without the notice.
    await expect(page.locator('[data-quarter]').getAttribute('data-quarter')).resolves.toBe('2026Q3');
    expect(await page.getByRole('note', { name: '最新季度数据说明' }).count()).toBe(0);

    // 江苏 (the whole province).
    await page.getByRole('button', { name: /地区：全国/ }).click();
    await regionOption(page, '江苏').click();
    await regionOption(page, '全省').click();
    await page.getByRole('button', { name: /地区：江苏，/ }).waitFor();
    await page.waitForURL(/areaId=\d+/);
    await section(page, 'rebar').getByText('地区：江苏 · 季度：2026年第3季度').waitFor();

    // 钢筋工 in the side menu (工种): only its section, its units and figures.
    const menu = page.getByRole('navigation', { name: '工种' });
    await menu.getByRole('button', { name: /^钢筋工/ }).click();
    await page.waitForURL(/trade=rebar/);
    await expect(menu.getByRole('button', { name: /^钢筋工/ }).getAttribute('aria-current')).resolves.toBe('true');
    expect(await page.locator('[data-trade-section]').count()).toBe(1);
    const table = page.getByRole('table', { name: '钢筋工劳务分包价格（江苏，2026年第3季度）' });
    await table.waitFor();
    const housing = table.locator('tbody tr', { has: page.getByRole('rowheader', { name: '住宅' }) });
    const cells = await housing.locator('td').allInnerTexts();
    // 元/m² of building area for high-rise housing, and 元/t of rebar: the market's levels.
    expect(number(cells[0]!)).toBeGreaterThan(70);
    expect(number(cells[0]!)).toBeLessThan(130);
    expect(number(cells[1]!)).toBeGreaterThan(900);
    expect(number(cells[1]!)).toBeLessThan(1700);
    expect(cells[2]).toMatch(/^[▲▼]?\s?[+−]?\d+\.\d{2}%$/);
    await expect(table.locator('thead').innerText()).resolves.toMatch(/元\/m²（建筑面积）[\s\S]*元\/t/);
    // 钢筋工 across 江苏's main cities, 苏州市 among them.
    const cities = page.getByRole('table', { name: '江苏各主要城市钢筋工劳务单价' });
    await cities.getByRole('rowheader', { name: '苏州市' }).waitFor();

    // Its price line, by the 价格走势 icon.
    await housing.getByRole('link', { name: '价格走势' }).click();
    await page.waitForURL(/\/laborSubcontracting\/priceLine\/\d+/);
    await page.getByRole('heading', { name: '价格走势', level: 1 }).waitFor();
    await page.locator('#labour-line-title', { hasText: '钢筋工' }).waitFor();
    await page.getByText(/地区：江苏 · 季度：2026年第3季度 · 单位：元\/m²（建筑面积），元\/t（钢筋重量） · 样本 \d+ 条报价/).waitFor();
    const figure = page.getByRole('figure', { name: '价格走势' });
    await figure.getByRole('img', { name: /钢筋工 · 住宅 劳务单价走势/ }).waitFor();
    await figure.getByText(/浅色区域为江苏各主要城市/).waitFor();

    // Compare with 上海 and 四川.
    const compare = page.getByRole('group', { name: '全国及各省' });
    await compare.getByRole('checkbox', { name: '上海', exact: true }).check();
    await compare.getByRole('checkbox', { name: '四川', exact: true }).check();
    await page.waitForURL(/compare=\d+(,|%2C)\d+/);
    await figure.getByText(/地区：江苏、上海、四川/).waitFor();
    await expect(compare.getByRole('checkbox', { name: '上海', exact: true }).isChecked()).resolves.toBe(true);

    // The quarters, the index on its base.
    const quarters = page.getByRole('table', { name: '钢筋工劳务价格季度数据' });
    await quarters.getByRole('rowheader', { name: '2026年第3季度' }).waitFor();
    await expect(quarters.locator('thead').innerText()).resolves.toContain('2020年第1季度 = 100');

    // The workbook of the line.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^劳务分包价格_钢筋工_住宅_江苏_\d{4}Q\d-2026Q3\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    expect(wb.worksheets.length).toBeGreaterThan(0);

    // Back to the index by the breadcrumb: 江苏 and 钢筋工 kept; full screen and back (button, then Esc).
    await page.getByRole('navigation', { name: '面包屑导航' }).getByRole('link', { name: '劳务分包指数' }).click();
    await page.waitForURL(/\/laborSubcontracting\/index\?.*trade=rebar/);
    await section(page, 'rebar').waitFor();
    const board = page.locator('[data-guide="labor-table"]');
    await page.getByRole('button', { name: '全屏', exact: true }).click();
    await expect(board.getAttribute('data-fullscreen')).resolves.toBe('true');
    const box = await board.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(1400);
    await page.getByRole('button', { name: '退出全屏' }).click();
    await page.getByRole('button', { name: '全屏', exact: true }).waitFor();
    await expect(board.getAttribute('data-fullscreen')).resolves.toBeNull();
    await page.getByRole('button', { name: '全屏', exact: true }).click();
    await page.getByRole('button', { name: '退出全屏' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '全屏', exact: true }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('全屏');
    expect(errors).toEqual([]);
  });

  it('a member without VIP sees the quarter before the newest, and why', async () => {
    const { page, errors } = await loggedIn('demo_user');
    await page.goto('/laborSubcontracting/index');
    await section(page, 'rebar').waitFor();
    await expect(page.locator('[data-quarter]').getAttribute('data-quarter')).resolves.toBe('2026Q2');
    const note = page.getByRole('note', { name: '最新季度数据说明' });
    await note.getByText('最新季度数据仅对VIP会员开放').waitFor();
    await note.getByText(/当前显示2026年第2季度数据；2026年第3季度的劳务分包价格/).waitFor();
    await note.getByRole('button', { name: '申请试用VIP' }).waitFor();
    await note.getByRole('button', { name: '开通VIP' }).waitFor();

    // The price line stops at the same quarter.
    await section(page, 'rebar').getByRole('link', { name: '价格走势' }).first().click();
    await page.getByRole('heading', { name: '价格走势', level: 1 }).waitFor();
    await page.getByRole('note', { name: '最新季度数据说明' }).waitFor();
    const quarters = page.getByRole('table', { name: '钢筋工劳务价格季度数据' });
    await expect(quarters.locator('tbody tr th').first().innerText()).resolves.toBe('2026年第2季度');
    expect(errors).toEqual([]);
  });
});
