/**
 * The stores over the real API: the kernel's HTTP client against the bid-node server (fixture
 * single projects, see tests/plugins/bid-node/server/fixtures.ts) running in a child process.
 */
import 'reflect-metadata';
import { RxEventBus } from '@kernel/client/event-bus';
import { FetchHttpClient } from '@kernel/client/http-client';
import { MobxSessionStore } from '@kernel/client/session-store';
import { MobxUiStore, type Notifier } from '@kernel/client/ui-store';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { HttpBidNodeApi } from '@plugins/bid-node/client/api';
import { MobxCompareStore } from '@plugins/bid-node/client/compare-store';
import { MobxDetailStore } from '@plugins/bid-node/client/detail-store';
import { MobxListStore } from '@plugins/bid-node/client/list-store';
import { MobxRangeStore } from '@plugins/bid-node/client/range-store';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';
import { FakeNavigator } from './fakes';

jest.setTimeout(60_000);

let server: SpawnedServer;

beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/bid-node/client/run-bid-node-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => sessionStorage.clear());

function rig(username: 'demo_vip' | 'demo_user' = 'demo_vip') {
  const bus = new RxEventBus();
  const session = new MobxSessionStore();
  const toasts: Array<{ message: string; kind?: string }> = [];
  const notifier: Notifier = { notify: (message, kind) => void toasts.push({ message, kind }) };
  const navigator = new FakeNavigator();
  const http = new FetchHttpClient({ plugins: [], version: 'v1', gateways: DEFAULT_GATEWAYS }, session, bus, notifier, navigator, new MobxUiStore());
  http.origin = server.url;
  session.setLogin({ token: `token-${username}`, casId: 'cas-1', expireIn: 3600, keepLogin: false });
  const api = new HttpBidNodeApi(http);
  return {
    api,
    toasts,
    navigator,
    list: new MobxListStore(api, navigator, notifier),
    detail: new MobxDetailStore(api, notifier),
    range: new MobxRangeStore(api),
    compare: new MobxCompareStore(api),
  };
}

describe('the list store against the server', () => {
  it('filters by region, use and structure from the address, sorts and pages', async () => {
    const { list } = rig();
    await list.applyUrl('?areaId=12&buildingUse=住宅&structure=剪力墙');
    expect(list.state).toBe('ready');
    expect(list.items.map((i) => i.id).sort((a, b) => a - b)).toEqual([1, 11]);
    for (const item of list.items) {
      expect(item.provinceName).toBe('江苏');
      expect(item.buildingUse).toBe('住宅');
      expect(item.structure).toBe('剪力墙');
    }
    await list.toggleSort('unitCost');
    expect(list.items.map((i) => i.unitCost)).toEqual([3000, 2900]);
    await list.toggleSort('unitCost');
    expect(list.items.map((i) => i.unitCost)).toEqual([2900, 3000]);

    await list.search('住宅');
    expect(list.query).toEqual({ keyWord: '住宅', pageNum: 1, pageSize: 20 });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((i) => i.buildingUse === '住宅' || i.name.includes('住宅'))).toBe(true);

    await list.update({ keyWord: undefined });
    await list.setPageSize(10);
    const total = list.total;
    expect(total).toBeGreaterThan(10);
    await list.setPage(2);
    expect(list.items).toHaveLength(Math.min(10, total - 10));
  });

  it('builds the range request from the whole result', async () => {
    const { list, range } = rig();
    await list.applyUrl('?areaId=12');
    const request = await list.prepareRange((id) => (id === 12 ? '江苏' : ''));
    expect(request?.source).toBe('result');
    expect(request?.ids.length).toBe(list.total);
    list.rangeUrl(request!);
    range.init('');
    await range.load();
    expect(range.state).toBe('ready');
    expect(range.stats?.count).toBe(list.total);
    expect(range.stats!.min).toBeLessThanOrEqual(range.stats!.median);
    await range.setIndicator('rebar');
    expect(range.stats?.indicator.code).toBe('rebar');
  });
});

describe('the detail store against the server', () => {
  it('loads every section, likes, reprices', async () => {
    const { detail, toasts } = rig();
    await detail.load(1);
    expect(detail.summary.status).toBe('ready');
    expect(detail.summary.data?.name).toBe('某住宅小区1#楼');
    expect(detail.base.data?.buildingUse).toBe('住宅');
    expect(detail.scope.status).toBe('ready');
    expect(detail.attr.status).toBe('ready');
    expect(detail.index(1)?.rows.length).toBeGreaterThan(0);
    expect(detail.index(2)?.rows.length).toBeGreaterThan(0);
    expect(detail.trend.status).toBe('ready');
    expect(detail.repriceMonth).toMatch(/^\d{4}-\d{2}$/);

    const before = detail.summary.data!.likeNum;
    const liked = !!detail.summary.data!.liked;
    await detail.toggleLike();
    expect(detail.summary.data!.liked).toBe(!liked);
    expect(detail.summary.data!.likeNum).toBe(before + (liked ? -1 : 1));
    await detail.toggleLike();
    expect(detail.summary.data!.likeNum).toBe(before);

    detail.setRepriceArea(6);
    detail.setRepriceMonth('2025-01');
    await detail.runReprice();
    expect(detail.reprice.status).toBe('ready');
    const r = detail.reprice.data!;
    expect(r.to.areaId).toBe(6);
    expect(r.factor).toBeCloseTo(r.to.index / r.from.index, 4);
    expect(r.repricedUnitCost).toBeCloseTo(r.unitCost * r.factor, 0);

    detail.setRepriceMonth('2025-1x');
    await detail.runReprice();
    expect(toasts.at(-1)).toEqual({ message: '请选择目标价格月份', kind: 'warning' });
  });

  it('a member without VIP rights is refused the VIP calls (820, 您暂无访问权限！)', async () => {
    const { detail, toasts, api } = rig('demo_user');
    await detail.load(1);
    // The VIP sections are refused (the summary with the like count is a login-level call).
    expect(detail.base.status).toBe('error');
    expect(detail.trend.status).toBe('error');
    await expect(api.base(1)).rejects.toMatchObject({ statusCode: 820 });
    // Not silent: the HTTP client says why.
    await expect(api.reprice(1, 6, '2025-01')).rejects.toMatchObject({ statusCode: 820 });
    expect(toasts.some((t) => t.message === '您暂无访问权限！')).toBe(true);
    await expect(api.exportDetail(1)).rejects.toMatchObject({ statusCode: 820 });
  });
});

describe('compare and export against the server', () => {
  it('compares two single projects and exports', async () => {
    const { compare, api } = rig();
    await compare.load([1, 5]);
    expect(compare.state).toBe('ready');
    expect(compare.data?.items.map((i) => i.base.id)).toEqual([1, 5]);
    expect(compare.data?.items[0].specialties.length).toBeGreaterThan(0);
    const file = await api.exportList({ areaId: 12, pageNum: 1, pageSize: 20 });
    expect(file.size).toBeGreaterThan(0);
    expect(file.type).toContain('spreadsheet');
    const one = await api.exportDetail(1);
    expect(one.size).toBeGreaterThan(0);
  });
});
