import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin } from '@kernel/server/auth';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import { ActivitiesPaths, REQUEST_ID_PATTERN } from '../../shared/contract';
import { TaskMessages } from '../../shared/tasks';
import type { ActivitiesRuntime } from '../runtime';
import { cardProduct, clickCard, collectCardInfo } from './cards';
import { doClock, doExperience, userActivityInfo } from './clock';
import { inviteSummary, shareUrl, visitInvite } from './invites';
import { newUserInfo } from './new-user';
import { doAnswer, quizHistory } from './quiz';

const open = { additionalProperties: true } as const;
const RequestId = Type.String({ pattern: REQUEST_ID_PATTERN, maxLength: 64 });

/** `?globalId=` is accepted as the spec's calls send it; the member is always the session's. */
export const MemberQuery = Type.Object({ globalId: Type.Optional(Type.String({ maxLength: 64 })) }, open);
export const ClickCardBody = Type.Object({ requestId: Type.Optional(RequestId) }, open);
export const AnswerBody = Type.Object(
  {
    questionId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}$', maxLength: 20 }),
    answer: Type.String({ pattern: '^[A-D]$', maxLength: 1 }),
    requestId: Type.Optional(RequestId),
  },
  open,
);
export const ExperienceBody = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', maxLength: 40 }) }, open);
export const ClockBody = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }, open);
export const VisitQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) }, open);

const gidOf = (request: FastifyRequest): string => request.session!.globalId;
const memberOf = (request: FastifyRequest): string | null => request.session?.globalId ?? null;

/**
 * The tasks endpoints (see README): 集卡活动, 答题活动, the clock-in and experience tasks, 邀请好友
 * and 新人专享. Public reads answer visitors with the member's fields null; writes need login and
 * are limited per member.
 */
export async function tasksRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const writes = memberRateLimit({ max: 120, timeWindow: 60_000 });

  // ── 集卡活动 ──
  api.get(ActivitiesPaths.cardInfo, { schema: { querystring: MemberQuery } }, async (request) => ok(await collectCardInfo(rt, memberOf(request))));
  api.get(ActivitiesPaths.cardProduct, { schema: { querystring: MemberQuery } }, async (request) => ok(await cardProduct(rt, memberOf(request))));
  api.post(ActivitiesPaths.clickCard, { onRequest: requireLogin, config: writes, schema: { body: Type.Optional(ClickCardBody) } }, async (request) => {
    const result = await clickCard(rt, gidOf(request), request.body?.requestId);
    return ok(result, result.prizeClaimed ? `恭喜集齐全部卡片，已获得${result.prize.text}` : `翻到「${result.card.name}」卡`);
  });

  // ── 答题活动 ──
  api.post(ActivitiesPaths.quizHistory, async (request) => ok(await quizHistory(rt, memberOf(request))));
  api.post(ActivitiesPaths.quizAnswer, { onRequest: requireLogin, config: writes, schema: { body: AnswerBody } }, async (request) => {
    const result = await doAnswer(rt, gidOf(request), request.body.questionId, request.body.answer);
    return ok(result, result.repeated ? TaskMessages.alreadyAnswered : result.correct ? TaskMessages.answeredRight : TaskMessages.answeredWrong);
  });

  // ── 打卡与体验任务 ──
  api.get(ActivitiesPaths.userActivityInfo, { onRequest: requireLogin, schema: { querystring: MemberQuery } }, async (request) => ok(await userActivityInfo(rt, gidOf(request))));
  api.post(ActivitiesPaths.doClock, { onRequest: requireLogin, config: writes, schema: { body: Type.Optional(ClockBody) } }, async (request) => {
    const result = await doClock(rt, gidOf(request));
    return ok(result, result.repeated ? TaskMessages.clockRepeated : TaskMessages.clockDone);
  });
  api.post(ActivitiesPaths.doExperience, { onRequest: requireLogin, config: writes, schema: { body: ExperienceBody } }, async (request) => {
    const result = await doExperience(rt, gidOf(request), request.body.code);
    return ok(result, result.repeated ? TaskMessages.experienceRepeated : TaskMessages.experienceDone);
  });

  // ── 邀请好友 ──
  api.get(ActivitiesPaths.inviteShareUrl, { onRequest: requireLogin }, async (request) => ok(await shareUrl(rt, gidOf(request))));
  api.get(ActivitiesPaths.inviteVisit, { config: writes, schema: { querystring: VisitQuery } }, async (request) => ok(await visitInvite(rt, request.query.code.trim())));
  api.get(ActivitiesPaths.inviteSummary, { onRequest: requireLogin }, async (request) => ok(await inviteSummary(rt, gidOf(request))));

  // ── 新人专享 ──
  api.get(ActivitiesPaths.newUserInfo, async (request) => ok(await newUserInfo(rt, memberOf(request))));
}
