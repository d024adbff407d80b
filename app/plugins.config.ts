/**
 * The one list of plugins: every folder under plugins/ is named here exactly once. Adding a plugin
 * is its folder plus one line in `enabled` (`npm run new-plugin -- <id>` does both). Both halves
 * read it: the server loads the manifests and server halves of the enabled plugins by id
 * (app/server/registry.ts); the client's bundle holds the client halves of the enabled plugins only
 * (app/client/plugins.generated.ts, written from this file by scripts/sync-plugins.ts before
 * every build, start and test run).
 *
 * To turn a plugin off, move its id to `disabled`: its pages, tabs, dialogs, contributions,
 * endpoints and migrations disappear, its code leaves the bundle, and the rest keeps working.
 * At run time the server also honours `DISABLED_PLUGINS=id,id` (used by the plugin matrix test).
 */
export const pluginsConfig = {
  enabled: [
    'cost-data',
    'home',
    'bid-node',
    'project-cost',
    'unit-price',
    'labour',
    'policy',
    'industry-index',
    'g22',
    'account',
    'membership',
    'feedback',
    'about',
    'favorites',
    'material-price',
    'study',
    'orders',
    'activities',
  ],
  /** Plugins whose folder stays in the repository but which the site does not run or bundle. */
  disabled: [],
} as const satisfies { enabled: readonly string[]; disabled: readonly string[] };

/** Every plugin of the repository, enabled or not (one per folder under plugins/). */
export const registeredPlugins: readonly string[] = [...pluginsConfig.enabled, ...pluginsConfig.disabled];
