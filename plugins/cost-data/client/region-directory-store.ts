import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { HttpClient } from '@kernel/client/http-client';
import { HOME_INDEX_PATH, type HomeIndexData, type RegionDirectory } from '../shared/region-directory';
import { findRegion, priceRegions, projectCostRegions, projectRegions, sortRegions } from '../shared/region-rules';
import type { Region } from '../shared/regions';

/**
 * The RegionDirectory of the index pages: the regions and building-use categories of
 * `GET /home/index`, loaded once (silently) and shared. A failed load leaves empty lists (silent
 * calls) and may be retried by calling `ensureLoaded()` again.
 */
@injectable()
export class RegionDirectoryStore implements RegionDirectory {
  regions: readonly Region[] = [];
  categories: readonly string[] = [];
  loaded = false;

  private pending: Promise<void> | null = null;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {
    makeObservable(this, {
      regions: observable.ref,
      categories: observable.ref,
      loaded: observable,
    });
  }

  ensureLoaded(): Promise<void> {
    if (this.loaded && this.regions.length > 0) return Promise.resolve();
    this.pending ??= this.load().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async load(): Promise<void> {
    let data: HomeIndexData | null = null;
    try {
      data = (await this.http.get<HomeIndexData>(HOME_INDEX_PATH, undefined, { silent: true })).data ?? null;
    } catch {
      data = null;
    }
    const regions = Array.isArray(data?.areaInfoList) ? sortRegions(data.areaInfoList) : [];
    const categories = Array.isArray(data?.categoryInfoList) ? [...data.categoryInfoList] : [];
    runInAction(() => {
      this.regions = regions;
      this.categories = categories;
      this.loaded = true;
    });
  }

  projectRegions(): Region[] {
    return projectRegions(this.regions);
  }

  priceRegions(): Region[] {
    return priceRegions(this.regions);
  }

  projectCostRegions(allowed: readonly number[]): Region[] {
    return projectCostRegions(this.regions, allowed);
  }

  nameOf(areaid: number): string {
    return findRegion(this.regions, areaid)?.name ?? '';
  }
}
