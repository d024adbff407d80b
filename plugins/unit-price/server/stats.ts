/**
 * The one statistics function of the 综合单价 figures. Every P10 / median / P90 the plugin shows
 * (the list rows, a row's 同类清单分布 and 价格走势, the detail, the PDF and the workbook) comes from
 * `priceStats` over the stored unit prices of the items in the set:
 *
 * - percentiles by linear interpolation between the closest ranks ("type 7", as Excel's
 *   PERCENTILE.INC and numpy's default): for an ascending sample x₀ … xₙ₋₁ the p-quantile is
 *   x_⌊h⌋ + (h − ⌊h⌋)(x_⌊h⌋₊₁ − x_⌊h⌋) with h = (n − 1)·p;
 * - each result rounded once, to the cent (元 with 2 decimals), from the unrounded value.
 */
import { roundTo } from '@kernel/core/rounding';
import { quantile } from '@kernel/server/statistics';
import type { BqHistogramBin, BqPriceStats } from '../shared/contract';

/** Rounds to the cent (the site's rounding rule). */
export const toCent = (value: number): number => roundTo(value, 2);

/** The p-quantile (0..1) of the first `n` values of an ascending sample; NaN when empty (`@kernel/server/statistics`). */
export const percentile = quantile;

/** Count, P10, median, P90, min, max and mean of the first `n` values of an ascending sample (元, to the cent). */
export function priceStats(ascending: ArrayLike<number>, n = ascending.length): BqPriceStats {
  if (n <= 0) return { count: 0, p10: 0, median: 0, p90: 0, min: 0, max: 0, mean: 0 };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += ascending[i]!;
  return {
    count: n,
    p10: toCent(percentile(ascending, 0.1, n)),
    median: toCent(percentile(ascending, 0.5, n)),
    p90: toCent(percentile(ascending, 0.9, n)),
    min: toCent(ascending[0]!),
    max: toCent(ascending[n - 1]!),
    mean: toCent(sum / n),
  };
}

/** How many bins a distribution has (for a sample with distinct values). */
export const HISTOGRAM_BINS = 10;

/**
 * Equal-width bins from min to max, each [from, to) except the last, which includes max; a sample of
 * one distinct value gives one bin [v, v]. Bounds rounded to the cent.
 */
export function priceHistogram(ascending: ArrayLike<number>, n = ascending.length, bins = HISTOGRAM_BINS): BqHistogramBin[] {
  if (n <= 0) return [];
  const min = ascending[0]!;
  const max = ascending[n - 1]!;
  if (max === min) return [{ from: toCent(min), to: toCent(max), count: n }];
  const width = (max - min) / bins;
  const counts = new Array<number>(bins).fill(0);
  for (let k = 0; k < n; k++) counts[Math.min(bins - 1, Math.floor((ascending[k]! - min) / width))]! += 1;
  return counts.map((count, i) => ({ from: toCent(min + i * width), to: toCent(i === bins - 1 ? max : min + (i + 1) * width), count }));
}
