import type { ClientPlugin } from '@kernel/client/plugin';
import { generatedClientPlugins } from './plugins.generated';

/**
 * The client halves of the plugins enabled in app/plugins.config.ts (the bundle holds nothing of
 * a disabled one). Which of them run is decided at start by the runtime config (the server's
 * DISABLED_PLUGINS may turn more off). The list is generated from plugins.config.ts by
 * scripts/sync-plugins.ts: never edit it by hand.
 */
export const clientPlugins: readonly ClientPlugin[] = generatedClientPlugins;
