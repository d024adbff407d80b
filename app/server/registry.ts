import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PluginManifest } from '@kernel/core/manifest';
import type { ServerPlugin } from '@kernel/server/plugin';
import { pluginsConfig } from '../plugins.config';

/** The repository's plugins folder. */
const PLUGINS_DIR = path.join(__dirname, '..', '..', 'plugins');

/** Loads `plugins/<id>/<file>` (a module of the repository, resolved like a static import). */
function load<T>(id: string, file: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(PLUGINS_DIR, id, file)) as T;
}

/** Does the plugin have a server half (plugins/<id>/server/index.ts)? */
function hasServerHalf(id: string): boolean {
  return existsSync(path.join(PLUGINS_DIR, id, 'server', 'index.ts'));
}

/**
 * The manifest of every plugin enabled in app/plugins.config.ts, by id: `plugins/<id>/manifest.ts`
 * exports `manifest`. The plugin host needs them all (to check `dependsOn`). Nothing here names a
 * plugin: app/plugins.config.ts is the only list.
 */
export const manifests: Readonly<Record<string, PluginManifest>> = Object.fromEntries(
  pluginsConfig.enabled.map((id) => {
    const { manifest } = load<{ manifest?: PluginManifest }>(id, 'manifest');
    if (!manifest || manifest.id !== id) {
      throw new Error(`plugins/${id}/manifest.ts must export a manifest whose id is "${id}" (found ${JSON.stringify(manifest?.id)})`);
    }
    return [id, manifest];
  }),
);

/**
 * The server halves of the enabled plugins, by id: `plugins/<id>/server/index.ts` exports it as
 * `default`. Plugins without a server half are absent.
 */
export const serverPlugins: Readonly<Record<string, ServerPlugin>> = Object.fromEntries(
  pluginsConfig.enabled.filter(hasServerHalf).map((id) => {
    const server = load<{ default?: ServerPlugin }>(id, 'server').default;
    if (!server || server.manifest?.id !== id) {
      throw new Error(`plugins/${id}/server/index.ts must export default the plugin's ServerPlugin (manifest id "${id}")`);
    }
    return [id, server];
  }),
);
