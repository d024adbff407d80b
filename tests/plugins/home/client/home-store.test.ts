import 'reflect-metadata';
import Cookies from 'js-cookie';
import { runInAction } from 'mobx';
import { EventBus } from '@kernel/client/event-bus';
import type { ServiceIdentifier } from 'inversify';
import { createKernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import type { PluginRegistry } from '@kernel/client/plugin-host';
import type { Navigator } from '@kernel/client/navigator';
import { SessionStore } from '@kernel/client/session-store';
import { UiStore } from '@kernel/client/ui-store';
import { StorageKeys } from '@kernel/client/session-storage';
import type { OpenLoginEvent, SearchEvent } from '@kernel/core/events';
import type { Gateways } from '@kernel/core/gateways';
import type { UserInfo } from '@kernel/core/session';
import { DialogService } from '@kernel/client/dialogs';
import accountPlugin from '@plugins/account/client';
import bidNodePlugin from '@plugins/bid-node/client';
import costDataPlugin from '@plugins/cost-data/client';
import homePlugin from '@plugins/home/client';
import membershipPlugin from '@plugins/membership/client';
import policyPlugin from '@plugins/policy/client';
import unitPricePlugin from '@plugins/unit-price/client';
import { HomeApi } from '@plugins/home/client/api';
import { keywordAddress, resolveAllScope } from '@plugins/home/client/search-scope';
import { HomeStore, promptSeenKey, RECRUIT_CAMPAIGN, RECRUIT_PATH, RIGHT_BOTTOM_COOKIE, type MobxHomeStore } from '@plugins/home/client/store';
import { HomePaths } from '@plugins/home/shared/contract';
import { HomeDialogs } from '@plugins/home/shared/contributions';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

/** The lists a search goes to: the single-project, unit-price and policy plugins (real ones). */
const LISTS: readonly ClientPlugin[] = [bidNodePlugin, unitPricePlugin, policyPlugin];

jest.setTimeout(30_000);

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/home/client/run-home-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(() => server?.stop());

const user = (isVip: boolean): UserInfo => ({
  globalId: isVip ? 'G10000001' : 'G10000002',
  fullName: isVip ? '演示会员' : '演示用户',
  accountName: isVip ? 'demo_vip' : 'demo_user',
  avatarPath: [],
  isNewUser: false,
  // The rights the server's membership decides; membership's own fields beside them.
  rights: isVip ? ['vip'] : [],
  isVip,
  projectCostVipStatus: false,
  trailInterest: false,
});

interface Rig {
  get: <T>(id: ServiceIdentifier<T>) => T;
  registry: PluginRegistry;
  searches: SearchEvent[];
  /** The site's loading indicator is on. */
  busy: () => boolean;
  /** The activated plugins, in activation order. */
  active: readonly string[];
  store: MobxHomeStore;
  session: SessionStore;
  bus: EventBus;
  dialogs: DialogService;
  api: HomeApi;
  navigations: string[];
  logins: OpenLoginEvent[];
}

/**
 * A kernel with home against the home test server. Home needs cost-data; the VIP right comes from the
 * membership plugin (the kernel's Rights), which needs the account. `lists`: plugins contributing the
 * lists a search goes to (their `home.searchTarget` and header search scopes).
 */
async function rig(login: 'vip' | 'user' | null = null, lists: readonly ClientPlugin[] = []): Promise<Rig> {
  const url = server.url;
  const gateways: Gateways = { core: url, manage: url, common: url, cost: url, stream: url, storage: `${url}/static-files` };
  const navigations: string[] = [];
  const navigator: Navigator = { navigate: (to) => void navigations.push(to), current: () => '/home', reload: () => undefined };
  const plugins = [costDataPlugin, homePlugin, accountPlugin, membershipPlugin, ...lists];
  const kernel = await createKernel({
    plugins,
    config: { plugins: plugins.map((p) => p.manifest.id), version: 'test', gateways },
    notifier: { notify: () => undefined },
    navigator,
    logger: { error: () => undefined },
  });
  const session = kernel.get<SessionStore>(SessionStore);
  if (login) {
    runInAction(() => {
      session.token = `token-${login}`;
      session.user = user(login === 'vip');
    });
  }
  const logins: OpenLoginEvent[] = [];
  kernel.get<EventBus>(EventBus).on('openLogin').subscribe((e) => logins.push(e));
  const searches: SearchEvent[] = [];
  kernel.get<EventBus>(EventBus).on('search').subscribe((e) => searches.push(e));
  return {
    get: kernel.get,
    registry: kernel.registry,
    searches,
    busy: () => kernel.get<UiStore>(UiStore).loading,
    active: kernel.registry.active,
    store: kernel.get<MobxHomeStore>(HomeStore),
    session,
    bus: kernel.get<EventBus>(EventBus),
    dialogs: kernel.get<DialogService>(DialogService),
    api: kernel.get<HomeApi>(HomeApi),
    navigations,
    logins,
  };
}

async function popFlag(token: string): Promise<boolean> {
  const res = await fetch(`${server.url}${HomePaths.getHomePopFlag}?popEnum=RECRUIT`, { headers: { token } });
  return ((await res.json()) as { data: boolean }).data;
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  localStorage.clear();
});

