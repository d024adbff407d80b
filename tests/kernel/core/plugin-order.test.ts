import type { PluginManifest } from '@kernel/core/manifest';
import { orderPlugins, PluginBootError } from '@kernel/core/plugin-order';

const p = (id: string, order: number, dependsOn?: string[]) => ({ manifest: { id, title: id, order, dependsOn } as PluginManifest });
const ids = (list: { manifest: PluginManifest }[]) => list.map((x) => x.manifest.id);

describe('plugin ordering', () => {
  it('orders by dependsOn first, then by order and id', () => {
    const sorted = orderPlugins([p('labour', 40, ['account']), p('home', 0), p('account', 50), p('about', 900), p('bid-node', 10)]);
    expect(ids(sorted)).toEqual(['home', 'bid-node', 'account', 'labour', 'about']);
  });

  it('refuses a dependency cycle and names it', () => {
    expect(() => orderPlugins([p('a', 1, ['b']), p('b', 2, ['c']), p('c', 3, ['a'])])).toThrow(PluginBootError);
    expect(() => orderPlugins([p('a', 1, ['b']), p('b', 2, ['a'])])).toThrow(/cycle: a -> b -> a/);
  });

  it('refuses a missing dependency with a clear message', () => {
    expect(() => orderPlugins([p('policy', 1, ['account'])])).toThrow(
      'Plugin "policy" depends on "account", which is not enabled (app/plugins.config.ts).',
    );
  });

  it('puts an enabled optional dependency first, and boots without an absent one', () => {
    const labour = { manifest: { id: 'labour', title: '劳务分包指数', order: 40, dependsOn: ['cost-data'], optionalDependsOn: ['favorites'] } as PluginManifest };
    expect(ids(orderPlugins([labour, p('favorites', 60, ['cost-data']), p('cost-data', 5)]))).toEqual(['cost-data', 'favorites', 'labour']);
    expect(ids(orderPlugins([labour, p('cost-data', 5)]))).toEqual(['cost-data', 'labour']);
  });

  it('refuses duplicate ids', () => {
    expect(() => orderPlugins([p('a', 1), p('a', 2)])).toThrow(PluginBootError);
  });
});
