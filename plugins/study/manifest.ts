import type { PluginManifest } from '@kernel/core/manifest';
import { studyRoutes } from './shared/routes';

/**
 * 学习专区: courses, videos and articles for cost engineers, and each member's progress.
 * `pages`: the page addresses the server answers with the site (the patterns of the route refs).
 */
export const manifest: PluginManifest = {
  id: 'study',
  title: '学习专区',
  order: 500,
  pages: Object.values(studyRoutes).map((route) => route.pattern),
};
