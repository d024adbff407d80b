import type { Kysely } from 'kysely';
import type { ActivityKind } from '../shared/contract';
import { DEFAULT_SIGN_IN_RULES, type SignInRules, type StreakBonus } from '../shared/points';
import { dayKey } from './calendar';
import { ACTIVITY_TABLE } from './tables';

/**
 * The rows of activities_activity: each area seeds its own activities (with their rules as JSON);
 * these helpers read them. An activity runs from `startsAt` (inclusive) to `endsAt` (exclusive).
 */
export interface Activity<R = unknown> {
  readonly id: string;
  readonly kind: ActivityKind;
  readonly title: string;
  readonly summary: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly rules: R;
  readonly sort: number;
  readonly route: string | null;
}

export function activityOf<R = unknown>(row: Record<string, unknown>): Activity<R> {
  let rules: unknown = {};
  try {
    rules = JSON.parse(String(row.rules ?? '{}'));
  } catch {
    rules = {};
  }
  return {
    id: String(row.id),
    kind: String(row.kind) as ActivityKind,
    title: String(row.title),
    summary: String(row.summary),
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    rules: rules as R,
    sort: Number(row.sort),
    route: row.route == null ? null : String(row.route),
  };
}

/** The activity `id`, or null. */
export async function getActivity<R = unknown>(db: Kysely<any>, id: string): Promise<Activity<R> | null> {
  const row = await db.selectFrom(ACTIVITY_TABLE).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? activityOf<R>(row) : null;
}

/** The activities running at `at` (of one kind when given), in the hub's order. */
export async function runningActivities<R = unknown>(db: Kysely<any>, at: number, kind?: ActivityKind): Promise<Activity<R>[]> {
  let query = db.selectFrom(ACTIVITY_TABLE).selectAll().where('starts_at', '<=', at).where('ends_at', '>', at);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('sort').orderBy('starts_at').orderBy('id').execute();
  return rows.map((r) => activityOf<R>(r));
}

/** The running activity of a kind (the one started last when several overlap), or null. */
export async function runningActivity<R = unknown>(db: Kysely<any>, kind: ActivityKind, at: number): Promise<Activity<R> | null> {
  const rows = await runningActivities<R>(db, at, kind);
  return rows.sort((a, b) => b.startsAt - a.startsAt)[0] ?? null;
}

/** 2026年11月1日—2026年12月31日 (the last day is the one before `endsAt`, China time). */
export function periodText(startsAt: number, endsAt: number): string {
  return `${dayText(startsAt)}—${dayText(endsAt - 1)}`;
}

/** 2026年11月24日. */
export function dayText(ms: number): string {
  const [y, m, d] = dayKey(ms).split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** The sign-in rules of an activity's JSON, each field checked (defaults where missing or wrong). */
export function signInRulesOf(raw: unknown): SignInRules {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const int = (v: unknown, fallback: number, max: number) => (Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : fallback);
  const bonuses = Array.isArray(r.streakBonuses)
    ? r.streakBonuses
        .filter((b): b is StreakBonus => !!b && Number.isSafeInteger(b.day) && b.day > 0 && Number.isSafeInteger(b.points) && b.points > 0)
        .map((b) => ({ day: b.day, points: b.points }))
        .sort((a, b) => a.day - b.day)
    : DEFAULT_SIGN_IN_RULES.streakBonuses;
  return {
    dailyPoints: int(r.dailyPoints, DEFAULT_SIGN_IN_RULES.dailyPoints, 10_000) || DEFAULT_SIGN_IN_RULES.dailyPoints,
    streakBonuses: bonuses,
    streakCycle: int(r.streakCycle, DEFAULT_SIGN_IN_RULES.streakCycle, 366) || DEFAULT_SIGN_IN_RULES.streakCycle,
    makeUpCost: int(r.makeUpCost, DEFAULT_SIGN_IN_RULES.makeUpCost, 100_000),
    makeUpPerWeek: int(r.makeUpPerWeek, DEFAULT_SIGN_IN_RULES.makeUpPerWeek, 7),
  };
}
