import type { RuntimeConfig } from '@kernel/core/gateways';
import type { PluginRegistry } from '@kernel/client/plugin-host';

/** `uri` under the storage gateway (an absolute address is used as it is). */
export function storageUrl(config: RuntimeConfig, uri: string): string {
  if (/^https?:\/\//.test(uri)) return uri;
  return `${config.gateways.storage.replace(/\/+$/, '')}/${uri.replace(/^\/+/, '')}`;
}

/** Whether a path is served by a route that needs login (unknown paths: yes, to be safe). */
export function needsLogin(registry: PluginRegistry, path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  const route = registry.routes.find((r) => r.path === pathname || (r.path.includes(':') && new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname)));
  return route ? (route.access ?? 'public') !== 'public' : true;
}

/** Thousands separators, at most `digits` decimals. */
export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('zh-CN', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}
