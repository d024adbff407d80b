/**
 * Reading the cost data for the bid-node endpoints (through cost-data's CostDataReader service)
 * and the likes (bid-node's own table, on its own handle), and shaping the rows into the
 * contract's answers. Money is rounded to 分 (2 decimals), ratios to 4 decimals, indicators to 4
 * decimals.
 */
import type { Kysely } from 'kysely';
import {
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PROJECT_TABLE,
  type BidNodeRow,
  type CostDataReader,
  type CostItemRow,
} from '@plugins/cost-data/shared/services';
import { FEES, INDICATORS, SPECIALTIES, type IndicatorCode } from '@plugins/cost-data/shared/vocabulary';
import { composition } from '@plugins/cost-data/shared/composition';
import type { BaseInfo, BidNodeSummary, IndexRow } from '../shared/contract';
import type { RegionIndex } from './regions';
import { round } from './stats';
import { LIKE_TABLE, type BidNodeTables } from './tables';

/** The cost data, read through cost-data's service (read-only). */
export type CostData = CostDataReader;
/** bid-node's own tables (the likes). */
export type Db = Kysely<BidNodeTables>;

/** The columns of a list row (no long text). */
export const SUMMARY_COLUMNS = [
  'id',
  'project_id',
  'code',
  'name',
  'province_id',
  'city_id',
  'building_use',
  'structure',
  'floors_above',
  'floors_below',
  'building_area',
  'pricing_stage',
  'price_date',
  'price_month',
  'unit_cost',
  'total_cost',
] as const;

export type SummaryRow = Pick<BidNodeRow, (typeof SUMMARY_COLUMNS)[number]>;

/** A whole single project, or undefined. */
export async function findNode(data: CostData, id: number): Promise<BidNodeRow | undefined> {
  return data.selectFrom(BID_NODE_TABLE).selectAll().where('id', '=', id).executeTakeFirst();
}

