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
}
