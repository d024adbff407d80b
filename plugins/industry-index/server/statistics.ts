/**
 * The statistics in memory: the stored figures (about 10,000 rows) read once and turned into the
 * indicators by period and region, with 劳动生产率 computed; the answers of the endpoints are built
 * from them (and the pieces cached), so a request reads no table.
 */
import type { Kysely } from 'kysely';
import {
  INDICATORS,
  INDICATOR_CODES,
  INDUSTRY_SOURCE,
  INDUSTRY_SAMPLE_NOTE,
  NATIONAL_AREA_ID,
  changeRatio,
  parsePeriod,
  periodLabel,
  previousPeriodKey,
  type IndicatorCode,
  type IndicatorValue,
  type IndustryDataList,
  type IndustryParams,
  type IndustryPeriod,
  type IndustryRegion,
  type IndustryTrend,
  type PartCode,
  type ProvinceValue,
  type RegionRow as TableRow,
} from '../shared/contract';
import { FIRST_QUARTER, FIRST_YEAR, LAST_QUARTER, LAST_YEAR } from './anchors';
import { SERIES, SERIES_DECIMALS, type SeriesCode } from './generate';
import { REGION_TABLE, STAT_TABLE, type RegionRow } from './tables';

/** The figures of one region in one period, in the indicators' units. */
export interface Figures {
  readonly values: Record<IndicatorCode, number>;
  readonly parts: Record<PartCode, number>;
}

const round = (v: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
};

/** 劳动生产率 (元/人) = 建筑业总产值 (0.01 亿元 units) ÷ 平均从业人数 (0.01 万人 units). */
export function productivityOf(outputUnits: number, avgEmployeeUnits: number): number {
  if (!(avgEmployeeUnits > 0)) return 0;
  return Math.round((outputUnits * 1e6) / (avgEmployeeUnits * 100));
}

/** Stored units of every series of a region and period → the indicators. */
export function figuresOf(units: Readonly<Record<SeriesCode, number>>): Figures {
  const unit = (s: SeriesCode) => units[s] / 10 ** SERIES_DECIMALS[s];
  return {
    values: {
      output: unit('output'),
      contracts: unit('contracts'),
      floorArea: unit('floorArea'),
      completedArea: unit('completedArea'),
      enterprises: unit('enterprises'),
      employees: unit('employees'),
      productivity: productivityOf(units.output, units.avgEmployees),
      profit: unit('profit'),
    },
    parts: {
      outputBuilding: unit('outputBuilding'),
      outputInstall: unit('outputInstall'),
      outputOther: unit('outputOther'),
      newStartArea: unit('newStartArea'),
    },
  };
}

/** The periods the site lists: the years newest first, the quarters 2024Q1 … 2026Q3 newest first. */
export function listedPeriods(): { years: string[]; quarters: string[] } {
  const years: string[] = [];
  for (let y = LAST_YEAR; y >= FIRST_YEAR; y--) years.push(String(y));
  const quarters: string[] = [];
  const first = parsePeriod(FIRST_QUARTER)!;
  const last = parsePeriod(LAST_QUARTER)!;
  for (let y = last.year; y >= first.year; y--) {
    for (let q = 4; q >= 1; q--) {
      if (y === last.year && q > last.quarter) continue;
      if (y === first.year && q < first.quarter) continue;
      quarters.push(`${y}Q${q}`);
    }
  }
  return { years, quarters };
}

const period = (key: string): IndustryPeriod => ({ key, kind: key.includes('Q') ? 'quarter' : 'year', label: periodLabel(key) });

export class IndustryStatistics {
  readonly regions: IndustryRegion[];
  readonly years: string[];
  readonly quarters: string[];
  private readonly provinces: IndustryRegion[];
  private readonly byArea: Map<number, IndustryRegion>;
  private readonly cache = new Map<string, unknown>();

