import { pluginsConfig } from '@app/plugins.config';
import { manifests, serverPlugins } from '@app/server/registry';
import type { PluginManifest } from '@kernel/core/manifest';
import {
  parseDisabledPlugins,
  PluginBootError,
  resolveServerPlugins,
  withoutFailed,
} from '@kernel/server/plugin-host';
import type { ServerPlugin } from '@kernel/server/plugin';

function m(id: string, order: number, dependsOn?: string[]): PluginManifest {
  return { id, title: id, order, dependsOn };
}
const server = (manifest: PluginManifest): ServerPlugin => ({ manifest });

describe('server plugin host', () => {
  const known = {
    account: m('account', 5),
    home: m('home', 0),
    index: m('index', 10, ['account']),
    favourites: m('favourites', 20, ['account', 'index']),
    about: m('about', 900),
  };
  const registry = { account: server(known.account), favourites: server(known.favourites), about: server(known.about) };

  it('orders by dependencies, then by order, and picks the server halves', () => {
    const resolved = resolveServerPlugins({
      manifests: known,
      registry,
      enabled: ['about', 'favourites', 'index', 'home', 'account'],
    });
    expect(resolved.manifests.map((x) => x.id)).toEqual(['home', 'account', 'index', 'favourites', 'about']);
    expect(resolved.serverPlugins.map((x) => x.manifest.id)).toEqual(['account', 'favourites', 'about']);
  });

  it('honours the disabled list and reports unknown ids in it', () => {
    const resolved = resolveServerPlugins({
      manifests: known,
      registry,
      enabled: ['home', 'account', 'about'],
      disabled: ['about', 'labor'],
    });
    expect(resolved.manifests.map((x) => x.id)).toEqual(['home', 'account']);
    expect(resolved.unknownDisabled).toEqual(['labor']);
  });

  it('refuses a missing dependency with a clear message', () => {
    const run = () => resolveServerPlugins({ manifests: known, registry, enabled: ['home', 'index'], disabled: [] });
    expect(run).toThrow(PluginBootError);
    expect(run).toThrow('Plugin "index" depends on "account", which is not enabled');
  });

  it('refuses a dependency disabled at run time', () => {
    expect(() =>
      resolveServerPlugins({ manifests: known, registry, enabled: ['account', 'index'], disabled: ['account'] }),
    ).toThrow(/depends on "account"/);
  });

  it('refuses a cycle', () => {
    const cyclic = { a: m('a', 1, ['b']), b: m('b', 2, ['c']), c: m('c', 3, ['a']) };
    expect(() => resolveServerPlugins({ manifests: cyclic, registry: {}, enabled: ['a', 'b', 'c'] })).toThrow(
      /cycle: a -> b -> c -> a/,
    );
  });

  it('refuses an enabled plugin without a manifest', () => {
    expect(() => resolveServerPlugins({ manifests: known, registry, enabled: ['home', 'nope'] })).toThrow(
      'Plugin "nope" is enabled but has no manifest (plugins/nope/manifest.ts).',
    );
  });

  it('parses DISABLED_PLUGINS', () => {
    expect(parseDisabledPlugins(undefined)).toEqual([]);
    expect(parseDisabledPlugins('')).toEqual([]);
    expect(parseDisabledPlugins(' labour, policy,,g22 ')).toEqual(['labour', 'policy', 'g22']);
  });

  it('drops failed plugins and, transitively, their dependants', () => {
    const ordered = ['home', 'account', 'index', 'favourites', 'about'].map((id) => ({
      manifest: known[id as keyof typeof known],
    }));
    const { kept, dependants } = withoutFailed(ordered, ['account']);
    expect(kept.map((x) => x.manifest.id)).toEqual(['home', 'about']);
    expect(dependants).toEqual(['index', 'favourites']);
  });

  it('boots the configured site: every enabled plugin has a manifest and the order is valid', () => {
    const resolved = resolveServerPlugins({ manifests, registry: serverPlugins, enabled: pluginsConfig.enabled });
    expect(resolved.manifests.map((x) => x.id).sort()).toEqual([...pluginsConfig.enabled].sort());
    expect(resolved.serverPlugins.map((x) => x.manifest.id)).toContain('about');
  });
});
