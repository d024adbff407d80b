import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { fail, ok } from '@kernel/core/envelope';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { Messages } from '@kernel/core/status-codes';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError, sendEnvelope } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { AnyEnvelope } from '@kernel/server/schemas';
import { containsText, pageWindow } from '@kernel/server/sql';
import {
  posterPath,
  STUDY_KIND_CODES,
  STUDY_LIMITS,
  STUDY_PAGE_SIZES,
  STUDY_POSTER_DIR,
  STUDY_TOPIC_CODES,
  STUDY_TOPICS,
  StudyCodes,
  StudyMessages as M,
  StudyPaths,
  type StudyBrief,
  type StudyChapter,
  type StudyContent,
  type StudyKind,
  type StudyList,
  type StudyTopic,
} from '../shared/contract';
import { posterSvg } from './poster';
import { CONTENT_TABLE, PROGRESS_TABLE, type ContentRow, type StudyTables } from './tables';

/** A member's repeated opening of the same content counts as one more view only after this long. */
export const VIEW_WINDOW_MS = 10 * 60 * 1000;

/** Every parameter travels as text: the handlers check it and answer a Chinese message. */
const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
export const ListQuery = Type.Object({ topic: Text(32), kind: Type.Optional(Type.String({ maxLength: 32 })), keyWord: Text(200), pageNum: Text(16), pageSize: Text(16) }, { additionalProperties: true });
export const ViewQuery = Type.Object({ id: Text(32) }, { additionalProperties: true });
const PosterParams = Type.Object({ file: Type.String({ maxLength: 40 }) });

const invalid = (message: string) => new BusinessError(StudyCodes.invalid, message);

