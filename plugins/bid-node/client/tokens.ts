/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The implementations
 * (api.ts and the *-store.ts classes) live in the lazily loaded services chunk (see index.ts), so
 * the site's first load carries none of this plugin's code beyond its routes, tab and card. This
 * file imports types only from the shared contract and the kernel, never from the implementations;
 * a test double satisfies an interface without extending a class.
 */
import type { LoadableView, LoadStatus } from '@kernel/client/load-state';
import type { IndexType } from '@plugins/cost-data/shared/vocabulary';
import type {
  AttrInfo,
  BaseInfo,
  BidNodeSummary,
  CompareData,
  DynamicTrend,
  IndexByType,
  IndexColumn,
  IntervalStats,
  LikeState,
  ListPage,
  ListQuery,
  RangeIndicator,
  RepriceResult,
  ResultInfo,
  ScopeInfo,
  SortField,
} from '../shared/contract';

/** The common region and month of 统一到同一时间和地区. */
export interface CompareTarget {
  areaId: number;
  /** 'YYYY-MM'. */
  month: string;
}

/** Every call of the single-project pages (plugins/bid-node/shared/contract.ts). */
export const BidNodeApi = Symbol('BidNodeApi');
export interface BidNodeApi {
  list(query: ListQuery, signal?: AbortSignal): Promise<ListPage>;
  summary(id: number): Promise<BidNodeSummary>;
  base(id: number): Promise<BaseInfo>;
  scope(id: number): Promise<ScopeInfo>;
  attr(id: number): Promise<AttrInfo>;
  cols(id: number): Promise<IndexColumn[]>;
  results(id: number): Promise<ResultInfo[]>;
  indexByType(id: number, indexType: IndexType): Promise<IndexByType>;
  trend(id: number): Promise<DynamicTrend>;
  interval(indicator: RangeIndicator, ids: readonly number[], pricingStage?: string | null): Promise<IntervalStats>;
  like(id: number): Promise<LikeState>;
  unlike(id: number): Promise<LikeState>;
  compare(ids: readonly number[], target?: CompareTarget | null): Promise<CompareData>;
  exportCompare(ids: readonly number[], target?: CompareTarget | null): Promise<Blob>;
  reprice(id: number, targetAreaId: number, targetMonth: string): Promise<RepriceResult>;
  exportList(query: ListQuery): Promise<Blob>;
  exportDetail(id: number): Promise<Blob>;
}

/** What the range page analyses: the ids and a sentence on where they come from. */
export interface RangeRequest {
  ids: number[];
  /** 'selected': ticked rows; 'result': the (first RANGE_RESULT_CAP of the) current result. */
  source: 'selected' | 'result';
  /** The filters as a sentence. */
  basis: string;
  /** How many single projects the result had. */
  resultTotal: number;
}

/** The list page: the query (mirrored in the address), the page of results, the ticked rows, export and range. */
export const ListStore = Symbol('BidNodeListStore');
export interface ListStore {
  readonly query: ListQuery;
  readonly page: ListPage | null;
  readonly state: LoadStatus;
  readonly selected: readonly BidNodeSummary[];
  readonly exporting: boolean;
  readonly preparingRange: boolean;
  readonly items: BidNodeSummary[];
  readonly total: number;
  readonly pageCount: number;
  applyUrl(search: string): Promise<void>;
  update(patch: Partial<ListQuery>): Promise<void>;
  setPage(pageNum: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
  toggleSort(field: SortField): Promise<void>;
  reset(): Promise<void>;
  search(keyword: string): Promise<void>;
  load(): Promise<void>;
  url(): string;
  isSelected(id: number): boolean;
  toggleSelect(item: BidNodeSummary): void;
  setPageSelected(on: boolean): void;
  clearSelection(): void;
  exportExcel(): Promise<boolean>;
  prepareRange(regionName: (areaId: number) => string): Promise<RangeRequest | null>;
  rangeUrl(request: RangeRequest): string;
}

/** The detail page of one single project: its sections (each loading on its own), like, reprice, export. */
export const DetailStore = Symbol('BidNodeDetailStore');
export interface DetailStore {
  readonly id: number | null;
  readonly summary: LoadableView<BidNodeSummary>;
  readonly base: LoadableView<BaseInfo>;
  readonly scope: LoadableView<ScopeInfo>;
  readonly attr: LoadableView<AttrInfo>;
  readonly cols: readonly IndexColumn[];
  readonly indexes: LoadableView<Partial<Record<IndexType, IndexByType>>>;
  readonly trend: LoadableView<DynamicTrend>;
  readonly liking: boolean;
  readonly exporting: boolean;
  /** The reprice (指标换算) form: target region and month, and the answer. */
  readonly repriceAreaId: number;
  readonly repriceMonth: string;
  readonly reprice: LoadableView<RepriceResult>;
  load(id: number, force?: boolean): Promise<void>;
  index(type: IndexType): IndexByType | null;
  toggleLike(): Promise<void>;
  setRepriceArea(areaId: number): void;
  setRepriceMonth(month: string): void;
  runReprice(): Promise<void>;
  exportExcel(): Promise<void>;
}

/** The range page (指标区间): the sample, the indicator, the stage filter and the statistics. */
export const RangeStore = Symbol('BidNodeRangeStore');
export interface RangeStore {
  readonly request: RangeRequest | null;
  readonly indicator: RangeIndicator;
  readonly pricingStage: string | null;
  readonly stats: IntervalStats | null;
  readonly state: LoadStatus;
  readonly ids: number[];
  init(search: string): void;
  setIndicator(indicator: RangeIndicator): Promise<void>;
  setPricingStage(stage: string | null): Promise<void>;
  load(): Promise<void>;
}

/** What the compare tray shows of a single project. */
export interface TrayItem {
  id: number;
  name: string;
  projectName: string;
  provinceName: string;
  buildingUse: string;
  structure: string;
  unitCost: number;
}

export type AddResult = 'added' | 'exists' | 'full';

/** 对比: the tray (kept in session storage) and the compare view's data, unify form and export. */
export const CompareStore = Symbol('BidNodeCompareStore');
export interface CompareStore {
  readonly items: readonly TrayItem[];
  readonly open: boolean;
  readonly data: CompareData | null;
  readonly state: LoadStatus;
  readonly unifyAreaId: number;
  readonly unifyMonth: string;
  readonly target: CompareTarget | null;
  readonly exporting: boolean;
  readonly count: number;
  readonly full: boolean;
  has(id: number): boolean;
  add(item: TrayItem): AddResult;
  addMany(items: readonly TrayItem[]): { added: number; rejected: number };
  remove(id: number): void;
  clear(): void;
  setOpen(open: boolean): void;
  idsFrom(search: string): number[];
  load(ids: readonly number[]): Promise<void>;
  setUnifyArea(areaId: number): void;
  setUnifyMonth(month: string): void;
  unify(): Promise<void>;
  clearUnify(): Promise<void>;
  exportExcel(): Promise<void>;
}
