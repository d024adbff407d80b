import type { ServiceRegistry } from '@kernel/server/services';
import { NATIONAL_AREA_ID, NATIONAL_LABEL, type Region } from '@plugins/cost-data/shared/regions';
import { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { shortRegionName } from '@plugins/cost-data/shared/region-names';

/** What the bid-node endpoints need to know about regions, built once per catalogue. */
export interface RegionIndex {
  /** The name of a province or city ('' when unknown); 全国 for 1. */
  name(areaid: number): string;
  /** 'national', 'province', 'city' or null for an unknown areaid. */
  kind(areaid: number): 'national' | 'province' | 'city' | null;
  /** The province of a province or city areaid (1 for 1), or null. */
  provinceOf(areaid: number): number | null;
  /**
   * Regions a keyword token names: exact names or names without their suffix (江苏 / 江苏省,
   * 南京 / 南京市). Provinces win over cities of the same name (吉林).
   */
  byName(token: string): { provinces: number[]; cities: number[] };
  /** Every region name and short name, longest first (to find them inside a longer token). */
  readonly names: readonly string[];
}


function buildIndex(regions: readonly Region[]): RegionIndex {
  const names = new Map<number, string>([[NATIONAL_AREA_ID, NATIONAL_LABEL]]);
  const kinds = new Map<number, 'national' | 'province' | 'city'>([[NATIONAL_AREA_ID, 'national']]);
  const provinces = new Map<number, number>([[NATIONAL_AREA_ID, NATIONAL_AREA_ID]]);
  const provinceNames = new Map<string, number[]>();
  const cityNames = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key) ?? [];
    if (!list.includes(id)) list.push(id);
    map.set(key, list);
  };
  for (const province of regions) {
    if (province.areaid === NATIONAL_AREA_ID) continue;
    names.set(province.areaid, province.name);
    kinds.set(province.areaid, 'province');
    provinces.set(province.areaid, province.areaid);
    add(provinceNames, province.name, province.areaid);
    add(provinceNames, shortRegionName(province.name), province.areaid);
    for (const city of province.subList ?? []) {
      if (kinds.has(city.areaid)) continue;
      names.set(city.areaid, city.name);
      kinds.set(city.areaid, 'city');
      provinces.set(city.areaid, province.areaid);
      add(cityNames, city.name, city.areaid);
      add(cityNames, shortRegionName(city.name), city.areaid);
    }
  }
  const allNames = [...new Set([...provinceNames.keys(), ...cityNames.keys()])]
    .filter((n) => n.length >= 2)
    .sort((a, b) => b.length - a.length);
  return {
    name: (areaid) => names.get(areaid) ?? '',
    kind: (areaid) => kinds.get(areaid) ?? null,
    provinceOf: (areaid) => provinces.get(areaid) ?? null,
    byName(token) {
      for (const name of new Set([token, shortRegionName(token)])) {
        const p = provinceNames.get(name);
        if (p) return { provinces: [...p], cities: [] };
        const c = cityNames.get(name);
        if (c) return { provinces: [], cities: [...c] };
      }
      return { provinces: [], cities: [] };
    },
    names: allNames,
  };
}

/** Without a catalogue (cost-data not serving yet): areaids 2–35 are provinces, others cities. */
const FALLBACK: RegionIndex = {
  name: (areaid) => (areaid === NATIONAL_AREA_ID ? NATIONAL_LABEL : ''),
  kind: (areaid) => (areaid === NATIONAL_AREA_ID ? 'national' : areaid >= 2 && areaid <= 35 ? 'province' : areaid > 35 ? 'city' : null),
  provinceOf: (areaid) => (areaid >= 1 && areaid <= 35 ? areaid : null),
  byName: () => ({ provinces: [], cities: [] }),
  names: [],
};

const cache = new WeakMap<RegionCatalogue, RegionIndex>();

/** The region index of the catalogue the cost-data plugin provides (looked up per request). */
export function regionIndex(services: ServiceRegistry): RegionIndex {
  const catalogue = services.find(RegionCatalogue);
  if (!catalogue) return FALLBACK;
  let index = cache.get(catalogue);
  if (!index) {
    index = buildIndex(catalogue.all());
    cache.set(catalogue, index);
  }
  return index;
}
