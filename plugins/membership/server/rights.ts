import type { Kysely } from 'kysely';
import type { RightsProvider, UserInfoContributor } from '@kernel/server/services';
import type { MembershipUserFields } from '../shared/contract';
import { MembershipRights, type MembershipRight } from '../shared/rights';
import { RIGHTS_TABLE, TRIAL_TABLE, type RightsRow, type TrialRow } from './tables';

/** The clock of the plugin (injectable for tests). */
export type Clock = () => number;

/** A member's rights in detail, as the membership tables hold them. */
export interface MemberRights {
  /** A real VIP, with its expiry (ms since epoch) or null for none. */
  isVip: boolean;
  vipExpireAt: number | null;
  /** A running trial and its expiry. */
  trailInterest: boolean;
  trialExpireAt: number | null;
  /** The account has used its one trial. */
  trialUsed: boolean;
  projectCostVipStatus: boolean;
  /** The sourcing service (m2) is usable. */
  m2CanUse: boolean;
}

export const NO_RIGHTS: Readonly<MemberRights> = {
  isVip: false,
  vipExpireAt: null,
  trailInterest: false,
  trialExpireAt: null,
  trialUsed: false,
  projectCostVipStatus: false,
  m2CanUse: false,
};

/**
 * A member's rights from the plugin's tables: a real VIP while `vip_until` lies ahead, a trial
 * while its `expires_at` lies ahead; `trialUsed` once any trial exists (one per account, ever).
 */
export async function readRights(db: Kysely<any>, globalId: string, now: number): Promise<MemberRights> {
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

/**
 * The names of the rights a member holds: `vip` for a real VIP or a running trial (VIP rights),
 * `projectCostVip` for the project-cost VIP flag, `m2` when the sourcing service is usable.
 */
export function rightNames(rights: MemberRights): MembershipRight[] {
  const names: MembershipRight[] = [];
  if (rights.isVip || rights.trailInterest) names.push(MembershipRights.vip);
  if (rights.projectCostVipStatus) names.push(MembershipRights.projectCostVip);
  if (rights.m2CanUse) names.push(MembershipRights.m2);
  return names;
}

/** The kernel's RightsProvider over the membership tables. */
export function createRightsProvider(db: Kysely<any>, clock: Clock): RightsProvider {
  return { rightsOf: async (globalId) => rightNames(await readRights(db, globalId, clock())) };
}

/**
 * The fields membership adds to the user info (the site's member flags, glossary): `isVip` = VIP rights
 * (a real VIP or a running trial), `trailInterest` = a running trial, `projectCostVipStatus`.
 */
export function membershipUserFields(rights: MemberRights): Required<MembershipUserFields> {
  return {
    isVip: rights.isVip || rights.trailInterest,
    trailInterest: rights.trailInterest,
    projectCostVipStatus: rights.projectCostVipStatus,
  };
}

/** The user-info contributor of the membership plugin. */
export function createUserInfoContributor(db: Kysely<any>, clock: Clock): UserInfoContributor {
  return { fieldsOf: async (user) => membershipUserFields(await readRights(db, user.globalId, clock())) };
}
