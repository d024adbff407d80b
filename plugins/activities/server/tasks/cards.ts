import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RightsGrants } from '@plugins/membership/shared/services';
import { planById, type PlanId } from '@plugins/membership/shared/plans';
import { CARD_RARITY_TEXT, TaskMessages, type CardPrize, type CardProduct, type CardRarity, type CardView, type ClickCardResult, type CollectCardInfo } from '../../shared/tasks';
import { dayKey } from '../calendar';
import { CounterRefused } from '../ledger-types';
import type { ActivitiesRuntime } from '../runtime';
import { COUNTER_TABLE } from '../tables';
import { activityOfKind, runningActivity, stateAt, type TaskActivity, refuse } from './activity';
import { CARD_RULES, type CardRules } from './catalog';
import { settleNewUserTasks } from './new-user';
import { CARD_CLAIM_TABLE, CARD_DRAW_TABLE, CARD_TABLE } from './tables';

/**
 * 集卡活动: a season of cards drawn one per chance with the crypto random source, the weights of
 * activities_card (ppm). Chances: the day's free draws (counter `daily:<activityId>`, owner
 * `<gid>:<day>`, bounded by `freePerDay`), then the chances earned from tasks (counter
 * `chance:<activityId>`). Each card held is a counter `card:<activityId>` (owner `<gid>:<cardId>`);
 * each draw is a row of activities_card_draw. The album complete, its prize (points and a VIP plan)
 * is claimed in the same transaction, once (activities_card_claim's key and the ledger's key).
 */

interface CardRow {
  cardId: string;
  name: string;
  description: string;
  rarity: CardRarity;
  weightPpm: number;
  sort: number;
}

async function seasonCards(db: Kysely<any>, activityId: string): Promise<CardRow[]> {
  const rows = await db.selectFrom(CARD_TABLE).selectAll().where('activity_id', '=', activityId).orderBy('sort').execute();
  return rows.map((r) => ({
    cardId: String(r.card_id),
    name: String(r.name),
    description: String(r.description),
    rarity: r.rarity as CardRarity,
    weightPpm: Number(r.weight_ppm),
    sort: Number(r.sort),
  }));
}

/** Picks a card by its weight from a uniform integer in [0, total ppm) (crypto.randomInt by default). */
export function pickCard<T extends { weightPpm: number }>(cards: readonly T[], roll: number = randomInt(totalWeight(cards))): T {
  let acc = 0;
  for (const card of cards) {
    acc += card.weightPpm;
    if (roll < acc) return card;
  }
  return cards[cards.length - 1]!;
}

function totalWeight(cards: readonly { weightPpm: number }[]): number {
  const total = cards.reduce((s, c) => s + c.weightPpm, 0);
  if (!(total > 0)) throw refuse('本季卡片尚未配置');
  return total;
}

function rulesOf(activity: TaskActivity<Partial<CardRules>>): CardRules {
  return {
    freePerDay: Number.isSafeInteger(activity.rules.freePerDay) ? activity.rules.freePerDay! : CARD_RULES.freePerDay,
    prize: activity.rules.prize ?? CARD_RULES.prize,
  };
}

export function prizeOf(rules: CardRules): CardPrize {
  const plan = rules.prize.planId ? planById(rules.prize.planId) : undefined;
  const planText = plan ? ` + ${plan.name}${plan.period === 'month' ? '月卡' : '年卡'}（${plan.days}天）` : '';
  return { points: rules.prize.points, planId: plan ? plan.id : null, text: `${rules.prize.points}积分${planText}` };
}

/** The member's count of each card of the season. */
async function albumOf(db: Kysely<any>, activityId: string, globalId: string, cards: readonly CardRow[]): Promise<Map<string, number>> {
  const owners = cards.map((c) => `${globalId}:${c.cardId}`);
  const rows = owners.length
    ? await db.selectFrom(COUNTER_TABLE).select(['owner', 'value']).where('kind', '=', `card:${activityId}`).where('owner', 'in', owners).execute()
    : [];
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(String(row.owner).slice(globalId.length + 1), Number(row.value));
  return counts;
}

