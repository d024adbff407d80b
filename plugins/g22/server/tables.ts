/**
 * The g22 plugin's own tables (prefixed `g22_`). Money in 元 with 2 decimals, contents per m² of
 * building area, months YYYYMM. The prices a case was computed with are stored with it, so every
 * figure of the page is derived from stored values.
 */

export const COLUMN_TABLE = 'g22_column';
export const CASE_TABLE = 'g22_case';
export const MEASURE_TABLE = 'g22_measure';
export const COST_TABLE = 'g22_cost';
export const COST_TARGET_TABLE = 'g22_cost_target';
export const COST_EVENT_TABLE = 'g22_cost_event';

/** One entry of the column: a case, a cost-management record or an article. */
export interface ColumnRow {
  id: number;
  /** 'case' | 'cost' | 'calc' (the section it is listed in). */
  section: string;
  /** 'case' | 'cost' | 'article'. */
  kind: string;
  title: string;
  summary: string;
  /** JSON string[]. */
  tags: string;
  publish_date: string;
  sort_order: number;
  /** An article's blocks and references as JSON ({ blocks, references }); '' otherwise. */
  body: string;
  source: string;
}

/** An optimisation case: the single project it rests on, its stored contents and prices. */
export interface CaseRow {
  column_id: number;
  bid_node_id: number;
  /** The price region (a priced city or its province) and month of the prices. */
  price_region_id: number;
  price_month: number;
  /** 信息价 of HRB400E Φ20~25 (元/t) and of C30 concrete (元/m³). */
  rebar_price: number;
  concrete_price: number;
  /** m², copied from the single project. */
  building_area: number;
  /** The single project's stored indicators (原设计), per m². */
  rebar_before: number;
  concrete_before: number;
  formwork_before: number;
  /** Formwork reduction per m² (m²/m²), not priced. */
  formwork_delta: number;
}

export interface MeasureRow {
  case_id: number;
  seq: number;
  /** 'rebar' | 'concrete'. */
  kind: string;
  title: string;
  basis: string;
  description: string;
  /** Reduction per m² of building area (kg/m² or m³/m², 2 / 3 decimals). */
  delta: number;
  /** 元, delta × area × price rounded once (shared/savings.ts). */
  saving: number;
}

/** A cost-management record: the case it follows, its months and its reserve. */
export interface CostRow {
  column_id: number;
  case_id: number;
  bid_node_id: number;
  /** YYYYMM of the first and the last month of the record. */
  from_month: number;
  to_month: number;
  /** 不可预见费 in the target, ratio. */
  reserve_rate: number;
  /** The rebar price (元/t, 信息价) of the contract month, the base of 调差. */
  base_rebar_price: number;
  price_region_id: number;
}

export interface CostTargetRow {
  cost_id: number;
  specialty: string;
  seq: number;
  /** 元. */
  contract: number;
  target: number;
}

export interface CostEventRow {
  cost_id: number;
  seq: number;
  month: number;
  specialty: string;
  /** 'change' | 'visa' | 'price' | 'optimise' | 'provisional'. */
  type: string;
  title: string;
  amount: number;
  explanation: string;
}

export interface G22Tables {
  [COLUMN_TABLE]: ColumnRow;
  [CASE_TABLE]: CaseRow;
  [MEASURE_TABLE]: MeasureRow;
  [COST_TABLE]: CostRow;
  [COST_TARGET_TABLE]: CostTargetRow;
  [COST_EVENT_TABLE]: CostEventRow;
}
