import { ContainerModule, type BindingConstraints, type ContainerModuleLoadOptions, type ServiceIdentifier } from 'inversify';
import { EventBus, type BusOwner, type RxEventBus } from './event-bus';

/**
 * Who owns each service of the container: the plugin whose ContainerModule bound it, or `kernel`.
 * The container hands every service the bus view of its owner (see `bindOwnedBus`), so the bus
 * tracer can say which plugin emitted an event and which plugins' subscriptions handled it — in
 * production builds too, since nothing here depends on names or stack traces.
 */
export type BusOwners = Map<ServiceIdentifier, BusOwner>;

/** The plugin whose lazily built service is being constructed right now (resolution is synchronous). */
let current: BusOwner | null = null;

/** Runs `build` with `owner` as the owner of whatever the container builds meanwhile. */
export function withOwner<T>(owner: BusOwner, build: () => T): T {
  const outer = current;
  current = owner;
  try {
    return build();
  } finally {
    current = outer;
  }
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
    .toDynamicValue(() => root.scoped(current ?? 'app'))
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
