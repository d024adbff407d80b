import type { BadgeTone } from '@kernel/client/views/ToneBadge';
import type { VipPlan } from '@plugins/membership/shared/plans';
import type { OrderStatus } from '../shared/contract';

export { RIGHT_LABELS } from '@plugins/membership/shared/held-rights';

/** 39800 → '398.00'; 398000 → '3,980.00' (yuan, grouped). */
export function yuan(fen: number): string {
  return (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 39800 → '398'; 12345 → '123.45' (a price on a card: no empty decimals). */
export function shortYuan(fen: number): string {
  return fen % 100 === 0 ? (fen / 100).toLocaleString('zh-CN') : yuan(fen);
}

const TZ = 'Asia/Shanghai';
const dateFormat = new Intl.DateTimeFormat('zh-CN', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const parts = (f: Intl.DateTimeFormat, ms: number) => Object.fromEntries(f.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));

/** '2026-12-24' (China Standard Time). */
export function formatDate(ms: number): string {
  const p = parts(dateFormat, ms);
  return `${p.year}-${p.month}-${p.day}`;
}

/** '2026-12-24 15:30' (China Standard Time). */
export function formatDateTime(ms: number): string {
  const p = parts(timeFormat, ms);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** '30天' / '365天（1年）'. */
export function durationText(plan: Pick<VipPlan, 'days' | 'period'>): string {
  return plan.period === 'year' ? `${plan.days}天（1年）` : `${plan.days}天（1个月）`;
}

/** '月' / '年' after a price. */
export const PERIOD_UNIT: Readonly<Record<VipPlan['period'], string>> = { month: '月', year: '年' };

/** The tone of a state's badge. */
export const STATUS_TONE: Readonly<Record<OrderStatus, BadgeTone>> = {
  pending: 'accent',
  paid: 'brand',
  granted: 'green',
  cancelled: 'gray',
  closed: 'gray',
  refunded: 'gray',
};

/** The customer-service line (also on the site's footer and the price sheet). */
export const SERVICE_HOTLINE = '400-860-2026';
export const SERVICE_HOURS = '工作日 9:00-18:00';
