import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'account', title: '账号与登录', order: 5 };