describe('home store: sections', () => {
  it('loads every section from the server, once while fresh', async () => {
    const { store } = await rig();
    await store.load(1_000_000);
    expect(store.sections.status).toBe('ready');
    expect(store.outline).toMatchObject({ bidNodeCount: 2, projectCount: 1, latestMonth: '2026-06' });
    expect(store.hasFigures).toBe(true);
    expect(store.recommendations.map((r) => r.buildingUse)).toEqual(['办公', '住宅']);
    expect(store.recommendations[0]).toMatchObject({ region: '江苏 · 苏州', link: `/commonproj/detail/${store.recommendations[0]!.id}` });
    expect(store.enterprises.length).toBeGreaterThan(0);
    expect(store.videos.length).toBeGreaterThan(0);
    expect(store.cooperates.length).toBeGreaterThan(0);
    expect(store.controlCases.length).toBeGreaterThan(0);
    expect(store.costShares.length).toBeGreaterThan(0);
    const before = store.enterprises;
    await store.load(1_000_000 + 1000);
    expect(store.enterprises).toBe(before);
  });

  it('loads the overview once', async () => {
    const { store } = await rig();
    await store.loadOverview();
    expect(store.overview.status).toBe('ready');
    expect(store.overview.data).toMatchObject({ from: '2025-07', to: '2026-06' });
  });

  it('counts a view and shows the new count; the playback dialog counts one too', async () => {
    const { store } = await rig();
    await store.load();
    const c = store.controlCases[0]!;
    const before = c.viewCount;
    await store.hit('case', c.id);
    expect(store.controlCases[0]!.viewCount).toBe(before + 1);
    const v = store.videos[1]!;
    const views = v.viewCount;
    store.openVideo(v);
    expect(store.playing).toBe(v);
    await new Promise((r) => setTimeout(r, 300));
    expect(store.videos[1]!.viewCount).toBe(views + 1);
    store.closeVideo();
    expect(store.playing).toBeNull();
  });
});

