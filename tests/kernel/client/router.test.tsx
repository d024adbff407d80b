import 'reflect-metadata';
import { act, type ReactNode } from 'react';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin, PageModule, PagePrepareContext } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import { AppRouter, preloadPage } from '@kernel/client/router';
import { routeFor, servesPath } from '@kernel/client/routes';
import { SessionStore } from '@kernel/client/session-store';
import { useDomRoot } from '../../helpers/dom-root';

const dom = useDomRoot();

/** What happened, in order: prepare calls and page renders. */
let events: string[];
let prepared: { params: Record<string, string | undefined>; search: string; hasGet: boolean }[];
let loads: Record<string, number>;

function pageModule(name: string): PageModule {
  return {
    default: function Page() {
      events.push(`render ${name}`);
      return <h1>{name}</h1>;
    },
    prepare: (ctx: PagePrepareContext) => {
      events.push(`prepare ${name}`);
      prepared.push({ params: { ...ctx.params }, search: ctx.search, hasGet: typeof ctx.get(SessionStore) === 'object' });
    },
  };
}

/** A route loader that counts downloads and resolves a little later, as a chunk does. */
function loader(name: string): () => Promise<PageModule> {
  return () => {
    loads[name] = (loads[name] ?? 0) + 1;
    return new Promise((resolve) => setTimeout(() => resolve(pageModule(name)), 20));
  };
}

function testPlugin(): ClientPlugin {
  return {
    manifest: { id: 'items', title: 'items', order: 1 },
    routes: [
      { path: '/home', title: '首页', access: 'public', landing: true, load: loader('home') },
      { path: '/items/:id', title: '条目', access: 'login', load: loader('item') },
      { path: '/open', title: '公开', access: 'public', load: loader('open') },
    ],
    redirects: [{ from: '/old', to: '/open' }],
  };
}

const Layout = ({ children }: { children: ReactNode }) => <main>{children}</main>;
const NotFound = () => <h1>页面不存在</h1>;

beforeAll(() => {
  // jsdom does not scroll; the router scrolls to the top at every navigation.
  window.scrollTo = () => undefined;
});

beforeEach(() => {
  events = [];
  prepared = [];
  loads = {};
  sessionStorage.clear();
});

async function kernel(login: boolean): Promise<Kernel> {
  const k = await createKernel({
    plugins: [testPlugin()],
    // No version: the navigation's version check makes no call.
    config: { plugins: ['items'], version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '' } },
    notifier: { notify: () => undefined },
    logger: { error: () => undefined },
  });
  if (login) k.get<SessionStore>(SessionStore).setLogin({ token: 't', casId: 'c', expireIn: 3600, keepLogin: false });
  return k;
}

async function render(k: Kernel, address: string): Promise<void> {
  history.replaceState(null, '', address);
  await dom.renderAsync(
    <KernelProvider kernel={k}>
      <AppRouter layouts={{ default: Layout, usercenter: Layout }} notFound={NotFound} />
    </KernelProvider>,
  );
}

async function settle(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
  expect(check()).toBe(true);
}

describe('router: a page starts its data as soon as its code is there', () => {
  it("calls the page module's prepare with the route parameters and query before the page renders", async () => {
    const k = await kernel(true);
    await render(k, '/items/7?sort=a');
    await settle(() => events.includes('render item'));
    expect(events.indexOf('prepare item')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('prepare item')).toBeLessThan(events.indexOf('render item'));
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ params: { id: '7' }, search: 'sort=a', hasGet: true });
    expect(dom.host.textContent).toContain('item');
    expect(loads.item).toBe(1);
  });

  it('prepares once per address, and again for a new address of the same page', async () => {
    const k = await kernel(true);
    await render(k, '/items/7');
    await settle(() => events.includes('render item'));
    // Session changes re-render the guarded page: no second prepare for the same address.
    act(() => k.get<SessionStore>(SessionStore).setToken('t-renewed', 3600));
    expect(prepared).toHaveLength(1);
    await act(async () => {
      history.pushState(null, '', '/items/8?page=2');
    });
    await settle(() => prepared.length === 2);
    expect(prepared[1]).toMatchObject({ params: { id: '8' }, search: 'page=2', hasGet: true });
  });

  it("does not prepare (or download) a page its guard refuses: a visitor goes to the landing page (/home) and the login dialog", async () => {
    const k = await kernel(false);
    expect(k.registry.landing).toBe('/home');
    await render(k, '/items/7');
    await settle(() => location.pathname === '/home' && events.includes('render home'));
    expect(events).not.toContain('prepare item');
    expect(loads.item).toBeUndefined();
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/items/7');
  });
});

describe('router: preloading the first page at boot', () => {
  it('starts the download of an allowed page once; the rendered page uses the same download', async () => {
    const k = await kernel(true);
    preloadPage(k, '/items/3?x=1');
    expect(loads.item).toBe(1);
    await render(k, '/items/3?x=1');
    await settle(() => events.includes('render item'));
    expect(loads.item).toBe(1);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ params: { id: '3' }, search: 'x=1', hasGet: true });
  });

  it('downloads nothing for a visitor on a login-required page, nor for an unknown path', async () => {
    const k = await kernel(false);
    preloadPage(k, '/items/3');
    preloadPage(k, '/nowhere');
    expect(loads).toEqual({});
    preloadPage(k, '/open');
    expect(loads).toEqual({ open: 1 });
  });
});

describe('routes: which addresses an enabled plugin serves', () => {
  it('matches route patterns and redirects, ignoring the query', async () => {
    const k = await kernel(false);
    expect(routeFor(k.registry, '/items/42?tab=1')?.params).toMatchObject({ id: '42' });
    expect(servesPath(k.registry, '/open')).toBe(true);
    expect(servesPath(k.registry, '/open?from=footer')).toBe(true);
    expect(servesPath(k.registry, '/old')).toBe(true);
    expect(servesPath(k.registry, '/items/42')).toBe(true);
    expect(servesPath(k.registry, '/items')).toBe(false);
    expect(servesPath(k.registry, '/memberActivity/activityHome')).toBe(false);
    expect(servesPath(k.registry, '/studyArea/index')).toBe(false);
  });
});
