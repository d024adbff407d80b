/**
 * The sample data of 劳务分包指数, generated deterministically (same input, same rows) from
 * cost-data's price model so that the day rates of both columns agree:
 *
 *   price(line, q) = dayRate(region, q) × content(trade, type) × productivity(q) × season(q)
 *                    × regional factor(line) × noise(line, q)
 *
 * - dayRate: the mean of the quarter's three monthly market prices (ResourcePrices) of the trade's
 *   labour resource in the line's region (北京, 上海, 深圳 come out 25–35 % above the western provinces);
 * - content: 工日 per m² of building area, set so that the national 2024 average of 住宅 equals the
 *   trade's anchor (trades.ts) times the building type's factor;
 * - productivity: −2.5 % a year up to 2023, −3.2 % a year after (the day rates rise 6–7 % a year
 *   before 2023 and about 5.5 % after, so prices rise about 4 % a year, then about 2–2.5 %);
 * - season: the Spring Festival quarter a little dearer; regional factor ±3 % per line; noise ±0.6 %.
 *
 * The alternative price is the price over the line's quantity of work per m² (alt ratio); for the
 * trades quoted by the day (元/工日) it is the day rate. Samples: per city by its size, trade and
 * building type, growing over the years; a province adds its own to its cities', 全国 sums the provinces.
 */
import type { PricedResource, PriceRegion, ResourcePrices } from '@plugins/cost-data/shared/services';
import { LABOUR_BUILDING_TYPES, type LabourBuildingType } from '../shared/contract';
import { monthsOf, quartersBetween } from './quarters';
import type { LineRow, PriceRow, TradeRow } from './tables';
import { BUILDING_TYPE_WEIGHT, buildingTypesOf, TRADES, type TradeSpec } from './trades';

export const FIRST_QUARTER = 20181;

export interface LabourData {
  trades: TradeRow[];
  lines: LineRow[];
  prices: PriceRow[];
}