function viewOf(card: CardRow, total: number, count: number): CardView {
  return {
    cardId: card.cardId,
    name: card.name,
    description: card.description,
    rarity: card.rarity,
    rarityText: CARD_RARITY_TEXT[card.rarity] ?? card.rarity,
    percent: Math.round((card.weightPpm / total) * 1000) / 10,
    sort: card.sort,
    count,
  };
}

async function claimOf(db: Kysely<any>, activityId: string, globalId: string): Promise<number | null> {
  const row = await db.selectFrom(CARD_CLAIM_TABLE).select('claimed_at').where('activity_id', '=', activityId).where('global_id', '=', globalId).executeTakeFirst();
  return row ? Number(row.claimed_at) : null;
}

async function freeUsed(rt: ActivitiesRuntime, activityId: string, globalId: string, at: number, db?: Kysely<any>): Promise<number> {
  return rt.counters.value(`daily:${activityId}`, `${globalId}:${dayKey(at)}`, db);
}

export async function collectCardInfo(rt: ActivitiesRuntime, globalId: string | null): Promise<CollectCardInfo> {
  const now = rt.clock();
  const activity = await activityOfKind<Partial<CardRules>>(rt.db, 'cards', now);
  if (!activity) throw refuse('暂无进行中的集卡活动');
  const rules = rulesOf(activity);
  const cards = await seasonCards(rt.db, activity.id);
  const total = cards.reduce((s, c) => s + c.weightPpm, 0) || 1;
  const album = globalId ? await albumOf(rt.db, activity.id, globalId, cards) : new Map<string, number>();
  const prize = prizeOf(rules);
  return {
    activityId: activity.id,
    title: activity.title,
    summary: activity.summary,
    startsAt: activity.startsAt,
    endsAt: activity.endsAt,
    state: stateAt(activity, now),
    cards: cards.map((c) => viewOf(c, total, album.get(c.cardId) ?? 0)),
    collected: cards.filter((c) => (album.get(c.cardId) ?? 0) > 0).length,
    total: cards.length,
    freeLeft: globalId ? Math.max(0, rules.freePerDay - (await freeUsed(rt, activity.id, globalId, now))) : null,
    freePerDay: rules.freePerDay,
    chances: globalId ? await rt.counters.value(`chance:${activity.id}`, globalId) : null,
    prize,
    claimedAt: globalId ? await claimOf(rt.db, activity.id, globalId) : null,
    rules: [
      `每天免费翻卡${rules.freePerDay}次；每日搜索打卡、完成体验任务可再得翻卡机会。`,
      `共${cards.length}张卡：普通卡、稀有卡、珍稀卡的出现概率见卡片背面。`,
      `集齐全部${cards.length}张卡，自动获得${prize.text}，每位会员限领一次。`,
      '翻卡结果由系统随机产生，重复的卡片计入持有数量。',
    ],
    loggedIn: globalId !== null,
  };
}

export async function cardProduct(rt: ActivitiesRuntime, globalId: string | null): Promise<CardProduct> {
  const now = rt.clock();
  const activity = await activityOfKind<Partial<CardRules>>(rt.db, 'cards', now);
  if (!activity) throw refuse('暂无进行中的集卡活动');
  const cards = await seasonCards(rt.db, activity.id);
  const album = globalId ? await albumOf(rt.db, activity.id, globalId, cards) : new Map<string, number>();
  const collected = cards.filter((c) => (album.get(c.cardId) ?? 0) > 0).length;
  const claimedAt = globalId ? await claimOf(rt.db, activity.id, globalId) : null;
  return { activityId: activity.id, prize: prizeOf(rulesOf(activity)), collected, total: cards.length, complete: cards.length > 0 && collected === cards.length, claimed: claimedAt !== null, claimedAt };
}

