import type { Kysely } from 'kysely';
import { NO_RIGHTS, type Rights, type RightsProvider } from '@kernel/server/services';
import { RIGHTS_TABLE, TRIAL_TABLE, type RightsRow, type TrialRow } from './tables';

/** The clock of the plugin (injectable for tests). */
export type Clock = () => number;

/**
 * A member's rights from the plugin's tables: a real VIP while `vip_until` lies ahead, a trial
 * while its `expires_at` lies ahead; `trialUsed` once any trial exists (one per account, ever).
 */
export async function readRights(db: Kysely<any>, globalId: string, now: number): Promise<Rights> {
  if (!globalId) return { ...NO_RIGHTS };
  const [row, trial] = await Promise.all([
    db.selectFrom(RIGHTS_TABLE).selectAll().where('global_id', '=', globalId).executeTakeFirst() as Promise<RightsRow | undefined>,
    db.selectFrom(TRIAL_TABLE).select(['expires_at']).where('global_id', '=', globalId).executeTakeFirst() as Promise<
      Pick<TrialRow, 'expires_at'> | undefined
    >,
  ]);
  const vipUntil = row?.vip_until == null ? null : Number(row.vip_until);
  const trialUntil = trial ? Number(trial.expires_at) : null;
  return {
    isVip: vipUntil !== null && vipUntil > now,
    vipExpireAt: vipUntil,
    trailInterest: trialUntil !== null && trialUntil > now,
    trialExpireAt: trialUntil,
    trialUsed: trial !== undefined,
    projectCostVipStatus: !!Number(row?.project_cost_vip ?? 0),
    m2CanUse: !!Number(row?.m2_can_use ?? 0),
  };
}

/** The kernel's RightsProvider over the membership tables. */
export function createRightsProvider(db: Kysely<any>, clock: Clock): RightsProvider {
  return { rightsOf: (globalId) => readRights(db, globalId, clock()) };
}
