import { inject, injectable } from 'inversify';
import type { RightsProvider } from '@kernel/client/rights';
import { SessionStore } from '@kernel/client/session-store';
import { MembershipRights } from '../shared/rights';

/** The kernel's RightsProvider: the rights the user info carries. */
@injectable()
export class MembershipRightsProvider implements RightsProvider {
  readonly owns = Object.values(MembershipRights);

  constructor(@inject(SessionStore) private readonly session: SessionStore) {}

  has(right: string): boolean {
    const session = this.session;
    if (!session.isLogin) return false;
    if (right === MembershipRights.vip) return session.isVip;
    if (right === MembershipRights.projectCostVip) return !!session.user?.projectCostVipStatus;
    if (right === MembershipRights.m2) return session.m2.canUse;
    return false;
  }

  refused(right: string): void {
    if (right === MembershipRights.vip) this.session.setFlag('showNoRightsTips', true);
  }
}
