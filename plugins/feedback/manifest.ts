import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  feedback: '/feedback',
} as const;

export const manifest: PluginManifest = { id: 'feedback', title: '意见反馈', order: 7, pages: Object.values(PAGES) };
