import { makeAutoObservable, observable } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadState, type LoadStatus } from '@kernel/client/load-state';
import { MAX_INTERVAL_IDS, type IntervalStats, type RangeIndicator } from '../shared/contract';
import { parseIds, readSession, StorageKeys } from './storage';
import { BidNodeApi, RangeStore, type RangeRequest } from './tokens';

export { RangeStore } from './tokens';

export const RANGE_INDICATOR_KEY = 'indicator';
/** The address parameter of the stage filter (one of PRICING_STAGES). */
export const RANGE_STAGE_KEY = 'pricingStage';

/**
 * The range page (指标区间): which single projects (the address's `ids`, else the request the list
 * left in session storage), which indicator, and the statistics of getZbInterval.
 */
@injectable()
export class MobxRangeStore implements RangeStore {
  request: RangeRequest | null = null;
  indicator: RangeIndicator = 'unitCost';
  /** Restrict the statistics to one pricing stage (null: every stage, as the sample holds them). */
  pricingStage: string | null = null;
  stats: IntervalStats | null = null;
  /** The statistics request (a newer indicator or stage wins over a late answer). */
  readonly loading = new LoadState();

  constructor(@inject(BidNodeApi) private readonly api: BidNodeApi) {
    makeAutoObservable<MobxRangeStore, 'api'>(this, { api: false, loading: false, request: observable.ref, stats: observable.ref }, { autoBind: true });
  }

  get state(): LoadStatus {
    return this.loading.status;
  }

  /**
   * Reads the sample from the address: `ids=1,2,3` wins (a shared link); otherwise the request
   * stored by the list (robust to a reload). The session's basis sentence is kept when it
   * describes the same ids.
   */
  init(search: string): void {
    const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
    const stored = readSession<RangeRequest>(StorageKeys.rangeRequest);
    const urlIds = parseIds(params.get('ids'), MAX_INTERVAL_IDS);
    let request: RangeRequest | null = null;
    if (urlIds.length > 0) {
      const same = stored && stored.ids.length === urlIds.length && stored.ids.every((id, i) => id === urlIds[i]);
      request = same ? stored : { ids: urlIds, source: 'selected', basis: '', resultTotal: urlIds.length };
    } else if (stored && Array.isArray(stored.ids) && stored.ids.length > 0) {
      request = { ...stored, ids: stored.ids.slice(0, MAX_INTERVAL_IDS) };
    }
    const indicator = params.get(RANGE_INDICATOR_KEY);
    this.request = request;
    if (indicator) this.indicator = indicator as RangeIndicator;
    this.pricingStage = params.get(RANGE_STAGE_KEY) || null;
    this.stats = null;
    this.loading.reset();
  }

  get ids(): number[] {
    return this.request?.ids ?? [];
  }

  setIndicator(indicator: RangeIndicator): Promise<void> {
    this.indicator = indicator;
    return this.load();
  }

  setPricingStage(stage: string | null): Promise<void> {
    this.pricingStage = stage;
    return this.load();
  }

  async load(): Promise<void> {
    const ids = this.ids;
    if (ids.length === 0) {
      this.loading.reset();
      return;
    }
    const { indicator, pricingStage } = this;
    await this.loading.run(() => (pricingStage ? this.api.interval(indicator, ids, pricingStage) : this.api.interval(indicator, ids)), {
      ready: (stats) => (this.stats = stats),
    });
  }
}
