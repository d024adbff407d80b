import type { Kysely } from 'kysely';
import { isUniqueViolation } from '@kernel/server/sql';
import type { ServerPluginContext } from '@kernel/server/plugin';
import type { ServiceRegistry } from '@kernel/server/services';
import type { Counters, Idempotency, PointsLedger } from './ledger-types';

export interface ActivitiesServerOptions {
  /** The clock (ms; tests pass their own to live a week in a second). Default Date.now. */
  readonly clock?: () => number;
  /** Environment to read DEV_TOOLS from. Default process.env. */
  readonly env?: NodeJS.ProcessEnv;
  /** The development tools (the clock endpoint). Default: DEV_TOOLS=1 (never with NODE_ENV=production). */
  readonly devTools?: boolean;
  /** How often expired points are swept (ms; 0: only on reads). Default one hour. */
  readonly expireEveryMs?: number;
}

/**
 * Everything the plugin's areas run on, built once per app context: the database, the clock (with
 * the development offset), the points ledger, the counters and the idempotent operations.
 */
export interface ActivitiesRuntime {
  readonly db: Kysely<any>;
  readonly dialect: 'sqlite' | 'postgres';
  readonly services: ServiceRegistry;
  readonly options: ActivitiesServerOptions;
  /** The plugin's time (ms): the injected clock plus the development offset. */
  clock(): number;
  /** Moves the plugin's clock by `ms` (development tools and tests); `null` resets it. */
  shiftClock(ms: number | null): number;
  readonly ledger: PointsLedger;
  readonly counters: Counters;
  readonly idempotency: Idempotency;
  /**
   * Runs `work` in one transaction; when it fails on a UNIQUE violation (a concurrent duplicate
   * of the same operation committed first), or PostgreSQL rolled it back as a deadlock victim or a
   * serialization failure, it runs again, at most three times in all, so the rerun
   * reads the committed first result. `work` must be safe to rerun (read inside, no outside effects).
   */
  tx<T>(work: (trx: Kysely<any>) => Promise<T>): Promise<T>;
}

/**
 * A PostgreSQL transaction that lost to a concurrent one and was rolled back whole: a deadlock victim
 * (40P01) or a serialization failure (40001). Running it again is the documented remedy.
 */
function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** `rt.tx` over a database: retries a transaction that lost a UNIQUE race, a deadlock or a serialization conflict. */
export async function runTransaction<T>(db: Kysely<any>, work: (trx: Kysely<any>) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !(isUniqueViolation(error) || isRetryableConflict(error))) throw error;
    }
  }
}

/** The plugin's time: one per plugin instance, shared by all its runtimes (routes, seeds, services). */
export interface PluginClock {
  now(): number;
  shift(ms: number | null): number;
}

/** The injected clock plus a development offset. */
export function pluginClock(base: () => number = Date.now): PluginClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    shift(ms: number | null) {
      offset = ms === null ? 0 : offset + ms;
      return base() + offset;
    },
  };
}

/** Builds the runtime; the three primitives come from their modules (ledger.ts, counters.ts, idempotency.ts). */
export function createRuntime(
  ctx: ServerPluginContext,
  options: ActivitiesServerOptions,
  time: PluginClock,
  make: {
    ledger: (rt: ActivitiesRuntime) => PointsLedger;
    counters: (rt: ActivitiesRuntime) => Counters;
    idempotency: (rt: ActivitiesRuntime) => Idempotency;
  },
): ActivitiesRuntime {
  const rt = {
    db: ctx.db,
    dialect: ctx.dialect,
    services: ctx.services,
    options,
    clock: time.now,
    shiftClock: time.shift,
    tx: <T>(work: (trx: Kysely<any>) => Promise<T>) => runTransaction(ctx.db, work),
  } as Omit<ActivitiesRuntime, 'ledger' | 'counters' | 'idempotency'> as ActivitiesRuntime;
  Object.assign(rt, { ledger: make.ledger(rt), counters: make.counters(rt), idempotency: make.idempotency(rt) });
  return rt;
}
