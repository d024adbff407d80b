import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The home plugin's page routes. `home` is the site's landing page (its route is marked
 * `landing: true`): `/` and the guards' redirects go there.
 */
export const homeRoutes = defineRoutes({
  home: '/home',
  /** A recommended enterprise (public): `homeRoutes.companyDetail({}, { id })` → `/recommendCompany/detail?id=3`. */
  companyDetail: '/recommendCompany/detail',
});

/** The address of a recommended enterprise's detail page. */
export const companyDetailLink = (id: number): string => homeRoutes.companyDetail({}, { id });
