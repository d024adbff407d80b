/**
 * The cost-data tables (prefixed `cost_data_`). Only the cost-data plugin (its seed and the
 * importer) writes them and only it imports this module; other plugins read them through the
 * CostDataReader service, whose contract (./services.ts) re-exports these names and row types.
 * See docs/data.md.
 *
 * Money is in 元 (double), areas in m², dates as `YYYY-MM-DD` text plus a `YYYYMM` integer for
 * range filters, times in ms since epoch. Ids are integers assigned by the writer (generator or
 * importer), so the same seed gives the same ids on SQLite and PostgreSQL.
 */

export const PROJECT_TABLE = 'cost_data_project';
export const BID_NODE_TABLE = 'cost_data_bid_node';
export const COST_ITEM_TABLE = 'cost_data_cost_item';
export const INDICATOR_TABLE = 'cost_data_indicator';
export const PRICE_INDEX_TABLE = 'cost_data_price_index';

/** 项目: a construction project made of one or more single projects (bid nodes). */
export interface ProjectRow {
  id: number;
  /** Display number, e.g. `XM2024-000123`. */
  code: string;
  /** Anonymised, e.g. `某住宅小区`. */
  name: string;
  /** areaid of the province and of the city (see regions). */
  province_id: number;
  city_id: number;
  /** Main building use of the project (the use of its largest single project). */
  category: string;
  pricing_stage: string;
  price_date: string;
  price_month: number;
  /** Sums over the single projects. */
  total_area: number;
  total_cost: number;
  /** total_cost / total_area, 元/m². */
  unit_cost: number;
  bid_node_count: number;
  /** 'sample' (generated) or 'import'. */
  source: string;
  created_at: number;
}

/** 单项工程 (bid node): one building or one underground garage of a project. */
export interface BidNodeRow {
  id: number;
  project_id: number;
  /** Display number, e.g. `DX2024-0001234`. */
  code: string;
  /** Anonymised, e.g. `某住宅小区3#楼`. */
  name: string;
  province_id: number;
  city_id: number;
  building_use: string;
  structure: string;
  floors_above: number;
  floors_below: number;
  /** Building height, m. */
  height_m: number;
  /** Building area (total, above ground, below ground), m². */
  building_area: number;
  above_area: number;
  below_area: number;
  foundation_type: string;
  seismic_intensity: string;
  decoration_standard: string;
  pricing_stage: string;
  price_date: string;
  price_month: number;
  /** 元 and 元/m² of building area. */
  total_cost: number;
  unit_cost: number;
  /** 工程范围, free text. */
  scope: string;
  /** 工程特征 as JSON text: `[{"name":"外墙","value":"..."}]`. */
  attributes: string;
  /** Search text: name, use, structure, storeys, region names (for the keyword search). */
  keywords: string;
  source: string;
  created_at: number;
}

/** One line of a single project's specialty or fee composition. */
export interface CostItemRow {
  bid_node_id: number;
  /** 'specialty' or 'fee'. */
  kind: string;
  /** A SPECIALTIES or FEES code. */
  code: string;
  amount: number;
  /** amount / building_area, 元/m². */
  unit_cost: number;
  /** Share of the total, 0..1. */
  ratio: number;
}

/** One technical-economic indicator of a single project (codes from INDICATORS). */
export interface IndicatorRow {
  bid_node_id: number;
  code: string;
  value: number;
}

/**
 * The site's own construction cost index (造价指数) per province and month: 100 = national level
 * of 2018-01. Repricing a unit cost from (province A, month M) to (province B, month N) multiplies
 * it by index(B, N) / index(A, M). Province 1 (全国) carries the national series.
 */
export interface PriceIndexRow {
  province_id: number;
  month: number;
  value: number;
}

export interface CostDataTables {
  [PROJECT_TABLE]: ProjectRow;
  [BID_NODE_TABLE]: BidNodeRow;
  [COST_ITEM_TABLE]: CostItemRow;
  [INDICATOR_TABLE]: IndicatorRow;
  [PRICE_INDEX_TABLE]: PriceIndexRow;
}
