/**
 * The bid-node plugin's header-search scope, declared in the kernel's SearchScopeMap: the
 * `search` event names it when a search lands on the single-project list, which then re-runs it.
 */
export const BID_NODE_SEARCH_SCOPE = 'project' as const;

declare module '@kernel/core/events' {
  interface SearchScopeMap {
    /** 单项工程指标: the header search's scope of the single-project list. */
    project: true;
  }
}
