import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { DialogService } from '@kernel/client/dialogs';
import { RequestError } from '@kernel/client/http-client';
import { LoadState, type LoadStatus } from '@kernel/client/load-state';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import { toContactInput, validateContact } from '../shared/contact-rules';
import {
  DEFAULT_PAGE_SIZE,
  KEYWORD_MAX,
  PAGE_SIZES,
  ProjectCostMessages,
  SORT_OPTIONS,
  type ListPage,
  type ListQuery,
} from '../shared/contract';
import { ProjectCostDialogs } from '../shared/dialogs';
import { presetRange, type DatePresetId } from './dates';
import { ProjectCostApi, ProjectCostListStore, type NoDataFeedbackValues, type SubmitResult } from './tokens';

export { ProjectCostListStore, type NoDataFeedbackValues, type SubmitResult } from './tokens';

const failureMessage = (err: unknown): string => (err instanceof RequestError ? err.message : ProjectCostMessages.failure);

/**
 * Tracking rule of the column: a search counts as a success when the answer's statusCode is
 * 200 and indexDatas is non-empty, a failure otherwise.
 */
export function searchOutcome(statusCode: number, page: Pick<ListPage, 'indexDatas'> | null | undefined): 'success' | 'failure' {
  return statusCode === 200 && (page?.indexDatas?.length ?? 0) > 0 ? 'success' : 'failure';
}

/**
 * The 项目造价指标 list: filters (keyword, region limited to the allowed ids, category, pricing
 * stage, date range), sort, paging, the answer, and the no-data feedback flow (the dialog
 * 'project-cost.noDataFeedback'; closing it clears the keyword and refreshes the search).
 */
@injectable()
export class MobxProjectCostListStore implements ProjectCostListStore {
  keywordInput = '';
  /** The keyword of the last search (trimmed). */
  keyword = '';
  areaId = NATIONAL_AREA_ID;
  category: string | null = null;
  pricingStage: string | null = null;
  /** 'YYYY-MM' or ''. */
  dateFrom = '';
  dateTo = '';
  /** The preset the dates come from (近一年 …), or null for 不限 or a custom range. */
  datePreset: DatePresetId | null = null;
  sortIndex = 0;
  pageNum = 1;
  pageSize: number = DEFAULT_PAGE_SIZE;
  page: ListPage | null = null;
  /** The search request: status, failure message and the race guard (the newest search wins). */
  readonly loading = new LoadState(failureMessage);
  /** Provinces with project-cost data; 1 (全国) always in. */
  allowedAreaIds: number[] = [NATIONAL_AREA_ID];
  readonly regions = new LoadState();
  /** The tracking outcome of the last search (see searchOutcome). */
  lastOutcome: 'success' | 'failure' | null = null;
  searchCount = 0;

  private regionsLoad: Promise<void> | null = null;

  constructor(
    @inject(ProjectCostApi) private readonly api: ProjectCostApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(DialogService) private readonly dialogs: DialogService,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeObservable<MobxProjectCostListStore, 'run'>(this, {
      keywordInput: observable,
      keyword: observable,
      areaId: observable,
      category: observable,
      pricingStage: observable,
      dateFrom: observable,
      dateTo: observable,
      datePreset: observable,
      sortIndex: observable,
      pageNum: observable,
      pageSize: observable,
      page: observable.ref,
      state: computed,
      error: computed,
      allowedAreaIds: observable.ref,
      regionsState: computed,
      lastOutcome: observable,
      searchCount: observable,
      noData: computed,
      hasFilters: computed,
      pageCount: computed,
      setKeywordInput: action,
      search: action,
      setArea: action,
      setCategory: action,
      setPricingStage: action,
      setDateRange: action,
      setDatePreset: action,
      setSort: action,
      setPage: action,
      setPageSize: action,
      resetFilters: action,
      openNoDataFeedback: action,
      closeNoDataFeedback: action,
      run: action,
    });
  }

  get state(): LoadStatus {
    return this.loading.status;
  }

  /** The message of the last failed search ('' otherwise). */
  get error(): string {
    return this.loading.error;
  }

  get regionsState(): LoadStatus {
    return this.regions.status;
  }

  /** A finished search without any project. */
  get noData(): boolean {
    return this.state === 'ready' && (this.page?.total ?? 0) === 0;
  }

