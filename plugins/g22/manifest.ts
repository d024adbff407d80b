import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'g22', title: '22G造价优化', order: 70 };
