import type { PluginManifest } from '@kernel/core/manifest';
import { activitiesRoutes } from './shared/routes';

/**
 * 会员活动: the points and gift hub — daily sign-in, the points ledger, the points mall (site reports
 * as PDF), card collecting, the weekly quiz, tasks, invites, draws, the gift box and the festival gift.
 * `pages`: the page addresses the server answers with the site (the patterns of the route refs).
 */
export const manifest: PluginManifest = {
  id: 'activities',
  title: '会员活动',
  order: 600,
  // account: the members, registration (invite credit), SMS; membership: VIP prizes (RightsGrants);
  // cost-data: the figures of the exchanged reports.
  dependsOn: ['account', 'membership', 'cost-data'],
  pages: Object.values(activitiesRoutes).map((route) => route.pattern),
};
