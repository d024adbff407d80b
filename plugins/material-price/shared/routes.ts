import { defineRoutes } from '@kernel/core/route-refs';

/**
 * The plugin's pages. Every link to them, from this plugin or another (client or server), is built
 * from here: `materialPriceRoutes.index()` → `/material-price/index`; the client's routes use `.pattern`.
 */
export const materialPriceRoutes = defineRoutes({
  index: '/material-price/index',
});
