/** Number formats of 行业管理指数: values in their unit with the published decimals, 同比增长 as signed percentages. */
import type { IndicatorCode } from '../shared/contract';

const TWO = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** Decimals shown per indicator: 个 and 元/人 whole, the rest 2. */
export function decimalsOf(code: IndicatorCode): number {
  return code === 'enterprises' || code === 'productivity' ? 0 : 2;
}

/** 315,911.85 / 157,929 (— for a missing value). */
export function formatValue(value: number | null | undefined, code: IndicatorCode): string {
  if (value == null || !Number.isFinite(value)) return '—';
  return decimalsOf(code) === 0 ? WHOLE.format(value) : TWO.format(value);
}

/** A large value in a readable unit for a card: 31.59 万亿元 for 315,911.85 亿元, 151.34 亿m² for 1,513,400 万m². */
export function formatScaled(value: number, unit: string): { text: string; unit: string } {
  if (unit === '亿元' && Math.abs(value) >= 10_000) return { text: TWO.format(value / 10_000), unit: '万亿元' };
  if (unit === '万m²' && Math.abs(value) >= 10_000) return { text: TWO.format(value / 10_000), unit: '亿m²' };
  if (unit === '个' || unit === '元/人') return { text: WHOLE.format(value), unit };
  return { text: TWO.format(value), unit };
}

/** +1.2% / −0.8% / 0.0% (— without a base). Halves round away from zero. */
export function formatChange(ratio: number | null | undefined): string {
  if (ratio == null || !Number.isFinite(ratio)) return '—';
  const pct = (Math.sign(ratio) * Math.round(Math.abs(ratio) * 1000)) / 10;
  if (pct === 0) return '0.0%';
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct).toFixed(1)}%`;
}

/** 12.3% (a share). */
export function formatShare(ratio: number | null | undefined): string {
  if (ratio == null || !Number.isFinite(ratio)) return '—';
  return `${(ratio * 100).toFixed(1)}%`;
}

/** The direction of a change as the Chinese statistics colour it: rises red, falls green. */
export function changeTone(ratio: number | null | undefined): 'up' | 'down' | 'flat' {
  if (ratio == null || !Number.isFinite(ratio)) return 'flat';
  const pct = Math.sign(ratio) * Math.round(Math.abs(ratio) * 1000);
  return pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat';
}

export const TONE_COLOR = { up: '#c8322f', down: '#1f8a4c', flat: 'gray.500' } as const;
export const TONE_ARROW = { up: '▲', down: '▼', flat: '' } as const;
