import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { membershipMigrations } from './migrations';
import type { Clock } from './rights';
import { membershipRoutes, provideMembershipServices } from './routes';
import { seedMembership } from './seed';

export interface MembershipServerOptions {
  /** The clock (ms since epoch); tests pass their own to move time. Default Date.now. */
  readonly clock?: Clock;
}

/**
 * 会员与权益: member rights (the kernel's RightsProvider), the 3-day VIP trial (one per account,
 * ever) and the province/city dictionary of the trial form.
 */
export function createMembershipServer(options: MembershipServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  return {
    manifest,
    migrations: membershipMigrations,
    services: (ctx) => provideMembershipServices(ctx, { clock }),
    // The demo accounts' rights, like the accounts themselves, only in demo mode.
    demo: (ctx) => seedMembership(ctx.db, clock),
    routes: (app, ctx) => membershipRoutes(app, ctx, { clock }),
  };
}

export const membershipServer: ServerPlugin = createMembershipServer();

export default membershipServer;

export { MembershipCodes, isUniqueViolation, provideMembershipServices } from './routes';
export {
  readRights,
  readHeldRights,
  heldRights,
  createRightsProvider,
  createUserInfoContributor,
  membershipUserFields,
  rightNames,
  NO_RIGHTS,
  type MemberRights,
} from './rights';
export { createRightsGrants, grantsOf } from './grants';
export { provinceList, resolvePlace } from './divisions';
