import type { PluginManifest } from '@kernel/core/manifest';
import { industryIndexRoutes } from './shared/routes';

/**
 * 行业管理指数: the construction-industry statistics by province and period. It takes the site's
 * province areaids from cost-data's RegionCatalogue. `pages`: the page addresses the server answers
 * with the SPA (the patterns of the plugin's route refs).
 */
export const manifest: PluginManifest = {
  id: 'industry-index',
  title: '行业管理指数',
  order: 60,
  dependsOn: ['cost-data'],
  pages: Object.values(industryIndexRoutes).map((route) => route.pattern),
};
