import { MembershipRights, type MembershipRight } from './rights';

/**
 * The price sheet: the VIP plans a member can buy (单项工程, 综合单价, 项目造价, 全站通; monthly
 * and yearly). Prices are integer fen (分); a period is a fixed number of days, and a purchase stacks
 * on the unexpired part of the same right (a year bought with 40 days left ends in 405 days).
 */
export type PlanProduct = 'singleProject' | 'unitPrice' | 'projectCost' | 'site';
export type PlanPeriod = 'month' | 'year';
export type PlanId = `${PlanProduct}.${PlanPeriod}`;

export interface VipPlan {
  readonly id: PlanId;
  readonly product: PlanProduct;
  /** 单项工程指标VIP … */
  readonly name: string;
  readonly period: PlanPeriod;
  /** 月度 / 年度 */
  readonly periodLabel: string;
  /** The days one purchase adds. */
  readonly days: number;
  /** The price in fen (分). */
  readonly priceFen: number;
  /** What the plan opens (shown on the price sheet). */
  readonly features: readonly string[];
  /** The rights a purchase grants, each for `days`. */
  readonly rights: readonly MembershipRight[];
  readonly recommended?: boolean;
}

export const PLAN_PERIOD_DAYS: Readonly<Record<PlanPeriod, number>> = { month: 30, year: 365 };
export const PLAN_PERIOD_LABELS: Readonly<Record<PlanPeriod, string>> = { month: '月度', year: '年度' };

interface ProductSheet {
  product: PlanProduct;
  name: string;
  monthFen: number;
  yearFen: number;
  features: readonly string[];
  rights: readonly MembershipRight[];
  recommended?: boolean;
}

const PRODUCTS: readonly ProductSheet[] = [
  {
    product: 'singleProject',
    name: '单项工程指标VIP',
    monthFen: 19_800,
    yearFen: 198_000,
    features: ['单项工程指标详情与指标区间', '造价构成与技术经济指标', '指标价格趋势分析'],
    rights: [MembershipRights.singleProjectVip],
  },
  {
    product: 'unitPrice',
    name: '综合单价指标VIP',
    monthFen: 15_800,
    yearFen: 158_000,
    features: ['综合单价明细与人材机组成', '清单特征检索与相关清单', '定额组价方案下载'],
    rights: [MembershipRights.unitPriceVip],
  },
  {
    product: 'projectCost',
    name: '项目造价指标VIP',
    monthFen: 12_800,
    yearFen: 128_000,
    features: ['项目造价构成明细', '专业工程与费用分解', '同类项目造价对比'],
    rights: [MembershipRights.projectCostVip],
  },
  {
    product: 'site',
    name: '全站通VIP',
    monthFen: 39_800,
    yearFen: 398_000,
    features: ['包含全部指标栏目的VIP权益', '项目造价指标VIP', '政策文件全文与智能检索', '22G造价优化案例与测算'],
    rights: [MembershipRights.vip, MembershipRights.projectCostVip],
    recommended: true,
  },
];

/** Every plan, by product then period (month first). */
export const VIP_PLANS: readonly VipPlan[] = PRODUCTS.flatMap((p) =>
  (['month', 'year'] as const).map(
    (period): VipPlan => ({
      id: `${p.product}.${period}`,
      product: p.product,
      name: p.name,
      period,
      periodLabel: PLAN_PERIOD_LABELS[period],
      days: PLAN_PERIOD_DAYS[period],
      priceFen: period === 'month' ? p.monthFen : p.yearFen,
      features: p.features,
      rights: p.rights,
      recommended: p.recommended,
    }),
  ),
);

export function planById(id: string): VipPlan | undefined {
  return VIP_PLANS.find((p) => p.id === id);
}

/** A fen amount as yuan with two decimals, no separator: 39800 → '398.00' (the payment providers' form). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
