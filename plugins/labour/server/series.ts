/**
 * The labour series in memory: read once from the plugin's tables (about 2,700 lines × 35
 * quarters), with the index (2020Q1 = 100), 环比 and 同比 computed from the stored prices at load,
 * so every endpoint answers from arrays. The tables are written only by the first-start seed; a
 * load that finds them empty is not kept (the next request reads again).
 */
import type { Kysely } from 'kysely';
import type { PriceRegion, ResourcePrices } from '@plugins/cost-data/shared/services';
import {
  LABOUR_BUILDING_TYPES,
  LABOUR_INDEX_BASE,
  LABOUR_SAMPLE_NOTE,
  type LabourBandPoint,
  type LabourBuildingType,
  type LabourQuarterFigures,
  type LabourScope,
  type LabourTradeCode,
  type LabourTradeInfo,
} from '../shared/contract';
import { parseQuarter, prevQuarter, quarterText, yearBefore } from './quarters';
import { LINE_TABLE, PRICE_TABLE, TRADE_TABLE, type LabourTables } from './tables';

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** A change as a ratio (4 decimals), null without a base. */
export function changeRatio(now: number, before: number | undefined): number | null {
  if (before === undefined || !(before > 0) || !Number.isFinite(now)) return null;
  return round4((now - before) / before);
}

/** The index of a price against its base price (2 decimals). */
export function indexOf(price: number, base: number): number {
  return base > 0 ? round2((price / base) * LABOUR_INDEX_BASE.value) : 0;
}

export type RegionLevel = 'national' | 'province' | 'city';
export interface RegionInfo {
  areaid: number;
  name: string;
  provinceId: number;
  provinceName: string;
  level: RegionLevel;
}

export interface Line {
  id: number;
  trade: LabourTradeInfo;
  areaId: number;
  buildingType: LabourBuildingType;
  altRatio: number;
  /** Per quarter position (LabourSeries.quarters): NaN where the line has no price. */
  price: Float64Array;
  alt: Float64Array;
  day: Float64Array;
  samples: Int32Array;
  index: Float64Array;
  mom: Float64Array;
  yoy: Float64Array;
}

export class LabourSeries {
  /** Every quarter (YYYYQ), oldest first. */
  readonly quarters: number[];
  readonly latest: number;
  private readonly position = new Map<number, number>();
  readonly trades: LabourTradeInfo[];
  private readonly tradeByCode: Map<string, LabourTradeInfo>;
  readonly lines = new Map<number, Line>();
  private readonly byKey = new Map<string, number>();
  private readonly byArea = new Map<number, Line[]>();
  readonly regions = new Map<number, RegionInfo>();
  /** Provinces (areaid order) and the cities of each. */
  readonly provinces: RegionInfo[] = [];
  readonly citiesOf = new Map<number, RegionInfo[]>();
  private readonly bands = new Map<string, LabourBandPoint[]>();

  constructor(trades: LabourTradeInfo[], quarters: number[], regions: readonly PriceRegion[]) {
    this.trades = trades;
    this.tradeByCode = new Map(trades.map((t) => [t.code, t]));
    this.quarters = quarters;
    this.latest = quarters[quarters.length - 1] ?? 0;
    quarters.forEach((q, i) => this.position.set(q, i));
    const names = new Map(regions.map((r) => [r.areaid, r.name]));
    for (const r of regions) {
      const level: RegionLevel = r.areaid === 1 ? 'national' : r.isCity ? 'city' : 'province';
      const info: RegionInfo = { areaid: r.areaid, name: r.name, provinceId: r.provinceId, provinceName: level === 'city' ? (names.get(r.provinceId) ?? '') : '', level };
      this.regions.set(r.areaid, info);
      if (level === 'province') this.provinces.push(info);
      if (level === 'city') this.citiesOf.set(r.provinceId, [...(this.citiesOf.get(r.provinceId) ?? []), info]);
    }
  }

  static key(trade: string, areaId: number, buildingType: string): string {
    return `${trade}:${areaId}:${buildingType}`;
  }

