/**
 * Days, weeks and years of the activities in China Standard Time (UTC+8, no daylight saving),
 * whatever the server's time zone: a sign-in day starts at 00:00 Beijing time.
 */
const CST_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the CST day of `ms`. */
export function dayKey(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 CST of the day of `ms`. */
export function dayStart(ms: number): number {
  return Math.floor((ms + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS;
}

/** 00:00 CST of the day `key` ('YYYY-MM-DD'); NaN for a malformed key. */
export function dayStartOf(key: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return Number.NaN;
  const ms = Date.parse(`${key}T00:00:00.000Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== key) return Number.NaN;
  return ms - CST_OFFSET_MS;
}

/** The day of the week of `ms` in CST: 1 (Monday) … 7 (Sunday). */
export function weekDay(ms: number): number {
  const d = new Date(ms + CST_OFFSET_MS).getUTCDay();
  return d === 0 ? 7 : d;
}

/** 00:00 CST of the Monday of the week of `ms`. */
export function weekStart(ms: number): number {
  return dayStart(ms) - (weekDay(ms) - 1) * DAY_MS;
}

/** The day keys of the week of `ms`, Monday to Sunday. */
export function weekDays(ms: number): string[] {
  const start = weekStart(ms);
  return Array.from({ length: 7 }, (_, i) => dayKey(start + i * DAY_MS + 12 * 3_600_000));
}

/** The CST calendar year of `ms`. */
export function cstYear(ms: number): number {
  return new Date(ms + CST_OFFSET_MS).getUTCFullYear();
}

/** 00:00 CST of January 1 of `year`. */
export function yearStart(year: number): number {
  return Date.UTC(year, 0, 1) - CST_OFFSET_MS;
}

/**
 * When points earned at `ms` expire: the end of the year after the one they were earned in
 * (00:00 CST of January 1, two years on). Earned on 2026-03-05 → valid until 2027-12-31 24:00.
 */
export function yearEndAfter(ms: number): number {
  return yearStart(cstYear(ms) + 2);
}

/** `n` days after `ms`. */
export function addDays(ms: number, n: number): number {
  return ms + n * DAY_MS;
}

export { DAY_MS };