/**
 * Draws a card: one transaction (replayed for the same requestId) takes a free draw or a task
 * chance, picks the card, adds it to the album, records the draw and, when the album becomes
 * complete, claims its prize.
 */
export async function clickCard(rt: ActivitiesRuntime, globalId: string, requestId: string | undefined): Promise<ClickCardResult> {
  const request = requestId ?? randomUUID();
  return rt.idempotency.run(`card:${globalId}:${request}`, globalId, async (trx) => {
    const now = rt.clock();
    const activity = await runningActivity<Partial<CardRules>>(trx, 'cards', now);
    const rules = rulesOf(activity);
    const day = dayKey(now);
    const drawKey = `card:${activity.id}:${globalId}:${request}`;
    const move = { reason: 'card', businessId: drawKey.slice(0, 80), at: now };
    let used: 'free' | 'chance' = 'free';
    try {
      await rt.counters.add(trx, { ...move, kind: `daily:${activity.id}`, owner: `${globalId}:${day}`, change: 1, max: rules.freePerDay, idemKey: `${drawKey}:free` });
    } catch (error) {
      if (!(error instanceof CounterRefused)) throw error;
      used = 'chance';
      try {
        await rt.counters.add(trx, { ...move, kind: `chance:${activity.id}`, owner: globalId, change: -1, idemKey: `${drawKey}:chance` });
      } catch (refused) {
        if (refused instanceof CounterRefused) throw refuse(TaskMessages.noCardChance);
        throw refused;
      }
    }
    const cards = await seasonCards(trx, activity.id);
    const card = pickCard(cards);
    const { value: count } = await rt.counters.add(trx, { ...move, kind: `card:${activity.id}`, owner: `${globalId}:${card.cardId}`, change: 1, idemKey: `${drawKey}:card` });
    await trx.insertInto(CARD_DRAW_TABLE).values({ activity_id: activity.id, global_id: globalId, card_id: card.cardId, used, day, idem_key: drawKey, created_at: now }).execute();

    const album = await albumOf(trx, activity.id, globalId, cards);
    const collected = cards.filter((c) => (album.get(c.cardId) ?? 0) > 0).length;
    const prize = prizeOf(rules);
    let prizeClaimed = false;
    if (collected === cards.length && (await claimOf(trx, activity.id, globalId)) === null) {
      await claimAlbum(trx, rt, activity, globalId, prize, now);
      prizeClaimed = true;
    }
    await settleNewUserTasks(trx, rt, globalId, now);
    const total = cards.reduce((s, c) => s + c.weightPpm, 0);
    return {
      card: viewOf(card, total, count),
      isNew: count === 1,
      used,
      collected,
      total: cards.length,
      freeLeft: Math.max(0, rules.freePerDay - (await freeUsed(rt, activity.id, globalId, now, trx))),
      chances: await rt.counters.value(`chance:${activity.id}`, globalId, trx),
      prizeClaimed,
      prize,
    };
  });
}

async function claimAlbum(trx: Kysely<any>, rt: ActivitiesRuntime, activity: TaskActivity, globalId: string, prize: CardPrize, at: number): Promise<void> {
  const key = `cards:${activity.id}:${globalId}`;
  await trx.insertInto(CARD_CLAIM_TABLE).values({ activity_id: activity.id, global_id: globalId, points: prize.points, plan_id: prize.planId, claimed_at: at }).execute();
  if (prize.points > 0) {
    await rt.ledger.credit(trx, {
      globalId,
      points: prize.points,
      reason: 'task',
      activityId: activity.id,
      businessId: key,
      idemKey: key,
      remark: `集卡活动·集齐全部卡片奖励`,
      at,
    });
  }
  if (prize.planId) {
    const grants = rt.services.find(RightsGrants);
    if (!grants) throw refuse(TaskMessages.serviceUnavailable);
    await grants.grant(trx, { globalId, planId: prize.planId as PlanId, source: 'activity', sourceId: key, at });
  }
}
