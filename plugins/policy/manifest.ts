import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  index: '/policy/index',
  detail: '/policy/detail/:policyId',
} as const;

export const manifest: PluginManifest = { id: 'policy', title: '政策文件', order: 50, pages: Object.values(PAGES) };
