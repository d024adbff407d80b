import type { HttpClient } from '@kernel/client/http-client';
import type { SearchScopeId } from '@kernel/client/plugin';
import { HomePaths, type ViewType } from '../shared/contract';
import type { HomeSearchTarget } from '../shared/contributions';

/** The scope a list belongs to, for the `search` event a list page on screen listens to. */
const SCOPE_OF: Record<ViewType, SearchScopeId> = { node: 'project', item: 'unitPrice', policy: 'all' };

/**
 * The 全部 scope of the header search: home's server classifies the keyword (a bill-of-quantities
 * code, a policy word, or a project), and the list that the enabled plugins contribute for that
 * kind (`home.searchTarget`) is where it goes. Null when the call fails or no plugin lists that kind:
 * the shell then falls back to the first scope with a list.
 */
export async function resolveAllScope(
  http: HttpClient,
  targets: readonly HomeSearchTarget[],
  keyword: string,
): Promise<{ route: string; scope: SearchScopeId } | null> {
  let viewType: ViewType | undefined;
  try {
    const res = await http.post<{ viewType?: ViewType } | null>(HomePaths.autoSearch, undefined, { params: { keyword }, silent: true, exempt: true });
    viewType = res.data?.viewType ?? undefined;
  } catch {
    return null;
  }
  const target = [...targets].sort((a, b) => a.order - b.order).find((t) => t.viewType === viewType);
  return target && viewType ? { route: target.route, scope: SCOPE_OF[viewType] } : null;
}
