import type { Kysely, KyselyPlugin, OperationNode } from 'kysely';
import { serviceKey } from '@kernel/server/services';
import type { Region } from './regions';
import { COST_DATA_TABLES, type CostDataTables } from './tables';

/*
 * The cost-data tables as a published, read-only contract: their names, row types and the list of
 * them (defined in ./tables, which only the cost-data plugin imports) are re-exported here, and
 * other plugins read them only through the CostDataReader service below. The cost-data plugin is
 * their only writer.
 */
export * from './tables';

/**
 * The region catalogue the cost-data plugin offers its dependants (provided in its services hook).
 * Every list is a fresh copy, sorted (全国 first, then by the pinyin of the first character).
 */
export interface RegionCatalogue {
  /** 全国 and every province with its cities. */
  all(): Region[];
  /** The project region list: without area 28. */
  projectRegions(): Region[];
  /** The price region list: without 28; area 6 keeps only 77; other sublists empty. */
  priceRegions(): Region[];
  /** The project-cost region list: only the allowed ids (provinces), 1 always in. */
  projectCostRegions(allowed: readonly number[]): Region[];
  /** A province or city by areaid (with its subList), or null. */
  find(areaid: number): Region | null;
  /** The province areaid of a province or city areaid, or null. */
  provinceOf(areaid: number): number | null;
}
export const RegionCatalogue = serviceKey<RegionCatalogue>('cost-data.regions');

/** The counts of the cost data (the home page's outline). */
export interface CostDataCounts {
  /** 单项工程 (single projects). */
  bidNodeCount: number;
  /** 建设项目. */
  projectCount: number;
  /** Provinces with single projects. */
  regionCount: number;
  /** Building uses with single projects. */
  buildingUseCount: number;
  /** YYYYMM of the latest price month of the single projects, or null without data. */
  latestMonth: number | null;
}

/** A single project as a card shows it (numbers as numbers; the region as ids). */
export interface SingleProjectBrief {
  id: number;
  code: string;
  name: string;
  buildingUse: string;
  structure: string;
  floorsAbove: number;
  floorsBelow: number;
  buildingArea: number;
  unitCost: number;
  pricingStage: string;
  /** YYYYMM. */
  priceMonth: number;
  provinceId: number;
  cityId: number;
}

/** The median unit cost (元/m², unrounded) of one group of single projects and how many are behind it. */
export interface MedianUnitCost<G> {
  group: G;
  median: number;
  samples: number;
}

/** One quarter of the national price index: the mean of its months. */
export interface IndexQuarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  /** The mean of the quarter's monthly values (unrounded). */
  value: number;
  /** YYYYMM of its last month with a value. */
  lastMonth: number;
  /** How many of its months have a value (a complete quarter has 3). */
  months: number;
}

/**
 * Read-only figures over the cost-data tables, offered to other plugins (the home page) so that
 * they never read the tables themselves. Every query is parameterised and dialect-neutral;
 * months are YYYYMM numbers, both bounds inclusive.
 */
export interface CostDataFigures {
  counts(): Promise<CostDataCounts>;
  /** The latest price month of the single projects (YYYYMM), or null without data. */
  latestMonth(): Promise<number | null>;
  /** The newest single projects (by price month, then id, both descending), at most `limit`. */
  latestSingleProjects(limit: number): Promise<SingleProjectBrief[]>;
  /** Median unit cost per building use over the months `from`..`to`. */
  medianByUse(from: number, to: number): Promise<MedianUnitCost<string>[]>;
  /** Median unit cost per province (areaid) over the months `from`..`to`, of one building use. */
  medianByProvince(from: number, to: number, buildingUse: string): Promise<MedianUnitCost<number>[]>;
  /** The national price index by quarter, over the months up to `until` (inclusive), oldest first. */
  nationalIndexQuarters(until: number): Promise<IndexQuarter[]>;
}
export const CostDataFigures = serviceKey<CostDataFigures>('cost-data.figures');

/**
 * Typed, read-only queries over the cost-data tables, offered to the plugins that depend on
 * `cost-data` (bid-node, project-cost, …) so that they never hold a handle that could write them.
 * Only `selectFrom` is offered: a SELECT over the cost-data tables (joins and subqueries among
 * them; build subqueries with the expression builder or with this reader). Every statement is
 * checked when it runs: anything but a SELECT, or a table that is not a cost-data table, is
 * refused with an error. A dependant's own tables stay on its own handle (`ctx.db`); a query
 * never joins the two (read both and combine them in memory).
 */
