/**
 * The resource price model of the sample data: the monthly 市场价 and 信息价 of every resource (人材机)
 * per priced region (全国, the 31 mainland provinces with data, their main cities), 2018-01 …
 * 2026-12. Generated sample data, deterministic: no database, no dependence on the sample seed.
 *
 * 市场价 (market) = basePrice × national curve of the class (curves.ts, 1 in 2024-01) × the
 * region's level for the class (levels.ts) × a small regional noise (a constant ±1.5 % per resource
 * and region, and ±1 % month to month per class and region, smoothed over two months). The
 * national (全国) market price has no noise: in 2024-01 it is the basePrice exactly.
 *
 * 信息价 (the bulletin price) is higher and stickier than the market for materials: it sits 2–8 %
 * above the region's noise-free market level (a premium per class and region) and moves either
 * monthly one month late (steel, concrete, cement, sand and stone, mortar, cable, fuel: the classes
 * the bulletins survey every month) or in quarterly steps, each quarter at the level of the month
 * before it (the slower classes). For labour it is the other way round: the bulletin's 人工工日单价
 * sits 8–15 % below the market day rate and is adjusted twice a year (effective March and
 * September, from the market of the month before).
 *
 * Money lines (unit 元, e.g. 其他材料费) are not prices: 1 元 is 1 元 everywhere, always.
 *
 * Every factor is precomputed per (class, region, month) into flat Float64Arrays, so a price is two
 * multiplications and a rounding, and millions of prices take well under a second.
 */
import { NATIONAL_AREA_ID } from '../../../shared/regions';
import { provinceOf } from '../../regions';
import type { PriceClass, Resource } from '../model';
import { MONTH_COUNT, monthOfOrdinal, nationalCurves, ordinalOf } from './curves';
import { PRICE_CLASSES, regionLevels, type PricedRegion } from './levels';

export type { PricedRegion } from './levels';

/** Both prices of a resource in a region and month, 元 with 2 decimals, both > 0. */
export interface ResourcePrice {
  readonly info: number;
  readonly market: number;
}

/** A row of the monthly price table (`cost_data_resource_price`). */
export interface ResourcePriceRow {
  resource_code: string;
  region_id: number;
  month: number;
  info_price: number;
  market_price: number;
}

/** How a class's 信息价 follows its market. */
type InfoRule = 'monthly' | 'quarterly' | 'labour';

const INFO_RULES: Readonly<Record<PriceClass, InfoRule>> = {
  labour_general: 'labour',
  labour_skilled: 'labour',
  labour_install: 'labour',
  rebar: 'monthly',
  steel_section: 'monthly',
  concrete: 'monthly',
  cement: 'monthly',
  sand_stone: 'monthly',
  mortar: 'monthly',
  cable: 'monthly',
  fuel_power: 'monthly',
  masonry: 'quarterly',
  timber: 'quarterly',
  waterproof: 'quarterly',
  insulation: 'quarterly',
  tile_stone: 'quarterly',
  paint: 'quarterly',
  door_window: 'quarterly',
  aluminium: 'quarterly',
  pipe: 'quarterly',
  equipment: 'quarterly',
  machine: 'quarterly',
  misc: 'quarterly',
};

/** Month-to-month noise amplitude (± half of it) per class: steel is volatile, labour steady. */
function noiseAmplitude(c: PriceClass): number {
  if (c === 'rebar' || c === 'steel_section' || c === 'cable') return 0.024;
  if (c.startsWith('labour_')) return 0.01;
  return 0.018;
}

/** Premium of materials' 信息价 over the market level: 2–8 %. */
const INFO_PREMIUM: readonly [number, number] = [0.02, 0.08];
/** Discount of the labour bulletin rate under the market day rate: 8–15 %. */
const LABOUR_DISCOUNT: readonly [number, number] = [0.08, 0.15];
/** Constant spread of one resource across regions: ±1.5 %. */
const RESOURCE_SPREAD = 0.03;

/** The priced months, 201801 … 202612. */
const MONTHS: readonly number[] = Array.from({ length: MONTH_COUNT }, (_, o) => monthOfOrdinal(o));

