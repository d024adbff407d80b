import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { HttpClient } from '@kernel/client/http-client';
import { HOME_INDEX_PATH, type HomeIndexData, type RegionDirectory } from '../shared/region-directory';
import type { Region } from '../shared/regions';

type RegionRules = typeof import('../shared/region-rules');

/** The region rules come with the first load (an index page), not with the site's first load. */
const loadRules = (): Promise<RegionRules> => import(/* webpackChunkName: "cost-data-rules" */ '../shared/region-rules');

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
  /** The region rules, there once a load has finished (the lists are empty before). */
  private rules: RegionRules | null = null;

  constructor(@inject(HttpClient) private readonly http: HttpClient) {
    // `rules` is observable too: a view that asked for a list before the load tracks it.
    makeObservable<RegionDirectoryStore, 'rules'>(this, {
      regions: observable.ref,
      categories: observable.ref,
      loaded: observable,
      rules: observable.ref,
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
    const fetchIndex = async (): Promise<HomeIndexData | null> => {
      try {
        return (await this.http.get<HomeIndexData>(HOME_INDEX_PATH, undefined, { silent: true })).data ?? null;
      } catch {
        return null;
      }
    };
    const [data, rules] = await Promise.all([fetchIndex(), this.rules ?? loadRules().catch(() => null)]);
    // Without the rules (their chunk failed to download) the lists stay empty, as after a failed call.
    if (!rules) return;
    const regions = Array.isArray(data?.areaInfoList) ? rules.sortRegions(data.areaInfoList) : [];
    const categories = Array.isArray(data?.categoryInfoList) ? [...data.categoryInfoList] : [];
    runInAction(() => {
      this.rules = rules;
      this.regions = regions;
      this.categories = categories;
      this.loaded = true;
    });
  }

  projectRegions(): Region[] {
    return this.rules?.projectRegions(this.regions) ?? [];
  }

  priceRegions(): Region[] {
    return this.rules?.priceRegions(this.regions) ?? [];
  }

  projectCostRegions(allowed: readonly number[]): Region[] {
    return this.rules?.projectCostRegions(this.regions, allowed) ?? [];
  }

  nameOf(areaid: number): string {
    return this.rules?.findRegion(this.regions, areaid)?.name ?? '';
  }
}
