import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { Loadable } from '@kernel/client/load-state';
import { Navigator } from '@kernel/client/navigator';
import { Rights } from '@kernel/client/rights';
import { withQuery } from '@kernel/core/route-refs';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { LABOUR_TRADE_CODES, labourRoutes, type LabourAreaTable, type LabourBuildingType, type LabourSections, type LabourTradeCode } from '../shared/contract';
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
  readonly area = new Loadable<LabourAreaTable>();
  areaBuildingType: LabourBuildingType | '' = '';
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
      areaBuildingType: observable,
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
      const code = isTrade(trade) ? trade : '';
      if (code !== this.tradeCode) this.areaBuildingType = '';
      this.tradeCode = code;
    });
    await Promise.all([this.loadSections(false), this.loadArea()]);
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
    await Promise.all([this.loadSections(false), this.loadArea()]);
  }

  setTrade(code: LabourTradeCode | ''): void {
    if (code !== this.tradeCode) this.areaBuildingType = '';
    this.tradeCode = code;
    this.writeUrl();
    void this.loadArea();
  }

  async setAreaBuildingType(type: LabourBuildingType): Promise<void> {
    runInAction(() => (this.areaBuildingType = type));
    await this.loadArea();
  }

  private areaKey = '';
  private areaPending: Promise<unknown> = Promise.resolve();

  /** The chosen trade across the sub-regions of the region (nothing while every trade is shown). */
  private async loadArea(): Promise<void> {
    const { areaId, tradeCode } = this;
    if (areaId == null || !tradeCode) return;
    const trade = this.catalog.info.data?.trades.find((t) => t.code === tradeCode);
    const buildingType = this.areaBuildingType || trade?.buildingTypes[0];
    const key = `${areaId}|${tradeCode}|${buildingType ?? ''}|${this.rights.has(MembershipRights.vip) ? 'vip' : 'member'}`;
    if (key === this.areaKey && this.area.status !== 'error') {
      await this.areaPending;
      return;
    }
    this.areaKey = key;
    this.areaPending = this.area.load((signal) => this.api.areaTable({ areaId, tradeCode, buildingType }, signal), { keepWhileLoading: true }).then((outcome) => {
      if (outcome.kind === 'error' && this.areaKey === key) this.areaKey = '';
    });
    await this.areaPending;
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
