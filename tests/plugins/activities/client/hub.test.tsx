import 'reflect-metadata';
import { EventBus } from '@kernel/client/event-bus';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { PluginContext } from '@kernel/client/plugin';
import { SessionStore } from '@kernel/client/session-store';
import type { Gateways } from '@kernel/core/gateways';
import accountPlugin from '@plugins/account/client';
import activitiesPlugin, { ActivitiesApi, HubStore, loadHubServices } from '@plugins/activities/client';
import { onSearch, resetClockMemory } from '@plugins/activities/client/hub/events';
import { pointsQuery } from '@plugins/activities/client/hub/store';
import { productState } from '@plugins/activities/client/hub/model';
import costDataPlugin from '@plugins/cost-data/client';
import membershipPlugin from '@plugins/membership/client';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';
import { HUB_FUNDED, HUB_FUNDS } from './hub-members';

/**
 * The hub's store and API against the real activities server (seeded, its clock on Tuesday
 * 2026-11-24): the public hub for a visitor and a member, 签到 (twice answers the first result) and
 * 补签 of Monday at its cost, 我的积分 with 积分明细 filtered through the address, the mall's states,
 * an exchange confirmed with its requestId (a replay answers the first exchange) and its report
 * downloaded (the downloads left follow), and the search's silent clock-in once a day.
 */
jest.setTimeout(120_000);

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/activities/client/run-hub-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  // jsdom has no object URLs: the report's save goes through a stub that records the file.
  (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = (b: Blob) => {
    saved.push(b);
    return 'blob:report';
  };
  (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
  // jsdom does not navigate: the download link's click records the file name instead.
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    fileNames.push(this.download);
  };
}, 180_000);
afterAll(() => server?.stop());

const saved: Blob[] = [];
const fileNames: string[] = [];
const PLUGINS = [costDataPlugin, accountPlugin, membershipPlugin, activitiesPlugin];
let memberSeq = 0;
const nextMember = () => `G8${String(process.pid % 100).padStart(2, '0')}8${String(++memberSeq).padStart(4, '0')}`;

function gateways(url: string): Gateways {
  return { core: url, manage: url, common: url, cost: url, stream: url, storage: `${url}/files` };
}

interface Rig {
  kernel: Kernel;
  store: HubStore;
  api: ActivitiesApi;
  notices: Array<{ message: string; kind?: string }>;
  logins: unknown[];
  address: { current: string };
}

async function rig(globalId: string | null, path = '/memberActivity/activityHome'): Promise<Rig> {
  const notices: Array<{ message: string; kind?: string }> = [];
  const address = { current: path };
  const kernel = await createKernel({
    plugins: PLUGINS,
    config: { plugins: PLUGINS.map((p) => p.manifest.id), version: 'test', gateways: gateways(server.url) },
    notifier: { notify: (message, kind) => void notices.push({ message, kind }) },
    navigator: { navigate: (to: string) => void (address.current = to), current: () => address.current, reload: () => undefined },
    logger: { error: () => undefined },
  });
  await loadHubServices();
  const session = kernel.get<SessionStore>(SessionStore);
  session.clear();
  if (globalId) {
    session.setLogin({ token: `member-${globalId}`, casId: '', expireIn: 3600, keepLogin: false });
    session.setUser({ globalId, fullName: '', accountName: `member${globalId}`, avatarPath: [], isNewUser: false });
  }
  const logins: unknown[] = [];
  kernel.get<EventBus>(EventBus).on('openLogin').subscribe((e) => logins.push(e));
  return { kernel, store: kernel.get<HubStore>(HubStore), api: kernel.get<ActivitiesApi>(ActivitiesApi), notices, logins, address };
}

