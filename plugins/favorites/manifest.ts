import type { PluginManifest } from '@kernel/core/manifest';

/**
 * 收藏: favourites of single projects and bill items, shown in the user centre (我的收藏). No page
 * of its own: its views are contributed to bid-node's rows and detail and to membership's user
 * centre. It reads the cost data (to check a target and keep its snapshot) through cost-data.
 */
export const manifest: PluginManifest = {
  id: 'favorites',
  title: '我的收藏',
  order: 500,
  dependsOn: ['cost-data'],
  pages: [],
};
