import type { ServerPluginContext } from '@kernel/server/plugin';
import type { ActivitiesRuntime } from '../runtime';

/**
 * What the tasks area offers through the service registry, called from the plugin's `services`
 * hook: the `AccountLifecycle.registered` hook that credits an inviter inside the registration.
 */
export function tasksServices(ctx: ServerPluginContext, rt: ActivitiesRuntime): void {
  void ctx;
  void rt;
}
