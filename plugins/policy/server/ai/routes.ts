/**
 * The AI search's endpoints (../../README.md, "AI智能检索"):
 * - POST getAiData2 (login; POLICY_AI_RATE_LIMIT per member, or POLICY_AI_RATE_MAX a minute when
 *   that environment variable is set): the streamed answer. Refusals (no
 *   login, rate limit, empty or too long question, unknown region) answer the JSON envelope before
 *   any stream; then server-sent events: meta → chunk… → source… → done (or error). Every sentence
 *   is checked by number-check.ts before it is sent (a failing one is dropped); no relevant
 *   document → one chunk 未找到相关政策文件 and done { status: 'none' }. The client's abort stops
 *   the work (retrieval, the model's request, the pacing) and the question is logged 'stopped'.
 * - GET getAiHistory (login): the member's own questions, newest first.
 * Every question is logged in policy_question (its answer as sent, the cited sources, the status and
 * the provider).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import { openEventStream, type EventStream } from '@kernel/server/event-stream';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { AnyEnvelope, Envelope } from '@kernel/server/schemas';
import { RegionCatalogue } from '@plugins/cost-data/shared/services';
import {
  POLICY_AI_RATE_LIMIT,
  POLICY_LIMITS,
  PolicyCodes,
  PolicyMessages,
  PolicyPaths,
  type PolicyAiEventMap,
  type PolicyAiHistory,
  type PolicyAiStatus,
} from '../../shared/contract';
import { QUESTION_TABLE } from '../tables';
import { composeExtractive, pieces } from './compose';
import { openLlmAnswer, llmConfigFromEnv, LlmError } from './llm';
import { checkSentence, citationsOf } from './number-check';
import { retrieve } from './retrieve';
import { evidenceText, type AiSource, type AnswerDraft, type Retrieval } from './types';

export interface PolicyAiOptions {
  /** ms since epoch (the question log's created_at). */
  readonly clock?: () => number;
  /** Pause between the extractive answer's pieces, so that the page sees it being written (ms). Default 12. */
  readonly paceMs?: number;
}

const AiBody = Type.Object({
  keyWord: Type.String({ maxLength: 2000 }),
  areaId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()])),
});

const HistoryQuery = Type.Object(
  {
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: POLICY_LIMITS.pageNumMax })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: true },
);

const HistorySchema = Type.Object({
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      question: Type.String(),
      answer: Type.String(),
      status: Type.String(),
      createdAt: Type.Number(),
      sources: Type.Array(Type.Object({ n: Type.Integer(), policyId: Type.Integer(), title: Type.String(), docNo: Type.String() })),
    }),
  ),
  total: Type.Integer(),
});

type StoredSource = PolicyAiEventMap['source'];

function send<E extends keyof PolicyAiEventMap>(stream: EventStream, event: E, data: PolicyAiEventMap[E]): boolean {
  return stream.send(event, data);
}

function sourceEvent(s: AiSource): StoredSource {
  return {
    n: s.n,
    policyId: s.doc.policyId,
    title: s.doc.title,
    docNo: s.doc.docNo,
    issuer: s.doc.issuer,
    publishDate: s.doc.publishDate,
    passageId: s.passage.passageId,
    quote: s.passage.text,
  };
}

interface Emitted {
  /** Sentences sent. */
  count: number;
  text: string;
  cited: Set<number>;
  /** The draft failed while streaming (a model's timeout or error). */
  failed: boolean;
}

const NO_ANSWER_SENTENCE = /^未找到相关政策文件[。.]?$/;

/**
 * Sends a draft's sentences that pass the number check, piece by piece. A model's sentence must
 * cite a given passage; a sentence that fails is dropped and logged (without its text).
 */
