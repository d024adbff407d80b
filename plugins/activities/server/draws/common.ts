import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { ok } from '@kernel/core/envelope';
import { ACTIVITY_PAGE_SIZE_MAX, ActivityMessages, REQUEST_ID_PATTERN } from '../../shared/contract';
import type { DrawActivityBrief, DrawActivityKind, DrawAllowance } from '../../shared/draws';
import { dayKey } from '../calendar';
import type { ActivitiesRuntime } from '../runtime';
import { activityState, drawActivity, type DrawActivity } from './activity';
import { refuse } from './refusals';
import { chancesOf } from './chances';
import { drawsToday } from './engine';
import { ensureSeason } from './seed';

/** The success envelope of a DTO (readonly arrays do not fit the schemas' mutable types). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const answer = <T>(data: T, businessMsg?: string) => ok(data as any, businessMsg);

export const RequestId = Type.String({ pattern: REQUEST_ID_PATTERN, maxLength: 64 });

/** A POST draw without a body is a draw without a requestId (preValidation). */
export const emptyBody = async (request: { body: unknown }): Promise<void> => {
  if (request.body === undefined || request.body === null) request.body = {};
};

/** ?pageNum=&pageSize= (1-based; at most 50 a page). */
export const PageQuery = Type.Object(
  {
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ACTIVITY_PAGE_SIZE_MAX })),
  },
  { additionalProperties: true },
);

export function paging(q: { pageNum?: number; pageSize?: number }): { pageNum: number; pageSize: number } {
  return { pageNum: q.pageNum ?? 1, pageSize: q.pageSize ?? 10 };
}

export const AddressSchema = Type.Object(
  {
    name: Type.String({ maxLength: 40 }),
    phone: Type.String({ maxLength: 20 }),
    region: Type.String({ maxLength: 80 }),
    detail: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const ClaimBody = Type.Object(
  {
    drawId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    requestId: Type.Optional(RequestId),
    address: Type.Optional(AddressSchema),
  },
  { additionalProperties: false },
);

/**
 * The key of an operation: `<op>:<gid>:<requestId>`; without a requestId the server makes one (the
 * operation then is not replayable).
 */
export function opKey(op: string, globalId: string, requestId: string | undefined): string {
  return `${op}:${globalId}:${requestId ?? `srv-${randomUUID()}`}`;
}

/**
 * The activity of a kind, or 活动不存在. Outside a transaction (`db` the plugin's database) an ended
 * gift box or festival is followed by the next season first.
 */
export async function activityOrRefuse(rt: ActivitiesRuntime, kind: DrawActivityKind, db: Kysely<any> = rt.db): Promise<DrawActivity> {
  if (db === rt.db) await ensureSeason(rt, kind);
  const activity = await drawActivity(db, kind, rt.clock());
  if (!activity) throw refuse(ActivityMessages.unknownActivity);
  return activity;
}

const date = (ms: number) => {
  const [y, m, d] = dayKey(ms).split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

/** The activity's rules as sentences (from its rules row, so the page says what the server does). */
export function rulesText(activity: DrawActivity): string[] {
  const r = activity.rules;
  const lines = [`活动时间：${date(activity.startsAt)}至${date(activity.endsAt - 1)}（北京时间）。`];
  switch (activity.kind) {
    case 'raffle':
      lines.push('完成每日任务可获得抽奖机会，每项任务每天可得1次。');
      if (r.pointsPerDraw > 0) lines.push(`抽奖机会用完后，每次抽奖消耗${r.pointsPerDraw}积分。`);
      break;
    case 'luckyDraw':
      if (r.freePerDay > 0) lines.push(`每天可免费抽奖${r.freePerDay}次；完成各栏目功能引导，每项再得1次抽奖机会。`);
      break;
    case 'giftBox':
      lines.push('每日打卡任务每天各得1次抽奖机会；造价课堂每学完一课得1次抽奖机会。');
      if (r.shareDailyLimit > 0) lines.push(`分享活动给好友，好友登录后助力可为您增加1次抽奖机会，每天最多${r.shareDailyLimit}次。`);
      break;
    case 'festival':
      if (r.festival) {
        lines.push(`每天可翻牌${r.flipsPerDay}次，翻出两张相同的图案（${r.festival.faces.join('、')}）或翻到“${r.festival.wild}”即得1次抽奖机会。`);
      }
      break;
  }
  lines.push(`每人每天最多抽奖${r.dailyLimit}次。`);
  lines.push('积分奖品即时存入积分账户，会员权益即时开通；实物奖品请在中奖记录中填写收货地址领取，7个工作日内寄出。');
  lines.push('奖品数量有限，抽完即止；以不正当方式参与活动的，主办方有权取消中奖资格。');
  return lines;
}

export function briefOf(activity: DrawActivity, at: number): DrawActivityBrief {
  return {
    id: activity.id,
    kind: activity.kind,
    title: activity.title,
    summary: activity.summary,
    startsAt: activity.startsAt,
    endsAt: activity.endsAt,
    state: activityState(activity, at),
    rules: rulesText(activity),
  };
}

/** The member's draw budget (nulls for a visitor). */
export async function allowanceOf(rt: ActivitiesRuntime, activity: DrawActivity, globalId: string | null, at: number): Promise<DrawAllowance> {
  const base = { dailyLimit: activity.rules.dailyLimit, pointsPerDraw: activity.rules.pointsPerDraw };
  if (!globalId) return { ...base, chances: null, dailyUsed: null, balance: null };
  const [chances, dailyUsed, balance] = await Promise.all([
    chancesOf(rt, activity.id, globalId),
    drawsToday(rt, activity.id, globalId, at),
    rt.ledger.balance(globalId),
  ]);
  return { ...base, chances, dailyUsed, balance };
}
