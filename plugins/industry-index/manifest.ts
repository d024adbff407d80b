import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'industry-index', title: '行业管理指数', order: 60 };
