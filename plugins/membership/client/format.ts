/** Display helpers of the membership views. */

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-24` */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `2026-11-24 10:30` */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Whole days left until `ms` (at least 0), rounded up: a trial ending in 30 hours has 2 days left. */
export function daysLeft(ms: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((ms - now) / (24 * 60 * 60 * 1000)));
}

export const ACCOUNT_TYPE_LABELS = {
  personal: '个人账号',
  entMain: '企业主账号',
  entSub: '企业子账号',
} as const;
