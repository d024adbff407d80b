import { quarterKey } from '../shared/contract';

/** 'YYYYQn' moved by `n` quarters (negative: earlier); the text unchanged when malformed. */
export function shiftQuarter(quarter: string, n: number): string {
  const key = quarterKey(quarter);
  if (key == null) return quarter;
  const index = Math.floor(key / 10) * 4 + (key % 10) - 1 + n;
  return `${Math.floor(index / 4)}Q${(index % 4) + 1}`;
}

/** The later of two quarters. */
export function maxQuarter(a: string, b: string): string {
  return (quarterKey(a) ?? 0) >= (quarterKey(b) ?? 0) ? a : b;
}
