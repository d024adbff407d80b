import type { PluginManifest } from '@kernel/core/manifest';
import { labourRoutes } from './shared/routes';

/** The page addresses the server answers with the SPA: the patterns of the plugin's route refs. */
export const manifest: PluginManifest = { id: 'labour', title: '劳务分包指数', order: 40, pages: Object.values(labourRoutes).map((route) => route.pattern) };
