import type { PointsLedger } from './ledger-types';
import type { ActivitiesRuntime } from './runtime';

/**
 * The points ledger (see ledger-types.ts): append-only rows, the running balance, the lots that
 * expire at the end of the year after they were earned, consumed oldest first.
 */
export function createPointsLedger(rt: Pick<ActivitiesRuntime, 'db' | 'clock'>): PointsLedger {
  void rt;
  const missing = () => Promise.reject(new Error('activities: the points ledger is not built yet'));
  return { credit: missing, debit: missing, expire: missing, upcomingExpiry: missing, balance: missing, account: missing };
}
