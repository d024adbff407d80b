import { readFileSync } from 'node:fs';
import { useSite } from './support/harness';

const site = useSite();

/** The site's development clock of 会员活动 (DEV_TOOLS, loopback): a day later. */
async function nextDay(): Promise<void> {
  const res = await fetch(`${site.url}/api/dev/activities/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ days: 1 }) });
  const body = (await res.json()) as { statusCode: number };
  expect(body.statusCode).toBe(200);
}

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('会员活动', () => {
  it('a member signs in over a week (the week view and the points rise), then exchanges a report and downloads its PDF', async () => {
    const { page, errors } = await site.loggedIn('demo_user', 20_000);

    // The side widget's 会员活动 leads to the hub: the member's points (the demo account's opening points) and 签到.
    await page.getByRole('complementary', { name: '快捷服务' }).getByRole('link', { name: '会员活动' }).click();
    await page.waitForURL('**/memberActivity/activityHome**');
    await expect(page.title()).resolves.toBe('会员活动 - 造价指标网');
    await page.getByRole('heading', { name: '会员活动', level: 1 }).waitFor();
    const running = page.getByRole('list', { name: '进行中的活动' });
    await running.getByRole('link', { name: /每日签到/ }).waitFor();
    await page.getByText('示例数据：').waitFor();
    const hubPoints = page.getByTestId('hub-points');
    await hubPoints.waitFor();
    const opening = digits(await hubPoints.textContent());
    expect(opening).toBe(800);

    // A week of sign-ins, a day at a time on the development clock.
    await page.getByRole('navigation', { name: '会员活动导航' }).getByRole('link', { name: '每日签到' }).click();
    await page.waitForURL('**/memberActivity/dailyAttendance**');
    const figures = page.getByRole('group', { name: '签到统计' });
    const week = page.getByRole('list', { name: '本周签到' });
    const earned = [5, 5, 10, 5, 5, 5, 25];
    let balance = opening;
    for (let day = 1; day <= 7; day++) {
      if (day > 1) {
        await nextDay();
        await page.reload();
      }
      await page.getByRole('heading', { name: '每日签到', level: 1 }).waitFor();
      // Today is marked and waits for its sign-in.
      await week.getByRole('listitem', { name: /（今天）：待签到$/ }).waitFor();
      await page.getByRole('button', { name: '签到', exact: true }).click();
      await page.getByRole('button', { name: '已签到', exact: true }).waitFor();
      balance += earned[day - 1]!;
      await page.getByRole('status').filter({ hasText: `签到成功，获得 ${earned[day - 1]} 积分` }).waitFor();
      await week.getByRole('listitem', { name: /（今天）：已签到$/ }).waitFor();
      await page.getByText(`已连续签到${day}天`).first().waitFor();
      await figures.filter({ hasText: balance.toLocaleString('zh-CN') }).waitFor();
    }
    expect(balance).toBe(opening + 60);

    // 我的积分: the balance and 积分明细 with its filters.
    await page.getByRole('navigation', { name: '会员活动导航' }).getByRole('link', { name: '我的积分' }).click();
    await page.waitForURL('**/memberActivity/memberPoints**');
    const ledger = page.getByRole('table', { name: '积分明细' });
    await ledger.getByRole('row').filter({ hasText: '连续签到奖励' }).filter({ hasText: '+20' }).waitFor();
    await page.getByRole('group', { name: '收支类型' }).getByRole('button', { name: '消耗' }).click();
    await page.waitForURL(/dir=out/);
    await page.getByText('暂无符合条件的积分记录').waitFor();
    await page.getByRole('group', { name: '收支类型' }).getByRole('button', { name: '全部' }).click();
    await ledger.getByRole('row').filter({ hasText: '会员体验积分' }).waitFor();

    // 积分商城: a report within the balance, confirmed, then downloaded as a PDF.
    await page.getByRole('navigation', { name: '会员活动导航' }).getByRole('link', { name: '积分商城' }).click();
    await page.waitForURL('**/memberActivity/pointMall**');
    const mallBalance = page.getByTestId('mall-balance');
    await mallBalance.filter({ hasText: balance.toLocaleString('zh-CN') }).waitFor();
    // What the balance cannot pay says 积分不足.
    await page.getByRole('button', { name: /^积分不足：/ }).first().waitFor();
    const offer = page.getByRole('button', { name: /^立即兑换：.*报告$/ }).first();
    const title = ((await offer.getAttribute('aria-label')) ?? '').replace(/^立即兑换：/, '');
    const card = page.getByRole('listitem', { name: title });
    const price = digits(await card.getByTestId('product-points').textContent());
    expect(price).toBeGreaterThan(0);
    await offer.click();
    const confirm = page.getByRole('dialog', { name: '确认兑换' });
    await confirm.getByText(title).waitFor();
    await confirm.getByRole('button', { name: '确认兑换' }).click();
    const done = page.getByRole('alertdialog', { name: '兑换成功' });
    await done.getByText(`${(balance - price).toLocaleString('zh-CN')} 积分`).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), done.getByRole('button', { name: '下载报告' }).click()]);
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await done.getByRole('button', { name: '知道了' }).click();
    await mallBalance.filter({ hasText: (balance - price).toLocaleString('zh-CN') }).waitFor();

    // 我的兑换: the report with the downloads left; another download counts.
    const mine = page.getByRole('table', { name: '我的兑换' });
    const row = mine.getByRole('row').filter({ hasText: title });
    await row.getByText('剩余4次').waitFor();
    const [again] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `下载报告：${title}` }).click()]);
    expect(readFileSync((await again.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await row.getByText('剩余3次').waitFor();
    expect(errors).toEqual([]);
  });
});
