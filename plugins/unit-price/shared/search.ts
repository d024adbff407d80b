/**
 * The unit-price plugin's header-search scope, declared in the kernel's SearchScopeMap: the
 * `search` event names it when a search lands on the unit-price list.
 */
export const UNIT_PRICE_SEARCH_SCOPE = 'unitPrice' as const;

declare module '@kernel/core/events' {
  interface SearchScopeMap {
    /** 综合单价指标: the header search's scope of the unit-price list. */
    unitPrice: true;
  }
}
