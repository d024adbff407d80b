import type { Kysely } from 'kysely';
import { ACTIVITY_TABLE } from '../tables';
import type { DrawActivityBrief, DrawActivityKind } from '../../shared/draws';

/**
 * The draw activities' rows of activities_activity and their rules (the `rules` JSON): the day's
 * draw limit, the points a draw costs when no chance is left, the free draws a day, the festival's
 * flips and faces, the gift box's share limit.
 */
export interface DrawRules {
  /** Draws a member may make a day (all ways together). */
  readonly dailyLimit: number;
  /** Points a draw costs when no chance is left (0: draws need a chance). */
  readonly pointsPerDraw: number;
  /** Free draws a day before any chance is used (the older lucky draw: 1). */
  readonly freePerDay: number;
  /** The festival: card flips a day. */
  readonly flipsPerDay: number;
  /** The gift box: draws a day that sharing can give. */
  readonly shareDailyLimit: number;
  /** The festival's name, day and the faces of its cards. */
  readonly festival: { readonly name: string; readonly date: string; readonly faces: readonly string[]; readonly wild: string } | null;
}

export interface DrawActivity {
  readonly id: string;
  readonly kind: DrawActivityKind;
  readonly title: string;
  readonly summary: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly route: string | null;
  readonly rules: DrawRules;
}

const DEFAULT_RULES: DrawRules = { dailyLimit: 5, pointsPerDraw: 0, freePerDay: 0, flipsPerDay: 0, shareDailyLimit: 0, festival: null };

export function parseDrawRules(text: string): DrawRules {
  let raw: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // A malformed rules cell keeps the defaults.
  }
  const int = (key: keyof DrawRules, fallback: number) => {
    const v = raw[key];
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : fallback;
  };
  const f = raw.festival as DrawRules['festival'] | undefined;
  return {
    dailyLimit: int('dailyLimit', DEFAULT_RULES.dailyLimit),
    pointsPerDraw: int('pointsPerDraw', 0),
    freePerDay: int('freePerDay', 0),
    flipsPerDay: int('flipsPerDay', 0),
    shareDailyLimit: int('shareDailyLimit', 0),
    festival: f && typeof f.name === 'string' && Array.isArray(f.faces) ? f : null,
  };
}

function activityOf(row: Record<string, unknown>): DrawActivity {
  return {
    id: String(row.id),
    kind: String(row.kind) as DrawActivityKind,
    title: String(row.title),
    summary: String(row.summary),
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    route: row.route == null ? null : String(row.route),
    rules: parseDrawRules(String(row.rules)),
  };
}

/**
 * The activity of a kind a member sees at `at`: the running one that started last, else the next
 * to start, else the last that ended; null when none was ever seeded.
 */
export async function drawActivity(db: Kysely<any>, kind: DrawActivityKind, at: number): Promise<DrawActivity | null> {
  const rows = (await db.selectFrom(ACTIVITY_TABLE).selectAll().where('kind', '=', kind).execute()).map(activityOf);
  const running = rows.filter((a) => a.startsAt <= at && at < a.endsAt).sort((a, b) => b.startsAt - a.startsAt);
  if (running[0]) return running[0];
  const next = rows.filter((a) => a.startsAt > at).sort((a, b) => a.startsAt - b.startsAt);
  if (next[0]) return next[0];
  return rows.sort((a, b) => b.endsAt - a.endsAt)[0] ?? null;
}

export async function drawActivityById(db: Kysely<any>, id: string): Promise<DrawActivity | null> {
  const row = await db.selectFrom(ACTIVITY_TABLE).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? activityOf(row) : null;
}

export function activityState(activity: Pick<DrawActivity, 'startsAt' | 'endsAt'>, at: number): DrawActivityBrief['state'] {
  if (at < activity.startsAt) return 'notStarted';
  if (at >= activity.endsAt) return 'ended';
  return 'running';
}
