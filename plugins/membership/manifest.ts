import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  userCenter: '/usercenter/index',
  userCenterShort: '/usercenter',
} as const;

export const manifest: PluginManifest = { id: 'membership', title: '会员与权益', order: 6, dependsOn: ['account'], pages: Object.values(PAGES) };
