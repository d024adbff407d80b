import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pluginsConfig, registeredPlugins } from '@app/plugins.config';
import { manifests, serverPlugins } from '@app/server/registry';
import type { PluginManifest } from '@kernel/core/manifest';
import { GENERATED, hasClientHalf, renderClientRegistry, ROOT } from '../../scripts/sync-plugins';

/**
 * app/plugins.config.ts is the only list of plugins: every folder under plugins/ is named there
 * exactly once, every name has its folder, and the registries of both halves derive from it.
 */
const PLUGINS_DIR = path.join(ROOT, 'plugins');
const folders = readdirSync(PLUGINS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

// Loading every client half takes a while on a busy machine.
jest.setTimeout(60_000);

describe('app/plugins.config.ts is the only list of plugins', () => {
  it('names every folder under plugins/', () => {
    const unregistered = folders.filter((f) => !registeredPlugins.includes(f));
    expect(unregistered).toEqual([]);
  });

  it('names no plugin without a folder, and none twice', () => {
    const missing = registeredPlugins.filter((id) => !folders.includes(id));
    expect(missing).toEqual([]);
    expect(new Set(registeredPlugins).size).toBe(registeredPlugins.length);
  });

  it("every plugin's manifest carries its folder's name as id (kebab-case)", () => {
    for (const id of registeredPlugins) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { manifest } = require(path.join(PLUGINS_DIR, id, 'manifest')) as { manifest: PluginManifest };
      expect({ folder: id, id: manifest.id }).toEqual({ folder: id, id });
      expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    }
  });

  it("the server's registry holds the manifests and server halves of the enabled plugins, by id", () => {
    expect(Object.keys(manifests)).toEqual([...pluginsConfig.enabled]);
    for (const [id, manifest] of Object.entries(manifests)) expect(manifest.id).toBe(id);
    const withServer = pluginsConfig.enabled.filter((id) => readdirSync(path.join(PLUGINS_DIR, id)).includes('server'));
    expect(Object.keys(serverPlugins)).toEqual(withServer);
    for (const [id, server] of Object.entries(serverPlugins)) expect(server.manifest.id).toBe(id);
  });

  it("the client's generated registry is up to date: the enabled plugins' client halves, nothing else", async () => {
    const file = readFileSync(path.join(ROOT, GENERATED), 'utf8');
    expect(file).toBe(renderClientRegistry(pluginsConfig.enabled));
    const { clientPlugins } = await import('@app/client/plugin-registry');
    expect(clientPlugins.map((p) => p.manifest.id)).toEqual(pluginsConfig.enabled.filter((id) => hasClientHalf(ROOT, id)));
    for (const id of pluginsConfig.disabled as readonly string[]) expect(file).not.toContain(`@plugins/${id}/`);
  });
});
