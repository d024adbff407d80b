/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The
 * implementations live in the lazily loaded services chunk (services.ts); this file imports types only.
 */
import type { LoadableView } from '@kernel/client/load-state';
import type { G22ColumnDetail, G22ColumnList, G22Estimate, G22EstimateQuery } from '../shared/contract';

/** The plugin's calls (shared/contract.ts). */
export const G22Api = Symbol('G22Api');
export interface G22Api {
  list(signal?: AbortSignal): Promise<G22ColumnList>;
  byId(id: number, signal?: AbortSignal): Promise<G22ColumnDetail>;
  estimate(query: G22EstimateQuery, signal?: AbortSignal): Promise<G22Estimate>;
}

/** The column's state: its list, the entry a detail page shows, the calculator's answer. */
export const G22Store = Symbol('G22Store');
export interface G22Store {
  readonly list: LoadableView<G22ColumnList>;
  readonly detail: LoadableView<G22ColumnDetail>;
  readonly estimate: LoadableView<G22Estimate>;
  /** Loads the list once (again after an error). */
  loadList(): Promise<void>;
  /** Loads an entry by the address's `id` (an invalid id: the error says so). */
  loadDetail(search: string): Promise<void>;
  runEstimate(query: G22EstimateQuery): Promise<void>;
}
