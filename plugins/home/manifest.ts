import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'home', title: '首页', order: 0 };
