import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { ServiceIdentifier } from 'inversify';
import type { EventMap, EventName } from '../core/events';
import { EventBus, RootEventBus, type RxEventBus } from './event-bus';
import type { Kernel } from './kernel';
import { PluginRegistry } from './plugin-host';

const KernelContext = createContext<Kernel | null>(null);

/** The plugin that contributed the views below (a page, a dialog, a slot): the owner of their bus calls. */
const BusOwnerContext = createContext<string | null>(null);

/** Marks the views below as a plugin's: their `useEvent` / `useEmit` are attributed to it (bus tracer). */
export function PluginScope({ pluginId, children }: { pluginId: string; children: ReactNode }) {
  return <BusOwnerContext.Provider value={pluginId}>{children}</BusOwnerContext.Provider>;
}

/** The bus as seen by the plugin whose views these are (`app` for the shell's own). */
export function useBus(): EventBus {
  return busOf(useKernel(), useContext(BusOwnerContext) ?? 'app');
}

/** The kernel's own view of the bus, for the kernel's components (router, hosts). */
export function useKernelBus(): EventBus {
  return busOf(useKernel(), 'kernel');
}

function busOf(kernel: Kernel, owner: string): EventBus {
  if (!kernel.container.isBound(RootEventBus)) return kernel.get<EventBus>(EventBus);
  return kernel.get<RxEventBus>(RootEventBus).scoped(owner);
}

export function KernelProvider({ kernel, children }: { kernel: Kernel; children: ReactNode }) {
  return <KernelContext.Provider value={kernel}>{children}</KernelContext.Provider>;
}

export function useKernel(): Kernel {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('useKernel must be used inside <KernelProvider>');
  return kernel;
}

/** Resolves a service (store, API) from the kernel's container. */
export function useService<T>(id: ServiceIdentifier<T>): T {
  return useKernel().get<T>(id);
}

export function useRegistry(): PluginRegistry {
  return useService<PluginRegistry>(PluginRegistry);
}

/** The site's landing page (the route marked `landing`); `/` outside a kernel (isolated view tests). */
export function useLanding(): string {
  const kernel = useContext(KernelContext);
  return kernel ? kernel.get<PluginRegistry>(PluginRegistry).landing : '/';
}

/** Subscribes to a bus event for the life of the component; the latest handler is always called. */
export function useEvent<K extends EventName>(name: K, handler: (payload: EventMap[K]) => void): void {
  const bus = useBus();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const sub = bus.on(name).subscribe((payload) => latest.current(payload));
    return () => sub.unsubscribe();
  }, [bus, name]);
}

/** The bus's emit, for components. */
export function useEmit(): EventBus['emit'] {
  const bus = useBus();
  return bus.emit.bind(bus);
}
