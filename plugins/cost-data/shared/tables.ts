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
export const BQ_CHAPTER_TABLE = 'cost_data_bq_chapter';
export const BQ_CODE_TABLE = 'cost_data_bq_code';
export const RESOURCE_TABLE = 'cost_data_resource';
export const NORM_TABLE = 'cost_data_norm';
export const NORM_LINE_TABLE = 'cost_data_norm_line';
export const RESOURCE_PRICE_TABLE = 'cost_data_resource_price';
export const BQ_ITEM_TABLE = 'cost_data_bq_item';
export const BQ_NORM_TABLE = 'cost_data_bq_norm';
export const BQ_RESOURCE_TABLE = 'cost_data_bq_resource';

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

/** A chapter (4 digits) or section (6 digits) of the bill catalogue of one measurement standard. */
export interface BqChapterRow {
  /** '2013' (GB 50854-2013) or '2024' (GB/T 50854-2024). */
  standard: string;
  code: string;
  name: string;
}

/** A national bill item (清单项目, 9 digits) of one standard. */
export interface BqCodeRow {
  standard: string;
  code9: string;
  name: string;
  /** 计量单位 as the standard gives it (m³, m², t, 樘/m² …). */
  unit: string;
  /** The SPECIALTIES code it is priced under. */
  specialty: string;
  /** 'sub' (分部分项) or 'measure' (措施项目). */
  part: string;
}

/** A resource (人材机). */
export interface ResourceRow {
  code: string;
  /** 人工, 材料, 机械, 主材 or 设备. */
  kind: string;
  name: string;
  /** 规格型号, '' when none. */
  spec: string;
  unit: string;
  /** The price class its price moves with. */
  price_class: string;
  /** National 市场价 of 2024-01, 元. */
  base_price: number;
}

/** A norm (定额子目) of the site's composite norm library. */
export interface NormRow {
  code: string;
  name: string;
  /** As printed: 10m³, 100m², t … */
  unit: string;
  /** Measurement units per norm unit (10 for 10m³). */
  unit_size: number;
}

/** One resource line of a norm: consumption per norm unit. */
export interface NormLineRow {
  norm_code: string;
  seq: number;
  resource_code: string;
  consumption: number;
}

/** The monthly prices of a resource in a priced region (全国 = 1, a province). */
export interface ResourcePriceRow {
  resource_code: string;
  region_id: number;
  /** YYYYMM. */
  month: number;
  /** 信息价 (the bulletin price) and 市场价, 元. */
  info_price: number;
  market_price: number;
}

/**
 * One item of a single project's priced bill (工程量清单计价). The 综合单价 is the sum of its six
 * parts to the cent; amount = round(quantity × unit_price); 总价措施 (part 'lump') have no parts.
 */
export interface BqItemRow {
  id: number;
  bid_node_id: number;
  /** Order in the bill (1 …). */
  seq: number;
  standard: string;
  /** 12 digits: code9 + the sequence of its feature set (001, 002 …). */
  code: string;
  code9: string;
  name: string;
  /** 项目特征, one feature per line (`\n`), without numbers. */
  features: string;
  unit: string;
  quantity: number;
  /** 综合单价 and its parts, 元. */
  unit_price: number;
  amount: number;
  labour: number;
  material: number;
  machine: number;
  management: number;
  profit: number;
  risk: number;
  /** 'sub' (分部分项), 'measure' (单价措施) or 'lump' (总价措施). */
  part: string;
  specialty: string;
  /** 1 for the bill's 优质清单 (its most characteristic items), else 0. */
  excellent: number;
  /** The region whose resource prices priced the item (the city, else the province). */
  price_region_id: number;
  /** 'info' (信息价) or 'market' (市场价). */
  price_kind: string;
  /** Copied from the single project for the filters. */
  province_id: number;
  city_id: number;
  price_month: number;
  building_use: string;
  structure: string;
  pricing_stage: string;
  /** Search text: name, feature values, code, region names. */
  keywords: string;
}

/** A norm line of a bill item (定额组价). */
export interface BqNormRow {
  bq_item_id: number;
  seq: number;
  norm_code: string;
  name: string;
  unit: string;
  /** Norm units per unit of the item (含量). */
  per: number;
  /** Norm units of the whole item, 3 decimals. */
  quantity: number;
}

/**
 * A resource line (人材机) an imported bill item brought with it (the file's 综合单价分析表). Generated
 * items store none: theirs are derived from their norm lines, the library's consumption and the
 * prices of their basis. For one item, Σ unit_amount of the 人工 lines = labour, of the 材料, 主材 and
 * 设备 lines = material, of the 机械 lines = machine, to the cent.
 */
export interface BqResourceRow {
  bq_item_id: number;
  /** Order in the file (1 …). */
  seq: number;
  /** The resource code as the file gives it (the estimating software's, not necessarily the library's). */
  resource_code: string;
  /** 人工, 材料, 机械, 主材 or 设备. */
  kind: string;
  name: string;
  /** 规格型号, '' when none. */
  spec: string;
  unit: string;
  /** Consumption per unit of the item (数量 of the 综合单价分析表). */
  per: number;
  /** Consumption of the whole item: per × the item's quantity, 4 decimals. */
  quantity: number;
  /** 单价 (元 per resource unit) the item was priced at. */
  price: number;
  /** 合价 for one unit of the item (元): per × price, to the cent, as the file gives it. */
  unit_amount: number;
}

export interface CostDataTables {
  [PROJECT_TABLE]: ProjectRow;
  [BID_NODE_TABLE]: BidNodeRow;
  [COST_ITEM_TABLE]: CostItemRow;
  [INDICATOR_TABLE]: IndicatorRow;
  [PRICE_INDEX_TABLE]: PriceIndexRow;
  [BQ_CHAPTER_TABLE]: BqChapterRow;
  [BQ_CODE_TABLE]: BqCodeRow;
  [RESOURCE_TABLE]: ResourceRow;
  [NORM_TABLE]: NormRow;
  [NORM_LINE_TABLE]: NormLineRow;
  [RESOURCE_PRICE_TABLE]: ResourcePriceRow;
  [BQ_ITEM_TABLE]: BqItemRow;
  [BQ_NORM_TABLE]: BqNormRow;
  [BQ_RESOURCE_TABLE]: BqResourceRow;
}

/** Every cost-data table (the ones a CostDataReader may name). */
export const COST_DATA_TABLES: readonly (keyof CostDataTables & string)[] = [
  PROJECT_TABLE,
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PRICE_INDEX_TABLE,
  BQ_CHAPTER_TABLE,
  BQ_CODE_TABLE,
  RESOURCE_TABLE,
  NORM_TABLE,
  NORM_LINE_TABLE,
  RESOURCE_PRICE_TABLE,
  BQ_ITEM_TABLE,
  BQ_NORM_TABLE,
  BQ_RESOURCE_TABLE,
];
