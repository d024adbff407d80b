/**
 * Reads of the project-cost index: the filtered, sorted and paged list with its facets, the
 * allowed regions, and one project's base info and index results. Parameterised Kysely only; the
 * same SQL runs on SQLite and PostgreSQL.
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { monthKeyOfDateText, parseMonthKey } from '@kernel/core/months';
import type { DatabaseDialect } from '@kernel/server/database';
import { containsText, pageWindow } from '@kernel/server/sql';
import { ratioShares, toUnits } from '@kernel/core/rounding';
import { NATIONAL_AREA_ID, type Region } from '@plugins/cost-data/shared/regions';
import { BID_NODE_TABLE, type BidNodeRow, type CostDataReader, type RegionCatalogue } from '@plugins/cost-data/shared/services';
import {
  bidNodeDetailRoute,
  type BaseInfo,
  type BidNodeBrief,
  type CategoryCount,
  type CompositionLine,
  type IndicatorLine,
  type ListPage,
  type ListQuery,
  type ProjectCostItem,
  type SortField,
  type UseIndex,
} from '../shared/contract';
import { round } from './indexer';
import { INDEX_TABLE, type IndexRow } from './tables';

const SORT_COLUMNS: Record<SortField, keyof IndexRow> = {
  priceDate: 'price_month',
  unitCost: 'unit_cost',
  totalCost: 'total_cost',
  totalArea: 'total_area',
  bidNodeCount: 'bid_node_count',
};

/** At most this many keyword terms are used (the rest is ignored). */
const MAX_TERMS = 5;

/** Every region (provinces and cities) of the catalogue, flattened. */
function flatRegions(catalogue: RegionCatalogue | undefined): Region[] {
  if (!catalogue) return [];
  const out: Region[] = [];
  for (const r of catalogue.all()) {
    if (r.areaid !== NATIONAL_AREA_ID) out.push(r);
    for (const s of r.subList) out.push(s);
  }
  return out;
}

/** areaids whose name contains the term, or which the term names (e.g. 深圳市 for 深圳). */
function regionsMatching(regions: readonly Region[], term: string): number[] {
  return regions
    .filter((r) => r.name.includes(term) || (term.length >= 2 && term.includes(r.name)))
    .map((r) => r.areaid);
}

/** Region names by areaid, for the rows of an answer. */
export class RegionNames {
  private readonly names = new Map<number, string>();

  constructor(catalogue: RegionCatalogue | undefined) {
    for (const r of flatRegions(catalogue)) this.names.set(r.areaid, r.name);
  }

  of(areaid: number): string {
    return this.names.get(areaid) ?? '';
  }

  /** `广东 深圳` (province and city), or the one that is known. */
  place(provinceId: number, cityId: number): string {
    const province = this.of(provinceId);
    const city = cityId !== provinceId ? this.of(cityId) : '';
    return [province, city].filter(Boolean).join(' ');
  }
}

type Filters = Omit<ListQuery, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'>;

function filterExpression(eb: ExpressionBuilder<any, any>, filters: Filters, regions: readonly Region[], withCategory: boolean, dialect: DatabaseDialect): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  const terms = (filters.keyWord ?? '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  for (const term of terms) {
    const alternatives: Expression<SqlBool>[] = [containsText('keywords', term, dialect)];
    const areaIds = regionsMatching(regions, term);
    if (areaIds.length > 0) {
      alternatives.push(eb('province_id', 'in', areaIds));
      alternatives.push(eb('city_id', 'in', areaIds));
    }
    parts.push(eb.or(alternatives));
  }
  if (filters.areaId && filters.areaId !== NATIONAL_AREA_ID) {
    parts.push(eb.or([eb('province_id', '=', filters.areaId), eb('city_id', '=', filters.areaId)]));
  }
  if (withCategory && filters.category && filters.category.length > 0) parts.push(eb('category', 'in', filters.category));
  if (filters.pricingStage && filters.pricingStage.length > 0) parts.push(eb('pricing_stage', 'in', filters.pricingStage));
  const from = parseMonthKey(filters.dateFrom);
  const to = parseMonthKey(filters.dateTo);
  if (from !== null) parts.push(eb('price_month', '>=', from));
  if (to !== null) parts.push(eb('price_month', '<=', to));
  return eb.and(parts);
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The fields of a project every answer shows (the list's rows and the detail page's base info), from its index row. */
export function projectFields(row: IndexRow, names: RegionNames): Omit<ProjectCostItem, 'uses'> {
  return {
    id: Number(row.project_id),
    code: row.code,
    name: row.name,
    provinceId: Number(row.province_id),
    cityId: Number(row.city_id),
    regionName: names.place(Number(row.province_id), Number(row.city_id)),
    category: row.category,
    pricingStage: row.pricing_stage,
    priceDate: monthKeyOfDateText(row.price_date),
    totalArea: Number(row.total_area),
    totalCost: Number(row.total_cost),
    unitCost: Number(row.unit_cost),
    bidNodeCount: Number(row.bid_node_count),
    mainStructure: row.main_structure,
  };
}

