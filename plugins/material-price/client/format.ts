/** Number formats of the price page (prices with 2 decimals and thousands separators, changes as signed percentages). */

const PRICE = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 3,580.00 (— for a missing value). */
export function formatPrice(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '—' : PRICE.format(value);
}

/** +1.2% / −0.8% / 0.0% (— without a base). */
export function formatChange(ratio: number | null | undefined): string {
  if (ratio == null || !Number.isFinite(ratio)) return '—';
  // Halves round away from zero, so a rise and a fall of the same size read the same.
  const pct = (Math.sign(ratio) * Math.round(Math.abs(ratio) * 1000)) / 10;
  if (pct === 0) return '0.0%';
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct).toFixed(1)}%`;
}

/** The direction of a change as the Chinese markets colour it: rises red, falls green. */
export function changeTone(ratio: number | null | undefined): 'up' | 'down' | 'flat' {
  if (ratio == null || !Number.isFinite(ratio)) return 'flat';
  const pct = Math.sign(ratio) * Math.round(Math.abs(ratio) * 1000);
  return pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat';
}

export const TONE_COLOR = { up: '#c8322f', down: '#1f8a4c', flat: 'gray.500' } as const;
