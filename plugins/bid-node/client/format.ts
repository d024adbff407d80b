import { STOREY_BANDS } from '@plugins/cost-data/shared/vocabulary';
import { formatAuto, formatNumber } from '@kernel/client/views/charts/format';

/** 3,256.78 (元/m², two decimals). */
export const fmtUnitCost = (v: number | null | undefined) => formatNumber(v, 2);
/** 12,580.5 (m²). */
export const fmtArea = (v: number | null | undefined) => formatAuto(v, 2);
/** 元 with two decimals: 40,963,312.50 (composition amounts: exact cents, so the lines add up to the 合计). */
export const fmtYuan = (v: number | null | undefined) => formatNumber(v, 2);
/** 元 → 万元 with two decimals: 4,096.33 (a standalone total; never summed from parts in 万元). */
export const fmtWan = (yuan: number | null | undefined) => (yuan == null ? '—' : formatNumber(yuan / 1e4, 2));
/** 'YYYY-MM-DD' → 'YYYY-MM'. */
export const fmtMonth = (date: string | null | undefined) => (date ? date.slice(0, 7) : '—');
/** Decimals of an indicator by its unit: kg/m² and 元/m² two, the quantity ratios three. */
export const indicatorDigits = (unit?: string) => (!unit || unit.startsWith('kg') || unit.startsWith('元') ? 2 : 3);
/** An indicator value with the fixed decimals of its unit: 38.82 kg/m², 0.358 m³/m². */
export const fmtIndicator = (v: number | null | undefined, unit?: string) => formatNumber(v, indicatorDigits(unit));
/** 地上18层/地下2层. */
export const fmtStoreys = (above: number, below: number) => (below > 0 ? `地上${above}层/地下${below}层` : `地上${above}层`);
/** Region as 江苏·南京 (the city when known). */
export const fmtRegion = (province: string, city?: string) => (city && city !== province ? `${province}·${city}` : province || '—');

export const storeyBandLabel = (code: string) => STOREY_BANDS.find((b) => b.code === code)?.label ?? code;

export { formatNumber, formatAuto };
