import type { PluginManifest } from '@kernel/core/manifest';
import { homeRoutes } from './shared/routes';

/**
 * The page addresses the server answers with the SPA: the patterns of the plugin's route refs.
 * Home's figures, overview and recommendations are the cost data, read through cost-data's services.
 */
export const manifest: PluginManifest = {
  id: 'home',
  title: '首页',
  order: 0,
  dependsOn: ['cost-data'],
  pages: Object.values(homeRoutes).map((route) => route.pattern),
};
