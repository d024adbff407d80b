/**
 * Pure formatting rules of the home page, shared by both halves.
 */

/**
 * A view count as the site shows it (spec section 5): above 4 digits, the whole number of
 * ten-thousands followed by `w+` (12345 → 1w+, 256000 → 25w+); otherwise the number itself.
 * Negative, fractional or missing counts are read as their whole non-negative part.
 */
export function formatViewCount(count: number | null | undefined): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count as number)) : 0;
  if (n >= 10000) return `${Math.floor(n / 10000)}w+`;
  return String(n);
}

/** 'YYYY-MM' from a YYYYMM month number. */
export function monthLabel(month: number): string {
  const y = Math.floor(month / 100);
  const m = month % 100;
  return `${y}-${String(m).padStart(2, '0')}`;
}

/** The YYYYMM month `count` months before `month` (count may be negative). */
export function shiftMonth(month: number, count: number): number {
  const index = Math.floor(month / 100) * 12 + ((month % 100) - 1) - count;
  return Math.floor(index / 12) * 100 + (((index % 12) + 12) % 12) + 1;
}

/** A duration in seconds as m:ss (or h:mm:ss). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
