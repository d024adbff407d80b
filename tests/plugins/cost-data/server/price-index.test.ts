/**
 * The site's price index reconciles: the national series is the stated construction-volume-weighted
 * combination of the provincial series, rebased so that 2018-01 = 100 (price-index.ts
 * `nationalIndex`), recomputable from the stored values. Each provincial series is computed from the
 * resource prices of the price model (bq/prices) through the stated basket, and the national series
 * follows the market those prices follow: the 2021 peak, then easing.
 */
import { createResourcePriceModel } from '@plugins/cost-data/server/bq/prices';
import { PRICE_CLASSES } from '@plugins/cost-data/server/bq/prices/levels';
import {
  buildPriceIndex,
  createPriceIndexLookup,
  INDEX_BASKET,
  indexedProvinces,
  provinceIndexValue,
} from '@plugins/cost-data/server/price-index';
import { PRICE_INDEX_BASE } from '@plugins/cost-data/shared/vocabulary';

const rows = buildPriceIndex();
const value = (province: number, month: number) => rows.find((r) => r.province_id === province && r.month === month)!.value;
const series = (province: number) => rows.filter((r) => r.province_id === province);
const yearMean = (province: number, year: number) => {
  const inYear = series(province).filter((r) => Math.floor(r.month / 100) === year);
  return inYear.reduce((s, r) => s + r.value, 0) / inYear.length;
};

