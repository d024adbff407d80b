/**
 * Typed route references. A plugin declares its page routes once, in its `shared/` contract:
 *
 *   export const catalogueRoutes = defineRoutes({ list: '/catalogue/index', detail: '/catalogue/detail/:id' });
 *
 * and every link to them, in any plugin, client or server, is built from there:
 * `catalogueRoutes.detail({ id: 42 })` gives `/catalogue/detail/42`; `catalogueRoutes.detail.pattern`
 * is the pattern the router registers. Renaming a route is then a compile error at every link,
 * not a silent 404.
 */

type Trim<S extends string> = S extends `${infer Name}?` ? Name : S;
type Optional<S extends string> = S extends `${string}?` ? true : false;
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamSegments<P extends string> = Extract<Segments<P>, `:${string}`>;
type NameOf<S> = S extends `:${infer N}` ? N : never;

type RequiredNames<P extends string> = { [S in ParamSegments<P>]: Optional<NameOf<S>> extends true ? never : Trim<NameOf<S>> }[ParamSegments<P>];
type OptionalNames<P extends string> = { [S in ParamSegments<P>]: Optional<NameOf<S>> extends true ? Trim<NameOf<S>> : never }[ParamSegments<P>];

export type ParamValue = string | number;
/** The parameters a pattern needs, e.g. `{ id: string | number }` for `/catalogue/detail/:id`. */
export type RouteParams<P extends string> = { [K in RequiredNames<P>]: ParamValue } & { [K in OptionalNames<P>]?: ParamValue };

export type QueryValue = string | number | boolean | null | undefined;
export type RouteQuery = Readonly<Record<string, QueryValue>>;

export interface RouteRef<P extends string = string> {
  /** The router pattern, e.g. `/catalogue/detail/:id`. */
  readonly pattern: P;
  /** The address of the route with these parameters and an optional query (empty values skipped). */
  (...args: [RequiredNames<P>] extends [never] ? [params?: RouteParams<P>, query?: RouteQuery] : [params: RouteParams<P>, query?: RouteQuery]): string;
}

/** One route reference. */
export function routeRef<const P extends string>(pattern: P): RouteRef<P> {
  const build = (params?: Record<string, ParamValue | undefined>, query?: RouteQuery): string => {
    const path = pattern
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const optional = segment.endsWith('?');
        const name = segment.slice(1, optional ? -1 : undefined);
        const value = params?.[name];
        if (value === undefined || value === '') {
          if (optional) return null;
          throw new Error(`route ${pattern}: parameter "${name}" is missing`);
        }
        return encodeURIComponent(String(value));
      })
      .filter((segment): segment is string => segment !== null)
      .join('/');
    return withQuery(path || '/', query);
  };
  return Object.assign(build, { pattern }) as unknown as RouteRef<P>;
}

/** A plugin's route table: `{ name: pattern }` to `{ name: RouteRef }`. */
export function defineRoutes<const T extends Record<string, string>>(patterns: T): { readonly [K in keyof T]: RouteRef<T[K]> } {
  const refs = {} as { [K in keyof T]: RouteRef<T[K]> };
  for (const key of Object.keys(patterns) as (keyof T)[]) refs[key] = routeRef(patterns[key]) as RouteRef<T[typeof key]>;
  return refs;
}

/** Appends a query (values that are null, undefined or '' are left out). */
export function withQuery(path: string, query?: RouteQuery): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}
