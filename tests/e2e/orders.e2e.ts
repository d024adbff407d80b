import type { Page } from 'playwright-core';
import { captchaImageResponse, expectLoggedIn, latestSmsCode, openLogin, solveCaptcha } from './support/account';
import { useSite } from './support/harness';

/**
 * Buying VIP as a new visitor would: registration with the outbox's SMS code (logged in at once),
 * a single-project detail refused (暂无权限 → 购买服务 → the order page), a monthly 单项工程指标VIP
 * ordered with the agreement ticked, paid at the sandbox 收银台, the result page turning to 支付成功
 * on the signed notification, and the detail opening at once (the user info reloaded); then the
 * order under 我的订单 with its invoice dialog.
 */
const site = useSite();

const rows = (page: Page) => page.getByRole('table', { name: '单项工程指标列表' }).locator('tbody tr[data-row-id]');

describe('开通会员', () => {
  it('a visitor registers, buys a monthly 单项工程指标VIP in the sandbox and reads a single-project detail', async () => {
    const { page, errors } = await site.freshPage(30_000);
    const started = Date.now();
    const suffix = String(started).slice(-8);
    const mobile = `139${suffix}`;
    const username = `buyer${suffix}`;

    // Registration from the login dialog, with the captcha and the outbox's code.
    await page.goto('/home');
    await openLogin(page);
    await page.getByRole('dialog', { name: '登录' }).getByRole('button', { name: '注册', exact: true }).click();
    const register = page.getByRole('dialog', { name: '注册账号' });
    await register.waitFor();
    await register.getByPlaceholder('请输入11位手机号').fill(mobile);
    const image = captchaImageResponse(page);
    await register.getByRole('button', { name: '获取验证码' }).click();
    await solveCaptcha(page, site.url, image);
    await register.getByPlaceholder('6位数字验证码').fill(await latestSmsCode(site.url, mobile));
    await register.getByPlaceholder('请设置用户名').fill(username);
    await register.getByPlaceholder('请设置登录密码').fill('Gcz@2026pay');
    await register.getByPlaceholder('请再次输入密码').fill('Gcz@2026pay');
    await register.getByRole('checkbox', { name: /我已阅读并同意/ }).check({ force: true });
    await register.getByRole('button', { name: '注册', exact: true }).click();
    await expectLoggedIn(page, username);

    // A single-project detail is refused; 购买服务 leads to the order page with that column's plan.
    await page.goto('/commonproj/index');
    await rows(page).first().waitFor();
    const first = rows(page).first().getByRole('link').first();
    const name = (await first.innerText()).trim();
    await first.click();
    const refused = page.getByRole('dialog', { name: '暂无权限' });
    await refused.waitFor();
    await refused.getByRole('button', { name: '购买服务' }).click();
    await page.waitForURL(/\/order\/index\?plan=singleProject\./);

    // 月度, the summary, the unticked agreement.
    await page.getByRole('radiogroup', { name: '开通时长' }).getByRole('radio', { name: /月度/ }).click();
    const card = page.getByRole('radio', { name: '单项工程指标VIP，月度，198元/月' });
    await card.click();
    await expect(card.getAttribute('aria-checked')).resolves.toBe('true');
    const summary = page.getByRole('region', { name: '订单确认' });
    await summary.getByText('单项工程指标VIP（月度）').waitFor();
    await summary.getByText('30天（1个月）').waitFor();
    await summary.getByLabel('应付金额 198.00 元').waitFor();
    const agreement = summary.getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(agreement.isChecked()).resolves.toBe(false);
    await summary.getByRole('button', { name: '提交订单' }).click();
    await summary.getByRole('alert').getByText('请阅读并同意《会员服务协议》').waitFor();
    await agreement.check({ force: true });
    await summary.getByRole('button', { name: '提交订单' }).click();

    // The sandbox 收银台, then the result page turning to 支付成功.
    await page.waitForURL(/\/pay\/sandbox\/cashier\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.waitForURL(/\/order\/result\?orderNo=/);
    await page.getByRole('heading', { name: '支付成功', level: 1 }).waitFor({ timeout: 30_000 });
    const granted = page.getByRole('region', { name: '已开通权益' });
    await granted.getByText('单项工程指标VIP').waitFor();
    await granted.getByText(/有效期至 \d{4}-\d{2}-\d{2}/).waitFor();
    await page.getByText(orderNo).waitFor();

    // 立即使用: the column, and the detail opens now (no reload, no new login).
    await page.getByRole('link', { name: '立即使用' }).click();
    await page.waitForURL(/\/commonproj\/index/);
    await rows(page).first().getByRole('link').first().click();
    await page.waitForURL(/\/commonproj\/detail\/\d+/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('单方造价', { exact: true }).first().waitFor();
    expect(Date.now() - started).toBeLessThan(120_000);

    // 我的订单: the order 已开通, its invoice dialog with the focus on its first field.
    await page.goto('/usercenter/index?tab=orders');
    const orders = page.getByRole('table', { name: '我的订单' });
    const row = orders.locator('tbody tr').filter({ hasText: orderNo });
    await row.getByText('已开通').waitFor();
    await row.getByText('¥198.00').waitFor();
    await row.getByRole('button', { name: `申请发票 ${orderNo}` }).click();
    const invoice = page.getByRole('dialog', { name: '申请发票' });
    await invoice.waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'titleType');
    await invoice.getByPlaceholder('请填写发票抬头（个人姓名）').fill('李明');
    await invoice.getByPlaceholder('电子发票将发送至该邮箱').fill('liming@example.com');
    await invoice.getByRole('button', { name: '提交申请' }).click();
    await invoice.waitFor({ state: 'hidden' });
    await row.getByText('发票已申请').waitFor();
    expect(errors).toEqual([]);
  });
});
