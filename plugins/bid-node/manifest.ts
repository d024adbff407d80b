import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  list: '/commonproj/index',
  detail: '/commonproj/detail/:id',
  indexRange: '/commonproj/indexRange',
  compare: '/commonproj/compare',
} as const;

export const manifest: PluginManifest = { id: 'bid-node', title: '单项工程指标', order: 10, dependsOn: ['cost-data'], pages: Object.values(PAGES) };
