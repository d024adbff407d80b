import { formatNumber } from '@kernel/client/views/charts/format';

/** 元 with two decimals: 5,126.38 (unit prices and their parts, exact cents). */
export const fmtPrice = (v: number | null | undefined) => formatNumber(v, 2);
/** A quantity by its unit: t three decimals, m³/m²/m two, counts whole. */
export function fmtQuantity(v: number | null | undefined, unit?: string): string {
  if (v == null) return '—';
  if (unit === 't') return formatNumber(v, 3);
  if (unit && /^(樘|个|套|台|部|项|根|组|块|处|座|只|榀)$/.test(unit)) return formatNumber(v, 0);
  return formatNumber(v, 2);
}
/** A consumption (含量 or 消耗量): up to four decimals, no trailing zeros. */
export function fmtConsumption(v: number | null | undefined): string {
  if (v == null || !Number.isFinite(v)) return '—';
  return String(Number(v.toFixed(4)));
}
/** 元/m³, 元/t … */
export const priceUnit = (unit: string | null | undefined) => (unit ? `元/${unit}` : '元');
/** Region as 江苏·南京 (the city when known and different). */
export const fmtRegion = (province: string, city?: string) => (city && city !== province ? `${province}·${city}` : province || '—');
/** '2024-01' – '2024-12' → 2024-01 至 2024-12; one month alone; null parts → 不限. */
export function fmtPeriod(from: string | null | undefined, to: string | null | undefined): string {
  if (!from && !to) return '全部月份';
  if (from && to && from === to) return from;
  return `${from ?? '不限'} 至 ${to ?? '不限'}`;
}
/** Feature text (one per line) on one line: 1.钢筋种类：HRB400；2.规格：Φ12 … */
export const featuresInline = (features: string | null | undefined) =>
  (features ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean)
    .join('；');
/** The feature lines. */
export const featureLines = (features: string | null | undefined) =>
  (features ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

export { formatNumber };
