import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { Loadable } from '@kernel/client/load-state';
import { Navigator } from '@kernel/client/navigator';
import { Rights } from '@kernel/client/rights';
import { withQuery } from '@kernel/core/route-refs';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { LABOUR_TRADE_CODES, labourRoutes, type LabourSections, type LabourTradeCode } from '../shared/contract';
import { findRegion } from './catalog';
import { LabourApi, LabourCatalog, type LabourIndexStore } from './tokens';

const isTrade = (v: string): v is LabourTradeCode => (LABOUR_TRADE_CODES as readonly string[]).includes(v);

/**
 * The index page's state: the region and the trade live in the address (`areaId`, `trade`), the
 * sections of the region are loaded once per region (and again when the caller's VIP right
 * changes, since that decides the quarter shown).
 */
@injectable()
export class MobxLabourIndexStore implements LabourIndexStore {
  readonly sections = new Loadable<LabourSections>();
  areaId: number | null = null;
  tradeCode: LabourTradeCode | '' = '';
  fullScreen = false;
  private loadedKey = '';
  /** The load under way, so that a second ask for the same region waits for the first. */
  private pending: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(LabourApi) private readonly api: LabourApi,
    @inject(LabourCatalog) readonly catalog: LabourCatalog,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Rights) private readonly rights: Rights,
  ) {
    makeObservable<MobxLabourIndexStore>(this, {
      areaId: observable,
      tradeCode: observable,
      fullScreen: observable,
      setTrade: action,
      setFullScreen: action,
    });
  }

  async applyUrl(search: string): Promise<void> {
    const info = await this.catalog.ensure();
    if (!info) return;
    const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
    const areaText = (params.get('areaId') ?? '').trim();
    const asked = /^\d{1,9}$/.test(areaText) ? Number(areaText) : NaN;
    const areaId = Number.isFinite(asked) && findRegion(info.regions, asked) ? asked : info.defaultAreaId;
    const trade = (params.get('trade') ?? '').trim();
    runInAction(() => {
      this.areaId = areaId;
      this.tradeCode = isTrade(trade) ? trade : '';
    });
    await this.loadSections(false);
  }

  url(): string {
    const query: Record<string, string | number | undefined> = {};
    if (this.areaId != null && this.areaId !== this.catalog.info.data?.defaultAreaId) query.areaId = this.areaId;
    if (this.tradeCode) query.trade = this.tradeCode;
    return withQuery(labourRoutes.index(), query);
  }

  private writeUrl(): void {
    const url = this.url();
    if (this.navigator.current() !== url) this.navigator.navigate(url, { replace: true });
  }

  async setRegion(areaId: number): Promise<void> {
    const info = this.catalog.info.data;
    if (!info || !findRegion(info.regions, areaId)) return;
    runInAction(() => (this.areaId = areaId));
    this.writeUrl();
    await this.loadSections(false);
  }

  setTrade(code: LabourTradeCode | ''): void {
    this.tradeCode = code;
    this.writeUrl();
  }

  setFullScreen(on: boolean): void {
    this.fullScreen = on;
  }

  reload(): Promise<void> {
    return this.loadSections(true);
  }

  private async loadSections(force: boolean): Promise<void> {
    const areaId = this.areaId;
    if (areaId == null) return;
    const key = `${areaId}|${this.rights.has(MembershipRights.vip) ? 'vip' : 'member'}`;
    if (!force && key === this.loadedKey && this.sections.status !== 'error') {
      await this.pending;
      return;
    }
    this.loadedKey = key;
    this.pending = this.sections.load((signal) => this.api.sections({ areaId }, signal), { keepWhileLoading: true }).then((outcome) => {
      if (outcome.kind === 'error' && this.loadedKey === key) this.loadedKey = '';
    });
    await this.pending;
  }
}
