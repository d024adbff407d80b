import { cstYear } from './calendar';
import type { ActivitiesRuntime } from './runtime';
import { signInActivityRow } from './signin';
import { ACTIVITY_TABLE } from './tables';

/**
 * The running sign-in activity and its rules (idempotent): the seed year's and the next one
 * (`signin-2026`, `signin-2027`; a later year's is created when it starts, with the latest rules).
 */
export async function seedCore(rt: ActivitiesRuntime): Promise<void> {
  const year = cstYear(rt.clock());
  await rt.tx(async (trx) => {
    for (const y of [year, year + 1]) {
      await trx.insertInto(ACTIVITY_TABLE).values(signInActivityRow(y)).onConflict((oc) => oc.column('id').doNothing()).execute();
    }
  });
}
