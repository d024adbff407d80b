import { action, computed, makeObservable, observable } from 'mobx';
import { inject, injectable } from 'inversify';
import { AddressQueryList, type SortOrder } from '@kernel/client/address-query';
import { Loadable } from '@kernel/client/load-state';
import { Navigator } from '@kernel/client/navigator';
import { BQ_SAMPLE_PAGE_SIZES, type BqCodeRowStat, type BqSearchPage, type BqSortField, type BqStandardCode, type BqTemplate, type BqTradeNode, type BqVideoGuide } from '../shared/contract';
import { unitPriceRoutes } from '../shared/routes';
import { DEFAULT_QUERY, effectiveStandard, filterOf, listQuery, queryKey } from './query';
import { UnitPriceApi, type ListQuery, type OpenRow, type UnitPriceListStore } from './tokens';

export { UnitPriceListStore } from './tokens';

export const LIST_PATH = unitPriceRoutes.list.pattern;
export const SAMPLE_PAGE_SIZE = BQ_SAMPLE_PAGE_SIZES[0];

/** The samples of the opened row: its statistics and a page of its items. */
class OpenRowState implements OpenRow {
  readonly template = new Loadable<BqTemplate>();
  pageNum = 1;
  pageSize: number = SAMPLE_PAGE_SIZE;
  sampleSort: 'month' | 'price' = 'month';
  constructor(readonly row: BqCodeRowStat) {
    makeObservable(this, { pageNum: observable, pageSize: observable, sampleSort: observable });
  }
}

/**
 * The list page's state: the query (mirrored in the address bar), the current page of rows (one per
 * standard, 9-digit code and unit), the 清单分类 tree of the shown standard, and the opened row's
 * samples.
 */
@injectable()
export class MobxUnitPriceListStore extends AddressQueryList<ListQuery, BqSearchPage> implements UnitPriceListStore {
  readonly tree = new Loadable<BqTradeNode[]>();
  open: OpenRowState | null = null;

  private videoOffered = false;
  private treeKey: string | null = null;

  constructor(
    @inject(UnitPriceApi) private readonly api: UnitPriceApi,
    @inject(Navigator) navigator: Navigator,
  ) {
    super(navigator, listQuery, LIST_PATH);
    makeObservable<MobxUnitPriceListStore, 'setOpen'>(this, {
      open: observable.ref,
      error: computed,
      rows: computed,
      standard: computed,
      setOpen: action,
    });
  }

  get error(): string | null {
    return this.loading.status === 'error' ? this.loading.error : null;
  }

  get rows(): BqCodeRowStat[] {
    return this.page?.list ?? [];
  }

  get standard(): BqStandardCode {
    return this.page?.scope.standard.code ?? effectiveStandard(this.query);
  }

  private setOpen(open: OpenRowState | null): void {
    this.open = open;
  }

  /** The code column sorts ascending on its first click (the default order); the figures descending. */
  protected override firstSortOrder(field: BqSortField): SortOrder {
    return field === 'code' ? 'asc' : 'desc';
  }

  /** 重置: clears every filter; the standard and the page size stay. */
  reset(): Promise<void> {
    return this.replaceQuery({ ...DEFAULT_QUERY, standard: this.query.standard, pageSize: this.query.pageSize });
  }

  /**
   * A search (the page's box or the header's 综合单价指标 scope): the keyword replaces the previous
   * one and the 清单分类 node is cleared (a new word may lie in another chapter); region, period and
   * the other filters stay.
   */
  search(keyword: string): Promise<void> {
    return this.update({ keyWord: keyword.trim() || undefined, tradeCode: undefined });
  }

  /** Runs the current query (and the tree when its filters changed); a newer call cancels an older one. */
  async load(): Promise<void> {
    const q = this.query;
    const key = queryKey(q);
    if (this.open && this.loadedKey !== key) this.setOpen(null);
    await Promise.all([
      this.loadPage((query, signal) => this.api.search(query, signal)),
      this.loadTree(),
    ]);
  }

  /** The 清单分类 of the shown standard, with counts in the filtered set (keyword and node aside). */
  private loadTree(): Promise<unknown> {
    const { keyWord: _k, tradeCode: _t, ...filters } = filterOf(this.query);
    void _k;
    void _t;
    const bqItemDbId = effectiveStandard(this.query);
    const key = JSON.stringify({ ...filters, bqItemDbId });
    if (key === this.treeKey && this.tree.status !== 'error') return Promise.resolve();
    this.treeKey = key;
    return this.tree.load((signal) => this.api.tradeTree({ ...filters, bqItemDbId }, signal), { keepWhileLoading: true });
  }

  // ---- the opened row's samples ------------------------------------------------------------

  /** Opens a row's samples: its statistics in the filtered set and the first page of its items. */
  openRow(row: BqCodeRowStat): Promise<void> {
    this.setOpen(new OpenRowState(row));
    return this.loadSamples();
  }

  closeRow(): void {
    this.setOpen(null);
  }

  setSamplePage(pageNum: number): Promise<void> {
    const open = this.open;
    if (!open) return Promise.resolve();
    const total = open.template.data?.samples.total ?? 0;
    const count = Math.max(1, Math.ceil(total / open.pageSize));
    action(() => (open.pageNum = Math.max(1, Math.min(count, Math.floor(pageNum)))))();
    return this.loadSamples(true);
  }

  setSampleSort(sort: 'month' | 'price'): Promise<void> {
    const open = this.open;
    if (!open || open.sampleSort === sort) return Promise.resolve();
    action(() => {
      open.sampleSort = sort;
      open.pageNum = 1;
    })();
    return this.loadSamples(true);
  }

  // ---- the video guide ----------------------------------------------------------------------

  /** The video guide once a visit (the store lives as long as the page's tab), when the deployment shows one. */
  async offerVideo(): Promise<BqVideoGuide | null> {
    if (this.videoOffered) return null;
    this.videoOffered = true;
    try {
      const guide = await this.api.videoGuide();
      return guide?.show && guide.src ? guide : null;
    } catch {
      return null;
    }
  }

  private async loadSamples(keep = false): Promise<void> {
    const open = this.open;
    if (!open) return;
    const filters = filterOf(this.query);
    await open.template.load(
      (signal) => this.api.template({ ...filters, ids: open.row.rowKey, pageNum: open.pageNum, pageSize: open.pageSize, sampleSort: open.sampleSort }, signal),
      { keepWhileLoading: keep },
    );
  }
}
