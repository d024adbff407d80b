import { makeAutoObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { Notifier } from '@kernel/client/ui-store';
import type { IndexType } from '@plugins/cost-data/shared/vocabulary';
import type { AttrInfo, BaseInfo, BidNodeSummary, DynamicTrend, IndexByType, IndexColumn, RepriceResult, ScopeInfo } from '../shared/contract';
import { BidNodeApi, saveBlob } from './api';
import type { LoadState } from './list-store';
import { addMonths, isMonth, monthOf } from './query';

export { DetailStore } from './tokens';

type Section = 'summary' | 'base' | 'scope' | 'attr' | 'indexes' | 'trend';

/** One section's data and load state. */
export interface Loadable<T> {
  data: T | null;
  state: LoadState;
}

const empty = <T,>(): Loadable<T> => ({ data: null, state: 'idle' });

/**
 * The detail page of one single project: each section loads on its own (a failing section does not
 * blank the page), the like toggle, the reprice form and the export.
 */
@injectable()
export class MobxDetailStore {
  id: number | null = null;
  summary: Loadable<BidNodeSummary> = empty();
  base: Loadable<BaseInfo> = empty();
  scope: Loadable<ScopeInfo> = empty();
  attr: Loadable<AttrInfo> = empty();
  cols: IndexColumn[] = [];
  indexes: Loadable<Partial<Record<IndexType, IndexByType>>> = empty();
  trend: Loadable<DynamicTrend> = empty();
  liking = false;
  exporting = false;

  /** The reprice (指标换算) form: target region and month, and the answer. */
  repriceAreaId = 1;
  repriceMonth = '';
  reprice: Loadable<RepriceResult> = empty();

  private seq = 0;

  constructor(
    @inject(BidNodeApi) private readonly api: BidNodeApi,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<MobxDetailStore, 'api' | 'notifier' | 'seq'>(
      this,
      {
        api: false,
        notifier: false,
        seq: false,
        summary: observable.ref,
        base: observable.ref,
        scope: observable.ref,
        attr: observable.ref,
        cols: observable.ref,
        indexes: observable.ref,
        trend: observable.ref,
        reprice: observable.ref,
      },
      { autoBind: true },
    );
  }

  /** Loads every section of a single project (again, when `force`). */
  load(id: number, force = false): Promise<void> {
    if (!force && this.id === id && this.summary.state !== 'error' && this.summary.state !== 'idle') return Promise.resolve();
    const seq = ++this.seq;
    this.id = id;
    this.summary = { data: null, state: 'loading' };
    this.base = { data: null, state: 'loading' };
    this.scope = { data: null, state: 'loading' };
    this.attr = { data: null, state: 'loading' };
    this.indexes = { data: null, state: 'loading' };
    this.trend = { data: null, state: 'loading' };
    this.cols = [];
    this.reprice = empty();
    this.repriceAreaId = 1;
    this.repriceMonth = '';
    const run = <K extends Exclude<Section, 'indexes'>>(section: K, call: () => Promise<NonNullable<MobxDetailStore[K]['data']>>) =>
      call().then(
        (data) => {
          if (seq === this.seq) runInAction(() => ((this[section] as Loadable<unknown>) = { data, state: 'ready' }));
        },
        () => {
          if (seq === this.seq) runInAction(() => ((this[section] as Loadable<unknown>) = { data: null, state: 'error' }));
        },
      );
    return Promise.all([
      run('summary', () => this.api.summary(id)).then(() => {
        const s = this.summary.data;
        if (seq === this.seq && s && !this.repriceMonth) runInAction(() => (this.repriceMonth = defaultRepriceMonth(s.priceDate)));
      }),
      run('base', () => this.api.base(id)),
      run('scope', () => this.api.scope(id)),
      run('attr', () => this.api.attr(id)),
      run('trend', () => this.api.trend(id)),
      this.loadIndexes(id, seq),
    ]).then(() => undefined);
  }

  private async loadIndexes(id: number, seq: number): Promise<void> {
    try {
      const cols = await this.api.cols(id);
      const types = cols.length ? cols.map((c) => c.indexType) : ([1, 2, 3] as IndexType[]);
      const tables = await Promise.all(types.map((t) => this.api.indexByType(id, t).catch(() => null)));
      if (seq !== this.seq) return;
      const data: Partial<Record<IndexType, IndexByType>> = {};
      tables.forEach((t, i) => {
        if (t) data[types[i]] = t;
      });
      runInAction(() => {
        this.cols = cols;
        this.indexes = { data, state: tables.some(Boolean) ? 'ready' : 'error' };
      });
    } catch {
      if (seq === this.seq) runInAction(() => (this.indexes = { data: null, state: 'error' }));
    }
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
        if (this.summary.data?.id === s.id) this.summary = { data: { ...s, liked: state.liked, likeNum: state.likeNum }, state: 'ready' };
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
    if (!isMonth(this.repriceMonth)) {
      this.notifier.notify('请选择目标价格月份', 'warning');
      return;
    }
    this.reprice = { data: this.reprice.data, state: 'loading' };
    try {
      const data = await this.api.reprice(id, this.repriceAreaId, this.repriceMonth);
      runInAction(() => {
        if (this.id === id) this.reprice = { data, state: 'ready' };
      });
    } catch {
      runInAction(() => (this.reprice = { data: null, state: 'error' }));
    }
  }

  /** 导出Excel of this single project. */
  async exportExcel(): Promise<void> {
    const s = this.summary.data;
    if (!s || this.exporting) return;
    this.exporting = true;
    try {
      const blob = await this.api.exportDetail(s.id);
      saveBlob(blob, `单项工程指标_${s.code || s.id}.xlsx`);
    } catch (error) {
      this.notifier.notify((error as Error)?.message || '导出失败，请稍后重试', 'error');
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}

/** The reprice form starts at the latest month the site's price index surely has: last month. */
export function defaultRepriceMonth(priceDate: string, now = new Date()): string {
  const last = addMonths(monthOf(now), -1);
  const own = priceDate.slice(0, 7);
  return isMonth(own) && own > last ? own : last;
}
