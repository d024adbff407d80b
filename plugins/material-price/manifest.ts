import type { PluginManifest } from '@kernel/core/manifest';
import { materialPriceRoutes } from './shared/routes';

/**
 * 材料价格. `pages`: the page addresses the server answers with the site (the patterns of the
 * plugin's route refs). Add `dependsOn: ['other-id']` when this plugin needs another one.
 */
export const manifest: PluginManifest = {
  id: 'material-price',
  title: '材料价格',
  order: 500,
  pages: Object.values(materialPriceRoutes).map((route) => route.pattern),
};