  get hasFilters(): boolean {
    return (
      this.keyword !== '' ||
      this.areaId !== NATIONAL_AREA_ID ||
      this.category !== null ||
      this.pricingStage !== null ||
      this.dateFrom !== '' ||
      this.dateTo !== ''
    );
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil((this.page?.total ?? 0) / this.pageSize));
  }

  /** The query of the current state. */
  query(): ListQuery {
    const sort = SORT_OPTIONS[this.sortIndex] ?? SORT_OPTIONS[0]!;
    const q: ListQuery = { pageNum: this.pageNum, pageSize: this.pageSize, sortField: sort.field, sortOrder: sort.order };
    if (this.keyword) q.keyWord = this.keyword;
    if (this.areaId !== NATIONAL_AREA_ID) q.areaId = this.areaId;
    if (this.category) q.category = [this.category];
    if (this.pricingStage) q.pricingStage = [this.pricingStage];
    if (this.dateFrom) q.dateFrom = this.dateFrom;
    if (this.dateTo) q.dateTo = this.dateTo;
    return q;
  }

  /** The page opens: the allowed regions (once) and the first search, with a keyword from the address. */
  async enter(keyWord?: string | null): Promise<void> {
    void this.loadRegions();
    if (keyWord != null) runInAction(() => (this.keywordInput = keyWord.slice(0, KEYWORD_MAX)));
    await this.search();
  }

  /** The allowed region ids (loaded once; a failure keeps 全国 only and may be retried). */
  loadRegions(): Promise<void> {
    if (this.regionsState === 'ready') return Promise.resolve();
    this.regionsLoad ??= this.regions
      .run(() => this.api.regions(), {
        ready: (info) => {
          const ids = Array.isArray(info?.allowedAreaIds) ? info.allowedAreaIds : [];
          this.allowedAreaIds = ids.includes(NATIONAL_AREA_ID) ? ids : [NATIONAL_AREA_ID, ...ids];
        },
      })
      .then(() => {
        this.regionsLoad = null;
      });
    return this.regionsLoad;
  }

  setKeywordInput(value: string): void {
    this.keywordInput = value.slice(0, KEYWORD_MAX);
  }

  /** A new search from page 1 with the keyword as typed (trimmed). */
  search(): Promise<void> {
    this.keywordInput = this.keywordInput.trim();
    this.keyword = this.keywordInput;
    this.pageNum = 1;
    return this.run();
  }

  setArea(areaId: number): Promise<void> {
    this.areaId = areaId;
    return this.search();
  }

  setCategory(category: string | null): Promise<void> {
    this.category = category;
    return this.search();
  }

  setPricingStage(stage: string | null): Promise<void> {
    this.pricingStage = stage;
    return this.search();
  }

  /** Both 'YYYY-MM' or ''; a start after the end is refused with a message. */
  setDateRange(from: string, to: string): Promise<void> {
    if (from && to && from > to) {
      this.notifier.notify(ProjectCostMessages.dateRange, 'warning');
      return Promise.resolve();
    }
    this.dateFrom = from;
    this.dateTo = to;
    this.datePreset = null;
    return this.search();
  }

  /** 不限 (null) or a preset ending this month; `now` for tests. */
  setDatePreset(id: DatePresetId | null, now: Date = new Date()): Promise<void> {
    if (id === null) {
      this.dateFrom = '';
      this.dateTo = '';
    } else {
      const range = presetRange(id, now);
      this.dateFrom = range.from;
      this.dateTo = range.to;
    }
    this.datePreset = id;
    return this.search();
  }

  setSort(index: number): Promise<void> {
    this.sortIndex = SORT_OPTIONS[index] ? index : 0;
    return this.search();
  }

  setPage(pageNum: number): Promise<void> {
    this.pageNum = Math.min(Math.max(1, Math.floor(pageNum)), this.pageCount);
    return this.run();
  }

  setPageSize(size: number): Promise<void> {
    this.pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
    this.pageNum = 1;
    return this.run();
  }

  /** Back to every project: no keyword, 全国, no category, stage or dates; the sort stays. */
  resetFilters(): Promise<void> {
    this.keywordInput = '';
    this.areaId = NATIONAL_AREA_ID;
    this.category = null;
    this.pricingStage = null;
    this.dateFrom = '';
    this.dateTo = '';
    this.datePreset = null;
    return this.search();
  }

  /** Re-runs the current search (same page). */
  refresh(): Promise<void> {
    return this.run();
  }

  private async run(): Promise<void> {
    const query = this.query();
    await this.loading.run(() => this.api.list(query), {
      ready: (page) => {
        this.page = page;
        this.lastOutcome = searchOutcome(200, page);
        this.searchCount += 1;
      },
      error: () => {
        this.lastOutcome = 'failure';
        this.searchCount += 1;
      },
    });
  }

  /** The 数据反馈 button of the no-data state. */
  openNoDataFeedback(): void {
    this.dialogs.open(ProjectCostDialogs.noDataFeedback);
  }

  /**
   * The no-data feedback dialog closed (cancel, close icon, Escape or after a submission): the
   * keyword is cleared and the search refreshed.
   */
  closeNoDataFeedback(): Promise<void> {
    if (!this.dialogs.isOpen(ProjectCostDialogs.noDataFeedback)) return Promise.resolve();
    this.dialogs.close(ProjectCostDialogs.noDataFeedback);
    this.keywordInput = '';
    return this.search();
  }

  /** The form's starting values: the searched keyword and region, the member's name. */
  feedbackDefaults(): NoDataFeedbackValues {
    return {
      description: '',
      keyword: this.keyword,
      areaId: this.areaId,
      name: (this.session.user?.fullName ?? '').slice(0, 20),
      phone: '',
    };
  }

  /** Validates and sends the no-data feedback; on success 操作成功 and the dialog closes. */
  async submitNoDataFeedback(values: NoDataFeedbackValues): Promise<SubmitResult> {
    const errors = validateContact(values);
    if (errors.first) return { ok: false, errors, message: errors.first };
    try {
      await this.api.contact(toContactInput(values));
    } catch (err) {
      const message = err instanceof RequestError ? err.message : ProjectCostMessages.failure;
      this.notifier.notify(ProjectCostMessages.failure, 'error');
      return { ok: false, errors: null, message };
    }
    this.notifier.notify(ProjectCostMessages.success, 'success');
    await this.closeNoDataFeedback();
    return { ok: true };
  }
}