export interface ResourcePriceModel {
  /** 全国 first, then the provinces (areaid order), then the main cities; no 28, no 香港, 澳门 or 台湾. */
  regions(): readonly PricedRegion[];
  /** 201801 … 202612 (YYYYMM). */
  months(): readonly number[];
  /**
   * The region a price is read for: the areaid itself when priced, else its province (a district or
   * a city that is not priced), 1 for 全国; null for an unknown or unpriced areaid (28, 34, 35 …).
   */
  priceRegionOf(areaid: number): number | null;
  /** 信息价 and 市场价 (元, 2 decimals, > 0); throws for an unpriced region or a month out of range. */
  price(resource: Resource, regionId: number, month: number): ResourcePrice;
  /** The market price alone (no allocation). */
  market(resource: Resource, regionId: number, month: number): number;
  /** The 信息价 alone (no allocation). */
  info(resource: Resource, regionId: number, month: number): number;
  /**
   * The market factor of a class in a region and month (× basePrice = the price of a resource of the
   * class, before its own ±1.5 % regional spread): the national curve × the region's level × the
   * class's monthly noise (none for 全国). For indices over many resources.
   */
  classFactor(priceClass: PriceClass, regionId: number, month: number): number;
  /**
   * Every row for the table writer: for each resource, each region, each month (that order), or the
   * regions and months asked for.
   */
  rows(
    resources: Iterable<Resource>,
    options?: { readonly regions?: readonly number[]; readonly months?: readonly number[] },
  ): Generator<ResourcePriceRow>;
}

const round2 = (v: number) => Math.max(0.01, Math.round(v * 100) / 100);

