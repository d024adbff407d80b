import type { Page } from 'playwright-core';
import { useSite } from './support/harness';

const site = useSite();
const loggedIn = (username: string) => site.loggedIn(username, 30_000);

const hits = (page: Page) => page.locator('li[data-policy-id]');

/** Waits until the list shows hits for the current address (not the skeleton, not busy). */
async function listSettled(page: Page): Promise<void> {
  await hits(page).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('ul[aria-busy="true"]'));
}

describe('政策文件', () => {
  it('a member searches 安全文明施工费 in 江苏, opens a notice as VIP, downloads its PDF, and asks the AI search, watching the answer stream in with its sources', async () => {
    const { page, errors } = await loggedIn('demo_vip');
    await page.getByRole('navigation').getByRole('link', { name: '政策文件', exact: true }).click();
    await page.waitForURL(/\/policy\/index/);
    await expect(page.title()).resolves.toBe('政策文件 - 造价指标网');
    await listSettled(page);
    await page.getByRole('heading', { name: '政策文件', level: 1 }).waitFor();
    await page.getByText(/示例数据/).first().waitFor();

    // The page's search, then 江苏 (the whole province).
    const search = page.getByRole('search', { name: '政策文件检索' });
    await search.getByRole('textbox', { name: '政策文件关键词' }).fill('安全文明施工费');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyWord') === '安全文明施工费');
    await page.getByRole('button', { name: /地区：全国/ }).click();
    await page.getByRole('button', { name: '江苏', exact: true }).click();
    await page.getByRole('button', { name: '全省', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('areaId') !== null && url.searchParams.get('keyWord') === '安全文明施工费');
    await page.getByRole('button', { name: /地区：江苏/ }).waitFor();
    await listSettled(page);

    // Every hit is of 江苏 (or national); the best ones name the fee in their title, highlighted.
    const areas = await hits(page).locator('dl').allInnerTexts();
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((a) => /地区\s*(江苏|全国|\S+市)/.test(a))).toBe(true);
    const first = hits(page).first();
    await expect(first.locator('h3 mark').first().innerText()).resolves.toMatch(/安全文明施工费?|文明|安全/);
    const notice = hits(page).filter({ has: page.locator('h3', { hasText: '安全文明施工费' }) }).filter({ hasText: /江苏省/ }).first();
    await notice.waitFor();
    const docNo = (await notice.locator('dl dd').first().innerText()).trim();
    expect(docNo).toMatch(/〔\d{4}〕\d+号$/);
    const title = (await notice.locator('h3').innerText()).trim();

    // The notice (VIP): header facts, the full text with its rate table, 下载原文.
    await notice.locator('h3 a').click();
    await page.waitForURL(/\/policy\/detail\/\d+(\?|$)/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText(docNo).first().waitFor();
    const article = page.getByRole('article');
    await article.locator('table caption').first().waitFor();
    await expect(article.locator('table tbody tr').count()).resolves.toBeGreaterThan(0);
    for (const heading of ['正文', '替代关系', '相关文件']) await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载原文' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(pdf.suggestedFilename()).toContain(docNo);
    const fs = await import('node:fs/promises');
    const bytes = await fs.readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);

    // Back on the list: AI智能检索. Every change of the answer is recorded while it streams.
    await page.goBack();
    await page.waitForURL(/\/policy\/index/);
    await listSettled(page);
    const panel = page.getByRole('region', { name: 'AI智能检索' });
    await panel.waitFor();
    await page.evaluate(() => {
      const section = document.querySelector('section[aria-labelledby="policy-ai-title"]')!;
      const seen: Array<{ phase: string; length: number }> = [];
      (window as unknown as { __aiSeen: typeof seen }).__aiSeen = seen;
      new MutationObserver(() => {
        const answer = section.querySelector('[data-testid="policy-ai-answer"]');
        const phase = section.querySelector('[data-phase]')?.getAttribute('data-phase') ?? 'idle';
        seen.push({ phase, length: answer?.textContent?.length ?? 0 });
      }).observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const question = '江苏现在的人工工资指导价是多少';
    await panel.getByRole('textbox', { name: '输入问题' }).fill(question);
    await panel.getByRole('button', { name: '提问', exact: true }).click();
    await panel.getByRole('heading', { name: '智能解读' }).waitFor();
    await page.waitForSelector('[data-phase="done"]', { timeout: 15_000 });
    const seen = await page.evaluate(() => (window as unknown as { __aiSeen: Array<{ phase: string; length: number }> }).__aiSeen);
    const streamingLengths = [...new Set(seen.filter((s) => s.phase === 'streaming' && s.length > 0).map((s) => s.length))];
    // The text grew in several steps before the answer was done.
    expect(streamingLengths.length).toBeGreaterThanOrEqual(2);
    const finalLength = seen.filter((s) => s.phase === 'done').at(-1)!.length;
    expect(finalLength).toBeGreaterThanOrEqual(Math.max(...streamingLengths));

    // The answer names the notice and cites it; the sources are listed and linked to their details.
    const answer = panel.getByTestId('policy-ai-answer');
    await expect(answer.innerText()).resolves.toMatch(/人工工资指导价/);
    await expect(answer.innerText()).resolves.toMatch(/元\/工日/);
    const sources = panel.getByTestId('policy-ai-sources').locator('li');
    await expect(sources.count()).resolves.toBeGreaterThan(0);
    const sourceLink = sources.first().getByRole('link').first();
    await expect(sourceLink.getAttribute('href')).resolves.toMatch(/^\/policy\/detail\/\d+$/);
    await expect(sources.first().locator('blockquote').first().innerText()).resolves.not.toBe('');
    const citation = answer.locator('a[data-citation]').first();
    const target = (await citation.getAttribute('href'))!;
    expect(target).toMatch(/^#policy-ai-source-\d+$/);
    await expect(page.locator(target).count()).resolves.toBe(1);
    // Every number of the answer (citations aside) is in a quoted passage.
    const { answerText, quotes } = await page.evaluate(() => {
      const box = document.querySelector('[data-testid="policy-ai-answer"]')!.cloneNode(true) as HTMLElement;
      box.querySelectorAll('a[data-citation]').forEach((a) => a.remove());
      const quoted = [...document.querySelectorAll('[data-testid="policy-ai-sources"] li')].map((li) => li.textContent ?? '').join('\n');
      return { answerText: box.textContent ?? '', quotes: quoted };
    });
    for (const n of answerText.match(/\d+(?:\.\d+)?/g) ?? []) expect(quotes).toContain(n);

    // 我的提问记录 holds the question.
    await panel.getByRole('button', { name: /我的提问记录/ }).click();
    await panel.getByTestId('policy-ai-history').getByText(question).first().waitFor();

    // A source opens its notice.
    await sourceLink.click();
    await page.waitForURL(/\/policy\/detail\/\d+(\?|$)/);
    await page.getByRole('heading', { name: '正文', level: 2 }).waitFor();
    expect(errors).toEqual([]);
  });

  it('停止生成 stops a running answer and keeps what was written', async () => {
    const { page, errors } = await loggedIn('demo_vip');
    await page.goto('/policy/index');
    await listSettled(page);
    const panel = page.getByRole('region', { name: 'AI智能检索' });
    await panel.getByRole('button', { name: '安全文明施工费费率是多少' }).click();
    const stop = panel.getByRole('button', { name: '停止生成' });
    // The answer may finish before the click lands on a fast machine: then there is nothing to stop.
    const stopped = await stop
      .click({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (stopped) {
      await panel.getByTestId('policy-ai-status').getByText('已停止生成').waitFor();
      await expect(stop.count()).resolves.toBe(0);
      await expect(panel.getByTestId('policy-ai-caret').count()).resolves.toBe(0);
    } else {
      await page.waitForSelector('[data-phase="done"]');
    }
    expect(errors).toEqual([]);
  });

  it('a member without VIP sees the list but is told to upgrade instead of opening a document', async () => {
    const { page, errors } = await loggedIn('demo_user');
    await page.goto(`/policy/index?keyWord=${encodeURIComponent('增值税')}`);
    await listSettled(page);
    await hits(page).first().locator('h3 a').click();
    await page.getByRole('dialog', { name: /暂无权限/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/policy/index');
    expect(errors).toEqual([]);
  });
});
