/**
 * Pure formatting rules of the home page, shared by both halves (months: `@kernel/core/months`).
 */

/**
 * A view count as the site shows it (rule listed in plugins/home/README.md): above 4 digits, the whole number of
 * ten-thousands followed by `w+` (12345 → 1w+, 256000 → 25w+); otherwise the number itself.
 * Negative, fractional or missing counts are read as their whole non-negative part.
 */
export function formatViewCount(count: number | null | undefined): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count as number)) : 0;
  if (n >= 10000) return `${Math.floor(n / 10000)}w+`;
  return String(n);
}

/** A duration in seconds as m:ss (or h:mm:ss). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
