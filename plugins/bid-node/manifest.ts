import type { PluginManifest } from '@kernel/core/manifest';
import { bidNodeRoutes } from './shared/routes';

export const manifest: PluginManifest = {
  id: 'bid-node',
  title: '单项工程指标',
  order: 10,
  dependsOn: ['cost-data'],
  pages: Object.values(bidNodeRoutes).map((r) => r.pattern),
};
