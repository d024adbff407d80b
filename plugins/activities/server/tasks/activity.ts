import type { Kysely } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import { ACTIVITY_REFUSAL_CODE, ActivityMessages, type ActivityKind } from '../../shared/contract';
import { ACTIVITY_TABLE } from '../tables';

/** An activities_activity row as the tasks read it (rules parsed). */
export interface TaskActivity<R = Record<string, unknown>> {
  id: string;
  kind: ActivityKind;
  title: string;
  summary: string;
  startsAt: number;
  endsAt: number;
  rules: R;
  route: string | null;
}

/** The code of a business refusal of the tasks (the plugin's refusal code). */
export const REFUSAL_CODE = ACTIVITY_REFUSAL_CODE;

/** A business refusal with its Chinese message. */
export function refuse(message: string): BusinessError {
  return new BusinessError(REFUSAL_CODE, message);
}

export type ActivityState = 'running' | 'notStarted' | 'ended';

export function stateAt(activity: Pick<TaskActivity, 'startsAt' | 'endsAt'>, at: number): ActivityState {
  if (at < activity.startsAt) return 'notStarted';
  return at < activity.endsAt ? 'running' : 'ended';
}

/**
 * The activity of a kind to show at `at`: the running one (the latest started), else the next one
 * to start, else the last one ended; null when there is none. Reads on `db` (a transaction or the
 * plugin's database).
 */
export async function activityOfKind<R>(db: Kysely<any>, kind: ActivityKind, at: number): Promise<TaskActivity<R> | null> {
  const rows = await db.selectFrom(ACTIVITY_TABLE).selectAll().where('kind', '=', kind).orderBy('starts_at', 'desc').execute();
  const all = rows.map((row) => ({
    id: String(row.id),
    kind: row.kind as ActivityKind,
    title: String(row.title),
    summary: String(row.summary),
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    rules: parseRules<R>(row.rules),
    route: row.route === null || row.route === undefined ? null : String(row.route),
  }));
  return (
    all.find((a) => stateAt(a, at) === 'running') ??
    all.filter((a) => stateAt(a, at) === 'notStarted').sort((a, b) => a.startsAt - b.startsAt)[0] ??
    all[0] ??
    null
  );
}

/** The running activity of a kind, or the refusal 活动未开始 / 活动已结束 / 活动不存在. */
export async function runningActivity<R>(db: Kysely<any>, kind: ActivityKind, at: number): Promise<TaskActivity<R>> {
  const activity = await activityOfKind<R>(db, kind, at);
  if (!activity) throw refuse(ActivityMessages.unknownActivity);
  const state = stateAt(activity, at);
  if (state === 'notStarted') throw refuse(ActivityMessages.notStarted);
  if (state === 'ended') throw refuse(ActivityMessages.ended);
  return activity;
}

function parseRules<R>(text: unknown): R {
  try {
    const value = JSON.parse(String(text ?? '{}'));
    return (value && typeof value === 'object' ? value : {}) as R;
  } catch {
    return {} as R;
  }
}