/** A row of the list: the project's fields and its building uses. */
export function toItem(row: IndexRow, names: RegionNames): ProjectCostItem {
  const uses = parseJson<UseIndex[]>(row.uses_json, []);
  return { ...projectFields(row, names), uses: uses.map((u) => ({ name: u.name, count: u.count })) };
}

/** The detail page's base info: the project's fields, its above / below-ground areas and its single projects. */
export function toBaseInfo(row: IndexRow, names: RegionNames, bidNodes: BidNodeBrief[]): BaseInfo {
  return { ...projectFields(row, names), aboveArea: Number(row.above_area), belowArea: Number(row.below_area), bidNodes };
}

export async function listProjects(db: Kysely<any>, dialect: DatabaseDialect, query: ListQuery, catalogue: RegionCatalogue | undefined): Promise<ListPage> {
  const regions = flatRegions(catalogue);
  const names = new RegionNames(catalogue);
  const where = (withCategory: boolean) => (eb: ExpressionBuilder<any, any>) => filterExpression(eb, query, regions, withCategory, dialect);

  const totals = await db
    .selectFrom(INDEX_TABLE)
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('total_cost').as('cost'), eb.fn.sum('total_area').as('area')])
    .where(where(true))
    .executeTakeFirst();
  const total = Number(totals?.n ?? 0);
  const cost = Number(totals?.cost ?? 0);
  const area = Number(totals?.area ?? 0);

  const column = SORT_COLUMNS[query.sortField ?? 'priceDate'];
  const { limit, offset } = pageWindow(query);
  const order = query.sortOrder ?? 'desc';
  const rows = (await db
    .selectFrom(INDEX_TABLE)
    .selectAll()
    .where(where(true))
    .orderBy(column, order)
    .orderBy('project_id', order)
    .limit(limit)
    .offset(offset)
    .execute()) as IndexRow[];

  const facetRows = await db
    .selectFrom(INDEX_TABLE)
    .select((eb) => ['category', eb.fn.countAll().as('n')])
    .where(where(false))
    .groupBy('category')
    .execute();
  const categories: CategoryCount[] = facetRows
    .map((r) => ({ name: String(r.category), count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-Hans-CN'));

  return {
    indexDatas: rows.map((r) => toItem(r, names)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    avgUnitCost: area > 0 ? round(cost / area) : 0,
    categories,
  };
}

/** The provinces that have project-cost data, ascending, with 1 (全国) always first. */
export async function allowedAreaIds(db: Kysely<any>): Promise<number[]> {
  const rows = await db.selectFrom(INDEX_TABLE).select('province_id').distinct().orderBy('province_id').execute();
  const ids = rows.map((r) => Number(r.province_id)).filter((id) => id !== NATIONAL_AREA_ID);
  return [NATIONAL_AREA_ID, ...ids];
}

export async function findIndexRow(db: Kysely<any>, id: number): Promise<IndexRow | undefined> {
  return (await db.selectFrom(INDEX_TABLE).selectAll().where('project_id', '=', id).executeTakeFirst()) as IndexRow | undefined;
}

type NodeRow = Pick<
  BidNodeRow,
  'id' | 'code' | 'name' | 'building_use' | 'structure' | 'floors_above' | 'floors_below' | 'building_area' | 'total_cost' | 'unit_cost'
>;

/** The single projects of a project, in their natural order (by id), read through cost-data's reader. */
export async function bidNodesOf(data: CostDataReader, projectId: number, projectCost: number): Promise<BidNodeBrief[]> {
  const rows: NodeRow[] = await data
    .selectFrom(BID_NODE_TABLE)
    .select(['id', 'code', 'name', 'building_use', 'structure', 'floors_above', 'floors_below', 'building_area', 'total_cost', 'unit_cost'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  // Shares of the single projects by the site's rule (one decimal of a percent, adding up to 100.0 %).
  const shares = projectCost > 0 ? ratioShares(rows.map((n) => toUnits(Number(n.total_cost), 2))) : rows.map(() => 0);
  return rows.map((n, i) => ({
    id: Number(n.id),
    code: n.code,
    name: n.name,
    buildingUse: n.building_use,
    structure: n.structure,
    floorsAbove: Number(n.floors_above),
    floorsBelow: Number(n.floors_below),
    buildingArea: Number(n.building_area),
    totalCost: Number(n.total_cost),
    unitCost: Number(n.unit_cost),
    ratio: shares[i]!,
    link: bidNodeDetailRoute(Number(n.id)),
  }));
}

export function breakdowns(row: IndexRow): {
  uses: UseIndex[];
  specialties: CompositionLine[];
  fees: CompositionLine[];
  indicators: IndicatorLine[];
} {
  return {
    uses: parseJson<UseIndex[]>(row.uses_json, []),
    specialties: parseJson<CompositionLine[]>(row.specialties_json, []),
    fees: parseJson<CompositionLine[]>(row.fees_json, []),
    indicators: parseJson<IndicatorLine[]>(row.indicators_json, []),
  };
}
