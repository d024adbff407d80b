import type { PluginManifest } from '@kernel/core/manifest';
import { policyRoutes } from './shared/routes';

/** The page addresses the server answers with the SPA: the patterns of the plugin's route refs. */
export const manifest: PluginManifest = { id: 'policy', title: '政策文件', order: 50, pages: Object.values(policyRoutes).map((route) => route.pattern) };
