import type { Kysely } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import { ACTIVITY_REFUSAL_CODE } from '../shared/contract';
import { activitiesRoutes } from '../shared/routes';
import {
  DEFAULT_SIGN_IN_RULES,
  SignInMessages,
  WEEK_DAY_TEXT,
  signInRuleTexts,
  type RegisterRecord,
  type SignInResult,
  type SignInRules,
  type WeekDayInfo,
} from '../shared/points';
import { activityOf, runningActivity, signInRulesOf, type Activity } from './activities';
import { addDays, cstYear, dayKey, dayStartOf, weekDays, weekStart, yearStart } from './calendar';
import { CounterRefused, PointsRefused } from './ledger-types';
import type { ActivitiesRuntime } from './runtime';
import { ACTIVITY_TABLE, SIGNIN_TABLE } from './tables';

/**
 * The daily sign-in (每日签到). One row per member and day (primary key: a day is signed once,
 * also under concurrent requests); the points go through the ledger in the same transaction
 * (`signin:<gid>:<day>`, the streak bonus `streak:<gid>:<day>`, a 补签's cost `makeup:<gid>:<day>`).
 * The series is computed from the rows: a 补签 mends it.
 */

/** A refusal of the sign-in (statusCode ACTIVITY_REFUSAL_CODE, the Chinese message). */
const refuse = (message: string) => new BusinessError(ACTIVITY_REFUSAL_CODE, message);

/** The counter of a week's 补签 (owner `<gid>:<Monday>`). */
export const MAKE_UP_COUNTER = 'makeup:signin';
/** How far back a series is read (a series longer than this shows as this). */
const SERIES_WINDOW = 400;

/** The sign-in activity of a year: `signin-2026`, 2026-01-01 00:00 CST to 2027-01-01 00:00 CST. */
export function signInActivityRow(year: number, rules: SignInRules = DEFAULT_SIGN_IN_RULES) {
  return {
    id: `signin-${year}`,
    kind: 'signin',
    title: '每日签到',
    summary: `每天签到得${rules.dailyPoints}积分，连续签到${rules.streakBonuses.map((b) => `第${b.day}天再得${b.points}积分`).join('、')}`,
    starts_at: yearStart(year),
    ends_at: yearStart(year + 1),
    rules: JSON.stringify(rules),
    sort: 10,
    route: activitiesRoutes.attendance(),
  };
}

/**
 * The running sign-in activity; when none runs (a new year), the year's one is created with the
 * rules of the latest one, so that signing in never stops.
 */
export async function signInActivity(rt: Pick<ActivitiesRuntime, 'db'>, at: number): Promise<Activity> {
  const running = await runningActivity(rt.db, 'signin', at);
  if (running) return running;
  const latest = await rt.db.selectFrom(ACTIVITY_TABLE).selectAll().where('kind', '=', 'signin').orderBy('starts_at', 'desc').executeTakeFirst();
  const rules = latest ? signInRulesOf(activityOf(latest).rules) : DEFAULT_SIGN_IN_RULES;
  await rt.db.insertInto(ACTIVITY_TABLE).values(signInActivityRow(cstYear(at), rules)).onConflict((oc) => oc.column('id').doNothing()).execute();
  const created = await runningActivity(rt.db, 'signin', at);
  if (!created) throw refuse(SignInMessages.noActivity);
  return created;
}

/** The member's signed days up to `lastDay` (inclusive), newest first. */
async function signedDaysUpTo(db: Kysely<any>, globalId: string, lastDay: string): Promise<string[]> {
  const rows = await db
    .selectFrom(SIGNIN_TABLE)
    .select('day')
    .where('global_id', '=', globalId)
    .where('day', '<=', lastDay)
    .orderBy('day', 'desc')
    .limit(SERIES_WINDOW)
    .execute();
  return rows.map((r) => String(r.day));
}

/** The day before `day` ('YYYY-MM-DD'). */
function previousDay(day: string): string {
  return dayKey(addDays(dayStartOf(day), -1) + 12 * 3_600_000);
}

/** The length of the unbroken run of days ending on `lastDay` in `days` (newest first). */
function runEndingOn(days: readonly string[], lastDay: string): number {
  let expected = lastDay;
  let n = 0;
  for (const day of days) {
    if (day > expected) continue;
    if (day !== expected) break;
    n++;
    expected = previousDay(expected);
  }
  return n;
}


/** The bonus of the `series`-th day of a series (the bonuses repeat every `streakCycle` days). */
export function streakBonusOf(rules: SignInRules, series: number): number {
  if (series <= 0) return 0;
  const position = ((series - 1) % rules.streakCycle) + 1;
  return rules.streakBonuses.find((b) => b.day === position)?.points ?? 0;
}

/** 11月24日. */
function monthDay(day: string): string {
  const [, m, d] = day.split('-').map(Number);
  return `${m}月${d}日`;
}

