import { inject, injectable } from 'inversify';
import { DialogService } from '@kernel/client/dialogs';
import type { RightsProvider } from '@kernel/client/rights';
import { SessionStore } from '@kernel/client/session-store';
import { MembershipDialogs } from '../shared/dialogs';
import { MembershipRights } from '../shared/rights';

/** The rights whose refusal 暂无权限 explains (with the plan that opens each). */
const EXPLAINED: readonly string[] = [
  MembershipRights.vip,
  MembershipRights.singleProjectVip,
  MembershipRights.unitPriceVip,
  MembershipRights.projectCostVip,
];

/**
 * The kernel's RightsProvider for membership's rights (`vip`, `singleProjectVip`, `unitPriceVip`,
 * `projectCostVip`, `m2`): the rights the logged-in user's info carries (the `rights` names of the
 * `usr` answer, decided by the server's membership rights); `vip` implies the two per-column
 * rights here too. A route that needs one of the VIP rights and refuses a member opens 暂无权限
 * for that right.
 */
@injectable()
export class MembershipRightsProvider implements RightsProvider {
  readonly owns: readonly string[] = Object.values(MembershipRights);

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(DialogService) private readonly dialogs: DialogService,
  ) {}

  has(right: string): boolean {
    if (!this.session.isLogin || !this.owns.includes(right)) return false;
    const held = rightsOf(this.session.user);
    if (held.includes(right)) return true;
    return (right === MembershipRights.singleProjectVip || right === MembershipRights.unitPriceVip) && held.includes(MembershipRights.vip);
  }

  refused(right: string): void {
    if (EXPLAINED.includes(right) && this.session.isLogin) this.dialogs.open(MembershipDialogs.noRights, { right });
  }
}

/**
 * The right names of a user info: its `rights` list; a user info stored before the list existed
 * (a login restored from an older visit, until its refresh) falls back to the VIP flags it carries.
 */
export function rightsOf(user: unknown): readonly string[] {
  if (!user || typeof user !== 'object') return [];
  const info = user as { rights?: unknown; isVip?: unknown; projectCostVipStatus?: unknown };
  if (Array.isArray(info.rights)) return info.rights.filter((r): r is string => typeof r === 'string');
  const legacy: string[] = [];
  if (info.isVip === true) legacy.push(MembershipRights.vip);
  if (info.projectCostVipStatus === true) legacy.push(MembershipRights.projectCostVip);
  return legacy;
}
