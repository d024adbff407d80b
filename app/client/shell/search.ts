import type { EventBus } from '@kernel/client/event-bus';
import type { SearchContext, SearchScopeContribution, SearchScopeId } from '@kernel/client/plugin';

/** Special characters offered for search (diameter, degree, times, roman numerals, fractions…). */
export const SPECIAL_CHARACTERS = ['Φ', '°', '×', 'Ⅰ', 'Ⅱ', 'Ⅲ', 'Ⅳ', '½', '¼', '¾', '±', '≤', '≥', '㎡', '㎥'] as const;

/** The keyword as searched: trimmed. */
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
  /** The scope the search resolved to (for a resolving scope: the one its `resolve` answered). */
  scope: SearchScopeId;
}

/**
 * Where a search in `scope` goes: the scope's own `resolve` when it has one (a scope covering every
 * list asks its plugin which list the keyword belongs to), else its list route; anything that fails or decides nothing
 * falls back to the first scope with a list route, silently.
 */
export async function resolveSearchTarget(
  ctx: SearchContext,
  scopes: readonly SearchScopeContribution[],
  scope: SearchScopeId,
  keyword: string,
): Promise<SearchTarget | null> {
  const chosen = scopes.find((s) => s.scope === scope);
  if (chosen?.resolve) {
    try {
      const resolved = await chosen.resolve(keyword, ctx);
      if (resolved) return { url: searchUrl(resolved.route, keyword), scope: resolved.scope };
    } catch {
      /* falls back below */
    }
  }
  if (chosen?.route) return { url: searchUrl(chosen.route, keyword), scope };
  const fallback = [...scopes].sort((a, b) => a.order - b.order).find((s) => s.route);
  return fallback?.route ? { url: searchUrl(fallback.route, keyword), scope: fallback.scope } : null;
}

export interface SearchDeps {
  /** The kernel's services, for a scope's `resolve`. */
  get: SearchContext['get'];
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
 * The header search: logged out opens the login dialog; logged in resolves the
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
    const target = await resolveSearchTarget({ get: deps.get }, deps.scopes, scope, keyword);
    if (!target) return false;
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
