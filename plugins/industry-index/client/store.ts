import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { saveBlob } from '@kernel/client/downloads';
import { errorMessage, Loadable } from '@kernel/client/load-state';
import { Navigator } from '@kernel/client/navigator';
import { INDICATOR_CODES, NATIONAL_AREA_ID, parsePeriod, periodLabel, type IndicatorCode, type IndustryDataList, type IndustryParams } from '../shared/contract';
import { industryIndexLink } from '../shared/routes';
import { IndustryIndexApi, type IndustryIndexStore, type IndustrySelection } from './tokens';

const areaParam = (text: string | null): number | null => {
  const t = (text ?? '').trim();
  return /^\d{1,9}$/.test(t) && Number(t) > 0 ? Number(t) : null;
};

/**
 * The selection an address asks for, completed with the defaults (全国, the newest year, 建筑业总产值)
 * and limited to what the parameters offer (an unknown region, period or indicator falls back to the
 * default; a trend region must be a province).
 */
export function selectionOf(search: string, params: Pick<IndustryParams, 'regions' | 'years' | 'quarters' | 'latestYear'>): IndustrySelection {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const known = new Set(params.regions.map((r) => r.areaid));
  const area = areaParam(q.get('areaId'));
  const areaId = area !== null && known.has(area) ? area : NATIONAL_AREA_ID;
  const p = parsePeriod((q.get('period') ?? '').toUpperCase());
  const key = p ? (p.quarter ? `${p.year}Q${p.quarter}` : String(p.year)) : '';
  const periods = new Set([...params.years, ...params.quarters].map((x) => x.key));
  const period = periods.has(key) ? key : params.latestYear;
  const ind = (q.get('indicator') ?? '').trim();
  const indicator = (INDICATOR_CODES as readonly string[]).includes(ind) ? (ind as IndicatorCode) : 'output';
  const trend = areaParam(q.get('trendAreaId'));
  const trendAreaId = trend !== null && trend !== NATIONAL_AREA_ID && known.has(trend) ? trend : null;
  return { areaId, period, indicator, trendAreaId };
}

const keyOf = (s: IndustrySelection) => `${s.areaId}|${s.period}|${s.indicator}|${s.trendAreaId ?? ''}`;

/** The page's store on the kernel's load-state base (status, error, only the newest answer counts). */
@injectable()
export class MobxIndustryIndexStore implements IndustryIndexStore {
  readonly params = new Loadable<IndustryParams>();
  readonly data = new Loadable<IndustryDataList>();
  selection: IndustrySelection | null = null;
  exporting = false;
  private loaded = '';
  private paramsPending: Promise<unknown> | null = null;

  constructor(
    @inject(IndustryIndexApi) private readonly api: IndustryIndexApi,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    makeObservable(this, { selection: observable.ref, exporting: observable, select: action });
  }

  /** The parameters, loaded once (the page's prepare and its first render share one request). */
  private async ensureParams(): Promise<IndustryParams | null> {
    if (this.params.data) return this.params.data;
    this.paramsPending ??= this.params.load((signal) => this.api.params(signal), { keepOnError: true }).finally(() => (this.paramsPending = null));
    await this.paramsPending;
    return this.params.data;
  }

  async applyUrl(search: string): Promise<void> {
    const params = await this.ensureParams();
    if (!params) return;
    await this.select(selectionOf(search, params), false);
  }

  url(): string {
    const s = this.selection;
    if (!s) return industryIndexLink();
    return industryIndexLink({
      areaId: s.areaId === NATIONAL_AREA_ID ? undefined : s.areaId,
      period: s.period,
      indicator: s.indicator === 'output' ? undefined : s.indicator,
      trendAreaId: s.trendAreaId ?? undefined,
    });
  }

  /** Takes a selection, writes the address when asked and loads it when it changed. */
  select(next: IndustrySelection, writeUrl = true): Promise<void> {
    this.selection = next;
    if (writeUrl) {
      const url = this.url();
      if (this.navigator.current() !== url) this.navigator.navigate(url, { replace: true });
    }
    return this.load(false);
  }

  private async load(force: boolean): Promise<void> {
    const s = this.selection;
    if (!s) return;
    const key = keyOf(s);
    if (!force && key === this.loaded && this.data.status !== 'error') return;
    this.loaded = key;
    const outcome = await this.data.load(
      (signal) => this.api.dataList({ areaId: s.areaId, period: s.period, indicator: s.indicator, trendAreaId: s.trendAreaId ?? undefined }, signal),
      // The figures shown stay while a new request runs and when it fails (the page says why).
      { keepWhileLoading: true, keepOnError: true },
    );
    if (outcome.kind === 'error') this.loaded = '';
  }

  reload(): Promise<void> {
    if (!this.params.data) return this.ensureParams().then(() => this.load(true));
    return this.load(true);
  }

  private patch(patch: Partial<IndustrySelection>): Promise<void> {
    if (!this.selection) return Promise.resolve();
    return this.select({ ...this.selection, ...patch });
  }

  setRegion(areaId: number): Promise<void> {
    // A province chosen as the region is also the province of the trend.
    return this.patch({ areaId, trendAreaId: areaId === NATIONAL_AREA_ID ? this.selection?.trendAreaId ?? null : areaId });
  }

  setPeriod(period: string): Promise<void> {
    return this.patch({ period });
  }

  setIndicator(indicator: IndicatorCode): Promise<void> {
    return this.patch({ indicator });
  }

  setTrendRegion(areaId: number): Promise<void> {
    if (areaId === NATIONAL_AREA_ID) return Promise.resolve();
    return this.patch({ trendAreaId: areaId });
  }

  async exportXlsx(): Promise<string | null> {
    const s = this.selection;
    if (!s || this.exporting) return null;
    runInAction(() => (this.exporting = true));
    try {
      const blob = await this.api.exportXlsx({ period: s.period, indicator: s.indicator });
      saveBlob(blob, `行业管理指数_${periodLabel(s.period).replace(/—/g, '-')}.xlsx`);
      return null;
    } catch (err) {
      return errorMessage(err, '导出失败，请稍后重试');
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}
