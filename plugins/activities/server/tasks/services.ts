import type { ServerPluginContext } from '@kernel/server/plugin';
import { AccountLifecycle } from '@plugins/account/shared/services';
import { manifest } from '../../manifest';
import type { ActivitiesRuntime } from '../runtime';
import { creditInvite } from './invites';

/**
 * What the tasks area offers through the service registry, called from the plugin's `services`
 * hook: the `AccountLifecycle.registered` hook that credits an inviter inside the registration
 * (see invites.ts: one invite row and one ledger credit per new member, on account's transaction).
 */
export function tasksServices(ctx: ServerPluginContext, rt: ActivitiesRuntime): void {
  ctx.services.contribute(AccountLifecycle, manifest.id, {
    registered: (trx, event) => creditInvite(trx, rt, event),
  });
}
