/** @jest-environment jsdom */
import 'reflect-metadata';
import { act } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@app/client/shell/theme';
import { EventBus } from '@kernel/client/event-bus';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import studyPlugin, { loadServices, StudyApi } from '@plugins/study/client';
import StudyPage, { prepare } from '@plugins/study/client/views/StudyPage';
import { STUDY_ENTRIES } from '@plugins/study/server/content';
import { contentRow } from '@plugins/study/server/seed';
import { STUDY_TOPICS, type StudyBrief, type StudyContent, type StudyList, type StudyQuery } from '@plugins/study/shared/contract';
import { FakeNavigator } from '../../../helpers/client-fakes';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

/**
 * The 学习专区 page over the real store and a test double of the API answering the seeded entries:
 * the band, the filters writing the address, the cards with length, views and 已学习, and a visitor's
 * click asking for the login.
 */
jest.setTimeout(60_000);
const dom = useDomRoot();
useLayoutShims();
// A member's login is kept in the tab's storage: each test starts as a visitor.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

const briefs: StudyBrief[] = STUDY_ENTRIES.map((e, i) => {
  const r = contentRow(e, i + 1);
  return { id: r.id, kind: e.kind, topic: e.topic, title: r.title, summary: r.summary, author: r.author, level: r.level, minutes: r.minutes, parts: r.parts, seconds: r.seconds, viewCount: r.view_count, publishDate: r.publish_date, learned: false };
});

class FakeApi implements StudyApi {
  calls: StudyQuery[] = [];
  learned = new Set<number>([202]);
  member = false;
  async list(q: StudyQuery): Promise<StudyList> {
    this.calls.push(q);
    const matching = briefs.filter((b) => (!q.kind || b.kind === q.kind) && (!q.keyWord || b.title.includes(q.keyWord)));
    const listed = matching.filter((b) => !q.topic || b.topic === q.topic);
    const start = (q.pageNum - 1) * q.pageSize;
    return {
      list: listed.slice(start, start + q.pageSize).map((b) => ({ ...b, learned: this.member && this.learned.has(b.id) })),
      total: listed.length,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      topics: STUDY_TOPICS.map((t) => ({ code: t.code, name: t.name, count: matching.filter((b) => b.topic === t.code).length })),
      learnedCount: this.member ? this.learned.size : null,
      allCount: briefs.length,
    };
  }
  async view(): Promise<StudyContent> {
    throw new Error('not used');
  }
}

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function renderPage(search: string, api: FakeApi) {
  const nav = new FakeNavigator();
  const kernel: Kernel = await createKernel({
    plugins: [studyPlugin],
    config: { plugins: ['study'], version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '/files' } },
    notifier: { notify: () => undefined },
    navigator: nav,
    logger: { error: () => undefined },
  });
  kernel.container.unbind(StudyApi);
  kernel.container.bind<StudyApi>(StudyApi).toConstantValue(api);
  if (api.member) kernel.container.get<SessionStore>(SessionStore).setLogin({ token: 't', casId: 'c', expireIn: 3600, keepLogin: false });
  await loadServices();
  history.replaceState(null, '', `/studyArea/index${search}`);
  nav.navigate(`/studyArea/index${search}`);
  const context: PagePrepareContext = { get: (id) => kernel.container.get(id), params: {}, search: search.replace(/^\?/, '') };
  prepare(context);
  await act(async () =>
    dom.root.render(
      <ChakraProvider value={system}>
        <KernelProvider kernel={kernel}>
          <StudyPage />
        </KernelProvider>
      </ChakraProvider>,
    ),
  );
  await settle();
  return { kernel, nav };
}

describe('学习专区 page', () => {
  it('shows a visitor the band, the filters with counts, the cards and the paging; no 已学习', async () => {
    const api = new FakeApi();
    await renderPage('', api);
    expect(text(dom.host.querySelector('h1'))).toBe('学习专区');
    expect(text(dom.host)).toContain(`共 ${briefs.length} 项学习内容`);
    expect(text(dom.host)).toContain('登录后即可学习全部内容');
    const topics = dom.host.querySelector('[role="group"][aria-label="学习主题"]') ?? [...dom.host.querySelectorAll('[role="group"]')].find((g) => text(g).startsWith('学习主题'));
    expect(text(topics)).toContain('计价规范4');
    const cards = [...dom.host.querySelectorAll('ul[aria-label="学习内容"] > li')];
    expect(cards).toHaveLength(12);
    expect(text(cards[0])).toContain('4 课时 · 57 分钟');
    expect(text(cards[1])).toContain('5 个章节 · 18:05');
    expect(text(cards[0])).toContain('1.8 万次学习');
    expect(text(dom.host)).not.toContain('已学习');
    expect(text(dom.host)).toContain(`共 ${briefs.length} 条`);
    expect(text(dom.host)).toContain('示例数据：');
  });

  it('marks a member’s studied entries and shows the progress', async () => {
    const api = new FakeApi();
    api.member = true;
    await renderPage('?topic=g101', api);
    expect(api.calls[0]).toMatchObject({ topic: 'g101', pageNum: 1, pageSize: 12 });
    const progress = dom.host.querySelector('[role="progressbar"][aria-label="学习进度"]')!;
    expect(progress.getAttribute('aria-valuenow')).toBe(String(Math.round((1 / briefs.length) * 100)));
    const video = [...dom.host.querySelectorAll('ul[aria-label="学习内容"] > li')].find((li) => text(li).includes('22G101 与 16G101'))!;
    expect(text(video)).toContain('已学习');
    expect(text(video)).toContain('再看一遍');
  });

  it('writes the address from the filters, and asks a visitor to log in to open a content', async () => {
    const api = new FakeApi();
    const { kernel, nav } = await renderPage('', api);
    const kindButton = [...dom.host.querySelectorAll('button')].find((b) => text(b) === '文章')!;
    await act(async () => kindButton.click());
    await settle();
    expect(nav.current()).toBe('/studyArea/index?kind=article');
    expect(api.calls[api.calls.length - 1]).toMatchObject({ kind: 'article' });
    const logins: unknown[] = [];
    kernel.get<EventBus>(EventBus).on('openLogin').subscribe((e) => logins.push(e));
    const read = [...dom.host.querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.startsWith('阅读全文：'))!;
    await act(async () => read.click());
    expect(logins).toEqual([{ target: '/studyArea/index?kind=article' }]);
  });
});
