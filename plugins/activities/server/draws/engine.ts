import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RightsGrants } from '@plugins/membership/shared/services';
import { planById, type PlanId } from '@plugins/membership/shared/plans';
import { ActivityMessages, DRAW_STATUS_TEXT, type DrawStatus } from '../../shared/contract';
import { DrawMessages, PPM, type DrawRecord, type DrawResult, type PrizeKind, type PrizeView } from '../../shared/draws';
import { dayKey } from '../calendar';
import { CounterRefused, PointsRefused } from '../ledger-types';
import type { ActivitiesRuntime } from '../runtime';
import { activityState, type DrawActivity } from './activity';
import { refuse } from './refusals';
import { chancesOf } from './chances';
import { DRAW_TABLE, PRIZE_TABLE, type DrawRow, type PrizeRow } from './tables';

/**
 * The draw engine every draw activity uses (raffle v2, the older lucky draw, the gift box, the
 * festival gift). One draw is one transaction: the day's limit (counter `daily:<activity>`, owner
 * `<gid>:<day>`, bounded by the day's limit), the payment (today's free draw, counter
 * `free:<activity>`; else a chance, counter `chance:<activity>`; else the activity's points per
 * draw, a ledger debit), the pick (crypto.randomInt over the prizes' cumulative parts per million,
 * the rest for 谢谢参与), the prize's stock (counter `stock:prize`; none left → 谢谢参与), the draw
 * row, and the delivery of what can be delivered at once (points credited, VIP granted through
 * RightsGrants). Gifts stay 已中奖 until claimed with an address.
 */

/** A uniform roll in [0, PPM) from the cryptographic source. */
export function rollPpm(): number {
  return randomInt(0, PPM);
}

/**
 * The prize a roll in [0, PPM) falls on: the index of the first prize whose cumulative parts per
 * million pass the roll, or -1 when the roll falls in the rest (谢谢参与).
 */
export function pickIndex(ppms: readonly number[], roll: number): number {
  let cumulative = 0;
  for (let i = 0; i < ppms.length; i++) {
    cumulative += ppms[i]!;
    if (roll < cumulative) return i;
  }
  return -1;
}

export interface Prize {
  readonly id: string;
  readonly index: number;
  readonly name: string;
  readonly kind: PrizeKind;
  /** points: the points; vip: the plan's days. */
  readonly amount: number | null;
  /** vip: the plan granted. */
  readonly planId: PlanId | null;
  readonly description: string;
  readonly ppm: number;
  readonly stockTotal: number | null;
  readonly tone: PrizeView['tone'];
}

function prizeOf(row: PrizeRow, index: number): Prize {
  const kind = row.kind as PrizeKind;
  const plan = kind === 'vip' ? planById(row.value) : undefined;
  return {
    id: row.id,
    index,
    name: row.name,
    kind,
    amount: kind === 'points' ? Number(row.value) : plan ? plan.days : null,
    planId: plan ? plan.id : null,
    description: row.description,
    ppm: kind === 'none' ? 0 : Number(row.probability_ppm),
    stockTotal: row.stock_total == null ? null : Number(row.stock_total),
    tone: row.tone as PrizeView['tone'],
  };
}

/** The prizes of an activity in their grid order. */
export async function prizesOf(db: Kysely<any>, activityId: string): Promise<Prize[]> {
  const rows = (await db.selectFrom(PRIZE_TABLE).selectAll().where('activity_id', '=', activityId).orderBy('sort').orderBy('id').execute()) as PrizeRow[];
  return rows.map(prizeOf);
}

const STOCK_KIND = 'stock:prize';

/** The prizes as the pages show them, with the stock left of the limited ones. */
export async function prizeViews(rt: ActivitiesRuntime, prizes: readonly Prize[], trx?: Kysely<any>): Promise<PrizeView[]> {
  const won = prizes.reduce((sum, p) => sum + p.ppm, 0);
  return Promise.all(
    prizes.map(async (p) => ({
      id: p.id,
      index: p.index,
      name: p.name,
      kind: p.kind,
      amount: p.amount,
      description: p.description,
      chancePercent: Math.round(((p.kind === 'none' ? PPM - won : p.ppm) / PPM) * 10_000) / 100,
      stockLeft: p.stockTotal === null ? null : await rt.counters.value(STOCK_KIND, p.id, trx),
      stockTotal: p.stockTotal,
      tone: p.tone,
    })),
  );
}

/** Puts a limited prize's stock in (seeding): once per `idemKey`. */
export async function restockPrize(trx: Kysely<any>, rt: ActivitiesRuntime, prizeId: string, count: number, idemKey: string, at: number): Promise<void> {
  await rt.counters.add(trx, { kind: STOCK_KIND, owner: prizeId, change: count, reason: 'restock', businessId: prizeId, idemKey, at });
}

const dailyKind = (activityId: string) => `daily:${activityId}`;
const freeKind = (activityId: string) => `free:${activityId}`;

