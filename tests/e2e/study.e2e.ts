import { expectLoggedIn, loginDialog, loginWithPassword } from './support/account';
import { useSite } from './support/harness';

const site = useSite();

describe('学习专区', () => {
  it('a member opens a study course from the side widget; after viewing it shows 已学习 and counts in the progress', async () => {
    const { page, errors } = await site.freshPage(20_000);
    await page.goto('/home');
    // The side widget's entry leads to the area.
    await page.getByRole('complementary', { name: '快捷服务' }).getByRole('link', { name: '学习专区' }).click();
    await page.waitForURL('**/studyArea/index');
    await expect(page.title()).resolves.toBe('学习专区 - 造价指标网');
    await page.getByRole('heading', { name: '学习专区', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: '学习内容' });
    await cards.getByRole('listitem').first().waitFor();
    // The list is public; the content asks a visitor to log in first.
    await page.getByRole('button', { name: /^开始学习：工程量清单计价规范入门/ }).click();
    await loginDialog(page).waitFor();
    await loginWithPassword(page, 'demo_user');
    await expectLoggedIn(page, 'demo_user');
    // Back on the list (a logged-in address carries gid).
    await page.waitForURL(/\/studyArea\/index/);
    await page.getByText('我的学习进度').waitFor();
    await expect(page.getByRole('progressbar', { name: '学习进度' }).getAttribute('aria-valuenow')).resolves.toBe('0');

    // The topic filter goes into the address.
    await page.getByRole('group', { name: '学习主题' }).getByRole('button', { name: /^计价规范/ }).click();
    await page.waitForURL(/topic=pricing/);
    const course = cards.getByRole('listitem').filter({ hasText: '工程量清单计价规范入门' });
    await expect(course.getByText('已学习').count()).resolves.toBe(0);
    await course.getByRole('button', { name: /^开始学习/ }).click();
    const dialog = page.getByRole('dialog', { name: '工程量清单计价规范入门：从清单到综合单价' });
    const toc = dialog.getByRole('navigation', { name: '课程目录' });
    await toc.waitFor();
    await dialog.getByRole('heading', { name: '第1课 清单计价的适用范围与强制性要求' }).waitFor();
    await toc.getByRole('button', { name: /第4课 工程量偏差与价款调整/ }).click();
    await dialog.getByText('543,000元').waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Viewed: the card says 已学习 and the progress counts it — and so it stays after a reload.
    await course.getByText('已学习').waitFor();
    await course.getByRole('button', { name: /^继续学习/ }).waitFor();
    await expect(page.getByRole('progressbar', { name: '学习进度' }).getAttribute('aria-valuenow')).resolves.not.toBe('0');
    await page.reload();
    await cards.getByRole('listitem').filter({ hasText: '工程量清单计价规范入门' }).getByText('已学习').waitFor();

    // A video plays its transcript in the site's video dialog.
    await page.getByRole('group', { name: '内容类型' }).getByRole('button', { name: '视频' }).click();
    await page.waitForURL(/kind=video/);
    await cards.getByRole('button', { name: /^观看视频：安全文明施工费/ }).click();
    const video = page.getByRole('dialog', { name: '安全文明施工费、规费和税金为什么不能竞争' });
    await video.getByRole('navigation', { name: '章节' }).getByRole('button', { name: /税金：增值税一般计税方法/ }).click();
    await video.getByRole('region', { name: '文字稿' }).getByText(/自2019年4月1日起，一般计税方法的税率为9%/).waitFor();
    await expect(video.getByRole('slider', { name: '播放进度' }).inputValue()).resolves.toBe(String(11 * 60 + 20));
    await video.getByRole('button', { name: '关闭' }).click();
    expect(errors).toEqual([]);
  });

  it('the home page’s enterprise card opens the enterprise’s detail', async () => {
    const { page, errors } = await site.freshPage(20_000);
    await page.goto('/home');
    const heading = page.getByRole('heading', { name: '优质造价咨询企业' });
    // The sections below the fold load when the reader scrolls towards them.
    for (let i = 0; i < 12 && !(await heading.isVisible()); i++) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(250);
    }
    await heading.scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: '查看企业详情：某工程咨询有限公司' }).click();
    await page.waitForURL('**/recommendCompany/detail?id=1');
    await expect(page.title()).resolves.toBe('企业详情 - 造价指标网');
    await page.getByRole('heading', { name: '某工程咨询有限公司', level: 1 }).waitFor();
    for (const name of ['企业简介', '资质与信用', '服务区域', '典型案例', '联系方式']) {
      await page.getByRole('heading', { name, level: 2 }).waitFor();
    }
    await page.getByRole('table', { name: '资质与信用' }).getByText('工程造价咨询企业资质').waitFor();
    await page.getByRole('table', { name: '典型案例' }).getByRole('rowheader', { name: '某区人民医院改扩建工程' }).waitFor();
    await page.getByText('示例数据：').waitFor();
    // An unknown enterprise: the not-found card with the way back.
    await page.goto('/recommendCompany/detail?id=999');
    await page.getByText('未找到该企业').waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
    expect(errors).toEqual([]);
  });
});
