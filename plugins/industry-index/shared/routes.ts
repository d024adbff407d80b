import { defineRoutes } from '@kernel/core/route-refs';

/** The industry-index (行业管理指数) page routes; every link to them is built from here. */
export const industryIndexRoutes = defineRoutes({
  /** The index (login). */
  index: '/industry-index/index',
});
