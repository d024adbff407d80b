import type { Page } from 'playwright-core';
import { useSite } from './support/harness';

const site = useSite();

/** 1,234.56 → 1234.56 (a figure as the page prints it). */
const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const cents = (v: number) => Math.round(v * 100);

async function newWindow(page: Page, click: () => Promise<void>): Promise<Page> {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await opened.waitForLoadState('domcontentloaded');
  return opened;
}

describe('22G造价优化', () => {
  it('a VIP opens a case from the list in a new window, reads its savings, and runs 优化测算 for an 18-storey shear-wall residence in 江苏', async () => {
    const { page, errors } = await site.loggedIn('demo_vip', 30_000);

    // The header tab opens the column in a new window.
    const column = await newWindow(page, () => page.locator('[data-nav-tab="g22"]').click());
    await column.waitForURL(/\/22G\/index/);
    await expect(column.title()).resolves.toBe('22G造价优化 - 造价指标网');
    await column.getByRole('heading', { name: '优化案例', level: 2 }).waitFor();
    await column.getByRole('heading', { name: '成本管理', level: 2 }).waitFor();
    await column.getByRole('heading', { name: '优化测算', level: 2 }).waitFor();
    await column.getByText('示例数据：').first().waitFor();

    // The first case, in a new window (GAreaDetail): the tab stays active.
    const firstCase = column.locator('#cases article').first().getByRole('link').first();
    const caseTitle = (await firstCase.innerText()).replace('（新窗口打开）', '').trim();
    await expect(firstCase.getAttribute('target')).resolves.toBe('_blank');
    const detail = await newWindow(column, () => firstCase.click());
    await detail.waitForURL(/\/22G\/detail\?id=\d+/);
    await detail.getByRole('heading', { name: caseTitle, level: 1 }).waitFor();
    await expect(detail.locator('[data-nav-tab="g22"]').getAttribute('aria-current')).resolves.toBe('page');

    // Its savings: the measures add up to the 合计 row, which the header repeats.
    const table = detail.getByRole('table', { name: '优化措施与节约造价' });
    await table.waitFor();
    const savings = await table.locator('tbody tr td:nth-last-child(2)').allInnerTexts();
    expect(savings.length).toBeGreaterThanOrEqual(4);
    const footer = await table.locator('tfoot td, tfoot th').allInnerTexts();
    const total = number(footer[footer.length - 2]!);
    expect(savings.reduce((s, v) => s + cents(number(v)), 0)).toBe(cents(total));
    const perM2 = number(footer[footer.length - 1]!);
    expect(perM2).toBeGreaterThan(2);
    await detail.getByText(`${perM2.toFixed(2)}`).first().waitFor();
    await detail.getByText(/HRB400E Φ20~25（信息价）/).waitFor();
    await detail.getByRole('heading', { name: '在同类工程中的位置' }).waitFor();

    // 优化测算 on the column page.
    const form = column.getByRole('form', { name: '优化测算' });
    await form.getByLabel('工程所在省份').selectOption({ label: '江苏' });
    await form.getByLabel('建筑用途').selectOption('住宅');
    await form.getByLabel('结构形式').selectOption('剪力墙');
    await form.getByLabel('抗震设防烈度').selectOption('7度');
    await form.getByLabel('地上层数（层）').fill('18');
    await form.getByLabel('建筑面积（m²）').fill('15000');
    await form.getByLabel('当前钢筋含量（kg/m²）').fill('58');
    await form.getByRole('button', { name: '开始测算' }).click();
    const result = column.getByTestId('g22-estimate');
    await result.waitFor();
    await result.getByText('剪力墙三级').waitFor();
    await result.getByText(/钢筋信息价（江苏）/).waitFor();
    await result.getByText(/样本 \d+ 个/).first().waitFor();
    const scenarios = result.getByRole('table', { name: '优化情景与节约造价' });
    const likely = await scenarios.locator('tr', { hasText: '可能（降至中位数）' }).locator('td').allInnerTexts();
    // 降低 kg/m² × 15,000 m² × price ÷ 1000 = 合计; 元/m² = 合计 ÷ 15,000.
    expect(number(likely[likely.length - 1]!)).toBeGreaterThan(0);
    expect(Math.abs(number(likely[likely.length - 2]!) - number(likely[likely.length - 1]!) / 15_000)).toBeLessThan(0.006);
    await result.getByText('测算假设').waitFor();
    expect(errors).toEqual([]);
  });

  it('a member without VIP is told so instead of opening a case; the cost-management record opens for any member', async () => {
    const { page } = await site.loggedIn('demo_user', 30_000);
    await page.goto('/22G/index');
    await page.getByRole('heading', { name: '优化案例', level: 2 }).waitFor();
    await page.locator('#cases article').first().getByRole('link').first().click();
    await page.getByText('暂无权限').first().waitFor();
    expect(page.context().pages()).toHaveLength(1);
    await page.keyboard.press('Escape');
    const record = page.locator('#cost li').first().getByRole('link');
    const cost = await newWindow(page, () => record.click());
    await cost.waitForURL(/\/22G\/costManagementDetail\?id=\d+/);
    await cost.getByRole('heading', { name: '目标成本分解（按专业）' }).waitFor();
    await expect(cost.locator('[data-nav-tab="g22"]').getAttribute('aria-current')).resolves.toBe('page');
  });
});
