import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { Navigator } from '@kernel/client/navigator';
import { Loadable } from '@kernel/client/load-state';
import {
  MATERIAL_PRICE_LIMITS,
  POPULAR_RESOURCE_CODES,
  monthSpan,
  monthText,
  parseMonthText,
  shiftMonth,
  type MaterialPriceMeta,
  type PriceSeries,
  type RegionPriceTable,
  type ResourceBrief,
  type ResourceSearchResult,
} from '../shared/contract';
import { materialPriceLink } from '../shared/routes';
import { downloadFile } from '@kernel/client/downloads';
import { MaterialPriceApi, type MaterialPriceStore, type PriceSelection } from './tokens';

/** What the page shows without parameters: HRB400E Φ20~25 in 全国 over the last three years. */
export const DEFAULT_CODE = POPULAR_RESOURCE_CODES[0];
export const DEFAULT_AREA_ID = 1;
/** The default period: 36 months up to the latest month. */
export const DEFAULT_MONTHS = 36;
/** Search results listed at once. */
export const RESULT_SIZE = 50;

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/** A month of the address: `YYYY-MM` (the links' form) or `YYYYMM`. */
function monthParam(text: string | null): number | null {
  const t = (text ?? '').trim();
  if (/^\d{6}$/.test(t)) return parseMonthText(`${t.slice(0, 4)}-${t.slice(4)}`);
  return parseMonthText(t);
}

/**
 * The selection an address asks for (code, areaId, month, from, to: see shared/routes.ts), completed
 * with the defaults and clamped to the months with data.
 */
export function selectionOf(search: string, meta: Pick<MaterialPriceMeta, 'firstMonth' | 'latestMonth'>): PriceSelection {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const { firstMonth: first, latestMonth: last } = meta;
  const code = (params.get('code') ?? '').trim().slice(0, MATERIAL_PRICE_LIMITS.codeMax) || DEFAULT_CODE;
  const areaText = (params.get('areaId') ?? '').trim();
  const areaId = /^\d{1,9}$/.test(areaText) && Number(areaText) > 0 ? Number(areaText) : DEFAULT_AREA_ID;
  const month = monthParam(params.get('month'));
  let to = monthParam(params.get('to')) ?? (month !== null ? shiftMonth(month, 12) : last);
  to = clamp(to, first, last);
  let from = monthParam(params.get('from')) ?? (month !== null ? shiftMonth(month, -24) : shiftMonth(to, -(DEFAULT_MONTHS - 1)));
  from = clamp(from, first, last);
  if (from > to) [from, to] = [to, from];
  if (monthSpan(from, to) > MATERIAL_PRICE_LIMITS.seriesMonthsMax) from = shiftMonth(to, -(MATERIAL_PRICE_LIMITS.seriesMonthsMax - 1));
  const tableMonth = clamp(month ?? to, first, last);
  return { code, areaId, from, to, month: tableMonth };
}

const seriesKey = (s: PriceSelection) => `${s.code}|${s.areaId}|${s.from}|${s.to}`;
const tableKey = (s: PriceSelection) => `${s.code}|${s.areaId}|${s.month}`;

/** The price page's store on the kernel's load-state base (status, error, request-race guard). */
@injectable()
export class MobxMaterialPriceStore implements MaterialPriceStore {
  readonly meta = new Loadable<MaterialPriceMeta>();
  readonly series = new Loadable<PriceSeries>();
  readonly table = new Loadable<RegionPriceTable>();
  readonly results = new Loadable<ResourceSearchResult>();
  selection: PriceSelection | null = null;
  keyword = '';
  kind = '';
  exporting = false;
  /** The last resource picked from a list (shown before its series answers). */
  private picked: ResourceBrief | null = null;
  private seriesLoaded = '';
  private tableLoaded = '';

  constructor(
    @inject(MaterialPriceApi) private readonly api: MaterialPriceApi,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    makeObservable<MobxMaterialPriceStore, 'picked'>(this, {
      selection: observable.ref,
      keyword: observable,
      kind: observable,
      exporting: observable,
      picked: observable.ref,
      resource: computed,
      select: action,
    });
  }

  get resource(): ResourceBrief | null {
    const code = this.selection?.code;
    if (!code) return null;
    const fromSeries = this.series.data?.resource;
    if (fromSeries?.code === code) return fromSeries;
    if (this.picked?.code === code) return this.picked;
    return this.meta.data?.popular.find((r) => r.code === code) ?? this.results.data?.list.find((r) => r.code === code) ?? null;
  }

  private metaPending: Promise<unknown> | null = null;

