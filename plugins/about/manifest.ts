import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'about', title: '关于我们', order: 900 };
