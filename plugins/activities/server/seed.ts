import { AccountDirectory } from '@plugins/account/shared/services';
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

/** The opening points of the demo accounts (demo mode only), by account name. */
const DEMO_POINTS: ReadonlyArray<readonly [string, number]> = [
  ['demo_vip', 1500],
  ['demo_user', 800],
];

/**
 * Demo mode: the demo accounts start with some points (reason 积分调整, remark 会员体验积分, key
 * `demo:<globalId>`: once per database). Without the account plugin's directory or the accounts, nothing.
 */
export async function demoCore(rt: ActivitiesRuntime): Promise<void> {
  const directory = rt.services.find(AccountDirectory);
  if (!directory) return;
  const at = rt.clock();
  for (const [name, points] of DEMO_POINTS) {
    const account = await directory.findByAccountName(name);
    if (!account) continue;
    const key = `demo:${account.globalId}`;
    await rt.tx((trx) =>
      rt.ledger.credit(trx, { globalId: account.globalId, points, reason: 'adjustment', activityId: null, businessId: key, idemKey: key, remark: '会员体验积分', at }),
    );
  }
}
