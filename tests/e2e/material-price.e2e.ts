import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { useSite } from './support/harness';

const site = useSite();
const loggedIn = (username: string) => site.loggedIn(username, 20_000);

const resourceTitle = (page: Page) => page.locator('#mp-resource-title');
const trendImage = (page: Page) => page.getByRole('img', { name: /信息价与市场价月度走势/ });

describe('材料价格', () => {
  it('a member opens it from home, picks HRB400 rebar, 苏州 and 2021–2024, sees the line and the table by city, and downloads the workbook', async () => {
    const { page, errors } = await loggedIn('demo_user');
    // The hero's shortcut.
    await page.getByRole('button', { name: '查询材料价格' }).click();
    await page.waitForURL(/\/materialPrice\/index/);
    await expect(page.title()).resolves.toBe('材料价格 - 造价指标网');
    await page.getByRole('heading', { name: '材料价格', level: 1 }).waitFor();
    await page.getByText('示例数据：').first().waitFor();
    await trendImage(page).waitFor();

    // The resource: a search by the trade word, then the specification in the results.
    await page.getByRole('textbox', { name: '材料名称或规格型号' }).fill('螺纹钢');
    await page.getByRole('textbox', { name: '材料名称或规格型号' }).press('Enter');
    const results = page.getByRole('list', { name: '材料列表' });
    await results.getByRole('button', { name: /HRB400E Φ12~18/ }).waitFor();
    await results.getByRole('button', { name: /HRB400E Φ20~25/ }).click();
    await page.waitForURL(/code=R1004/);
    await expect(resourceTitle(page).innerText()).resolves.toMatch(/热轧带肋钢筋\s*HRB400E Φ20~25/);
    await page.getByText('编码 R1004 · 类别 材料 · 计量单位 t · 价格单位 元/t（不含税）').waitFor();

    // The region: 江苏, then its city 苏州市.
    await page.getByRole('button', { name: /地区：全国/ }).click();
    const option = (name: string) => page.locator('button[data-region-option]', { hasText: new RegExp(`^${name}$`) });
    await option('江苏').click();
    await option('苏州市').click();
    await page.getByRole('button', { name: /地区：江苏.*苏州市/ }).waitFor();
    await page.waitForURL(/areaId=222/);

    // The period: typed months.
    const from = page.getByRole('textbox', { name: '开始月份' });
    await from.fill('2021-01');
    await from.press('Enter');
    const to = page.getByRole('textbox', { name: '结束月份' });
    await to.fill('2024-12');
    await to.press('Enter');
    await page.waitForURL(/from=2021-01&to=2024-12|to=2024-12.*from=2021-01/);

    // The line, with unit, period, region and source stated.
    const figure = page.getByRole('figure', { name: '价格走势' });
    await figure.getByText('期间：2021年1月—2024年12月').waitFor();
    await figure.getByText('单位：元/t').waitFor();
    await figure.getByText('地区：江苏·苏州市').waitFor();
    await figure.getByText(/来源：造价指标网材料价格库（示例数据）/).waitFor();
    await trendImage(page).waitFor();
    const summary = await figure.getByText(/期间市场价最高/).innerText();
    // The peak of the period is the spring of 2021, near 6,000 元/t.
    const peak = /最高\s*([\d,]+\.\d{2})\s*元\/t（2021年(\d+)月）/.exec(summary);
    expect(peak).not.toBeNull();
    const peakValue = Number(peak![1]!.replace(/,/g, ''));
    expect(peakValue).toBeGreaterThan(5600);
    expect(peakValue).toBeLessThan(6500);

    // The table by city for the period's last month, then for 2021-05.
    const table = page.getByRole('table', { name: '江苏各主要城市价格' });
    await table.waitFor();
    const row = table.locator('tbody tr', { has: page.getByRole('button', { name: '苏州市', exact: true }) });
    await expect(row.getAttribute('aria-current')).resolves.toBe('true');
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(3);
    await page.getByLabel('价格月份').selectOption('202105');
    await page.waitForURL(/month=2021-05/);
    await page.getByText(/月份：2021年5月/).waitFor();
    const cells = await row.locator('td').allInnerTexts();
    const market = Number(cells[3]!.replace(/,/g, ''));
    expect(market).toBeGreaterThan(5500);
    expect(cells[4]).toMatch(/[+−]\d+\.\d%|0\.0%/);

    // The workbook.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('材料价格_热轧带肋钢筋_苏州市_202101-202412.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const monthly = wb.getWorksheet('月度价格')!;
    expect(String(monthly.getCell('A1').value)).toContain('热轧带肋钢筋 HRB400E Φ20~25（元/t）江苏·苏州市 2021年1月—2024年12月');
    expect(monthly.rowCount).toBeGreaterThanOrEqual(3 + 48);
    const regions = wb.getWorksheet('地区价格')!;
    expect(String(regions.getCell('A1').value)).toContain('江苏各主要城市 2021年5月');
    expect(errors).toEqual([]);
  });

  it('a link from a bill item opens the resource, region and month it names', async () => {
    const { page, errors } = await loggedIn('demo_user');
    await page.goto('/materialPrice/index?code=R0304&areaId=222&month=2024-05');
    await expect(resourceTitle(page).innerText()).resolves.toMatch(/预拌混凝土\s*C30/);
    await page.getByRole('figure', { name: '价格走势' }).getByText('期间：2022年5月—2025年5月').waitFor();
    await page.getByRole('table', { name: '江苏各主要城市价格' }).waitFor();
    await expect(page.getByLabel('价格月份').inputValue()).resolves.toBe('202405');
    expect(errors).toEqual([]);
  });

  it('asks a visitor to log in first', async () => {
    const { page } = await site.freshPage();
    await page.goto('/materialPrice/index');
    await page.getByRole('dialog', { name: '登录' }).waitFor();
  });
});
