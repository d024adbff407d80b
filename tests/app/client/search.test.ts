import 'reflect-metadata';
import { SPECIAL_CHARACTERS, insertAt, runSearch, type SearchDeps } from '@app/client/shell/search';
import { RxEventBus } from '@kernel/client/event-bus';
import { FetchHttpClient } from '@kernel/client/http-client';
import type { Navigator } from '@kernel/client/navigator';
import type { SearchScopeContribution } from '@kernel/client/plugin';
import { PluginRegistry } from '@kernel/client/plugin-host';
import bidNodePlugin from '@plugins/bid-node/client';
import costDataPlugin from '@plugins/cost-data/client';
import homePlugin, { HomeApi, HttpHomeApi } from '@plugins/home/client';
import unitPricePlugin from '@plugins/unit-price/client';
import { createKernel } from '@kernel/client/kernel';
import type { HomeSearchTarget } from '@plugins/home/shared/contributions';
import { MobxSessionStore } from '@kernel/client/session-store';
import { MobxUiStore } from '@kernel/client/ui-store';
import type { OpenLoginEvent, SearchEvent } from '@kernel/core/events';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { spawnServerScript, spawnStatusServer, type SpawnedServer } from '../../helpers/spawn-status-server';

jest.setTimeout(30_000);

/** Home's 全部 scope (its resolve asks home's server), then the two list scopes. */
const allScope = homePlugin.searchScopes!.find((s) => s.scope === 'all')!;
const targets: HomeSearchTarget[] = [
  { viewType: 'node', order: 10, route: '/commonproj/index' },
  { viewType: 'item', order: 20, route: '/comprehensiveUnitPrice/index' },
  { viewType: 'policy', order: 30, route: '/policy/index' },
];
const scopes: SearchScopeContribution[] = [
  allScope,
  { scope: 'project', label: '单项工程指标', placeholder: '请输入工程用途、结构形式或层数', order: 10, route: '/commonproj/index' },
  { scope: 'unitPrice', label: '综合单价指标', placeholder: '请输入清单编码或特征关键词', order: 20, route: '/comprehensiveUnitPrice/index' },
];

/** The services a scope's resolve asks for: home's API and the registry's search targets and scopes. */
function services(http: FetchHttpClient) {
  const registry = { contributions: () => targets, searchScopes: scopes } as unknown as PluginRegistry;
  const api = new HttpHomeApi(http);
  return <T,>(id: unknown): T => {
    if (id === HomeApi) return api as unknown as T;
    if (id === PluginRegistry) return registry as unknown as T;
    throw new Error(`no service ${String(id)}`);
  };
}

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnStatusServer();
});
afterAll(() => server?.stop());

function rig(isLogin: boolean, current = '/home') {
  const bus = new RxEventBus();
  const ui = new MobxUiStore();
  const config = { plugins: [], version: '', gateways: DEFAULT_GATEWAYS };
  const http = new FetchHttpClient(config, new MobxSessionStore(), bus, { notify: () => undefined }, {} as Navigator, ui);
  http.origin = server.url;
  const navigations: string[] = [];
  const searches: SearchEvent[] = [];
  const logins: OpenLoginEvent[] = [];
  bus.on('search').subscribe((e) => searches.push(e));
  bus.on('openLogin').subscribe((e) => logins.push(e));
  const loading: boolean[] = [];
  const deps: SearchDeps = {
    get: services(http),
    bus,
    scopes,
    isLogin,
    current: () => current,
    navigate: (to) => navigations.push(to),
    begin: () => loading.push(true),
    end: () => loading.push(false),
  };
  return { deps, navigations, searches, logins, loading };
}

