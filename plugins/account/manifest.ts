import type { PluginManifest } from '@kernel/core/manifest';
import { accountRoutes } from './shared/routes';

export const manifest: PluginManifest = {
  id: 'account',
  title: '账号与登录',
  order: 5,
  pages: Object.values(accountRoutes).map((r) => r.pattern),
};
