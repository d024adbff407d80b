/** The membership plugin's tables (prefixed `membership_`). Times are ms since epoch; flags 0/1. */
export const RIGHTS_TABLE = 'membership_rights';
export const TRIAL_TABLE = 'membership_trial';
export const GRANTS_TABLE = 'membership_grants';

export interface RightsRow {
  global_id: string;
  /** End of a real VIP membership, or null for none. */
  vip_until: number | null;
  project_cost_vip: number;
  m2_can_use: number;
  updated_at: number;
  /** Ends of the purchased per-column rights (null: never bought); kept in step with the grant ledger. */
  single_project_until?: number | null;
  unit_price_until?: number | null;
  project_cost_until?: number | null;
}

/**
 * The grant ledger: one row per right a purchase gave (UNIQUE source, source_id, right_name, so a
 * repeated grant of the same order adds nothing). `starts_at` is where the span stacked (the grant
 * time, or the right's expiry then); a refund sets `revoked_at`.
 */
export interface GrantRow {
  id: string;
  global_id: string;
  right_name: string;
  plan_id: string;
  starts_at: number;
  ends_at: number;
  source: string;
  source_id: string;
  created_at: number;
  revoked_at: number | null;
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
