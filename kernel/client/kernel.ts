import 'reflect-metadata/lite'; // the copy inversify imports (app/client/main.tsx)
import { Container, type ServiceIdentifier } from 'inversify';
import type { OwnedBus } from './bus-owners';
import type { RuntimeConfig } from '../core/gateways';
import { AppConfig } from './app-config';
import { busTraceRequested, EventBus, RootEventBus, RxEventBus, withOwner, type BusRecord } from './event-bus';
import { FetchHttpClient, HttpClient, RequestEncryptor } from './http-client';
import { BrowserNavigator, Navigator } from './navigator';
import type { ClientPlugin } from './plugin';
import { activatePlugins, PluginRegistry, type HostLogger } from './plugin-host';
import { LocalSessionActions, SessionActions } from './session-actions';
import { MobxSessionStore, SessionStore } from './session-store';
import { DialogService, MobxDialogService } from './dialogs';
import { ProvidedRights, Rights } from './rights';
import { TokenRefresher } from './token-refresher';
import { NavigationVersionCheck, VersionService } from './version-service';
import { MobxRegionStore, MobxUiStore, Notifier, RegionStore, UiStore } from './ui-store';

/** The kernel's own services: the bus they receive is the kernel's view. */
const KERNEL_SERVICES = [SessionStore, UiStore, RegionStore, DialogService, Rights, HttpClient, SessionActions, VersionService, Navigator, Notifier];

/**
 * Traces the bus (`localStorage.debug = 'bus'`): the attribution and the tracer's code are loaded
 * only then (before any plugin is activated); events emitted before the tracer is there are
 * reported once it is. A failed download leaves the site untraced, nothing more.
 */
async function startBusTracer(container: Container, bus: RxEventBus): Promise<OwnedBus | null> {
  const early: BusRecord[] = [];
  bus.trace((record) => early.push(record));
  try {
    const [owners, tracer] = await Promise.all([
      import(/* webpackChunkName: "bus-tracer" */ './bus-owners'),
      import(/* webpackChunkName: "bus-tracer" */ './bus-tracer'),
    ]);
    tracer.installBusTracer(bus, { replay: early });
    return owners.ownedBus(container, bus);
  } catch (error) {
    console.error('[bus] the tracer could not be loaded', error);
    bus.trace(null);
    return null;
  }
}

export interface Kernel {
  readonly container: Container;
  readonly registry: PluginRegistry;
  get<T>(id: ServiceIdentifier<T>): T;
}

export interface KernelOptions {
  plugins: readonly ClientPlugin[];
  config: RuntimeConfig;
  notifier: Notifier;
  navigator?: Navigator;
  logger?: HostLogger;
}

/** Builds the one container of the site and activates the enabled plugins in it. */
export async function createKernel(options: KernelOptions): Promise<Kernel> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfig).toConstantValue(options.config);
  // One bus. Traced, every service gets its owner's view of it (kernel, a plugin, or the app's
  // shell): that code loads only then.
  const bus = new RxEventBus('kernel');
  container.bind<RxEventBus>(RootEventBus).toConstantValue(bus);
  const owned = busTraceRequested() ? await startBusTracer(container, bus) : null;
  if (!owned) container.bind<EventBus>(EventBus).toConstantValue(bus);
  container.bind<SessionStore>(SessionStore).toConstantValue(new MobxSessionStore());
  container.bind<UiStore>(UiStore).toConstantValue(new MobxUiStore());
  container.bind<RegionStore>(RegionStore).toConstantValue(new MobxRegionStore());
  container.bind<DialogService>(DialogService).toConstantValue(new MobxDialogService());
  container.bind<Rights>(Rights).toConstantValue(new ProvidedRights(container));
  container.bind<Notifier>(Notifier).toConstantValue(options.notifier);
  container.bind<Navigator>(Navigator).toConstantValue(options.navigator ?? new BrowserNavigator());
  container
    .bind<HttpClient>(HttpClient)
    .to(FetchHttpClient)
    .onActivation((_ctx, http) => {
      const client = http as FetchHttpClient;
      client.encryptorLookup = () => (container.isBound(RequestEncryptor) ? container.get<RequestEncryptor>(RequestEncryptor) : undefined);
      client.refresherLookup = () => (container.isBound(TokenRefresher) ? container.get<TokenRefresher>(TokenRefresher) : undefined);
      client.landingLookup = () => (container.isBound(PluginRegistry) ? container.get<PluginRegistry>(PluginRegistry).landing : '/');
      return http;
    });
  container
    .bind<SessionActions>(SessionActions)
    .toDynamicValue((ctx) => new LocalSessionActions(ctx.get<SessionStore>(SessionStore)));
  container
    .bind<VersionService>(VersionService)
    .toDynamicValue((ctx) =>
      withOwner(
        'kernel',
        () =>
          new NavigationVersionCheck(
            options.config.version,
            ctx.get<HttpClient>(HttpClient),
            ctx.get<EventBus>(EventBus),
            ctx.get<UiStore>(UiStore),
            ctx.get<Navigator>(Navigator),
          ),
      ),
    );

  owned?.own(KERNEL_SERVICES, 'kernel');

  container.get<SessionStore>(SessionStore).restore();
  const registry = await activatePlugins(container, options.plugins, options.config.plugins, options.logger, { root: bus, wrap: owned?.wrap });
  container.bind<PluginRegistry>(PluginRegistry).toConstantValue(registry);
  return { container, registry, get: <T>(id: ServiceIdentifier<T>) => container.get<T>(id) };
}
