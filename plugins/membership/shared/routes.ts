import { defineRoutes } from '@kernel/core/route-refs';

/** The membership plugin's page routes (typed route references: every link is built from these). */
export const membershipRoutes = defineRoutes({
  /** 会员中心 (login, user-centre layout). */
  userCenter: '/usercenter/index',
  /** The short address, redirected to `userCenter`. */
  userCenterShort: '/usercenter',
});
