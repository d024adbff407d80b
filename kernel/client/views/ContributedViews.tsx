import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Contributed, ContributionMap, ContributionPoint } from '../contributions';
import { ErrorBoundary } from '../error-boundary';
import { PluginScope, useRegistry } from '../react';

/**
 * A contributed view: an item of a contribution point whose component is its own lazily loaded
 * chunk (`load: () => import('./views/Toggle')`), shown in `order`.
 */
export interface LazyViewContribution<P> {
  readonly id: string;
  readonly order: number;
  readonly load: () => Promise<{ default: ComponentType<P> }>;
  readonly pluginId: string;
}

/** A loader of any contributed view (the map below is keyed by loaders of every props type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLoader = () => Promise<{ default: ComponentType<any> }>;

/** One lazy component per loader (the registry hands out fresh item objects, the loaders stay the same). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const components = new WeakMap<AnyLoader, LazyExoticComponent<ComponentType<any>>>();

function componentOf<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  let component = components.get(load);
  if (!component) components.set(load, (component = lazy(load as AnyLoader)));
  return component as LazyExoticComponent<ComponentType<P>>;
}

/** The contribution points whose items carry an `order`. */
export type OrderedPoint = { [K in ContributionPoint]: ContributionMap[K] extends { readonly order: number } ? K : never }[ContributionPoint];

/** The items contributed to `point` by the enabled plugins, in `order` (ascending). */
export function useOrderedContributions<K extends OrderedPoint>(point: K): readonly Contributed<K>[] {
  const order = (item: Contributed<K>) => (item as { readonly order: number }).order;
  return [...useRegistry().contributions(point)].sort((a, b) => order(a) - order(b));
}

/**
 * Renders contributed views with the same `props`, in the given order: each in its plugin's scope
 * (its bus calls are the contributing plugin's), loaded on first render (nothing shows meanwhile),
 * and failing on its own (`name:id` in the log) without breaking the page.
 */
export function ContributedViews<P extends object>({ items, props, name }: { items: readonly LazyViewContribution<P>[]; props: P; name: string }) {
  return (
    <>
      {items.map((item) => {
        const View = componentOf(item.load) as ComponentType<P>;
        return (
          <PluginScope key={item.id} pluginId={item.pluginId}>
            <ErrorBoundary name={`${name}:${item.id}`}>
              <Suspense fallback={null}>
                <View {...props} />
              </Suspense>
            </ErrorBoundary>
          </PluginScope>
        );
      })}
    </>
  );
}
