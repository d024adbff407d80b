/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The
 * implementations live in the lazily loaded services chunk (services.ts); this file imports types
 * only, so a test double satisfies an interface without extending a class.
 */
import type { LoadableView } from '@kernel/client/load-state';
import type { MaterialPriceInput, MaterialPriceItem, MaterialPricePage, MaterialPriceQuery } from '../shared/contract';

/** The plugin's calls (shared/contract.ts). */
export const MaterialPriceApi = Symbol('MaterialPriceApi');
export interface MaterialPriceApi {
  list(query: MaterialPriceQuery, signal?: AbortSignal): Promise<MaterialPricePage>;
  add(input: MaterialPriceInput): Promise<MaterialPriceItem>;
}

/** The list page's state: the query, the loaded page and its load state. */
export const MaterialPriceStore = Symbol('MaterialPriceStore');
export interface MaterialPriceStore {
  readonly keyword: string;
  readonly page: LoadableView<MaterialPricePage>;
  /** Loads the list for the current keyword (a newer call wins over an older one). */
  load(): Promise<void>;
  /** A new keyword: back to the first page, loaded. */
  search(keyword: string): Promise<void>;
  /** Adds an item; answers the rule's message when refused, null when added. */
  add(name: string): Promise<string | null>;
}
