/**
 * The plugin manifest: read by both the client and the server half of a plugin.
 * Ids are kebab-case; `dependsOn` names other plugin ids that must be enabled and activated first.
 */
export interface PluginManifest {
  /** kebab-case id, also the prefix of the plugin's database tables (with `_` for `-`). */
  readonly id: string;
  /** Chinese display title. */
  readonly title: string;
  /** Sort key among plugins that do not depend on each other (lower first). */
  readonly order: number;
  readonly dependsOn?: readonly string[];
  /**
   * Plugins this one works with when they are enabled, and without them when they are not: each
   * present one is activated first (as with `dependsOn`), an absent or failed one is no reason to
   * stop this plugin. Its server looks their services up with `services.find` and answers without
   * them; its client asks the runtime config's `plugins` before showing what needs them.
   */
  readonly optionalDependsOn?: readonly string[];
  /**
   * The client half's page addresses: every route pattern (wouter syntax, e.g.
   * `/catalogue/detail/:id`) and every redirect's `from`. The server answers a page request that
   * matches an enabled plugin's pattern with 200 and the SPA, any other page address with 404 and
   * the SPA (whose router shows its 404 page). The client half builds its routes and redirects
   * from the same constants (exported next to the manifest), so the two lists cannot drift.
   */
  readonly pages?: readonly string[];
}

/** The kernel's own client addresses: `/` redirects to the landing page (the route marked `landing`). */
export const KERNEL_PAGES: readonly string[] = ['/'];
