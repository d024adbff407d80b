import type { Kysely } from 'kysely';
import type { NewUserInfo, NewUserTask, NewUserTaskCode } from '../../shared/tasks';
import type { ActivitiesRuntime } from '../runtime';
import { POINTS_LEDGER_TABLE } from '../tables';
import { activityOfKind, stateAt } from './activity';
import { NEW_USER_TASKS } from './catalog';
import { CARD_DRAW_TABLE, INVITE_TABLE, QUIZ_ANSWER_TABLE, TASK_DONE_TABLE, TASK_TABLE } from './tables';

/**
 * 新人专享: tasks whose state is read from the records (the points ledger for sign-in and exchange,
 * the tasks' own rows for the rest). A task done is rewarded once: a row of activities_task_done
 * (day '') and a ledger credit keyed `newuser:<gid>:<code>`, written in the transaction of the
 * action that completed it (clock-in, experience, quiz, card) or, for what other areas record
 * (sign-in, exchange) and for invites, when the member next reads the list.
 */

interface NewUserTaskRow {
  code: string;
  newUserCode: NewUserTaskCode;
  title: string;
  description: string;
  route: string;
  points: number;
}

const CODE_OF = new Map(NEW_USER_TASKS.map((t) => [t.code, t.newUserCode]));

async function taskRows(db: Kysely<any>): Promise<NewUserTaskRow[]> {
  const rows = await db.selectFrom(TASK_TABLE).selectAll().where('kind', '=', 'newUser').orderBy('sort').execute();
  return rows
    .filter((r) => CODE_OF.has(String(r.code)))
    .map((r) => ({
      code: String(r.code),
      newUserCode: CODE_OF.get(String(r.code))!,
      title: String(r.title),
      description: String(r.description),
      route: String(r.route),
      points: Number(r.points),
    }));
}

/** Which new-user tasks the member has done, read from the records. */
async function doneTasks(db: Kysely<any>, globalId: string): Promise<Set<NewUserTaskCode>> {
  const done = new Set<NewUserTaskCode>();
  const reasons = await db.selectFrom(POINTS_LEDGER_TABLE).select('reason').distinct().where('global_id', '=', globalId).where('reason', 'in', ['signin', 'exchange']).execute();
  for (const r of reasons) done.add(r.reason === 'signin' ? 'signin' : 'exchange');
  const codes = await db.selectFrom(TASK_DONE_TABLE).select('task_code').distinct().where('global_id', '=', globalId).execute();
  for (const { task_code: code } of codes) {
    if (code === 'clock') done.add('clock');
    else if (String(code).startsWith('exp-')) done.add('experience');
  }
  if (await db.selectFrom(QUIZ_ANSWER_TABLE).select('id').where('global_id', '=', globalId).limit(1).executeTakeFirst()) done.add('quiz');
  if (await db.selectFrom(CARD_DRAW_TABLE).select('id').where('global_id', '=', globalId).limit(1).executeTakeFirst()) done.add('card');
  if (await db.selectFrom(INVITE_TABLE).select('invitee_gid').where('inviter_gid', '=', globalId).limit(1).executeTakeFirst()) done.add('invite');
  return done;
}

async function rewarded(db: Kysely<any>, globalId: string): Promise<Map<string, number>> {
  const codes = NEW_USER_TASKS.map((t) => t.code);
  const rows = await db.selectFrom(TASK_DONE_TABLE).select(['task_code', 'created_at']).where('global_id', '=', globalId).where('task_code', 'in', codes).execute();
  return new Map(rows.map((r) => [String(r.task_code), Number(r.created_at)]));
}

/**
 * Credits the member's new-user tasks done and not yet rewarded, on the caller's transaction
 * (safe to rerun: the task_done row and the ledger key decide). Nothing while the activity is not
 * running. Answers the points credited now.
 */
export async function settleNewUserTasks(trx: Kysely<any>, rt: ActivitiesRuntime, globalId: string, at: number): Promise<number> {
  const activity = await activityOfKind(trx, 'newUser', at);
  if (!activity || stateAt(activity, at) !== 'running') return 0;
  const tasks = await taskRows(trx);
  const already = await rewarded(trx, globalId);
  const pending = tasks.filter((t) => !already.has(t.code));
  if (pending.length === 0) return 0;
  const done = await doneTasks(trx, globalId);
  let credited = 0;
  for (const task of pending) {
    if (!done.has(task.newUserCode)) continue;
    await trx.insertInto(TASK_DONE_TABLE).values({ global_id: globalId, task_code: task.code, day: '', points: task.points, created_at: at }).execute();
    if (task.points > 0) {
      const key = `newuser:${globalId}:${task.newUserCode}`;
      const { repeated } = await rt.ledger.credit(trx, { globalId, points: task.points, reason: 'task', activityId: activity.id, businessId: key, idemKey: key, remark: `新人专享·${task.title}`, at });
      if (!repeated) credited += task.points;
    }
  }
  return credited;
}

export async function newUserInfo(rt: ActivitiesRuntime, globalId: string | null): Promise<NewUserInfo> {
  const now = rt.clock();
  if (globalId) await rt.tx((trx) => settleNewUserTasks(trx, rt, globalId, now));
  const activity = await activityOfKind(rt.db, 'newUser', now);
  const rows = await taskRows(rt.db);
  const done = globalId ? await doneTasks(rt.db, globalId) : new Set<NewUserTaskCode>();
  const paid = globalId ? await rewarded(rt.db, globalId) : new Map<string, number>();
  const tasks: NewUserTask[] = rows.map((t) => ({
    code: t.newUserCode,
    title: t.title,
    description: t.description,
    route: t.route,
    points: t.points,
    done: done.has(t.newUserCode),
    rewardedAt: paid.get(t.code) ?? null,
  }));
  return {
    activityId: activity?.id ?? '',
    title: activity?.title ?? '新人专享',
    state: activity ? stateAt(activity, now) : 'ended',
    tasks,
    doneCount: tasks.filter((t) => t.done).length,
    pointsEarned: tasks.reduce((s, t) => s + (t.rewardedAt !== null ? t.points : 0), 0),
    pointsTotal: tasks.reduce((s, t) => s + t.points, 0),
    rules: [
      '每项新手任务完成后自动发放积分奖励，每位会员每项限领一次。',
      '签到、兑换与邀请类任务的奖励在完成后打开本页时发放。',
      '积分可在积分商城兑换造价报告、VIP权益与实物礼品。',
    ],
    loggedIn: globalId !== null,
  };
}