  constructor(
    regions: readonly RegionRow[],
    /** period → areaid → figures. */
    private readonly figures: ReadonlyMap<string, ReadonlyMap<number, Figures>>,
  ) {
    this.regions = [...regions].sort((a, b) => a.sort_order - b.sort_order).map((r) => ({ areaid: r.areaid, name: r.name, code: r.code }));
    this.provinces = this.regions.filter((r) => r.areaid !== NATIONAL_AREA_ID);
    this.byArea = new Map(this.regions.map((r) => [r.areaid, r]));
    const listed = listedPeriods();
    this.years = listed.years.filter((p) => figures.has(p));
    this.quarters = listed.quarters.filter((p) => figures.has(p));
  }

  /** Reads the tables; null while they are empty (the seed has not run). */
  static async load(db: Kysely<any>): Promise<IndustryStatistics | null> {
    const regions = (await db.selectFrom(REGION_TABLE).selectAll().execute()) as RegionRow[];
    const rows = (await db.selectFrom(STAT_TABLE).select(['period', 'areaid', 'series', 'value']).execute()) as Array<{
      period: string;
      areaid: number;
      series: string;
      value: number | string;
    }>;
    if (!regions.length || !rows.length) return null;
    return IndustryStatistics.fromRows(regions, rows);
  }

  /** Builds the statistics from stored rows (values in whole units of each series' last decimal). */
  static fromRows(regions: readonly RegionRow[], rows: ReadonlyArray<{ period: string; areaid: number | string; series: string; value: number | string }>): IndustryStatistics {
    const units = new Map<string, Map<number, Record<SeriesCode, number>>>();
    const known = new Set<string>(SERIES);
    for (const r of rows) {
      if (!known.has(r.series)) continue;
      let areas = units.get(r.period);
      if (!areas) units.set(r.period, (areas = new Map()));
      let u = areas.get(Number(r.areaid));
      if (!u) areas.set(Number(r.areaid), (u = Object.fromEntries(SERIES.map((s) => [s, 0])) as Record<SeriesCode, number>));
      u[r.series as SeriesCode] = Number(r.value);
    }
    const figures = new Map<string, Map<number, Figures>>();
    for (const [p, areas] of units) figures.set(p, new Map([...areas].map(([a, u]) => [a, figuresOf(u)])));
    return new IndustryStatistics(regions.map((r) => ({ ...r, areaid: Number(r.areaid), sort_order: Number(r.sort_order) })), figures);
  }

  region(areaid: number): IndustryRegion | undefined {
    return this.byArea.get(areaid);
  }

  hasPeriod(key: string): boolean {
    return this.years.includes(key) || this.quarters.includes(key);
  }

  get(periodKey: string, areaid: number): Figures | undefined {
    return this.figures.get(periodKey)?.get(areaid);
  }

  params(): IndustryParams {
    return this.memo('params', () => ({
      regions: this.regions,
      years: this.years.map(period),
      quarters: this.quarters.map(period),
      indicators: INDICATORS.map((d) => ({ ...d, parts: [...d.parts] })),
      latestYear: this.years[0] ?? '',
      latestQuarter: this.quarters[0] ?? '',
      source: INDUSTRY_SOURCE,
      sampleNote: INDUSTRY_SAMPLE_NOTE,
    }));
  }

  /** Every indicator of a region in a period, with 同比增长 and the parts. */
  indicators(areaid: number, periodKey: string): IndicatorValue[] {
    return this.memo(`ind:${areaid}:${periodKey}`, () => {
      const now = this.get(periodKey, areaid)!;
      const before = this.get(previousPeriodKey(periodKey), areaid);
      return INDICATORS.map((d) => ({
        code: d.code,
        name: d.name,
        unit: d.unit,
        value: now.values[d.code],
        previous: before ? before.values[d.code] : null,
        yoy: changeRatio(now.values[d.code], before?.values[d.code]),
        parts: d.parts.map((p) => ({
          code: p.code,
          name: p.name,
          value: now.parts[p.code],
          yoy: changeRatio(now.parts[p.code], before?.parts[p.code]),
          share: now.values[d.code] > 0 ? round(now.parts[p.code] / now.values[d.code], 4) : 0,
        })),
      }));
    });
  }

