import type { RouteAccess } from './plugin';

export interface GuardSession {
  readonly isLogin: boolean;
  readonly isVip: boolean;
  readonly m2CanUse: boolean;
}

export interface GuardRoute {
  readonly access?: RouteAccess;
  readonly fallback?: string;
  readonly idParam?: string | null;
}

export type GuardResult =
  | { readonly kind: 'allow' }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      /** Open the login dialog, remembering the wanted address as the pending target. */
      readonly openLogin?: string;
      /** Show the no-rights dialog (a logged-in user without the VIP right). */
      readonly noRights?: boolean;
    };

export const HOME = '/home';

/** `/home?redirect=<the wanted address>`. */
export function loginRedirect(wanted: string): string {
  return `${HOME}?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * The route guards of spec section 2, as a pure function of the route, its parameters, the session
 * and the wanted address (path + query):
 * - login: a visitor goes to /home?redirect=<wanted> and the login dialog opens;
 * - vip: a visitor as above; without the route id to the list page (fallback) or /; a logged-in
 *   user without VIP rights to /home with the no-rights dialog;
 * - sourcing: without login or without the sourcing right (m2CanUse) to /home.
 */
export function checkAccess(
  route: GuardRoute,
  params: Readonly<Record<string, string | undefined>>,
  session: GuardSession,
  wanted: string,
): GuardResult {
  const access = route.access ?? 'public';
  if (access === 'public') return { kind: 'allow' };
  if (!session.isLogin) {
    if (access === 'sourcing') return { kind: 'redirect', to: HOME };
    return { kind: 'redirect', to: loginRedirect(wanted), openLogin: wanted };
  }
  if (access === 'vip') {
    const idParam = route.idParam === undefined ? 'id' : route.idParam;
    if (idParam !== null && !params[idParam]) return { kind: 'redirect', to: route.fallback ?? '/' };
    if (!session.isVip) return { kind: 'redirect', to: HOME, noRights: true };
  }
  if (access === 'sourcing' && !session.m2CanUse) return { kind: 'redirect', to: HOME };
  return { kind: 'allow' };
}

/** Adds `gid=<globalId>` to an address that lacks it; null when nothing changes. */
export function withGid(pathAndQuery: string, globalId: string): string | null {
  if (!globalId) return null;
  const [path, query = ''] = splitOnce(pathAndQuery, '?');
  const params = new URLSearchParams(query);
  if (params.get('gid') === globalId) return null;
  params.set('gid', globalId);
  return `${path}?${params.toString()}`;
}

/** The navigation tab that is active on a path: its own path, or one of its detail routes. */
export function activeTab<T extends { path: string; activeOn?: readonly string[] }>(
  tabs: readonly T[],
  path: string,
): T | undefined {
  const matches = (prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  return (
    tabs.find((t) => path === t.path) ??
    tabs.find((t) => (t.activeOn ?? []).some(matches)) ??
    tabs.find((t) => t.path !== '/home' && matches(t.path.replace(/\/index$/, '')))
  );
}

function splitOnce(text: string, sep: string): [string, string?] {
  const i = text.indexOf(sep);
  return i < 0 ? [text] : [text.slice(0, i), text.slice(i + 1)];
}