export interface CostDataReader {
  readonly selectFrom: Kysely<CostDataTables>['selectFrom'];
}
export const CostDataReader = serviceKey<CostDataReader>('cost-data.reader');

/** Refused by a CostDataReader: a statement that is not a SELECT, or names a table that is not a cost-data table. */
export class CostDataReadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CostDataReadRefused';
  }
}

/** The tables a statement reads from (FROM, JOIN, subqueries; not the qualifiers of column references). */
function tablesOf(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) tablesOf(item, out);
  } else if (node && typeof node === 'object') {
    const kind = (node as { kind?: unknown }).kind;
    // `b.id` names an alias or a table already in the statement; it reads nothing by itself.
    if (kind === 'ReferenceNode') return out;
    if (kind === 'TableNode') {
      out.add((node as { table: { identifier: { name: string } } }).table.identifier.name);
      return out;
    }
    for (const value of Object.values(node)) tablesOf(value, out);
  }
  return out;
}

const readOnlyGuard: KyselyPlugin = {
  transformQuery({ node }) {
    if (node.kind !== 'SelectQueryNode') throw new CostDataReadRefused(`the cost-data reader only reads (a SELECT), not a ${node.kind}`);
    const foreign = [...tablesOf(node as OperationNode, new Set())].filter((t) => !(COST_DATA_TABLES as readonly string[]).includes(t));
    if (foreign.length) throw new CostDataReadRefused(`the cost-data reader reads only the cost-data tables, not ${foreign.join(', ')}`);
    return node;
  },
  async transformResult({ result }) {
    return result;
  },
};

const readers = new WeakMap<Kysely<any>, CostDataReader>();

/**
 * The CostDataReader over a database that holds the cost-data tables (one per handle, so the
 * preflight and the real app share it). The cost-data plugin offers it as the CostDataReader
 * service (its `services` hook); other plugins get it with `ctx.services.get(CostDataReader)`.
 */
export function costDataReaderOver(database: Kysely<any>): CostDataReader {
  let reader = readers.get(database);
  if (!reader) {
    const guarded = (database as Kysely<CostDataTables>).withPlugin(readOnlyGuard);
    reader = Object.freeze({ selectFrom: guarded.selectFrom.bind(guarded) as CostDataReader['selectFrom'] });
    readers.set(database, reader);
  }
  return reader;
}

/** A resource as the price model reads it: the fields of its cost_data_resource row. */
export type PricedResource = Pick<import('./tables').ResourceRow, 'code' | 'unit' | 'price_class' | 'base_price'>;

/** A priced region: 全国 (areaid 1), a province, or a main city of one. */
export interface PriceRegion {
  readonly areaid: number;
  /** The province's areaid; the areaid itself for a province; 1 for 全国. */
  readonly provinceId: number;
  /** 全国, the short province name (江苏), the full city name (苏州市). */
  readonly name: string;
  readonly isCity: boolean;
}

/** A month's prices of a resource in a region (元, 2 decimals). */
export interface ResourcePricePoint {
  /** YYYYMM. */
  readonly month: number;
  /** 信息价 (the bulletin price). */
  readonly info: number;
  /** 市场价. */
  readonly market: number;
}

/**
 * The monthly resource prices (信息价 and 市场价) of the sample data, answered by the deterministic
 * price model that wrote cost_data_resource_price and priced the bills: an answer equals the stored
 * row where one is stored, and covers the regions and months the table does not store. Months are
 * YYYYMM. Nothing throws: an unpriced region, a month outside the model or an unknown price class
 * answers null (or an empty series).
 */
export interface ResourcePrices {
  /** 全国 first, then the provinces (areaid order), then the main cities; never 28, 34 or 35. */
  regions(): PriceRegion[];
  /** A priced region by areaid, or null. */
  region(areaid: number): PriceRegion | null;
  /** The priced main cities of a province (areaid order). */
  citiesOf(provinceId: number): PriceRegion[];
  /** Every month the model prices (201801 … 202612). */
  months(): number[];
  /** The latest month of the sample data (pages show prices up to it). */
  latestMonth(): number;
  /** The region a price is read for: the areaid when priced, else its province; null when unpriced. */
  priceRegionOf(areaid: number): number | null;
  /** 信息价 and 市场价 of a resource in a priced region and month, or null. */
  price(resource: PricedResource, regionId: number, month: number): { info: number; market: number } | null;
  /** The monthly prices from `from` to `to` (both inclusive, oldest first); empty when out of range. */
  series(resource: PricedResource, regionId: number, from: number, to: number): ResourcePricePoint[];
}
export const ResourcePrices = serviceKey<ResourcePrices>('cost-data.resourcePrices');