/** The series now: ending today when today is signed, else ending yesterday. */
async function currentSeries(db: Kysely<any>, globalId: string, today: string): Promise<{ series: number; todaySigned: boolean }> {
  const days = await signedDaysUpTo(db, globalId, today);
  const todaySigned = days[0] === today;
  return { series: runEndingOn(days, todaySigned ? today : previousDay(today)), todaySigned };
}

async function totalDays(db: Kysely<any>, globalId: string, activityId: string): Promise<number> {
  const row = await db
    .selectFrom(SIGNIN_TABLE)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('global_id', '=', globalId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The member's series, total and today's state (the hub and the points page show them). */
export async function signInState(rt: Pick<ActivitiesRuntime, 'db' | 'clock'>, globalId: string): Promise<{ series: number; todaySigned: boolean }> {
  return currentSeries(rt.db, globalId, dayKey(rt.clock()));
}

/** POST signIn: today's sign-in; signing in again answers the first result (`repeated`). */
export async function signIn(rt: ActivitiesRuntime, globalId: string): Promise<SignInResult> {
  const now = rt.clock();
  const today = dayKey(now);
  const activity = await signInActivity(rt, now);
  const rules = signInRulesOf(activity.rules);
  const outcome = await rt.tx(async (trx) => {
    const seen = await trx.selectFrom(SIGNIN_TABLE).selectAll().where('global_id', '=', globalId).where('day', '=', today).executeTakeFirst();
    if (seen) return { row: seen, balance: null as number | null, repeated: true };
    const before = await signedDaysUpTo(trx, globalId, previousDay(today));
    const series = runEndingOn(before, previousDay(today)) + 1;
    const bonus = streakBonusOf(rules, series);
    const row = {
      global_id: globalId,
      day: today,
      activity_id: activity.id,
      made_up: 0,
      points: rules.dailyPoints,
      bonus,
      cost: 0,
      series,
      created_at: now,
    };
    // The row first: a concurrent second sign-in of the day stops at the primary key.
    await trx.insertInto(SIGNIN_TABLE).values(row).execute();
    let { entry } = await rt.ledger.credit(trx, {
      globalId,
      points: rules.dailyPoints,
      reason: 'signin',
      activityId: activity.id,
      businessId: `signin:${today}`,
      idemKey: `signin:${globalId}:${today}`,
      remark: `每日签到（${monthDay(today)}）`,
      at: now,
    });
    if (bonus > 0) {
      ({ entry } = await rt.ledger.credit(trx, {
        globalId,
        points: bonus,
        reason: 'streak',
        activityId: activity.id,
        businessId: `signin:${today}`,
        idemKey: `streak:${globalId}:${today}`,
        remark: `连续签到第${series}天奖励`,
        at: now,
      }));
    }
    return { row, balance: entry.balanceAfter, repeated: false };
  });
  return resultOf(rt, globalId, activity, today, outcome);
}

/** POST makeUp: 补签 of a missed day of this week before today (points debited; at most N a week). */
export async function makeUp(rt: ActivitiesRuntime, globalId: string, date: string): Promise<SignInResult> {
  const now = rt.clock();
  const today = dayKey(now);
  const start = dayStartOf(date);
  const monday = dayKey(weekStart(now));
  if (!Number.isFinite(start) || date >= today || date < monday) throw refuse(SignInMessages.badDate);
  const activity = await signInActivity(rt, now);
  if (start < activity.startsAt) throw refuse(SignInMessages.beforeStart);
  const rules = signInRulesOf(activity.rules);
  const key = `makeup:${globalId}:${date}`;
  const outcome = await rt.tx(async (trx) => {
    const seen = await trx.selectFrom(SIGNIN_TABLE).selectAll().where('global_id', '=', globalId).where('day', '=', date).executeTakeFirst();
    if (seen) {
      if (Number(seen.made_up) === 1) return { row: seen, balance: null as number | null, repeated: true };
      throw refuse(SignInMessages.alreadySigned);
    }
    const before = await signedDaysUpTo(trx, globalId, previousDay(date));
    const row = {
      global_id: globalId,
      day: date,
      activity_id: activity.id,
      made_up: 1,
      points: 0,
      bonus: 0,
      cost: rules.makeUpCost,
      series: runEndingOn(before, previousDay(date)) + 1,
      created_at: now,
    };
    await trx.insertInto(SIGNIN_TABLE).values(row).execute();
    try {
      await rt.counters.add(trx, {
        kind: MAKE_UP_COUNTER,
        owner: `${globalId}:${monday}`,
        change: 1,
        max: rules.makeUpPerWeek,
        reason: 'makeUp',
        businessId: `makeup:${date}`,
        idemKey: key,
        at: now,
      });
    } catch (error) {
      if (error instanceof CounterRefused) throw refuse(SignInMessages.makeUpLimit);
      throw error;
    }
    let balance: number | null = null;
    if (rules.makeUpCost > 0) {
      try {
        const { entry } = await rt.ledger.debit(trx, {
          globalId,
          points: rules.makeUpCost,
          reason: 'makeUp',
          activityId: activity.id,
          businessId: `makeup:${date}`,
          idemKey: key,
          remark: `补签（${monthDay(date)}）`,
          at: now,
        });
        balance = entry.balanceAfter;
      } catch (error) {
        if (error instanceof PointsRefused) throw refuse(SignInMessages.notEnoughPoints);
        throw error;
      }
    }
    return { row, balance, repeated: false };
  });
  return resultOf(rt, globalId, activity, today, outcome);
}

async function resultOf(
  rt: ActivitiesRuntime,
  globalId: string,
  activity: Activity,
  today: string,
  outcome: { row: Record<string, unknown>; balance: number | null; repeated: boolean },
): Promise<SignInResult> {
  const { row } = outcome;
  const madeUp = Number(row.made_up) === 1;
  const points = Number(row.points) + Number(row.bonus);
  const bonus = Number(row.bonus);
  const cost = Number(row.cost);
  const { series } = await currentSeries(rt.db, globalId, today);
  const balance = outcome.balance ?? (await rt.ledger.balance(globalId));
  const totalTime = await totalDays(rt.db, globalId, activity.id);
  const date = String(row.day);
  let message: string;
  if (madeUp) message = outcome.repeated ? `${monthDay(date)}已补签` : `补签成功，消耗${cost}积分`;
  else if (outcome.repeated) message = '今日已签到';
  else message = bonus > 0 ? `签到成功，获得${points}积分（含连续签到奖励${bonus}积分）` : `签到成功，获得${points}积分`;
  return { date, madeUp, points: madeUp ? 0 : points, bonus, cost, seriesTime: series, totalTime, balance, repeated: outcome.repeated, message };
}

/** GET getRegisterRecord: this week's days, the series, the total, the rules. */
export async function registerRecord(rt: ActivitiesRuntime, globalId: string): Promise<RegisterRecord> {
  const now = rt.clock();
  const today = dayKey(now);
  const activity = await signInActivity(rt, now);
  const rules = signInRulesOf(activity.rules);
  const week = weekDays(now);
  const monday = week[0]!;
  const rows = await rt.db
    .selectFrom(SIGNIN_TABLE)
    .selectAll()
    .where('global_id', '=', globalId)
    .where('day', '>=', monday)
    .where('day', '<=', week[6]!)
    .execute();
  const byDay = new Map(rows.map((r) => [String(r.day), r]));
  const { series, todaySigned } = await currentSeries(rt.db, globalId, today);
  const used = await rt.counters.value(MAKE_UP_COUNTER, `${globalId}:${monday}`);
  const left = Math.max(0, rules.makeUpPerWeek - used);
  const firstDay = dayKey(activity.startsAt);
  // The series the next sign-in reaches (today's, or tomorrow's when today is signed).
  const nextSeries = series + 1;
  const nextDay = todaySigned ? dayKey(addDays(dayStartOf(today), 1)) : today;
  const weekInfoList: WeekDayInfo[] = week.map((date, i) => {
    const row = byDay.get(date);
    const isToday = date === today;
    const isFuture = date > today;
    let points = 0;
    if (row) points = Number(row.points) + Number(row.bonus);
    else if (date >= nextDay) {
      const ahead = Math.round((dayStartOf(date) - dayStartOf(nextDay)) / 86_400_000);
      points = rules.dailyPoints + streakBonusOf(rules, nextSeries + ahead);
    }
    return {
      weekDay: i + 1,
      weekDayText: WEEK_DAY_TEXT[i]!,
      date,
      signed: !!row,
      madeUp: !!row && Number(row.made_up) === 1,
      isToday,
      isFuture,
      canMakeUp: !row && date < today && date >= firstDay && left > 0,
      points,
    };
  });
  let nextBonus: RegisterRecord['nextBonus'] = null;
  for (let k = 0; k < rules.streakCycle; k++) {
    const bonus = streakBonusOf(rules, nextSeries + k);
    if (bonus > 0) {
      nextBonus = { day: nextSeries + k, points: bonus, inDays: k + 1 };
      break;
    }
  }
  return {
    activityId: activity.id,
    title: activity.title,
    today,
    weekInfoList,
    seriesTime: series,
    totalTime: await totalDays(rt.db, globalId, activity.id),
    todaySigned,
    points: await rt.ledger.balance(globalId),
    makeUpUsed: used,
    makeUpLeft: left,
    nextBonus,
    rules,
    ruleTexts: signInRuleTexts(rules),
  };
}