  /** The meta, loaded once (the page's prepare and its first render share one request). */
  private async ensureMeta(): Promise<MaterialPriceMeta | null> {
    if (this.meta.data) return this.meta.data;
    this.metaPending ??= this.meta.load((signal) => this.api.meta(signal), { keepOnError: true }).finally(() => (this.metaPending = null));
    await this.metaPending;
    return this.meta.data;
  }

  async applyUrl(search: string): Promise<void> {
    const meta = await this.ensureMeta();
    if (!meta) return;
    const next = selectionOf(search, meta);
    if (this.results.status === 'idle') void this.search(this.keyword, this.kind);
    await this.select(next, false);
  }

  url(): string {
    const s = this.selection;
    if (!s) return materialPriceLink();
    return materialPriceLink({ code: s.code, areaId: s.areaId, from: monthText(s.from), to: monthText(s.to), month: monthText(s.month) });
  }

  /** Takes a selection, writes the address when asked and loads what changed. */
  select(next: PriceSelection, writeUrl = true): Promise<void> {
    this.selection = next;
    if (writeUrl) {
      const url = this.url();
      if (this.navigator.current() !== url) this.navigator.navigate(url, { replace: true });
    }
    return this.loadChanged();
  }

  private async loadChanged(): Promise<void> {
    const s = this.selection;
    if (!s) return;
    const jobs: Promise<unknown>[] = [];
    const sk = seriesKey(s);
    if (sk !== this.seriesLoaded || this.series.status === 'error') {
      this.seriesLoaded = sk;
      jobs.push(
        this.series.load((signal) => this.api.series({ code: s.code, areaId: s.areaId, from: monthText(s.from), to: monthText(s.to) }, signal), { keepWhileLoading: true }).then((outcome) => {
          if (outcome.kind === 'error') this.seriesLoaded = '';
        }),
      );
    }
    const tk = tableKey(s);
    if (tk !== this.tableLoaded || this.table.status === 'error') {
      this.tableLoaded = tk;
      jobs.push(
        this.table.load((signal) => this.api.regionTable({ code: s.code, areaId: s.areaId, month: monthText(s.month) }, signal), { keepWhileLoading: true }).then((outcome) => {
          if (outcome.kind === 'error') this.tableLoaded = '';
        }),
      );
    }
    await Promise.all(jobs);
  }

  private patch(patch: Partial<PriceSelection>): Promise<void> {
    if (!this.selection) return Promise.resolve();
    return this.select({ ...this.selection, ...patch });
  }

  selectResource(resource: ResourceBrief): Promise<void> {
    runInAction(() => (this.picked = resource));
    return this.patch({ code: resource.code });
  }

  setRegion(areaId: number): Promise<void> {
    return this.patch({ areaId });
  }

  setPeriod(from: number, to: number): Promise<void> {
    const meta = this.meta.data;
    if (!meta || !this.selection) return Promise.resolve();
    let a = clamp(from, meta.firstMonth, meta.latestMonth);
    let b = clamp(to, meta.firstMonth, meta.latestMonth);
    if (a > b) [a, b] = [b, a];
    if (monthSpan(a, b) > MATERIAL_PRICE_LIMITS.seriesMonthsMax) a = shiftMonth(b, -(MATERIAL_PRICE_LIMITS.seriesMonthsMax - 1));
    const month = this.selection.month < a || this.selection.month > b ? b : this.selection.month;
    return this.patch({ from: a, to: b, month });
  }

  setMonth(month: number): Promise<void> {
    const meta = this.meta.data;
    if (!meta) return Promise.resolve();
    return this.patch({ month: clamp(month, meta.firstMonth, meta.latestMonth) });
  }

  async search(keyword: string, kind = this.kind): Promise<void> {
    const keyWord = keyword.trim().slice(0, MATERIAL_PRICE_LIMITS.keywordMax);
    runInAction(() => {
      this.keyword = keyWord;
      this.kind = kind;
    });
    await this.results.load((signal) => this.api.searchResources({ keyWord: keyWord || undefined, kind: kind || undefined, pageSize: RESULT_SIZE }, signal), {
      keepWhileLoading: true,
    });
  }

  async exportXlsx(): Promise<string | null> {
    const s = this.selection;
    if (!s || this.exporting) return null;
    runInAction(() => (this.exporting = true));
    const failure = await downloadFile(
      () => this.api.exportXlsx({ code: s.code, areaId: s.areaId, from: monthText(s.from), to: monthText(s.to), month: monthText(s.month) }),
      () => `材料价格_${this.resource?.name ?? s.code}_${this.series.data?.region.name ?? ''}_${s.from}-${s.to}.xlsx`.replace(/[\\/:*?"<>|\s]+/g, ''),
    );
    runInAction(() => (this.exporting = false));
    return failure;
  }
}
