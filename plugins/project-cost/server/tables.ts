/**
 * The project-cost plugin's own tables (prefixed `project_cost_`). The index table is derived
 * from the cost-data tables (see indexer.ts); the others are written by the endpoints.
 */

export const INDEX_TABLE = 'project_cost_index';
export const CONTACT_TABLE = 'project_cost_contact';
export const VIEW_TOKEN_TABLE = 'project_cost_view_token';

/**
 * One row per project (cost_data_project), with its project-level indices. The breakdowns are
 * JSON text (the same on SQLite and PostgreSQL): arrays of the contract's UseIndex,
 * CompositionLine and IndicatorLine.
 */
export interface IndexRow {
  project_id: number;
  code: string;
  name: string;
  province_id: number;
  city_id: number;
  category: string;
  pricing_stage: string;
  price_date: string;
  price_month: number;
  total_area: number;
  above_area: number;
  below_area: number;
  total_cost: number;
  unit_cost: number;
  bid_node_count: number;
  main_structure: string;
  /** Lower-case search text: name, code, category, uses, structures, stage. */
  keywords: string;
  uses_json: string;
  specialties_json: string;
  fees_json: string;
  indicators_json: string;
  built_at: number;
}

/** A no-data feedback. */
export interface ContactRow {
  id: string;
  keyword: string;
  area_id: number | null;
  region_name: string;
  name: string;
  phone: string;
  description: string;
  global_id: string;
  created_at: number;
}

/** A view token, stored as its SHA-256 hash. */
export interface ViewTokenRow {
  token_hash: string;
  project_id: number;
  global_id: string;
  created_at: number;
  expires_at: number;
}

export interface ProjectCostTables {
  [INDEX_TABLE]: IndexRow;
  [CONTACT_TABLE]: ContactRow;
  [VIEW_TOKEN_TABLE]: ViewTokenRow;
}
