/**
 * Figures computed over comparable single projects: the P10 / median / P90 ranges of the
 * technical-economic indicators (same structure and use), the quarterly unit-cost trend (same use
 * and structure, same province when it has enough samples, else national) and the statistics of
 * an indicator over a chosen set of single projects. Ranges and trends are cached in memory for a
 * few minutes per comparison basis, so that a detail page stays fast on a large table.
 */
import { monthNumberOfTime, quarterOf as quarterOfMonth } from '@kernel/core/months';
import { BID_NODE_TABLE, INDICATOR_TABLE } from '@plugins/cost-data/shared/services';
import { FIRST_PRICE_MONTH, INDICATORS } from '@plugins/cost-data/shared/vocabulary';
import type { DynamicTrend, IntervalStats, RangeIndicator } from '../shared/contract';
import { TtlCache } from './cache';
import type { NodeIndex, NodeIndexHolder } from './node-index';
import type { CostData, IndicatorRange } from './repository';
import { histogram, quantile, round, sorted, summarize } from './stats';

/** How long computed ranges and trends are kept. */
export const ANALYTICS_TTL_MS = 5 * 60 * 1000;
/** A province basis needs at least this many comparable samples (over the whole period). */
export const MIN_PROVINCE_SAMPLES = 30;
/** …and at least this many per quarter on average. */
export const MIN_QUARTER_SAMPLES = 5;

/** The name and unit of a range indicator, or null when the code is unknown. */
export function rangeIndicator(code: string): { code: RangeIndicator; name: string; unit: string } | null {
  if (code === 'unitCost') return { code: 'unitCost', name: '单方造价', unit: '元/m²' };
  const entry = INDICATORS.find((i) => i.code === code);
  return entry ? { code: entry.code, name: entry.name, unit: entry.unit } : null;
}

/** '2024Q1' moved by `by` quarters ('2023Q4' for -1). */
export function shiftQuarter(period: string, by: number): string {
  const index = Number(period.slice(0, 4)) * 4 + Number(period.slice(5)) - 1 + by;
  return `${Math.floor(index / 4)}Q${(index % 4) + 1}`;
}

/** 'YYYYQn' of a YYYYMM month. */
export function quarterOf(month: number): string {
  const { year, quarter } = quarterOfMonth(month);
  return `${year}Q${quarter}`;
}

/** P10 / median / P90 and the count of each indicator's values. */
function rangesOf(byCode: ReadonlyMap<string, number[]>): Map<string, IndicatorRange> {
  const out = new Map<string, IndicatorRange>();
  for (const [code, values] of byCode) {
    const s = sorted(values);
    out.set(code, {
      p10: round(quantile(s, 0.1), 4),
      median: round(quantile(s, 0.5), 4),
      p90: round(quantile(s, 0.9), 4),
      count: s.length,
    });
  }
  return out;
}

export class Analytics {
  private readonly ranges: TtlCache<Map<string, IndicatorRange>>;
  private readonly trends: TtlCache<Omit<DynamicTrend, 'self'> & { provinceBasis: boolean }>;

  constructor(
    private readonly data: CostData,
    private readonly clock: () => number,
    private readonly nodes: NodeIndexHolder,
  ) {
    this.ranges = new TtlCache(ANALYTICS_TTL_MS, 500, clock);
    this.trends = new TtlCache(ANALYTICS_TTL_MS, 2000, clock);
  }

  /** Indicator ranges of the single projects of one structure and use. */
  async indicatorRanges(structure: string, buildingUse: string): Promise<Map<string, IndicatorRange>> {
    const key = `${structure}\u0000${buildingUse}`;
    const index = await this.nodes.get();
    if (index) return (await this.allRanges(index)).get(key) ?? new Map();
    return this.ranges.get(key, async () => {
      const rows = await this.data
        .selectFrom(`${INDICATOR_TABLE} as i`)
        .innerJoin(`${BID_NODE_TABLE} as b`, 'b.id', 'i.bid_node_id')
        .select(['i.code as code', 'i.value as value'])
        .where('b.building_use', '=', buildingUse)
        .where('b.structure', '=', structure)
        .execute();
      const byCode = new Map<string, number[]>();
      for (const r of rows) {
        const list = byCode.get(r.code) ?? [];
        list.push(Number(r.value));
        byCode.set(r.code, list);
      }
      return rangesOf(byCode);
    });
  }

