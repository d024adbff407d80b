import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  qrConfirm: '/m/qr-confirm',
} as const;

export const manifest: PluginManifest = { id: 'account', title: '账号与登录', order: 5, pages: Object.values(PAGES) };
