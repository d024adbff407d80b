/**
 * The hub, the daily sign-in and the points (see ActivitiesPaths in contract.ts): what the
 * endpoints answer, the sign-in rules and their Chinese texts. Times are epoch milliseconds; days
 * are 'YYYY-MM-DD' in China Standard Time.
 */
import type { ActivityKind, PointsReason } from './contract';

// ── Sign-in rules (stored in the sign-in activity's rules, shown on the pages) ──

/** A bonus on the `day`-th day of an unbroken series (within each cycle of `streakCycle` days). */
export interface StreakBonus {
  readonly day: number;
  readonly points: number;
}

export interface SignInRules {
  /** Points of a day's sign-in (签到 +5). */
  readonly dailyPoints: number;
  /** Bonuses of the series: day 3 +5, day 7 +20. */
  readonly streakBonuses: readonly StreakBonus[];
  /** The bonuses repeat every this many days of an unbroken series (7: days 3, 7, 10, 14 …). */
  readonly streakCycle: number;
  /** Points a 补签 costs (debited). */
  readonly makeUpCost: number;
  /** 补签 allowed per week (Monday to Sunday). */
  readonly makeUpPerWeek: number;
}

export const DEFAULT_SIGN_IN_RULES: SignInRules = {
  dailyPoints: 5,
  streakBonuses: [
    { day: 3, points: 5 },
    { day: 7, points: 20 },
  ],
  streakCycle: 7,
  makeUpCost: 20,
  makeUpPerWeek: 2,
};

/** The rules as the sign-in page lists them. */
export function signInRuleTexts(rules: SignInRules): string[] {
  const bonuses = rules.streakBonuses.map((b) => `第${b.day}天额外奖励${b.points}积分`).join('，');
  return [
    `每日签到可得${rules.dailyPoints}积分，每天限签到一次（以北京时间0点为界）。`,
    `连续签到${bonuses}；每连续${rules.streakCycle}天为一轮，断签后从第1天重新计算。`,
    `本周内（周一至周日）今天之前漏签的日期可以补签，每次消耗${rules.makeUpCost}积分，每周最多补签${rules.makeUpPerWeek}次；补签的日期计入连续签到和累计签到天数，不另得签到积分。`,
    '积分自获得之日起有效期至次年12月31日，到期未使用的积分将自动清零，先到期的积分优先使用。',
  ];
}

/** Chinese names of the week's days, Monday (1) first. */
export const WEEK_DAY_TEXT = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'] as const;

/** The words of the sign-in buttons and the streak (glossary). */
export const SignInTexts = {
  signIn: '签到',
  signed: '已签到',
  makeUp: '补签',
  /** 已连续签到N天. */
  series: (n: number) => `已连续签到${n}天`,
} as const;

/** Refusals of the sign-in endpoints. */
export const SignInMessages = {
  noActivity: '签到活动未开始或已结束',
  badDate: '请选择本周内今天之前的日期',
  beforeStart: '该日期不在签到活动期间',
  alreadySigned: '该日期已签到，无需补签',
  makeUpLimit: '本周补签次数已用完',
  notEnoughPoints: '积分不足，无法补签',
} as const;

// ── Sign-in ──

export interface WeekDayInfo {
  /** 1 (Monday) … 7 (Sunday). */
  readonly weekDay: number;
  /** 星期一 … 星期日. */
  readonly weekDayText: string;
  readonly date: string;
  readonly signed: boolean;
  /** Signed by a 补签. */
  readonly madeUp: boolean;
  readonly isToday: boolean;
  readonly isFuture: boolean;
  /** A missed day of this week before today, in the activity, with a 补签 left this week. */
  readonly canMakeUp: boolean;
  /** Points that day gave (sign-in + bonus; 0 for a 补签), or that signing today gives. */
  readonly points: number;
}

