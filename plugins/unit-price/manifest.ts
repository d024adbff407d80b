import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  list: '/comprehensiveUnitPrice/index',
  detail: '/comprehensiveUnitPrice/detail/:id/:projectId',
} as const;

export const manifest: PluginManifest = { id: 'unit-price', title: '综合单价指标', order: 30, pages: Object.values(PAGES) };