describe('header search', () => {
  it('opens the login dialog for a visitor and searches nothing', async () => {
    const r = rig(false);
    await expect(runSearch(r.deps, 'project', '住宅')).resolves.toBe(false);
    expect(r.logins).toEqual([{}]);
    expect(r.navigations).toEqual([]);
  });

  it('trims the keyword and goes to the scope list with keyWord', async () => {
    const r = rig(true);
    await expect(runSearch(r.deps, 'project', '  框架 住宅 ')).resolves.toBe(true);
    expect(r.navigations).toEqual([`/commonproj/index?keyWord=${encodeURIComponent('框架 住宅')}`]);
    expect(r.searches).toEqual([{ scope: 'project', keyword: '框架 住宅' }]);
    expect(r.loading).toEqual([true, false]);
  });

  it('re-runs the search without navigating when the list is already on screen', async () => {
    const here = `/comprehensiveUnitPrice/index?keyWord=${encodeURIComponent('010101001')}&gid=G1`;
    const r = rig(true, here);
    await runSearch(r.deps, 'unitPrice', '010101001');
    expect(r.navigations).toEqual([]);
    expect(r.searches).toEqual([{ scope: 'unitPrice', keyword: '010101001' }]);
  });

  it('scope all falls back to the project list when the search-target call fails', async () => {
    const r = rig(true);
    await runSearch(r.deps, 'all', '办公楼');
    expect(r.navigations).toEqual([`/commonproj/index?keyWord=${encodeURIComponent('办公楼')}`]);
  });

  it('inserts a special character at the caret', () => {
    expect(SPECIAL_CHARACTERS).toContain('Φ');
    expect(insertAt('HRB400', 'Φ', 6)).toEqual({ value: 'HRB400Φ', caret: 7 });
    expect(insertAt('C30混凝土', '≥', 0, 3)).toEqual({ value: '≥混凝土', caret: 1 });
  });
});

describe('header search, scope all, against the home plugin', () => {
  let home: SpawnedServer;
  beforeAll(async () => {
    home = await spawnServerScript('tests/plugins/home/client/run-home-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  });
  afterAll(() => home?.stop());

  /** A logged-in tab (token-user is demo_user on the home test server). */
  function homeRig(current = '/home') {
    const bus = new RxEventBus();
    const session = new MobxSessionStore();
    session.token = 'token-user';
    const http = new FetchHttpClient({ plugins: [], version: '', gateways: DEFAULT_GATEWAYS }, session, bus, { notify: () => undefined }, {} as Navigator, new MobxUiStore());
    http.origin = home.url;
    const navigations: string[] = [];
    const searches: SearchEvent[] = [];
    bus.on('search').subscribe((e) => searches.push(e));
    const deps: SearchDeps = {
      get: services(http),
      bus,
      scopes,
      isLogin: true,
      current: () => current,
      navigate: (to) => navigations.push(to),
      begin: () => undefined,
      end: () => undefined,
    };
    return { deps, navigations, searches };
  }

  it('住宅 goes to the single-project list', async () => {
    const r = homeRig();
    await runSearch(r.deps, 'all', '住宅');
    expect(r.navigations).toEqual([`/commonproj/index?keyWord=${encodeURIComponent('住宅')}`]);
    expect(r.searches).toEqual([{ scope: 'project', keyword: '住宅' }]);
  });

  it('a bill-of-quantities code goes to the unit-price list', async () => {
    const r = homeRig();
    await runSearch(r.deps, 'all', '010101001');
    expect(r.navigations).toEqual(['/comprehensiveUnitPrice/index?keyWord=010101001']);
    expect(r.searches).toEqual([{ scope: 'unitPrice', keyword: '010101001' }]);
  });

  it('policy words go to the policy list', async () => {
    const r = homeRig();
    await runSearch(r.deps, 'all', '政策文件');
    expect(r.navigations).toEqual([`/policy/index?keyWord=${encodeURIComponent('政策文件')}`]);
    expect(r.searches).toEqual([{ scope: 'all', keyword: '政策文件' }]);
  });
});

describe('header search scopes: declared and contributed by their plugins', () => {
  it('the site\'s scopes are 全部, 单项工程指标 and 综合单价指标, in order, each from its plugin', async () => {
    const plugins = [costDataPlugin, homePlugin, bidNodePlugin, unitPricePlugin];
    const kernel = await createKernel({
      plugins,
      config: { plugins: plugins.map((p) => p.manifest.id), version: '', gateways: DEFAULT_GATEWAYS },
      notifier: { notify: () => undefined },
      logger: { error: () => undefined },
    });
    expect(kernel.registry.searchScopes.map((s) => [s.scope, s.label, s.placeholder, s.route ?? null])).toEqual([
      ['all', '全部', '请输入关键词', null],
      ['project', '单项工程指标', '请输入工程用途、结构形式或层数', '/commonproj/index'],
      ['unitPrice', '综合单价指标', '请输入清单编码或特征关键词', '/comprehensiveUnitPrice/index'],
    ]);
    // With the unit-price plugin off, its scope is gone.
    const without = await createKernel({
      plugins: plugins.slice(0, 3),
      config: { plugins: plugins.slice(0, 3).map((p) => p.manifest.id), version: '', gateways: DEFAULT_GATEWAYS },
      notifier: { notify: () => undefined },
      logger: { error: () => undefined },
    });
    expect(without.registry.searchScopes.map((s) => s.scope)).toEqual(['all', 'project']);
  });
});