/** Whose resource prices price an item: a priced region (areaid), a month (YYYYMM), 信息价 ('info') or 市场价 ('market'). */
export interface BqPricingBasis {
  readonly regionId: number;
  readonly month: number;
  readonly kind: 'info' | 'market';
}

/** One resource (人材机) of a bill item, per unit of the item. */
export interface BqPricingResource {
  code: string;
  name: string;
  spec: string;
  unit: string;
  /** 人工, 材料, 机械, 主材 or 设备. */
  kind: string;
  /** Consumption per unit of the item, and for the item's whole quantity (4 decimals). */
  consumption: number;
  quantity: number;
  /** The price used (元): the basis's 信息价 or 市场价, or the imported line's own. */
  price: number;
  /** Both prices of the basis region and month; null for money lines (unit 元) and unknown resources. */
  infoPrice: number | null;
  marketPrice: number | null;
  /** 元 per unit of the item, to the cent; Σ per class = the item's labour / material (材料+主材+设备) / machine. */
  amount: number;
  /** amount ÷ (labour + material + machine), 0..1. */
  share: number;
}

/** One norm line (定额子目) of a bill item with the library's consumption per norm unit. */
export interface BqPricingNorm {
  seq: number;
  normCode: string;
  name: string;
  /** As printed: 10m³, 100m², t … */
  unit: string;
  /** Norm units per unit of the item (含量) and for the whole item. */
  per: number;
  quantity: number;
  /** 人工费, 材料费, 机械费 and their sum per norm unit at the basis prices, 元 (2 decimals). */
  labour: number;
  material: number;
  machine: number;
  normPrice: number;
  resources: Array<{ code: string; name: string; spec: string; unit: string; kind: string; consumption: number; price: number }>;
}

/** A bill item's pricing: its basis, stored parts, fee rule, resource lines and norm lines. */
export interface BqItemPricing {
  itemId: number;
  basis: BqPricingBasis;
  unit: string;
  quantity: number;
  /** The stored 综合单价 and its six parts, 元 per unit. */
  unitPrice: number;
  parts: { labour: number; material: number; machine: number; management: number; profit: number; risk: number };
  /** The province's fee rule for the item's specialty group (计算基础 text and rate). */
  feeRule: { managementBase: string; management: number; profitBase: string; profit: number; risk: { base: string; rate: number } | null };
  /** 'derived': norm lines × library consumption × basis prices; 'stored': an imported item's own lines. */
  source: 'derived' | 'stored';
  /** The lines' class sums, rounded once, equal the stored labour, material and machine before any settling. */
  consistent: boolean;
  resources: BqPricingResource[];
  /** The item's norm lines (an imported item's too: library prices where the library has the norm, else 0 and no resources); empty for 总价措施. */
  norms: BqPricingNorm[];
}

/** An item repriced at another month (and optionally region), same price kind and fee rule. */
export interface BqItemRepriced {
  itemId: number;
  from: BqPricingBasis;
  to: BqPricingBasis;
  /** The stored 综合单价, 元. */
  unitPrice: number;
  repriced: { labour: number; material: number; machine: number; management: number; profit: number; risk: number; unitPrice: number };
  /** repriced.unitPrice − unitPrice (元) and its ratio (0.05 = +5 %). */
  change: number;
  ratio: number;
}

/**
 * The pricing of bill items (人材机汇总, 定额组价, reprice), derived exactly as the generator composed
 * them (plugins/cost-data/server/bq/pricing.ts). Unknown item ids answer null.
 */
export interface BqPricing {
  pricing(itemId: number): Promise<BqItemPricing | null>;
  /**
   * The item at another month (YYYYMM within the price model's months) and optionally another
   * region (an areaid; an unpriced city reads its province); null for an unknown item, month or region.
   * At its own basis it answers the stored unit price exactly. 总价措施 (part 'lump') stay unchanged.
   */
  reprice(itemId: number, month: number, regionId?: number): Promise<BqItemRepriced | null>;
}
export const BqPricing = serviceKey<BqPricing>('cost-data.bqPricing');
