import type { PluginManifest } from '@kernel/core/manifest';

/** The client pages' addresses (routes and redirect sources); the client half's routes use these. */
export const PAGES = {
  about: '/about/about',
  contact: '/about/contact',
  statement: '/about/statement',
  copyrights: '/about/copyrights',
  recruitingExperts: '/static/recruitingExperts',
  recruitingExperts2: '/static/recruitingExperts-2',
  redirectToNew: '/redirectToNew',
} as const;

export const manifest: PluginManifest = { id: 'about', title: '关于我们', order: 900, pages: Object.values(PAGES) };