/** A single project's list columns, or undefined. */
export async function findSummaryRow(data: CostData, id: number): Promise<SummaryRow | undefined> {
  return data.selectFrom(BID_NODE_TABLE).select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The list columns of some single projects, in the order of `ids` (missing ones left out). */
export async function summaryRowsById(data: CostData, ids: readonly number[]): Promise<SummaryRow[]> {
  if (!ids.length) return [];
  const rows: SummaryRow[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    rows.push(...(await data.selectFrom(BID_NODE_TABLE).select(SUMMARY_COLUMNS).where('id', 'in', ids.slice(i, i + 1000)).execute()));
  }
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Project names by id. */
export async function projectNames(data: CostData, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await data.selectFrom(PROJECT_TABLE).select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** Like counts by single-project id (absent = 0). */
export async function likeCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .selectFrom(LIKE_TABLE)
    .select(['bid_node_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('bid_node_id', 'in', unique)
    .groupBy('bid_node_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.bid_node_id), Number(r.n)]));
}

export async function likedBy(db: Db, id: number, globalId: string): Promise<boolean> {
  const row = await db
    .selectFrom(LIKE_TABLE)
    .select('bid_node_id')
    .where('bid_node_id', '=', id)
    .where('global_id', '=', globalId)
    .executeTakeFirst();
  return !!row;
}

/** Shapes a row into the list / header answer. */
export function toSummary(row: SummaryRow, regions: RegionIndex, projectName: string, likeNum: number): BidNodeSummary {
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    projectId: Number(row.project_id),
    projectName,
    provinceId: Number(row.province_id),
    provinceName: regions.name(Number(row.province_id)),
    cityId: Number(row.city_id),
    cityName: regions.name(Number(row.city_id)),
    buildingUse: row.building_use,
    structure: row.structure,
    floorsAbove: Number(row.floors_above),
    floorsBelow: Number(row.floors_below),
    buildingArea: round(Number(row.building_area), 2),
    pricingStage: row.pricing_stage,
    priceDate: row.price_date,
    unitCost: round(Number(row.unit_cost), 2),
    totalCost: round(Number(row.total_cost), 2),
    likeNum,
  };
}

/** Summaries of rows with their project names and like counts (two batched look-ups). */
export async function summarize(data: CostData, db: Db, rows: readonly SummaryRow[], regions: RegionIndex): Promise<BidNodeSummary[]> {
  const ids = rows.map((r) => Number(r.id));
  const [names, likes] = await Promise.all([projectNames(data, rows.map((r) => Number(r.project_id))), likeCounts(db, ids)]);
  return rows.map((r) => toSummary(r, regions, names.get(Number(r.project_id)) ?? '', likes.get(Number(r.id)) ?? 0));
}

export async function baseInfo(data: CostData, db: Db, row: BidNodeRow, regions: RegionIndex): Promise<BaseInfo> {
  const [summary] = await summarize(data, db, [row], regions);
  return {
    ...summary!,
    heightM: round(Number(row.height_m), 2),
    aboveArea: round(Number(row.above_area), 2),
    belowArea: round(Number(row.below_area), 2),
    foundationType: row.foundation_type,
    seismicIntensity: row.seismic_intensity,
    decorationStandard: row.decoration_standard,
  };
}

/** 工程特征: the JSON text of the attributes column, tolerant of a malformed value. */
export function parseAttributes(text: string): Array<{ name: string; value: string }> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((a): a is { name: unknown; value: unknown } => !!a && typeof a === 'object')
      .map((a) => ({ name: String(a.name ?? ''), value: String(a.value ?? '') }))
      .filter((a) => a.name);
  } catch {
    return [];
  }
}

export async function costItems(data: CostData, id: number): Promise<CostItemRow[]> {
  return data.selectFrom(COST_ITEM_TABLE).selectAll().where('bid_node_id', '=', id).execute();
}

/** Ids per read when many are asked for (an export): each read stays short, other requests go on between. */
const READ_SLICE = 500;

async function inSlices<T>(ids: readonly number[], read: (slice: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += READ_SLICE) out.push(...(await read(ids.slice(i, i + READ_SLICE))));
  return out;
}

export async function costItemsOf(data: CostData, ids: readonly number[]): Promise<Map<number, CostItemRow[]>> {
  const out = new Map<number, CostItemRow[]>();
  if (!ids.length) return out;
  const rows = await inSlices(ids, (slice) => data.selectFrom(COST_ITEM_TABLE).selectAll().where('bid_node_id', 'in', slice).execute());
  for (const r of rows) {
    const list = out.get(Number(r.bid_node_id)) ?? [];
    list.push(r);
    out.set(Number(r.bid_node_id), list);
  }
  return out;
}

export async function indicatorValues(data: CostData, id: number): Promise<Map<string, number>> {
  const rows = await data.selectFrom(INDICATOR_TABLE).select(['code', 'value']).where('bid_node_id', '=', id).execute();
  return new Map(rows.map((r) => [r.code, Number(r.value)]));
}

export async function indicatorValuesOf(data: CostData, ids: readonly number[]): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  if (!ids.length) return out;
  const rows = await inSlices(ids, (slice) =>
    data.selectFrom(INDICATOR_TABLE).select(['bid_node_id', 'code', 'value']).where('bid_node_id', 'in', slice).execute(),
  );
  for (const r of rows) {
    const map = out.get(Number(r.bid_node_id)) ?? new Map<string, number>();
    map.set(r.code, Number(r.value));
    out.set(Number(r.bid_node_id), map);
  }
  return out;
}

/**
 * Rows of a composition (specialties or fees) in vocabulary order, with the total, by the site's
 * rounding rule (`@plugins/cost-data/shared/composition`): the amounts add up to the total to the
 * cent, the 元/m² of the rows add up to the single project's 元/m² (`unitCost`, its stored
 * `unit_cost`), and the shares (ratio, 3 decimals = 0.1 %) add up to 100.0 %.
 */
export function compositionRows(
  items: readonly CostItemRow[],
  kind: 'specialty' | 'fee',
  /** The single project's unit cost (元/m²): the total the rows' 元/m² are apportioned from. */
  unitCost: number,
): { rows: IndexRow[]; total: { amount: number; value: number } } {
  const vocabulary: ReadonlyArray<{ code: string; name: string }> = kind === 'specialty' ? SPECIALTIES : FEES;
  const byCode = new Map(items.filter((i) => i.kind === kind).map((i) => [i.code, i]));
  const present = vocabulary.filter((entry) => byCode.has(entry.code));
  const c = composition(
    present.map((entry) => ({ code: entry.code, name: entry.name, amount: Number(byCode.get(entry.code)!.amount) })),
    0,
    unitCost,
  );
  const rows: IndexRow[] = c.lines.map((line) => ({
    code: line.code as IndexRow['code'],
    name: line.name,
    unit: '元/m²',
    value: line.unitCost,
    amount: line.amount,
    ratio: line.ratio,
  }));
  return { rows, total: { amount: c.total.amount, value: c.total.unitCost } };
}

export interface IndicatorRange {
  p10: number;
  median: number;
  p90: number;
  count: number;
}

/** Indicator rows in vocabulary order, each with the range of comparable projects when known. */
export function indicatorRows(values: ReadonlyMap<string, number>, ranges: ReadonlyMap<string, IndicatorRange>): IndexRow[] {
  const rows: IndexRow[] = [];
  for (const entry of INDICATORS) {
    const value = values.get(entry.code);
    if (value === undefined) continue;
    const range = ranges.get(entry.code);
    rows.push({
      code: entry.code as IndicatorCode,
      name: entry.name,
      unit: entry.unit,
      value: round(value, 4),
      ...(range ? { range } : {}),
    });
  }
  return rows;
}