/** Draws made today in an activity. */
export function drawsToday(rt: ActivitiesRuntime, activityId: string, globalId: string, at: number, trx?: Kysely<any>): Promise<number> {
  return rt.counters.value(dailyKind(activityId), `${globalId}:${dayKey(at)}`, trx);
}

/** Free draws used today. */
export function freeUsedToday(rt: ActivitiesRuntime, activityId: string, globalId: string, at: number, trx?: Kysely<any>): Promise<number> {
  return rt.counters.value(freeKind(activityId), `${globalId}:${dayKey(at)}`, trx);
}

/** Refuses a draw outside the activity's dates. */
export function assertRunning(activity: DrawActivity, at: number): void {
  const state = activityState(activity, at);
  if (state === 'notStarted') throw refuse(ActivityMessages.notStarted);
  if (state === 'ended') throw refuse(ActivityMessages.ended);
}

/**
 * One draw on the caller's transaction (run it inside rt.idempotency.run with `key`, the
 * operation's key: every counter and ledger key of the draw derives from it, so a rerun of the
 * transaction or a replay writes nothing twice).
 */
export async function drawOnce(
  trx: Kysely<any>,
  rt: ActivitiesRuntime,
  input: { activity: DrawActivity; globalId: string; key: string; at: number; roll?: () => number },
): Promise<DrawResult> {
  const { activity, globalId, key, at } = input;
  const rules = activity.rules;
  assertRunning(activity, at);
  const day = dayKey(at);
  const owner = `${globalId}:${day}`;

  // The day's limit first: a member at the limit is refused before anything else is spent.
  let dailyUsed: number;
  try {
    ({ value: dailyUsed } = await rt.counters.add(trx, {
      kind: dailyKind(activity.id),
      owner,
      change: 1,
      reason: 'draw',
      businessId: activity.id,
      idemKey: `${key}:daily`,
      at,
      max: rules.dailyLimit,
    }));
  } catch (error) {
    if (error instanceof CounterRefused) throw refuse(ActivityMessages.dailyLimit);
    throw error;
  }

  const prizes = await prizesOf(trx, activity.id);
  const none = prizes.find((p) => p.kind === 'none');
  if (!none) throw new Error(`draw activity ${activity.id} has no 谢谢参与 prize`);
  const playable = prizes.filter((p) => p.kind !== 'none');
  const roll = (input.roll ?? rollPpm)();
  const picked = playable[pickIndex(playable.map((p) => p.ppm), roll)] ?? none;

  const [inserted] = await trx
    .insertInto(DRAW_TABLE)
    .values({
      activity_id: activity.id,
      global_id: globalId,
      prize_id: picked.id,
      prize_index: picked.index,
      status: 'lost',
      paid_with: 'chance',
      points_spent: 0,
      idem_key: key,
      day,
      created_at: at,
      delivered_at: null,
      delivery: null,
    })
    .returning('id')
    .execute();
  const drawId = Number(inserted!.id);
  const businessId = `draw:${drawId}`;

  // Payment: today's free draw, else a chance, else points (when the activity sells draws).
  let paidWith: DrawResult['paidWith'] | null = null;
  let pointsSpent = 0;
  if (rules.freePerDay > 0) {
    try {
      await rt.counters.add(trx, { kind: freeKind(activity.id), owner, change: 1, reason: 'draw', businessId, idemKey: `${key}:free`, at, max: rules.freePerDay });
      paidWith = 'free';
    } catch (error) {
      if (!(error instanceof CounterRefused)) throw error;
    }
  }
  if (!paidWith) {
    try {
      await rt.counters.add(trx, { kind: `chance:${activity.id}`, owner: globalId, change: -1, reason: 'draw', businessId, idemKey: `${key}:chance`, at });
      paidWith = 'chance';
    } catch (error) {
      if (!(error instanceof CounterRefused)) throw error;
    }
  }
  if (!paidWith) {
    if (rules.pointsPerDraw <= 0) throw refuse(ActivityMessages.noChance);
    try {
      await rt.ledger.debit(trx, {
        globalId,
        points: rules.pointsPerDraw,
        reason: 'draw',
        activityId: activity.id,
        businessId,
        idemKey: `${key}:cost`,
        remark: `${activity.title} 抽奖消耗`,
        at,
      });
    } catch (error) {
      if (error instanceof PointsRefused) throw refuse(DrawMessages.noChanceNoPoints);
      throw error;
    }
    paidWith = 'points';
    pointsSpent = rules.pointsPerDraw;
  }

  // The prize's stock: a limited prize with none left turns into 谢谢参与.
  let prize = picked;
  if (prize.stockTotal !== null) {
    try {
      await rt.counters.add(trx, { kind: STOCK_KIND, owner: prize.id, change: -1, reason: 'draw', businessId, idemKey: `${key}:stock`, at });
    } catch (error) {
      if (!(error instanceof CounterRefused)) throw error;
      prize = none;
    }
  }

  const status = await deliver(trx, rt, { activity, globalId, prize, drawId, at });
  await trx
    .updateTable(DRAW_TABLE)
    .set({
      prize_id: prize.id,
      prize_index: prize.index,
      status,
      paid_with: paidWith,
      points_spent: pointsSpent,
      delivered_at: status === 'delivered' ? at : null,
    })
    .where('id', '=', drawId)
    .execute();

  const row = (await trx.selectFrom(DRAW_TABLE).selectAll().where('id', '=', drawId).executeTakeFirstOrThrow()) as DrawRow;
  const record = recordOf(row, activity.title, prize);
  const chancesLeft = await chancesOf(rt, activity.id, globalId, trx);
  return {
    drawId,
    activityId: activity.id,
    prizeIndex: prize.index,
    prize: (await prizeViews(rt, [prize], trx))[0]!,
    status,
    statusText: DRAW_STATUS_TEXT[status],
    message: resultMessage(prize),
    paidWith,
    pointsSpent,
    chancesLeft,
    dailyLeft: Math.max(0, rules.dailyLimit - dailyUsed),
    record,
  };
}

