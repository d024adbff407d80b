/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The implementations
 * (api.ts and the *-store.ts classes) live in the lazily loaded services chunk (see index.ts), so
 * the site's first load carries none of this plugin's code beyond its routes, tab, search scope and
 * contributions. Types only.
 */
import type { LoadableView, LoadStatus } from '@kernel/client/load-state';
import type {
  BqBillPage,
  BqCodeRowStat,
  BqDetailRight,
  BqItemBrief,
  BqItemInfo,
  BqItemRef,
  BqNormGroup,
  BqPriceComposition,
  BqRelated,
  BqResSummary,
  BqSearchPage,
  BqSearchQuery,
  BqSortField,
  BqStandardCode,
  BqTemplate,
  BqTemplateQuery,
  BqTradeNode,
  BqTradeTreeQuery,
  BqVideoGuide,
} from '../shared/contract';

/** Every call of the unit-price pages (plugins/unit-price/shared/contract.ts). */
export const UnitPriceApi = Symbol('UnitPriceApi');
export interface UnitPriceApi {
  search(query: BqSearchQuery, signal?: AbortSignal): Promise<BqSearchPage>;
  template(query: BqTemplateQuery, signal?: AbortSignal): Promise<BqTemplate>;
  tradeTree(query: BqTradeTreeQuery, signal?: AbortSignal): Promise<BqTradeNode[]>;
  info(ref: BqItemRef): Promise<BqItemInfo>;
  composition(ref: BqItemRef): Promise<BqPriceComposition>;
  norms(ref: BqItemRef): Promise<BqNormGroup>;
  resources(ref: BqItemRef): Promise<BqResSummary>;
  related(ref: BqItemRef): Promise<BqRelated>;
  bill(resultId: number, pageNum: number, pageSize: number, chapter?: string, signal?: AbortSignal): Promise<BqBillPage>;
  excellent(resultId: number): Promise<BqItemBrief[]>;
  right(): Promise<BqDetailRight>;
  pdf(ref: BqItemRef): Promise<Blob>;
  exportItem(ref: BqItemRef): Promise<Blob>;
  videoGuide(): Promise<BqVideoGuide>;
  /** The video dialog was opened, or closed after `seconds` watched. */
  videoEvent(event: 'open' | 'close', seconds?: number): Promise<void>;
}

/** The list query as the page holds it (and the address carries it). */
export type ListQuery = BqSearchQuery;

/** The samples of one opened list row. */
export interface OpenRow {
  readonly row: BqCodeRowStat;
  readonly template: LoadableView<BqTemplate>;
  readonly pageNum: number;
  readonly pageSize: number;
  readonly sampleSort: 'month' | 'price';
}

/** /comprehensiveUnitPrice/index: the query (mirrored in the address), the page of rows, the tree, the opened row. */
export const UnitPriceListStore = Symbol('UnitPriceListStore');
export interface UnitPriceListStore {
  readonly query: ListQuery;
  readonly page: BqSearchPage | null;
  readonly state: LoadStatus;
  readonly error: string | null;
  readonly rows: readonly BqCodeRowStat[];
  readonly total: number;
  readonly pageCount: number;
  /** The standard of the shown rows (the query's, or the server's default for the period). */
  readonly standard: BqStandardCode;
  readonly tree: LoadableView<BqTradeNode[]>;
  readonly open: OpenRow | null;
  applyUrl(search: string): Promise<void>;
  update(patch: Partial<ListQuery>): Promise<void>;
  setPage(pageNum: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
  toggleSort(field: BqSortField): Promise<void>;
  reset(): Promise<void>;
  search(keyword: string): Promise<void>;
  load(): Promise<void>;
  url(): string;
  /** Opens a row's samples (loads its statistics and first page of items). */
  openRow(row: BqCodeRowStat): Promise<void>;
  closeRow(): void;
  setSamplePage(pageNum: number): Promise<void>;
  setSampleSort(sort: 'month' | 'price'): Promise<void>;
  /** The list page's video guide the first time this visit asks and the deployment shows one; else null. */
  offerVideo(): Promise<BqVideoGuide | null>;
}

/** Which region the detail's 价格走势 and 同类清单分布 take: the item's province, or the whole country. */
export type PeerScope = 'province' | 'national';

/** /comprehensiveUnitPrice/detail/:id/:projectId: each section loads on its own. */
export const UnitPriceDetailStore = Symbol('UnitPriceDetailStore');
export interface UnitPriceDetailStore {
  readonly ref: BqItemRef | null;
  readonly info: LoadableView<BqItemInfo>;
  readonly composition: LoadableView<BqPriceComposition>;
  readonly norms: LoadableView<BqNormGroup>;
  readonly resources: LoadableView<BqResSummary>;
  readonly related: LoadableView<BqRelated>;
  readonly peers: LoadableView<BqTemplate>;
  readonly peerScope: PeerScope;
  readonly downloading: 'pdf' | 'xlsx' | null;
  load(ref: BqItemRef, force?: boolean): Promise<void>;
  setPeerScope(scope: PeerScope): Promise<void>;
  downloadPdf(): Promise<boolean>;
  exportExcel(): Promise<boolean>;
}

/** The priced bill of one single project (its section on the single-project detail). */
export const ProjectBillStore = Symbol('UnitPriceProjectBillStore');
export interface ProjectBillStore {
  readonly resultId: number | null;
  readonly page: LoadableView<BqBillPage>;
  readonly excellent: LoadableView<BqItemBrief[]>;
  readonly chapter: string;
  load(resultId: number): Promise<void>;
  setChapter(chapter: string): Promise<void>;
  setPage(pageNum: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
}
