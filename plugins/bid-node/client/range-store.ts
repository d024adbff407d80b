import { makeAutoObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { MAX_INTERVAL_IDS, type IntervalStats, type RangeIndicator } from '../shared/contract';
import { BidNodeApi } from './api';
import type { LoadState, RangeRequest } from './list-store';
import { parseIds, readSession, StorageKeys } from './storage';

export { RangeStore } from './tokens';

export const RANGE_INDICATOR_KEY = 'indicator';
/** The address parameter of the stage filter (one of PRICING_STAGES). */
export const RANGE_STAGE_KEY = 'pricingStage';

/**
 * The range page (指标区间): which single projects (the address's `ids`, else the request the list
 * left in session storage), which indicator, and the statistics of getZbInterval.
 */
@injectable()
export class MobxRangeStore {
  request: RangeRequest | null = null;
  indicator: RangeIndicator = 'unitCost';
  /** Restrict the statistics to one pricing stage (null: every stage, as the sample holds them). */
  pricingStage: string | null = null;
  stats: IntervalStats | null = null;
  state: LoadState = 'idle';

  private seq = 0;

  constructor(@inject(BidNodeApi) private readonly api: BidNodeApi) {
    makeAutoObservable<MobxRangeStore, 'api' | 'seq'>(this, { api: false, seq: false, request: observable.ref, stats: observable.ref }, { autoBind: true });
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
    this.state = 'idle';
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
      this.state = 'idle';
      return;
    }
    const seq = ++this.seq;
    this.state = 'loading';
    try {
      const stats = this.pricingStage ? await this.api.interval(this.indicator, ids, this.pricingStage) : await this.api.interval(this.indicator, ids);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.stats = stats;
        this.state = 'ready';
      });
    } catch {
      if (seq !== this.seq) return;
      runInAction(() => (this.state = 'error'));
    }
  }
}
