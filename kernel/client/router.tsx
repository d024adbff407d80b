import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { ServiceIdentifier } from 'inversify';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { checkAccess, withGid, type GuardSession } from './guards';
import { Navigator } from './navigator';
import type { Kernel } from './kernel';
import type { PageModule, RouteContribution } from './plugin';
import { withOwner } from './event-bus';
import { PluginScope, useKernel, useKernelBus, useRegistry, useService } from './react';
import { routeFor } from './routes';
import { SessionStore } from './session-store';
import { StorageKeys } from './session-storage';
import { RegionStore } from './ui-store';
import { Rights } from './rights';
import { VersionService } from './version-service';

export const SITE_NAME = '造价指标网';
export const NOT_FOUND_TITLE = '页面不存在';

type LayoutComponent = ComponentType<{ children: ReactNode }>;

export interface AppRouterProps {
  layouts: { default: LayoutComponent; usercenter: LayoutComponent };
  notFound: ComponentType;
  /** Shown while a page's code loads. */
  pageFallback?: ReactNode;
  /** Shown when a page fails to load or render. */
  pageError?: ReactNode;
}

const moduleCache = new WeakMap<RouteContribution, Promise<PageModule>>();
const pageCache = new WeakMap<RouteContribution, LazyExoticComponent<ComponentType<any>>>();

/** The page's code, downloaded once per route (the lazy page and `prepare` share the download). */
function loadPage(route: RouteContribution): Promise<PageModule> {
  let module = moduleCache.get(route);
  if (!module) {
    module = route.load();
    moduleCache.set(route, module);
  }
  return module;
}

function pageOf(route: RouteContribution): LazyExoticComponent<ComponentType<any>> {
  let page = pageCache.get(route);
  if (!page) {
    page = lazy(() => loadPage(route));
    pageCache.set(route, page);
  }
  return page;
}

/**
 * Starts downloading the code of the page at `address` before the first render, when its guard
 * lets the session in (a visitor is not sent the code of a login-required page).
 */
export function preloadPage(kernel: Pick<Kernel, 'registry' | 'get'>, address: string): void {
  const found = routeFor(kernel.registry, address);
  if (!found) return;
  const access = checkAccess(found.route, found.params, guardSession(kernel.get), address, kernel.registry.landing);
  if (access.kind === 'allow') loadPage(found.route).catch(() => undefined);
}

/** What the guards ask: the login state and the plugins' rights. */
function guardSession(get: <T>(id: ServiceIdentifier<T>) => T): GuardSession {
  const session = get<SessionStore>(SessionStore);
  const rights = get<Rights>(Rights);
  return { isLogin: session.isLogin, has: (right) => rights.has(right) };
}

export function setTitle(title: string): void {
  document.title = `${title} - ${SITE_NAME}`;
}

/**
 * The site's router: the plugins' routes behind their guards, each page loaded lazily, inside the
 * layout its route asks for (the layout stays mounted while one navigates inside it), the 404 page
 * for any other path, and the per-navigation effects (`NavigationEffects` below).
 */
export function AppRouter({ layouts, notFound: NotFound, pageFallback, pageError }: AppRouterProps) {
  const registry = useRegistry();
  const [location] = useLocation();
  const { parser } = useRouter();
  const matched = registry.routes.find((r) => matchRoute(parser, r.path, location)[0]);
  const Layout = matched?.layout === 'usercenter' ? layouts.usercenter : layouts.default;

  return (
    <>
      <NavigationEffects />
      <Layout>
        <Switch>
          <Route path="/">
            <Redirect to={registry.landing} replace />
          </Route>
          {registry.redirects.map((r) => (
            <Route key={`redirect:${r.from}`} path={r.from}>
              <Redirect to={r.to} replace />
            </Route>
          ))}
          {registry.routes.map((route) => (
            <Route key={route.path} path={route.path}>
              {(params) => <GuardedPage route={route} params={params} fallback={pageFallback} error={pageError} />}
            </Route>
          ))}
          <Route>
            <Titled title={NOT_FOUND_TITLE}>
              <NotFound />
            </Titled>
          </Route>
        </Switch>
      </Layout>
    </>
  );
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => setTitle(title), [title]);
  return <>{children}</>;
}

