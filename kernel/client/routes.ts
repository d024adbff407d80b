import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { RouteContribution } from './plugin';
import type { PluginRegistry } from './plugin-host';

/** The address part before the query and the hash. */
function pathOf(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? address;
}

/** The registered route that serves `address` (path, query allowed) and its parameters. */
export function routeFor(
  registry: Pick<PluginRegistry, 'routes'>,
  address: string,
): { route: RouteContribution & { pluginId: string }; params: Record<string, string | undefined> } | null {
  const path = pathOf(address);
  for (const route of registry.routes) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return { route, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return null;
}

/**
 * Whether an enabled plugin serves `address` (a route of its own or a redirect to one), so that
 * a link to it does not lead to the 404 page. Links to pages of plugins that are not enabled (or
 * not built yet) are hidden with this instead of a hard-coded list.
 */
export function servesPath(registry: Pick<PluginRegistry, 'routes' | 'redirects'>, address: string): boolean {
  if (routeFor(registry, address)) return true;
  const path = pathOf(address);
  const redirect = registry.redirects.find((r) => matchRoute(parse, r.from, path)[0]);
  return !!redirect && !!routeFor(registry, redirect.to);
}
