/**
 * A member who forgot the password: 忘记密码？ in the login dialog, the phone's SMS code from the
 * development outbox, a new password; the member's other login (another browser) is signed out,
 * the old password no longer works and the new one logs in.
 */
import { AccountPaths } from '@plugins/account/shared/contract';
import { RegistrationPaths } from '@plugins/account/shared/registration';
import { captchaImageResponse, expectLoggedIn, latestSmsCode, loginDialog, loginWithPassword, openLogin, solveCaptcha } from './support/account';
import { useSite } from './support/harness';

const site = useSite();

describe('registration', () => {
  it('注册 from the login dialog (focus on 手机号), consent required; an invite link registers and logs the visitor in', async () => {
    // The inviter's code (what an invite link carries).
    const inviter = await site.loggedIn('demo_vip');
    const inviterToken = (await inviter.context.cookies()).find((c) => c.name === 'token')!.value;
    const inviteInfo = async () =>
      (await (await fetch(`${site.url}${RegistrationPaths.inviteCode}`, { headers: { token: inviterToken } })).json()).data as { code: string; invited: number };
    const before = await inviteInfo();

    const { page, errors } = await site.freshPage(20_000);
    await page.goto('/home');
    await openLogin(page);
    await loginDialog(page).getByRole('button', { name: '注册', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '注册账号' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('手机号').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(dialog.getByRole('checkbox', { name: /我已阅读并同意/ }).isChecked()).resolves.toBe(false);
    await expect(dialog.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).resolves.toBe('/about/agreement');
    await expect(dialog.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).resolves.toBe('/about/privacy');
    await dialog.getByRole('button', { name: '关闭' }).click();

    await page.goto(`/register?invite=${before.code.toLowerCase()}`);
    await expect(page.getByLabel('邀请码').inputValue()).resolves.toBe(before.code);
    const mobile = `139${String(Date.now()).slice(-8)}`;
    await page.getByLabel('手机号').fill(mobile);
    const captcha = captchaImageResponse(page);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await solveCaptcha(page, site.url, captcha);
    await page.getByLabel('验证码').fill(await latestSmsCode(site.url, mobile));
    const username = `e2e${mobile.slice(-6)}`;
    await page.getByLabel('用户名').fill(username);
    await page.getByPlaceholder('请设置登录密码').fill('Join#2026');
    await page.getByPlaceholder('请再次输入密码').fill('Join#2026');
    // Not ticked: refused before anything is sent.
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByRole('alert').getByText('请阅读并同意《用户协议》和《隐私政策》').waitFor();
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check({ force: true });
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByRole('banner').getByText(username).first().waitFor();
    await expect(inviteInfo()).resolves.toEqual({ code: before.code, invited: before.invited + 1 });
    expect(errors).toEqual([]);
  });
});

describe('forgot password', () => {
  it('demo_user resets the password with the outbox code, is signed out elsewhere and logs in with the new one', async () => {
    // Another device, logged in before the reset.
    const other = await site.loggedIn('demo_user');
    const otherToken = (await other.context.cookies()).find((c) => c.name === 'token')?.value;
    expect(otherToken).toBeTruthy();

    const { page, errors } = await site.freshPage(20_000);
    await page.goto('/home');
    await openLogin(page);
    await loginDialog(page).getByRole('button', { name: '忘记密码？' }).click();
    const reset = page.getByRole('dialog', { name: '找回密码' });
    await reset.waitFor();
    // The focus is on the dialog's first field.
    await expect(reset.getByLabel('手机号').evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // The rules are checked before anything is sent.
    await reset.getByRole('button', { name: '重置密码' }).click();
    await reset.getByText('请输入手机号').waitFor();

    await reset.getByLabel('手机号').fill('13800000002');
    const captcha = captchaImageResponse(page);
    await reset.getByRole('button', { name: '获取验证码' }).click();
    await solveCaptcha(page, site.url, captcha);
    await reset.getByText('验证码已发送').waitFor();
    const code = await latestSmsCode(site.url, '13800000002');
    await reset.getByLabel('验证码').fill(code);
    await reset.getByPlaceholder('请设置新密码').fill('onlyletters');
    await reset.getByPlaceholder('请再次输入新密码').fill('onlyletters');
    await reset.getByRole('button', { name: '重置密码' }).click();
    await reset.getByText('密码需包含字母、数字、符号中的至少两种').waitFor();
    await reset.getByPlaceholder('请设置新密码').fill('Reset#2026');
    await reset.getByPlaceholder('请再次输入新密码').fill('Reset#2026');
    await reset.getByRole('button', { name: '重置密码' }).click();
    await reset.getByText('密码已重置').waitFor();
    await reset.getByText('demo_user').waitFor();

    // The other device's login ended with the reset.
    const usr = await fetch(`${site.url}${AccountPaths.usr}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ accessToken: otherToken! }).toString(),
    });
    expect((await usr.json()).statusCode).toBe(302);

    // 立即登录: the old password is refused, the new one logs in.
    await reset.getByRole('button', { name: '立即登录' }).click();
    await reset.waitFor({ state: 'hidden' });
    await loginWithPassword(page, 'demo_user', 'Demo@2026');
    await loginDialog(page).getByText('用户名或密码错误').waitFor();
    await loginWithPassword(page, 'demo_user', 'Reset#2026');
    await expectLoggedIn(page, 'demo_user');
    expect(errors).toEqual([]);
  });
});
