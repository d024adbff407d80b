/**
 * Reads of the bill items, their single projects and projects, through cost-data's CostDataReader
 * (read-only; joins among the cost-data tables only).
 */
import { formatMonthKey } from '@kernel/core/months';
import {
  BID_NODE_TABLE,
  BQ_CHAPTER_TABLE,
  BQ_ITEM_TABLE,
  PROJECT_TABLE,
  type BqItemRow,
  type CostDataReader,
  type RegionCatalogue,
} from '@plugins/cost-data/shared/services';
import { SPECIALTIES } from '@plugins/cost-data/shared/vocabulary';
import { BQ_STANDARD_NAMES, type BqItemBrief, type BqItemIdentity, type BqItemInfo, type BqSampleItem, type BqStandardCode } from '../shared/contract';

export type ItemRow = Omit<BqItemRow, 'keywords'>;

/** The numeric columns of an item (converted with Number: PostgreSQL may answer numeric as text). */
const NUMERIC = ['id', 'bid_node_id', 'seq', 'quantity', 'unit_price', 'amount', 'labour', 'material', 'machine', 'management', 'profit', 'risk', 'excellent', 'price_region_id', 'province_id', 'city_id', 'price_month'] as const;
/** The text columns of an item. */
const TEXT = ['standard', 'code', 'code9', 'name', 'features', 'unit', 'part', 'specialty', 'price_kind', 'building_use', 'structure', 'pricing_stage'] as const;

/** Every column of an item but its search text: the numeric, then the text columns. */
export const ITEM_COLUMNS = [...NUMERIC, ...TEXT] as const;

// Every column of ItemRow is read (a column added to the table and not listed here fails to compile).
const everyColumn: Record<Exclude<keyof ItemRow, (typeof ITEM_COLUMNS)[number]>, never> = {};
void everyColumn;

/** Numbers as numbers on both dialects. */
export function numericItem(row: Record<string, unknown>): ItemRow {
  const out = { ...row } as Record<string, unknown>;
  for (const k of NUMERIC) if (k in out) out[k] = Number(out[k]);
  return out as unknown as ItemRow;
}

export const PART_NAMES: Readonly<Record<string, string>> = { sub: '分部分项', measure: '单价措施', lump: '总价措施' };

/** An item of a single project (null when either is unknown or they do not match). */
export async function findItem(data: CostDataReader, id: number, projectId: number): Promise<ItemRow | null> {
  const row = await data.selectFrom(BQ_ITEM_TABLE).select(ITEM_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row || Number(row.bid_node_id) !== projectId) return null;
  return numericItem(row);
}

/** A single project's facts as the item detail shows them under 所属工程 (region ids; their names are looked up when shown). */
export type NodeBrief = { id: number } & Omit<BqItemInfo['project'], 'bidNodeId' | 'provinceName' | 'cityName'>;

export async function nodeBriefs(data: CostDataReader, ids: readonly number[]): Promise<Map<number, NodeBrief>> {
  const out = new Map<number, NodeBrief>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await data
      .selectFrom(BID_NODE_TABLE)
      .innerJoin(PROJECT_TABLE, `${PROJECT_TABLE}.id`, `${BID_NODE_TABLE}.project_id`)
      .select([
        `${BID_NODE_TABLE}.id as id`,
        `${BID_NODE_TABLE}.name as name`,
        `${PROJECT_TABLE}.name as project_name`,
        `${BID_NODE_TABLE}.building_use as building_use`,
        `${BID_NODE_TABLE}.structure as structure`,
        `${BID_NODE_TABLE}.pricing_stage as pricing_stage`,
        `${BID_NODE_TABLE}.province_id as province_id`,
        `${BID_NODE_TABLE}.city_id as city_id`,
        `${BID_NODE_TABLE}.price_date as price_date`,
        `${BID_NODE_TABLE}.building_area as building_area`,
      ])
      .where(`${BID_NODE_TABLE}.id`, 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      out.set(Number(r.id), {
        id: Number(r.id),
        name: r.name,
        projectName: r.project_name,
        buildingUse: r.building_use,
        structure: r.structure,
        pricingStage: r.pricing_stage,
        provinceId: Number(r.province_id),
        cityId: Number(r.city_id),
        priceDate: String(r.price_date),
        buildingArea: Number(r.building_area),
      });
    }
  }
  return out;
}

