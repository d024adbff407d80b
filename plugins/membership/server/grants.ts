import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DAY_MS } from '../shared/held-rights';
import { planById } from '../shared/plans';
import { MembershipRights, type MembershipRight } from '../shared/rights';
import type { GrantedRight, RightsGrants } from '../shared/services';
import { GRANTS_TABLE, RIGHTS_TABLE, type GrantRow, type RightsRow } from './tables';

/** The column of `membership_rights` that holds each purchasable right's end. */
const EXPIRY_COLUMN = {
  vip: 'vip_until',
  singleProjectVip: 'single_project_until',
  unitPriceVip: 'unit_price_until',
  projectCostVip: 'project_cost_until',
} as const satisfies Partial<Record<MembershipRight, keyof RightsRow>>;

type PurchasableRight = keyof typeof EXPIRY_COLUMN;

const SOURCE_ID_MAX = 64;

const num = (value: unknown): number | null => (value == null ? null : Number(value));

/**
 * The member's own paid end of a right, the base a purchase stacks on: `vip` ends with vip_until;
 * `singleProjectVip` / `unitPriceVip` with the later of their own end and vip_until (a VIP holds
 * them already); `projectCostVip` with its purchased end (the site's flag has none). The trial is
 * not stacked on.
 */
function paidEnd(row: RightsRow, right: PurchasableRight): number | null {
  const own = num(row[EXPIRY_COLUMN[right]]);
  if (right !== MembershipRights.singleProjectVip && right !== MembershipRights.unitPriceVip) return own;
  const vip = num(row.vip_until);
  if (own === null) return vip;
  return vip === null ? own : Math.max(own, vip);
}

/**
 * Locks the member's rights row for the rest of the transaction (creating it when missing): the
 * row-level lock of an UPDATE on PostgreSQL; SQLite runs one writing transaction at a time. So two
 * grants of one member never stack on the same old end, and a repeated grant waits for the first
 * one and then sees its ledger rows.
 */
async function lockRights(trx: Kysely<any>, globalId: string, at: number): Promise<RightsRow> {
  await trx
    .insertInto(RIGHTS_TABLE)
    .values({ global_id: globalId, vip_until: null, project_cost_vip: 0, m2_can_use: 0, updated_at: at })
    .onConflict((oc) => oc.column('global_id').doNothing())
    .execute();
  await trx.updateTable(RIGHTS_TABLE).set({ updated_at: at }).where('global_id', '=', globalId).execute();
  return (await trx.selectFrom(RIGHTS_TABLE).selectAll().where('global_id', '=', globalId).executeTakeFirstOrThrow()) as RightsRow;
}

const toGranted = (row: GrantRow): GrantedRight => ({
  right: row.right_name as MembershipRight,
  from: Number(row.starts_at),
  until: Number(row.ends_at),
});

function checkSource(source: string, sourceId: string): void {
  if (source !== 'order' && source !== 'activity') throw new Error(`membership grants: unknown source ${JSON.stringify(source)}`);
  if (typeof sourceId !== 'string' || sourceId.trim() === '' || sourceId.length > SOURCE_ID_MAX) {
    throw new Error('membership grants: sourceId must be 1-64 characters');
  }
}

function checkTime(at: number): void {
  if (!Number.isSafeInteger(at) || at <= 0) throw new Error('membership grants: `at` must be a time in ms');
}

/**
 * The grant ledger (`membership_grants`) and the per-right ends of `membership_rights`, kept in step
 * in the caller's transaction. A grant stacks each right of the plan on its unexpired part
 * (from = max(at, current end), until = from + plan.days days); idempotent per (source, sourceId),
 * also under concurrent calls (the rights row lock, then the UNIQUE (source, source_id, right_name)).
 * A revoke takes back the part of each granted span still to come.
 */
