import type { PluginManifest } from '@kernel/core/manifest';

export const manifest: PluginManifest = { id: 'unit-price', title: '综合单价指标', order: 30 };
