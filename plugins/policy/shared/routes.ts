import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The policy (政策文件) page routes. Every link to them is built from here:
 * `policyRoutes.detail({ policyId: 9 })` → `/policy/detail/9`.
 */
export const policyRoutes = defineRoutes({
  /** The list (login); `?keyWord=` from a search. */
  index: '/policy/index',
  /** One document (VIP). */
  detail: '/policy/detail/:policyId',
});
