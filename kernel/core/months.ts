/**
 * Months and periods, the one place for them. The site writes a month in two forms:
 *
 * - a month key, the string `'YYYY-MM'` (query strings, forms, the wire: `dateFrom`, `priceMonth` …);
 * - a month number, the integer `YYYYMM` (the tables' `price_month` / `month` columns: 202403).
 *
 * Every function that takes a month accepts either form and answers in the form it was given
 * (`addMonths('2024-01', -1)` → `'2023-12'`, `addMonths(202401, -1)` → `202312`). Moving a month is
 * always `addMonths(month, n)`: a positive `n` moves forward in time (later), a negative `n` moves
 * back (earlier); "the 12 months ending at M" is `lastMonths(M, 12)` (or `lastMonthsSpan`).
 *
 * Pure functions, no dependency: shared by the servers and the pages.
 */

/** 'YYYY-MM', e.g. '2024-03'. */
export type MonthKey = string;
/** YYYYMM, e.g. 202403. */
export type MonthNumber = number;
/** Either form of a month. */
export type Month = MonthKey | MonthNumber;

/** An inclusive span of months, `from` ≤ `to`. */
export interface MonthSpan<M extends Month = Month> {
  from: M;
  to: M;
}

const KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for a well-formed month key ('2024-03'; not '2024-3', '2024-13', '2024-03-01'). */
export function isMonthKey(value: unknown): value is MonthKey {
  return typeof value === 'string' && KEY.test(value);
}

/** True for a well-formed month number (an integer YYYYMM with a month 01–12, year 1000–9999). */
export function isMonthNumber(value: unknown): value is MonthNumber {
  if (typeof value !== 'number' || !Number.isInteger(value)) return false;
  const m = value % 100;
  return value >= 100001 && value <= 999912 && m >= 1 && m <= 12;
}

/** 'YYYY-MM' → YYYYMM; null when the text is no month key (empty, malformed, month 13 …). */
export function parseMonthKey(value: string | null | undefined): MonthNumber | null {
  if (!value) return null;
  const m = KEY.exec(value);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

/** YYYYMM → 'YYYY-MM'. */
export function formatMonthKey(month: MonthNumber): MonthKey {
  return `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`;
}

/** The month number of either form ('2024-03' and 202403 → 202403); NaN for a malformed key. */
export function toMonthNumber(month: Month): MonthNumber {
  if (typeof month === 'number') return month;
  return parseMonthKey(month) ?? Number.NaN;
}

/** The month key of a date or date-time text ('2024-03-15', '2024-03-15T08:00:00Z', '2024-03' → '2024-03'). */
export function monthKeyOfDateText(text: string): MonthKey {
  return text.slice(0, 7);
}

/** The month key of a Date in the runtime's local time (the browser's month of "now"). */
export function monthKeyOfDate(date: Date): MonthKey {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** China Standard Time, UTC+8, in which the site's months are counted on the server. */
export const CHINA_UTC_OFFSET_MINUTES = 8 * 60;

/** The month number of an epoch-millisecond time at a fixed UTC offset (China Standard Time by default). */
export function monthNumberOfTime(time: number, utcOffsetMinutes = CHINA_UTC_OFFSET_MINUTES): MonthNumber {
  const d = new Date(time + utcOffsetMinutes * 60_000);
  return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
}

/**
 * What a person typed, as a month key: 2024-1 / 2024.01 / 2024/1 / 202401 / 2024年1月 → '2024-01';
 * null when it is no month.
 */
export function normalizeMonthInput(raw: string): MonthKey | null {
  const m = raw.trim().match(/^(\d{4})\s*[-./年]?\s*(\d{1,2})\s*月?$/u);
  if (!m) return null;
  const key = `${m[1]}-${m[2]!.padStart(2, '0')}`;
  return isMonthKey(key) ? key : null;
}

/**
 * A month's position on a continuous scale: year × 12 + (month − 1). Consecutive months have
 * consecutive indexes, so differences count months.
 */
export function monthIndex(month: Month): number {
  const n = toMonthNumber(month);
  return Math.floor(n / 100) * 12 + ((n % 100) - 1);
}

function numberFromIndex(index: number): MonthNumber {
  return Math.floor(index / 12) * 100 + (((index % 12) + 12) % 12) + 1;
}

/** The month at a `monthIndex`, in the requested form. */
export function monthFromIndex(index: number, form: 'number'): MonthNumber;
export function monthFromIndex(index: number, form: 'key'): MonthKey;
export function monthFromIndex(index: number, form: 'number' | 'key'): Month {
  const n = numberFromIndex(index);
  return form === 'number' ? n : formatMonthKey(n);
}

function sameForm<M extends Month>(like: M, index: number): M {
  return (typeof like === 'number' ? numberFromIndex(index) : formatMonthKey(numberFromIndex(index))) as M;
}

/**
 * The month `n` months after `month`: a positive `n` moves forward (later), a negative `n` back
 * (earlier). `addMonths('2024-01', 1)` → '2024-02'; `addMonths(202401, -1)` → 202312. Answers in
 * the form it was given.
 */
export function addMonths<M extends Month>(month: M, n: number): M {
  return sameForm(month, monthIndex(month) + n);
}

/** How many months `to` is after `from` (negative when before): monthsBetween('2023-12', '2024-02') → 2. */
export function monthsBetween(from: Month, to: Month): number {
  return monthIndex(to) - monthIndex(from);
}

/** Orders two months (either form, even mixed): negative when `a` is earlier, 0 when equal, positive when later. */
export function compareMonths(a: Month, b: Month): number {
  return monthIndex(a) - monthIndex(b);
}

/** Every month from `from` to `to`, both inclusive, ascending; empty when `from` is after `to`. */
export function monthRange<M extends Month>(from: M, to: M): M[] {
  const out: M[] = [];
  for (let i = monthIndex(from), last = monthIndex(to); i <= last; i++) out.push(sameForm(from, i));
  return out;
}

/** The `count` months ending with `end` (inclusive), ascending: lastMonths('2024-03', 3) → 2024-01, 2024-02, 2024-03. */
export function lastMonths<M extends Month>(end: M, count: number): M[] {
  return count > 0 ? monthRange(addMonths(end, -(count - 1)), end) : [];
}

/** The span of the `count` months ending with `end` (inclusive): lastMonthsSpan('2024-12', 12) → 2024-01 … 2024-12. */
export function lastMonthsSpan<M extends Month>(end: M, count: number): MonthSpan<M> {
  return { from: addMonths(end, -(Math.max(1, count) - 1)), to: end };
}

/** True when `month` lies in the span (bounds inclusive; an absent bound is open). */
export function monthInSpan(month: Month, span: { from?: Month | null; to?: Month | null }): boolean {
  const i = monthIndex(month);
  if (span.from !== undefined && span.from !== null && i < monthIndex(span.from)) return false;
  if (span.to !== undefined && span.to !== null && i > monthIndex(span.to)) return false;
  return true;
}

/** The quarter of a month: { year, quarter 1–4 }. */
export function quarterOf(month: Month): { year: number; quarter: 1 | 2 | 3 | 4 } {
  const n = toMonthNumber(month);
  return { year: Math.floor(n / 100), quarter: (Math.floor(((n % 100) - 1) / 3) + 1) as 1 | 2 | 3 | 4 };
}
