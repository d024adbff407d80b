import type { EventBus } from '@kernel/client/event-bus';
import type { HttpClient } from '@kernel/client/http-client';
import type { SearchScopeContribution, SearchScopeId } from '@kernel/client/plugin';

/** The answer of `POST /core/home/auto/search`: which list the keyword belongs to. */
export type SearchViewType = 'item' | 'node' | 'policy';

export const AUTO_SEARCH_URL = '/core/home/auto/search';
export const POLICY_LIST_ROUTE = '/policy/index';

/** Special characters offered for search (diameter, degree, times, roman numerals, fractions…). */
export const SPECIAL_CHARACTERS = ['Φ', '°', '×', 'Ⅰ', 'Ⅱ', 'Ⅲ', 'Ⅳ', '½', '¼', '¾', '±', '≤', '≥', '㎡', '㎥'] as const;

/** The keyword as searched: trimmed (spec section 5). */
export function normalizeKeyword(raw: string): string {
  return raw.trim();
}

/** `<route>?keyWord=<keyword>` (the list routes take the query parameter keyWord). */
export function searchUrl(route: string, keyword: string): string {
  return `${route}?keyWord=${encodeURIComponent(keyword)}`;
}

/** Inserts `text` into `value` replacing the selection [start, end); returns the value and caret. */
export function insertAt(value: string, text: string, start: number, end = start): { value: string; caret: number } {
  const s = Math.max(0, Math.min(start, value.length));
  const e = Math.max(s, Math.min(end, value.length));
  return { value: value.slice(0, s) + text + value.slice(e), caret: s + text.length };
}

export interface SearchTarget {
  /** Where to go: a list route with keyWord. */
  url: string;
  /** The scope the search resolved to (for scope all: the scope of the list the server chose). */
  scope: SearchScopeId;
}

/**
 * Where a search in `scope` goes. Scope all asks the server for the view type (item → the
 * unit-price list, node → the project list, policy → the policy list); any failure falls back to
 * the project list, silently.
 */
export async function resolveSearchTarget(
  http: HttpClient,
  scopes: readonly SearchScopeContribution[],
  scope: SearchScopeId,
  keyword: string,
): Promise<SearchTarget> {
  const routeOf = (id: SearchScopeId) => scopes.find((s) => s.scope === id)?.route;
  const projectRoute = routeOf('project') ?? routeOf('unitPrice') ?? POLICY_LIST_ROUTE;
  if (scope !== 'all') {
    return { url: searchUrl(routeOf(scope) ?? projectRoute, keyword), scope };
  }
  let viewType: SearchViewType | undefined;
  try {
    const res = await http.post<{ viewType?: SearchViewType } | null>(AUTO_SEARCH_URL, undefined, {
      params: { keyword },
      silent: true,
      exempt: true,
    });
    viewType = res.data?.viewType;
  } catch {
    viewType = undefined;
  }
  if (viewType === 'item' && routeOf('unitPrice')) {
    return { url: searchUrl(routeOf('unitPrice')!, keyword), scope: 'unitPrice' };
  }
  if (viewType === 'policy') return { url: searchUrl(POLICY_LIST_ROUTE, keyword), scope: 'all' };
  return { url: searchUrl(projectRoute, keyword), scope: routeOf('project') ? 'project' : 'all' };
}

export interface SearchDeps {
  http: HttpClient;
  bus: EventBus;
  scopes: readonly SearchScopeContribution[];
  isLogin: boolean;
  /** The current path with its query string. */
  current: () => string;
  navigate: (to: string) => void;
  begin: () => void;
  end: () => void;
}

/**
 * The header search (spec section 4): logged out opens the login dialog; logged in resolves the
 * target list, navigates there unless it is already the current address, and always emits the
 * `search` event so that a list page already on screen runs the search again.
 * Returns false when nothing was searched (logged out). An empty keyword lists everything.
 */
export async function runSearch(deps: SearchDeps, scope: SearchScopeId, rawKeyword: string): Promise<boolean> {
  const keyword = normalizeKeyword(rawKeyword);
  if (!deps.isLogin) {
    deps.bus.emit('openLogin', {});
    return false;
  }
  deps.begin();
  try {
    const target = await resolveSearchTarget(deps.http, deps.scopes, scope, keyword);
    if (stripGid(deps.current()) !== stripGid(target.url)) deps.navigate(target.url);
    deps.bus.emit('search', { scope: target.scope, keyword });
    return true;
  } finally {
    deps.end();
  }
}

/** The address without the `gid` parameter the router adds for logged-in users. */
function stripGid(pathAndQuery: string): string {
  const i = pathAndQuery.indexOf('?');
  if (i < 0) return pathAndQuery;
  const params = new URLSearchParams(pathAndQuery.slice(i + 1));
  params.delete('gid');
  const query = params.toString();
  return query ? `${pathAndQuery.slice(0, i)}?${query}` : pathAndQuery.slice(0, i);
}