/** A deterministic hash of integers to [0, 1). */
export function unit(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h ^= p & 0xffff;
    h = Math.imul(h, 0x01000193);
    h ^= p >>> 16;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4_294_967_296;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Log productivity relative to mid-2024 at a quarter (its middle). */
function productivity(q: number): number {
  const x = Math.floor(q / 10) + ((q % 10) - 1) / 4 + 0.125;
  const log = (t: number) => -0.025 * (Math.min(t, 2023) - 2023) - 0.032 * (Math.max(t, 2023) - 2023);
  return Math.exp(log(x) - log(2024.5));
}

const SEASON = [0, 0.008, 0, -0.003, 0.002];

const tradeIndex = new Map(TRADES.map((t, i) => [t.code, i]));
const typeIndex = new Map(LABOUR_BUILDING_TYPES.map((b, i) => [b, i]));

export interface GenerateInput {
  prices: ResourcePrices;
  /** The cost-data labour resources by code (the trades' day-rate resources). */
  resources: ReadonlyMap<string, PricedResource>;
  /** The newest quarter (YYYYQ). */
  lastQuarter: number;
}

/** The trade rows (the catalogue as stored). */
export function tradeRows(): TradeRow[] {
  return TRADES.map((t, i) => ({
    code: t.code,
    seq: i + 1,
    name: t.name,
    scope: t.scope,
    unit: '元/m²',
    unit_basis: '建筑面积',
    alt_unit: t.altUnit,
    alt_unit_basis: t.altUnitBasis,
    building_types: buildingTypesOf(t).join(','),
    day_rate_code: t.dayRate.code,
    day_rate_name: t.dayRate.name,
  }));
}

export function generateLabourData(input: GenerateInput): LabourData {
  const { prices, resources, lastQuarter } = input;
  const quarters = quartersBetween(FIRST_QUARTER, lastQuarter);
  const regions = prices.regions();
  const provinces = regions.filter((r) => !r.isCity && r.areaid !== 1);
  const citiesOf = new Map<number, PriceRegion[]>();
  for (const r of regions) if (r.isCity) citiesOf.set(r.provinceId, [...(citiesOf.get(r.provinceId) ?? []), r]);

  // Day rates: per resource and region, the mean of each quarter's months (元/工日, 2 decimals).
  const dayRates = new Map<string, Float64Array>();
  const dayRateOf = (code: string, areaid: number): Float64Array => {
    const key = `${code}:${areaid}`;
    let series = dayRates.get(key);
    if (!series) {
      series = new Float64Array(quarters.length);
      const resource = resources.get(code);
      if (resource) {
        const points = prices.series(resource, areaid, monthsOf(quarters[0]!)[0], monthsOf(quarters[quarters.length - 1]!)[2]);
        for (let i = 0; i < quarters.length; i++) {
          const three = points.slice(i * 3, i * 3 + 3);
          series[i] = three.length ? round2(three.reduce((s, p) => s + p.market, 0) / three.length) : 0;
        }
      }
      dayRates.set(key, series);
    }
    return series;
  };

  // content(trade, type): national 2024 mean of 住宅 = anchor × factor.
  const content = new Map<string, number>();
  const y2024 = quarters.map((q, i) => [q, i] as const).filter(([q]) => Math.floor(q / 10) === 2024);
  for (const t of TRADES) {
    const national = dayRateOf(t.dayRate.code, 1);
    const mean = y2024.reduce((s, [q, i]) => s + national[i]! * productivity(q) * (1 + SEASON[q % 10]!), 0) / Math.max(1, y2024.length);
    for (const b of buildingTypesOf(t)) content.set(`${t.code}:${b}`, mean > 0 ? (t.anchor2024 * t.factor[b]!) / mean : 0);
  }

  const lines: LineRow[] = [];
  const priceRows: PriceRow[] = [];
  const n = quarters.length;
  const growth = new Float64Array(n);
  const trend = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const q = quarters[i]!;
    growth[i] = 0.55 + (0.65 * i) / Math.max(1, n - 1);
    trend[i] = productivity(q) * (1 + SEASON[q % 10]!);
  }

  /** Samples of one region's line per quarter (a city or a province's own quotes). */
  function ownSamples(areaid: number, t: TradeSpec, b: LabourBuildingType, base: number): number[] {
    const size = (base + unit(areaid, 7) * base * 2.5) * t.weight * BUILDING_TYPE_WEIGHT[b];
    const ti = tradeIndex.get(t.code)!;
    const bi = typeIndex.get(b)!;
    const out = new Array<number>(n);
    for (let i = 0; i < n; i++) out[i] = Math.max(2, Math.round(size * growth[i]! * (0.85 + 0.3 * unit(areaid, ti, bi, quarters[i]!))));
    return out;
  }

  function addLine(region: PriceRegion, t: TradeSpec, b: LabourBuildingType, samples: readonly number[]): void {
    const id = lines.length + 1;
    const ti = tradeIndex.get(t.code)!;
    const bi = typeIndex.get(b)!;
    const national = region.areaid === 1;
    const regional = national ? 1 : 1 + 0.06 * (unit(region.areaid, ti, bi, 1) - 0.5);
    const ratioBase = t.altRatio[b] ?? 0;
    const altRatio = ratioBase > 0 ? Math.round(ratioBase * (national ? 1 : 1 + 0.06 * (unit(region.areaid, ti, bi, 2) - 0.5)) * 10_000) / 10_000 : 0;
    lines.push({ id, trade_code: t.code, area_id: region.areaid, building_type: b, alt_ratio: altRatio, source: 'sample' });
    const rates = dayRateOf(t.dayRate.code, region.areaid);
    const factor = content.get(`${t.code}:${b}`)! * regional;
    for (let i = 0; i < n; i++) {
      const q = quarters[i]!;
      const dayRate = rates[i]!;
      const raw = dayRate * factor * trend[i]! * (1 + 0.012 * (unit(id, q, 3) - 0.5));
      priceRows.push({
        line_id: id,
        quarter: q,
        price: round2(raw),
        alt_price: altRatio > 0 ? round2(raw / altRatio) : dayRate,
        day_rate: dayRate,
        samples: samples[i]!,
      });
    }
  }

  // Samples first (a province sums its cities, 全国 its provinces), then the lines in region order.
  const samples = new Map<string, number[]>();
  const key = (areaid: number, t: TradeSpec, b: LabourBuildingType) => `${areaid}:${t.code}:${b}`;
  for (const t of TRADES) {
    for (const b of buildingTypesOf(t)) {
      const nationalSum = new Array<number>(n).fill(0);
      for (const p of provinces) {
        const own = ownSamples(p.areaid, t, b, 6);
        for (const city of citiesOf.get(p.areaid) ?? []) {
          const s = ownSamples(city.areaid, t, b, 8);
          samples.set(key(city.areaid, t, b), s);
          for (let i = 0; i < n; i++) own[i]! += s[i]!;
        }
        samples.set(key(p.areaid, t, b), own);
        for (let i = 0; i < n; i++) nationalSum[i]! += own[i]!;
      }
      samples.set(key(1, t, b), nationalSum);
    }
  }
  for (const region of regions) {
    for (const t of TRADES) for (const b of buildingTypesOf(t)) addLine(region, t, b, samples.get(key(region.areaid, t, b))!);
  }
  return { trades: tradeRows(), lines, prices: priceRows };
}
