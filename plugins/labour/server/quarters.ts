/** Quarters as YYYYQ integers (2026Q3 → 20263) and as 'YYYYQn' text. */
import { quarterKey } from '../shared/contract';

export const quarterText = (q: number): string => `${Math.floor(q / 10)}Q${q % 10}`;
export const parseQuarter = (text: string): number | null => quarterKey(text);
export const nextQuarter = (q: number): number => (q % 10 === 4 ? (Math.floor(q / 10) + 1) * 10 + 1 : q + 1);
export const prevQuarter = (q: number): number => (q % 10 === 1 ? (Math.floor(q / 10) - 1) * 10 + 4 : q - 1);
/** The same quarter a year before. */
export const yearBefore = (q: number): number => q - 10;
/** The months (YYYYMM) of a quarter. */
export function monthsOf(q: number): [number, number, number] {
  const y = Math.floor(q / 10);
  const first = (q % 10 - 1) * 3 + 1;
  return [y * 100 + first, y * 100 + first + 1, y * 100 + first + 2];
}
/** The newest complete quarter up to a month (YYYYMM): 202610 → 20263, 202609 → 20263. */
export function lastCompleteQuarter(month: number): number {
  const y = Math.floor(month / 100);
  const m = month % 100;
  const q = Math.floor(m / 3);
  return q === 0 ? (y - 1) * 10 + 4 : y * 10 + q;
}
/** The quarter of a month (YYYYMM). */
export const quarterOfMonth = (month: number): number => Math.floor(month / 100) * 10 + Math.floor(((month % 100) - 1) / 3) + 1;
/** Every quarter from `from` to `to`, both inclusive. */
export function quartersBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let q = from; q <= to; q = nextQuarter(q)) out.push(q);
  return out;
}
