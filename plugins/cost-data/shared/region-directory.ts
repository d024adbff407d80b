import type { Region } from './regions';

/**
 * The client-side region directory (bound by the cost-data client half): the regions of
 * `GET /home/index`, loaded once when empty and shared by every index page. A failed load leaves
 * empty lists.
 */
export interface RegionDirectory {
  /** 全国 and the provinces with their cities, sorted; empty until loaded. */
  readonly regions: readonly Region[];
  /** The building-use categories (`categoryInfoList`). */
  readonly categories: readonly string[];
  readonly loaded: boolean;
  /** Loads the lists if still empty; resolves when done (never rejects). */
  ensureLoaded(): Promise<void>;
  /** The project region list (without area 28), the price list, the project-cost list. */
  projectRegions(): Region[];
  priceRegions(): Region[];
  projectCostRegions(allowed: readonly number[]): Region[];
  /** Name of a province or city, or '' when unknown. */
  nameOf(areaid: number): string;
}
export const RegionDirectory = Symbol.for('cost-data.RegionDirectory');

/** GET /home/index: the region and category lists. */
export const HOME_INDEX_PATH = '/home/index';
export interface HomeIndexData {
  areaInfoList: Region[];
  categoryInfoList: string[];
}
