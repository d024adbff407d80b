import type { Kysely } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import { TaskMessages, type ExperienceTaskView, type TaskResult, type UserActivityInfo } from '../../shared/tasks';
import { dayKey } from '../calendar';
import { grantChance } from '../draws/chances';
import type { ActivitiesRuntime } from '../runtime';
import { activityOfKind, stateAt } from './activity';
import { CLOCK_TASK } from './catalog';
import { settleNewUserTasks } from './new-user';
import { TASK_DONE_TABLE, TASK_TABLE } from './tables';

/**
 * The clock-in (once a day: the header search records it) and the experience tasks (once per
 * member and code). Each completion is one row of activities_task_done (UNIQUE member, task, day;
 * day '' for once-only tasks) with its points credited (reason 任务奖励) and its chances granted
 * (raffle v2 through draws' grantChance on the running `raffle` activity; card draws on the running
 * card season), all in one transaction; a repeat answers the first result and credits nothing.
 */

interface TaskRow {
  code: string;
  kind: string;
  title: string;
  description: string;
  route: string;
  points: number;
  raffleChances: number;
  cardChances: number;
}

function taskOf(r: Record<string, unknown>): TaskRow {
  return {
    code: String(r.code),
    kind: String(r.kind),
    title: String(r.title),
    description: String(r.description),
    route: String(r.route),
    points: Number(r.points),
    raffleChances: Number(r.raffle_chances),
    cardChances: Number(r.card_chances),
  };
}

async function tasksOfKind(db: Kysely<any>, kind: 'clock' | 'experience'): Promise<TaskRow[]> {
  return (await db.selectFrom(TASK_TABLE).selectAll().where('kind', '=', kind).orderBy('sort').execute()).map(taskOf);
}

async function completeTask(rt: ActivitiesRuntime, globalId: string, task: TaskRow, day: string, keyPart: string, remark: string): Promise<TaskResult> {
  const result = await rt.tx(async (trx) => {
    const now = rt.clock();
    const first = await trx.selectFrom(TASK_DONE_TABLE).select(['points']).where('global_id', '=', globalId).where('task_code', '=', task.code).where('day', '=', day).executeTakeFirst();
    if (first) return { repeated: true, points: 0, raffleChances: 0, cardChances: 0 };
    await trx.insertInto(TASK_DONE_TABLE).values({ global_id: globalId, task_code: task.code, day, points: task.points, created_at: now }).execute();
    const key = `${keyPart}:${globalId}${day ? `:${day}` : ''}`;
    if (task.points > 0) {
      await rt.ledger.credit(trx, { globalId, points: task.points, reason: 'task', activityId: null, businessId: key, idemKey: key, remark, at: now });
    }
    let raffleChances = 0;
    let cardChances = 0;
    if (task.raffleChances > 0) {
      const raffle = await activityOfKind(trx, 'raffle', now);
      if (raffle && stateAt(raffle, now) === 'running') {
        // The key draws reads to show its search task done (getRaffleTask).
        const raffleKey = task.kind === 'clock' ? `task:${globalId}:${day}:search` : `task:${globalId}:${task.code}`;
        await grantChance(trx, rt, { activityId: raffle.id, globalId, idemKey: raffleKey, reason: 'task', at: now, count: task.raffleChances });
        raffleChances = task.raffleChances;
      }
    }
    if (task.cardChances > 0) {
      const cards = await activityOfKind(trx, 'cards', now);
      if (cards && stateAt(cards, now) === 'running') {
        await grantChance(trx, rt, { activityId: cards.id, globalId, idemKey: `${key}:card`, reason: 'task', at: now, count: task.cardChances });
        cardChances = task.cardChances;
      }
    }
    await settleNewUserTasks(trx, rt, globalId, now);
    return { repeated: false, points: task.points, raffleChances, cardChances };
  });
  return { code: task.code, title: task.title, ...result, balance: await rt.ledger.balance(globalId) };
}

/** The day's clock-in (the header search): once a day; a repeat answers 今日已打卡 with nothing credited. */
export async function doClock(rt: ActivitiesRuntime, globalId: string): Promise<TaskResult> {
  const [task] = await tasksOfKind(rt.db, 'clock');
  if (!task) throw new BusinessError(400, TaskMessages.unknownTask);
  const day = dayKey(rt.clock());
  const [, m, d] = day.split('-');
  return completeTask(rt, globalId, task, day, 'clock', `${task.title} ${Number(m)}月${Number(d)}日`);
}

/** An experience task done (a first look at a column): once per member and code. */
export async function doExperience(rt: ActivitiesRuntime, globalId: string, code: string): Promise<TaskResult> {
  const task = (await tasksOfKind(rt.db, 'experience')).find((t) => t.code === code);
  if (!task) throw new BusinessError(400, TaskMessages.unknownTask);
  return completeTask(rt, globalId, task, '', `experience:${task.code}`, `体验任务·${task.title}`);
}

export async function userActivityInfo(rt: ActivitiesRuntime, globalId: string): Promise<UserActivityInfo> {
  const now = rt.clock();
  const today = dayKey(now);
  const [clock] = await tasksOfKind(rt.db, 'clock');
  const experiences = await tasksOfKind(rt.db, 'experience');
  const rows = await rt.db
    .selectFrom(TASK_DONE_TABLE)
    .select(['task_code', 'day', 'created_at'])
    .where('global_id', '=', globalId)
    .where((eb) => eb.or([eb('task_code', 'in', experiences.length ? experiences.map((e) => e.code) : ['']), eb.and([eb('task_code', '=', 'clock'), eb('day', '=', today)])]))
    .execute();
  const doneAt = new Map(rows.map((r) => [String(r.task_code), Number(r.created_at)]));
  const total = await rt.db.selectFrom(TASK_DONE_TABLE).select((eb) => eb.fn.countAll<number>().as('n')).where('global_id', '=', globalId).where('task_code', '=', 'clock').executeTakeFirst();
  const clockTask = clock ?? { ...CLOCK_TASK };
  const views: ExperienceTaskView[] = experiences.map((t) => ({
    code: t.code,
    title: t.title,
    description: t.description,
    route: t.route,
    points: t.points,
    cardChances: t.cardChances,
    done: doneAt.has(t.code),
    doneAt: doneAt.get(t.code) ?? null,
  }));
  return {
    today,
    clock: {
      done: doneAt.has('clock'),
      doneAt: doneAt.get('clock') ?? null,
      points: clockTask.points,
      raffleChances: clockTask.raffleChances,
      cardChances: clockTask.cardChances,
      totalDays: Number(total?.n ?? 0),
    },
    experiences: views,
    rules: [
      `登录后使用顶部搜索即完成当天打卡：得${clockTask.points}积分、${clockTask.raffleChances}次幸运抽奖机会和${clockTask.cardChances}次翻卡机会，每天一次。`,
      '体验任务每项限完成一次，完成后得积分和翻卡机会。',
    ],
  };
}
