import type { Contributed } from '@kernel/client/contributions';
import type { SearchScopeContribution, SearchScopeId } from '@kernel/client/plugin';
import type { ViewType } from '../shared/contract';
import { HOME_SEARCH_SCOPE } from '../shared/contributions';
import type { HomeApi } from './api';

/** What resolving a keyword of the 全部 scope reads of the registry (the PluginRegistry satisfies it). */
export interface KeywordSources {
  contributions(point: 'home.searchTarget'): readonly Contributed<'home.searchTarget'>[];
  readonly searchScopes: readonly SearchScopeContribution[];
}

/** Where a keyword goes: a list route, and the header scope the search resolved to. */
export interface KeywordTarget {
  readonly route: string;
  readonly scope: SearchScopeId;
}

/**
 * The 全部 scope: the one resolution of a keyword, for the header search's 全部 scope and the hero
 * search alike. Home's server classifies the keyword (a bill-of-quantities code, a policy word, or a
 * project); the list the enabled plugins contribute for that kind (`home.searchTarget`) is where it
 * goes, and when the classification fails or no plugin lists that kind, the target of the lowest
 * order. The scope is the header scope contributed with that list's route (a list page on screen
 * re-runs the search for its own scope), else 全部. Null when no plugin contributes a target.
 */
export async function resolveAllScope(api: Pick<HomeApi, 'autoSearch'>, sources: KeywordSources, keyword: string): Promise<KeywordTarget | null> {
  const targets = [...sources.contributions('home.searchTarget')].sort((a, b) => a.order - b.order);
  if (targets.length === 0) return null;
  const viewType: ViewType | null = await api.autoSearch(keyword).catch(() => null);
  const target = targets.find((t) => t.viewType === viewType) ?? targets[0]!;
  const scope = sources.searchScopes.find((s) => s.route !== undefined && s.route === target.route)?.scope ?? HOME_SEARCH_SCOPE;
  return { route: target.route, scope };
}

/** `<route>?keyWord=<keyword>`: the address of a list searched for a keyword (the header search's too). */
export function keywordAddress(route: string, keyword: string): string {
  return `${route}?keyWord=${encodeURIComponent(keyword)}`;
}
