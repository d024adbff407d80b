/** The home plugin's tables (prefixed `home_`). Dates are `YYYY-MM-DD` text, times ms since epoch. */

export const ENTERPRISE_TABLE = 'home_enterprise';
export const VIDEO_TABLE = 'home_video';
export const COOPERATE_TABLE = 'home_cooperate';
export const CONTROL_CASE_TABLE = 'home_control_case';
export const COST_SHARE_TABLE = 'home_cost_share';
export const POP_FLAG_TABLE = 'home_pop_flag';
export const ENTERPRISE_PROFILE_TABLE = 'home_enterprise_profile';
export const ENTERPRISE_CASE_TABLE = 'home_enterprise_case';

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

/** The detail page of a recommended enterprise (one row per home_enterprise row). */
export interface EnterpriseProfileRow {
  enterprise_id: number;
  /** Paragraphs joined by a newline. */
  intro: string;
  founded: number;
  /** 注册资本, 万元. */
  registered_capital: number;
  staff: number;
  /** 注册造价工程师 (一级 and 二级). */
  cost_engineers: number;
  address: string;
  contact_person: string;
  phone: string;
  email: string;
  /** JSON `{ name, grade, issuer }[]`. */
  qualifications: string;
  /** JSON `{ province, cities }[]`: the service regions. */
  regions: string;
}

/** A typical case of a recommended enterprise. */
export interface EnterpriseCaseRow {
  id: number;
  enterprise_id: number;
  title: string;
  /** e.g. 广东 · 深圳. */
  region: string;
  building_use: string;
  /** e.g. 建筑面积 12.6 万m². */
  scale: string;
  service: string;
  /** The project's investment, 万元. */
  investment: number;
  year: number;
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
  [ENTERPRISE_PROFILE_TABLE]: EnterpriseProfileRow;
  [ENTERPRISE_CASE_TABLE]: EnterpriseCaseRow;
}
