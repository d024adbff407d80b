import type { Kysely } from 'kysely';
import { POINTS_REASON_TEXT } from '../shared/contract';
import { yearEndAfter } from './calendar';
import { PointsRefused, type LedgerEntry, type PointsLedger, type PointsMove } from './ledger-types';
import type { ActivitiesRuntime } from './runtime';
import { runTransaction } from './runtime';
import { POINTS_ACCOUNT_TABLE, POINTS_LEDGER_TABLE, POINTS_LOT_TABLE } from './tables';

/**
 * The points ledger (see ledger-types.ts): append-only rows, the running balance, the lots that
 * expire at the end of the year after they were earned, consumed oldest expiry first.
 *
 * Every move, in the caller's transaction:
 * 1. the idempotency key is looked up (found: nothing is written, the first entry is answered);
 * 2. the member's account row is created if missing and locked (PostgreSQL `FOR UPDATE`; SQLite
 *    runs one transaction at a time), so moves of one member run one after the other;
 * 3. the member's lots past their date are expired (one `expiry` row per date), so that a move
 *    never spends expired points and its `balance_after` is the spendable balance;
 * 4. the balance changes by a conditional UPDATE (a debit needs `balance >= points`), the lots
 *    change (a credit adds one, a debit takes from the soonest-expiring ones) and the ledger row is
 *    inserted (UNIQUE idem_key: a concurrent duplicate fails there and `rt.tx` reruns, finding the
 *    first entry).
 * The invariant: balance = SUM(change) of the member's rows = SUM(remaining) of the unexpired lots.
 */
