import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireLogin } from '@kernel/server/auth';
import { AccountDirectory } from '@plugins/account/shared/services';
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import { studyRoutes } from '@plugins/study/shared/routes';
import { unitPriceRoutes } from '@plugins/unit-price/shared/routes';
import { ActivitiesPaths } from '../../shared/contract';
import { DrawMessages, type CanRaffle, type DrawTask, type GiftBoxInfo, type GiftBoxShare, type GiftBoxTaskResult, type GiftBoxVisit } from '../../shared/draws';
import { activitiesRoutes } from '../../shared/routes';
import { dayKey } from '../calendar';
import { CounterRefused } from '../ledger-types';
import type { ActivitiesRuntime } from '../runtime';
import { COUNTER_LEDGER_TABLE } from '../tables';
import type { DrawActivity } from './activity';
import { refuse } from './refusals';
import { chancesOf, grantChance } from './chances';
import { activityOrRefuse, allowanceOf, answer, briefOf, ClaimBody, opKey, PageQuery, paging, RequestId } from './common';
import { assertRunning, drawOnce, drawsToday, maskName, prizesOf, prizeViews } from './engine';
import { claimMessage, claimPrize, recordsPage } from './records';

/**
 * The gift box (会员礼盒, 礼盒任务 on /vipActivities/index): draws from the daily clock tasks
 * (doTaskClock, each once a day), the study courses (doStudyClock, each once per member) and
 * friends helping through the member's share link (visitUrl, a few a day).
 */

interface ClockTask {
  id: string;
  title: string;
  description: string;
  action: string;
  route: string | null;
}

export const GIFT_BOX_CLOCK_TASKS: readonly ClockTask[] = [
  { id: '1', title: '每日打卡', description: '每天打卡一次', action: '打卡', route: null },
  { id: '2', title: '浏览单项工程指标', description: '查看一个单项工程的造价指标', action: '去浏览', route: bidNodeRoutes.list() },
  { id: '3', title: '浏览综合单价指标', description: '查看一条清单的综合单价', action: '去浏览', route: unitPriceRoutes.list() },
];

export const GIFT_BOX_COURSES: readonly string[] = [
  '造价课堂第1课：工程量清单计价基础',
  '造价课堂第2课：综合单价的组成与分析',
  '造价课堂第3课：单项工程造价指标的应用',
  '造价课堂第4课：劳务分包价格与人工费测算',
  '造价课堂第5课：增值税下的工程计价',
];

const clockKey = (a: DrawActivity, gid: string, day: string, taskId: string) => `task:${a.id}:${gid}:${day}:clock-${taskId}`;
const studyKey = (a: DrawActivity, gid: string, ord: number) => `task:${a.id}:${gid}:study-${ord}`;
const shareKind = (a: DrawActivity) => `share:${a.id}`;

/** The code of a member's share link: the account's invite code, else the globalId itself. */
async function shareCodeOf(rt: ActivitiesRuntime, globalId: string): Promise<string> {
  const directory = rt.services.find(AccountDirectory);
  return (directory ? await directory.inviteCodeOf(globalId).catch(() => null) : null) ?? globalId;
}

/** The member behind a share code, with the name shown masked. */
async function sharerOf(rt: ActivitiesRuntime, code: string): Promise<{ globalId: string; name: string } | null> {
  const directory = rt.services.find(AccountDirectory);
  const inviter = directory ? await directory.inviterOf(code).catch(() => null) : null;
  if (inviter) return { globalId: inviter.globalId, name: maskName(inviter.accountName) };
  if (/^G\d{6,20}$/.test(code)) {
    const account = directory ? await directory.find(code).catch(() => null) : null;
    if (directory && !account) return null;
    return { globalId: code, name: maskName(account?.accountName ?? `会员${code.slice(-4)}`) };
  }
  return null;
}

