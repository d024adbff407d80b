/**
 * The one switch: which plugins the site runs. Both halves read it. Remove an id to turn a plugin
 * off: its pages, tabs, slots, endpoints and migrations disappear and the rest keeps working.
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
  ],
} as const satisfies { enabled: readonly string[] };
