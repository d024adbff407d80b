import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  index: '/laborSubcontracting/index',
  priceLine: '/laborSubcontracting/priceLine/:id',
} as const;

export const manifest: PluginManifest = { id: 'labour', title: '劳务分包指数', order: 40, pages: Object.values(PAGES) };