async function tasksOf(rt: ActivitiesRuntime, activity: DrawActivity, gid: string | null, at: number): Promise<DrawTask[]> {
  const day = dayKey(at);
  let done = new Set<string>();
  let shared: number | null = null;
  if (gid) {
    const keys = [...GIFT_BOX_CLOCK_TASKS.map((t) => clockKey(activity, gid, day, t.id)), ...GIFT_BOX_COURSES.map((_, i) => studyKey(activity, gid, i + 1))].map((k) => `chance:${k}`);
    const rows = await rt.db.selectFrom(COUNTER_LEDGER_TABLE).select('idem_key').where('idem_key', 'in', keys).execute();
    done = new Set(rows.map((r) => String(r.idem_key)));
    shared = await rt.counters.value(shareKind(activity), `${gid}:${day}`);
  }
  const isDone = (key: string) => (gid ? done.has(`chance:${key}`) : null);
  return [
    ...GIFT_BOX_CLOCK_TASKS.map(
      (t): DrawTask => ({ id: `clock-${t.id}`, title: t.title, description: t.description, chances: 1, cadence: 'daily', done: isDone(clockKey(activity, gid ?? '', day, t.id)), times: null, limit: null, route: t.route, action: t.action }),
    ),
    ...GIFT_BOX_COURSES.map(
      (title, i): DrawTask => ({ id: `study-${i + 1}`, title, description: '学完本课获得1次抽奖机会', chances: 1, cadence: 'once', done: isDone(studyKey(activity, gid ?? '', i + 1)), times: null, limit: null, route: studyRoutes.index(), action: '去学习' }),
    ),
    {
      id: 'share',
      title: '分享好友助力',
      description: `好友打开您的分享链接并登录即为您助力，每天最多${activity.rules.shareDailyLimit}次`,
      chances: 1,
      cadence: 'repeat',
      done: gid ? (shared ?? 0) >= activity.rules.shareDailyLimit : null,
      times: shared,
      limit: activity.rules.shareDailyLimit,
      route: null,
      action: '去分享',
    },
  ];
}

const TaskQuery = Type.Object({ taskId: Type.String({ minLength: 1, maxLength: 10 }) }, { additionalProperties: true });
const StudyQuery = Type.Object({ ord: Type.Integer({ minimum: 1, maximum: 100 }) }, { additionalProperties: true });
const CodeQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: true });
const DrawQuery = Type.Object({ requestId: Type.Optional(RequestId) }, { additionalProperties: true });

