import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The unit-price (综合单价指标) page routes. Every link to them is built from here:
 * `unitPriceRoutes.detail({ id: 3, projectId: 7 })` → `/comprehensiveUnitPrice/detail/3/7`.
 */
export const unitPriceRoutes = defineRoutes({
  /** The list (login); `?keyWord=` from a search. */
  list: '/comprehensiveUnitPrice/index',
  /** One unit price of a project (VIP). */
  detail: '/comprehensiveUnitPrice/detail/:id/:projectId',
});
