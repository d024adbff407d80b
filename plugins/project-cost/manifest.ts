import type { PluginManifest } from '@kernel/core/manifest';
import { projectCostRoutes } from './shared/routes';

export const manifest: PluginManifest = {
  id: 'project-cost',
  title: '项目造价指标',
  order: 20,
  dependsOn: ['cost-data'],
  pages: Object.values(projectCostRoutes).map((r) => r.pattern),
};
