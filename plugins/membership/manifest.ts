import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'membership', title: '会员与权益', order: 6, dependsOn: ['account'] };
