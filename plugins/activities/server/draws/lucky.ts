import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireLogin } from '@kernel/server/auth';
import { ActivitiesPaths } from '../../shared/contract';
import { DrawMessages, LUCKY_DRAW_CODES, type DrawTask, type LuckyDrawCode, type LuckyDrawInfo, type RaffleTimes } from '../../shared/draws';
import type { ActivitiesRuntime } from '../runtime';
import { COUNTER_LEDGER_TABLE } from '../tables';
import type { DrawActivity } from './activity';
import { refuse } from './refusals';
import { chancesOf, grantChance } from './chances';
import { activityOrRefuse, emptyBody, answer, briefOf, opKey, PageQuery, paging, RequestId } from './common';
import { assertRunning, drawOnce, drawsToday, freeUsedToday, prizesOf, prizeViews } from './engine';
import { recordsPage } from './records';

/**
 * The older lucky draw (每日幸运抽奖: the home page's dialog): one free draw a day, and one draw per
 * guided tour completed (updateRaffleTimes with the tour's code, once per code per member).
 */

/** The idemKey of a tour's chance (grantChance stores it as `chance:<this>`). */
const guideKey = (activityId: string, globalId: string, code: string) => `guide:${activityId}:${globalId}:${code}`;

/** A code as the guide sends it: `guide_new_user`, or the guide type alone (`new_user`). */
export function luckyCode(raw: string): LuckyDrawCode | null {
  const code = raw.trim().toLowerCase();
  const full = code.startsWith('guide_') ? code : `guide_${code}`;
  return full in LUCKY_DRAW_CODES ? (full as LuckyDrawCode) : null;
}

/** Draws left now: the chances plus today's free draws not used, within the day's limit. */
async function remainingOf(rt: ActivitiesRuntime, activity: DrawActivity, globalId: string, at: number): Promise<{ remaining: number; chances: number; freeLeft: number; used: number }> {
  const [chances, freeUsed, used] = await Promise.all([
    chancesOf(rt, activity.id, globalId),
    freeUsedToday(rt, activity.id, globalId, at),
    drawsToday(rt, activity.id, globalId, at),
  ]);
  const freeLeft = Math.max(0, activity.rules.freePerDay - freeUsed);
  const open = at >= activity.startsAt && at < activity.endsAt;
  const remaining = open ? Math.min(chances + freeLeft, Math.max(0, activity.rules.dailyLimit - used)) : 0;
  return { remaining, chances, freeLeft, used };
}

const TimesBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 40 }), globalId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: true },
);

export async function luckyRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(ActivitiesPaths.luckyInfo, async (request) => {
    const at = rt.clock();
    const activity = await activityOrRefuse(rt, 'luckyDraw');
    const gid = request.session?.globalId ?? null;
    const prizes = await prizeViews(rt, await prizesOf(rt.db, activity.id));
    let member: Awaited<ReturnType<typeof remainingOf>> | null = null;
    let done = new Set<string>();
    if (gid) {
      member = await remainingOf(rt, activity, gid, at);
      const keys = Object.keys(LUCKY_DRAW_CODES).map((code) => `chance:${guideKey(activity.id, gid, code)}`);
      const rows = await rt.db.selectFrom(COUNTER_LEDGER_TABLE).select('idem_key').where('idem_key', 'in', keys).execute();
      done = new Set(rows.map((r) => String(r.idem_key)));
    }
    const tasks: DrawTask[] = Object.entries(LUCKY_DRAW_CODES).map(([code, title]) => ({
      id: code,
      title,
      description: '完成该栏目的功能引导后获得1次抽奖机会',
      chances: 1,
      cadence: 'once',
      done: gid ? done.has(`chance:${guideKey(activity.id, gid, code)}`) : null,
      times: null,
      limit: null,
      route: null,
      action: '去体验',
    }));
    const data: LuckyDrawInfo = {
      activity: briefOf(activity, at),
      prizes,
      remaining: member ? member.remaining : null,
      chances: member ? member.chances : null,
      freeToday: member ? member.freeLeft > 0 : null,
      dailyLimit: activity.rules.dailyLimit,
      dailyUsed: member ? member.used : null,
      tasks,
      loggedIn: gid !== null,
    };
    return answer(data);
  });

  api.post(
    ActivitiesPaths.luckyResult,
    { schema: { body: Type.Object({ requestId: Type.Optional(RequestId) }, { additionalProperties: false }) }, onRequest: requireLogin, preValidation: emptyBody },
    async (request) => {
      const gid = request.session!.globalId;
      const key = opKey('lucky', gid, request.body?.requestId);
      const result = await rt.idempotency.run(key, gid, async (trx) => {
        const activity = await activityOrRefuse(rt, 'luckyDraw', trx);
        return drawOnce(trx, rt, { activity, globalId: gid, key, at: rt.clock() });
      });
      return answer(result, result.message);
    },
  );

  api.get(ActivitiesPaths.luckyHistory, { schema: { querystring: PageQuery }, onRequest: requireLogin }, async (request) => {
    const activity = await activityOrRefuse(rt, 'luckyDraw');
    return answer(await recordsPage(rt, activity, request.session!.globalId, paging(request.query)));
  });

  // updateRaffleTimes is sent as multipart/form-data (code, globalId); the multipart parser lives
  // in an encapsulated context around this one route. A form or JSON body is read the same way.
  await app.register(async (scope) => {
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 10, fieldSize: 1024 } });
    scope.withTypeProvider<TypeBoxTypeProvider>().post(ActivitiesPaths.luckyTimes, { schema: { body: TimesBody }, onRequest: requireLogin }, async (request) => {
      const gid = request.session!.globalId;
      if (String(request.body.globalId).trim() !== gid) throw refuse(DrawMessages.notYours);
      const code = luckyCode(String(request.body.code));
      if (!code) throw refuse(DrawMessages.unknownCode);
      const at = rt.clock();
      const repeated = await rt.tx(async (trx) => {
        const activity = await activityOrRefuse(rt, 'luckyDraw', trx);
        assertRunning(activity, at);
        const granted = await grantChance(trx, rt, { activityId: activity.id, globalId: gid, idemKey: guideKey(activity.id, gid, code), reason: 'guide', at });
        return granted.repeated;
      });
      const activity = await activityOrRefuse(rt, 'luckyDraw');
      const data: RaffleTimes = { times: (await remainingOf(rt, activity, gid, at)).remaining, repeated };
      return answer(data, repeated ? '该引导的抽奖机会已领取' : `${LUCKY_DRAW_CODES[code]}，获得1次抽奖机会`);
    });
  });
}
