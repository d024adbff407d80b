/**
 * The deterministic generator of the sample statistics (no randomness beyond a hash of the names, so
 * every start writes the same figures): national totals from the anchors, quarters as year-to-date
 * fractions, and every national figure split among the 31 provinces in whole units of its last
 * decimal (0.01 亿元, 0.01 万m², 0.01 万人, 1 个) by the largest-remainder rule, so the provinces add up to
 * the national total exactly. Parts (建筑/安装/其他 of the output, 新开工 of the floor area) are split
 * inside each province the same way; the national parts are the sums of the provinces'.
 */
import { hashUnit } from '@kernel/core/random';
import {
  FIRST_STORED_QUARTER_YEAR,
  FIRST_YEAR,
  LAST_QUARTER,
  LAST_YEAR,
  NATIONAL_YEARS,
  PROVINCE_ANCHORS,
  PROVINCE_YEAR_SHOCKS,
  YTD_FRACTIONS,
  type NationalYear,
  type ProvinceAnchor,
} from './anchors';
import { parsePeriod } from '../shared/contract';

/** The stored series: the indicators but 劳动生产率 (computed), their parts, and the average employment. */
export const SERIES = [
  'output',
  'outputBuilding',
  'outputInstall',
  'outputOther',
  'contracts',
  'floorArea',
  'newStartArea',
  'completedArea',
  'enterprises',
  'employees',
  'avgEmployees',
  'profit',
] as const;
export type SeriesCode = (typeof SERIES)[number];

/** Decimals of each stored series: values are stored as integers of 10^-decimals of the unit. */
export const SERIES_DECIMALS: Readonly<Record<SeriesCode, number>> = {
  output: 2,
  outputBuilding: 2,
  outputInstall: 2,
  outputOther: 2,
  contracts: 2,
  floorArea: 2,
  newStartArea: 2,
  completedArea: 2,
  enterprises: 0,
  employees: 2,
  avgEmployees: 2,
  profit: 2,
};

/** One stored figure: `value` in whole units of the series' last decimal. */
export interface GeneratedRow {
  period: string;
  /** GB/T 2260 province code, '' for 全国. */
  code: string;
  series: SeriesCode;
  value: number;
}


/** A factor 1 ± spread from a text. */
const jitter = (text: string, spread: number) => 1 + (hashUnit(text) * 2 - 1) * spread;

