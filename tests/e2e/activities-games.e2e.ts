/**
 * The games end to end: a member logs in on /home, the 幸运抽奖 popup offers the day's draw, the
 * member draws (剩余1次), sees the prize and the record; on 邀请好友 copies the invite link (and
 * sees it as a QR code); a second visitor registers through that link and the inviter's points and
 * invited count rise.
 */
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import { captchaImageResponse, latestSmsCode, solveCaptcha } from './support/account';
import { useSite } from './support/harness';

const site = useSite();

async function tokenOf(context: { cookies(): Promise<{ name: string; value: string }[]> }): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'token')!.value;
}

async function balanceOf(token: string): Promise<number> {
  const res = await fetch(`${site.url}${ActivitiesPaths.userPoints}`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: '{}' });
  const body = (await res.json()) as { statusCode: number; data: { balance: number } };
  expect(body.statusCode).toBe(200);
  return body.data.balance;
}

describe('会员活动: draws and invites', () => {
  it("draws with the day's remaining draw from the home popup and sees the result and the record", async () => {
    const { page, errors } = await site.loggedIn('demo_user');
    // The popup: a non-modal card under the header.
    const card = page.getByRole('dialog', { name: '幸运抽奖' });
    await card.getByText('您有1次抽奖机会').waitFor();
    await card.getByRole('button', { name: '立即抽奖' }).click();
    const dialog = page.getByRole('dialog', { name: '幸运抽奖' });
    const draw = dialog.getByRole('button', { name: /^抽奖/ });
    await expect(draw.textContent()).resolves.toBe('抽奖剩余1次');
    await draw.click();
    const result = page.getByRole('alertdialog', { name: '抽奖结果' });
    await result.waitFor({ timeout: 15_000 });
    const prize = (await result.locator('p').first().textContent())!.trim();
    expect(prize.length).toBeGreaterThan(0);
    await expect(result.textContent()).resolves.toMatch(/恭喜获得|很遗憾/);
    await result.getByRole('button', { name: /开心收下|知道了/ }).click();
    // The record, and no draw left.
    await dialog.getByText('最近抽奖').waitFor();
    await expect(dialog.getByText(/未中奖|已中奖|已发放/).first().isVisible()).resolves.toBe(true);
    await expect(draw.textContent()).resolves.toBe('抽奖剩余0次');
    expect(errors).toEqual([]);
  });

  it('copies the invite link; a second member registers through it and the inviter is credited', async () => {
    const inviter = await site.loggedIn('demo_vip');
    await inviter.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const token = await tokenOf(inviter.context);
    const before = await balanceOf(token);
    const { page } = inviter;
    await page.goto('/memberActivity/introduceNewUser');
    const link = page.getByRole('textbox', { name: '邀请链接' });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`^${site.url}/register\\?invite=[A-Z0-9]+$`));
    await expect(page.getByRole('img', { name: '邀请链接二维码' }).locator('svg').count()).resolves.toBe(1);
    await page.getByRole('button', { name: '复制链接' }).click();
    await page.getByText('邀请链接已复制').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url);
    const summary = await page.getByText(/好友通过您的专属链接完成注册，您即得\d+积分/).textContent();
    const perInvite = Number(/即得(\d+)积分/.exec(summary ?? '')?.[1]);
    expect(perInvite).toBeGreaterThan(0);

    // A visitor opens the copied link and registers.
    const guest = await site.freshPage(20_000);
    await guest.page.goto(url.slice(site.url.length));
    const mobile = `137${String(Date.now()).slice(-8)}`;
    await guest.page.getByLabel('手机号').fill(mobile);
    const captcha = captchaImageResponse(guest.page);
    await guest.page.getByRole('button', { name: '获取验证码' }).click();
    await solveCaptcha(guest.page, site.url, captcha);
    await guest.page.getByLabel('验证码').fill(await latestSmsCode(site.url, mobile));
    const username = `inv${mobile.slice(-6)}`;
    await guest.page.getByLabel('用户名').fill(username);
    await guest.page.getByPlaceholder('请设置登录密码').fill('Join#2026');
    await guest.page.getByPlaceholder('请再次输入密码').fill('Join#2026');
    await guest.page.getByRole('checkbox', { name: /我已阅读并同意/ }).check({ force: true });
    await guest.page.getByRole('button', { name: '注册', exact: true }).click();
    await guest.page.getByRole('banner').getByText(username).first().waitFor();

    // The inviter's points rose by the invite reward; the page counts the new member.
    const after = await balanceOf(token);
    expect(after - before).toBe(perInvite);
    await page.reload();
    const invited = page.getByRole('table', { name: '已邀请的好友' });
    await invited.getByRole('row').nth(1).waitFor();
    await expect(invited.getByRole('row').count()).resolves.toBe(2);
    await expect(page.getByText('共 1 人').isVisible()).resolves.toBe(true);
  });
});
