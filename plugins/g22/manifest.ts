import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  index: '/22G/index',
  detail: '/22G/detail',
  costManagementDetail: '/22G/costManagementDetail',
} as const;

export const manifest: PluginManifest = { id: 'g22', title: '22G造价优化', order: 70, pages: Object.values(PAGES) };