/**
 * Splits a whole number among weights by the largest-remainder rule: every share is the floor of its
 * exact quota, and the units left over go to the largest remainders (ties: the earlier weight). The
 * parts add up to `total` exactly.
 */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be a whole number ≥ 0: ${total}`);
  const sum = weights.reduce((a, w) => a + (w > 0 ? w : 0), 0);
  if (!(sum > 0)) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('weights must have a positive sum');
  }
  const quotas = weights.map((w) => ((w > 0 ? w : 0) / sum) * total);
  const parts = quotas.map((q) => Math.floor(q));
  let left = total - parts.reduce((a, p) => a + p, 0);
  const order = quotas.map((q, i) => ({ i, r: q - Math.floor(q) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts;
}

const toUnits = (value: number, decimals: number) => Math.round(value * 10 ** decimals);

/** The periods stored: the years 2015–2025 and the quarters 2023Q1–2026Q3 (Q4 is the year itself). */
export function storedPeriods(): string[] {
  const periods: string[] = [];
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) periods.push(String(y));
  const last = parsePeriod(LAST_QUARTER)!;
  for (let y = FIRST_STORED_QUARTER_YEAR; y <= last.year; y++) {
    for (let q = 1; q <= 4; q++) {
      if (y === last.year && q > last.quarter) break;
      periods.push(`${y}Q${q}`);
    }
  }
  return periods;
}

type Flow = Exclude<SeriesCode, 'outputBuilding' | 'outputInstall' | 'outputOther' | 'newStartArea'>;

/** The national figure of a top-level series in a period (in the unit, not yet whole units). */
function nationalValue(series: Flow | 'newStart', year: NationalYear, quarter: number, period: string): number {
  const annual: Record<Flow | 'newStart', number> = {
    output: year.output,
    contracts: year.contracts,
    floorArea: year.floorArea,
    completedArea: year.completedArea,
    enterprises: year.enterprises,
    employees: year.employees,
    avgEmployees: (year.output * 1e8) / year.productivity / 1e4,
    profit: year.profit,
    newStart: year.floorArea * year.newStartRatio,
  };
  if (quarter === 0 || quarter === 4) return annual[series];
  const fraction = YTD_FRACTIONS[series][quarter - 1]!;
  // A quarter departs a little from the typical fraction (weather, holidays, the year's pace).
  return annual[series] * fraction * jitter(`q:${series}:${period}`, 0.012);
}

/** The weight of a province for a series in a year (before normalising). */
function provinceWeight(p: ProvinceAnchor, series: Flow, year: number, period: string): number {
  const shock = PROVINCE_YEAR_SHOCKS[`${p.code}:${year}`] ?? 1;
  const output = p.outputShare * (1 + p.drift * (year - 2022)) * shock;
  const factor: Record<Flow, number> = {
    output: 1,
    contracts: p.contracts,
    floorArea: p.area,
    completedArea: p.area * 0.97,
    // Firms spread more evenly than output: small provinces have many small firms.
    enterprises: p.firms * output ** -0.2,
    employees: p.workers,
    avgEmployees: p.workers,
    profit: p.profit,
  };
  // Each series and province drifts in a slow wave of its own (±2 %, a few years long, so growth
  // rates move smoothly), plus a little noise per year (±0.8 %) and per quarter (±1 %).
  const phase = hashUnit(`phase:${series}:${p.code}`) * 2 * Math.PI;
  const wave = 1 + 0.02 * Math.sin((year - FIRST_YEAR) * 0.8 + phase);
  const own = wave * jitter(`y:${series}:${p.code}:${year}`, 0.008) * (period.includes('Q') ? jitter(`q:${series}:${p.code}:${period}`, 0.01) : 1);
  return output * factor[series] * own;
}

/** Every stored figure, national and provincial, for every stored period. */
export function generateStatistics(): GeneratedRow[] {
  const rows: GeneratedRow[] = [];
  const byYear = new Map(NATIONAL_YEARS.map((y) => [y.year, y]));
  const flows: Flow[] = ['output', 'contracts', 'floorArea', 'completedArea', 'enterprises', 'employees', 'avgEmployees', 'profit'];
  for (const period of storedPeriods()) {
    const { year: y, quarter } = parsePeriod(period)!;
    // The fourth quarter is the year itself: the same figures, stored under 2024Q4 too.
    const source = quarter === 4 ? String(y) : period;
    const year = byYear.get(y)!;
    const perProvince = new Map<string, Partial<Record<SeriesCode, number>>>(PROVINCE_ANCHORS.map((p) => [p.code, {}]));
    const national: Partial<Record<SeriesCode, number>> = {};
    for (const series of flows) {
      const total = toUnits(nationalValue(series, year, quarter, source), SERIES_DECIMALS[series]);
      const weights = PROVINCE_ANCHORS.map((p) => provinceWeight(p, series, y, source));
      const split = largestRemainder(total, weights);
      national[series] = total;
      PROVINCE_ANCHORS.forEach((p, i) => (perProvince.get(p.code)![series] = split[i]!));
    }
    // Parts inside each province: 建筑/安装/其他 of the output, 新开工 of the floor area.
    const newStartShare = nationalValue('newStart', year, quarter, source) / nationalValue('floorArea', year, quarter, source);
    for (const p of PROVINCE_ANCHORS) {
      const v = perProvince.get(p.code)!;
      const install = year.installShare * jitter(`install:${p.code}:${source}`, 0.12);
      const other = (1 - year.buildingShare - year.installShare) * jitter(`other:${p.code}:${source}`, 0.2);
      const [building, inst, oth] = largestRemainder(v.output!, [1 - install - other, install, other]);
      v.outputBuilding = building!;
      v.outputInstall = inst!;
      v.outputOther = oth!;
      v.newStartArea = Math.min(v.floorArea!, Math.round(v.floorArea! * newStartShare * jitter(`new:${p.code}:${source}`, 0.1)));
    }
    for (const series of ['outputBuilding', 'outputInstall', 'outputOther', 'newStartArea'] as const) {
      national[series] = PROVINCE_ANCHORS.reduce((a, p) => a + perProvince.get(p.code)![series]!, 0);
    }
    for (const series of SERIES) {
      rows.push({ period, code: '', series, value: national[series]! });
      for (const p of PROVINCE_ANCHORS) rows.push({ period, code: p.code, series, value: perProvince.get(p.code)![series]! });
    }
  }
  return rows;
}