  private every: { index: NodeIndex; value: Map<string, Map<string, IndicatorRange>> } | null = null;
  private computing: Promise<Map<string, Map<string, IndicatorRange>>> | null = null;

  /**
   * The ranges of every group at once, from one read of the indicator table (in small slices, so
   * that other requests go on) grouped through the search index; recomputed for a new index, the
   * previous answer serving meanwhile.
   */
  private async allRanges(index: NodeIndex): Promise<Map<string, Map<string, IndicatorRange>>> {
    const current = this.every;
    // The ranges only change with the data, and the data only with a new index.
    if (current && current.index === index) return current.value;
    if (!this.computing) {
      this.computing = this.computeAllRanges(index)
        .then((value) => {
          this.every = { index, value };
          return value;
        })
        .finally(() => {
          this.computing = null;
        });
    }
    if (current) {
      this.computing.catch(() => undefined);
      return current.value;
    }
    return this.computing;
  }

  /** Computes what the detail pages will ask for first (after a start). */
  async warm(): Promise<void> {
    const index = await this.nodes.get();
    if (index) await this.allRanges(index);
  }

  private async computeAllRanges(index: NodeIndex): Promise<Map<string, Map<string, IndicatorRange>>> {
    const groups = new Map<string, Map<string, number[]>>();
    const range = index.idRange();
    const STEP = 5000;
    for (let from = range ? range.first : 1; range && from <= range.last; from += STEP) {
      const rows = await this.data
        .selectFrom(INDICATOR_TABLE)
        .select(['bid_node_id', 'code', 'value'])
        .where('bid_node_id', '>=', from)
        .where('bid_node_id', '<', from + STEP)
        .execute();
      let lastId = -1;
      let lastGroup: Map<string, number[]> | null = null;
      for (const r of rows) {
        const id = Number(r.bid_node_id);
        if (id !== lastId) {
          lastId = id;
          const position = index.positionOf(id);
          if (position < 0) {
            lastGroup = null;
          } else {
            const g = index.groupAt(position);
            const key = `${g.structure}\u0000${g.buildingUse}`;
            lastGroup = groups.get(key) ?? new Map<string, number[]>();
            groups.set(key, lastGroup);
          }
        }
        if (!lastGroup) continue;
        const list = lastGroup.get(r.code) ?? [];
        list.push(Number(r.value));
        lastGroup.set(r.code, list);
      }
    }
    const out = new Map<string, Map<string, IndicatorRange>>();
    for (const [key, byCode] of groups) out.set(key, rangesOf(byCode));
    return out;
  }

