import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireLogin } from '@kernel/server/auth';
import { ActivitiesPaths } from '../../shared/contract';
import type { DrawTask, RaffleResultList, RaffleTask } from '../../shared/draws';
import { activitiesRoutes } from '../../shared/routes';
import { dayKey, dayStart, DAY_MS } from '../calendar';
import type { ActivitiesRuntime } from '../runtime';
import { COUNTER_LEDGER_TABLE, POINTS_LEDGER_TABLE, SIGNIN_TABLE } from '../tables';
import type { DrawActivity } from './activity';
import { grantChance } from './chances';
import { activityOrRefuse, emptyBody, allowanceOf, answer, briefOf, ClaimBody, opKey, PageQuery, paging, RequestId } from './common';
import { drawOnce, prizesOf, prizeViews } from './engine';
import { claimMessage, claimPrize, recordsPage, winnersOf } from './records';

/**
 * Raffle v2 (幸运抽奖, /vipActivities/luckyDraw): a draw per task done today (sign-in, a search, an
 * exchange, an invite), or the activity's points per draw when no chance is left.
 */

interface RaffleTaskDef {
  id: string;
  title: string;
  description: string;
  action: string;
  route: string | null;
  /**
   * What completes it today: `signin` a sign-in row of today (not a make-up of another day), a
   * points ledger reason (a row written today), or null when another area grants it (the search
   * clock-in of the tasks area).
   */
  ledgerReason: 'signin' | 'exchange' | 'invite' | null;
}

export const RAFFLE_TASKS: readonly RaffleTaskDef[] = [
  { id: 'signin', title: '完成每日签到', description: '每日签到后获得1次抽奖机会', action: '去签到', route: activitiesRoutes.attendance(), ledgerReason: 'signin' },
  { id: 'search', title: '搜索一次造价指标', description: '在页面顶部搜索框搜索一次指标', action: '去搜索', route: '/home', ledgerReason: null },
  { id: 'exchange', title: '积分商城兑换一次', description: '在积分商城完成一次兑换', action: '去兑换', route: activitiesRoutes.mall(), ledgerReason: 'exchange' },
  { id: 'invite', title: '邀请好友注册', description: '好友通过您的邀请链接完成注册', action: '去邀请', route: activitiesRoutes.invite(), ledgerReason: 'invite' },
];

/** The idemKey of a raffle task's chance (grantChance stores it as `chance:<this>`). */
export const raffleTaskKey = (globalId: string, day: string, taskId: string) => `task:${globalId}:${day}:${taskId}`;

/**
 * Grants today's chances of the tasks the ledger shows done (signed in, exchanged, invited today),
 * once each, and answers the ids of the tasks done today (their chance granted, also by another
 * area, e.g. the search clock-in).
 */
export async function syncRaffleTasks(trx: Kysely<any>, rt: ActivitiesRuntime, activity: DrawActivity, globalId: string, at: number): Promise<Set<string>> {
  const day = dayKey(at);
  const from = dayStart(at);
  const reasons = RAFFLE_TASKS.flatMap((t) => (t.ledgerReason && t.ledgerReason !== 'signin' ? [t.ledgerReason] : []));
  const rows = await trx
    .selectFrom(POINTS_LEDGER_TABLE)
    .select('reason')
    .distinct()
    .where('global_id', '=', globalId)
    .where('reason', 'in', reasons)
    .where('created_at', '>=', from)
    .where('created_at', '<', from + DAY_MS)
    .execute();
  const seen = new Set(rows.map((r) => String(r.reason)));
  const signedIn = await trx.selectFrom(SIGNIN_TABLE).select('day').where('global_id', '=', globalId).where('day', '=', day).executeTakeFirst();
  if (signedIn) seen.add('signin');
  for (const task of RAFFLE_TASKS) {
    if (task.ledgerReason && seen.has(task.ledgerReason)) {
      await grantChance(trx, rt, { activityId: activity.id, globalId, idemKey: raffleTaskKey(globalId, day, task.id), reason: 'task', at });
    }
  }
  const keys = RAFFLE_TASKS.map((t) => `chance:${raffleTaskKey(globalId, day, t.id)}`);
  const granted = await trx.selectFrom(COUNTER_LEDGER_TABLE).select('idem_key').where('idem_key', 'in', keys).execute();
  const grantedKeys = new Set(granted.map((g) => String(g.idem_key)));
  return new Set(RAFFLE_TASKS.filter((t) => grantedKeys.has(`chance:${raffleTaskKey(globalId, day, t.id)}`)).map((t) => t.id));
}

const ResultQuery = Type.Intersect([PageQuery, Type.Object({ mine: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])) }, { additionalProperties: true })]);

export async function raffleRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(ActivitiesPaths.raffleTask, async (request): Promise<ReturnType<typeof answer>> => {
    const at = rt.clock();
    const activity = await activityOrRefuse(rt, 'raffle');
    const gid = request.session?.globalId ?? null;
    const done = gid && activity.startsAt <= at && at < activity.endsAt ? await rt.tx((trx) => syncRaffleTasks(trx, rt, activity, gid, at)) : null;
    const tasks: DrawTask[] = RAFFLE_TASKS.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      chances: 1,
      cadence: 'daily',
      done: gid ? (done?.has(t.id) ?? false) : null,
      times: null,
      limit: null,
      route: t.route,
      action: t.action,
    }));
    const data: RaffleTask = {
      activity: briefOf(activity, at),
      prizes: await prizeViews(rt, await prizesOf(rt.db, activity.id)),
      allowance: await allowanceOf(rt, activity, gid, at),
      tasks,
      loggedIn: gid !== null,
    };
    return answer(data);
  });

  api.get(
    ActivitiesPaths.raffleResults,
    {
      schema: { querystring: ResultQuery },
      preHandler: async (request, reply) => {
        if ((request.query as { mine?: string }).mine === '1') return requireLogin(request, reply);
      },
    },
    async (request) => {
      const activity = await activityOrRefuse(rt, 'raffle');
      const gid = request.session?.globalId ?? null;
      const data: RaffleResultList = {
        winners: await winnersOf(rt, activity),
        mine: request.query.mine === '1' && gid ? await recordsPage(rt, activity, gid, paging(request.query)) : null,
      };
      return answer(data);
    },
  );

  api.post(
    ActivitiesPaths.doRaffle,
    { schema: { body: Type.Object({ requestId: Type.Optional(RequestId) }, { additionalProperties: false }) }, onRequest: requireLogin, preValidation: emptyBody },
    async (request) => {
      const gid = request.session!.globalId;
      const key = opKey('raffle', gid, request.body?.requestId);
      const result = await rt.idempotency.run(key, gid, async (trx) => {
        const at = rt.clock();
        const activity = await activityOrRefuse(rt, 'raffle', trx);
        if (activity.startsAt <= at && at < activity.endsAt) await syncRaffleTasks(trx, rt, activity, gid, at);
        return drawOnce(trx, rt, { activity, globalId: gid, key, at });
      });
      return answer(result, result.message);
    },
  );

  api.post(ActivitiesPaths.exchangeRafflePrize, { schema: { body: ClaimBody }, onRequest: requireLogin }, async (request) => {
    const gid = request.session!.globalId;
    const { drawId, requestId, address } = request.body;
    const record = await rt.idempotency.run(opKey('claim-raffle', gid, requestId), gid, async (trx) => {
      return claimPrize(trx, rt, { kinds: ['raffle', 'luckyDraw'], globalId: gid, drawId, address, at: rt.clock() });
    });
    return answer(record, claimMessage(record));
  });
}
