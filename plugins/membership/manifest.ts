import type { PluginManifest } from '@kernel/core/manifest';
import { membershipRoutes } from './shared/routes';

export const manifest: PluginManifest = {
  id: 'membership',
  title: '会员与权益',
  order: 6,
  dependsOn: ['account'],
  pages: Object.values(membershipRoutes).map((r) => r.pattern),
};
