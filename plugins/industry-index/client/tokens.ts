/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The
 * implementations live in the lazily loaded services chunk (services.ts); this file imports types
 * only, so a test double satisfies an interface without extending a class.
 */
import type { LoadableView } from '@kernel/client/load-state';
import type { IndicatorCode, IndustryDataList, IndustryDataQuery, IndustryExportQuery, IndustryParams } from '../shared/contract';

/** The plugin's calls (shared/contract.ts). */
export const IndustryIndexApi = Symbol('IndustryIndexApi');
export interface IndustryIndexApi {
  params(signal?: AbortSignal): Promise<IndustryParams>;
  dataList(query: IndustryDataQuery, signal?: AbortSignal): Promise<IndustryDataList>;
  /** The workbook (a refusal rejects with its Chinese message). */
  exportXlsx(query: IndustryExportQuery): Promise<Blob>;
}

/** What the page shows: a region, a period, the indicator of the map, and the province of the trend (null: the default). */
export interface IndustrySelection {
  readonly areaId: number;
  readonly period: string;
  readonly indicator: IndicatorCode;
  readonly trendAreaId: number | null;
}

/** The page's state. */
export const IndustryIndexStore = Symbol('IndustryIndexStore');
export interface IndustryIndexStore {
  readonly params: LoadableView<IndustryParams>;
  readonly data: LoadableView<IndustryDataList>;
  /** Null until the parameters are there. */
  readonly selection: IndustrySelection | null;
  readonly exporting: boolean;
  /** Takes the selection from the address (areaId, period, indicator, trendAreaId) and loads it. */
  applyUrl(search: string): Promise<void>;
  /** The page's address for the current selection. */
  url(): string;
  setRegion(areaId: number): Promise<void>;
  /** A year (`2023`) or a quarter (`2024Q3`). */
  setPeriod(period: string): Promise<void>;
  setIndicator(indicator: IndicatorCode): Promise<void>;
  /** The province of the trend (from the map, the ranking or the trend's own picker). */
  setTrendRegion(areaId: number): Promise<void>;
  /** Loads the figures again after an error. */
  reload(): Promise<void>;
  /** Downloads the workbook; answers an error message or null. */
  exportXlsx(): Promise<string | null>;
}
