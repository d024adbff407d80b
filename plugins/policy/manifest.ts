import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'policy', title: '政策文件', order: 50 };