/** A 32-bit hash of a resource code (FNV-1a over its UTF-16 units). */
function codeSeed(code: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) h = Math.imul(h ^ code.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** hashUnit of generator/random.ts for three and four small non-negative integers (no rest array). */
function mix(h: number, v: number): number {
  h = Math.imul(h ^ (v & 0xffff), 0x01000193);
  return Math.imul(h ^ (v >>> 16), 0x01000193);
}
function finish(h: number): number {
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}
const hash3 = (a: number, b: number, c: number) => finish(mix(mix(mix(0x811c9dc5, a), b), c));
const hash4 = (a: number, b: number, c: number, d: number) => finish(mix(mix(mix(mix(0x811c9dc5, a), b), c), d));

/**
 * For each 信息价 rule and month ordinal, the month whose market level the bulletin states:
 * monthly, the month before; quarterly, the month before the quarter; labour, the month before the
 * last adjustment (March and September).
 */
const INFO_SOURCE: Readonly<Record<InfoRule, Int32Array>> = (() => {
  const monthly = new Int32Array(MONTH_COUNT);
  const quarterly = new Int32Array(MONTH_COUNT);
  const labour = new Int32Array(MONTH_COUNT);
  for (let o = 0; o < MONTH_COUNT; o++) {
    const month = monthOfOrdinal(o) % 100;
    const sinceAdjust = month >= 9 ? month - 9 : month >= 3 ? month - 3 : month + 3;
    monthly[o] = Math.max(0, o - 1);
    quarterly[o] = Math.max(0, o - ((month - 1) % 3) - 1);
    labour[o] = Math.max(0, o - sinceAdjust - 1);
  }
  return { monthly, quarterly, labour };
})();

interface Tables {
  regions: readonly PricedRegion[];
  /** areaid → region index (−1 when not priced). */
  regionIndex: Int32Array;
  classIndex: ReadonlyMap<PriceClass, number>;
  /** [class][region × MONTH_COUNT + month]: the market factor (with noise) and the 信息价 factor. */
  market: Float64Array[];
  info: Float64Array[];
}

let tables: Tables | null = null;

function build(): Tables {
  const { regions, levels } = regionLevels();
  const curves = nationalCurves();
  const maxId = regions.reduce((m, r) => Math.max(m, r.areaid), 0);
  const regionIndex = new Int32Array(maxId + 1).fill(-1);
  regions.forEach((r, i) => (regionIndex[r.areaid] = i));
  const R = regions.length;
  const market: Float64Array[] = [];
  const info: Float64Array[] = [];
  PRICE_CLASSES.forEach((c, ci) => {
    const curve = curves[c];
    const level = levels[ci];
    const amplitude = noiseAmplitude(c);
    const rule = INFO_RULES[c];
    const m = new Float64Array(R * MONTH_COUNT);
    const inf = new Float64Array(R * MONTH_COUNT);
    const noise = new Float64Array(MONTH_COUNT + 1);
    for (let r = 0; r < R; r++) {
      const areaid = regions[r].areaid;
      const national = areaid === NATIONAL_AREA_ID;
      const lvl = level[r] * (national ? 1 : 1 + 0.04 * (hash3(areaid, ci, 11) - 0.5));
      // noise[o + 1] is the month's draw; the market mixes it with the previous month's.
      for (let o = -1; o < MONTH_COUNT; o++) noise[o + 1] = national ? 0 : (hash4(areaid, ci, o + 1, 12) - 0.5) * amplitude;
      const premium = national
        ? (rule === 'labour' ? -(LABOUR_DISCOUNT[0] + LABOUR_DISCOUNT[1]) : INFO_PREMIUM[0] + INFO_PREMIUM[1]) / 2
        : rule === 'labour'
          ? -(LABOUR_DISCOUNT[0] + hash3(areaid, ci, 13) * (LABOUR_DISCOUNT[1] - LABOUR_DISCOUNT[0]))
          : INFO_PREMIUM[0] + hash3(areaid, ci, 13) * (INFO_PREMIUM[1] - INFO_PREMIUM[0]);
      const base = r * MONTH_COUNT;
      for (let o = 0; o < MONTH_COUNT; o++) {
        m[base + o] = curve[o] * lvl * (1 + 0.65 * noise[o + 1] + 0.35 * noise[o]);
        inf[base + o] = curve[INFO_SOURCE[rule][o]] * lvl * (1 + premium);
      }
    }
    market.push(m);
    info.push(inf);
  });
  return { regions, regionIndex, classIndex: new Map(PRICE_CLASSES.map((c, i) => [c, i])), market, info };
}

function getTables(): Tables {
  tables ??= build();
  return tables;
}

/** The resource's constant spread in a region (1 for 全国). */
function spreadOf(seed: number, areaid: number): number {
  return areaid === NATIONAL_AREA_ID ? 1 : 1 + RESOURCE_SPREAD * (hash3(seed, areaid, 14) - 0.5);
}

const seeds = new Map<string, number>();
function seedOf(code: string): number {
  let s = seeds.get(code);
  if (s === undefined) seeds.set(code, (s = codeSeed(code)));
  return s;
}

const isMoneyLine = (resource: Resource) => resource.unit === '元';

/** The resource price model (built once; every instance shares the precomputed tables). */
export function createResourcePriceModel(): ResourcePriceModel {
  const t = getTables();

  const slot = (regionId: number, month: number): number => {
    const r = regionId >= 0 && regionId < t.regionIndex.length ? t.regionIndex[regionId] : -1;
    if (r < 0) throw new RangeError(`resource prices: region ${regionId} is not priced`);
    const o = ordinalOf(month);
    if (!(o >= 0 && o < MONTH_COUNT) || month % 100 < 1 || month % 100 > 12) {
      throw new RangeError(`resource prices: month ${month} is outside 201801–202612`);
    }
    return r * MONTH_COUNT + o;
  };
  const classOf = (resource: Resource): number => {
    const c = t.classIndex.get(resource.priceClass);
    if (c === undefined) throw new RangeError(`resource prices: unknown price class ${resource.priceClass}`);
    return c;
  };

  const market = (resource: Resource, regionId: number, month: number): number => {
    const i = slot(regionId, month);
    if (isMoneyLine(resource)) return resource.basePrice;
    return round2(resource.basePrice * t.market[classOf(resource)][i] * spreadOf(seedOf(resource.code), regionId));
  };
  const info = (resource: Resource, regionId: number, month: number): number => {
    const i = slot(regionId, month);
    if (isMoneyLine(resource)) return resource.basePrice;
    return round2(resource.basePrice * t.info[classOf(resource)][i] * spreadOf(seedOf(resource.code), regionId));
  };

  return {
    regions: () => t.regions,
    months: () => MONTHS,
    priceRegionOf(areaid) {
      if (areaid >= 0 && areaid < t.regionIndex.length && t.regionIndex[areaid] >= 0) return areaid;
      const province = provinceOf(areaid);
      if (province !== null && province < t.regionIndex.length && t.regionIndex[province] >= 0) return province;
      return null;
    },
    price: (resource, regionId, month) => ({ info: info(resource, regionId, month), market: market(resource, regionId, month) }),
    market,
    info,
    classFactor(priceClass, regionId, month) {
      const c = t.classIndex.get(priceClass);
      if (c === undefined) throw new RangeError(`resource prices: unknown price class ${priceClass}`);
      return t.market[c][slot(regionId, month)];
    },
    *rows(resources, options = {}) {
      const regionIds = options.regions ?? t.regions.map((r) => r.areaid);
      const months = options.months ?? MONTHS;
      const regionSlots = regionIds.map((id) => slot(id, MONTHS[0]));
      const monthOrdinals = months.map((m) => slot(NATIONAL_AREA_ID, m));
      for (const resource of resources) {
        const money = isMoneyLine(resource);
        const c = classOf(resource);
        const m = t.market[c];
        const inf = t.info[c];
        const seed = seedOf(resource.code);
        const code = resource.code;
        const base = resource.basePrice;
        for (let r = 0; r < regionIds.length; r++) {
          const regionId = regionIds[r];
          const k = base * spreadOf(seed, regionId);
          const rs = regionSlots[r];
          for (let j = 0; j < months.length; j++) {
            const i = rs + monthOrdinals[j];
            yield {
              resource_code: code,
              region_id: regionId,
              month: months[j],
              info_price: money ? base : round2(k * inf[i]),
              market_price: money ? base : round2(k * m[i]),
            };
          }
        }
      }
    },
  };
}
