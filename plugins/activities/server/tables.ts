/**
 * The plugin's core tables (migrations/001_core.ts). Each area's own tables are named in its
 * migration (002_mall, 003_draws, 004_tasks).
 */
export const ACTIVITY_TABLE = 'activities_activity';
export const POINTS_ACCOUNT_TABLE = 'activities_points_account';
export const POINTS_LEDGER_TABLE = 'activities_points_ledger';
export const POINTS_LOT_TABLE = 'activities_points_lot';
export const COUNTER_TABLE = 'activities_counter';
export const COUNTER_LEDGER_TABLE = 'activities_counter_ledger';
export const IDEMPOTENCY_TABLE = 'activities_idempotency';
/** One row per member and signed day (PK): a day's sign-in or 补签. */
export const SIGNIN_TABLE = 'activities_signin';
