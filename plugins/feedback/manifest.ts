import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'feedback', title: '意见反馈', order: 7 };
