import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The home plugin's page routes. `home` is the site's landing page (its route is marked
 * `landing: true`): `/` and the guards' redirects go there.
 */
export const homeRoutes = defineRoutes({
  home: '/home',
});
