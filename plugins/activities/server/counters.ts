import type { Kysely } from 'kysely';
import { COUNTER_LEDGER_TABLE, COUNTER_TABLE } from './tables';
import { CounterRefused, type CounterMove, type Counters } from './ledger-types';
import type { ActivitiesRuntime } from './runtime';

/**
 * The counters (stock, chances, limits): one row per (kind, owner) holding the value, changed only
 * by a conditional UPDATE that keeps it within [min, max], and one append-only ledger row per
 * change, in the caller's transaction. The UPDATE's row lock makes the bound hold under concurrent
 * transactions on PostgreSQL; SQLite runs one transaction at a time.
 */
export function createCounters(rt: Pick<ActivitiesRuntime, 'db'>): Counters {
  return {
    async add(trx: Kysely<any>, move: CounterMove) {
      checkMove(move);
      const seen = await trx
        .selectFrom(COUNTER_LEDGER_TABLE)
        .select('value_after')
        .where('idem_key', '=', move.idemKey)
        .executeTakeFirst();
      if (seen) return { value: Number(seen.value_after), repeated: true };

      await trx
        .insertInto(COUNTER_TABLE)
        .values({ kind: move.kind, owner: move.owner, value: 0, updated_at: move.at })
        .onConflict((oc) => oc.columns(['kind', 'owner']).doNothing())
        .execute();
      const min = move.min ?? 0;
      let update = trx
        .updateTable(COUNTER_TABLE)
        .set((eb) => ({ value: eb('value', '+', move.change), updated_at: move.at }))
        .where('kind', '=', move.kind)
        .where('owner', '=', move.owner)
        .where((eb) => eb(eb('value', '+', move.change), '>=', min));
      if (move.max !== undefined) update = update.where((eb) => eb(eb('value', '+', move.change), '<=', move.max!));
      const row = await update.returning('value').executeTakeFirst();
      if (!row) {
        const current = await this.value(move.kind, move.owner, trx);
        throw new CounterRefused(move.kind, move.owner, current + move.change < min ? 'min' : 'max');
      }
      const value = Number(row.value);
      await trx
        .insertInto(COUNTER_LEDGER_TABLE)
        .values({
          kind: move.kind,
          owner: move.owner,
          change: move.change,
          value_after: value,
          reason: move.reason,
          business_id: move.businessId,
          idem_key: move.idemKey,
          created_at: move.at,
        })
        .execute();
      return { value, repeated: false };
    },

    async value(kind: string, owner: string, trx?: Kysely<any>) {
      const row = await (trx ?? rt.db).selectFrom(COUNTER_TABLE).select('value').where('kind', '=', kind).where('owner', '=', owner).executeTakeFirst();
      return row ? Number(row.value) : 0;
    },
  };
}

function checkMove(move: CounterMove): void {
  if (!Number.isSafeInteger(move.change) || move.change === 0) throw new Error(`counter change must be a non-zero integer: ${move.change}`);
  if (!move.kind || move.kind.length > 60 || !move.owner || move.owner.length > 120) throw new Error('counter kind (≤ 60) and owner (≤ 120) are required');
  if (!move.idemKey || move.idemKey.length > 160) throw new Error('counter idemKey (≤ 160) is required');
}
