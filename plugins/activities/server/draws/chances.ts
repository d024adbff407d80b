import type { Kysely } from 'kysely';
import type { ActivitiesRuntime } from '../runtime';

/**
 * Gives a member draw chances of an activity (counter `chance:<activityId>`), once per `idemKey`
 * (e.g. `task:<gid>:<day>:<taskId>`), on the caller's transaction. Other areas (tasks, sign-in)
 * reward with draws through this.
 */
export async function grantChance(
  trx: Kysely<any>,
  rt: ActivitiesRuntime,
  grant: { activityId: string; globalId: string; idemKey: string; reason: string; at: number; count?: number },
): Promise<{ chances: number; repeated: boolean }> {
  const { value, repeated } = await rt.counters.add(trx, {
    kind: `chance:${grant.activityId}`,
    owner: grant.globalId,
    change: grant.count ?? 1,
    reason: grant.reason,
    businessId: grant.idemKey,
    idemKey: `chance:${grant.idemKey}`,
    at: grant.at,
  });
  return { chances: value, repeated };
}

/** A member's remaining chances of an activity. */
export function chancesOf(rt: ActivitiesRuntime, activityId: string, globalId: string, trx?: Kysely<any>): Promise<number> {
  return rt.counters.value(`chance:${activityId}`, globalId, trx);
}