async function emit(stream: EventStream, draft: AnswerDraft, paceMs: number, log: FastifyBaseLogger): Promise<Emitted> {
  const evidence = new Map([...draft.sources].map(([n, s]) => [n, evidenceText(s)]));
  const out: Emitted = { count: 0, text: '', cited: new Set(), failed: false };
  try {
    for await (const sentence of draft.sentences) {
      if (stream.closed) break;
      if (draft.provider === 'llm' && (citationsOf(sentence).length === 0 || NO_ANSWER_SENTENCE.test(sentence))) continue;
      const check = checkSentence(sentence, evidence);
      if (!check.ok) {
        log.info({ provider: draft.provider, reason: check.reason, missing: check.missing }, 'policy AI sentence dropped by the number check');
        continue;
      }
      for (const piece of pieces(sentence)) {
        if (!send(stream, 'chunk', { text: piece })) return out;
        if (paceMs > 0 && draft.provider === 'extractive') {
          try {
            await sleep(paceMs, undefined, { signal: stream.signal });
          } catch {
            return out;
          }
        }
      }
      out.count += 1;
      out.text += sentence;
      for (const n of check.citations) out.cited.add(n);
    }
  } catch (err) {
    if (!(err instanceof LlmError)) throw err;
    log.warn({ provider: 'llm', reason: err.message }, 'policy AI model answer failed');
    out.failed = true;
  }
  return out;
}

