/**
 * The shared quantile (type 7, as Excel's PERCENTILE.INC): values checked against Excel's, the
 * first-n form over a typed array, the edges (empty, one value, p outside 0..1).
 */
import { quantile } from '@kernel/server/statistics';

describe('quantile', () => {
  it('interpolates between the closest ranks as PERCENTILE.INC does', () => {
    const s = [1, 2, 3, 4];
    expect(quantile(s, 0)).toBe(1);
    expect(quantile(s, 0.1)).toBeCloseTo(1.3, 12);
    expect(quantile(s, 0.25)).toBeCloseTo(1.75, 12);
    expect(quantile(s, 0.5)).toBeCloseTo(2.5, 12);
    expect(quantile(s, 0.9)).toBeCloseTo(3.7, 12);
    expect(quantile(s, 1)).toBe(4);
    // PERCENTILE.INC({412.5, 430, 455.8, 468, 520.35}, 0.9) = 499.41
    expect(quantile([412.5, 430, 455.8, 468, 520.35], 0.9)).toBeCloseTo(499.41, 10);
  });

  it('reads the first n values of a typed array', () => {
    const prices = new Float64Array([10, 20, 30, 1000, 2000]);
    expect(quantile(prices, 0.5, 3)).toBe(20);
    expect(quantile(prices, 1, 3)).toBe(30);
    expect(quantile(prices, 0.5)).toBe(30);
  });

  it('answers NaN for an empty sample, the value for one, and clamps p', () => {
    expect(quantile([], 0.5)).toBeNaN();
    expect(quantile([5, 6], 0.5, 0)).toBeNaN();
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([1, 3], -1)).toBe(1);
    expect(quantile([1, 3], 2)).toBe(3);
  });
});
