/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The implementations
 * (api.ts, list-store.ts, detail-store.ts) live in the lazily loaded services chunk (see index.ts),
 * so the site's first load carries none of this plugin's code beyond its routes, tab and card. This
 * file imports types only, never the implementations; a test double satisfies an interface.
 */
import type { LoadStatus } from '@kernel/client/load-state';
import type { ContactErrors } from '../shared/contact-rules';
import type { BaseInfo, ContactInput, IndexResultInfo, ListPage, ListQuery, RegionsInfo, ViewToken } from '../shared/contract';
import type { DatePresetId } from './dates';

/** The calls of the project-cost column, through the `cost` gateway. */
export const ProjectCostApi = Symbol('ProjectCostApi');
export interface ProjectCostApi {
  /** The list; the kernel client shows the business message of a failure and rejects. */
  list(query: ListQuery): Promise<ListPage>;
  /** The allowed regions (silent: a failure leaves 全国 only). */
  regions(): Promise<RegionsInfo>;
  viewToken(id: number): Promise<ViewToken>;
  baseInfo(id: number, viewToken: string): Promise<BaseInfo>;
  indexResult(id: number, viewToken: string): Promise<IndexResultInfo>;
  /** The no-data feedback; rejects with a RequestError carrying the server's businessMsg (no toast). */
  contact(input: ContactInput): Promise<void>;
}

/** What the no-data feedback form holds. */
export interface NoDataFeedbackValues {
  description: string;
  keyword: string;
  areaId: number;
  name: string;
  phone: string;
}

/** The outcome of a submission: done, or the message to show under the form. */
export type SubmitResult = { ok: true } | { ok: false; errors: ContactErrors | null; message: string };

/** The 项目造价指标 list: filters, sort, paging, the answer and the no-data feedback flow. */
export const ProjectCostListStore = Symbol('ProjectCostListStore');
export interface ProjectCostListStore {
  readonly keywordInput: string;
  readonly keyword: string;
  readonly areaId: number;
  readonly category: string | null;
  readonly pricingStage: string | null;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly datePreset: DatePresetId | null;
  readonly sortIndex: number;
  readonly pageNum: number;
  readonly pageSize: number;
  readonly page: ListPage | null;
  readonly state: LoadStatus;
  readonly error: string;
  readonly allowedAreaIds: readonly number[];
  readonly regionsState: LoadStatus;
  readonly lastOutcome: 'success' | 'failure' | null;
  readonly searchCount: number;
  readonly noData: boolean;
  readonly hasFilters: boolean;
  readonly pageCount: number;
  query(): ListQuery;
  enter(keyWord?: string | null): Promise<void>;
  loadRegions(): Promise<void>;
  setKeywordInput(value: string): void;
  search(): Promise<void>;
  setArea(areaId: number): Promise<void>;
  setCategory(category: string | null): Promise<void>;
  setPricingStage(stage: string | null): Promise<void>;
  setDateRange(from: string, to: string): Promise<void>;
  setDatePreset(id: DatePresetId | null, now?: Date): Promise<void>;
  setSort(index: number): Promise<void>;
  setPage(pageNum: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
  resetFilters(): Promise<void>;
  refresh(): Promise<void>;
  openNoDataFeedback(): void;
  closeNoDataFeedback(): Promise<void>;
  feedbackDefaults(): NoDataFeedbackValues;
  submitNoDataFeedback(values: NoDataFeedbackValues): Promise<SubmitResult>;
}

export type DetailState = LoadStatus | 'notFound';

/** One project's detail: view token, base info and index results. */
export const ProjectCostDetailStore = Symbol('ProjectCostDetailStore');
export interface ProjectCostDetailStore {
  readonly id: number | null;
  readonly state: DetailState;
  readonly error: string;
  readonly base: BaseInfo | null;
  readonly result: IndexResultInfo | null;
  load(rawId: number | string): Promise<void>;
  openBuyService(): void;
}
