import { randomInt } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireLogin } from '@kernel/server/auth';
import { ActivitiesPaths } from '../../shared/contract';
import { DrawMessages, type FestivalCard, type FestivalInfo, type FlipResult } from '../../shared/draws';
import { dayKey } from '../calendar';
import { CounterRefused } from '../ledger-types';
import type { ActivitiesRuntime } from '../runtime';
import type { DrawActivity } from './activity';
import { refuse } from './refusals';
import { chancesOf, grantChance } from './chances';
import { activityOrRefuse, allowanceOf, answer, briefOf, ClaimBody, opKey, PageQuery, paging, RequestId } from './common';
import { assertRunning, drawOnce, prizesOf, prizeViews } from './engine';
import { nextFestival, WILD_FACE } from './festivals';
import { claimMessage, claimPrize, recordsPage } from './records';
import { FESTIVAL_BOARD_TABLE, FESTIVAL_FLIP_TABLE } from './tables';

/**
 * The festival gift (节日礼盒, qixiGift/*): each day a member has a board of nine cards (four
 * pairs of the festival's faces and the wild 福袋, dealt with the cryptographic source on the
 * day's first flip) and a few flips; a flip that completes a pair, or turns the wild card, gives a
 * draw of the festival's prizes.
 */

export const BOARD_SIZE = 9;

