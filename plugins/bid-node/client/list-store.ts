import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { AddressQueryList } from '@kernel/client/address-query';
import { downloadFile } from '@kernel/client/downloads';
import { Navigator } from '@kernel/client/navigator';
import { Notifier } from '@kernel/client/ui-store';
import { EXPORT_LIMIT, MAX_INTERVAL_IDS, type BidNodeSummary, type ListPage, type ListQuery } from '../shared/contract';
import { DEFAULT_QUERY, describeQuery, listQuery } from './query';
import { StorageKeys, writeSession } from './storage';
import { bidNodeRoutes } from '../shared/routes';

import { BidNodeApi, ListStore, type RangeRequest } from './tokens';

export { ListStore, type RangeRequest } from './tokens';

export const LIST_PATH = bidNodeRoutes.list.pattern;
export const RANGE_PATH = bidNodeRoutes.indexRange.pattern;
/** Without a selection the range page takes the first RANGE_RESULT_CAP single projects of the result. */
export const RANGE_RESULT_CAP = Math.min(500, MAX_INTERVAL_IDS);
/** Ids up to this many travel in the address (shareable); more go through session storage only. */
export const RANGE_URL_IDS = 100;

/**
 * The list page's state: the query (mirrored in the address bar), the current page of results,
 * the ticked rows (kept across pages) and the export / range actions. The query in the address,
 * paging and sorting are the kernel's AddressQueryList.
 */
@injectable()
export class MobxListStore extends AddressQueryList<ListQuery, ListPage> implements ListStore {
  selected: BidNodeSummary[] = [];
  exporting = false;
  preparingRange = false;

  constructor(
    @inject(BidNodeApi) private readonly api: BidNodeApi,
    @inject(Navigator) navigator: Navigator,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    super(navigator, listQuery, LIST_PATH);
    makeObservable(this, {
      selected: observable.shallow,
      exporting: observable,
      preparingRange: observable,
      items: computed,
      toggleSelect: action,
      setPageSelected: action,
      clearSelection: action,
    });
  }

  get items(): BidNodeSummary[] {
    return this.page?.list ?? [];
  }

  /** 重置: clears every filter; the keyword of the header search and the page size stay. */
  reset(): Promise<void> {
    return this.replaceQuery({ ...DEFAULT_QUERY, keyWord: this.query.keyWord, pageSize: this.query.pageSize });
  }

  /** A header search: a fresh query with only the keyword. */
  search(keyword: string): Promise<void> {
    return this.replaceQuery({ ...DEFAULT_QUERY, pageSize: this.query.pageSize, keyWord: keyword.trim() || undefined });
  }

  /** Runs the current query; a newer call cancels an older one. */
  load(): Promise<void> {
    return this.loadPage((q, signal) => this.api.list(q, signal));
  }

  // ---- selection -------------------------------------------------------------------------

  isSelected(id: number): boolean {
    return this.selected.some((s) => s.id === id);
  }

  toggleSelect(item: BidNodeSummary): void {
    const i = this.selected.findIndex((s) => s.id === item.id);
    if (i >= 0) this.selected.splice(i, 1);
    else this.selected.push(item);
  }

  /** Ticks or unticks every row of the current page. */
  setPageSelected(on: boolean): void {
    for (const item of this.items) {
      const i = this.selected.findIndex((s) => s.id === item.id);
      if (on && i < 0) this.selected.push(item);
      if (!on && i >= 0) this.selected.splice(i, 1);
    }
  }

  clearSelection(): void {
    this.selected.splice(0, this.selected.length);
  }

  // ---- actions ---------------------------------------------------------------------------

  /** 导出Excel: the current filters (at most EXPORT_LIMIT rows, the server's cut). */
  async exportExcel(): Promise<boolean> {
    if (this.exporting) return false;
    runInAction(() => (this.exporting = true));
    const failure = await downloadFile(() => this.api.exportList(this.query), () => `单项工程指标_${stamp(new Date())}.xlsx`);
    runInAction(() => (this.exporting = false));
    if (failure) {
      this.notifier.notify(failure, 'error');
      return false;
    }
    if (this.total > EXPORT_LIMIT) {
      this.notifier.notify(`结果共 ${this.total.toLocaleString('zh-CN')} 条，已导出按当前排序的前 ${EXPORT_LIMIT.toLocaleString('zh-CN')} 条（单次导出上限）`, 'warning');
    }
    return true;
  }

  /**
   * The request of the range page: the ticked rows, or (none ticked) the first RANGE_RESULT_CAP
   * single projects of the current result, fetched page by page.
   */
  async prepareRange(regionName: (areaId: number) => string): Promise<RangeRequest | null> {
    const basis = describeQuery(this.query, regionName);
    if (this.selected.length > 0) {
      return { ids: this.selected.map((s) => s.id).slice(0, MAX_INTERVAL_IDS), source: 'selected', basis, resultTotal: this.total };
    }
    if (this.total === 0) return null;
    runInAction(() => (this.preparingRange = true));
    try {
      const size = 50;
      const want = Math.min(this.total, RANGE_RESULT_CAP);
      const pages = Math.ceil(want / size);
      const ids: number[] = [];
      for (let start = 1; start <= pages; start += 3) {
        const batch = await Promise.all(
          [start, start + 1, start + 2].filter((p) => p <= pages).map((p) => this.api.list({ ...this.query, pageNum: p, pageSize: size })),
        );
        for (const page of batch) for (const item of page.list) if (!ids.includes(item.id)) ids.push(item.id);
      }
      return { ids: ids.slice(0, want), source: 'result', basis, resultTotal: this.total };
    } catch {
      return null;
    } finally {
      runInAction(() => (this.preparingRange = false));
    }
  }

  /** Stores a range request for the range page and returns its address. */
  rangeUrl(request: RangeRequest): string {
    writeSession(StorageKeys.rangeRequest, request);
    return request.ids.length <= RANGE_URL_IDS ? `${RANGE_PATH}?ids=${request.ids.join(',')}` : RANGE_PATH;
  }
}

/** YYYYMMDD_HHmm of a local time, for download file names. */
export function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}_${p(d.getHours())}${p(d.getMinutes())}`;
}
