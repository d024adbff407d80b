/**
 * Number formats of the project-cost pages: thousands separators, fixed decimals, money in 万元.
 * Pure functions (no d3), so that the list page's chunk stays small and the tests run anywhere.
 */

const grouped = (digits: number) =>
  new Intl.NumberFormat('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true });
const cache = new Map<number, Intl.NumberFormat>();

/** 12,345.67 (a fixed number of decimals); — for a missing value. */
export function fmtNumber(value: number | null | undefined, digits = 0): string {
  if (value == null || !Number.isFinite(value)) return '—';
  let f = cache.get(digits);
  if (!f) {
    f = grouped(digits);
    cache.set(digits, f);
  }
  return f.format(value);
}

/** 元 → 万元 with two decimals: 72,000,000 → 7,200.00. */
export function fmtWan(yuan: number | null | undefined): string {
  return yuan == null ? '—' : fmtNumber(yuan / 10_000, 2);
}

/** 元/m² with two decimals. */
export function fmtUnitCost(value: number | null | undefined): string {
  return fmtNumber(value, 2);
}

/** m² with two decimals. */
export function fmtArea(value: number | null | undefined): string {
  return fmtNumber(value, 2);
}

/** 元 with two decimals: the amounts of a table whose lines add up to its 合计 (exact cents). */
export function fmtYuan(yuan: number | null | undefined): string {
  return fmtNumber(yuan, 2);
}

/** 0.278 → 27.8% (the site's shares have one decimal of a percent and add up to 100.0 %). */
export function fmtPercent(ratio: number | null | undefined, digits = 1): string {
  if (ratio == null || !Number.isFinite(ratio)) return '—';
  return `${fmtNumber(ratio * 100, digits)}%`;
}

/** An indicator value: up to four significant decimals, trailing zeros dropped. */
export function fmtIndicator(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '—';
  const digits = Math.abs(value) >= 100 ? 2 : Math.abs(value) >= 1 ? 3 : 4;
  const s = fmtNumber(value, digits);
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

/** 地上 18 层 / 地下 2 层. */
export function fmtFloors(above: number, below: number): string {
  const parts: string[] = [];
  if (above > 0) parts.push(`地上${above}层`);
  if (below > 0) parts.push(`地下${below}层`);
  return parts.join(' / ') || '—';
}

/** The single projects of a project by use: 住宅 ×2、地下车库 ×1. */
export function fmtUses(uses: readonly { name: string; count: number }[]): string {
  return uses.map((u) => (u.count > 1 ? `${u.name}×${u.count}` : u.name)).join('、');
}
