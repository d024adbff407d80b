import type { ServerPluginContext } from '@kernel/server/plugin';
import { AccountLifecycle } from '@plugins/account/shared/services';
import { manifest } from '../../manifest';
import type { ActivitiesRuntime } from '../runtime';
import { drawsDeleting } from '../draws/deleting';
import { mallDeleting } from '../mall/deleting';
import { creditInvite } from './invites';

/**
 * What the tasks area offers through the service registry, called from the plugin's `services`
 * hook: the plugin's one `AccountLifecycle` contribution — `registered` credits an inviter inside the
 * registration (see invites.ts: one invite row and one ledger credit per new member, on account's
 * transaction); `deleting` blanks the member's addresses inside the account's deletion.
 */
export function tasksServices(ctx: ServerPluginContext, rt: ActivitiesRuntime): void {
  ctx.services.contribute(AccountLifecycle, manifest.id, {
    registered: (trx, event) => creditInvite(trx, rt, event),
    // The member's personal data kept by the plugin: the shipping addresses of gift exchanges and
    // of claimed draw prizes (the ledgers stay, keyed by the now anonymous globalId).
    deleting: async (trx, event) => {
      await mallDeleting(trx, event);
      await drawsDeleting(trx, event);
    },
  });
}
