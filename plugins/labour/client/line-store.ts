import { inject, injectable, optional } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { AppConfig } from '@kernel/client/app-config';
import { saveBlob } from '@kernel/client/downloads';
import type { RuntimeConfig } from '@kernel/core/gateways';
import { Loadable, errorMessage } from '@kernel/client/load-state';
import { Navigator } from '@kernel/client/navigator';
import { Rights } from '@kernel/client/rights';
import { withQuery } from '@kernel/core/route-refs';
import { MembershipRights } from '@plugins/membership/shared/rights';
import {
  LABOUR_LIMITS,
  LabourMessages,
  labourRoutes,
  type LabourLineDetail,
  type LabourQuarterTable,
  type LabourTrend,
} from '../shared/contract';
import { findRegion, regionTitle } from './catalog';
import { safeFileName } from './format';
import { maxQuarter, shiftQuarter } from './quarters';
import { LabourApi, LabourCatalog, type LabourLineStore, type LabourPeriod } from './tokens';

/** The period a line opens with: the last five years. */
export const DEFAULT_PERIOD: LabourPeriod = 20;
const PERIODS: readonly LabourPeriod[] = [8, 20, null];
const DEFAULT_PAGE_SIZE = 20;

function periodOf(text: string | null): LabourPeriod {
  if (text === 'all') return null;
  const n = Number(text);
  return PERIODS.includes(n as LabourPeriod) ? (n as LabourPeriod) : DEFAULT_PERIOD;
}

/** The compared areaids of the address (`compare=12,23`): distinct positive integers, at most the limit. */
export function compareOf(text: string | null): number[] {
  const out: number[] = [];
  for (const part of (text ?? '').split(',')) {
    const t = part.trim();
    if (!/^\d{1,9}$/.test(t)) continue;
    const n = Number(t);
    if (n > 0 && !out.includes(n)) out.push(n);
    if (out.length >= LABOUR_LIMITS.compareMax) break;
  }
  return out;
}

/**
 * The price-line page's state: the line's header first (it names the line's own region and the
 * newest quarter the caller sees), then its trend (band and compared regions) and its quarters for
 * the period. The compared regions and the period live in the address (`compare`, `period`).
 */
