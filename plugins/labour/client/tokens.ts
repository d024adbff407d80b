/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The
 * implementations live in the lazily loaded services chunk (services.ts); this file imports types
 * only, so a test double satisfies an interface without extending a class.
 */
import type { LoadableView } from '@kernel/client/load-state';
import type {
  LabourAreaInfos,
  LabourAreaQuery,
  LabourAreaTable,
  LabourBuildingType,
  LabourCollectResult,
  LabourCollectStatus,
  LabourLineDetail,
  LabourPermission,
  LabourQuarterTable,
  LabourQuartersQuery,
  LabourSections,
  LabourSectionsQueryV2,
  LabourTradeCode,
  LabourTrend,
  LabourTrendQuery,
  SubcontractResult,
} from '../shared/contract';

/** The plugin's calls (shared/contract.ts, LabourPaths). */
export const LabourApi = Symbol('LabourApi');
export interface LabourApi {
  areaInfos(signal?: AbortSignal): Promise<LabourAreaInfos>;
  permission(signal?: AbortSignal): Promise<LabourPermission>;
  sections(query: LabourSectionsQueryV2, signal?: AbortSignal): Promise<LabourSections>;
  lineDetail(id: number, signal?: AbortSignal): Promise<LabourLineDetail>;
  quarters(query: LabourQuartersQuery, signal?: AbortSignal): Promise<LabourQuarterTable>;
  trend(query: LabourTrendQuery, signal?: AbortSignal): Promise<LabourTrend>;
  areaTable(query: LabourAreaQuery, signal?: AbortSignal): Promise<LabourAreaTable>;
  collectStatus(ids: readonly number[], signal?: AbortSignal): Promise<LabourCollectStatus>;
  collect(id: number, cancel: boolean): Promise<LabourCollectResult>;
  /** The price line's workbook (a refusal rejects with its Chinese message). */
  exportLine(id: number, range?: { from?: string; to?: string }): Promise<Blob>;
  subcontractResults(bidNodeId: number, signal?: AbortSignal): Promise<SubcontractResult>;
}

/** The region selector's list, the trades and the quarters: loaded once and shared by the pages. */
export const LabourCatalog = Symbol('LabourCatalog');
export interface LabourCatalog {
  readonly info: LoadableView<LabourAreaInfos>;
  /** Loads the catalogue unless it is there (one request for concurrent callers); null when it failed. */
  ensure(): Promise<LabourAreaInfos | null>;
}

/** The index page: a region, the trade shown ('' for every trade) and the sections. */
export const LabourIndexStore = Symbol('LabourIndexStore');
export interface LabourIndexStore {
  readonly catalog: LabourCatalog;
  /** Null until the catalogue is there. */
  readonly areaId: number | null;
  /** '' for every trade. */
  readonly tradeCode: LabourTradeCode | '';
  readonly sections: LoadableView<LabourSections>;
  /** With one trade shown: that trade across the sub-regions (the provinces for 全国, else the province's cities). */
  readonly area: LoadableView<LabourAreaTable>;
  /** The building type of the area table ('' before the trade is known: its first). */
  readonly areaBuildingType: LabourBuildingType | '';
  setAreaBuildingType(type: LabourBuildingType): Promise<void>;
  /** The table fills the window. */
  readonly fullScreen: boolean;
  /** Takes the region and the trade from the address (areaId, trade) and loads what changed. */
  applyUrl(search: string): Promise<void>;
  /** The page's address for the current choice. */
  url(): string;
  setRegion(areaId: number): Promise<void>;
  setTrade(code: LabourTradeCode | ''): void;
  setFullScreen(on: boolean): void;
  /** Loads the sections again (after a failure). */
  reload(): Promise<void>;
}

/** A period preset of the price line (quarters before the newest visible; null for the whole series). */
export type LabourPeriod = 8 | 20 | null;

/** The price-line page: the line's header, its trend with the band and the compared regions, its quarters, the favourite. */
export const LabourLineStore = Symbol('LabourLineStore');
export interface LabourLineStore {
  readonly catalog: LabourCatalog;
  readonly id: number | null;
  readonly detail: LoadableView<LabourLineDetail>;
  readonly trend: LoadableView<LabourTrend>;
  readonly quarters: LoadableView<LabourQuarterTable>;
  /** The regions compared (areaids, ≤ LABOUR_LIMITS.compareMax), in the order picked. */
  readonly compareIds: readonly number[];
  /** The period of the trend and the table. */
  readonly period: LabourPeriod;
  readonly pageNum: number;
  readonly pageSize: number;
  /** Whether favourites are on (the favorites plugin is enabled): else no 收藏 button. */
  readonly favoritesOn: boolean;
  /** Whether the line is saved (undefined while unknown). */
  readonly saved: boolean | undefined;
  readonly saving: boolean;
  readonly exporting: boolean;
  /** The period's quarters ('YYYYQn'; no `from` for the whole series); null before the line's header is there. */
  range(): { from?: string; to: string } | null;
  /** Opens a line (`id` of the route) with the compared regions and the period of the address (compare=1,2&period=8). */
  open(id: number, search: string): Promise<void>;
  /** The page's address for the current choice. */
  url(): string;
  /** Adds or removes a compared region; answers a message when refused (more than the limit), else null. */
  toggleCompare(areaId: number): string | null;
  clearCompare(): void;
  setPeriod(period: LabourPeriod): void;
  setPage(pageNum: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
  /** Saves or cancels the favourite; answers the message to show. */
  toggleSaved(): Promise<{ message: string; ok: boolean }>;
  /** Downloads the workbook; answers an error message or null. */
  exportXlsx(): Promise<string | null>;
}

/** A single project's labour subcontract section on its detail page. */
export const SubcontractStore = Symbol('SubcontractStore');
export interface SubcontractStore {
  readonly bidNodeId: number | null;
  readonly result: LoadableView<SubcontractResult>;
  /** Loads a single project's results (once per project). */
  load(bidNodeId: number): Promise<void>;
}

export type { LabourBuildingType };
