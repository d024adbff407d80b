import { MembershipRights, type MembershipRight } from './rights';
import { PLAN_PERIOD_DAYS, type PlanId, type PlanProduct, type VipPlan } from './plans';

/**
 * The rights a member holds, in detail (queryRights' `rights`): what the user centre lists with its
 * expiry, and what the order page stacks a purchase on. Shared by the server and the client.
 */
export interface HeldRight {
  readonly right: MembershipRight;
  /** 全站通VIP, 单项工程指标VIP … */
  readonly label: string;
  /** When it ends (ms since epoch); null for a right without an end (a flag the site set). */
  readonly until: number | null;
  /** Held only through the running 3-day trial (a purchase does not stack on it). */
  readonly trial: boolean;
  /** Held only through the enterprise's shared rights (an enterprise sub-account). */
  readonly enterprise: boolean;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The Chinese name of each right (the price sheet's product names). */
export const RIGHT_LABELS: Readonly<Record<MembershipRight, string>> = {
  vip: '全站通VIP',
  singleProjectVip: '单项工程指标VIP',
  unitPriceVip: '综合单价指标VIP',
  projectCostVip: '项目造价指标VIP',
  m2: '寻源服务',
};

/** The product that sells a right (m2 is not sold). */
export const PRODUCT_OF_RIGHT: Readonly<Partial<Record<MembershipRight, PlanProduct>>> = {
  vip: 'site',
  singleProjectVip: 'singleProject',
  unitPriceVip: 'unitPrice',
  projectCostVip: 'projectCost',
};

/** The rights a member can buy, in the user centre's order. */
export const PURCHASABLE_RIGHTS: readonly MembershipRight[] = [
  MembershipRights.vip,
  MembershipRights.singleProjectVip,
  MembershipRights.unitPriceVip,
  MembershipRights.projectCostVip,
];

/**
 * The plan 暂无权限's 购买服务 offers for a refused right: the yearly plan of the product that sells
 * it (单项工程指标 → singleProject.year, 综合单价指标 → unitPrice.year, 项目造价指标 →
 * projectCost.year), else the 全站通 year.
 */
export function planForRight(right: string | null | undefined, period: 'month' | 'year' = 'year'): PlanId {
  const product = PRODUCT_OF_RIGHT[right as MembershipRight] ?? 'site';
  return `${product}.${period}`;
}

/**
 * When each right of `plan` would end if bought at `at`, given what the member holds now: a span of
 * `plan.days` stacked on the unexpired part of the same right (a year bought with 40 days left ends
 * in 405 days). A trial or an enterprise's shared right is not stacked on: the purchase is the
 * member's own. The server's grant applies the same rule to its own figures.
 */
export function stackedExpiry(held: readonly HeldRight[], plan: Pick<VipPlan, 'rights' | 'days' | 'period'>, at: number): { right: MembershipRight; from: number; until: number }[] {
  const days = plan.days || PLAN_PERIOD_DAYS[plan.period];
  return plan.rights.map((right) => {
    const own = held.find((h) => h.right === right && !h.trial && !h.enterprise);
    const from = Math.max(at, own?.until ?? at);
    return { right, from, until: from + days * DAY_MS };
  });
}
