/**
 * The site's price index reconciles: the national series is the stated construction-volume-weighted
 * combination of the provincial series, rebased so that 2018-01 = 100 (price-index.ts
 * `nationalIndex`), recomputable from the stored values.
 */
import { buildPriceIndex, indexedProvinces } from '@plugins/cost-data/server/price-index';
import { PRICE_INDEX_BASE } from '@plugins/cost-data/shared/vocabulary';

const rows = buildPriceIndex();
const value = (province: number, month: number) => rows.find((r) => r.province_id === province && r.month === month)!.value;

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
});
