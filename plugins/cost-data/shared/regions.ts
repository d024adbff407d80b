/**
 * Regions as the site speaks of them: its own `areaid`s over the GB/T 2260 provinces and cities.
 * areaid 1 is 全国; provinces have areaids 2–35, cities their own (see docs/data.md).
 */
export interface Region {
  areaid: number;
  name: string;
  /** Parent areaid: 1 for provinces, the province for cities, 0 for 全国. */
  pid: number;
  subList: Region[];
}

/** The national pseudo-region: the default location and the first entry of every region list. */
export const NATIONAL_AREA_ID = 1;
export const NATIONAL_LABEL = '全国';
/** Excluded from the project and price region lists (region-rules.ts). */
export const EXCLUDED_AREA_ID = 28;
/** In the price region list, area 6 keeps only sub-area 77; every other sublist is emptied. */
export const PRICE_AREA_ID = 6;
export const PRICE_SUB_AREA_ID = 77;
/** Area 32 sorts by another character than its first (its first character is polyphonic). */
export const RESORTED_AREA_ID = 32;