export function createRightsGrants(): RightsGrants {
  return {
    async grant(trx, grant) {
      const plan = planById(grant.planId);
      if (!plan) throw new Error(`membership grants: unknown plan ${JSON.stringify(grant.planId)}`);
      checkSource(grant.source, grant.sourceId);
      checkTime(grant.at);
      if (typeof grant.globalId !== 'string' || grant.globalId === '' || grant.globalId.length > 64) {
        throw new Error('membership grants: globalId must be 1-64 characters');
      }
      const previous = async () =>
        (await trx
          .selectFrom(GRANTS_TABLE)
          .selectAll()
          .where('source', '=', grant.source)
          .where('source_id', '=', grant.sourceId)
          .orderBy('right_name')
          .execute()) as GrantRow[];

      const row = await lockRights(trx, grant.globalId, grant.at);
      const done = await previous();
      if (done.length > 0) return { rights: sortByPlan(done.map(toGranted), plan.rights), repeated: true };

      const rights: GrantedRight[] = [];
      const ends: Partial<Record<(typeof EXPIRY_COLUMN)[PurchasableRight], number>> = {};
      for (const right of plan.rights) {
        if (!(right in EXPIRY_COLUMN)) throw new Error(`membership grants: right ${right} cannot be sold`);
        const from = Math.max(grant.at, paidEnd(row, right as PurchasableRight) ?? grant.at);
        const until = from + plan.days * DAY_MS;
        rights.push({ right, from, until });
        ends[EXPIRY_COLUMN[right as PurchasableRight]] = until;
      }
      const inserted = await trx
        .insertInto(GRANTS_TABLE)
        .values(
          rights.map(
            (r): GrantRow => ({
              id: randomUUID(),
              global_id: grant.globalId,
              right_name: r.right,
              plan_id: plan.id,
              starts_at: r.from,
              ends_at: r.until,
              source: grant.source,
              source_id: grant.sourceId,
              created_at: grant.at,
              revoked_at: null,
            }),
          ),
        )
        // Never aborts the caller's transaction (PostgreSQL would on a UNIQUE violation).
        .onConflict((oc) => oc.columns(['source', 'source_id', 'right_name']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== rights.length) {
        // The same (source, sourceId) was granted to another member meanwhile: answer that grant.
        return { rights: sortByPlan((await previous()).map(toGranted), plan.rights), repeated: true };
      }
      await trx.updateTable(RIGHTS_TABLE).set(ends).where('global_id', '=', grant.globalId).execute();
      return { rights, repeated: false };
    },

    async revoke(trx, revoke) {
      checkSource(revoke.source, revoke.sourceId);
      checkTime(revoke.at);
      const rowsOf = async () =>
        (await trx
          .selectFrom(GRANTS_TABLE)
          .selectAll()
          .where('source', '=', revoke.source)
          .where('source_id', '=', revoke.sourceId)
          .execute()) as GrantRow[];
      const first = await rowsOf();
      if (first.length === 0) return false;
      const globalId = first[0]!.global_id;
      const row = await lockRights(trx, globalId, revoke.at);
      // Read again under the lock: a concurrent revoke may have taken it back already.
      const open = (await rowsOf()).filter((r) => r.revoked_at == null);
      if (open.length === 0) return true;
      const ends: Partial<Record<string, number>> = {};
      for (const grant of open) {
        const column = EXPIRY_COLUMN[grant.right_name as PurchasableRight];
        if (!column) continue;
        const current = num(ends[column] ?? row[column]);
        if (current === null) continue;
        // The part of the granted span still to come.
        const remaining = Math.max(0, Number(grant.ends_at) - Math.max(Number(grant.starts_at), revoke.at));
        if (remaining === 0) continue;
        const shortened = current - remaining;
        ends[column] = shortened >= revoke.at ? shortened : Math.min(current, revoke.at);
      }
      await trx
        .updateTable(GRANTS_TABLE)
        .set({ revoked_at: revoke.at })
        .where('source', '=', revoke.source)
        .where('source_id', '=', revoke.sourceId)
        .where('revoked_at', 'is', null)
        .execute();
      if (Object.keys(ends).length > 0) await trx.updateTable(RIGHTS_TABLE).set(ends).where('global_id', '=', globalId).execute();
      return true;
    },
  };
}

function sortByPlan(rights: GrantedRight[], order: readonly MembershipRight[]): GrantedRight[] {
  return [...rights].sort((a, b) => order.indexOf(a.right) - order.indexOf(b.right));
}

/** The ledger rows of a member (newest first), for the user centre and the maintainers. */
export async function grantsOf(db: Kysely<any>, globalId: string): Promise<GrantRow[]> {
  return (await db.selectFrom(GRANTS_TABLE).selectAll().where('global_id', '=', globalId).orderBy('created_at', 'desc').execute()) as GrantRow[];
}
