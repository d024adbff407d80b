import type { PluginManifest } from '@kernel/core/manifest';
import { industryIndexRoutes } from './shared/routes';

/** The page addresses the server answers with the SPA: the patterns of the plugin's route refs. */
export const manifest: PluginManifest = { id: 'industry-index', title: '行业管理指数', order: 60, pages: Object.values(industryIndexRoutes).map((route) => route.pattern) };
