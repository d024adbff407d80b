/** The membership plugin's tables (prefixed `membership_`). Times are ms since epoch; flags 0/1. */
export const RIGHTS_TABLE = 'membership_rights';
export const TRIAL_TABLE = 'membership_trial';

export interface RightsRow {
  global_id: string;
  /** End of a real VIP membership, or null for none. */
  vip_until: number | null;
  project_cost_vip: number;
  m2_can_use: number;
  updated_at: number;
}

export interface TrialRow {
  id: string;
  /** UNIQUE: one trial per account, ever. */
  global_id: string;
  real_name: string;
  mobile: string;
  company_name: string;
  province: string;
  city: string;
  source: number;
  applied_at: number;
  expires_at: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