/** GET getRegisterRecord. */
export interface RegisterRecord {
  readonly activityId: string;
  readonly title: string;
  readonly today: string;
  readonly weekInfoList: readonly WeekDayInfo[];
  /** The current unbroken series (ending today, or yesterday when today is not signed yet). */
  readonly seriesTime: number;
  /** Days signed in this activity. */
  readonly totalTime: number;
  readonly todaySigned: boolean;
  /** The member's balance. */
  readonly points: number;
  readonly makeUpUsed: number;
  readonly makeUpLeft: number;
  /** The next bonus of the series: on which day of the series, how many points, in how many sign-ins. */
  readonly nextBonus: { readonly day: number; readonly points: number; readonly inDays: number } | null;
  readonly rules: SignInRules;
  readonly ruleTexts: readonly string[];
}

/** POST signIn and makeUp. Signing in twice a day answers the first result (`repeated`). */
export interface SignInResult {
  readonly date: string;
  readonly madeUp: boolean;
  /** Points credited by that day's sign-in, bonus included (0 for a 补签). */
  readonly points: number;
  readonly bonus: number;
  /** Points a 补签 cost. */
  readonly cost: number;
  readonly seriesTime: number;
  readonly totalTime: number;
  /** The balance after. */
  readonly balance: number;
  readonly repeated: boolean;
  /** 签到成功，获得5积分 … */
  readonly message: string;
}

export interface MakeUpRequest {
  readonly date: string;
}

// ── Points ──

export interface ExpiringPoints {
  readonly points: number;
  /** When they expire (00:00 CST of January 1). */
  readonly at: number;
  /** The last day they are valid ('YYYY-12-31'). */
  readonly lastDay: string;
}

/** POST queryUserPoints. */
export interface UserPoints {
  /** The balance (the spec's field name). */
  readonly totalPoints: number;
  readonly balance: number;
  readonly earnedTotal: number;
  readonly spentTotal: number;
  readonly expiredTotal: number;
  /** Points that will expire, soonest first. */
  readonly expiring: readonly ExpiringPoints[];
}

export type PointsDirection = 'in' | 'out';

/** POST queryUserPointsRecordsPage. `from` / `to`: 'YYYY-MM' (whole months) or 'YYYY-MM-DD', both inclusive. */
export interface PointsRecordQuery {
  readonly pageNum: number;
  readonly pageSize: number;
  readonly reason?: PointsReason;
  readonly direction?: PointsDirection;
  readonly from?: string;
  readonly to?: string;
}

export interface PointsRecord {
  readonly id: number;
  readonly change: number;
  readonly balanceAfter: number;
  readonly reason: PointsReason;
  /** 每日签到, 积分兑换 … */
  readonly reasonText: string;
  readonly remark: string;
  readonly createdAt: number;
}

export interface PointsRecordPage {
  readonly list: readonly PointsRecord[];
  readonly total: number;
  readonly pageNum: number;
  readonly pageSize: number;
}

export const PointsMessages = {
  badRange: '请选择正确的起止月份',
} as const;

// ── Hub ──

export interface HubActivity {
  readonly id: string;
  readonly kind: ActivityKind;
  readonly title: string;
  readonly summary: string;
  readonly startsAt: number;
  readonly endsAt: number;
  /** 2026年11月1日—2026年12月31日. */
  readonly period: string;
  /** The page its card leads to. */
  readonly route: string | null;
}

export interface EarnRule {
  readonly title: string;
  readonly detail: string;
  readonly route: string | null;
}

/** GET hub/activities (public: `member` null for visitors). */
export interface HubInfo {
  readonly activities: readonly HubActivity[];
  readonly member: { readonly points: number; readonly todaySigned: boolean; readonly seriesTime: number } | null;
  readonly earnRules: readonly EarnRule[];
  readonly now: number;
}

/** GET getTopImage: the sign-in activity's banner (drawn by the page; no picture file). */
export interface TopImage {
  readonly activityId: string | null;
  readonly title: string;
  readonly subtitle: string;
  readonly route: string;
  readonly imageUrl: string | null;
  /** Null for visitors. */
  readonly todaySigned: boolean | null;
}

/** POST /api/dev/activities/clock (development tools, loopback only). */
export interface DevClockAnswer {
  readonly now: number;
  readonly today: string;
}
