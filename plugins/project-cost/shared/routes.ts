import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The project-cost (项目造价指标) page routes. Every link to them, from this plugin or another,
 * client or server, is built from here: `projectCostRoutes.detail({ id: 7 })` → `/projectCost/detail/7`.
 */
export const projectCostRoutes = defineRoutes({
  /** The list with region, keyword, sort and page (login). */
  list: '/projectCost/index',
  /** One project: base information, indicators, composition, its single projects (login). */
  detail: '/projectCost/detail/:id',
});
