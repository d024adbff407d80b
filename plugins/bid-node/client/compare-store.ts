import { makeAutoObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { MAX_COMPARE, type BidNodeSummary, type CompareData } from '../shared/contract';
import { BidNodeApi } from './api';
import type { LoadState } from './list-store';
import { parseIds, readSession, StorageKeys, writeSession } from './storage';

export { CompareStore } from './tokens';

export const COMPARE_PATH = '/commonproj/compare';

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

  private seq = 0;

  constructor(@inject(BidNodeApi) private readonly api: BidNodeApi) {
    const stored = readSession<TrayItem[]>(StorageKeys.compareTray);
    if (Array.isArray(stored)) this.items = stored.filter((i) => i && Number.isInteger(i.id)).slice(0, MAX_COMPARE);
    makeAutoObservable<MobxCompareStore, 'api' | 'seq'>(this, { api: false, seq: false, data: observable.ref }, { autoBind: true });
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
    if (ids.length < 2) {
      this.data = null;
      this.state = 'idle';
      return;
    }
    const seq = ++this.seq;
    this.state = 'loading';
    try {
      const data = await this.api.compare(ids);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.data = data;
        this.state = 'ready';
      });
    } catch {
      if (seq !== this.seq) return;
      runInAction(() => (this.state = 'error'));
    }
  }

  private persist(): void {
    writeSession(StorageKeys.compareTray, this.items);
  }
}
