import type { Kysely } from 'kysely';
import { IDEMPOTENCY_TABLE } from './tables';
import type { Idempotency } from './ledger-types';
import type { ActivitiesRuntime } from './runtime';

/**
 * Operations answered once: the work and its stored result commit together; the same key again
 * answers the stored result. Two concurrent calls with one key: the second one's INSERT of the key
 * fails on the UNIQUE key (PostgreSQL waits for the first to commit), its transaction rolls back
 * and `rt.tx` runs it again, which then finds the stored result.
 */
export function createIdempotency(rt: Pick<ActivitiesRuntime, 'tx' | 'clock'>): Idempotency {
  return {
    run<T>(key: string, globalId: string, work: (trx: Kysely<any>) => Promise<T>): Promise<T> {
      if (!key || key.length > 160) throw new Error('idempotency key (≤ 160) is required');
      return rt.tx(async (trx) => {
        const stored = await trx.selectFrom(IDEMPOTENCY_TABLE).select(['result', 'global_id']).where('key', '=', key).executeTakeFirst();
        if (stored) return JSON.parse(String(stored.result)) as T;
        const result = await work(trx);
        await trx
          .insertInto(IDEMPOTENCY_TABLE)
          .values({ key, global_id: globalId, result: JSON.stringify(result ?? null), created_at: rt.clock() })
          .execute();
        return result;
      });
    },
  };
}