/** Delivers what a prize gives at once: points credited, VIP days granted; a gift waits for its address. */
async function deliver(
  trx: Kysely<any>,
  rt: ActivitiesRuntime,
  d: { activity: DrawActivity; globalId: string; prize: Prize; drawId: number; at: number },
): Promise<DrawStatus> {
  const { prize } = d;
  if (prize.kind === 'none') return 'lost';
  if (prize.kind === 'points' && prize.amount) {
    await rt.ledger.credit(trx, {
      globalId: d.globalId,
      points: prize.amount,
      reason: 'draw',
      activityId: d.activity.id,
      businessId: `draw:${d.drawId}`,
      idemKey: `draw:${d.drawId}`,
      remark: `${d.activity.title} 抽中${prize.name}`,
      at: d.at,
    });
    return 'delivered';
  }
  if (prize.kind === 'vip' && prize.planId) {
    await rt.services.get(RightsGrants).grant(trx, { globalId: d.globalId, planId: prize.planId, source: 'activity', sourceId: `draw:${d.drawId}`, at: d.at });
    return 'delivered';
  }
  return 'won';
}

function resultMessage(prize: Prize): string {
  switch (prize.kind) {
    case 'points':
      return `恭喜获得${prize.name}，已存入您的积分账户`;
    case 'vip':
      return `恭喜获得${prize.name}，${prize.amount ?? 30}天权益已开通`;
    case 'gift':
      return `恭喜获得${prize.name}，请在中奖记录中填写收货地址领取`;
    default:
      return '很遗憾，本次未中奖，再接再厉';
  }
}

/** A draw row as the records list shows it. */
export function recordOf(row: DrawRow, activityTitle: string, prize: Pick<Prize, 'id' | 'name' | 'kind' | 'amount'> | null): DrawRecord {
  const status = row.status as DrawStatus;
  const kind: PrizeKind = prize?.kind ?? 'none';
  return {
    drawId: Number(row.id),
    activityId: row.activity_id,
    activityTitle,
    prizeId: row.prize_id,
    prizeIndex: Number(row.prize_index),
    prizeName: prize?.name ?? '谢谢参与',
    prizeKind: kind,
    status,
    statusText: DRAW_STATUS_TEXT[status],
    paidWith: row.paid_with as DrawRecord['paidWith'],
    pointsSpent: Number(row.points_spent),
    createdAt: Number(row.created_at),
    deliveredAt: row.delivered_at == null ? null : Number(row.delivered_at),
    needsAddress: kind === 'gift' && status === 'won',
    deliveryNote: deliveryNote(status, kind, prize?.amount ?? null, row.delivery),
  };
}

function deliveryNote(status: DrawStatus, kind: PrizeKind, amount: number | null, delivery: string | null): string | null {
  if (status !== 'delivered') return null;
  if (kind === 'points') return `已存入积分账户（+${amount ?? 0}积分）`;
  if (kind === 'vip') return `已开通${amount ?? 30}天会员权益`;
  // A delivered gift whose address was blanked (the account was deleted).
  if (kind === 'gift' && !delivery) return '已登记收货信息，将于7个工作日内寄出';
  if (kind === 'gift' && delivery) {
    try {
      const d = JSON.parse(delivery) as { name?: string; phone?: string };
      return `已登记收货信息（${maskName(d.name ?? '')}，${maskMobile(d.phone ?? '')}），将于7个工作日内寄出`;
    } catch {
      return '已登记收货信息，将于7个工作日内寄出';
    }
  }
  return null;
}

/** 张三丰 → 张**; ab → a*; a → a*. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (!chars.length) return '**';
  if (chars.length <= 2) return `${chars[0]}*`;
  if (chars.length <= 4) return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** 13812345678 → 138****5678. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '***';
}
