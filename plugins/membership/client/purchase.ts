import { useRegistry } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { fenToYuan, type VipPlan } from '../shared/plans';

/** The service hotline (a second way to buy, e.g. for an enterprise; the only one without online payment). */
export const SERVICE_HOTLINE = '400-860-2026';
export const SERVICE_HOURS = '工作日 9:00-18:00';

/**
 * The way to buy a plan online: the route of the plugin contributing `membership.purchase` (orders)
 * while it serves that route, else null (the price sheet then shows the hotline only).
 */
export function usePurchase(): ((planId?: string) => string) | null {
  const registry = useRegistry();
  const item = registry.contributions('membership.purchase').find((p) => servesPath(registry, p.route()));
  return item ? (planId?: string) => item.route(planId) : null;
}

/** A fen amount as the price sheet shows it: ¥3,980 (whole yuan) or ¥331.67. */
export function priceText(fen: number): string {
  const [yuan, cents] = fenToYuan(fen).split('.') as [string, string];
  const grouped = yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${grouped}${cents === '00' ? '' : `.${cents}`}`;
}

/** 年 / 月, after the price: ¥398/月. */
export const periodUnit = (plan: Pick<VipPlan, 'period'>) => (plan.period === 'year' ? '/年' : '/月');
