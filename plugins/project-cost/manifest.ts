import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  list: '/projectCost/index',
  detail: '/projectCost/detail/:id',
} as const;

export const manifest: PluginManifest = { id: 'project-cost', title: '项目造价指标', order: 20, dependsOn: ['cost-data'], pages: Object.values(PAGES) };