/** The AI search's routes; the policy plugin's server registers them with its context. */
export async function policyAiRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: PolicyAiOptions = {}): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const clock = options.clock ?? Date.now;
  const paceMs = options.paceMs ?? 12;
  const db = ctx.db;
  const regions = () => ctx.services.get(RegionCatalogue);

  // POLICY_AI_RATE_MAX raises the per-member limit (a benchmark asking hundreds of questions as one member).
  const raised = Number(process.env.POLICY_AI_RATE_MAX);
  const max = Number.isInteger(raised) && raised >= 1 && raised <= 100_000 ? raised : POLICY_AI_RATE_LIMIT.max;
  const rateLimit = memberRateLimit({ max, timeWindow: POLICY_AI_RATE_LIMIT.timeWindow }).rateLimit;
  api.post(
    PolicyPaths.ai,
    {
      onRequest: requireLogin,
      config: {
        rateLimit: {
          ...rateLimit,
          errorResponseBuilder: () => ({ statusCode: 429, data: null, businessMsg: PolicyMessages.rateLimited }),
        },
      },
      schema: { body: AiBody, response: { 200: AnyEnvelope } },
    },
    async (request, reply) => {
      // Control characters (a NUL byte PostgreSQL refuses in text) count as blanks.
      const question = request.body.keyWord.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
      if (!question) throw new BusinessError(PolicyCodes.invalid, PolicyMessages.questionEmpty);
      if ([...question].length > POLICY_LIMITS.questionMax) throw new BusinessError(PolicyCodes.invalid, PolicyMessages.questionTooLong);
      const areaId = request.body.areaId ?? undefined;
      if (areaId !== undefined && areaId !== 1 && !regions().find(areaId)) throw new BusinessError(PolicyCodes.invalid, PolicyMessages.region);
      const globalId = request.session!.globalId;
      const started = performance.now();
      const stream = openEventStream(request, reply, { heartbeatMs: 10_000 });

      let status: PolicyAiStatus = 'failed';
      let provider: 'extractive' | 'llm' = 'extractive';
      let answer = '';
      let cited: StoredSource[] = [];
      let questionId: number | null = null;
      // The log holds the answer as sent: written before `done`, so that the member's history
      // agrees with the answer the moment it ends; a stopped or failed answer is written at the end.
      let recorded = false;
      const record = async () => {
        if (recorded) return;
        recorded = true;
        try {
          const values = { answer: answer.slice(0, 20_000), sources: JSON.stringify(cited), status, provider };
          if (questionId !== null) await db.updateTable(QUESTION_TABLE).set(values).where('id', '=', questionId).execute();
          else await db.insertInto(QUESTION_TABLE).values({ global_id: globalId, question, ...values, created_at: clock() }).execute();
        } catch (err) {
          request.log.error({ err }, 'policy AI question log failed');
        }
      };
      try {
        const retrieval: Retrieval = await retrieve(db, ctx.dialect, regions(), { question, areaId });
        let draft: AnswerDraft | null = null;
        if (retrieval.candidates.length && !stream.closed) {
          const llm = llmConfigFromEnv();
          if (llm) {
            try {
              draft = await openLlmAnswer(llm, retrieval, stream.signal);
            } catch (err) {
              if (!stream.closed) request.log.warn({ provider: 'llm', reason: (err as Error).message }, 'policy AI model unavailable, extractive answer');
            }
          }
          draft ??= composeExtractive(retrieval);
        }
        provider = draft?.provider ?? 'extractive';
        const row = await db
          .insertInto(QUESTION_TABLE)
          .values({ global_id: globalId, question, answer: '', sources: '[]', status: 'failed', provider, created_at: clock() })
          .returning('id')
          .executeTakeFirstOrThrow();
        questionId = Number(row.id);
        if (stream.closed) {
          status = 'stopped';
          return;
        }
        send(stream, 'meta', { questionId, terms: retrieval.terms, areaName: retrieval.areaName, provider });

        let sent: Emitted | null = null;
        if (draft) {
          sent = await emit(stream, draft, paceMs, request.log);
          if (sent.count === 0 && draft.provider === 'llm' && !stream.closed) {
            // The model said nothing that passed (or failed first): the extractive answer instead.
            draft = composeExtractive(retrieval);
            provider = 'extractive';
            sent = await emit(stream, draft, paceMs, request.log);
          }
        }
        if (stream.closed) {
          status = 'stopped';
          answer = sent?.text ?? '';
          return;
        }
        if (!draft || !sent || sent.count === 0) {
          answer = PolicyMessages.noAnswer;
          send(stream, 'chunk', { text: PolicyMessages.noAnswer });
          status = 'none';
        } else {
          answer = sent.text;
          cited = [...sent.cited].sort((a, b) => a - b).map((n) => sourceEvent(draft!.sources.get(n)!));
          for (const source of cited) send(stream, 'source', source);
          status = 'answered';
        }
        await record();
        send(stream, 'done', { status, elapsedMs: Math.round(performance.now() - started) });
      } catch (err) {
        if (stream.closed) status = 'stopped';
        else {
          request.log.error({ err }, 'policy AI answer failed');
          send(stream, 'error', { businessMsg: PolicyMessages.aiFailed });
        }
      } finally {
        stream.end();
        await record();
      }
    },
  );

  api.get(
    PolicyPaths.aiHistory,
    { onRequest: requireLogin, schema: { querystring: HistoryQuery, response: { 200: Envelope(HistorySchema) } } },
    async (request) => {
      const pageNum = request.query.pageNum ?? 1;
      const pageSize = request.query.pageSize ?? POLICY_LIMITS.historyPageSizes[0]!;
      if (!POLICY_LIMITS.historyPageSizes.includes(pageSize)) throw new BusinessError(PolicyCodes.invalid, PolicyMessages.pageSize);
      const globalId = request.session!.globalId;
      const [rows, count] = await Promise.all([
        db
          .selectFrom(QUESTION_TABLE)
          .select(['id', 'question', 'answer', 'status', 'sources', 'created_at'])
          .where('global_id', '=', globalId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize)
          .execute(),
        db.selectFrom(QUESTION_TABLE).select((eb) => eb.fn.countAll().as('n')).where('global_id', '=', globalId).executeTakeFirst(),
      ]);
      const history: PolicyAiHistory = {
        list: rows.map((r: any) => {
          let sources: StoredSource[] = [];
          try {
            sources = JSON.parse(String(r.sources));
          } catch {
            sources = [];
          }
          return {
            id: Number(r.id),
            question: String(r.question),
            answer: String(r.answer),
            status: r.status as PolicyAiStatus,
            createdAt: Number(r.created_at),
            sources: sources.map((s) => ({ n: s.n, policyId: s.policyId, title: s.title, docNo: s.docNo })),
          };
        }),
        total: Number((count as any)?.n ?? 0),
      };
      return ok(history);
    },
  );
}
