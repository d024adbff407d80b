/**
 * The study store over the real API: the kernel's HTTP client against the study server (seeded)
 * running in a child process — the list in the address, filters and paging, a visitor asked to log
 * in, a member's content marking the entry 已学习 (and only for that member).
 */
import 'reflect-metadata';
import { RxEventBus } from '@kernel/client/event-bus';
import type { DialogService } from '@kernel/client/dialogs';
import { FetchHttpClient } from '@kernel/client/http-client';
import { MobxSessionStore } from '@kernel/client/session-store';
import { MobxUiStore } from '@kernel/client/ui-store';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { HttpStudyApi } from '@plugins/study/client/api';
import { MobxStudyStore } from '@plugins/study/client/store';
import { STUDY_ENTRIES } from '@plugins/study/server/content';
import { lengthText, actionText } from '@plugins/study/client/views/format';
import { FakeNavigator, FakeNotifier } from '../../../helpers/client-fakes';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

jest.setTimeout(60_000);

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/study/client/run-study-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await server?.stop();
});

function rig(token: string | null) {
  const bus = new RxEventBus();
  const session = new MobxSessionStore();
  const navigator = new FakeNavigator();
  const notifier = new FakeNotifier();
  const http = new FetchHttpClient({ plugins: [], version: 'v1', gateways: DEFAULT_GATEWAYS }, session, bus, notifier, navigator, new MobxUiStore());
  http.origin = server.url;
  if (token) session.setLogin({ token, casId: 'cas-1', expireIn: 3600, keepLogin: false });
  const opened: Array<{ id: string; props: unknown }> = [];
  const dialogs = { open: (id: string, props: unknown) => void opened.push({ id, props }) } as unknown as DialogService;
  const logins: unknown[] = [];
  bus.on('openLogin').subscribe((e) => logins.push(e));
  const store = new MobxStudyStore(new HttpStudyApi(http), navigator, session, bus, dialogs);
  return { store, navigator, opened, logins, session };
}

describe('the study store against the server', () => {
  it('reads the list from the address, filters, searches and pages, writing the address', async () => {
    const { store, navigator } = rig(null);
    await store.applyUrl('?topic=g101&kind=video');
    expect(store.state).toBe('ready');
    expect(store.page!.list.map((e) => e.id)).toEqual([202]);
    expect(store.page!.learnedCount).toBeNull();

    await store.setKind(undefined);
    expect(navigator.current()).toBe('/studyArea/index?topic=g101');
    expect(store.page!.list.every((e) => e.topic === 'g101')).toBe(true);

    await store.search('  质量保证金 ');
    expect(store.query).toEqual({ topic: 'g101', keyWord: '质量保证金', pageNum: 1, pageSize: 12 });
    expect(store.total).toBe(0);
    await store.setTopic(undefined);
    expect(store.page!.list.map((e) => e.id)).toContain(403);
    expect(navigator.current()).toBe(`/studyArea/index?keyWord=${encodeURIComponent('质量保证金')}`);

    await store.reset();
    expect(store.total).toBe(STUDY_ENTRIES.length);
    expect(store.page!.list).toHaveLength(12);
    await store.setPage(2);
    expect(store.page!.list).toHaveLength(STUDY_ENTRIES.length - 12);
    expect(navigator.current()).toBe('/studyArea/index?page=2');
  });

  it('asks a visitor to log in (coming back to the list) instead of opening the content', async () => {
    const { store, opened, logins } = rig(null);
    await store.applyUrl('?kind=course');
    store.open(store.page!.list[0]!);
    expect(opened).toHaveLength(0);
    expect(logins).toEqual([{ target: '/studyArea/index?kind=course' }]);
  });

  it('opens a member’s content in its dialog, and the entry then shows 已学习 (for that member only)', async () => {
    const a = rig('token-a');
    await a.store.applyUrl('?topic=pricing');
    expect(a.store.page!.learnedCount).toBe(0);
    const course = a.store.page!.list.find((e) => e.kind === 'course')!;
    expect(actionText(course)).toBe('开始学习');
    a.store.open(course);
    expect(a.opened).toEqual([{ id: 'study.reader', props: { entry: course } }]);
    const video = a.store.page!.list.find((e) => e.kind === 'video')!;
    a.store.open(video);
    expect(a.opened[1]).toMatchObject({ id: 'study.video' });
    expect(lengthText(video)).toMatch(/^\d+ 个章节 · \d+:\d{2}$/);

    await a.store.loadContent(course.id);
    expect(a.store.content.data).toMatchObject({ id: course.id, learned: true });
    expect(a.store.content.data!.lessons.length).toBeGreaterThan(0);
    const shown = a.store.page!.list.find((e) => e.id === course.id)!;
    expect(shown.learned).toBe(true);
    expect(actionText(shown)).toBe('继续学习');
    expect(a.store.page!.learnedCount).toBe(1);
    // Opening it again adds nothing to the count.
    await a.store.loadContent(course.id);
    expect(a.store.page!.learnedCount).toBe(1);

    // The server keeps it: a new load says the same; another member has learned nothing.
    await a.store.memberChanged();
    expect(a.store.page!.list.find((e) => e.id === course.id)!.learned).toBe(true);
    const b = rig('token-b');
    await b.store.applyUrl('?topic=pricing');
    expect(b.store.page!.list.some((e) => e.learned)).toBe(false);
    expect(b.store.page!.learnedCount).toBe(0);
  });
});