describe('home store: links and the hero search', () => {
  it('a visitor opening a project gets the login dialog; the target is remembered', async () => {
    const { store, logins, navigations } = await rig();
    store.openProtected('/commonproj/detail/7');
    expect(logins).toEqual([{ target: '/commonproj/detail/7' }]);
    expect(sessionStorage.getItem(StorageKeys.redirectPath)).toBe('/commonproj/detail/7');
    expect(navigations).toEqual([]);
    store.openProtected('/static/recruitingExperts', false);
    expect(navigations).toEqual(['/static/recruitingExperts']);
  });

  it('a member goes to the project', async () => {
    const { store, logins, navigations } = await rig('user');
    store.openProtected('/commonproj/detail/7');
    expect(navigations).toEqual(['/commonproj/detail/7']);
    expect(logins).toEqual([]);
  });

  it('the hero search: login first, then the list the server picks', async () => {
    const visitor = await rig(null, LISTS);
    await visitor.store.search('住宅', visitor.registry);
    expect(visitor.logins).toEqual([{}]);
    expect(visitor.navigations).toEqual([]);
    const { store, registry, navigations, searches } = await rig('user', LISTS);
    await store.search(' 住宅 ', registry);
    await store.search('010101001', registry);
    await store.search('人工费调整通知', registry);
    expect(navigations).toEqual([
      `/commonproj/index?keyWord=${encodeURIComponent('住宅')}`,
      '/comprehensiveUnitPrice/index?keyWord=010101001',
      `/policy/index?keyWord=${encodeURIComponent('人工费调整通知')}`,
    ]);
    // The header scope of the list it went to (the policy list has none: 全部).
    expect(searches).toEqual([
      { scope: 'project', keyword: '住宅' },
      { scope: 'unitPrice', keyword: '010101001' },
      { scope: 'all', keyword: '人工费调整通知' },
    ]);
    // Without the unit-price plugin, a code goes to the single-project list.
    const projectsOnly = await rig('user', [bidNodePlugin]);
    await projectsOnly.store.search('010101001', projectsOnly.registry);
    expect(projectsOnly.navigations).toEqual(['/commonproj/index?keyWord=010101001']);
    expect(projectsOnly.searches).toEqual([{ scope: 'project', keyword: '010101001' }]);
  });

  it('the hero search and the header search\'s 全部 scope resolve a keyword through the same code', async () => {
    const { store, registry, navigations, busy, get } = await rig('user', LISTS);
    const all = registry.searchScopes.find((s) => s.scope === 'all')!;
    expect(all).toMatchObject({ label: '全部', placeholder: '请输入关键词' });
    for (const keyword of ['住宅', '010101001', '人工费调整通知']) {
      const header = await all.resolve!(keyword, { get });
      const hero = await resolveAllScope(get<HomeApi>(HomeApi), registry, keyword);
      expect(hero).toEqual(header);
      await store.search(keyword, registry);
      expect(navigations[navigations.length - 1]).toBe(keywordAddress(header!.route, keyword));
    }
    expect(busy()).toBe(false);
  });

  it('the 全部 scope goes to the lowest-ordered list when the classification fails, and nowhere without a list', async () => {
    const { registry, get } = await rig('user', LISTS);
    const failing: Pick<HomeApi, 'autoSearch'> = { autoSearch: () => Promise.reject(new Error('网络异常')) };
    await expect(resolveAllScope(failing, registry, '办公楼')).resolves.toEqual({ route: '/commonproj/index', scope: 'project' });
    const bare = await rig('user');
    await expect(resolveAllScope(get<HomeApi>(HomeApi), bare.registry, '住宅')).resolves.toBeNull();
    await bare.store.search('住宅', bare.registry);
    expect(bare.navigations).toEqual([]);
    expect(bare.searches).toEqual([]);
  });
});