export function createPointsLedger(rt: Pick<ActivitiesRuntime, 'db' | 'clock' | 'dialect'>): PointsLedger {
  const postgres = rt.dialect === 'postgres';

  async function findEntry(trx: Kysely<any>, idemKey: string): Promise<LedgerEntry | null> {
    const row = await trx.selectFrom(POINTS_LEDGER_TABLE).selectAll().where('idem_key', '=', idemKey).executeTakeFirst();
    return row ? entryOf(row) : null;
  }

  /** Creates the member's account row when missing and takes its row lock until the transaction ends. */
  async function lockAccount(trx: Kysely<any>, globalId: string, at: number): Promise<void> {
    await trx
      .insertInto(POINTS_ACCOUNT_TABLE)
      .values({ global_id: globalId, balance: 0, earned_total: 0, spent_total: 0, updated_at: at })
      .onConflict((oc) => oc.column('global_id').doNothing())
      .execute();
    let lock = trx.selectFrom(POINTS_ACCOUNT_TABLE).select('balance').where('global_id', '=', globalId);
    if (postgres) lock = lock.forUpdate();
    await lock.executeTakeFirstOrThrow();
  }

  /** Expires the member's lots past `at` (the account is locked by the caller); answers the points expired. */
  async function expireLocked(trx: Kysely<any>, globalId: string, at: number): Promise<number> {
    const due = await trx
      .selectFrom(POINTS_LOT_TABLE)
      .select(['expires_at', (eb) => eb.fn.sum<number>('remaining').as('points')])
      .where('global_id', '=', globalId)
      .where('expires_at', '<=', at)
      .where('remaining', '>', 0)
      .groupBy('expires_at')
      .orderBy('expires_at')
      .execute();
    let total = 0;
    for (const group of due) {
      const expiresAt = Number(group.expires_at);
      const points = Number(group.points);
      if (points <= 0) continue;
      const account = await trx
        .updateTable(POINTS_ACCOUNT_TABLE)
        .set((eb) => ({ balance: eb('balance', '-', points), updated_at: at }))
        .where('global_id', '=', globalId)
        .where('balance', '>=', points)
        .returning('balance')
        .executeTakeFirst();
      if (!account) throw new Error(`activities: points of ${globalId} disagree with their lots (expiring ${points} at ${expiresAt})`);
      await trx
        .updateTable(POINTS_LOT_TABLE)
        .set({ remaining: 0 })
        .where('global_id', '=', globalId)
        .where('expires_at', '=', expiresAt)
        .where('remaining', '>', 0)
        .execute();
      // The natural key is one per member and date; a date expired before (a clock moved back in
      // development) gets a second key instead of a clash.
      let idemKey = `expiry:${globalId}:${expiresAt}`;
      if (await findEntry(trx, idemKey)) idemKey = `${idemKey}:${at}`;
      await trx
        .insertInto(POINTS_LEDGER_TABLE)
        .values({
          global_id: globalId,
          change: -points,
          balance_after: Number(account.balance),
          reason: 'expiry',
          activity_id: null,
          business_id: `expiry:${expiresAt}`,
          idem_key: idemKey,
          remark: expiryRemark(expiresAt),
          created_at: at,
        })
        .execute();
      total += points;
    }
    return total;
  }

  async function move(trx: Kysely<any>, m: PointsMove, sign: 1 | -1): Promise<{ entry: LedgerEntry; repeated: boolean }> {
    checkMove(m);
    const seen = await findEntry(trx, m.idemKey);
    if (seen) return { entry: seen, repeated: true };
    await lockAccount(trx, m.globalId, m.at);
    if (postgres) {
      // A concurrent duplicate may have committed while this one waited for the lock.
      const after = await findEntry(trx, m.idemKey);
      if (after) return { entry: after, repeated: true };
    }
    await expireLocked(trx, m.globalId, m.at);

    const account =
      sign > 0
        ? await trx
            .updateTable(POINTS_ACCOUNT_TABLE)
            .set((eb) => ({ balance: eb('balance', '+', m.points), earned_total: eb('earned_total', '+', m.points), updated_at: m.at }))
            .where('global_id', '=', m.globalId)
            .returning('balance')
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable(POINTS_ACCOUNT_TABLE)
            .set((eb) => ({ balance: eb('balance', '-', m.points), spent_total: eb('spent_total', '+', m.points), updated_at: m.at }))
            .where('global_id', '=', m.globalId)
            .where('balance', '>=', m.points)
            .returning('balance')
            .executeTakeFirst();
    if (!account) throw new PointsRefused();

    const inserted = await trx
      .insertInto(POINTS_LEDGER_TABLE)
      .values({
        global_id: m.globalId,
        change: sign * m.points,
        balance_after: Number(account.balance),
        reason: m.reason,
        activity_id: m.activityId ?? null,
        business_id: m.businessId,
        idem_key: m.idemKey,
        remark: m.remark,
        created_at: m.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);

    if (sign > 0) {
      await trx
        .insertInto(POINTS_LOT_TABLE)
        .values({ global_id: m.globalId, ledger_id: id, amount: m.points, remaining: m.points, earned_at: m.at, expires_at: yearEndAfter(m.at) })
        .execute();
    } else {
      await consumeLots(trx, m.globalId, m.points, m.at);
    }
    return {
      entry: {
        id,
        globalId: m.globalId,
        change: sign * m.points,
        balanceAfter: Number(account.balance),
        reason: m.reason,
        activityId: m.activityId ?? null,
        businessId: m.businessId,
        idemKey: m.idemKey,
        remark: m.remark,
        createdAt: m.at,
      },
      repeated: false,
    };
  }

  /** Takes `points` from the unexpired lots, soonest expiry first (then oldest). */
  async function consumeLots(trx: Kysely<any>, globalId: string, points: number, at: number): Promise<void> {
    const lots = await trx
      .selectFrom(POINTS_LOT_TABLE)
      .select(['id', 'remaining'])
      .where('global_id', '=', globalId)
      .where('remaining', '>', 0)
      .where('expires_at', '>', at)
      .orderBy('expires_at')
      .orderBy('id')
      .execute();
    let left = points;
    for (const lot of lots) {
      if (left <= 0) break;
      const take = Math.min(left, Number(lot.remaining));
      await trx
        .updateTable(POINTS_LOT_TABLE)
        .set((eb) => ({ remaining: eb('remaining', '-', take) }))
        .where('id', '=', lot.id)
        .execute();
      left -= take;
    }
    if (left > 0) throw new Error(`activities: points of ${globalId} disagree with their lots (${left} missing)`);
  }

  /** Expires the member's due lots in a transaction of its own when there are any (reads call it first). */
  async function sweep(globalId: string, at: number): Promise<void> {
    const due = await rt.db
      .selectFrom(POINTS_LOT_TABLE)
      .select('id')
      .where('global_id', '=', globalId)
      .where('expires_at', '<=', at)
      .where('remaining', '>', 0)
      .limit(1)
      .executeTakeFirst();
    if (!due) return;
    await runTransaction(rt.db, async (trx) => {
      await lockAccount(trx, globalId, at);
      await expireLocked(trx, globalId, at);
    });
  }

  return {
    credit: (trx, m) => move(trx, m, 1),
    debit: (trx, m) => move(trx, m, -1),

    async expire(trx, options) {
      const members = options.globalId
        ? [options.globalId]
        : (
            await trx
              .selectFrom(POINTS_LOT_TABLE)
              .select('global_id')
              .distinct()
              .where('expires_at', '<=', options.at)
              .where('remaining', '>', 0)
              .orderBy('global_id')
              .execute()
          ).map((r) => String(r.global_id));
      let total = 0;
      for (const globalId of members) {
        await lockAccount(trx, globalId, options.at);
        total += await expireLocked(trx, globalId, options.at);
      }
      return total;
    },

    async upcomingExpiry(globalId, at) {
      await sweep(globalId, at);
      const rows = await rt.db
        .selectFrom(POINTS_LOT_TABLE)
        .select(['expires_at', (eb) => eb.fn.sum<number>('remaining').as('points')])
        .where('global_id', '=', globalId)
        .where('expires_at', '>', at)
        .where('remaining', '>', 0)
        .groupBy('expires_at')
        .orderBy('expires_at')
        .execute();
      return rows.map((r) => ({ points: Number(r.points), at: Number(r.expires_at) })).filter((r) => r.points > 0);
    },

    async balance(globalId) {
      await sweep(globalId, rt.clock());
      const row = await rt.db.selectFrom(POINTS_ACCOUNT_TABLE).select('balance').where('global_id', '=', globalId).executeTakeFirst();
      return row ? Number(row.balance) : 0;
    },

    async account(globalId) {
      await sweep(globalId, rt.clock());
      const row = await rt.db
        .selectFrom(POINTS_ACCOUNT_TABLE)
        .select(['balance', 'earned_total', 'spent_total'])
        .where('global_id', '=', globalId)
        .executeTakeFirst();
      return row ? { balance: Number(row.balance), earned: Number(row.earned_total), spent: Number(row.spent_total) } : { balance: 0, earned: 0, spent: 0 };
    },
  };
}

/** A ledger row as the interface names it. */
export function entryOf(row: Record<string, unknown>): LedgerEntry {
  return {
    id: Number(row.id),
    globalId: String(row.global_id),
    change: Number(row.change),
    balanceAfter: Number(row.balance_after),
    reason: row.reason as LedgerEntry['reason'],
    activityId: row.activity_id == null ? null : String(row.activity_id),
    businessId: String(row.business_id),
    idemKey: String(row.idem_key),
    remark: String(row.remark),
    createdAt: Number(row.created_at),
  };
}

/** 积分过期（2027年12月31日到期）: the expiry row's line (the last CST day the points were valid). */
export function expiryRemark(expiresAt: number): string {
  const last = new Date(expiresAt - 1 + 8 * 3_600_000);
  return `${POINTS_REASON_TEXT.expiry}（${last.getUTCFullYear()}年${last.getUTCMonth() + 1}月${last.getUTCDate()}日到期）`;
}

function checkMove(m: PointsMove): void {
  if (!Number.isSafeInteger(m.points) || m.points <= 0 || m.points > 100_000_000) throw new Error(`points must be a positive integer: ${m.points}`);
  if (!m.globalId || m.globalId.length > 64) throw new Error('points globalId (≤ 64) is required');
  if (!m.idemKey || m.idemKey.length > 160) throw new Error('points idemKey (≤ 160) is required');
  if (!m.businessId || m.businessId.length > 80) throw new Error('points businessId (≤ 80) is required');
  if (!m.remark || m.remark.length > 100) throw new Error('points remark (≤ 100) is required');
  if (m.activityId && m.activityId.length > 40) throw new Error('points activityId ≤ 40');
  if (!Number.isSafeInteger(m.at)) throw new Error(`points time must be an integer (ms): ${m.at}`);
}

/**
 * The three sums of the invariant for one member (tests and the CLI's `show`): the account's
 * balance, the sum of the ledger's changes and the remaining points of the unexpired lots.
 */
export async function auditPoints(db: Kysely<any>, globalId: string, at: number): Promise<{ balance: number; ledgerSum: number; lotSum: number; negative: boolean }> {
  const account = await db.selectFrom(POINTS_ACCOUNT_TABLE).select('balance').where('global_id', '=', globalId).executeTakeFirst();
  const ledger = await db
    .selectFrom(POINTS_LEDGER_TABLE)
    .select((eb) => eb.fn.sum<number>('change').as('s'))
    .where('global_id', '=', globalId)
    .executeTakeFirst();
  const lots = await db
    .selectFrom(POINTS_LOT_TABLE)
    .select((eb) => eb.fn.sum<number>('remaining').as('s'))
    .where('global_id', '=', globalId)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  const negatives = await db
    .selectFrom(POINTS_LEDGER_TABLE)
    .select('id')
    .where('global_id', '=', globalId)
    .where('balance_after', '<', 0)
    .limit(1)
    .executeTakeFirst();
  return {
    balance: account ? Number(account.balance) : 0,
    ledgerSum: Number(ledger?.s ?? 0),
    lotSum: Number(lots?.s ?? 0),
    negative: !!negatives || (account ? Number(account.balance) < 0 : false),
  };
}
