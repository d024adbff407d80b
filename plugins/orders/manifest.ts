import type { PluginManifest } from '@kernel/core/manifest';
import { ordersRoutes } from './shared/routes';

/**
 * 开通会员: VIP plans bought online (orders, payment providers, notifications, invoices). Grants
 * the rights through membership's RightsGrants; its user-centre tab and purchase route are
 * contributions to membership.
 */
export const manifest: PluginManifest = {
  id: 'orders',
  title: '开通会员',
  order: 510,
  dependsOn: ['account', 'membership'],
  pages: Object.values(ordersRoutes).map((route) => route.pattern),
};