/** Four pairs and the wild card, shuffled (Fisher–Yates over crypto.randomInt). */
export function dealBoard(faces: readonly string[], wild: string): string[] {
  const cards = [...faces.slice(0, 4).flatMap((f) => [f, f]), wild];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

function festivalOf(activity: DrawActivity) {
  return activity.rules.festival ?? { name: activity.title, date: dayKey(activity.endsAt), faces: nextFestival(activity.startsAt).faces, wild: WILD_FACE };
}

const flipKind = (a: DrawActivity) => `flip:${a.id}`;

async function boardOf(trx: Kysely<any>, activity: DrawActivity, globalId: string, day: string, create: boolean, at: number): Promise<string[] | null> {
  const read = async () => {
    const row = await trx
      .selectFrom(FESTIVAL_BOARD_TABLE)
      .select('faces')
      .where('activity_id', '=', activity.id)
      .where('global_id', '=', globalId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row ? (JSON.parse(String(row.faces)) as string[]) : null;
  };
  const found = await read();
  if (found || !create) return found;
  const f = festivalOf(activity);
  await trx
    .insertInto(FESTIVAL_BOARD_TABLE)
    .values({ activity_id: activity.id, global_id: globalId, day, faces: JSON.stringify(dealBoard(f.faces, f.wild)), created_at: at })
    .onConflict((oc) => oc.columns(['activity_id', 'global_id', 'day']).doNothing())
    .execute();
  return read();
}

async function flipsOf(db: Kysely<any>, activity: DrawActivity, globalId: string, day: string) {
  const rows = await db
    .selectFrom(FESTIVAL_FLIP_TABLE)
    .select(['card_index', 'face', 'matched'])
    .where('activity_id', '=', activity.id)
    .where('global_id', '=', globalId)
    .where('day', '=', day)
    .execute();
  return new Map(rows.map((r) => [Number(r.card_index), { face: String(r.face), matched: Number(r.matched) === 1 }]));
}

function cardsOf(flips: Map<number, { face: string; matched: boolean }>): FestivalCard[] {
  return Array.from({ length: BOARD_SIZE }, (_, index) => {
    const flip = flips.get(index);
    return { index, face: flip?.face ?? null, flipped: !!flip, matched: flip?.matched ?? false };
  });
}

const FlipQuery = Type.Object({ index: Type.Integer({ minimum: 0, maximum: BOARD_SIZE - 1 }), requestId: Type.Optional(RequestId) }, { additionalProperties: true });
const DrawQuery = Type.Object({ requestId: Type.Optional(RequestId) }, { additionalProperties: true });

export async function festivalRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(ActivitiesPaths.festivalFlipResult, async (request) => {
    const at = rt.clock();
    const activity = await activityOrRefuse(rt, 'festival');
    const gid = request.session?.globalId ?? null;
    const day = dayKey(at);
    const f = festivalOf(activity);
    const flips = gid ? await flipsOf(rt.db, activity, gid, day) : new Map();
    const used = gid ? await rt.counters.value(flipKind(activity), `${gid}:${day}`) : 0;
    const data: FestivalInfo = {
      activity: briefOf(activity, at),
      festival: { name: f.name, date: f.date },
      faces: f.faces,
      wildFace: f.wild,
      cards: cardsOf(flips),
      flipsPerDay: activity.rules.flipsPerDay,
      flipsLeft: gid ? Math.max(0, activity.rules.flipsPerDay - used) : null,
      prizes: await prizeViews(rt, await prizesOf(rt.db, activity.id)),
      allowance: await allowanceOf(rt, activity, gid, at),
      loggedIn: gid !== null,
    };
    return answer(data);
  });

  api.get(ActivitiesPaths.festivalFlip, { schema: { querystring: FlipQuery }, onRequest: requireLogin }, async (request) => {
    const gid = request.session!.globalId;
    const index = request.query.index;
    const key = opKey('flip', gid, request.query.requestId);
    const result = await rt.idempotency.run(key, gid, async (trx): Promise<FlipResult> => {
      const at = rt.clock();
      const day = dayKey(at);
      const activity = await activityOrRefuse(rt, 'festival', trx);
      assertRunning(activity, at);
      const before = await flipsOf(trx, activity, gid, day);
      if (before.has(index)) throw refuse(DrawMessages.cardFlipped);
      let used: number;
      try {
        ({ value: used } = await rt.counters.add(trx, {
          kind: flipKind(activity),
          owner: `${gid}:${day}`,
          change: 1,
          reason: 'flip',
          businessId: activity.id,
          idemKey: `${key}:flip`,
          at,
          max: activity.rules.flipsPerDay,
        }));
      } catch (error) {
        if (error instanceof CounterRefused) throw refuse(DrawMessages.noFlips);
        throw error;
      }
      const board = (await boardOf(trx, activity, gid, day, true, at))!;
      const face = board[index]!;
      const wild = festivalOf(activity).wild;
      const partner = [...before.entries()].find(([, flip]) => flip.face === face && !flip.matched);
      const matched = face === wild || partner !== undefined;
      await trx
        .insertInto(FESTIVAL_FLIP_TABLE)
        .values({ activity_id: activity.id, global_id: gid, day, card_index: index, face, matched: matched ? 1 : 0, created_at: at })
        .execute();
      if (partner) {
        await trx
          .updateTable(FESTIVAL_FLIP_TABLE)
          .set({ matched: 1 })
          .where('activity_id', '=', activity.id)
          .where('global_id', '=', gid)
          .where('day', '=', day)
          .where('card_index', '=', partner[0])
          .execute();
      }
      if (matched) await grantChance(trx, rt, { activityId: activity.id, globalId: gid, idemKey: `flip:${activity.id}:${gid}:${day}:${index}`, reason: 'flip', at });
      const cards = cardsOf(await flipsOf(trx, activity, gid, day));
      return {
        card: cards[index]!,
        gained: matched ? 1 : 0,
        message: face === wild ? `翻到${wild}，获得1次抽奖机会` : matched ? `配对成功：${face}，获得1次抽奖机会` : `翻到${face}，再翻出一张${face}即可配对`,
        flipsLeft: Math.max(0, activity.rules.flipsPerDay - used),
        chances: await chancesOf(rt, activity.id, gid, trx),
        cards,
      };
    });
    return answer(result, result.message);
  });

  api.get(ActivitiesPaths.festivalRaffle, { schema: { querystring: DrawQuery }, onRequest: requireLogin }, async (request) => {
    const gid = request.session!.globalId;
    const key = opKey('festival', gid, request.query.requestId);
    const result = await rt.idempotency.run(key, gid, async (trx) => {
      const activity = await activityOrRefuse(rt, 'festival', trx);
      return drawOnce(trx, rt, { activity, globalId: gid, key, at: rt.clock() });
    });
    return answer(result, result.message);
  });

  api.get(ActivitiesPaths.festivalRecords, { schema: { querystring: PageQuery }, onRequest: requireLogin }, async (request) => {
    const activity = await activityOrRefuse(rt, 'festival');
    return answer(await recordsPage(rt, activity, request.session!.globalId, paging(request.query)));
  });

  api.post(ActivitiesPaths.festivalExchange, { schema: { body: ClaimBody }, onRequest: requireLogin }, async (request) => {
    const gid = request.session!.globalId;
    const { drawId, requestId, address } = request.body;
    const record = await rt.idempotency.run(opKey('claim-festival', gid, requestId), gid, (trx) =>
      claimPrize(trx, rt, { kinds: ['festival'], globalId: gid, drawId, address, at: rt.clock() }),
    );
    return answer(record, claimMessage(record));
  });
}
