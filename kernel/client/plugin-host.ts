import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import { orderPlugins } from '../core/plugin-order';
import { EventBus, withOwner, type RxEventBus } from './event-bus';
import type { Contributed, ContributionMap, ContributionPoint } from './contributions';
import type { DialogContribution } from './dialogs';
import type {
  ClientPlugin,
  NavTabContribution,
  RedirectContribution,
  RouteContribution,
  SearchScopeContribution,
  SlotContribution,
  SlotName,
} from './plugin';

export const PluginRegistry = Symbol('PluginRegistry');

/** What the enabled, successfully activated plugins contribute, collected by the host. */
export interface PluginRegistry {
  readonly active: readonly string[];
  readonly failed: readonly { id: string; error: unknown }[];
  readonly routes: readonly (RouteContribution & { pluginId: string })[];
  readonly redirects: readonly RedirectContribution[];
  readonly navTabs: readonly NavTabContribution[];
  readonly searchScopes: readonly SearchScopeContribution[];
  slots(name: SlotName): readonly (SlotContribution & { pluginId: string })[];
  /** The dialogs of the active plugins. */
  readonly dialogs: readonly (DialogContribution & { pluginId: string })[];
  /** The items the active plugins contribute to a point, in plugin order. */
  contributions<K extends ContributionPoint>(point: K): readonly Contributed<K>[];
  /** Where `/` and the guards send the user: the route marked `landing`, else the first public tab or page, else `/`. */
  readonly landing: string;
}

/**
 * The route marked `landing`; without one (its plugin is off), the first tab a visitor may open,
 * else the first public page without parameters — never a page that needs a login, which would send
 * a visitor to itself. `/` when there is none.
 */
function landingOf(routes: readonly RouteContribution[], navTabs: readonly NavTabContribution[]): string {
  const marked = routes.find((r) => r.landing);
  if (marked) return marked.path;
  const isPublic = (path: string) => routes.some((r) => r.path === path && (r.access ?? 'public') === 'public');
  const tab = navTabs.find((t) => !t.loginRequired && !t.newWindow && isPublic(t.path));
  if (tab) return tab.path;
  return routes.find((r) => (r.access ?? 'public') === 'public' && !r.path.includes(':'))?.path ?? '/';
}

export interface HostLogger {
  error(message: string, error: unknown): void;
}

/**
 * Activates the enabled plugins in dependency order inside the kernel's container. A plugin whose
 * module, stores or `activate` throws is logged, unloaded and skipped, and so is every plugin that
 * depends on it; the rest of the site keeps working. Cycles and missing dependencies among the
 * enabled plugins throw a PluginBootError before anything is activated.
 */
export async function activatePlugins(
  container: Container,
  available: readonly ClientPlugin[],
  enabled: readonly string[],
  logger: HostLogger = { error: (m, e) => console.error(m, e) },
  bus?: { root: RxEventBus; wrap?: (module: ContainerModule, pluginId: string) => ContainerModule },
): Promise<PluginRegistry> {
  const wanted = new Set(enabled);
  const ordered = orderPlugins(available.filter((p) => wanted.has(p.manifest.id)));
  const active: ClientPlugin[] = [];
  const failed: { id: string; error: unknown }[] = [];
  const failedIds = new Set<string>();

  for (const plugin of ordered) {
    const id = plugin.manifest.id;
    const brokenDep = (plugin.manifest.dependsOn ?? []).find((d) => failedIds.has(d));
    if (brokenDep) {
      const error = new Error(`depends on "${brokenDep}", which failed to activate`);
      logger.error(`[plugin ${id}] skipped: ${error.message}`, error);
      failed.push({ id, error });
      failedIds.add(id);
      continue;
    }
    let loaded: ContainerModule | null = null;
    try {
      // While the bus is traced, the plugin's bindings are loaded through a module that remembers
      // their owner, so that the bus its services receive is its own view (kernel/client/bus-owners.ts).
      const module = plugin.module && bus?.wrap ? bus.wrap(plugin.module, id) : plugin.module;
      if (module) {
        container.load(module);
        loaded = module;
      }
      const get = <T>(sid: ServiceIdentifier<T>) => withOwner(id, () => container.get<T>(sid));
      for (const store of plugin.stores ?? []) get(store);
      const root = bus?.root;
      await plugin.activate?.({
        get,
        get bus(): EventBus {
          return root ? root.scoped(id) : get<EventBus>(EventBus);
        },
      });
      active.push(plugin);
    } catch (error) {
      logger.error(`[plugin ${id}] activation failed; the plugin is skipped`, error);
      failed.push({ id, error });
      failedIds.add(id);
      if (loaded) {
        try {
          container.unload(loaded);
        } catch (unloadError) {
          logger.error(`[plugin ${id}] could not be unloaded`, unloadError);
        }
      }
    }
  }

  const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
  const slots = active.flatMap((p) => (p.slots ?? []).map((s) => ({ ...s, pluginId: p.manifest.id })));
  const routes = active.flatMap((p) => (p.routes ?? []).map((r) => ({ ...r, pluginId: p.manifest.id })));
  const navTabs = active.flatMap((p) => p.navTabs ?? []).sort(byOrder);
  const contributions = <K extends ContributionPoint>(point: K): readonly Contributed<K>[] =>
    active.flatMap((p) =>
      ((p.contributions?.[point] ?? []) as readonly ContributionMap[K][]).map((item) => Object.assign({}, item as object, { pluginId: p.manifest.id }) as unknown as Contributed<K>),
    );
  return {
    active: active.map((p) => p.manifest.id),
    failed,
    routes,
    redirects: active.flatMap((p) => p.redirects ?? []),
    navTabs,
    searchScopes: active.flatMap((p) => p.searchScopes ?? []).sort(byOrder),
    slots: (name) => slots.filter((s) => s.slot === name).sort(byOrder),
    dialogs: active.flatMap((p) => (p.dialogs ?? []).map((d) => ({ ...d, pluginId: p.manifest.id }))),
    contributions,
    landing: landingOf(routes, navTabs),
  };
}
