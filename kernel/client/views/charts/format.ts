import { formatLocale } from 'd3-format';

/** d3's number formatting with Chinese conventions (thousands separator, ¥). */
export const zhLocale = formatLocale({ decimal: '.', thousands: ',', grouping: [3], currency: ['¥', ''] });

const groupedCache = new Map<number, (n: number) => string>();

/** 12,345.67: thousands separators and a fixed number of decimals (trailing zeros kept). */
export function formatNumber(value: number | null | undefined, digits = 0): string {
  if (value == null || !Number.isFinite(value)) return '—';
  let f = groupedCache.get(digits);
  if (!f) {
    f = zhLocale.format(`,.${digits}f`);
    groupedCache.set(digits, f);
  }
  // d3 prints a true minus sign (U+2212); keep the ASCII hyphen tables and exports use.
  return f(value).replace('\u2212', '-');
}

/** Up to `digits` decimals, trailing zeros removed: 12,345.6 / 0.35 / 1,200. */
export function formatAuto(value: number | null | undefined, digits = 2): string {
  if (value == null || !Number.isFinite(value)) return '—';
  const s = formatNumber(value, digits);
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

/** Chinese large-number style for axis ticks: 8,000 / 1.2万 / 3.5亿. */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e8) return `${formatAuto(value / 1e8, 2)}亿`;
  if (abs >= 1e5) return `${formatAuto(value / 1e4, 1)}万`;
  if (abs >= 100 || Number.isInteger(value)) return formatNumber(value, 0);
  return formatAuto(value, 2);
}

/** 0.1234 → 12.3% */
export function formatPercent(ratio: number | null | undefined, digits = 1): string {
  if (ratio == null || !Number.isFinite(ratio)) return '—';
  return `${formatNumber(ratio * 100, digits)}%`;
}

/** A value with its unit: 3,250 元/m². */
export function withUnit(text: string, unit?: string): string {
  return unit ? `${text} ${unit}` : text;
}