  /**
   * Quarterly unit-cost points of comparable single projects from FIRST_PRICE_MONTH to now (or
   * to `lastMonth` when later): the province's when it has MIN_PROVINCE_SAMPLES, else national.
   */
  trend(
    basis: { buildingUse: string; structure: string; provinceId: number },
    lastMonth: number,
  ): Promise<Omit<DynamicTrend, 'self'> & { provinceBasis: boolean }> {
    const until = Math.max(monthNumberOfTime(this.clock()), lastMonth);
    const key = [basis.buildingUse, basis.structure, basis.provinceId, until].join('\u0000');
    return this.trends.get(key, async () => {
      const index = await this.nodes.get();
      const load = async (provinceId: number | null): Promise<Array<[number, number]>> => {
        if (index) {
          return index.unitCosts({ buildingUse: basis.buildingUse, structure: basis.structure, provinceId, monthFrom: FIRST_PRICE_MONTH, monthTo: until });
        }
        let q = this.data
          .selectFrom(BID_NODE_TABLE)
          .select(['price_month', 'unit_cost'])
          .where('building_use', '=', basis.buildingUse)
          .where('structure', '=', basis.structure)
          .where('price_month', '>=', FIRST_PRICE_MONTH)
          .where('price_month', '<=', until);
        if (provinceId !== null) q = q.where('province_id', '=', provinceId);
        return (await q.execute()).map((r) => [Number(r.price_month), Number(r.unit_cost)]);
      };
      let rows = await load(basis.provinceId);
      // The province only when it has enough samples overall and per quarter on average; a
      // quarter of one or two buildings would make the line jump from one project to the next.
      const quarters = new Set(rows.map(([month]) => quarterOf(month))).size;
      const provinceBasis = rows.length >= MIN_PROVINCE_SAMPLES && rows.length >= MIN_QUARTER_SAMPLES * quarters;
      if (!provinceBasis) rows = await load(null);
      const byQuarter = new Map<string, number[]>();
      for (const [month, unitCost] of rows) {
        const period = quarterOf(month);
        const list = byQuarter.get(period) ?? [];
        list.push(unitCost);
        byQuarter.set(period, list);
      }
      // Each point is the quarter with its two neighbours (a centred three-quarter window), so a
      // quarter of a few buildings does not make the line jump; the peak of 2021 stays in place.
      const points = [...byQuarter.keys()].sort().map((period) => {
        const s = sorted([period, shiftQuarter(period, -1), shiftQuarter(period, 1)].flatMap((p) => byQuarter.get(p) ?? []));
        return {
          period,
          median: round(quantile(s, 0.5), 2),
          p25: round(quantile(s, 0.25), 2),
          p75: round(quantile(s, 0.75), 2),
          count: s.length,
        };
      });
      return {
        basis: { buildingUse: basis.buildingUse, structure: basis.structure, areaName: '' },
        points,
        provinceBasis,
      };
    });
  }

  /** The values of an indicator over the given single projects (those that have it). */
  async values(indicator: RangeIndicator, ids: readonly number[]): Promise<number[]> {
    if (!ids.length) return [];
    if (indicator === 'unitCost') {
      const rows = await this.data.selectFrom(BID_NODE_TABLE).select('unit_cost').where('id', 'in', [...ids]).execute();
      return rows.map((r) => Number(r.unit_cost));
    }
    const rows = await this.data
      .selectFrom(INDICATOR_TABLE)
      .select('value')
      .where('code', '=', indicator)
      .where('bid_node_id', 'in', [...ids])
      .execute();
    return rows.map((r) => Number(r.value));
  }

  /**
   * The values of an indicator over the given single projects (those that have it), each with
   * its pricing stage and price month (YYYYMM), so that a range can say what it mixes.
   */
  async sample(indicator: RangeIndicator, ids: readonly number[]): Promise<Array<{ value: number; stage: string; month: number }>> {
    if (!ids.length) return [];
    if (indicator === 'unitCost') {
      const rows = await this.data
        .selectFrom(BID_NODE_TABLE)
        .select(['unit_cost', 'pricing_stage', 'price_month'])
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((r) => ({ value: Number(r.unit_cost), stage: r.pricing_stage, month: Number(r.price_month) }));
    }
    const rows = await this.data
      .selectFrom(`${INDICATOR_TABLE} as i`)
      .innerJoin(`${BID_NODE_TABLE} as b`, 'b.id', 'i.bid_node_id')
      .select(['i.value as value', 'b.pricing_stage as stage', 'b.price_month as month'])
      .where('i.code', '=', indicator)
      .where('i.bid_node_id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({ value: Number(r.value), stage: r.stage, month: Number(r.month) }));
  }

  clear(): void {
    this.ranges.clear();
    this.trends.clear();
    this.every = null;
    this.computing = null;
  }
}

/** The statistics of a non-empty sample (money to 2 decimals, other indicators to 4). */
export function intervalStats(indicator: { code: RangeIndicator; name: string; unit: string }, values: readonly number[]): Omit<IntervalStats, 'sample'> {
  const digits = indicator.code === 'unitCost' ? 2 : 4;
  const s = summarize(values);
  const r = (v: number) => round(v, digits);
  return {
    indicator,
    count: s.count,
    min: r(s.min),
    p10: r(s.p10),
    q1: r(s.q1),
    median: r(s.median),
    q3: r(s.q3),
    p90: r(s.p90),
    max: r(s.max),
    mean: r(s.mean),
    histogram: histogram(sorted(values)).map((b) => ({ from: r(b.from), to: r(b.to), count: b.count })),
  };
}
