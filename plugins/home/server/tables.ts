/** The home plugin's tables (prefixed `home_`). Dates are `YYYY-MM-DD` text, times ms since epoch. */

export const ENTERPRISE_TABLE = 'home_enterprise';
export const VIDEO_TABLE = 'home_video';
export const COOPERATE_TABLE = 'home_cooperate';
export const CONTROL_CASE_TABLE = 'home_control_case';
export const COST_SHARE_TABLE = 'home_cost_share';
export const POP_FLAG_TABLE = 'home_pop_flag';

/** 造价咨询企业 shown on the home page (anonymised). */
export interface EnterpriseRow {
  id: number;
  name: string;
  short_name: string;
  city: string;
  qualification: string;
  /** Main services joined by `、`. */
  services: string;
  contributed: number;
  since: number;
  sort: number;
}

export interface VideoRow {
  id: number;
  title: string;
  speaker: string;
  category: string;
  /** Seconds. */
  duration: number;
  /** A CSS gradient. */
  cover: string;
  view_count: number;
  publish_date: string;
  sort: number;
}

export interface CooperateRow {
  id: number;
  name: string;
  kind: string;
  sort: number;
}

/** 造价管控应用案例. */
export interface ControlCaseRow {
  id: number;
  title: string;
  summary: string;
  region: string;
  building_use: string;
  /** Percent. */
  saving_rate: number;
  view_count: number;
  publish_date: string;
  sort: number;
}

/** 造价管控成本分享. */
export interface CostShareRow {
  id: number;
  title: string;
  summary: string;
  author: string;
  tag: string;
  view_count: number;
  publish_date: string;
  sort: number;
}

/** A member has dismissed a home popup (by clicking it): its flag is off from then on. */
export interface PopFlagRow {
  global_id: string;
  pop_enum: string;
  closed_at: number;
}

export interface HomeTables {
  [ENTERPRISE_TABLE]: EnterpriseRow;
  [VIDEO_TABLE]: VideoRow;
  [COOPERATE_TABLE]: CooperateRow;
  [CONTROL_CASE_TABLE]: ControlCaseRow;
  [COST_SHARE_TABLE]: CostShareRow;
  [POP_FLAG_TABLE]: PopFlagRow;
}
