import { makeAutoObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadState, type LoadStatus } from '@kernel/client/load-state';
import { Notifier } from '@kernel/client/ui-store';
import { MAX_COMPARE, type BidNodeSummary, type CompareData } from '../shared/contract';
import { bidNodeRoutes } from '../shared/routes';
import { downloadFile } from '@kernel/client/downloads';
import { stamp } from './list-store';
import { isMonthKey } from '@kernel/core/months';
import { parseIds, readSession, StorageKeys, writeSession } from './storage';
import { BidNodeApi, CompareStore, type AddResult, type CompareTarget, type TrayItem } from './tokens';

export { CompareStore, type AddResult, type TrayItem } from './tokens';

export const COMPARE_PATH = bidNodeRoutes.compare.pattern;

export function trayItemOf(s: BidNodeSummary): TrayItem {
  return {
    id: s.id,
    name: s.name,
    projectName: s.projectName,
    provinceName: s.provinceName,
    buildingUse: s.buildingUse,
    structure: s.structure,
    unitCost: s.unitCost,
  };
}

/** The address of the compare view for some ids. */
export function compareUrl(ids: readonly number[]): string {
  return `${COMPARE_PATH}?ids=${ids.join(',')}`;
}

/**
 * 对比: the tray (at most MAX_COMPARE single projects, kept in session storage so it survives
 * navigation and reloads) and the compare view's data.
 */
@injectable()
export class MobxCompareStore implements CompareStore {
  items: TrayItem[] = [];
  /** The tray panel is expanded. */
  open = false;
  data: CompareData | null = null;
  /** The comparison request (a newer one, e.g. after 统一, wins over a late answer). */
  readonly loading = new LoadState();
  /** 统一到同一时间和地区: the form (region, month) and the target in force (null: as priced). */
  unifyAreaId = 1;
  unifyMonth = '';
  target: CompareTarget | null = null;
  exporting = false;

  private ids: number[] = [];

  constructor(
    @inject(BidNodeApi) private readonly api: BidNodeApi,
    @inject(Notifier) private readonly notifier?: Notifier,
  ) {
    const stored = readSession<TrayItem[]>(StorageKeys.compareTray);
    if (Array.isArray(stored)) this.items = stored.filter((i) => i && Number.isInteger(i.id)).slice(0, MAX_COMPARE);
    makeAutoObservable<MobxCompareStore, 'api' | 'notifier' | 'ids' | 'fetch'>(
      this,
      { api: false, notifier: false, ids: false, loading: false, fetch: false, data: observable.ref, target: observable.ref },
      { autoBind: true },
    );
  }

  get state(): LoadStatus {
    return this.loading.status;
  }

  get count(): number {
    return this.items.length;
  }

  get full(): boolean {
    return this.items.length >= MAX_COMPARE;
  }

  has(id: number): boolean {
    return this.items.some((i) => i.id === id);
  }

  add(item: TrayItem): AddResult {
    if (this.has(item.id)) return 'exists';
    if (this.full) return 'full';
    this.items.push(item);
    this.open = true;
    this.persist();
    return 'added';
  }

  /** Adds several; returns how many were added and how many did not fit. */
  addMany(items: readonly TrayItem[]): { added: number; rejected: number } {
    let added = 0;
    let rejected = 0;
    for (const item of items) {
      const r = this.add(item);
      if (r === 'added') added++;
      if (r === 'full') rejected++;
    }
    return { added, rejected };
  }

  remove(id: number): void {
    this.items = this.items.filter((i) => i.id !== id);
    this.persist();
  }

  clear(): void {
    this.items = [];
    this.persist();
  }

  setOpen(open: boolean): void {
    this.open = open;
  }

  /** Ids of the compare view's address (2 to MAX_COMPARE). */
  idsFrom(search: string): number[] {
    const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
    return parseIds(p.get('ids'), MAX_COMPARE);
  }

  async load(ids: readonly number[]): Promise<void> {
    await this.fetch(ids);
  }

  /** Loads the comparison; 'error' only when this request was the newest and failed. */
  private async fetch(ids: readonly number[]): Promise<'ready' | 'error' | 'stale' | 'idle'> {
    this.ids = [...ids];
    if (ids.length < 2) {
      runInAction(() => {
        this.data = null;
        this.loading.reset();
      });
      return 'idle';
    }
    const target = this.target;
    const outcome = await this.loading.run(() => (target ? this.api.compare(ids, target) : this.api.compare(ids)), {
      ready: (data) => {
        this.data = data;
        // The month field starts at the latest price month of the compared single projects.
        if (!this.unifyMonth && data.months?.length) this.unifyMonth = [...data.months].sort().at(-1)!;
      },
    });
    return outcome.kind;
  }

  setUnifyArea(areaId: number): void {
    this.unifyAreaId = areaId;
  }

  setUnifyMonth(month: string): void {
    this.unifyMonth = month;
  }

  /** 统一到同一时间和地区: reloads the comparison repriced to the chosen region and month. */
  async unify(): Promise<void> {
    if (this.unifyAreaId <= 1) {
      this.notifier?.notify('请选择统一到的地区', 'warning');
      return;
    }
    if (!isMonthKey(this.unifyMonth)) {
      this.notifier?.notify('请选择统一到的价格月份', 'warning');
      return;
    }
    const previous = this.target;
    this.target = { areaId: this.unifyAreaId, month: this.unifyMonth };
    if ((await this.fetch(this.ids)) === 'error') {
      runInAction(() => (this.target = previous));
      this.notifier?.notify('换算失败：目标地区或月份暂无价格指数', 'error');
      await this.fetch(this.ids);
    }
  }

  /** Back to the figures as priced (each in its own region and month). */
  async clearUnify(): Promise<void> {
    this.target = null;
    await this.load(this.ids);
  }

  /** 导出Excel: the comparison (with the repriced sheet when unified). */
  async exportExcel(): Promise<void> {
    if (this.exporting || this.ids.length < 2) return;
    this.exporting = true;
    const failure = await downloadFile(() => this.api.exportCompare(this.ids, this.target), () => `单项工程对比_${stamp(new Date())}.xlsx`);
    if (failure) this.notifier?.notify(failure, 'error');
    runInAction(() => (this.exporting = false));
  }

  private persist(): void {
    writeSession(StorageKeys.compareTray, this.items);
  }
}
