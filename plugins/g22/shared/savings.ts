import { apportion, fromUnits, roundTo, toUnits } from '@kernel/core/rounding';

/**
 * The saving arithmetic of an optimisation case, from stored values, rounded once:
 *   saving (元) = Δ content per m² × building area × price,
 * Δ rebar in kg/m² at a price in 元/t (÷ 1000), Δ concrete in m³/m² at a price in 元/m³. The case's
 * total is the sum of the measures' cents; its 元/m² is rounded once from the total, and the measures'
 * 元/m² are that figure apportioned by their savings (largest remainder), so they add up to it.
 */
export interface SavingLine {
  kind: 'rebar' | 'concrete';
  /** Per m² of building area (kg/m² or m³/m²). */
  delta: number;
}

/** One measure's saving in 元 (2 decimals). */
export function measureSaving(line: SavingLine, area: number, price: number): number {
  const exact = line.kind === 'rebar' ? (line.delta * area * price) / 1000 : line.delta * area * price;
  return roundTo(exact, 2);
}

/** The reduced quantity of one measure: t of rebar or m³ of concrete (3 / 2 decimals). */
export function measureQuantity(line: SavingLine, area: number): number {
  return line.kind === 'rebar' ? roundTo((line.delta * area) / 1000, 3) : roundTo(line.delta * area, 2);
}

export interface CaseSavings {
  /** 元 per measure, in order. */
  savings: number[];
  /** 元/m² per measure, adding up to `perM2`. */
  perM2Parts: number[];
  total: number;
  perM2: number;
}

/** The measures' savings at their prices, the total (Σ to the cent) and the 元/m² apportioned. */
export function caseSavings(lines: readonly SavingLine[], area: number, prices: { rebar: number; concrete: number }): CaseSavings {
  const savings = lines.map((l) => measureSaving(l, area, l.kind === 'rebar' ? prices.rebar : prices.concrete));
  const cents = savings.reduce((sum, s) => sum + toUnits(s), 0);
  const total = fromUnits(cents);
  const perM2 = area > 0 ? roundTo(total / area, 2) : 0;
  const perM2Parts = apportion(savings.map((s) => toUnits(s)), toUnits(perM2)).map((u) => fromUnits(u));
  return { savings, perM2Parts, total, perM2 };
}

/** Σ of 元 amounts to the cent (integer cents, no binary drift). */
export function sumMoney(values: readonly number[]): number {
  return fromUnits(values.reduce((sum, v) => sum + toUnits(v), 0));
}
