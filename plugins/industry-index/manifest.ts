import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  index: '/industry-index/index',
} as const;

export const manifest: PluginManifest = { id: 'industry-index', title: '行业管理指数', order: 60, pages: Object.values(PAGES) };
