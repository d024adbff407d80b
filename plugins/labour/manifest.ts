import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'labour', title: '劳务分包指数', order: 40 };