export async function giftBoxRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const taskDone = async (gid: string, taskId: string, key: (a: DrawActivity, day: string) => string, message: string, repeatedMessage: string): Promise<GiftBoxTaskResult> => {
    const at = rt.clock();
    return rt.tx(async (trx) => {
      const activity = await activityOrRefuse(rt, 'giftBox', trx);
      assertRunning(activity, at);
      const { chances, repeated } = await grantChance(trx, rt, { activityId: activity.id, globalId: gid, idemKey: key(activity, dayKey(at)), reason: 'task', at });
      return { taskId, gained: repeated ? 0 : 1, repeated, chances: repeated ? await chancesOf(rt, activity.id, gid, trx) : chances, message: repeated ? repeatedMessage : message };
    });
  };

  api.get(ActivitiesPaths.giftBoxTaskClock, { schema: { querystring: TaskQuery }, onRequest: requireLogin }, async (request) => {
    const task = GIFT_BOX_CLOCK_TASKS.find((t) => t.id === request.query.taskId.trim());
    if (!task) throw refuse(DrawMessages.unknownTask);
    const gid = request.session!.globalId;
    const result = await taskDone(gid, `clock-${task.id}`, (a, day) => clockKey(a, gid, day, task.id), `${task.title}完成，获得1次抽奖机会`, '今天已完成该任务，明天再来');
    return answer(result, result.message);
  });

  api.get(ActivitiesPaths.giftBoxStudyClock, { schema: { querystring: StudyQuery }, onRequest: requireLogin }, async (request) => {
    const ord = request.query.ord;
    const course = GIFT_BOX_COURSES[ord - 1];
    if (!course) throw refuse(DrawMessages.unknownTask);
    const gid = request.session!.globalId;
    const result = await taskDone(gid, `study-${ord}`, (a) => studyKey(a, gid, ord), `已学完《${course.split('：')[1]}》，获得1次抽奖机会`, '本课已学过，抽奖机会已领取');
    return answer(result, result.message);
  });

  api.get(ActivitiesPaths.giftBoxInfo, async (request) => {
    const at = rt.clock();
    const activity = await activityOrRefuse(rt, 'giftBox');
    const gid = request.session?.globalId ?? null;
    const data: GiftBoxInfo = {
      activity: briefOf(activity, at),
      prizes: await prizeViews(rt, await prizesOf(rt.db, activity.id)),
      allowance: await allowanceOf(rt, activity, gid, at),
      tasks: await tasksOf(rt, activity, gid, at),
      loggedIn: gid !== null,
    };
    return answer(data);
  });

  api.get(ActivitiesPaths.giftBoxCanRaffle, { onRequest: requireLogin }, async (request) => {
    const at = rt.clock();
    const gid = request.session!.globalId;
    const activity = await activityOrRefuse(rt, 'giftBox');
    const [chances, used] = await Promise.all([chancesOf(rt, activity.id, gid), drawsToday(rt, activity.id, gid, at)]);
    const dailyLeft = Math.max(0, activity.rules.dailyLimit - used);
    let reason: string | null = null;
    try {
      assertRunning(activity, at);
    } catch (error) {
      reason = (error as Error).message;
    }
    reason ??= dailyLeft === 0 ? '今日次数已用完' : chances === 0 ? '抽奖次数已用完' : null;
    const data: CanRaffle = { canRaffle: reason === null, chances, dailyLeft, reason };
    return answer(data);
  });

  api.get(ActivitiesPaths.giftBoxRaffle, { schema: { querystring: DrawQuery }, onRequest: requireLogin }, async (request) => {
    const gid = request.session!.globalId;
    const key = opKey('giftbox', gid, request.query.requestId);
    const result = await rt.idempotency.run(key, gid, async (trx) => {
      const activity = await activityOrRefuse(rt, 'giftBox', trx);
      return drawOnce(trx, rt, { activity, globalId: gid, key, at: rt.clock() });
    });
    return answer(result, result.message);
  });

  api.get(ActivitiesPaths.giftBoxRecords, { schema: { querystring: PageQuery }, onRequest: requireLogin }, async (request) => {
    const activity = await activityOrRefuse(rt, 'giftBox');
    return answer(await recordsPage(rt, activity, request.session!.globalId, paging(request.query)));
  });

  api.get(ActivitiesPaths.giftBoxShareUrl, { onRequest: requireLogin }, async (request) => {
    const gid = request.session!.globalId;
    const activity = await activityOrRefuse(rt, 'giftBox');
    const code = await shareCodeOf(rt, gid);
    const data: GiftBoxShare = {
      url: activitiesRoutes.vip(undefined, { tab: 'giftBox', code }),
      code,
      dailyLimit: activity.rules.shareDailyLimit,
      gainedToday: await rt.counters.value(shareKind(activity), `${gid}:${dayKey(rt.clock())}`),
    };
    return answer(data);
  });

  api.get(ActivitiesPaths.giftBoxVisitUrl, { schema: { querystring: CodeQuery } }, async (request) => {
    const sharer = await sharerOf(rt, request.query.code.trim());
    if (!sharer) throw refuse(DrawMessages.unknownShare);
    const visitor = request.session?.globalId ?? null;
    const at = rt.clock();
    const visit = (helped: boolean, message: string): GiftBoxVisit => ({ inviter: sharer.name, helped, message });
    if (!visitor) return answer(visit(false, `${sharer.name}邀请您开启会员礼盒，登录后即可为好友助力`));
    if (visitor === sharer.globalId) return answer(visit(false, '分享给好友，好友登录后即可为您助力'));
    const data = await rt.tx(async (trx) => {
      const activity = await activityOrRefuse(rt, 'giftBox', trx);
      if (at < activity.startsAt || at >= activity.endsAt) return visit(false, '活动已结束，感谢您的支持');
      const day = dayKey(at);
      const helpKey = `share:${activity.id}:${sharer.globalId}:${visitor}`;
      try {
        const { repeated } = await rt.counters.add(trx, {
          kind: shareKind(activity),
          owner: `${sharer.globalId}:${day}`,
          change: 1,
          reason: 'share',
          businessId: activity.id,
          idemKey: helpKey,
          at,
          max: activity.rules.shareDailyLimit,
        });
        if (repeated) return visit(false, '您已为好友助力过，感谢支持');
      } catch (error) {
        if (error instanceof CounterRefused) return visit(false, '好友今天的助力次数已满，明天再来吧');
        throw error;
      }
      await grantChance(trx, rt, { activityId: activity.id, globalId: sharer.globalId, idemKey: helpKey, reason: 'share', at });
      return visit(true, `助力成功，${sharer.name}获得1次抽奖机会`);
    });
    return answer(data, data.message);
  });

  api.post(ActivitiesPaths.giftBoxExchange, { schema: { body: ClaimBody }, onRequest: requireLogin }, async (request) => {
    const gid = request.session!.globalId;
    const { drawId, requestId, address } = request.body;
    const record = await rt.idempotency.run(opKey('claim-giftbox', gid, requestId), gid, (trx) =>
      claimPrize(trx, rt, { kinds: ['giftBox'], globalId: gid, drawId, address, at: rt.clock() }),
    );
    return answer(record, claimMessage(record));
  });
}
