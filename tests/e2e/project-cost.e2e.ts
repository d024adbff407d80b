import type { Page } from 'playwright-core';
import { useSite } from './support/harness';

const site = useSite();
const loggedIn = (username: string) => site.loggedIn(username, 15_000);

const projectTable = (page: Page) => page.getByRole('table', { name: '项目造价指标列表' });
const keywordBox = (page: Page) => page.getByRole('textbox', { name: '项目关键词' });

/** The 地区 column of the list's rows. */
async function regionColumn(page: Page): Promise<string[]> {
  return projectTable(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
}

async function searchKeyword(page: Page, keyword: string): Promise<void> {
  await keywordBox(page).fill(keyword);
  await keywordBox(page).press('Enter');
}

describe('项目造价指标', () => {
  it('demo_vip opens the column, filters by a region and opens a project with its charts', async () => {
    const { page, errors } = await loggedIn('demo_vip');
    await page.getByRole('navigation').getByRole('link', { name: /项目造价指标/ }).click();
    await page.waitForURL(/\/projectCost\/index/);
    await expect(page.title()).resolves.toBe('项目造价指标 - 造价指标网');
    await projectTable(page).waitFor();
    expect(await projectTable(page).locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByText(/共找到\s*\d+\s*个项目/).waitFor();

    // The region selector offers only the regions with project-cost data, 全国 first.
    await page.getByRole('button', { name: /地区：全国/ }).click();
    await page.getByRole('button', { name: '广东', exact: true }).click();
    await page.getByRole('button', { name: '全省', exact: true }).click();
    await page.getByRole('button', { name: /地区：广东/ }).waitFor();
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('table[aria-label="项目造价指标列表"] tbody tr td:nth-child(2)')];
      return cells.length > 0 && cells.every((c) => c.textContent?.startsWith('广东'));
    });
    const regions = await regionColumn(page);
    expect(regions.length).toBeGreaterThan(0);
    for (const r of regions) expect(r.startsWith('广东')).toBe(true);

    // A project's detail: key figures, the single projects' unit cost chart, the specialty donut.
    const first = projectTable(page).locator('tbody tr').first().getByRole('link');
    const name = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/projectCost\/detail\/\d+/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('项目单方造价').waitFor();
    await page.getByRole('img', { name: /各单项工程单方造价/ }).waitFor();
    await page.getByRole('img', { name: /专业造价构成/ }).waitFor();
    await page.getByRole('table', { name: '单项工程列表' }).waitFor();
    await page.getByRole('heading', { name: '主要技术经济指标' }).waitFor();
    expect(await page.getByRole('table', { name: '单项工程列表' }).getByRole('link').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('a keyword without results offers 数据反馈; the dialog submits, and closing it clears the keyword', async () => {
    const { page, errors } = await loggedIn('demo_vip');
    await page.goto('/projectCost/index');
    await projectTable(page).waitFor();

    await searchKeyword(page, '火星基地');
    await page.getByText('暂无符合条件的项目造价指标').waitFor();
    await page.getByRole('button', { name: '数据反馈' }).click();
    const dialog = page.getByRole('dialog', { name: '数据反馈' });
    await dialog.waitFor();
    await expect(dialog.getByRole('textbox', { name: '检索关键词' }).inputValue()).resolves.toBe('火星基地');

    // Validation on submit, then a valid submission.
    await dialog.getByRole('button', { name: '提交' }).click();
    await dialog.getByText('请描述您需要的数据').waitFor();
    await dialog.getByRole('textbox', { name: /需要的数据/ }).fill('需要2025年广东省医院类项目的造价指标');
    await dialog.getByRole('textbox', { name: /联系方式/ }).fill('13812345678');
    await dialog.getByRole('button', { name: '提交' }).click();
    await page.getByText('操作成功').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Closed: the keyword is cleared and the search refreshed.
    await projectTable(page).waitFor();
    await expect(keywordBox(page).inputValue()).resolves.toBe('');

    // Closing without submitting (取消) does the same.
    await searchKeyword(page, '火星基地');
    await page.getByText('暂无符合条件的项目造价指标').waitFor();
    await page.getByRole('button', { name: '数据反馈' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await projectTable(page).waitFor();
    await expect(keywordBox(page).inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
  });

  it('demo_user sees the project but the deeper breakdowns are locked with an offer to 开通', async () => {
    const { page, errors } = await loggedIn('demo_user');
    await page.goto('/projectCost/index');
    await projectTable(page).waitFor();
    await projectTable(page).locator('tbody tr').first().getByRole('link').click();
    await page.getByRole('img', { name: /各单项工程单方造价/ }).waitFor();
    await page.getByText('开通项目造价指标VIP，查看完整造价分析').waitFor();
    await page.getByRole('button', { name: '立即开通' }).click();
    await page.getByRole('dialog', { name: '购买服务' }).waitFor();
    expect(errors).toEqual([]);
  });
});
