import ExcelJS from 'exceljs';
import { useSite } from './support/harness';

const site = useSite();
const loggedIn = (username: string) => site.loggedIn(username, 20_000);

describe('行业管理指数', () => {
  it('a member opens it, picks 建筑业总产值 for 2023, sees the map and the ranking with 江苏 first, and downloads the workbook', async () => {
    const { page, errors } = await loggedIn('demo_user');
    await page.getByRole('navigation').getByRole('link', { name: '行业管理指数', exact: true }).click();
    await page.waitForURL(/\/industry-index\/index/);
    await expect(page.title()).resolves.toBe('行业管理指数 - 造价指标网');
    await page.getByRole('heading', { name: '行业管理指数', level: 1 }).waitFor();
    await page.getByText('示例数据：').first().waitFor();

    // The year 2023, then the indicator 建筑业总产值.
    await page.getByLabel('统计年份').selectOption('2023');
    await page.waitForURL(/period=2023/);
    const indicators = page.getByRole('region', { name: '全国 · 2023年主要指标' });
    await indicators.waitFor();
    const card = indicators.getByRole('button', { name: /^建筑业总产值/ });
    await card.click();
    await expect(card.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(card.innerText()).resolves.toMatch(/31\.59\s*万亿元[\s\S]*同比增长[\s\S]*\+1\.3%/);

    // The map: 31 provinces, each a button named by its value, rank and 同比; 江苏 is first.
    const map = page.getByRole('group', { name: /^2023年各省建筑业总产值分布图（单位：亿元）/ });
    await map.waitFor();
    await expect(map.getByRole('button').count()).resolves.toBe(31);
    const jiangsu = map.getByRole('button', { name: /^江苏：/ });
    await expect(jiangsu.getAttribute('aria-label')).resolves.toMatch(/^江苏：[\d,]+\.\d{2} 亿元，第 1 名，同比 /);
    await jiangsu.hover();
    await page.getByRole('tooltip').getByText('第 1 名', { exact: false }).waitFor();
    await page.getByText('单位：亿元').first().waitFor();

    // The ranking: 江苏 first, 浙江 and 广东 after it, the three smallest last.
    const ranking = page.getByRole('figure', { name: '建筑业总产值排名' });
    await ranking.getByRole('img', { name: '2023年各省建筑业总产值排名（亿元）' }).waitFor();
    const names = await ranking.locator('table tbody tr th').allTextContents();
    expect(names).toHaveLength(31);
    expect(names[0]).toBe('江苏');
    expect(names.slice(1, 4)).toEqual(expect.arrayContaining(['浙江', '广东']));
    expect(names.slice(-3).sort()).toEqual(['宁夏', '西藏', '青海'].sort());

    // A province picked on the map (keyboard) becomes the trend's province.
    await map.getByRole('button', { name: /^四川：/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '四川建筑业总产值走势（对比全国）' }).waitFor();
    await page.waitForURL(/trendAreaId=/);

    // The table: 全国 and the 31 provinces.
    const table = page.getByRole('table', { name: '2023年全国及各省建筑业主要指标' });
    await expect(table.locator('tbody tr').count()).resolves.toBe(32);

    // The workbook.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('行业管理指数_2023年.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const sheet = wb.getWorksheet('分地区')!;
    expect(String(sheet.getCell('A1').value)).toContain('2023年');
    expect(sheet.getCell('A4').value).toBe('全国');
    expect(errors).toEqual([]);
  });

  it('asks a visitor to log in first', async () => {
    const { page } = await site.freshPage();
    await page.goto('/industry-index/index');
    await page.getByRole('dialog', { name: '登录' }).waitFor();
  });
});
