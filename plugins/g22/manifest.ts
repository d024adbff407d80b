import type { PluginManifest } from '@kernel/core/manifest';
import { g22Routes } from './shared/routes';

/**
 * 22G造价优化: optimisation cases tied to cost-data's single projects, their cost-management records,
 * technical articles on 22G101 and the 优化测算 calculator (benchmarks from cost-data's single
 * projects, prices from its ResourcePrices). `pages`: the patterns of the plugin's route refs.
 */
export const manifest: PluginManifest = {
  id: 'g22',
  title: '22G造价优化',
  order: 70,
  dependsOn: ['cost-data'],
  pages: Object.values(g22Routes).map((route) => route.pattern),
};