describe('price index: national = weighted combination of provinces', () => {
  const provinces = indexedProvinces().filter((p) => p.id !== 1);

  it('states its base: 2018-01 全国 = 100', () => {
    expect(PRICE_INDEX_BASE).toBe('2018-01 全国 = 100');
    expect(value(1, 201801)).toBe(100);
  });

  it('recomputes every national month from the stored provincial values (to the stored 2 decimals)', () => {
    const weightSum = provinces.reduce((s, p) => s + p.weight, 0);
    expect(provinces.length).toBe(31);
    expect(provinces.every((p) => p.weight > 0)).toBe(true);
    const base = provinces.reduce((s, p) => s + p.weight * value(p.id, 201801), 0);
    const months = [...new Set(rows.map((r) => r.month))];
    expect(months).toHaveLength(108);
    for (const month of months) {
      const combined = (100 * provinces.reduce((s, p) => s + p.weight * value(p.id, month), 0)) / base;
      expect(Math.abs(value(1, month) - combined)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
    // The weights are the construction volumes (shares of the sample): they add up to a known whole.
    expect(weightSum).toBeGreaterThan(0);
  });

  it('keeps its rows: 全国 and every province with data, 201801 … 202612, 2 decimals', () => {
    const ids = [...new Set(rows.map((r) => r.province_id))];
    expect(ids).toHaveLength(32);
    for (const id of [28, 34, 35]) expect(ids).not.toContain(id);
    expect(rows).toHaveLength(32 * 108);
    expect(series(1).at(-1)!.month).toBe(202612);
    expect(rows.every((r) => r.value > 0 && Math.abs(r.value * 100 - Math.round(r.value * 100)) < 1e-6)).toBe(true);
    const lookup = createPriceIndexLookup(rows);
    expect(lookup.value(12, 202105)).toBe(value(12, 202105));
    // Unknown provinces read the national series.
    expect(lookup.value(28, 202105)).toBe(value(1, 202105));
  });
});

describe('price index: computed from the resource prices', () => {
  it('weighs a basket with a typical building cost composition', () => {
    const shares = Object.values(INDEX_BASKET);
    expect(shares.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
    expect(Object.keys(INDEX_BASKET).sort()).toEqual([...PRICE_CLASSES].sort());
    const share = (...classes: (keyof typeof INDEX_BASKET)[]) => classes.reduce((s, c) => s + INDEX_BASKET[c], 0);
    expect(share('labour_general', 'labour_skilled', 'labour_install')).toBeGreaterThanOrEqual(0.2);
    expect(share('labour_general', 'labour_skilled', 'labour_install')).toBeLessThanOrEqual(0.3);
    expect(share('rebar', 'steel_section', 'concrete')).toBeGreaterThanOrEqual(0.25);
    expect(share('rebar', 'steel_section', 'concrete')).toBeLessThanOrEqual(0.4);
    expect(share('machine', 'fuel_power')).toBeLessThanOrEqual(0.1);
  });

  it('a province = its cost level × the change of its own basket of market prices since 2018-01', () => {
    const model = createResourcePriceModel();
    const basket = (region: number, month: number) =>
      PRICE_CLASSES.reduce((s, c) => s + (INDEX_BASKET[c] * model.classFactor(c, region, month)) / model.classFactor(c, 1, 201801), 0);
    for (const p of indexedProvinces().filter((p) => [2, 8, 11, 12, 26].includes(p.id))) {
      for (const month of [201801, 201907, 202105, 202110, 202312, 202406, 202612]) {
        const expected = Math.round(100 * p.level * (basket(p.id, month) / basket(p.id, 201801)) * 100) / 100;
        expect(value(p.id, month)).toBe(expected);
        expect(provinceIndexValue(p.id, p.level, month)).toBe(expected);
      }
    }
  });

  it('follows the market: up in 2018–2020, the 2021 peak (steel in May, cement and concrete in October), easing to 2023, then flat', () => {
    const national = series(1);
    const peak = national.reduce((a, b) => (b.value > a.value ? b : a));
    expect(Math.floor(peak.month / 100)).toBe(2021);
    expect(peak.month).toBeGreaterThanOrEqual(202105);
    expect(peak.value).toBeGreaterThanOrEqual(120);
    expect(peak.value).toBeLessThanOrEqual(130);
    // May 2021, the rebar peak, is a local high well above the start of the year.
    expect(value(1, 202105)).toBeGreaterThan(value(1, 202101) + 8);
    expect(value(1, 202105)).toBeGreaterThan(value(1, 202106));
    // Easing: 2023-12 is 6–10 % below the peak, 2025 lower than 2024.
    const drop = 1 - value(1, 202312) / peak.value;
    expect(drop).toBeGreaterThan(0.06);
    expect(drop).toBeLessThan(0.1);
    expect(yearMean(1, 2025)).toBeLessThan(yearMean(1, 2024));
    // Flat after that: labour's rise and the material prices' fall roughly cancel.
    expect(Math.abs(value(1, 202612) / value(1, 202401) - 1)).toBeLessThan(0.03);
    // Every province rises 2018 → 2021 on yearly means and is lower in 2023 than in 2021.
    for (const p of indexedProvinces()) {
      expect(yearMean(p.id, 2019)).toBeGreaterThan(yearMean(p.id, 2018));
      expect(yearMean(p.id, 2020)).toBeGreaterThan(yearMean(p.id, 2019));
      expect(yearMean(p.id, 2021)).toBeGreaterThan(yearMean(p.id, 2020));
      expect(yearMean(p.id, 2023)).toBeLessThan(yearMean(p.id, 2021));
    }
  });

  it('puts provinces at their cost level, and each moves with its own prices', () => {
    const level = (id: number) => yearMean(id, 2022) / yearMean(1, 2022);
    for (const id of [2, 11]) {
      expect(level(id)).toBeGreaterThan(1.26);
      expect(level(id)).toBeLessThan(1.37);
    }
    for (const id of [6, 12, 13]) {
      expect(level(id)).toBeGreaterThan(1.08);
      expect(level(id)).toBeLessThan(1.22);
    }
    for (const id of [8, 9, 10]) expect(level(id)).toBeLessThan(0.95);
    // 辽宁's concrete slump and low wages: it gains less from 2018 to 2024 than 上海 does.
    const gain = (id: number) => yearMean(id, 2024) / value(id, 201801);
    expect(gain(8)).toBeLessThan(gain(11));
  });
});
