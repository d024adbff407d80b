/**
 * Descriptive statistics of a sample: quantiles by linear interpolation between the closest ranks
 * (the common "type 7" definition, as Excel's PERCENTILE.INC and numpy's default), the mean and an
 * equal-width histogram.
 */
import { roundTo } from '@kernel/core/rounding';
import { quantile as kernelQuantile } from '@kernel/server/statistics';
import type { IntervalStats } from '../shared/contract';

/** Sorts a copy ascending. */
export function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The p-quantile (0..1) of an ascending sample; NaN for an empty one (`@kernel/server/statistics`). */
export const quantile = (ascending: readonly number[], p: number): number => kernelQuantile(ascending, p);

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Rounds to `digits` decimals: the site's one rounding rule (`@kernel/core/rounding`). */
export const round = roundTo;

/** How many bins a histogram has (for a sample with distinct values). */
export const HISTOGRAM_BINS = 10;

export interface Bin {
  from: number;
  to: number;
  count: number;
}

/**
 * Equal-width bins from min to max: HISTOGRAM_BINS of them, each [from, to) except the last,
 * which includes max. A sample of one distinct value gives one bin [v, v].
 */
export function histogram(ascending: readonly number[], bins = HISTOGRAM_BINS): Bin[] {
  const n = ascending.length;
  if (n === 0) return [];
  const min = ascending[0]!;
  const max = ascending[n - 1]!;
  if (max === min) return [{ from: min, to: max, count: n }];
  const width = (max - min) / bins;
  const out: Bin[] = Array.from({ length: bins }, (_, i) => ({
    from: min + i * width,
    to: i === bins - 1 ? max : min + (i + 1) * width,
    count: 0,
  }));
  for (const v of ascending) {
    let i = Math.floor((v - min) / width);
    if (i >= bins) i = bins - 1;
    // Guard against floating error at a bin edge.
    while (i > 0 && v < out[i]!.from) i--;
    while (i < bins - 1 && v >= out[i + 1]!.from) i++;
    out[i]!.count++;
  }
  return out;
}

/** The figures of a sample the range endpoint answers (the contract's IntervalStats, without indicator, histogram and sample). */
export type Summary = Pick<IntervalStats, 'count' | 'min' | 'p10' | 'q1' | 'median' | 'q3' | 'p90' | 'max' | 'mean'>;

/** The five-number summary plus P10, P90 and the mean of a non-empty sample. */
export function summarize(values: readonly number[]): Summary {
  const s = sorted(values);
  return {
    count: s.length,
    min: s[0]!,
    p10: quantile(s, 0.1),
    q1: quantile(s, 0.25),
    median: quantile(s, 0.5),
    q3: quantile(s, 0.75),
    p90: quantile(s, 0.9),
    max: s[s.length - 1]!,
    mean: mean(s),
  };
}
