/**
 * The membership plugin's dialogs, opened through the kernel's DialogService by any plugin:
 * `dialogs.open(MembershipDialogs.noRights)`.
 */
export const MembershipDialogs = {
  /** 暂无权限: a member without VIP rights may buy the service or apply for the trial. */
  noRights: 'membership.noRights',
  /** 申请试用VIP and its result dialogs; opened for a visitor it asks for the login instead. */
  trial: 'membership.trial',
  /** 购买服务: the price sheet (月度 / 年度), each plan's 立即开通 leading to the order page; the hotline. */
  buyService: 'membership.buyService',
  /** 获取权益: the ways to get rights (trial, activities while served, purchase). */
  getRights: 'membership.getRights',
} as const;

/** What 暂无权限 is told: the right refused (its plan is offered; none: VIP rights). */
export interface NoRightsProps {
  readonly right?: string;
}

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    'membership.noRights': NoRightsProps | void;
    'membership.trial': void;
    'membership.buyService': void;
    'membership.getRights': void;
  }
}
