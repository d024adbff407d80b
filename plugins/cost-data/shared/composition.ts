/**
 * A cost composition (specialties or fees) as every page, chart and workbook shows it, derived with
 * the site's rounding rule (`@kernel/core/rounding`) from the stored amounts:
 *
 * - amounts are stored in 元 with at most 2 decimals (the generator and the importer write cents),
 *   so they are read as integer cents and the total amount is their exact sum;
 * - the total's 元/m² is rounded once from the total (total cents ÷ area), and the parts' 元/m²
 *   are that total apportioned by the largest remainder, so the 元/m² of the parts add up to the
 *   total's 元/m² to the cent (the stored per-line `unit_cost`, rounded line by line, may not);
 * - the shares are percentages with one decimal apportioned to add up to exactly 100.0 %.
 */
import { apportion, fromUnits, percentShares, roundTo, toUnits } from '@kernel/core/rounding';

export interface CompositionInput {
  code: string;
  name: string;
  /** 元. */
  amount: number;
}

export interface CompositionLine {
  code: string;
  name: string;
  /** 元, 2 decimals. */
  amount: number;
  /** 元/m², 2 decimals; the lines add up to `total.unitCost`. */
  unitCost: number;
  /** Percent with 1 decimal (6.6 = 6.6 %); the lines add up to 100. */
  percent: number;
  /** The same share as a ratio (0.066). */
  ratio: number;
}

export interface Composition {
  lines: CompositionLine[];
  total: { amount: number; unitCost: number; percent: number; ratio: number };
}

/** 元/m² of a total over an area, rounded once (2 decimals); 0 for no area. */
export function unitCostOf(amount: number, area: number): number {
  if (!(area > 0)) return 0;
  return fromUnits(toUnits(toUnits(amount, 2) / 100 / area, 2), 2);
}

/**
 * The composition of `lines` (in the order given) over `area` m². Lines with a zero amount are kept
 * (share 0.0 %). `unitCost`, when given, is the stored total 元/m² to apportion (the single
 * project's `unit_cost`); otherwise it is computed from the total and the area.
 */
export function composition(lines: readonly CompositionInput[], area: number, unitCost?: number): Composition {
  const cents = lines.map((l) => toUnits(l.amount, 2));
  const totalCents = cents.reduce((a, b) => a + b, 0);
  const totalAmount = fromUnits(totalCents, 2);
  const totalUnit = unitCost !== undefined && Number.isFinite(unitCost) ? roundTo(unitCost, 2) : unitCostOf(totalAmount, area);
  const unitParts = apportion(cents, toUnits(totalUnit, 2));
  const percents = percentShares(cents, 1);
  return {
    lines: lines.map((l, i) => ({
      code: l.code,
      name: l.name,
      amount: fromUnits(cents[i]!, 2),
      unitCost: fromUnits(unitParts[i]!, 2),
      percent: percents[i]!,
      ratio: roundTo(percents[i]! / 100, 3),
    })),
    total: { amount: totalAmount, unitCost: totalUnit, percent: totalCents > 0 ? 100 : 0, ratio: totalCents > 0 ? 1 : 0 },
  };
}