  /** The provinces' values of an indicator in a period, largest first (ties: bulletin order). */
  ranking(periodKey: string, indicator: IndicatorCode): ProvinceValue[] {
    return this.memo(`rank:${periodKey}:${indicator}`, () => {
      const national = this.get(periodKey, NATIONAL_AREA_ID)!.values[indicator];
      const before = previousPeriodKey(periodKey);
      const rows = this.provinces.map((r) => {
        const value = this.get(periodKey, r.areaid)!.values[indicator];
        return {
          areaid: r.areaid,
          name: r.name,
          code: r.code,
          value,
          yoy: changeRatio(value, this.get(before, r.areaid)?.values[indicator]),
          share: indicator === 'productivity' || !(national > 0) ? null : round(value / national, 4),
          rank: 0,
        };
      });
      rows.sort((a, b) => b.value - a.value);
      rows.forEach((r, i) => (r.rank = i + 1));
      return rows;
    });
  }

  /** A province against the nation over the years (a year) or the quarters (a quarter). */
  trend(areaid: number, indicator: IndicatorCode, kind: 'year' | 'quarter'): IndustryTrend {
    return this.memo(`trend:${areaid}:${indicator}:${kind}`, () => {
      const periods = [...(kind === 'year' ? this.years : this.quarters)].reverse();
      const points = periods.map((p) => {
        const before = previousPeriodKey(p);
        const region = this.get(p, areaid)!.values[indicator];
        const national = this.get(p, NATIONAL_AREA_ID)!.values[indicator];
        return {
          period: p,
          label: kind === 'year' ? `${p}年` : p,
          region,
          national,
          regionYoy: changeRatio(region, this.get(before, areaid)?.values[indicator]),
          nationalYoy: changeRatio(national, this.get(before, NATIONAL_AREA_ID)?.values[indicator]),
        };
      });
      const def = INDICATORS.find((d) => d.code === indicator)!;
      return { indicator, unit: def.unit, region: this.byArea.get(areaid)!, kind, points };
    });
  }

  /** 全国 and every province with every indicator of a period. */
  table(periodKey: string): TableRow[] {
    return this.memo(`table:${periodKey}`, () => {
      const before = previousPeriodKey(periodKey);
      return this.regions.map((r) => {
        const now = this.get(periodKey, r.areaid)!;
        const prev = this.get(before, r.areaid);
        const yoy = Object.fromEntries(INDICATOR_CODES.map((c) => [c, changeRatio(now.values[c], prev?.values[c])])) as Record<IndicatorCode, number | null>;
        return { areaid: r.areaid, name: r.name, code: r.code, values: { ...now.values }, yoy };
      });
    });
  }

  dataList(areaid: number, periodKey: string, indicator: IndicatorCode, trendAreaId: number): IndustryDataList {
    return this.memo(`list:${areaid}:${periodKey}:${indicator}:${trendAreaId}`, () => {
      const def = INDICATORS.find((d) => d.code === indicator)!;
      const previousKey = previousPeriodKey(periodKey);
      const national = this.get(periodKey, NATIONAL_AREA_ID)!.values[indicator];
      return {
        region: this.byArea.get(areaid)!,
        period: period(periodKey),
        previousPeriod: this.figures.has(previousKey) ? period(previousKey) : null,
        indicators: this.indicators(areaid, periodKey),
        chosen: {
          indicator,
          name: def.name,
          unit: def.unit,
          national,
          nationalYoy: changeRatio(national, this.get(previousKey, NATIONAL_AREA_ID)?.values[indicator]),
          provinces: this.ranking(periodKey, indicator),
        },
        trend: this.trend(trendAreaId, indicator, periodKey.includes('Q') ? 'quarter' : 'year'),
        table: this.table(periodKey),
        source: INDUSTRY_SOURCE,
      };
    });
  }

  /** Caches an answer piece (the figures never change after the seed; at most a few thousand keys). */
  private memo<T>(key: string, build: () => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = build();
    if (this.cache.size >= 5000) this.cache.clear();
    this.cache.set(key, value);
    return value;
  }
}
