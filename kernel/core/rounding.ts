/**
 * The one rounding rule of the site, used by the servers, the pages, the charts and the workbooks:
 *
 * 1. Round once. Money is kept in integer cents (分); a figure is rounded from the exact value a
 *    single time, never from another rounded figure.
 * 2. Parts are apportioned, not rounded one by one. When parts must add up to a rounded total (the
 *    元/m² of the specialties and the single project's 元/m², the shares and 100 %), the total is
 *    rounded first and split among the parts by the largest-remainder method (Hamilton): each part
 *    gets the floor of its exact quota, and the units left over go to the parts with the largest
 *    fractional remainders (ties: the larger part, then the earlier one).
 *
 * So a table, its chart legend, its 合计 line and an export show the same figures, and the parts
 * always add up to the total shown.
 */

/** Rounds to `digits` decimals, half away from zero, tolerant of binary noise (1.005 → 1.01). */
export function roundTo(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  return fromUnits(toUnits(value, digits), digits);
}

/** The value in integer units of 10^-digits (元 → 分 for digits 2), half away from zero. */
export function toUnits(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return 0;
  const f = 10 ** digits;
  // The small nudge absorbs binary noise: 1.005 is stored as 1.00499999999999989…
  const scaled = Math.abs(value) * f;
  const units = Math.round(scaled + Math.max(1e-9, scaled * 1e-12));
  return value < 0 ? -units : units;
}

/** Integer units back to a number with `digits` decimals. */
export function fromUnits(units: number, digits = 2): number {
  const f = 10 ** digits;
  return Number((units / f).toFixed(digits));
}

/**
 * Splits the integer `total` into integer parts proportional to `weights` (largest remainder).
 * The parts add up to `total` exactly. Negative or non-finite weights count as 0; when every weight
 * is 0 the parts are all 0 except the first, which takes the whole total (there is nothing to share).
 */
export function apportion(weights: readonly number[], total: number): number[] {
  const n = weights.length;
  if (n === 0) return [];
  if (!Number.isInteger(total)) throw new RangeError(`apportion: total must be an integer, got ${total}`);
  const w = weights.map((x) => (Number.isFinite(x) && x > 0 ? x : 0));
  const sum = w.reduce((a, b) => a + b, 0);
  if (sum === 0) return w.map((_, i) => (i === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const whole = Math.abs(total);
  const quotas = w.map((x) => (x / sum) * whole);
  const parts = quotas.map((q) => Math.floor(q + 1e-9));
  let left = whole - parts.reduce((a, b) => a + b, 0);
  const order = quotas
    .map((q, i) => ({ i, rest: q - parts[i]!, weight: w[i]! }))
    .sort((a, b) => b.rest - a.rest || b.weight - a.weight || a.i - b.i);
  // left is between 0 and n (floor loses less than one unit per part, the nudge can gain one).
  for (let k = 0; left > 0; k = (k + 1) % n) {
    parts[order[k]!.i]! += 1;
    left--;
  }
  while (left < 0) {
    // The nudge rounded a quota up too far: take the unit back from the smallest remainder.
    const last = [...order].reverse().find((o) => parts[o.i]! > 0)!;
    parts[last.i]! -= 1;
    left++;
  }
  return parts.map((p) => (sign < 0 && p !== 0 ? -p : p));
}

/**
 * Shares of `values` in percent with `digits` decimals (default 1: 6.6 means 6.6 %), adding up to
 * exactly 100 (largest remainder). When nothing is positive, every share is 0.
 */
export function percentShares(values: readonly number[], digits = 1): number[] {
  if (!values.some((v) => Number.isFinite(v) && v > 0)) return values.map(() => 0);
  const units = 100 * 10 ** digits;
  return apportion(values, units).map((u) => fromUnits(u, digits));
}

/** The same shares as ratios 0..1 (6.6 % → 0.066), for fields that hold a ratio. */
export function ratioShares(values: readonly number[], digits = 1): number[] {
  return percentShares(values, digits).map((p) => roundTo(p / 100, digits + 2));
}
