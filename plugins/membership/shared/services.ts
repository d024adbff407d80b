import type { Kysely } from 'kysely';
import { serviceKey } from '@kernel/server/services';
import type { MembershipRight } from './rights';
import type { PlanId } from './plans';

/** One right a grant gave: the span it added (`from` is where it stacked: now, or the old expiry). */
export interface GrantedRight {
  readonly right: MembershipRight;
  readonly from: number;
  readonly until: number;
}

/** Where a grant comes from: a paid order (orders) or a prize or exchange of the member activities. */
export type GrantSource = 'order' | 'activity';

/**
 * Purchased rights, for the plugin that sells them (orders). Every change is a row of the
 * membership plugin's grant ledger, written in the caller's transaction, so the rights change
 * commits or rolls back with the caller's own state change.
 */
export interface RightsGrants {
  /**
   * Grants a plan's rights to an account, each right stacking on its unexpired part (a new span
   * starts at max(now, current expiry)). Idempotent per `(source, sourceId)`: a repeated call
   * grants nothing and answers the first grant.
   */
  grant(
    trx: Kysely<any>,
    grant: { globalId: string; planId: PlanId; source: GrantSource; sourceId: string; at: number },
  ): Promise<{ rights: readonly GrantedRight[]; repeated: boolean }>;
  /**
   * Takes back what the grant of `(source, sourceId)` gave (a refund): each right loses the granted
   * span still to come. Idempotent; a grant never made answers false.
   */
  revoke(trx: Kysely<any>, revoke: { source: GrantSource; sourceId: string; at: number }): Promise<boolean>;
}
export const RightsGrants = serviceKey<RightsGrants>('membership.grants');
