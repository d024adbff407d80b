/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The
 * implementations live in the lazily loaded services chunk (services.ts); this file imports types
 * only, so a test double satisfies an interface without extending a class.
 */
import type { LoadableView } from '@kernel/client/load-state';
import type {
  ExportQuery,
  MaterialPriceMeta,
  PriceSeries,
  PriceSeriesQuery,
  RegionPriceTable,
  RegionTableQuery,
  ResourceBrief,
  ResourceSearchQuery,
  ResourceSearchResult,
} from '../shared/contract';

/** The plugin's calls (shared/contract.ts). */
export const MaterialPriceApi = Symbol('MaterialPriceApi');
export interface MaterialPriceApi {
  meta(signal?: AbortSignal): Promise<MaterialPriceMeta>;
  searchResources(query: ResourceSearchQuery, signal?: AbortSignal): Promise<ResourceSearchResult>;
  series(query: PriceSeriesQuery, signal?: AbortSignal): Promise<PriceSeries>;
  regionTable(query: RegionTableQuery, signal?: AbortSignal): Promise<RegionPriceTable>;
  /** The workbook (a refusal rejects with its Chinese message). */
  exportXlsx(query: ExportQuery): Promise<Blob>;
}

/** What the page shows: the resource, the region, the period of the line and the month of the table (YYYYMM). */
export interface PriceSelection {
  readonly code: string;
  readonly areaId: number;
  readonly from: number;
  readonly to: number;
  readonly month: number;
}

/** The price page's state. */
export const MaterialPriceStore = Symbol('MaterialPriceStore');
export interface MaterialPriceStore {
  readonly meta: LoadableView<MaterialPriceMeta>;
  /** Null until the meta is there. */
  readonly selection: PriceSelection | null;
  readonly series: LoadableView<PriceSeries>;
  readonly table: LoadableView<RegionPriceTable>;
  readonly results: LoadableView<ResourceSearchResult>;
  readonly keyword: string;
  /** '' for every type. */
  readonly kind: string;
  readonly exporting: boolean;
  /** The resource shown (from the series, else the search results or the popular list). */
  readonly resource: ResourceBrief | null;
  /** Takes the selection from the address (code, areaId, month, from, to) and loads what changed. */
  applyUrl(search: string): Promise<void>;
  /** The page's address for the current selection. */
  url(): string;
  selectResource(resource: ResourceBrief): Promise<void>;
  setRegion(areaId: number): Promise<void>;
  /** A period (YYYYMM, clamped to the data); the table's month follows when it falls outside. */
  setPeriod(from: number, to: number): Promise<void>;
  setMonth(month: number): Promise<void>;
  /** Searches the resources (keyword and type). */
  search(keyword: string, kind?: string): Promise<void>;
  /** Downloads the workbook; answers an error message or null. */
  exportXlsx(): Promise<string | null>;
}
