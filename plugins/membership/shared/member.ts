/**
 * The fields membership adds to the user info (`usr` answer): VIP (a real VIP or a running
 * trial), the trial flag (spelled `trailInterest`, as the user info names it) and the project-cost VIP flag.
 */
export interface MembershipUserFields {
  readonly isVip?: boolean;
  readonly trailInterest?: boolean;
  readonly projectCostVipStatus?: boolean;
}

/** The member's status from the user info: VIP rights (real or trial) and whether it is the trial. */
export function membershipStatus(user: object | null | undefined): { readonly vip: boolean; readonly trial: boolean } {
  const fields = (user ?? {}) as MembershipUserFields;
  const vip = fields.isVip === true;
  return { vip, trial: vip && fields.trailInterest === true };
}
