/**
 * The region-list rules of the site, as pure functions over `Region[]` (client and server):
 *
 * - every list is sorted: 全国 (areaid 1) first, the others by the pinyin of the first character of
 *   their name; area 32 (重庆) sorts by 崇 (chong), since 重 alone collates as zhong. Cities are
 *   sorted the same way inside their province. The first entry (全国) carries the national label.
 * - the project region list leaves out area 28;
 * - the price region list leaves out area 28, keeps only sub-area 77 under area 6 and empties every
 *   other subList;
 * - the project-cost region list keeps only the allowed ids, with id 1 always in.
 *
 * Every function returns fresh copies; the input is never changed.
 */
import {
  EXCLUDED_AREA_ID,
  NATIONAL_AREA_ID,
  NATIONAL_LABEL,
  PRICE_AREA_ID,
  PRICE_SUB_AREA_ID,
  RESORTED_AREA_ID,
  type Region,
} from './regions';

/** The character area 32 sorts by (重庆 reads chóngqìng; 重 alone collates as zhòng). */
export const RESORTED_AREA_CHARACTER = '崇';

let collator: Intl.Collator | null = null;

/** The pinyin collator (built once; Node's full ICU and every current browser support it). */
export function pinyinCollator(): Intl.Collator {
  collator ??= new Intl.Collator('zh-Hans-CN-u-co-pinyin');
  return collator;
}

/** The name a region sorts by: its own, with area 32's first character replaced. */
export function sortName(region: Pick<Region, 'areaid' | 'name'>): string {
  if (region.areaid === RESORTED_AREA_ID) return RESORTED_AREA_CHARACTER + region.name.slice(1);
  return region.name;
}

/**
 * Orders two regions: 全国 first, then by the pinyin of the first character, then (same first
 * character, e.g. 河北 / 河南) by the whole name, then by areaid so that the order is total.
 */
export function compareRegions(a: Pick<Region, 'areaid' | 'name'>, b: Pick<Region, 'areaid' | 'name'>): number {
  if (a.areaid === NATIONAL_AREA_ID || b.areaid === NATIONAL_AREA_ID) {
    if (a.areaid === b.areaid) return 0;
    return a.areaid === NATIONAL_AREA_ID ? -1 : 1;
  }
  const c = pinyinCollator();
  const na = sortName(a);
  const nb = sortName(b);
  return c.compare(firstChar(na), firstChar(nb)) || c.compare(na, nb) || a.areaid - b.areaid;
}

function firstChar(name: string): string {
  const first = name.codePointAt(0);
  return first === undefined ? '' : String.fromCodePoint(first);
}

function copy(region: Region, subList: Region[] = region.subList.map((s) => copy(s))): Region {
  return { areaid: region.areaid, name: region.name, pid: region.pid, subList };
}

/**
 * A sorted deep copy: 全国 first, the others (and every subList) by pinyin; the first entry, when
 * it is area 1, is named 全国.
 */
export function sortRegions(regions: readonly Region[]): Region[] {
  const sortTree = (list: readonly Region[]): Region[] =>
    list.map((r) => copy(r, sortTree(r.subList))).sort(compareRegions);
  const sorted = sortTree(regions);
  if (sorted[0]?.areaid === NATIONAL_AREA_ID) sorted[0].name = NATIONAL_LABEL;
  return sorted;
}

/** The project region list: without area 28, sorted. */
export function projectRegions(all: readonly Region[]): Region[] {
  return sortRegions(all.filter((r) => r.areaid !== EXCLUDED_AREA_ID));
}

/** The price region list: without 28; area 6 keeps only its sub-area 77; every other subList empty. */
export function priceRegions(all: readonly Region[]): Region[] {
  const kept = all
    .filter((r) => r.areaid !== EXCLUDED_AREA_ID)
    .map((r) =>
      copy(
        r,
        r.areaid === PRICE_AREA_ID ? r.subList.filter((s) => s.areaid === PRICE_SUB_AREA_ID).map((s) => copy(s, [])) : [],
      ),
    );
  return sortRegions(kept);
}

/** The project-cost region list: only the allowed ids, with id 1 always in; sorted. */
export function projectCostRegions(all: readonly Region[], allowed: readonly number[]): Region[] {
  const ids = new Set<number>(allowed);
  ids.add(NATIONAL_AREA_ID);
  return sortRegions(all.filter((r) => ids.has(r.areaid)));
}

/** Finds a region (top level or in a subList) by areaid. */
export function findRegion(regions: readonly Region[], areaid: number): Region | null {
  for (const r of regions) {
    if (r.areaid === areaid) return r;
    const sub = r.subList.find((s) => s.areaid === areaid);
    if (sub) return sub;
  }
  return null;
}
