import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { Loadable } from '@kernel/client/load-state';
import { Notifier } from '@kernel/client/ui-store';
import type { IndexType } from '@plugins/cost-data/shared/vocabulary';
import type { AttrInfo, BaseInfo, BidNodeSummary, DynamicTrend, IndexByType, IndexColumn, RepriceResult, ScopeInfo } from '../shared/contract';
import { downloadFile } from '@kernel/client/downloads';
import { addMonths, isMonthKey, monthKeyOfDate, monthKeyOfDateText } from '@kernel/core/months';
import { BidNodeApi, DetailStore } from './tokens';

export { DetailStore } from './tokens';

/**
 * The detail page of one single project: each section loads on its own (a failing section does not
 * blank the page; a newer project's answers win over a late one of the previous project), the like
 * toggle, the reprice form and the export.
 */
@injectable()
export class MobxDetailStore implements DetailStore {
  id: number | null = null;
  readonly summary = new Loadable<BidNodeSummary>();
  readonly base = new Loadable<BaseInfo>();
  readonly scope = new Loadable<ScopeInfo>();
  readonly attr = new Loadable<AttrInfo>();
  cols: IndexColumn[] = [];
  readonly indexes = new Loadable<Partial<Record<IndexType, IndexByType>>>();
  readonly trend = new Loadable<DynamicTrend>();
  liking = false;
  exporting = false;

  /** The reprice (指标换算) form: target region and month, and the answer. */
  repriceAreaId = 1;
  repriceMonth = '';
  readonly reprice = new Loadable<RepriceResult>();

  constructor(
    @inject(BidNodeApi) private readonly api: BidNodeApi,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<MobxDetailStore, 'api' | 'notifier'>(
      this,
      {
        api: false,
        notifier: false,
        summary: false,
        base: false,
        scope: false,
        attr: false,
        indexes: false,
        trend: false,
        reprice: false,
      },
      { autoBind: true },
    );
  }

  /** Loads every section of a single project (again, when `force`). */
  load(id: number, force = false): Promise<void> {
    if (!force && this.id === id && this.summary.status !== 'error' && this.summary.status !== 'idle') return Promise.resolve();
    this.id = id;
    this.cols = [];
    this.reprice.clear();
    this.repriceAreaId = 1;
    this.repriceMonth = '';
    return Promise.all([
      this.summary.load(() => this.api.summary(id)).then((outcome) => {
        if (outcome.kind === 'ready' && !this.repriceMonth) runInAction(() => (this.repriceMonth = defaultRepriceMonth(outcome.value.priceDate)));
      }),
      this.base.load(() => this.api.base(id)),
      this.scope.load(() => this.api.scope(id)),
      this.attr.load(() => this.api.attr(id)),
      this.trend.load(() => this.api.trend(id)),
      this.indexes.run(() => this.fetchIndexes(id), {
        start: () => this.indexes.set(null),
        ready: ({ cols, data }) => {
          this.cols = cols;
          this.indexes.set(data);
        },
        error: () => this.indexes.set(null),
      }),
    ]).then(() => undefined);
  }

  /** The index columns and a table per index type; fails when no table could be read. */
  private async fetchIndexes(id: number): Promise<{ cols: IndexColumn[]; data: Partial<Record<IndexType, IndexByType>> }> {
    const cols = await this.api.cols(id);
    const types = cols.length ? cols.map((c) => c.indexType) : ([1, 2, 3] as IndexType[]);
    const tables = await Promise.all(types.map((t) => this.api.indexByType(id, t).catch(() => null)));
    if (!tables.some(Boolean)) throw new Error('指标数据加载失败');
    const data: Partial<Record<IndexType, IndexByType>> = {};
    tables.forEach((t, i) => {
      if (t) data[types[i]] = t;
    });
    return { cols, data };
  }

  index(type: IndexType): IndexByType | null {
    return this.indexes.data?.[type] ?? null;
  }

  /** 点赞 / 取消点赞. */
  async toggleLike(): Promise<void> {
    const s = this.summary.data;
    if (!s || this.liking) return;
    this.liking = true;
    try {
      const state = s.liked ? await this.api.unlike(s.id) : await this.api.like(s.id);
      runInAction(() => {
        if (this.summary.data?.id === s.id) this.summary.set({ ...s, liked: state.liked, likeNum: state.likeNum });
      });
    } catch {
      /* the HTTP client has said why */
    } finally {
      runInAction(() => (this.liking = false));
    }
  }

  setRepriceArea(areaId: number): void {
    this.repriceAreaId = areaId;
  }

  setRepriceMonth(month: string): void {
    this.repriceMonth = month;
  }

  /** 指标换算: reprices the single project to the chosen region and month. */
  async runReprice(): Promise<void> {
    const id = this.id;
    if (id == null) return;
    if (!isMonthKey(this.repriceMonth)) {
      this.notifier.notify('请选择目标价格月份', 'warning');
      return;
    }
    await this.reprice.load(() => this.api.reprice(id, this.repriceAreaId, this.repriceMonth), { keepWhileLoading: true });
  }

  /** 导出Excel of this single project. */
  async exportExcel(): Promise<void> {
    const s = this.summary.data;
    if (!s || this.exporting) return;
    this.exporting = true;
    const failure = await downloadFile(() => this.api.exportDetail(s.id), `单项工程指标_${s.code || s.id}.xlsx`);
    if (failure) this.notifier.notify(failure, 'error');
    runInAction(() => (this.exporting = false));
  }
}

/** The reprice form starts at the latest month the site's price index surely has: last month. */
export function defaultRepriceMonth(priceDate: string, now = new Date()): string {
  const last = addMonths(monthKeyOfDate(now), -1);
  const own = monthKeyOfDateText(priceDate);
  return isMonthKey(own) && own > last ? own : last;
}
