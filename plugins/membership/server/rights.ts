import type { Kysely } from 'kysely';
import type { RightsProvider, UserInfoContributor } from '@kernel/server/services';
import type { MembershipUserFields } from '../shared/contract';
import { RIGHT_LABELS, type HeldRight } from '../shared/held-rights';
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
  /** 项目造价指标VIP: the flag the site set, or a running purchase. */
  projectCostVipStatus: boolean;
  /** The sourcing service (m2) is usable. */
  m2CanUse: boolean;
  /** The project-cost VIP flag alone (no end). */
  projectCostFlag: boolean;
  /** Ends of the purchased per-column rights (null: never bought). */
  singleProjectUntil: number | null;
  unitPriceUntil: number | null;
  projectCostUntil: number | null;
}

export const NO_RIGHTS: Readonly<MemberRights> = {
  isVip: false,
  vipExpireAt: null,
  trailInterest: false,
  trialExpireAt: null,
  trialUsed: false,
  projectCostVipStatus: false,
  m2CanUse: false,
  projectCostFlag: false,
  singleProjectUntil: null,
  unitPriceUntil: null,
  projectCostUntil: null,
};

const numberOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

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
  const vipUntil = numberOrNull(row?.vip_until);
  const trialUntil = trial ? Number(trial.expires_at) : null;
  const projectCostFlag = !!Number(row?.project_cost_vip ?? 0);
  const projectCostUntil = numberOrNull(row?.project_cost_until);
  return {
    isVip: vipUntil !== null && vipUntil > now,
    vipExpireAt: vipUntil,
    trailInterest: trialUntil !== null && trialUntil > now,
    trialExpireAt: trialUntil,
    trialUsed: trial !== undefined,
    projectCostVipStatus: projectCostFlag || (projectCostUntil !== null && projectCostUntil > now),
    m2CanUse: !!Number(row?.m2_can_use ?? 0),
    projectCostFlag,
    singleProjectUntil: numberOrNull(row?.single_project_until),
    unitPriceUntil: numberOrNull(row?.unit_price_until),
    projectCostUntil,
  };
}

/**
 * The rights a member holds at `now`, each with its end, in the order of `MembershipRights`:
 * `vip` = a real VIP (vip_until ahead) or a running trial; `vip` implies `singleProjectVip` and
 * `unitPriceVip` (each then ends with the later of its own purchase and the VIP); `projectCostVip`
 * = the site's flag (no end) or a running purchase; `m2` = the sourcing flag. A right held only
 * through the trial is marked `trial`.
 */
export function heldRights(rights: MemberRights, now: number): HeldRight[] {
  const ahead = (until: number | null) => (until !== null && until > now ? until : null);
  const paidVip = ahead(rights.vipExpireAt);
  const trial = rights.trailInterest ? rights.trialExpireAt : null;
  const held: HeldRight[] = [];
  const add = (right: MembershipRight, until: number | null, trialOnly = false) =>
    held.push({ right, label: RIGHT_LABELS[right], until, trial: trialOnly, enterprise: false });
  const paidOrTrial = (right: MembershipRight, paid: number | null) => {
    if (paid !== null) add(right, paid);
    else if (trial !== null) add(right, trial, true);
  };
  paidOrTrial(MembershipRights.vip, paidVip);
  paidOrTrial(MembershipRights.singleProjectVip, latest(ahead(rights.singleProjectUntil), paidVip));
  paidOrTrial(MembershipRights.unitPriceVip, latest(ahead(rights.unitPriceUntil), paidVip));
  if (rights.projectCostFlag) add(MembershipRights.projectCostVip, null);
  else if (ahead(rights.projectCostUntil) !== null) add(MembershipRights.projectCostVip, rights.projectCostUntil);
  if (rights.m2CanUse) add(MembershipRights.m2, null);
  return held;
}

function latest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/**
 * What an enterprise sub-account sharing its enterprise's rights holds: its own rights, and those
 * of the main account (`source`) it lacks, marked `enterprise` (the main account's trial is its own
 * and is not shared).
 */
export function withEnterpriseRights(own: readonly HeldRight[], source: readonly HeldRight[]): HeldRight[] {
  const merged = [...own];
  for (const right of source) {
    if (right.trial || merged.some((h) => h.right === right.right)) continue;
    merged.push({ ...right, enterprise: true });
  }
  const order = Object.values(MembershipRights) as string[];
  return merged.sort((a, b) => order.indexOf(a.right) - order.indexOf(b.right));
}

/** The names of the rights a member holds at `now` (see `heldRights`). */
export function rightNames(rights: MemberRights, now: number): MembershipRight[] {
  return heldRights(rights, now).map((h) => h.right);
}

/** Whose shared rights an account also holds (`AccountDirectory.rightsSourceOf`), or null. */
export type RightsSource = (globalId: string) => Promise<string | null>;

/**
 * Everything a member holds at `now`: its own rights and, for an enterprise sub-account that shares
 * its enterprise's rights (`source`), the main account's.
 */
export async function readHeldRights(db: Kysely<any>, globalId: string, now: number, source?: RightsSource): Promise<HeldRight[]> {
  const own = heldRights(await readRights(db, globalId, now), now);
  const main = globalId && source ? await source(globalId) : null;
  if (!main || main === globalId) return own;
  return withEnterpriseRights(own, heldRights(await readRights(db, main, now), now));
}

/** The kernel's RightsProvider over the membership tables (with the enterprise's shared rights). */
export function createRightsProvider(db: Kysely<any>, clock: Clock, source?: RightsSource): RightsProvider {
  return { rightsOf: async (globalId) => (await readHeldRights(db, globalId, clock(), source)).map((h) => h.right) };
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
