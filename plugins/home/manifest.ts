import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  home: '/home',
} as const;

export const manifest: PluginManifest = { id: 'home', title: '首页', order: 0, pages: Object.values(PAGES) };
