/**
 * Quantiles of a sample by linear interpolation between the closest ranks (the common "type 7"
 * definition, as Excel's PERCENTILE.INC and numpy's default): for an ascending sample x₀ … xₙ₋₁ the
 * p-quantile is x_⌊h⌋ + (h − ⌊h⌋)(x_⌊h⌋₊₁ − x_⌊h⌋) with h = (n − 1)·p. Unrounded: a caller rounds
 * once, from this value, with `@kernel/core/rounding`.
 */

/**
 * The p-quantile (p clamped to 0..1) of the first `n` values of an ascending sample (a plain or a
 * typed array); NaN when empty.
 */
export function quantile(ascending: ArrayLike<number>, p: number, n = ascending.length): number {
  if (n <= 0) return Number.NaN;
  if (n === 1) return ascending[0]!;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.min(n - 1, lo + 1);
  return ascending[lo]! + (h - lo) * (ascending[hi]! - ascending[lo]!);
}