  addLine(line: Line): void {
    this.lines.set(line.id, line);
    this.byKey.set(LabourSeries.key(line.trade.code, line.areaId, line.buildingType), line.id);
    const list = this.byArea.get(line.areaId) ?? [];
    list.push(line);
    this.byArea.set(line.areaId, list);
  }

  /** Sorts each region's lines by trade then building type and computes index, 环比, 同比. */
  finish(): void {
    const tradeSeq = new Map(this.trades.map((t, i) => [t.code, i]));
    for (const list of this.byArea.values()) {
      list.sort((a, b) => tradeSeq.get(a.trade.code)! - tradeSeq.get(b.trade.code)! || LABOUR_BUILDING_TYPES.indexOf(a.buildingType) - LABOUR_BUILDING_TYPES.indexOf(b.buildingType));
    }
    const basePos = this.position.get(parseQuarter(LABOUR_INDEX_BASE.quarter)!);
    for (const line of this.lines.values()) {
      const base = basePos === undefined ? NaN : line.price[basePos]!;
      for (let i = 0; i < this.quarters.length; i++) {
        const p = line.price[i]!;
        const q = this.quarters[i]!;
        line.index[i] = Number.isFinite(p) && base > 0 ? indexOf(p, base) : NaN;
        const prev = this.position.get(prevQuarter(q));
        const year = this.position.get(yearBefore(q));
        line.mom[i] = prev === undefined ? NaN : (changeRatio(p, line.price[prev]) ?? NaN);
        line.yoy[i] = year === undefined ? NaN : (changeRatio(p, line.price[year]) ?? NaN);
      }
    }
  }

  trade(code: string): LabourTradeInfo | undefined {
    return this.tradeByCode.get(code);
  }

  pos(quarter: number): number | undefined {
    return this.position.get(quarter);
  }

  line(id: number): Line | undefined {
    return this.lines.get(id);
  }

  lineOf(trade: string, areaId: number, buildingType: string): Line | undefined {
    const id = this.byKey.get(LabourSeries.key(trade, areaId, buildingType));
    return id === undefined ? undefined : this.lines.get(id);
  }

  linesOf(areaId: number): readonly Line[] {
    return this.byArea.get(areaId) ?? [];
  }

  /** The newest quarter a caller sees: the newest for a VIP, the one before it otherwise. */
  visibleQuarter(vip: boolean): number {
    return vip || this.quarters.length < 2 ? this.latest : prevQuarter(this.latest);
  }

  scope(areaId: number, quarter: number, vip: boolean): LabourScope {
    const visible = this.visibleQuarter(vip);
    return {
      region: this.regionRef(areaId),
      quarter: quarterText(quarter),
      visibleQuarter: quarterText(visible),
      latestQuarter: quarterText(this.latest),
      newestLocked: visible < this.latest,
      note: LABOUR_SAMPLE_NOTE,
    };
  }

  regionRef(areaId: number): LabourScope['region'] {
    const r = this.regions.get(areaId);
    return r ? { areaid: r.areaid, name: r.name, provinceName: r.provinceName, level: r.level } : { areaid: areaId, name: '', provinceName: '', level: 'city' };
  }

  /** A quarter's figures of a line, or null when it has no price then. */
  figures(line: Line, i: number): LabourQuarterFigures | null {
    const price = line.price[i];
    if (price === undefined || !Number.isFinite(price)) return null;
    const n = (v: number) => (Number.isFinite(v) ? v : null);
    return {
      quarter: quarterText(this.quarters[i]!),
      price,
      altPrice: line.alt[i]!,
      dayRate: line.day[i]!,
      index: Number.isFinite(line.index[i]!) ? line.index[i]! : 0,
      mom: n(line.mom[i]!),
      yoy: n(line.yoy[i]!),
      samples: line.samples[i]!,
    };
  }

  /** The figures from position `from` to `to` (both inclusive), oldest first. */
  range(line: Line, from: number, to: number): LabourQuarterFigures[] {
    const out: LabourQuarterFigures[] = [];
    for (let i = Math.max(0, from); i <= to && i < this.quarters.length; i++) {
      const f = this.figures(line, i);
      if (f) out.push(f);
    }
    return out;
  }

