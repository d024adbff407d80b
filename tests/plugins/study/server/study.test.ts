/**
 * 学习专区 on a real database: the public list (topics, kinds, search, paging, counts), the content
 * behind login (301 without, 302 with an expired token), the member's progress (one row per member
 * and content, idempotent under concurrent openings, only the member's own 已学习) and the views.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '@kernel/core/session';
import { seedPlugins } from '@kernel/server/migrations';
import { CONTENT_TABLE, createStudyServer, PROGRESS_TABLE, VIEW_WINDOW_MS } from '@plugins/study/server';
import { STUDY_ENTRIES } from '@plugins/study/server/content';
import { wrapTitle } from '@plugins/study/server/poster';
import { STUDY_TOPICS, StudyMessages, StudyPaths, type StudyContent, type StudyList } from '@plugins/study/shared/contract';
import { buildTestApp, type TestApp } from '../../../helpers/server';

let now = Date.UTC(2026, 10, 24, 2, 0, 0);
const plugin = createStudyServer({ clock: () => now });

const session = (globalId: string, accountName: string): SessionInfo => ({ userId: `u-${globalId}`, globalId, accountName, rights: [] });
const SESSIONS: Record<string, SessionInfo> = { 'token-a': session('G20000001', 'member_a'), 'token-b': session('G20000002', 'member_b') };

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [plugin] });
  app = t.app;
  app.auth.setResolver((token) => SESSIONS[token] ?? null);
  await seedPlugins(t.database, [plugin], { scale: 1, seed: 1 });
});
afterAll(() => t.close());

type Envelope<T> = { statusCode: number; businessMsg: string; data: T };
async function get<T>(url: string, query: Record<string, string> = {}, token?: string): Promise<{ http: number; body: Envelope<T> }> {
  const res = await app.inject({ method: 'GET', url, query, headers: token ? { token } : {} });
  return { http: res.statusCode, body: res.json() as Envelope<T> };
}
const list = (query: Record<string, string> = {}, token?: string) => get<StudyList>(StudyPaths.list, query, token);
const view = (id: number | string, token?: string) => get<StudyContent>(StudyPaths.view, { id: String(id) }, token);
const viewsOf = async (id: number) => Number((await t.database.db.selectFrom(CONTENT_TABLE).select('view_count').where('id', '=', id).executeTakeFirst())?.view_count);

describe('study: the public list', () => {
  it('lists every entry in the curated order with topics, kinds, minutes and the counts per topic', async () => {
    const { body } = await list({ pageSize: '48' });
    expect(body.statusCode).toBe(200);
    expect(body.data.total).toBe(STUDY_ENTRIES.length);
    expect(body.data.allCount).toBe(STUDY_ENTRIES.length);
    expect(body.data.list.map((e) => e.id)).toEqual(STUDY_ENTRIES.map((e) => e.id));
    expect(body.data.learnedCount).toBeNull();
    expect(body.data.list.every((e) => !e.learned && e.minutes > 0 && e.parts > 0)).toBe(true);
    // Every topic has a course, a video and an article.
    for (const topic of STUDY_TOPICS) {
      const kinds = body.data.list.filter((e) => e.topic === topic.code).map((e) => e.kind);
      expect(new Set(kinds)).toEqual(new Set(['course', 'video', 'article']));
    }
    expect(body.data.topics.map((x) => x.name)).toEqual(['计价规范', '22G101', '清单编制', '合同与结算', '造价软件']);
    expect(body.data.topics.reduce((n, x) => n + x.count, 0)).toBe(STUDY_ENTRIES.length);
    // A course's minutes are its lessons' sum; a video's its running time rounded up.
    const course = STUDY_ENTRIES.find((e) => e.id === 101)!;
    expect(body.data.list.find((e) => e.id === 101)!.minutes).toBe(course.lessons!.reduce((n, l) => n + l.minutes, 0));
    const video = STUDY_ENTRIES.find((e) => e.id === 202)!;
    expect(body.data.list.find((e) => e.id === 202)!.minutes).toBe(Math.ceil(video.seconds! / 60));
  });

  it('filters by topic and kind, searches title, summary and keywords (all words), and pages', async () => {
    const g101 = (await list({ topic: 'g101' })).body.data;
    expect(g101.list.every((e) => e.topic === 'g101')).toBe(true);
    expect(g101.total).toBe(STUDY_ENTRIES.filter((e) => e.topic === 'g101').length);
    const videos = (await list({ kind: 'video' })).body.data;
    expect(videos.list.every((e) => e.kind === 'video')).toBe(true);
    // With a kind, the topic counts count that kind only.
    expect(videos.topics.every((x) => x.count === 1)).toBe(true);
    expect((await list({ keyWord: '锚固' })).body.data.list.map((e) => e.id)).toEqual(expect.arrayContaining([201]));
    expect((await list({ keyWord: '质保金' })).body.data.list.map((e) => e.id)).toEqual([403]);
    // Two words: both must match.
    expect((await list({ keyWord: '结算 审核' })).body.data.list.map((e) => e.id)).toEqual(expect.arrayContaining([402]));
    expect((await list({ keyWord: '锚固 质保金' })).body.data.total).toBe(0);
    // LIKE wildcards are plain characters: 5%以内 is found, 5_以内 is not.
    expect((await list({ keyWord: '5%以内' })).body.data.list.map((e) => e.id)).toContain(101);
    expect((await list({ keyWord: '5_以内' })).body.data.total).toBe(0);
    const page1 = (await list({ pageSize: '12' })).body.data;
    const page2 = (await list({ pageSize: '12', pageNum: '2' })).body.data;
    expect(page1.list).toHaveLength(12);
    expect(page2.list).toHaveLength(STUDY_ENTRIES.length - 12);
    expect(new Set([...page1.list, ...page2.list].map((e) => e.id)).size).toBe(STUDY_ENTRIES.length);
  });

  it('refuses bad parameters with a Chinese message, never a server error', async () => {
    expect((await list({ topic: 'nope' })).body).toMatchObject({ statusCode: 400, businessMsg: StudyMessages.topicInvalid });
    expect((await list({ kind: 'podcast' })).body).toMatchObject({ statusCode: 400, businessMsg: StudyMessages.kindInvalid });
    expect((await list({ keyWord: '钢'.repeat(31) })).body).toMatchObject({ statusCode: 400, businessMsg: StudyMessages.keywordTooLong });
    expect((await list({ pageNum: '0' })).body).toMatchObject({ statusCode: 400, businessMsg: StudyMessages.pageInvalid });
    expect((await list({ pageNum: '1e3' })).body).toMatchObject({ statusCode: 400, businessMsg: StudyMessages.pageInvalid });
    expect((await list({ pageSize: '13' })).body).toMatchObject({ statusCode: 400, businessMsg: StudyMessages.pageSizeInvalid });
    expect((await list({ keyWord: 'x'.repeat(500) })).http).toBe(400);
  });
});

describe('study: the content needs login and records the member’s progress', () => {
  it('answers 301 without a token and 302 with an unknown one; records nothing', async () => {
    expect((await view(101)).body).toMatchObject({ statusCode: 301, data: null });
    expect((await view(101, 'token-expired')).body).toMatchObject({ statusCode: 302 });
    const rows = await t.database.db.selectFrom(PROGRESS_TABLE).selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('answers the content of each kind and marks it 已学习 for that member only', async () => {
    const before = await viewsOf(101);
    const course = (await view(101, 'token-a')).body;
    expect(course.statusCode).toBe(200);
    expect(course.data).toMatchObject({ id: 101, kind: 'course', learned: true, learnedAt: now, video: null });
    expect(course.data.lessons.length).toBe(4);
    expect(course.data.lessons[0]!.blocks.length).toBeGreaterThan(0);
    expect(course.data.viewCount).toBe(before + 1);

    const article = (await view(403, 'token-a')).body.data;
    expect(article.blocks.some((b) => b.kind === 'table')).toBe(true);
    const video = (await view(202, 'token-a')).body.data;
    expect(video.video).toMatchObject({ poster: '/study/poster-202.svg', seconds: 1460 });
    expect(video.video!.chapters[0]).toMatchObject({ start: 0 });

    const forA = (await list({ pageSize: '48' }, 'token-a')).body.data;
    expect(forA.list.filter((e) => e.learned).map((e) => e.id).sort()).toEqual([101, 202, 403]);
    expect(forA.learnedCount).toBe(3);
    const forB = (await list({ pageSize: '48' }, 'token-b')).body.data;
    expect(forB.list.some((e) => e.learned)).toBe(false);
    expect(forB.learnedCount).toBe(0);
    expect((await list({ pageSize: '48' })).body.data.list.some((e) => e.learned)).toBe(false);
  });

  it('keeps one row per member and content under concurrent openings, counting one view', async () => {
    const before = await viewsOf(301);
    const answers = await Promise.all(Array.from({ length: 8 }, () => view(301, 'token-b')));
    expect(answers.every((a) => a.body.statusCode === 200 && a.body.data.learned)).toBe(true);
    const rows = await t.database.db.selectFrom(PROGRESS_TABLE).selectAll().where('global_id', '=', 'G20000002').where('content_id', '=', 301).execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.views)).toBe(1);
    expect(await viewsOf(301)).toBe(before + 1);
    // Within the window a reopening counts no view; after it, one more (the first study time stays).
    await view(301, 'token-b');
    expect(await viewsOf(301)).toBe(before + 1);
    const first = now;
    now += VIEW_WINDOW_MS;
    const again = (await view(301, 'token-b')).body.data;
    expect(again.learnedAt).toBe(first);
    expect(await viewsOf(301)).toBe(before + 2);
    const row = await t.database.db.selectFrom(PROGRESS_TABLE).selectAll().where('global_id', '=', 'G20000002').where('content_id', '=', 301).executeTakeFirstOrThrow();
    expect({ views: Number(row.views), first: Number(row.first_at), last: Number(row.last_at) }).toEqual({ views: 2, first, last: now });
  });

  it('refuses a malformed id (400) and an unknown one (404) in Chinese', async () => {
    for (const id of ['', 'abc', '0', '-1', '1.5', '9999999999']) {
      expect((await view(id, 'token-a')).body).toMatchObject({ statusCode: 400, businessMsg: StudyMessages.idInvalid });
    }
    expect((await view(999, 'token-a')).body).toMatchObject({ statusCode: 404, businessMsg: StudyMessages.notFound });
  });
});

describe('study: video posters', () => {
  it('serves a generated SVG poster for a video and 404 for anything else', async () => {
    const res = await app.inject({ method: 'GET', url: '/static-files/study/poster-202.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('22G101');
    expect(res.body).toContain('24:20');
    for (const url of ['/static-files/study/poster-101.svg', '/static-files/study/poster-999.svg', '/static-files/study/other.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('wraps a long title into at most three lines', () => {
    const lines = wrapTitle('算量软件建模到出量：以18层剪力墙住宅为例');
    expect(lines.join('')).toBe('算量软件建模到出量：以18层剪力墙住宅为例');
    expect(wrapTitle('长'.repeat(60))).toHaveLength(3);
  });
});