@injectable()
export class MobxLabourLineStore implements LabourLineStore {
  readonly detail = new Loadable<LabourLineDetail>();
  readonly trend = new Loadable<LabourTrend>();
  readonly quarters = new Loadable<LabourQuarterTable>();
  id: number | null = null;
  compareIds: number[] = [];
  period: LabourPeriod = DEFAULT_PERIOD;
  pageNum = 1;
  pageSize = DEFAULT_PAGE_SIZE;
  readonly favoritesOn: boolean;
  saved: boolean | undefined = undefined;
  saving = false;
  exporting = false;
  private detailKey = '';
  private trendKey = '';
  private quartersKey = '';
  /** The loads under way, so that a second ask for the same key waits for the first. */
  private trendPending: Promise<unknown> = Promise.resolve();
  private quartersPending: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(LabourApi) private readonly api: LabourApi,
    @inject(LabourCatalog) readonly catalog: LabourCatalog,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Rights) private readonly rights: Rights,
    @inject(AppConfig) @optional() config?: RuntimeConfig,
  ) {
    // The favourites of price lines are kept by the favorites plugin, which may be off.
    this.favoritesOn = config?.plugins.includes('favorites') ?? true;
    makeObservable<MobxLabourLineStore>(this, {
      id: observable,
      compareIds: observable.ref,
      period: observable,
      pageNum: observable,
      pageSize: observable,
      saved: observable,
      saving: observable,
      exporting: observable,
      clearCompare: action,
      toggleCompare: action,
      setPeriod: action,
    });
  }

  async open(id: number, search: string): Promise<void> {
    const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
    const lineChanged = id !== this.id;
    runInAction(() => {
      if (lineChanged) {
        this.id = id;
        this.saved = undefined;
        this.pageNum = 1;
      }
      this.compareIds = compareOf(params.get('compare'));
      this.period = periodOf(params.get('period'));
    });
    if (lineChanged && this.favoritesOn) void this.loadSaved(id);
    const [info] = await Promise.all([this.catalog.ensure(), this.loadDetail()]);
    // Regions the catalogue does not know (an old or edited address) are left out, not sent.
    if (info) {
      const known = this.compareIds.filter((a) => findRegion(info.regions, a));
      if (known.length !== this.compareIds.length) runInAction(() => (this.compareIds = known));
    }
    await this.loadRest();
  }

  url(): string {
    if (this.id == null) return labourRoutes.index();
    const base = withQuery(labourRoutes.priceLine({ id: this.id }), { period: this.period === DEFAULT_PERIOD ? undefined : this.period === null ? 'all' : this.period });
    // The compared areaids read as a plain list in the address (a comma needs no escaping in a query).
    if (!this.compareIds.length) return base;
    return `${base}${base.includes('?') ? '&' : '?'}compare=${this.compareIds.join(',')}`;
  }

  private writeUrl(): void {
    const url = this.url();
    if (this.navigator.current() !== url) this.navigator.navigate(url, { replace: true });
  }

  toggleCompare(areaId: number): string | null {
    if (this.compareIds.includes(areaId)) {
      this.compareIds = this.compareIds.filter((a) => a !== areaId);
    } else {
      if (areaId === this.detail.data?.line.region.areaid) return LabourMessages.compareSelf;
      if (this.compareIds.length >= LABOUR_LIMITS.compareMax) return LabourMessages.compare;
      this.compareIds = [...this.compareIds, areaId];
    }
    this.writeUrl();
    void this.loadRest();
    return null;
  }

  clearCompare(): void {
    if (!this.compareIds.length) return;
    this.compareIds = [];
    this.writeUrl();
    void this.loadRest();
  }

  setPeriod(period: LabourPeriod): void {
    if (period === this.period) return;
    this.period = period;
    this.pageNum = 1;
    this.writeUrl();
    void this.loadRest();
  }

  async setPage(pageNum: number): Promise<void> {
    const total = this.quarters.data?.total ?? 0;
    const count = Math.max(1, Math.ceil(total / this.pageSize));
    runInAction(() => (this.pageNum = Math.max(1, Math.min(count, Math.floor(pageNum) || 1))));
    await this.loadRest();
  }

  async setPageSize(size: number): Promise<void> {
    if (!LABOUR_LIMITS.pageSizes.includes(size)) return;
    runInAction(() => {
      this.pageSize = size;
      this.pageNum = 1;
    });
    await this.loadRest();
  }

  /** The period's range ('YYYYQn'), from the newest quarter the caller sees; null before the header is there. */
  range(): { from?: string; to: string } | null {
    const d = this.detail.data;
    if (!d) return null;
    const to = d.scope.visibleQuarter;
    if (this.period === null) return { to };
    const first = this.catalog.info.data?.firstQuarter;
    const from = shiftQuarter(to, -(this.period - 1));
    return { from: first ? maxQuarter(from, first) : from, to };
  }

  private vipKey(): string {
    return this.rights.has(MembershipRights.vip) ? 'vip' : 'member';
  }

  private async loadDetail(): Promise<void> {
    const id = this.id;
    if (id == null) return;
    const key = `${id}|${this.vipKey()}`;
    if (key === this.detailKey && this.detail.status !== 'error') return;
    this.detailKey = key;
    this.trendKey = '';
    this.quartersKey = '';
    const outcome = await this.detail.load((signal) => this.api.lineDetail(id, signal));
    if (outcome.kind === 'error') this.detailKey = '';
  }

  private async loadRest(): Promise<void> {
    const id = this.id;
    const range = this.range();
    if (id == null || !range) return;
    const own = this.detail.data?.line.region.areaid;
    const compare = this.compareIds.filter((a) => a !== own);
    const tk = `${id}|${range.from ?? ''}|${range.to}|${compare.join(',')}`;
    if (tk !== this.trendKey || this.trend.status === 'error') {
      this.trendKey = tk;
      this.trendPending = this.trend
        .load((signal) => this.api.trend({ id, from: range.from, to: range.to, compareAreaIds: compare.length ? compare : undefined }, signal), { keepWhileLoading: true })
        .then((o) => {
          if (o.kind === 'error' && this.trendKey === tk) this.trendKey = '';
        });
    }
    const { pageNum, pageSize } = this;
    const qk = `${id}|${range.from ?? ''}|${range.to}|${pageNum}|${pageSize}`;
    if (qk !== this.quartersKey || this.quarters.status === 'error') {
      this.quartersKey = qk;
      this.quartersPending = this.quarters
        .load((signal) => this.api.quarters({ id, from: range.from, to: range.to, pageNum, pageSize }, signal), { keepWhileLoading: true })
        .then((o) => {
          if (o.kind === 'error' && this.quartersKey === qk) this.quartersKey = '';
        });
    }
    const jobs = [this.trendPending, this.quartersPending];
    await Promise.all(jobs);
  }

  private async loadSaved(id: number): Promise<void> {
    try {
      const status = await this.api.collectStatus([id]);
      if (this.id === id) runInAction(() => (this.saved = status.saved.includes(id)));
    } catch {
      // unknown: the button stays neutral (收藏) and a click tells
    }
  }

  async toggleSaved(): Promise<{ message: string; ok: boolean }> {
    const id = this.id;
    if (id == null || this.saving) return { message: '', ok: false };
    const cancel = this.saved === true;
    runInAction(() => (this.saving = true));
    try {
      const result = await this.api.collect(id, cancel);
      runInAction(() => {
        if (this.id === id) this.saved = result.collected;
      });
      return { message: result.collected ? (result.already ? LabourMessages.alreadySaved : LabourMessages.saved) : LabourMessages.cancelled, ok: true };
    } catch (error) {
      return { message: errorMessage(error, cancel ? '取消收藏失败，请稍后重试' : '收藏失败，请稍后重试'), ok: false };
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  async exportXlsx(): Promise<string | null> {
    const id = this.id;
    const d = this.detail.data;
    const range = this.range();
    if (id == null || !d || !range || this.exporting) return null;
    runInAction(() => (this.exporting = true));
    try {
      const blob = await this.api.exportLine(id, range);
      const first = range.from ?? this.catalog.info.data?.firstQuarter ?? '';
      saveBlob(blob, safeFileName(`劳务分包价格_${d.line.trade.name}_${d.line.buildingType}_${regionTitle(d.line.region).replace(' · ', '')}_${first}-${range.to}.xlsx`));
      return null;
    } catch (error) {
      return errorMessage(error, '导出失败，请稍后重试');
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}
