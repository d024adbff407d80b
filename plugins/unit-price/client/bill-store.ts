import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { Loadable } from '@kernel/client/load-state';
import { BQ_BILL_PAGE_SIZES, type BqBillPage, type BqItemBrief } from '../shared/contract';
import { UnitPriceApi, type ProjectBillStore } from './tokens';

export { ProjectBillStore } from './tokens';

/** The priced bill of one single project: a page of its items (by chapter) and its 优质清单. */
@injectable()
export class MobxProjectBillStore implements ProjectBillStore {
  resultId: number | null = null;
  readonly page = new Loadable<BqBillPage>();
  readonly excellent = new Loadable<BqItemBrief[]>();
  chapter = '';
  pageNum = 1;
  pageSize: number = BQ_BILL_PAGE_SIZES[0];

  constructor(@inject(UnitPriceApi) private readonly api: UnitPriceApi) {
    makeAutoObservable<MobxProjectBillStore, 'api'>(this, { api: false, page: false, excellent: false }, { autoBind: true });
  }

  /** Loads the first page and the 优质清单 of a single project (once per project). */
  load(resultId: number): Promise<void> {
    if (this.resultId === resultId && this.page.status !== 'error' && this.page.status !== 'idle') return Promise.resolve();
    this.resultId = resultId;
    this.chapter = '';
    this.pageNum = 1;
    return Promise.all([this.fetch(false), this.excellent.load(() => this.api.excellent(resultId))]).then(() => undefined);
  }

  setChapter(chapter: string): Promise<void> {
    if (chapter === this.chapter) return Promise.resolve();
    this.chapter = chapter;
    this.pageNum = 1;
    return this.fetch(true);
  }

  setPage(pageNum: number): Promise<void> {
    const total = this.page.data?.total ?? 0;
    const count = Math.max(1, Math.ceil(total / this.pageSize));
    this.pageNum = Math.max(1, Math.min(count, Math.floor(pageNum)));
    return this.fetch(true);
  }

  setPageSize(size: number): Promise<void> {
    if (!(BQ_BILL_PAGE_SIZES as readonly number[]).includes(size)) return Promise.resolve();
    this.pageSize = size;
    this.pageNum = 1;
    return this.fetch(true);
  }

  private async fetch(keep: boolean): Promise<void> {
    const id = this.resultId;
    if (id == null) return;
    const { pageNum, pageSize, chapter } = this;
    await this.page.load((signal) => this.api.bill(id, pageNum, pageSize, chapter || undefined, signal), { keepWhileLoading: keep });
  }
}
