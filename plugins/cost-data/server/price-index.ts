/**
 * The site's own construction cost index (造价指数): one monthly series per province with data and
 * one national series (province 1), 2018-01 to 2026-12, 100 = national level of 2018-01.
 *
 * The market follows the anchors below: a steady rise through 2019–2020 (a pause in early
 * 2020), the steel and concrete peak of 2021 (about +17% over 2018-01 in the fourth quarter),
 * easing through 2022–2023 (about −8% from the peak), then flat to slightly down. A province is
 * the anchor curve times its cost level (上海, 北京 about 1.3; 广东, 浙江, 江苏 1.1–1.15 …), a
 * slow regional swing of about ±1% and a small monthly noise. The national series is the
 * construction-volume-weighted combination of the provinces, rebased to 2018-01 = 100
 * (`nationalIndex`). Deterministic: the index does not
 * depend on the sample data's seed, so repricing stays stable across databases.
 */
import { addMonths, monthRange, monthsBetween } from '@kernel/core/months';
import { FIRST_PRICE_MONTH, LAST_PRICE_MONTH } from '../shared/vocabulary';
import { NATIONAL_AREA_ID } from '../shared/regions';
import type { PriceIndexRow } from '../shared/tables';
import { hashUnit } from './generator/random';
import { NO_DATA_PROVINCE_IDS, provinceProfile } from './generator/provinces';
import { provinceRegions } from './regions';

/** National anchor points (YYYYMM, value); linear in between. */
export const NATIONAL_ANCHORS: ReadonlyArray<readonly [number, number]> = [
  [201801, 100],
  [201806, 101.6],
  [201812, 103.1],
  [201906, 104.3],
  [201912, 105.6],
  [202003, 105.4],
  [202006, 106.2],
  [202012, 109.2],
  [202103, 111.8],
  [202105, 114.3],
  [202107, 114.9],
  [202110, 117.2],
  [202112, 116.4],
  [202203, 115.1],
  [202206, 112.6],
  [202209, 110.9],
  [202212, 109.8],
  [202306, 108.6],
  [202312, 107.7],
  [202406, 107.4],
  [202412, 106.9],
  [202506, 106.6],
  [202512, 106.3],
  [202612, 106.0],
];

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

function anchorValue(month: number): number {
  const o = monthOrdinal(month);
  const anchors = NATIONAL_ANCHORS;
  if (o <= monthOrdinal(anchors[0][0])) return anchors[0][1];
  for (let i = 1; i < anchors.length; i++) {
    const o1 = monthOrdinal(anchors[i][0]);
    if (o <= o1) {
      const o0 = monthOrdinal(anchors[i - 1][0]);
      const t = (o - o0) / (o1 - o0);
      return anchors[i - 1][1] + t * (anchors[i][1] - anchors[i - 1][1]);
    }
  }
  return anchors[anchors.length - 1][1];
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

/** The index of a province (by its level) and month; province 1 gives the national series. */
export function provinceIndexValue(provinceId: number, level: number, month: number): number {
  if (provinceId === NATIONAL_AREA_ID) return nationalIndex(month);
  const o = monthOrdinal(month);
  const period = 28 + hashUnit(provinceId, 1) * 24;
  const phase = hashUnit(provinceId, 2) * 2 * Math.PI;
  const swing = 0.011 * Math.sin((2 * Math.PI * o) / period + phase);
  const noise = (hashUnit(provinceId, o, 3) - 0.5) * 0.01;
  return round2(anchorValue(month) * level * (1 + swing + noise));
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
      return series ? series[o] : anchorValue(month);
    },
  };
}
