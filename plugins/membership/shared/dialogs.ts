/**
 * The membership plugin's dialogs, opened through the kernel's DialogService by any plugin:
 * `dialogs.open(MembershipDialogs.noRights)`.
 */
export const MembershipDialogs = {
  /** 暂无权限: a member without VIP rights may buy the service or apply for the trial. */
  noRights: 'membership.noRights',
  /** 申请试用VIP and its result dialogs; opened for a visitor it asks for the login instead. */
  trial: 'membership.trial',
  /** 购买服务: the VIP plans and the hotline (no online payment). */
  buyService: 'membership.buyService',
  /** 获取权益: the ways to get rights (trial, activities while served, purchase). */
  getRights: 'membership.getRights',
} as const;

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    'membership.noRights': void;
    'membership.trial': void;
    'membership.buyService': void;
    'membership.getRights': void;
  }
}
