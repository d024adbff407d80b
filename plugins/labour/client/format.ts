/**
 * Number and period formats of the labour pages: prices with 2 decimals and thousands separators,
 * changes as signed percentages coloured as Chinese markets colour them (rises red, falls green),
 * quarters as 2026Q3 or 2026年第3季度.
 */

const PRICE = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const INDEX = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** 1,280.00 (— for a missing value). */
export function formatPrice(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '—' : PRICE.format(value);
}

/** An index value: 112.35 (— for a missing value). */
export function formatIndex(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '—' : INDEX.format(value);
}

/**
 * A change given as a ratio (0.0312 means +3.12 %): +3.12% / −0.80% / 0.00% (— without a base).
 * Halves round away from zero so a rise and a fall of the same size read the same.
 */
export function formatChange(ratio: number | null | undefined, digits = 2): string {
  if (ratio == null || !Number.isFinite(ratio)) return '—';
  const f = 10 ** digits;
  const r = (Math.sign(ratio) * Math.round(Math.abs(ratio) * 100 * f + 1e-9)) / f;
  if (r === 0) return `${(0).toFixed(digits)}%`;
  return `${r > 0 ? '+' : '−'}${Math.abs(r).toFixed(digits)}%`;
}

export type Tone = 'up' | 'down' | 'flat';

/** The direction of a change (ratio), at the precision shown. */
export function changeTone(ratio: number | null | undefined, digits = 2): Tone {
  if (ratio == null || !Number.isFinite(ratio)) return 'flat';
  const r = Math.round(Math.abs(ratio) * 100 * 10 ** digits + 1e-9);
  return r === 0 ? 'flat' : ratio > 0 ? 'up' : 'down';
}

export const TONE_COLOR: Readonly<Record<Tone, string>> = { up: '#c8322f', down: '#1f8a4c', flat: '#6b7280' };
export const TONE_WORD: Readonly<Record<Tone, string>> = { up: '上涨', down: '下降', flat: '持平' };

/** `2026Q3` (the form the data and the address use) → `{ year: 2026, q: 3 }`, or null. */
export function parseQuarter(text: string | null | undefined): { year: number; q: number } | null {
  const m = /^(\d{4})\s*-?\s*Q([1-4])$/i.exec((text ?? '').trim());
  return m ? { year: Number(m[1]), q: Number(m[2]) } : null;
}

/** `2026Q3` → `2026年第3季度` (the text unchanged when it is not a quarter). */
export function quarterLabel(text: string | null | undefined): string {
  const p = parseQuarter(text);
  return p ? `${p.year}年第${p.q}季度` : (text ?? '');
}

/** `2026Q3` → `2026Q3` (a short axis label: `26Q3` when `short`). */
export function quarterShort(text: string, short = false): string {
  const p = parseQuarter(text);
  if (!p) return text;
  return short ? `${String(p.year).slice(2)}Q${p.q}` : `${p.year}Q${p.q}`;
}

/** A count of samples: 1,234. */
export function formatCount(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? '—' : n.toLocaleString('zh-CN');
}

/** A file name without the characters a file system refuses. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\s]+/g, '');
}
