import { makeAutoObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { MAX_COMPARE, type BidNodeSummary, type CompareData } from '../shared/contract';
import { Notifier } from '@kernel/client/ui-store';
import { BidNodeApi, saveBlob, type CompareTarget } from './api';
import { isMonth } from './query';
import { stamp, type LoadState } from './list-store';
import { parseIds, readSession, StorageKeys, writeSession } from './storage';
import { bidNodeRoutes } from '../shared/routes';

export { CompareStore } from './tokens';

export const COMPARE_PATH = bidNodeRoutes.compare.pattern;

/** What the tray shows of a single project. */
export interface TrayItem {
  id: number;
  name: string;
  projectName: string;
  provinceName: string;
  buildingUse: string;
  structure: string;
  unitCost: number;
}

export type AddResult = 'added' | 'exists' | 'full';

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
export class MobxCompareStore {
  items: TrayItem[] = [];
  /** The tray panel is expanded. */
  open = false;
  data: CompareData | null = null;
  state: LoadState = 'idle';
  /** 统一到同一时间和地区: the form (region, month) and the target in force (null: as priced). */
  unifyAreaId = 1;
  unifyMonth = '';
  target: CompareTarget | null = null;
  exporting = false;

  private seq = 0;
  private ids: number[] = [];

  constructor(
    @inject(BidNodeApi) private readonly api: BidNodeApi,
    @inject(Notifier) private readonly notifier?: Notifier,
  ) {
    const stored = readSession<TrayItem[]>(StorageKeys.compareTray);
    if (Array.isArray(stored)) this.items = stored.filter((i) => i && Number.isInteger(i.id)).slice(0, MAX_COMPARE);
    makeAutoObservable<MobxCompareStore, 'api' | 'seq' | 'notifier' | 'ids'>(
      this,
      { api: false, seq: false, notifier: false, ids: false, data: observable.ref, target: observable.ref },
      { autoBind: true },
    );
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
    this.ids = [...ids];
    if (ids.length < 2) {
      this.data = null;
      this.state = 'idle';
      return;
    }
    const seq = ++this.seq;
    this.state = 'loading';
    try {
      const data = this.target ? await this.api.compare(ids, this.target) : await this.api.compare(ids);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.data = data;
        this.state = 'ready';
        // The month field starts at the latest price month of the compared single projects.
        if (!this.unifyMonth && data.months?.length) this.unifyMonth = [...data.months].sort().at(-1)!;
      });
    } catch {
      if (seq !== this.seq) return;
      runInAction(() => (this.state = 'error'));
    }
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
    if (!isMonth(this.unifyMonth)) {
      this.notifier?.notify('请选择统一到的价格月份', 'warning');
      return;
    }
    const previous = this.target;
    this.target = { areaId: this.unifyAreaId, month: this.unifyMonth };
    const seq = this.seq + 1;
    await this.load(this.ids);
    if (seq === this.seq && this.state === 'error') {
      runInAction(() => (this.target = previous));
      this.notifier?.notify('换算失败：目标地区或月份暂无价格指数', 'error');
      await this.load(this.ids);
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
    try {
      const blob = await this.api.exportCompare(this.ids, this.target);
      saveBlob(blob, `单项工程对比_${stamp(new Date())}.xlsx`);
    } catch (error) {
      this.notifier?.notify((error as Error)?.message || '导出失败，请稍后重试', 'error');
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }

  private persist(): void {
    writeSession(StorageKeys.compareTray, this.items);
  }
}
