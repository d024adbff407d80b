import { ContainerModule, type ServiceIdentifier } from 'inversify';

/**
 * A plugin's services (its API and stores) in a lazily loaded chunk, bound in its ContainerModule.
 *
 * The plugin's entry (client/index.ts, on the site's first load) holds only the tokens and this
 * module; the implementation classes, with their `@injectable()` / `@inject()` constructors, live
 * in a `services.ts` loaded with the first page (or dialog) that needs them:
 *
 *   // client/index.ts
 *   const services = lazyServices('catalogue', () => import('./services'));
 *   export const catalogueModule = services.module((bind) => {
 *     bind<CatalogueApi>(CatalogueApi, (m) => m.HttpCatalogueApi);
 *     bind<CatalogueStore>(CatalogueStore, (m) => m.MobxCatalogueStore);
 *   });
 *   routes: [{ path: …, load: services.withServices(() => import('./views/ListPage')) }]
 *
 * Each token is bound (singleton) to a dynamic value that lets the container build the class once
 * the chunk is there — the class's own `@inject` list is the only list of its dependencies. A page
 * or dialog loaded through `withServices` finds the chunk loaded; resolving a token before that is
 * a programming error with a clear message.
 */

/** A class the container can build (its constructor parameters carry `@inject`). */
export type Injectable<T> = new (...args: never[]) => T;

/** Binds a token to a class of the lazily loaded chunk `M`. */
export type LazyBind<M> = <T>(token: ServiceIdentifier<T>, pick: (chunk: M) => Injectable<T>) => void;

export interface LazyServices<M> {
  /** The plugin id (for messages and chunk names). */
  readonly name: string;
  /** Loads the chunk once; later calls answer the same promise. */
  load(): Promise<M>;
  /** The loaded chunk; throws when it has not been loaded yet. */
  loaded(): M;
  /** Whether the chunk has been loaded. */
  isLoaded(): boolean;
  /** A route's or dialog's loader that also loads the chunk (in parallel) before it resolves. */
  withServices<R>(load: () => Promise<R>): () => Promise<R>;
  /** The plugin's ContainerModule: each token bound to its class of the chunk, built by the container. */
  module(bindings: (bind: LazyBind<M>) => void): ContainerModule;
}

export function lazyServices<M>(name: string, importChunk: () => Promise<M>): LazyServices<M> {
  let chunk: M | null = null;
  let pending: Promise<M> | null = null;

  const load = (): Promise<M> => {
    if (chunk) return Promise.resolve(chunk);
    pending ??= importChunk().then(
      (m) => (chunk = m),
      (error: unknown) => {
        pending = null; // a failed download may be retried
        throw error;
      },
    );
    return pending;
  };

  const loaded = (): M => {
    if (!chunk) throw new Error(`${name}: its services are used before their chunk was loaded (load the page or dialog through withServices)`);
    return chunk;
  };

  return {
    name,
    load,
    loaded,
    isLoaded: () => chunk !== null,
    withServices:
      <R>(loadModule: () => Promise<R>) =>
      () =>
        Promise.all([load(), loadModule()]).then(([, m]) => m),
    module: (bindings) =>
      new ContainerModule(({ bind }) => {
        bindings(<T>(token: ServiceIdentifier<T>, pick: (m: M) => Injectable<T>) => {
          bind<T>(token)
            .toDynamicValue((ctx) => ctx.get<T>(pick(loaded()) as ServiceIdentifier<T>, { autobind: true }))
            .inSingletonScope();
        });
      }),
  };
}
