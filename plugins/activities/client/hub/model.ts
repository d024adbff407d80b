/**
 * What the hub's pages read of the server's answers (shared/points.ts: hub, sign-in, points;
 * shared/mall.ts: the mall) and the small rules and formats the pages show them with (China
 * Standard Time dates, points with grouping, a product's state, the reward ladder).
 */
import { DEFAULT_SIGN_IN_RULES, type SignInRules } from '../../shared/points';
import type { ProductItem, ProductState } from '../../shared/mall';

export type {
  EarnRule,
  ExpiringPoints,
  HubActivity,
  HubInfo,
  PointsDirection,
  PointsRecord,
  PointsRecordPage,
  PointsRecordQuery,
  RegisterRecord,
  SignInResult,
  SignInRules,
  StreakBonus,
  UserPoints,
  WeekDayInfo,
} from '../../shared/points';
export { DEFAULT_SIGN_IN_RULES, SignInTexts, WEEK_DAY_TEXT, signInRuleTexts } from '../../shared/points';
export type {
  DownloadTimes,
  ExchangeCheck,
  ExchangePage,
  ExchangeRecord,
  ExchangeRequest,
  ExchangeResult,
  ProductItem,
  ProductKind,
  ProductList,
  ProductState,
  ShippingAddress,
} from '../../shared/mall';
export { EXCHANGE_STATUS_TEXT, MALL_LIMITS, MallMessages, PRODUCT_KIND_TEXT, PRODUCT_STATE_TEXT } from '../../shared/mall';

/** Rows of 我的兑换 per page. */
export const EXCHANGE_PAGE_SIZE = 10;

/**
 * A product's state as the page shows it: the server's (it knows the sale window and the member's
 * exchanges), with the member's balance of the page applied (a balance that fell since).
 */
export function productState(product: ProductItem, balance: number | null): ProductState {
  if (product.state !== 'available') return product.state;
  if (balance !== null && balance < product.points) return 'notEnoughPoints';
  return 'available';
}

/** The points a sign-in on the `day`-th day of a series earns (the day's points and that day's bonus, in cycles). */
export function pointsOfDay(rules: SignInRules, day: number): { base: number; bonus: number } {
  const cycle = rules.streakCycle > 0 ? rules.streakCycle : 7;
  const inCycle = ((day - 1) % cycle) + 1;
  return { base: rules.dailyPoints, bonus: rules.streakBonuses.find((b) => b.day === inCycle)?.points ?? 0 };
}

/** The rules of a record, else the activity's defaults. */
export function rulesOf(record: { rules?: SignInRules } | null | undefined): SignInRules {
  return record?.rules ?? DEFAULT_SIGN_IN_RULES;
}

const CST_MS = 8 * 3600_000;

function toMs(value: number | string): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

/** 'YYYY-MM-DD' of a time, China Standard Time. */
export function dayText(value: number | string): string {
  const ms = toMs(value);
  if (!Number.isFinite(ms)) return String(value);
  return new Date(ms + CST_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm' of a time, China Standard Time. */
export function minuteText(value: number | string): string {
  const ms = toMs(value);
  if (!Number.isFinite(ms)) return String(value);
  return new Date(ms + CST_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** 'M月D日' of a 'YYYY-MM-DD' day. */
export function shortDay(date: string): string {
  const [, m, d] = date.split('-');
  return m && d ? `${Number(m)}月${Number(d)}日` : date;
}

/** 'YYYY年M月D日' of a time, China Standard Time. */
export function longDay(value: number | string): string {
  const [y, m, d] = dayText(value).split('-');
  return y && m && d ? `${y}年${Number(m)}月${Number(d)}日` : String(value);
}

/** Points with grouping: 1,200. */
export function pointsText(points: number): string {
  return Math.round(points).toLocaleString('zh-CN');
}

/** A signed change: +5 / −20. */
export function changeText(change: number): string {
  return change > 0 ? `+${pointsText(change)}` : change < 0 ? `−${pointsText(-change)}` : '0';
}

/** A new client requestId (the server replays the first result of a repeated one). */
export function newRequestId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
