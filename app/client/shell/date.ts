/** Chinese weekday names, Monday first (glossary). */
export const WEEKDAYS = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'] as const;

/** The Chinese weekday of a date (`Date#getDay` counts Sunday as 0). */
export function chineseWeekday(date: Date): string {
  return WEEKDAYS[(date.getDay() + 6) % 7]!;
}

/** The header date: `YYYY/MM/DD 星期X`, e.g. `2026/11/21 星期六`. */
export function formatHeaderDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}/${m}/${d} ${chineseWeekday(date)}`;
}

/** Milliseconds until the next local midnight (plus a small margin). */
export function msUntilMidnight(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
  return next.getTime() - now.getTime();
}
