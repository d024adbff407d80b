/**
 * The labour plugin's tables (only this plugin reads or writes them). Prices are 元, 2 decimals;
 * quarters are stored as YYYYQ integers (2026Q3 → 20263).
 */
export const TRADE_TABLE = 'labour_trade';
export const LINE_TABLE = 'labour_line';
export const PRICE_TABLE = 'labour_price';

/** A trade (工种) and how it is quoted. */
export interface TradeRow {
  code: string;
  seq: number;
  name: string;
  /** 工作内容. */
  scope: string;
  /** '元/m²' and its basis ('建筑面积'). */
  unit: string;
  unit_basis: string;
  /** The trade's own unit of work ('元/t', '元/m³', '元/工日' …) and its basis. */
  alt_unit: string;
  alt_unit_basis: string;
  /** Comma-separated building types the trade has lines for. */
  building_types: string;
  /** cost-data's labour resource whose market day rate the lines carry. */
  day_rate_code: string;
  day_rate_name: string;
}

/** A price line: trade × region × building type. */
export interface LineRow {
  id: number;
  trade_code: string;
  area_id: number;
  building_type: string;
  /** Quantity of the trade's unit of work per m² of building area (2.75 m² formwork, 0.078 t …); 0 for 元/工日 trades. */
  alt_ratio: number;
  /** 'sample' for the generated sample data. */
  source: string;
}

/** One quarter of a line. */
export interface PriceRow {
  line_id: number;
  quarter: number;
  price: number;
  alt_price: number;
  day_rate: number;
  samples: number;
}

export interface LabourTables {
  [TRADE_TABLE]: TradeRow;
  [LINE_TABLE]: LineRow;
  [PRICE_TABLE]: PriceRow;
}
