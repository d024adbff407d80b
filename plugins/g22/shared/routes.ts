import { defineRoutes } from '@kernel/core/route-refs';

/** The 22G (22G造价优化) page routes; every link to them is built from here. */
export const g22Routes = defineRoutes({
  /** The column (public; its tab and card open it in a new window). */
  index: '/22G/index',
  /** A detail (VIP). */
  detail: '/22G/detail',
  /** A cost-management case (login). */
  costManagementDetail: '/22G/costManagementDetail',
});