/** Items by id, in the order of `ids`. */
export async function itemsByIds(data: CostDataReader, ids: readonly number[]): Promise<ItemRow[]> {
  if (!ids.length) return [];
  const rows = await data.selectFrom(BQ_ITEM_TABLE).select(ITEM_COLUMNS).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), numericItem(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);
}

/** Chapter and section names of a standard ('2013:0105' → 混凝土及钢筋混凝土工程). */
export async function chapterNames(data: CostDataReader): Promise<Map<string, string>> {
  const rows = await data.selectFrom(BQ_CHAPTER_TABLE).select(['standard', 'code', 'name']).execute();
  return new Map(rows.map((r) => [`${r.standard}:${r.code}`, r.name]));
}

export const regionName = (regions: RegionCatalogue, id: number): string => regions.find(id)?.name ?? '';

export const rowKeyOf = (item: Pick<ItemRow, 'standard' | 'code9' | 'unit'>) => `${item.standard}:${item.code9}:${item.unit}`;

/** What every answer about an item names: its ids, codes, name, features, unit and quantity. */
function itemIdentity(item: ItemRow): BqItemIdentity {
  return { id: item.id, projectId: item.bid_node_id, code: item.code, code9: item.code9, name: item.name, features: item.features, unit: item.unit, quantity: item.quantity };
}

export function brief(item: ItemRow, chapters: Map<string, string>, pricesVisible: boolean): BqItemBrief {
  const chapter = item.code9.slice(0, 4);
  return {
    ...itemIdentity(item),
    seq: item.seq,
    unitPrice: pricesVisible ? item.unit_price : null,
    amount: pricesVisible ? item.amount : null,
    part: item.part,
    excellent: item.excellent === 1,
    chapter: { code: chapter, name: chapters.get(`${item.standard}:${chapter}`) ?? '' },
  };
}

export function sampleItem(item: ItemRow, node: NodeBrief | undefined, regions: RegionCatalogue): BqSampleItem {
  return {
    id: item.id,
    projectId: item.bid_node_id,
    projectName: node?.name ?? '',
    code: item.code,
    name: item.name,
    features: item.features,
    unit: item.unit,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    provinceId: item.province_id,
    provinceName: regionName(regions, item.province_id),
    cityId: item.city_id,
    cityName: regionName(regions, item.city_id),
    month: formatMonthKey(item.price_month),
    pricingStage: item.pricing_stage,
    buildingUse: item.building_use,
    structure: item.structure,
  };
}

export function itemInfo(item: ItemRow, node: NodeBrief, chapters: Map<string, string>, regions: RegionCatalogue, basis: BqItemInfo['basis']): BqItemInfo {
  const standard = item.standard as BqStandardCode;
  const c4 = item.code9.slice(0, 4);
  const c6 = item.code9.slice(0, 6);
  const { id: bidNodeId, ...facts } = node;
  return {
    ...itemIdentity(item),
    rowKey: rowKeyOf(item),
    standard: { code: standard, name: BQ_STANDARD_NAMES[standard] ?? standard },
    unitPrice: item.unit_price,
    amount: item.amount,
    part: item.part,
    partName: PART_NAMES[item.part] ?? item.part,
    specialty: { code: item.specialty, name: SPECIALTIES.find((s) => s.code === item.specialty)?.name ?? item.specialty },
    chapter: { code: c4, name: chapters.get(`${standard}:${c4}`) ?? '' },
    section: { code: c6, name: chapters.get(`${standard}:${c6}`) ?? '' },
    excellent: item.excellent === 1,
    basis,
    project: { bidNodeId, ...facts, provinceName: regionName(regions, node.provinceId), cityName: regionName(regions, node.cityId) },
  };
}
