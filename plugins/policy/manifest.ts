import type { PluginManifest } from '@kernel/core/manifest';
import { policyRoutes } from './shared/routes';

/**
 * 政策文件: the policy documents of national, provincial and municipal issuers — search, full text,
 * PDF originals and the AI search answering from them. Its figures come from cost-data's price model
 * (labour day rates, material 信息价, the tax rates the generator applies) and its regions from
 * cost-data's RegionCatalogue; the VIP right of the detail and the PDF is the kernel's (membership
 * provides it). `pages`: the page addresses the server answers with the SPA (the route refs' patterns).
 */
export const manifest: PluginManifest = {
  id: 'policy',
  title: '政策文件',
  order: 50,
  dependsOn: ['cost-data'],
  pages: Object.values(policyRoutes).map((route) => route.pattern),
};
