import { action, computed, makeObservable, observable } from 'mobx';

export const UiStore = Symbol('UiStore');
export type UiStore = MobxUiStore;

export const Notifier = Symbol('Notifier');
/** Shows a toast. The shell binds it to Chakra's toaster; only one toast is visible at a time. */
export interface Notifier {
  notify(message: string, kind?: 'info' | 'success' | 'warning' | 'error'): void;
}

/** Shell-wide UI state: the global loading indicator and the new-version notice. */
export class MobxUiStore {
  /** Requests and page loads in flight that show the global loading indicator. */
  pending = 0;
  newVersion = false;

  constructor() {
    makeObservable(this, {
      pending: observable,
      newVersion: observable,
      loading: computed,
      begin: action,
      end: action,
      showNewVersion: action,
    });
  }

  get loading(): boolean {
    return this.pending > 0;
  }

  begin(): void {
    this.pending += 1;
  }

  end(): void {
    this.pending = Math.max(0, this.pending - 1);
  }

  showNewVersion(): void {
    this.newVersion = true;
  }
}

export const RegionStore = Symbol('RegionStore');
export type RegionStore = MobxRegionStore;

/** The location region of the page; reset to areaid 1 (全国) on every path change. */
export class MobxRegionStore {
  static readonly DEFAULT_AREA_ID = 1;
  areaId = MobxRegionStore.DEFAULT_AREA_ID;

  constructor() {
    makeObservable(this, { areaId: observable, setArea: action, reset: action });
  }

  setArea(areaId: number): void {
    this.areaId = areaId;
  }

  reset(): void {
    this.areaId = MobxRegionStore.DEFAULT_AREA_ID;
  }
}
