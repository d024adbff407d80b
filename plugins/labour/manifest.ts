import type { PluginManifest } from '@kernel/core/manifest';
import { labourRoutes } from './shared/routes';

/**
 * 劳务分包指数: labour subcontract prices by trade, region and building type. Its day rates come from
 * cost-data's price model (ResourcePrices) and a single project's 劳务分包 from the cost data
 * (CostDataReader); favourites of price lines are kept by the favorites plugin (Favorites).
 * `pages`: the page addresses the server answers with the SPA (the patterns of the route refs).
 */
export const manifest: PluginManifest = {
  id: 'labour',
  title: '劳务分包指数',
  order: 40,
  dependsOn: ['cost-data'],
  // Favourites of price lines while the favorites plugin is on; the column works without it.
  optionalDependsOn: ['favorites'],
  pages: Object.values(labourRoutes).map((route) => route.pattern),
};
