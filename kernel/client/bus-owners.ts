import { ContainerModule, type BindingConstraints, type Container, type ContainerModuleLoadOptions, type ServiceIdentifier } from 'inversify';
import { currentOwner, EventBus, withOwner, type BusOwner, type RxEventBus } from './event-bus';

/**
 * Who owns each service of the container: the plugin whose ContainerModule bound it, or `kernel`.
 * The container hands every service the bus view of its owner (see `bindOwnedBus`), so the bus
 * tracer can say which plugin emitted an event and which plugins' subscriptions handled it — in
 * production builds too, since nothing here depends on names or stack traces. Loaded (with the
 * tracer) only when the bus is traced; otherwise every service gets the one bus.
 */
export type BusOwners = Map<ServiceIdentifier, BusOwner>;

/** What the kernel and its plugin host use while the bus is traced. */
export interface OwnedBus {
  /** Marks the kernel's own services. */
  own(ids: readonly ServiceIdentifier[], owner: BusOwner): void;
  /** A plugin's ContainerModule, loaded so that its services get the plugin's view of the bus. */
  wrap(module: ContainerModule, pluginId: string): ContainerModule;
}

/** Binds EventBus in `container` by owner (instead of the one bus) and answers the wrapper. */
export function ownedBus(container: Container, root: RxEventBus): OwnedBus {
  const owners: BusOwners = new Map();
  const bind = container.bind.bind(container);
  bindOwnedBus(bind, root, owners);
  bindOwnedBus(bind, root, owners, 'kernel');
  return {
    own: (ids, owner) => ids.forEach((id) => owners.set(id, owner)),
    wrap: (module, pluginId) => busOwnerModule(module, pluginId, owners, root),
  };
}

/** The owner of the nearest ancestor of a request that has a known owner. */
function nearestOwner(constraints: BindingConstraints, owners: BusOwners): BusOwner | undefined {
  for (let c = constraints.getAncestor(); c; c = c.getAncestor()) {
    const owner = owners.get(c.serviceIdentifier);
    if (owner) return owner;
  }
  return undefined;
}

/**
 * Binds EventBus so that each service receives its owner's view: by the nearest ancestor bound by a
 * known owner (`bind(X).to(Class)`), else by the owner whose dynamic value is building it (the lazy
 * services: the class is built inside the token's factory), else `app` (the shell's components).
 */
export function bindOwnedBus(bind: ContainerModuleLoadOptions['bind'] | ((id: ServiceIdentifier) => ReturnType<ContainerModuleLoadOptions['bind']>), root: RxEventBus, owners: BusOwners, owner?: BusOwner): void {
  if (owner) {
    bind(EventBus)
      .toDynamicValue(() => root.scoped(owner))
      .inTransientScope()
      .when((c) => nearestOwner(c, owners) === owner);
    return;
  }
  bind(EventBus)
    .toDynamicValue(() => root.scoped(currentOwner() ?? 'app'))
    .inTransientScope()
    .when((c) => nearestOwner(c, owners) === undefined);
}

/**
 * The plugin's ContainerModule, loaded so that every id it binds is remembered as the plugin's and
 * every dynamic value it binds is built with the plugin as owner; plus the plugin's bus binding.
 */
export function busOwnerModule(module: ContainerModule, pluginId: string, owners: BusOwners, root: RxEventBus): ContainerModule {
  return new ContainerModule((options) => {
    const bind = (<T>(id: ServiceIdentifier<T>) => {
      if (!owners.has(id)) owners.set(id, pluginId);
      const fluent = options.bind<T>(id);
      return new Proxy(fluent, {
        get(target, key) {
          if (key === 'toDynamicValue') {
            return (factory: (...args: unknown[]) => unknown) =>
              target.toDynamicValue(((...args: unknown[]) => withOwner(pluginId, () => factory(...args))) as never);
          }
          const value = Reflect.get(target, key, target) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    }) as ContainerModuleLoadOptions['bind'];
    const loaded = module.load({ ...options, bind });
    bindOwnedBus(options.bind, root, owners, pluginId);
    return loaded;
  });
}
