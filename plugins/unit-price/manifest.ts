import type { PluginManifest } from '@kernel/core/manifest';
import { unitPriceRoutes } from './shared/routes';

/** The page addresses the server answers with the SPA: the patterns of the plugin's route refs. */
export const manifest: PluginManifest = {
  id: 'unit-price',
  title: '综合单价指标',
  order: 30,
  dependsOn: ['cost-data'],
  pages: Object.values(unitPriceRoutes).map((route) => route.pattern),
};
