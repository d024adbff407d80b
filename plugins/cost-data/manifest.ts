import type { PluginManifest } from '@kernel/core/manifest';

/**
 * 造价数据: the data foundation every index plugin stands on (regions, projects, single projects
 * with their cost composition and indicators, the site's own cost index). No pages of its own.
 */
export const manifest: PluginManifest = { id: 'cost-data', title: '造价数据', order: 5 };
