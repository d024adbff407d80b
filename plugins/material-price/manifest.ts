import type { PluginManifest } from '@kernel/core/manifest';
import { materialPriceRoutes } from './shared/routes';

/**
 * 材料价格: the monthly 信息价 and 市场价 of the resources (人工, 材料, 机械, 主材, 设备) by region,
 * read from cost-data's services. `pages`: the page addresses the server answers with the site.
 */
export const manifest: PluginManifest = {
  id: 'material-price',
  title: '材料价格',
  order: 500,
  dependsOn: ['cost-data'],
  pages: Object.values(materialPriceRoutes).map((route) => route.pattern),
};