const GuardedPage = observer(function GuardedPage({
  route,
  params,
  fallback,
  error,
}: {
  route: RouteContribution & { pluginId?: string };
  params: Record<string, string | undefined>;
  fallback?: ReactNode;
  error?: ReactNode;
}) {
  const kernel = useKernel();
  const registry = useRegistry();
  const rights = useService<Rights>(Rights);
  const bus = useKernelBus();
  const navigator = useService<Navigator>(Navigator);
  const [location] = useLocation();
  const search = useSearch();
  const owner = route.pluginId;
  const wanted = search ? `${location}?${search}` : location;
  const result = checkAccess(route, params, guardSession(kernel.get), wanted, registry.landing);
  const redirectTo = result.kind === 'redirect' ? result.to : null;

  // The page's data request starts as soon as its code is there, not after its first render: the
  // address being prepared, '' once this page is gone.
  const prepared = useRef('');
  if (result.kind === 'allow' && prepared.current !== wanted) {
    prepared.current = wanted;
    const get = <T,>(id: ServiceIdentifier<T>) => (owner ? withOwner(owner, () => kernel.get<T>(id)) : kernel.get<T>(id));
    const ctx = { get, params, search };
    loadPage(route).then(
      (module) => {
        if (prepared.current !== wanted) return;
        try {
          module.prepare?.(ctx);
        } catch (failure) {
          // The page's own effects still load it.
          console.error(`[router] prepare of ${route.path} failed`, failure);
        }
      },
      () => undefined,
    );
  }
  useEffect(() => () => void (prepared.current = ''), []);

  useEffect(() => {
    if (result.kind !== 'redirect') return;
    if (result.openLogin) sessionStorage.setItem(StorageKeys.redirectPath, result.openLogin);
    if (result.refusedRight) rights.refused(result.refusedRight);
    navigator.navigate(result.to, { replace: true });
    if (result.openLogin) {
      const target = result.openLogin;
      // After the redirect has rendered, so the login dialog is listening.
      setTimeout(() => bus.emit('openLogin', { target }), 0);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirectTo]);

  useEffect(() => {
    if (result.kind === 'allow') setTitle(route.title);
  }, [result.kind, route.title]);

  if (result.kind === 'redirect') return null;
  const Page = pageOf(route);
  const page = (
    <ErrorBoundary key={route.path} name={`page ${route.path}`} fallback={error}>
      <Suspense fallback={fallback ?? null}>
        <Page params={params} />
      </Suspense>
    </ErrorBoundary>
  );
  return owner ? <PluginScope pluginId={owner}>{page}</PluginScope> : page;
});

/**
 * On every path change: scroll to the top, reset the location region to areaid 1, check the
 * version; for a logged-in user with a globalId add the `gid` query parameter; a broadcast
 * logout from another tab goes to the landing page, a login there reloads this tab.
 */
const NavigationEffects = observer(function NavigationEffects() {
  const [location] = useLocation();
  const search = useSearch();
  const session = useService<SessionStore>(SessionStore);
  const region = useService<RegionStore>(RegionStore);
  const version = useService<VersionService>(VersionService);
  const navigator = useService<Navigator>(Navigator);
  const { landing } = useRegistry();
  const globalId = session.isLogin ? session.globalId : '';

  useEffect(() => {
    window.scrollTo(0, 0);
    region.reset();
    void version.check();
  }, [location, region, version]);

  useEffect(() => {
    const rendered = search ? `${location}?${search}` : location;
    // A redirect rendered in the same pass has already moved on: leave the address to it.
    if (navigator.current() !== rendered) return;
    const next = withGid(rendered, globalId);
    if (next) navigator.navigate(next, { replace: true });
  }, [location, search, globalId, navigator]);

  useEffect(
    () =>
      session.listen({
        onLogout: () => navigator.navigate(landing),
        onLogin: () => navigator.reload(),
      }),
    [session, navigator, landing],
  );
  return null;
});
