import type { RouteAccess } from './plugin';

export interface GuardSession {
  readonly isLogin: boolean;
  /** Whether the user holds a named right (asked of the plugins' RightsProvider). */
  has(right: string): boolean;
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
      /** A logged-in user lacks this right: its provider explains (e.g. opens its dialog). */
      readonly refusedRight?: string;
    };

/** `<landing>?redirect=<the wanted address>`. */
export function loginRedirect(wanted: string, landing: string): string {
  return `${landing}?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * The route guards, as a pure function of the route, its parameters, the session, the wanted
 * address (path + query) and the landing page:
 * - login: a visitor goes to <landing>?redirect=<wanted> and the login dialog opens;
 * - { right }: a visitor as above (or straight to the landing page with `visitor: 'landing'`);
 *   without the route id to the list page (fallback) or /; a logged-in user without the right to
 *   the landing page, and the right's provider is told (it explains, e.g. with a dialog).
 */
export function checkAccess(
  route: GuardRoute,
  params: Readonly<Record<string, string | undefined>>,
  session: GuardSession,
  wanted: string,
  landing: string,
): GuardResult {
  const access = route.access ?? 'public';
  if (access === 'public') return { kind: 'allow' };
  if (!session.isLogin) {
    if (typeof access === 'object' && access.visitor === 'landing') return { kind: 'redirect', to: landing };
    return { kind: 'redirect', to: loginRedirect(wanted, landing), openLogin: wanted };
  }
  if (typeof access === 'object') {
    const idParam = route.idParam === undefined ? 'id' : route.idParam;
    if (idParam !== null && !params[idParam]) return { kind: 'redirect', to: route.fallback ?? '/' };
    if (!session.has(access.right)) return { kind: 'redirect', to: landing, refusedRight: access.right };
  }
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
  landing = '/',
): T | undefined {
  const matches = (prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  return (
    tabs.find((t) => path === t.path) ??
    tabs.find((t) => (t.activeOn ?? []).some(matches)) ??
    tabs.find((t) => t.path !== landing && matches(t.path.replace(/\/index$/, '')))
  );
}

function splitOnce(text: string, sep: string): [string, string?] {
  const i = text.indexOf(sep);
  return i < 0 ? [text] : [text.slice(0, i), text.slice(i + 1)];
}
