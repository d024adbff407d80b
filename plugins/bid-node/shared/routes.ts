import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The bid-node (单项工程指标) page routes. Every link to them, from this plugin or another, client
 * or server, is built from here: `bidNodeRoutes.detail({ id: 42 })` → `/commonproj/detail/42`,
 * `bidNodeRoutes.list(undefined, { keyWord: '住宅' })` → `/commonproj/index?keyWord=%E4%BD%8F%E5%AE%85`.
 */
export const bidNodeRoutes = defineRoutes({
  /** The list with filters, keyword, sort and page (login). */
  list: '/commonproj/index',
  /** One single project (VIP). */
  detail: '/commonproj/detail/:id',
  /** The distribution of one indicator over a sample (VIP); `?ids=1,2,3` or the last list query. */
  indexRange: '/commonproj/indexRange',
  /** Up to four single projects side by side (VIP); `?ids=1,2`. */
  compare: '/commonproj/compare',
});
