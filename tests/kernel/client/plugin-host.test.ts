import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import type { ClientPlugin } from '@kernel/client/plugin';
import { activatePlugins } from '@kernel/client/plugin-host';
import { PluginBootError } from '@kernel/core/plugin-order';

const Page = () => null;
const load = async () => ({ default: Page });

function plugin(id: string, order: number, extra: Partial<ClientPlugin> = {}): ClientPlugin {
  return {
    manifest: { id, title: id, order, dependsOn: extra.manifest?.dependsOn },
    routes: [{ path: `/${id}/index`, title: id, load }],
    navTabs: [{ id, path: `/${id}/index`, text: id, order, loginRequired: false }],
    ...extra,
    ...(extra.manifest ? { manifest: { ...extra.manifest, id, title: id, order } } : {}),
  };
}

const quiet = () => {
  const errors: string[] = [];
  return { errors, logger: { error: (message: string) => errors.push(message) } };
};

describe('client plugin host', () => {
  it('activates only enabled plugins, in dependency order, and collects their contributions', async () => {
    const order: string[] = [];
    const track = (id: string) => () => {
      order.push(id);
    };
    const plugins = [
      plugin('policy', 50, { manifest: { id: 'policy', title: 'p', order: 50, dependsOn: ['account'] }, activate: track('policy') }),
      plugin('account', 90, { activate: track('account') }),
      plugin('home', 0, {
        activate: track('home'),
        searchScopes: [{ scope: 'all', label: '全部', placeholder: '请输入关键词', order: 0 }],
        slots: [{ slot: 'popup', id: 'x', order: 1, component: Page }],
      }),
      plugin('labour', 40, { activate: track('labour') }),
    ];
    const { logger } = quiet();
    const registry = await activatePlugins(new Container(), plugins, ['home', 'policy', 'account'], logger);
    expect(order).toEqual(['home', 'account', 'policy']);
    expect(registry.active).toEqual(['home', 'account', 'policy']);
    expect(registry.navTabs.map((t) => t.id)).toEqual(['home', 'policy', 'account']);
    expect(registry.routes.map((r) => r.pluginId)).toEqual(['home', 'account', 'policy']);
    expect(registry.searchScopes.map((s) => s.label)).toEqual(['全部']);
    expect(registry.slots('popup').map((s) => s.id)).toEqual(['x']);
    expect(registry.slots('side')).toEqual([]);
  });

  it('refuses cycles and missing dependencies before activating anything', async () => {
    const activated: string[] = [];
    const a = plugin('a', 1, { manifest: { id: 'a', title: 'a', order: 1, dependsOn: ['b'] }, activate: () => void activated.push('a') });
    const b = plugin('b', 2, { manifest: { id: 'b', title: 'b', order: 2, dependsOn: ['a'] }, activate: () => void activated.push('b') });
    await expect(activatePlugins(new Container(), [a, b], ['a', 'b'])).rejects.toThrow(PluginBootError);
    await expect(activatePlugins(new Container(), [a, b], ['a'])).rejects.toThrow(/depends on "b", which is not enabled/);
    expect(activated).toEqual([]);
  });

  it('logs and skips a plugin whose activation throws, unloads its bindings, and skips its dependants', async () => {
    const Broken = Symbol('Broken');
    const Healthy = Symbol('Healthy');
    const container = new Container();
    const broken = plugin('broken', 1, {
      module: new ContainerModule(({ bind }) => {
        bind(Broken).toConstantValue('broken');
      }),
      activate: () => {
        throw new Error('boom');
      },
    });
    const dependant = plugin('dependant', 2, { manifest: { id: 'dependant', title: 'd', order: 2, dependsOn: ['broken'] } });
    const healthy = plugin('healthy', 3, {
      module: new ContainerModule(({ bind }) => {
        bind(Healthy).toConstantValue('ok');
      }),
    });
    const { errors, logger } = quiet();
    const registry = await activatePlugins(container, [broken, dependant, healthy], ['broken', 'dependant', 'healthy'], logger);
    expect(registry.active).toEqual(['healthy']);
    expect(registry.failed.map((f) => f.id)).toEqual(['broken', 'dependant']);
    expect(registry.routes.map((r) => r.path)).toEqual(['/healthy/index']);
    expect(container.isBound(Broken)).toBe(false);
    expect(container.get(Healthy)).toBe('ok');
    expect(errors[0]).toMatch(/\[plugin broken\] activation failed/);
    expect(errors[1]).toMatch(/\[plugin dependant\] skipped/);
  });

  it('skips a plugin whose store cannot be built', async () => {
    const Store = Symbol('Store');
    const bad = plugin('bad', 1, {
      module: new ContainerModule(({ bind }) => {
        bind(Store).toDynamicValue(() => {
          throw new Error('store failed');
        });
      }),
      stores: [Store],
    });
    const { logger } = quiet();
    const registry = await activatePlugins(new Container(), [bad, plugin('good', 2)], ['bad', 'good'], logger);
    expect(registry.active).toEqual(['good']);
  });
});