  /** The sub-regions whose lines make a line's band: the provinces for 全国, the province's cities otherwise. */
  bandRegions(areaId: number): { label: string; regions: RegionInfo[] } {
    const r = this.regions.get(areaId);
    if (!r || r.level === 'national') return { label: '各省份', regions: this.provinces };
    const province = r.level === 'city' ? r.provinceId : r.areaid;
    const name = this.regions.get(province)?.name ?? '';
    return { label: `${name}各主要城市`, regions: this.citiesOf.get(province) ?? [] };
  }

  /** The band of a line's trade and building type across its sub-regions, every quarter (cached). */
  band(line: Line): { label: string; points: LabourBandPoint[] } {
    const { label, regions } = this.bandRegions(line.areaId);
    const key = `${line.trade.code}:${line.buildingType}:${label}`;
    let points = this.bands.get(key);
    if (!points) {
      const members = regions.map((r) => this.lineOf(line.trade.code, r.areaid, line.buildingType)).filter((l): l is Line => !!l);
      points = [];
      if (members.length >= 2) {
        for (let i = 0; i < this.quarters.length; i++) {
          const values = members.map((m) => m.price[i]!).filter(Number.isFinite).sort((a, b) => a - b);
          if (values.length < 2) continue;
          const mid = values.length >> 1;
          const median = values.length % 2 ? values[mid]! : round2((values[mid - 1]! + values[mid]!) / 2);
          points.push({ quarter: quarterText(this.quarters[i]!), min: values[0]!, median, max: values[values.length - 1]!, regions: values.length });
        }
      }
      this.bands.set(key, points);
    }
    return { label, points };
  }
}

/** Reads the tables into a LabourSeries (null when they are still empty). */
export async function loadLabourSeries(db: Kysely<LabourTables>, prices: ResourcePrices): Promise<LabourSeries | null> {
  const tradeRows = await db.selectFrom(TRADE_TABLE).selectAll().orderBy('seq').execute();
  if (tradeRows.length === 0) return null;
  const trades: LabourTradeInfo[] = tradeRows.map((t) => ({
    code: t.code as LabourTradeCode,
    name: t.name,
    scope: t.scope,
    unit: t.unit,
    unitBasis: t.unit_basis,
    altUnit: t.alt_unit,
    altUnitBasis: t.alt_unit_basis,
    buildingTypes: t.building_types.split(',').filter(Boolean) as LabourBuildingType[],
    dayRateResource: { code: t.day_rate_code, name: t.day_rate_name },
  }));
  const [lineRows, priceRows] = await Promise.all([
    db.selectFrom(LINE_TABLE).select(['id', 'trade_code', 'area_id', 'building_type', 'alt_ratio']).execute(),
    db.selectFrom(PRICE_TABLE).select(['line_id', 'quarter', 'price', 'alt_price', 'day_rate', 'samples']).execute(),
  ]);
  if (lineRows.length === 0 || priceRows.length === 0) return null;
  const quarterSet = new Set<number>();
  for (const r of priceRows) quarterSet.add(Number(r.quarter));
  const quarters = [...quarterSet].sort((a, b) => a - b);
  const series = new LabourSeries(trades, quarters, prices.regions());
  const n = quarters.length;
  const nan = () => new Float64Array(n).fill(NaN);
  for (const r of lineRows) {
    const trade = series.trade(r.trade_code);
    if (!trade) continue;
    series.addLine({
      id: Number(r.id),
      trade,
      areaId: Number(r.area_id),
      buildingType: r.building_type as LabourBuildingType,
      altRatio: Number(r.alt_ratio),
      price: nan(),
      alt: nan(),
      day: nan(),
      samples: new Int32Array(n),
      index: nan(),
      mom: nan(),
      yoy: nan(),
    });
  }
  for (const r of priceRows) {
    const line = series.line(Number(r.line_id));
    const i = series.pos(Number(r.quarter));
    if (!line || i === undefined) continue;
    line.price[i] = Number(r.price);
    line.alt[i] = Number(r.alt_price);
    line.day[i] = Number(r.day_rate);
    line.samples[i] = Number(r.samples);
  }
  series.finish();
  return series;
}
