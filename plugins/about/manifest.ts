import type { PluginManifest } from '@kernel/core/manifest';
import { aboutRoutes } from './shared/routes';

/** The page addresses the server answers with the SPA: the patterns of the plugin's route refs. */
export const manifest: PluginManifest = { id: 'about', title: '关于我们', order: 900, pages: Object.values(aboutRoutes).map((route) => route.pattern) };