describe('the hub against the activities server', () => {
  it('shows a visitor the running activities and the earn rules, without member figures; acting asks for the login', async () => {
    const { store, logins } = await rig(null);
    await store.loadHub();
    expect(store.hub.error).toBe('');
    expect(store.hub.status).toBe('ready');
    const hub = store.hub.data!;
    expect(hub.member).toBeNull();
    const kinds = hub.activities.map((a) => a.kind);
    expect(kinds).toContain('signin');
    expect(kinds).toContain('mall');
    expect(hub.activities.every((a) => a.period.includes('年') && a.title)).toBe(true);
    expect(hub.earnRules.length).toBeGreaterThan(0);
    store.login('/memberActivity/activityHome');
    expect(logins).toEqual([{ target: '/memberActivity/activityHome' }]);
  });

  it('signs a member in once a day: the week, the streak, the points and the hub follow', async () => {
    const gid = nextMember();
    const { store } = await rig(gid);
    await Promise.all([store.loadHub(), store.loadRecord(), store.loadPoints()]);
    const before = store.record.data!;
    expect(before.weekInfoList.map((d) => d.weekDayText)).toEqual(['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日']);
    const today = before.weekInfoList.find((d) => d.isToday)!;
    expect(today).toMatchObject({ date: '2026-11-24', weekDay: 2, signed: false });
    expect(before.todaySigned).toBe(false);
    expect(store.hub.data!.member).toMatchObject({ points: 0, todaySigned: false });

    const first = await store.signIn();
    expect(first).toMatchObject({ date: '2026-11-24', points: 5, seriesTime: 1, balance: 5, repeated: false });
    expect(store.lastSignIn).toEqual(first);
    expect(store.record.data!.todaySigned).toBe(true);
    expect(store.record.data!.weekInfoList.find((d) => d.isToday)!.signed).toBe(true);
    expect(store.points.data!.balance).toBe(5);
    expect(store.hub.data!.member).toMatchObject({ points: 5, todaySigned: true, seriesTime: 1 });

    // Twice a day answers the first result and credits nothing more.
    const again = await store.signIn();
    expect(again).toMatchObject({ points: 5, balance: 5, repeated: true });
    expect(store.points.data!.balance).toBe(5);
  });

  it('makes up a missed day at its cost, and the ledger filters through the address', async () => {
    const gid = HUB_FUNDED[0];
    const { store, address } = await rig(gid, '/memberActivity/memberPoints');
    await store.loadRecord();
    const monday = store.record.data!.weekInfoList.find((d) => d.weekDay === 1)!;
    expect(monday).toMatchObject({ date: '2026-11-23', signed: false, canMakeUp: true });
    const cost = store.record.data!.rules.makeUpCost;
    expect(store.record.data!.makeUpLeft).toBe(2);

    const made = await store.makeUp('2026-11-23');
    expect(made).toMatchObject({ date: '2026-11-23', madeUp: true, cost, balance: HUB_FUNDS - cost });
    const week = store.record.data!;
    expect(week.weekInfoList.find((d) => d.weekDay === 1)).toMatchObject({ signed: true, madeUp: true });
    expect(week.makeUpLeft).toBe(1);
    // The same day again answers the first result; a day to come is refused (the HTTP client shows the server's words).
    expect(await store.makeUp('2026-11-23')).toMatchObject({ repeated: true, balance: HUB_FUNDS - cost });
    expect(await store.makeUp('2026-11-27')).toBeNull();
    await store.signIn();

    await store.loadPoints();
    const points = store.points.data!;
    expect(points.balance).toBe(HUB_FUNDS - cost + 5);
    expect(points.earnedTotal).toBe(HUB_FUNDS + 5);
    expect(points.spentTotal).toBe(cost);
    expect(points.expiring.reduce((s, e) => s + e.points, 0)).toBe(points.balance);
    expect(points.expiring[0]!.lastDay).toBe('2027-12-31');

    await store.records.applyUrl('');
    expect(store.records.total).toBe(3);
    expect(store.records.page!.list.map((r) => r.change)).toEqual([5, -cost, HUB_FUNDS]);
    await store.records.update({ direction: 'out' });
    expect(address.current).toBe('/memberActivity/memberPoints?dir=out');
    expect(store.records.page!.list).toEqual([expect.objectContaining({ change: -cost, reason: 'makeUp', balanceAfter: HUB_FUNDS - cost })]);
    await store.records.update({ direction: undefined, reason: 'signin', from: '2026-11', to: '2026-11' });
    expect(address.current).toBe('/memberActivity/memberPoints?reason=signin&from=2026-11&to=2026-11');
    expect(store.records.page!.list.map((r) => r.reason)).toEqual(['signin']);
    await store.records.update({ reason: undefined, from: '2026-10', to: '2026-10' });
    expect(store.records.total).toBe(0);
    await store.records.reset();
    expect(store.records.total).toBe(3);
    expect(address.current).toBe('/memberActivity/memberPoints');
    // The address codec drops what it does not know and orders a reversed range.
    expect(pointsQuery.parse('?dir=sideways&reason=bribe&from=2026-11&to=2026-01')).toEqual({ pageNum: 1, pageSize: 10, from: '2026-01', to: '2026-11' });
  });

  it('exchanges a report with its requestId and downloads it; the states follow the balance and the stock', async () => {
    const gid = HUB_FUNDED[1];
    const { store, api, notices } = await rig(gid, '/memberActivity/pointMall');
    await Promise.all([store.loadProducts(), store.loadExchanges(1)]);
    const list = store.products.data!;
    expect(list.points).toBe(HUB_FUNDS);
    expect(store.exchanges.data!.total).toBe(0);
    const report = list.products.find((p) => p.kind === 'report' && p.points <= HUB_FUNDS && p.state === 'available')!;
    const dear = list.products.find((p) => p.points > HUB_FUNDS)!;
    expect(productState(report, list.points)).toBe('available');
    expect(productState(dear, list.points)).toBe('notEnoughPoints');
    expect(productState(report, report.points - 1)).toBe('notEnoughPoints');

    await store.startExchange(report);
    expect(store.draft!.check).toMatchObject({ canExchange: true, reason: null });
    const [result, second] = await Promise.all([store.confirmExchange(), store.confirmExchange()]);
    expect(second).toBeNull(); // the second click while the first is under way sends nothing
    expect(result!.exchange).toMatchObject({ productCode: report.code, kind: 'report', points: report.points });
    expect(result!.balance).toBe(HUB_FUNDS - report.points);
    expect(store.draft!.result).toEqual(result);
    // The page follows: balance, stock, 我的兑换.
    expect(store.products.data!.points).toBe(HUB_FUNDS - report.points);
    expect(store.products.data!.products.find((p) => p.code === report.code)!.stock).toBe(report.stock - 1);
    const mine = store.exchanges.data!;
    expect(mine.total).toBe(1);
    const row = mine.list[0]!;
    expect(row.downloads).toMatchObject({ used: 0, remaining: 5 });
    store.closeExchange();
    expect(store.draft).toBeNull();

    // A replay of a requestId answers the first exchange: nothing more is debited.
    const other = store.products.data!.products.find((p) => p.kind === 'report' && p.state === 'available' && p.points <= result!.balance)!;
    const once = await api.exchange(other.code, 'hub-test-replay');
    const twice = await api.exchange(other.code, 'hub-test-replay');
    expect(twice.exchange.exchangeId).toBe(once.exchange.exchangeId);
    expect(twice.balance).toBe(once.balance);

    // 下载报告: the PDF is saved, the downloads left go down.
    await store.download(row);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.type).toBe('application/pdf');
    expect(fileNames).toEqual([`${row.title}.pdf`]);
    expect(notices.at(-1)).toEqual({ message: '报告已开始下载', kind: 'success' });
    const after = store.exchanges.data!.list.find((r) => r.exchangeId === row.exchangeId)!;
    expect(after.downloads).toMatchObject({ used: 1, remaining: 4 });
    await store.download(after);
    expect(saved).toHaveLength(2);
    expect(store.exchanges.data!.list.find((r) => r.exchangeId === row.exchangeId)!.downloads!.remaining).toBe(3);
  });

  it('refuses in the dialog what the member cannot afford', async () => {
    const gid = nextMember();
    const { store } = await rig(gid, '/memberActivity/pointMall');
    await store.loadProducts();
    const report = store.products.data!.products.find((p) => p.kind === 'report')!;
    expect(productState(report, store.products.data!.points)).toBe('notEnoughPoints');
    await store.startExchange(report);
    expect(store.draft!.check).toMatchObject({ canExchange: false, reason: '积分不足' });
    await store.confirmExchange();
    expect(store.draft!.error).toBe('积分不足');
    expect(store.draft!.result).toBeNull();
  });

  it('records a logged-in search as the day’s clock-in once, silently; a visitor’s search sends nothing', async () => {
    const gid = HUB_FUNDED[2];
    const member = await rig(gid);
    const ctx: PluginContext = { get: (id) => member.kernel.get(id), bus: member.kernel.get<EventBus>(EventBus) };
    resetClockMemory();
    await onSearch(ctx);
    await onSearch(ctx);
    await member.store.records.applyUrl('?reason=task');
    // The day's clock-in once (and the new-user task 首次搜索 it completes).
    const clocks = member.store.records.page!.list.filter((r) => r.remark.includes('搜索打卡'));
    expect(clocks).toHaveLength(1);
    expect(clocks[0]!.change).toBeGreaterThan(0);
    expect(member.notices).toEqual([]);

    const visitor = await rig(null);
    const vctx: PluginContext = { get: (id) => visitor.kernel.get(id), bus: visitor.kernel.get<EventBus>(EventBus) };
    resetClockMemory();
    await expect(onSearch(vctx)).resolves.toBeUndefined();
    expect(visitor.notices).toEqual([]);
  });
});
