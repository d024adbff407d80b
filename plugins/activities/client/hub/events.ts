import type { PluginContext } from '@kernel/client/plugin';

/** A header search: a logged-in member's day's clock-in (then the new-user info). */
export function onSearch(ctx: PluginContext): void {
  void ctx;
}
