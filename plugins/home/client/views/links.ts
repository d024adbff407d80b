import type { RuntimeConfig } from '@kernel/core/gateways';
import type { PluginRegistry } from '@kernel/client/plugin-host';
import { routeFor } from '@kernel/client/routes';

/** `uri` under the storage gateway (an absolute address is used as it is). */
export function storageUrl(config: RuntimeConfig, uri: string): string {
  if (/^https?:\/\//.test(uri)) return uri;
  return `${config.gateways.storage.replace(/\/+$/, '')}/${uri.replace(/^\/+/, '')}`;
}

/** Whether a path is served by a route that needs login (unknown paths: yes, to be safe). */
export function needsLogin(registry: Pick<PluginRegistry, 'routes'>, path: string): boolean {
  const found = routeFor(registry, path);
  return found ? (found.route.access ?? 'public') !== 'public' : true;
}

/** Thousands separators, at most `digits` decimals. */
export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('zh-CN', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}
