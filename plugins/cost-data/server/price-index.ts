/**
 * The site's own construction cost index (造价指数): one monthly series per province with data and
 * one national series (province 1), 2018-01 to 2026-12, 100 = national level of 2018-01.
 *
 * The index is computed from the resource prices of the price model (bq/prices): a fixed basket with
 * the cost composition of a typical building (`INDEX_BASKET`: labour, rebar and steel, concrete,
 * cement, aggregates and mortar, masonry, timber and formwork, waterproofing and insulation,
 * finishes, installation materials and equipment, machines, fuel) weighs each price class's market
 * level in the province against its national level of 2018-01 (a Laspeyres index with 2018-01
 * shares). A province's series is its cost level (`level` of its profile in generator/provinces.ts,
 * 上海 and 北京 about 1.3, 广东 浙江 江苏 1.1–1.15 …: specifications, fees and local practice as well as
 * prices) times the change of its own basket since 2018-01, so each province moves with its own
 * prices (辽宁's slumping concrete and low wages weigh less, 上海's dear labour more …). The
 * national series is the construction-volume-weighted combination of the provinces, rebased to
 * 2018-01 = 100 (`nationalIndex`). Deterministic: the index does not depend on the sample data's
 * seed, so repricing stays stable across databases.
 */
import { addMonths, monthRange, monthsBetween } from '@kernel/core/months';
import { FIRST_PRICE_MONTH, LAST_PRICE_MONTH } from '../shared/vocabulary';
import { NATIONAL_AREA_ID } from '../shared/regions';
import type { PriceIndexRow } from '../shared/tables';
import type { PriceClass } from './bq/model';
import { createResourcePriceModel, type ResourcePriceModel } from './bq/prices';
import { NO_DATA_PROVINCE_IDS, provinceProfile } from './generator/provinces';
import { provinceRegions } from './regions';

/**
 * The basket: each price class's share of a typical building's cost (人工费 + 材料费 + 机械费 of a
 * reinforced-concrete building with its finishes and building services) at the national prices of
 * 2018-01. Labour about a quarter, steel and concrete about a third, finishes and installation about
 * a quarter, machines and fuel the rest. The shares add up to 1.
 */
export const INDEX_BASKET: Readonly<Record<PriceClass, number>> = {
  labour_skilled: 0.17,
  labour_general: 0.05,
  labour_install: 0.03,
  rebar: 0.15,
  steel_section: 0.03,
  concrete: 0.14,
  cement: 0.015,
  sand_stone: 0.015,
  mortar: 0.03,
  masonry: 0.04,
  timber: 0.035,
  waterproof: 0.025,
  insulation: 0.02,
  tile_stone: 0.03,
  paint: 0.02,
  door_window: 0.04,
  aluminium: 0.015,
  pipe: 0.025,
  cable: 0.03,
  equipment: 0.02,
  fuel_power: 0.01,
  machine: 0.05,
  misc: 0.01,
};

/** The index's first month, the origin of the month ordinals. */
const INDEX_ORIGIN = 201801;

/** Months since 2018-01 (0 for 201801). */
export function monthOrdinal(month: number): number {
  return monthsBetween(INDEX_ORIGIN, month);
}

/** YYYYMM of a month ordinal. */
export function monthFromOrdinal(ordinal: number): number {
  return addMonths(INDEX_ORIGIN, ordinal);
}

/** Every month of the index, 201801 … 202612. */
export function indexMonths(first = FIRST_PRICE_MONTH, last = LAST_PRICE_MONTH): number[] {
  return monthRange(first, last);
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The national index of a month (YYYYMM): a fixed-weight combination of the provincial indices,
 * rebased so that 2018-01 = 100:
 *
 *   全国(m) = 100 × Σ w_p × 省(p, m) ÷ Σ w_p × 省(p, 2018-01)
 *
 * over the provinces with data, w_p being each province's construction volume (`weight` of its
 * profile in generator/provinces.ts, also its share of the sample projects). The provincial values
 * are taken as stored (2 decimals), so anyone can recompute the national series from the table.
 */
