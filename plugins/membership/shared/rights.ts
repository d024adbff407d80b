/**
 * The rights the membership plugin decides, by name. Routes and server guards of other plugins
 * ask for them by these names (`access: { right: MembershipRights.vip }`, `requireRight(…)`); with
 * membership disabled nobody holds them.
 */
export const MembershipRights = {
  /** VIP rights: a real VIP or a running 3-day trial. */
  vip: 'vip',
  /** 单项工程指标 detail: the 单项工程指标VIP plan, or `vip` (which implies it). */
  singleProjectVip: 'singleProjectVip',
  /** 综合单价指标 detail: the 综合单价指标VIP plan, or `vip` (which implies it). */
  unitPriceVip: 'unitPriceVip',
  /** The project-cost VIP flag (项目造价指标 detail). */
  projectCostVip: 'projectCostVip',
  /** The sourcing service is usable (m2). */
  m2: 'm2',
} as const;

export type MembershipRight = (typeof MembershipRights)[keyof typeof MembershipRights];
