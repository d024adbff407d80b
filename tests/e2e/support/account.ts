import type { Page, Response } from 'playwright-core';

export const PASSWORD = 'Demo@2026';

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录' });

/** Opens the login dialog from the header. */
export async function openLogin(page: Page): Promise<void> {
  await page.getByRole('button', { name: '注册/登录' }).click();
  await loginDialog(page).waitFor();
}

/** Account login through the dialog (一周内自动登录 stays as it is: ticked by default). */
export async function loginWithPassword(page: Page, username: string, password = PASSWORD): Promise<void> {
  const dialog = loginDialog(page);
  if (!(await dialog.isVisible())) await openLogin(page);
  await dialog.getByPlaceholder('请输入用户名').fill(username);
  await dialog.getByPlaceholder('请输入密码').fill(password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

export async function expectLoggedIn(page: Page, accountName: string): Promise<void> {
  await loginDialog(page).waitFor({ state: 'hidden' });
  await page.getByRole('banner').getByText(accountName).first().waitFor();
}

/**
 * Solves the captcha dialog the way a person reads it, through the development endpoint that tells
 * the answer of a captcha id outside production.
 */
export async function solveCaptcha(page: Page, site: string, captchaImage: Promise<Response>): Promise<void> {
  const answer = await captchaImage;
  const { data } = (await answer.json()) as { data: { captchaId: string } };
  const dev = await (await fetch(`${site}/api/dev/captcha?captchaId=${encodeURIComponent(data.captchaId)}`)).json();
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await dialog.waitFor();
  await dialog.getByPlaceholder('请输入验证码').fill(dev.data.text);
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export const captchaImageResponse = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/pb/captcha/image') && r.status() === 200);

/** The newest SMS code the development outbox holds for a phone. */
export async function latestSmsCode(site: string, mobile: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await (await fetch(`${site}/api/dev/sms-outbox?mobile=${mobile}`)).json();
    const text: string | undefined = res.data?.[0]?.content ?? res.data?.[0]?.message;
    const code = text?.match(/(\d{6})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS for ${mobile} in the outbox`);
}