export function nationalIndex(month: number): number {
  const provinces = indexedProvinces().filter((p) => p.id !== NATIONAL_AREA_ID);
  let now = 0;
  let base = 0;
  for (const p of provinces) {
    now += p.weight * provinceIndexValue(p.id, p.level, month);
    base += p.weight * provinceIndexValue(p.id, p.level, FIRST_PRICE_MONTH);
  }
  return round2((100 * now) / base);
}

let prices: ResourcePriceModel | null = null;
const priceModel = () => (prices ??= createResourcePriceModel());
const BASKET = Object.entries(INDEX_BASKET) as Array<[PriceClass, number]>;

/**
 * The basket of a region in a month against the national basket of 2018-01: Σ share × market
 * level of the class in the region and month ÷ its national level of 2018-01.
 */
export function basketValue(regionId: number, month: number): number {
  let series = baskets.get(regionId);
  if (!series) baskets.set(regionId, (series = basketSeries(regionId)));
  return series[Math.max(0, Math.min(series.length - 1, monthOrdinal(month)))];
}

const baskets = new Map<number, Float64Array>();

function basketSeries(regionId: number): Float64Array {
  const model = priceModel();
  // A province the model does not price (none of the indexed ones) moves with the national basket.
  const priced = model.priceRegionOf(regionId) ?? NATIONAL_AREA_ID;
  const months = indexMonths();
  const series = new Float64Array(months.length);
  for (const [c, share] of BASKET) {
    const base = model.classFactor(c, NATIONAL_AREA_ID, FIRST_PRICE_MONTH);
    months.forEach((month, i) => (series[i] += (share * model.classFactor(c, priced, month)) / base));
  }
  return series;
}

/**
 * The index of a province (by its level) and month: 100 × level × basket(province, month) ÷
 * basket(province, 2018-01). Province 1 gives the national series.
 */
export function provinceIndexValue(provinceId: number, level: number, month: number): number {
  if (provinceId === NATIONAL_AREA_ID) return nationalIndex(month);
  return round2((100 * level * basketValue(provinceId, month)) / basketValue(provinceId, FIRST_PRICE_MONTH));
}

/** The provinces that carry an index: every province with data, plus 1 (全国). */
export function indexedProvinces(): Array<{ id: number; name: string; level: number; weight: number }> {
  if (indexed) return indexed;
  const list = [{ id: NATIONAL_AREA_ID, name: '全国', level: 1, weight: 0 }];
  for (const region of provinceRegions()) {
    if (NO_DATA_PROVINCE_IDS.includes(region.areaid)) continue;
    const profile = provinceProfile(region.name);
    list.push({ id: region.areaid, name: region.name, level: profile.level, weight: profile.weight });
  }
  indexed = list;
  return list;
}

let indexed: Array<{ id: number; name: string; level: number; weight: number }> | null = null;

/** All rows of cost_data_price_index (every month, every province with data and 1). */
export function buildPriceIndex(): PriceIndexRow[] {
  const months = indexMonths();
  const rows: PriceIndexRow[] = [];
  for (const province of indexedProvinces()) {
    for (const month of months) {
      rows.push({ province_id: province.id, month, value: provinceIndexValue(province.id, province.level, month) });
    }
  }
  return rows;
}

/** A fast lookup over the computed index: value(provinceId, YYYYMM); national for unknown ids. */
export interface PriceIndexLookup {
  value(provinceId: number, month: number): number;
}

export function createPriceIndexLookup(rows: readonly PriceIndexRow[] = buildPriceIndex()): PriceIndexLookup {
  const table = new Map<number, Float64Array>();
  const size = monthOrdinal(LAST_PRICE_MONTH) + 1;
  for (const row of rows) {
    let series = table.get(row.province_id);
    if (!series) table.set(row.province_id, (series = new Float64Array(size)));
    series[monthOrdinal(row.month)] = row.value;
  }
  return {
    value(provinceId, month) {
      const o = Math.max(0, Math.min(size - 1, monthOrdinal(month)));
      const series = table.get(provinceId) ?? table.get(NATIONAL_AREA_ID);
      return series ? series[o] : nationalIndex(monthFromOrdinal(o));
    },
  };
}
