import type { PluginManifest } from '@kernel/core/manifest';
import { g22Routes } from './shared/routes';

/** The page addresses the server answers with the SPA: the patterns of the plugin's route refs. */
export const manifest: PluginManifest = { id: 'g22', title: '22G造价优化', order: 70, pages: Object.values(g22Routes).map((route) => route.pattern) };