describe('home store: popups', () => {
  it('the recruit prompt shows only to a logged-in VIP with the flag on', async () => {
    const visitor = await rig();
    runInAction(() => (visitor.store.promptFlag = true));
    expect(visitor.store.showRecruit).toBe(false);
    const member = await rig('user');
    runInAction(() => (member.store.promptFlag = true));
    expect(member.store.showRecruit).toBe(false);
    const vip = await rig('vip');
    expect(vip.store.showRecruit).toBe(false);
    runInAction(() => (vip.store.promptFlag = true));
    expect(vip.store.showRecruit).toBe(true);
  });

  it('its close button only hides it', async () => {
    const { store, navigations } = await rig('vip');
    runInAction(() => (store.promptFlag = true));
    store.closeRecruit();
    expect(store.showRecruit).toBe(false);
    expect(navigations).toEqual([]);
    await expect(popFlag('token-vip')).resolves.toBe(true);
  });

  it('its picture goes to the recruiting page, hides it and records the prompt status', async () => {
    const { store, navigations } = await rig('vip');
    runInAction(() => (store.promptFlag = true));
    await store.openRecruit();
    expect(store.showRecruit).toBe(false);
    expect(navigations).toEqual([RECRUIT_PATH]);
    await expect(popFlag('token-vip')).resolves.toBe(false);
    await expect(popFlag('token-user')).resolves.toBe(true);
  });

  it('the right-bottom dialog: the login\'s popup info, dismissed for 7 days by cookie', async () => {
    const visitor = await rig();
    expect(visitor.store.showRightBottom).toBe(false);
    const first = await rig('user');
    // The notice's period (the month of the latest data) is known once the sections have loaded.
    await first.store.load();
    expect(first.store.showRightBottom).toBe(false);
    runInAction(() => (first.store.popupInfo = { entranceImgPath: '/home/popup-data-update.svg', jumpedUrl: '/commonproj/index', title: '本月指标数据已更新' }));
    expect(first.store.showRightBottom).toBe(true);
    first.store.openRightBottom();
    expect(first.navigations).toEqual(['/commonproj/index']);
    const before = Date.now();
    first.store.closeRightBottom();
    expect(first.store.showRightBottom).toBe(false);
    expect(Cookies.get(RIGHT_BOTTOM_COOKIE)).toBe('1');
    // A new page load within the 7 days does not show it again.
    const again = await rig('user');
    await again.store.load();
    runInAction(() => (again.store.popupInfo = { entranceImgPath: '/home/popup-data-update.svg', jumpedUrl: '/commonproj/index', title: '本月指标数据已更新' }));
    expect(again.store.showRightBottom).toBe(false);
    // The cookie lives 7 days: js-cookie writes expires=<now + 7 days>.
    const spy = jest.spyOn(document, 'cookie', 'set');
    again.store.closeRightBottom();
    const written = spy.mock.calls.map((c) => String(c[0])).find((c) => c.startsWith(`${RIGHT_BOTTOM_COOKIE}=`))!;
    spy.mockRestore();
    const expires = Date.parse(/expires=([^;]+)/.exec(written)![1]!);
    expect(expires - before).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(expires - before).toBeLessThan(7.1 * 24 * 3600 * 1000);
  });

  it('the recruit prompt shows once per account and campaign: on screen until closed, not again at the next login', async () => {
    const { store, session } = await rig('vip');
    runInAction(() => (store.promptFlag = true));
    expect(store.showRecruit).toBe(true);
    store.markShown('recruit');
    expect(localStorage.getItem(promptSeenKey('recruit', 'G10000001', RECRUIT_CAMPAIGN))).not.toBeNull();
    // Still on screen while this login lasts.
    expect(store.showRecruit).toBe(true);
    // Logout, then the same account again: the server's flag is still on (the close button records
    // nothing), yet the prompt stays away.
    session.clear();
    expect(store.showRecruit).toBe(false);
    runInAction(() => {
      session.token = 'token-vip-2';
      session.user = user(true);
      store.promptFlag = true;
    });
    expect(store.showRecruit).toBe(false);
    // A new page load of the same account: still seen.
    const reload = await rig('vip');
    runInAction(() => (reload.store.promptFlag = true));
    expect(reload.store.showRecruit).toBe(false);
    // Another VIP account has not seen it.
    const other = await rig('vip');
    runInAction(() => {
      other.session.user = { ...user(true), globalId: 'G10000099', accountName: 'ent_admin' };
      other.store.promptFlag = true;
    });
    expect(other.store.showRecruit).toBe(true);
  });

  it('the data update notice shows once per account and month of the latest data', async () => {
    const popup = { entranceImgPath: '/home/popup-data-update.svg', jumpedUrl: '/commonproj/index', title: '本月指标数据已更新' };
    const { store, session } = await rig('user');
    runInAction(() => (store.popupInfo = popup));
    // The period is unknown until the sections have loaded: not shown yet.
    expect(store.showRightBottom).toBe(false);
    await store.load();
    const month = store.period('dataUpdate');
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    if (store.outline?.latestMonth) expect(month).toBe(store.outline.latestMonth);
    expect(store.showRightBottom).toBe(true);
    store.markShown('dataUpdate');
    expect(localStorage.getItem(promptSeenKey('dataUpdate', 'G10000002', month!))).not.toBeNull();
    // The next login of the same account in the same month: not shown.
    session.clear();
    runInAction(() => {
      session.token = 'token-user-2';
      session.user = user(false);
      store.popupInfo = popup;
    });
    expect(store.showRightBottom).toBe(false);
    // New data of a later month: shown again.
    runInAction(() => (store.outline = { ...(store.outline ?? { bidNodeCount: 0, projectCount: 0, regionCount: 0, buildingUseCount: 0, enterpriseCount: 0 }), latestMonth: '2099-01' }));
    expect(store.showRightBottom).toBe(true);
  });
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('home store: after the login', () => {
  it('listens from before the account plugin starts (a login from the address happens during its activation)', async () => {
    const { active } = await rig();
    expect(active.indexOf('home')).toBeGreaterThanOrEqual(0);
    expect(active.indexOf('home')).toBeLessThan(active.indexOf('account'));
  });

  it('every login, a restored one too, asks for the recruit flag and the popup info; the logout forgets them', async () => {
    // demo_user: its recruit flag is still on on the server (only the VIP's was closed above).
    const { store, session, bus } = await rig('user');
    expect(store.promptFlag).toBe(false);
    expect(store.popupInfo).toBeNull();
    bus.emit('login', { type: 'success', how: 'restored' });
    await until(() => store.popupInfo !== null);
    expect(store.promptFlag).toBe(true);
    expect(store.popupInfo).toMatchObject({ entranceImgPath: expect.stringMatching(/^\/home\//), jumpedUrl: expect.any(String), title: expect.any(String) });
    session.clear();
    expect(store.promptFlag).toBe(false);
    expect(store.popupInfo).toBeNull();
  });

  it('a failed login, or a visitor, makes no call', async () => {
    const visitor = await rig();
    const member = await rig('user');
    // Watched, not replaced: the calls still go to the server.
    const spies = [visitor, member].flatMap(({ api }) => [jest.spyOn(api, 'popFlag'), jest.spyOn(api, 'popupInfo')]);
    const calls = () => spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
    member.bus.emit('login', { type: 'fail', reason: '密码错误' });
    visitor.bus.emit('login', { type: 'success', how: 'fresh' });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls()).toBe(0);
    member.bus.emit('login', { type: 'success', how: 'fresh' });
    await until(() => member.store.popupInfo !== null);
    expect(spies.map((spy) => spy.mock.calls)).toEqual([[], [], [['RECRUIT']], [[]]]);
    for (const spy of spies) spy.mockRestore();
  });

  it('an answer that comes back after the logout is dropped', async () => {
    const { store, session, bus } = await rig('user');
    bus.emit('login', { type: 'success', how: 'fresh' });
    session.clear();
    await new Promise((r) => setTimeout(r, 300));
    expect(store.promptFlag).toBe(false);
    expect(store.popupInfo).toBeNull();
  });
});

describe('home store: the popups on the home page', () => {
  it('the recruit prompt opens through the DialogService while due and closes with the store', async () => {
    const { store, dialogs } = await rig('vip');
    const stop = store.syncPopups(() => true);
    expect(dialogs.isOpen(HomeDialogs.recruitPrompt)).toBe(false);
    runInAction(() => (store.promptFlag = true));
    expect(dialogs.isOpen(HomeDialogs.recruitPrompt)).toBe(true);
    store.closeRecruit();
    expect(dialogs.isOpen(HomeDialogs.recruitPrompt)).toBe(false);
    stop();
  });

  it('never a recruit prompt whose page is not served', async () => {
    const { store, dialogs } = await rig('vip');
    runInAction(() => (store.promptFlag = true));
    expect(store.showRecruit).toBe(true);
    const stop = store.syncPopups((target) => target !== RECRUIT_PATH);
    expect(dialogs.isOpen(HomeDialogs.recruitPrompt)).toBe(false);
    stop();
  });

  it('the playback dialog is home.playback', async () => {
    const { store, dialogs } = await rig();
    await store.load();
    const v = store.videos[0]!;
    store.openVideo(v);
    expect(dialogs.openIds).toEqual([HomeDialogs.playback]);
    expect(dialogs.propsOf(HomeDialogs.playback)).toEqual({ video: v });
    dialogs.close(HomeDialogs.playback);
    expect(store.playing).toBeNull();
  });
});