function intOf(raw: string | undefined, fallback: number, message: string): number {
  const text = (raw ?? '').trim();
  if (text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw invalid(message);
  return Number(text);
}

/** The list's query, checked: unknown topic or kind, a long keyword, a bad page are refused in Chinese. */
export function parseListQuery(q: Static<typeof ListQuery>): { topic?: StudyTopic; kind?: StudyKind; terms: string[]; pageNum: number; pageSize: number } {
  const topic = (q.topic ?? '').trim();
  if (topic && !(STUDY_TOPIC_CODES as readonly string[]).includes(topic)) throw invalid(M.topicInvalid);
  const kind = (q.kind ?? '').trim();
  if (kind && !(STUDY_KIND_CODES as readonly string[]).includes(kind)) throw invalid(M.kindInvalid);
  const keyword = (q.keyWord ?? '').trim();
  if (keyword.length > STUDY_LIMITS.keywordMax) throw invalid(M.keywordTooLong);
  const pageNum = intOf(q.pageNum, 1, M.pageInvalid);
  if (pageNum > STUDY_LIMITS.pageMax) throw invalid(M.pageInvalid);
  const pageSize = intOf(q.pageSize, STUDY_PAGE_SIZES[0], M.pageSizeInvalid);
  if (!(STUDY_PAGE_SIZES as readonly number[]).includes(pageSize)) throw invalid(M.pageSizeInvalid);
  // Words separated by blanks must all be found (each anywhere in the searchable text).
  const terms = [...new Set(keyword.split(/[\s,，、]+/).filter(Boolean))].slice(0, 5);
  return { topic: (topic || undefined) as StudyTopic | undefined, kind: (kind || undefined) as StudyKind | undefined, terms, pageNum, pageSize };
}

const briefOf = (r: ContentRow, learned: boolean): StudyBrief => ({
  id: Number(r.id),
  kind: r.kind as StudyKind,
  topic: r.topic as StudyTopic,
  title: r.title,
  summary: r.summary,
  author: r.author,
  level: r.level,
  minutes: Number(r.minutes),
  parts: Number(r.parts),
  seconds: Number(r.seconds),
  viewCount: Number(r.view_count),
  publishDate: r.publish_date,
  learned,
});

export interface StudyRouteOptions {
  readonly clock: () => number;
}

export async function studyRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: StudyRouteOptions): Promise<void> {
  const db = ctx.db as Kysely<StudyTables>;
  const { dialect } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(StudyPaths.list, { schema: { querystring: ListQuery, response: { 200: AnyEnvelope } } }, async (request) => {
    const { topic, kind, terms, pageNum, pageSize } = parseListQuery(request.query);
    // Kind and keyword filter the topic counts too; the topic filters the list only.
    let base = db.selectFrom(CONTENT_TABLE);
    if (kind) base = base.where('kind', '=', kind);
    for (const term of terms) base = base.where(containsText('search_text', term, dialect));
    const listed = topic ? base.where('topic', '=', topic) : base;
    const { limit, offset } = pageWindow({ pageNum, pageSize });
    const globalId = request.session?.globalId ?? null;
    const [rows, total, byTopic, all, learnedCount] = await Promise.all([
      listed.selectAll().orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
      listed.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      base.select(['topic', (eb) => eb.fn.countAll().as('n')]).groupBy('topic').execute(),
      db.selectFrom(CONTENT_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      globalId
        ? db
            .selectFrom(PROGRESS_TABLE)
            .innerJoin(CONTENT_TABLE, `${CONTENT_TABLE}.id`, `${PROGRESS_TABLE}.content_id`)
            .where(`${PROGRESS_TABLE}.global_id`, '=', globalId)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        : Promise.resolve(null),
    ]);
    const ids = rows.map((r) => Number(r.id));
    const learned = new Set<number>();
    if (globalId && ids.length > 0) {
      const done = await db.selectFrom(PROGRESS_TABLE).select('content_id').where('global_id', '=', globalId).where('content_id', 'in', ids).execute();
      for (const d of done) learned.add(Number(d.content_id));
    }
    const counts = new Map(byTopic.map((t) => [t.topic, Number(t.n)]));
    const answer: StudyList = {
      list: rows.map((r) => briefOf(r, learned.has(Number(r.id)))),
      total: Number(total?.n ?? 0),
      pageNum,
      pageSize,
      topics: STUDY_TOPICS.map((t) => ({ code: t.code, name: t.name, count: counts.get(t.code) ?? 0 })),
      learnedCount: learnedCount ? Number(learnedCount.n) : null,
      allCount: Number(all?.n ?? 0),
    };
    return ok(answer);
  });

  api.get(StudyPaths.view, { preHandler: requireLogin, schema: { querystring: ViewQuery, response: { 200: AnyEnvelope } } }, async (request) => {
    const id = intOf(request.query.id, 0, M.idInvalid);
    if (id === 0) throw invalid(M.idInvalid);
    const globalId = request.session!.globalId;
    const row = await db.selectFrom(CONTENT_TABLE).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new BusinessError(StudyCodes.notFound, M.notFound);
    const now = options.clock();
    // One row per member and content. Each statement is atomic, so concurrent openings insert once,
    // and a repeated opening counts again only once per window.
    const inserted = await db
      .insertInto(PROGRESS_TABLE)
      .values({ global_id: globalId, content_id: id, first_at: now, last_at: now, views: 1 })
      .onConflict((oc) => oc.columns(['global_id', 'content_id']).doNothing())
      .executeTakeFirst();
    let counts = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (!counts) {
      const again = await db
        .updateTable(PROGRESS_TABLE)
        .set((eb) => ({ last_at: now, views: eb('views', '+', 1) }))
        .where('global_id', '=', globalId)
        .where('content_id', '=', id)
        .where('last_at', '<=', now - VIEW_WINDOW_MS)
        .executeTakeFirst();
      counts = Number(again.numUpdatedRows) > 0;
    }
    if (counts) {
      await db
        .updateTable(CONTENT_TABLE)
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    }
    const [fresh, progress] = await Promise.all([
      db.selectFrom(CONTENT_TABLE).select('view_count').where('id', '=', id).executeTakeFirst(),
      db.selectFrom(PROGRESS_TABLE).select('first_at').where('global_id', '=', globalId).where('content_id', '=', id).executeTakeFirst(),
    ]);
    const body: unknown = JSON.parse(row.body);
    const content: StudyContent = {
      ...briefOf({ ...row, view_count: Number(fresh?.view_count ?? row.view_count) }, true),
      blocks: row.kind === 'article' ? (body as StudyContent['blocks']) : [],
      lessons: row.kind === 'course' ? (body as StudyContent['lessons']) : [],
      video: row.kind === 'video' ? { poster: posterPath(id), seconds: Number(row.seconds), chapters: body as StudyChapter[] } : null,
      learnedAt: Number(progress?.first_at ?? now),
    };
    return ok(content);
  });

  const posters = new Map<number, string>();
  api.get(`${DEFAULT_GATEWAYS.storage}${STUDY_POSTER_DIR}/:file`, { schema: { params: PosterParams } }, async (request, reply) => {
    const match = /^poster-(\d{1,9})\.svg$/.exec(request.params.file);
    const id = match ? Number(match[1]) : 0;
    let svg = posters.get(id);
    if (svg === undefined && id > 0) {
      const row = await db.selectFrom(CONTENT_TABLE).select(['id', 'topic', 'title', 'author', 'seconds', 'parts', 'kind']).where('id', '=', id).executeTakeFirst();
      if (row && row.kind === 'video') {
        svg = posterSvg({ ...row, id: Number(row.id), seconds: Number(row.seconds), parts: Number(row.parts) });
        if (posters.size < 1000) posters.set(id, svg);
      }
    }
    if (svg === undefined) return sendEnvelope(reply, fail(404, Messages.notFound), 404);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
