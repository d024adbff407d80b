import {
  captchaImageResponse,
  expectLoggedIn,
  latestSmsCode,
  loginDialog,
  loginWithPassword,
  openLogin,
  solveCaptcha,
} from './support/account';
import { useSite } from './support/harness';

const site = useSite();
const freshPage = () => site.freshPage(15_000);

describe('accounts and rights', () => {
  it('logs demo_vip in with keep-login: cookies for a week, the user menu, the gid parameter', async () => {
    const { context, page, errors } = await freshPage();
    await page.goto('/home');
    await openLogin(page);
    const keep = loginDialog(page).getByRole('checkbox', { name: '一周内自动登录' });
    await expect(keep.isChecked()).resolves.toBe(true);
    await loginWithPassword(page, 'demo_vip');
    await expectLoggedIn(page, 'demo_vip');
    await page.waitForURL(/gid=G10000001/);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.keepLogin?.value).toBe('true');
    expect(cookies.token?.value).toBeTruthy();
    expect(cookies.casId?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
    // The VIP detail route opens.
    await page.goto('/commonproj/detail/1');
    await page.getByRole('main').getByRole('heading', { level: 1, name: /某/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/commonproj/detail/1');
    // A new tab of the same browser is still logged in.
    const second = await context.newPage();
    await second.goto('/home');
    await second.getByRole('banner').getByText('demo_vip').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the server message under the form for a wrong password', async () => {
    const { page } = await freshPage();
    await page.goto('/home');
    await loginWithPassword(page, 'demo_vip', 'Wrong@2026');
    await loginDialog(page).getByText('用户名或密码错误').waitFor();
    await expect(loginDialog(page).isVisible()).resolves.toBe(true);
  });

  it('logs in by phone for 13800000003, choosing ent_staff, with the code from the outbox', async () => {
    const { page } = await freshPage();
    await page.goto('/home');
    await openLogin(page);
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: '手机登录' }).click();
    await dialog.getByPlaceholder('请输入手机号').fill('13800000003');
    const image = captchaImageResponse(page);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await solveCaptcha(page, site.url, image);
    await dialog.getByText('验证码已发送').waitFor();
    await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    const code = await latestSmsCode(site.url, '13800000003');
    await dialog.getByPlaceholder('请输入验证码').fill(code);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await dialog.getByText('请选择要登录的账号').waitFor();
    for (const name of ['ent_admin', 'ent_staff', 'ent_guest']) await dialog.getByText(name).first().waitFor();
    await dialog.getByText('ent_staff').first().click();
    await expectLoggedIn(page, 'ent_staff');
  });

  it('logs in by QR code confirmed from a second browser context', async () => {
    const desktop = await freshPage();
    const phone = await freshPage();
    await phone.page.goto('/home');
    await loginWithPassword(phone.page, 'demo_vip');
    await expectLoggedIn(phone.page, 'demo_vip');

    await desktop.page.goto('/home');
    await openLogin(desktop.page);
    const qr = desktop.page.waitForResponse((r) => r.url().includes('/pb/api/web/getQrcode'));
    await loginDialog(desktop.page).getByRole('tab', { name: '扫码登录' }).click();
    const { data } = (await (await qr).json()) as { data: { uuid: string; url: string } };
    await loginDialog(desktop.page).getByText('请使用手机扫码登录').waitFor();

    await phone.page.goto(data.url);
    await phone.page.getByRole('button', { name: '确认登录' }).click();
    await expectLoggedIn(desktop.page, 'demo_vip');
  });

  it('logging out in one tab sends a second tab to /home', async () => {
    const { context, page } = await freshPage();
    await page.goto('/home');
    await loginWithPassword(page, 'demo_user');
    await expectLoggedIn(page, 'demo_user');
    const other = await context.newPage();
    await other.goto('/policy/index');
    await other.getByRole('heading', { name: '政策文件', level: 1 }).waitFor();

    await page.getByRole('banner').getByText('demo_user').first().click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '注册/登录' }).waitFor();
    await other.waitForURL((url) => url.pathname === '/home');
    await other.getByRole('button', { name: '注册/登录' }).waitFor();
  });

  it('refuses demo_user on a VIP detail route; demo_user applies for the trial and then enters it', async () => {
    const { page } = await freshPage();
    await page.goto('/home');
    await loginWithPassword(page, 'demo_user');
    await expectLoggedIn(page, 'demo_user');
    await page.goto('/commonproj/detail/7');
    await page.waitForURL((url) => url.pathname === '/home');
    const noRights = page.getByRole('dialog', { name: '暂无权限' });
    await noRights.waitFor();
    await noRights.getByRole('button', { name: '申请试用' }).click();

    const trial = page.getByRole('dialog', { name: '申请试用VIP' });
    await trial.waitFor();
    await trial.getByLabel('真实姓名').fill('李晓梅');
    await trial.getByLabel('手机号').fill('13800000002');
    const image = captchaImageResponse(page);
    await trial.getByRole('button', { name: '获取验证码' }).click();
    await solveCaptcha(page, site.url, image);
    const code = await latestSmsCode(site.url, '13800000002');
    await trial.getByLabel('验证码').fill(code);
    await trial.getByLabel('公司名称').fill('杭州某造价咨询公司');
    await trial.getByLabel('省份').selectOption({ label: '浙江省' });
    await trial.getByLabel('城市').selectOption({ label: '杭州市' });
    await trial.getByRole('button', { name: /提交/ }).click();
    const success = page.getByRole('alertdialog', { name: '申请成功' });
    await success.waitFor();
    await success.getByRole('button', { name: '立即使用' }).click();
    await page.waitForLoadState('load');
    await page.goto('/commonproj/detail/7');
    await page.getByRole('main').getByRole('heading', { level: 1, name: /某/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/commonproj/detail/7');
  });

  it('a second device logging in to demo_vip waits until the first device allows it', async () => {
    const first = await freshPage();
    const second = await freshPage();
    await first.page.goto('/home');
    await loginWithPassword(first.page, 'demo_vip');
    await expectLoggedIn(first.page, 'demo_vip');
    // Give the first device's live stream a moment to open.
    await first.page.waitForTimeout(1000);

    await second.page.goto('/home');
    await loginWithPassword(second.page, 'demo_vip');
    await second.page.getByRole('alertdialog', { name: '申请登录' }).waitFor();
    const confirm = first.page.getByRole('alertdialog', { name: '登录确认' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '允许' }).click();
    await expectLoggedIn(second.page, 'demo_vip');
  });
});
