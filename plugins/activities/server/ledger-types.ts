import type { Kysely } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import type { PointsReason } from '../shared/contract';
import { ACTIVITY_REFUSAL_CODE, ActivityMessages } from '../shared/contract';

/**
 * The three primitives every write of the plugin goes through (implemented in ledger.ts,
 * counters.ts and idempotency.ts). Each write is one append-only ledger row plus its running value,
 * in the caller's transaction; limits are conditional UPDATEs of one row, so they hold under
 * concurrency on SQLite and on PostgreSQL (READ COMMITTED).
 */

/** One row of activities_points_ledger. */
export interface LedgerEntry {
  id: number;
  globalId: string;
  /** Positive for a credit, negative for a debit. */
  change: number;
  balanceAfter: number;
  reason: PointsReason;
  activityId: string | null;
  businessId: string;
  idemKey: string;
  /** The line 积分明细 shows, e.g. 每日签到 11月24日. */
  remark: string;
  createdAt: number;
}

export interface PointsMove {
  globalId: string;
  /** A positive integer: credited by credit(), debited by debit(). */
  points: number;
  reason: PointsReason;
  activityId?: string | null;
  businessId: string;
  /** Unique per operation: the same key again writes nothing and answers the first entry. */
  idemKey: string;
  remark: string;
  at: number;
}

export interface PointsLedger {
  credit(trx: Kysely<any>, move: PointsMove): Promise<{ entry: LedgerEntry; repeated: boolean }>;
  /** Refused (balance below `points`) with PointsRefused. Consumes lots oldest expiry first. */
  debit(trx: Kysely<any>, move: PointsMove): Promise<{ entry: LedgerEntry; repeated: boolean }>;
  /** Expires the lots past their date (one `expiry` row per member and date); all members without `globalId`. */
  expire(trx: Kysely<any>, options: { globalId?: string; at: number }): Promise<number>;
  /** Points that will expire, by date, soonest first (shown in advance on 我的积分). */
  upcomingExpiry(globalId: string, at: number): Promise<{ points: number; at: number }[]>;
  balance(globalId: string): Promise<number>;
  /** Balance, earned and spent totals (zeros for a member without points). */
  account(globalId: string): Promise<{ balance: number; earned: number; spent: number }>;
}

/** A debit beyond the balance. */
export class PointsRefused extends BusinessError {
  constructor(message: string = ActivityMessages.notEnoughPoints) {
    super(ACTIVITY_REFUSAL_CODE, message);
  }
}

export interface CounterMove {
  /** e.g. `stock:product`, `chance:raffle-v2`, `daily:raffle-v2`, `limit:product`, `card:cards-2026w`. */
  kind: string;
  /** e.g. a product id, a globalId, `<gid>:<day>`. */
  owner: string;
  /** Non-zero integer. */
  change: number;
  /** Why (ledger row), e.g. exchange, restock, draw, task. */
  reason: string;
  businessId: string;
  /** Unique per operation: the same key again writes nothing and answers the value after the first. */
  idemKey: string;
  at: number;
  /** The value may not go below this (default 0). */
  min?: number;
  /** The value may not go above this (default: no bound). */
  max?: number;
}

export interface Counters {
  /** Refused (the value would leave [min, max]) with CounterRefused. A missing counter starts at 0. */
  add(trx: Kysely<any>, move: CounterMove): Promise<{ value: number; repeated: boolean }>;
  value(kind: string, owner: string, trx?: Kysely<any>): Promise<number>;
}

/** A counter change outside its bounds; the caller answers its own message (库存不足, 今日次数已用完 …). */
export class CounterRefused extends Error {
  constructor(readonly kind: string, readonly owner: string, readonly bound: 'min' | 'max') {
    super(`counter ${kind}/${owner} would pass its ${bound}`);
  }
}

export interface Idempotency {
  /**
   * Runs `work` in one transaction (through rt.tx) that also stores its JSON result under `key`; the
   * same key again (also concurrently) answers the stored result without running `work`.
   * A BusinessError thrown by `work` is not stored (the refusal may not hold next time).
   */
  run<T>(key: string, globalId: string, work: (trx: Kysely<any>) => Promise<T>): Promise<T>;
}
