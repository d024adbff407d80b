/**
 * The labour stores over the real API: the kernel's HTTP client against the labour server
 * (the labour test app of tests/plugins/labour/server/fixtures.ts, see run-labour-server.ts) running in a child process.
 */
import 'reflect-metadata';
import { RxEventBus } from '@kernel/client/event-bus';
import { FetchHttpClient } from '@kernel/client/http-client';
import type { Rights } from '@kernel/client/rights';
import { MobxSessionStore } from '@kernel/client/session-store';
import { MobxUiStore } from '@kernel/client/ui-store';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { HttpLabourApi } from '@plugins/labour/client/api';
import { MobxLabourCatalog } from '@plugins/labour/client/catalog';
import { MobxLabourIndexStore } from '@plugins/labour/client/index-store';
import { MobxLabourLineStore, compareOf } from '@plugins/labour/client/line-store';
import { MobxSubcontractStore } from '@plugins/labour/client/subcontract-store';
import { shiftQuarter } from '@plugins/labour/client/quarters';
import { LABOUR_INDEX_BASE, LABOUR_LIMITS, LABOUR_TRADE_CODES, LabourMessages, quarterKey } from '@plugins/labour/shared/contract';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { FakeNavigator, FakeNotifier } from '../../../helpers/client-fakes';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

jest.setTimeout(180_000);

let server: SpawnedServer;

beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/labour/client/run-labour-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await server?.stop();
});

type Username = 'vip' | 'member';

/** The client as a page builds it: the HTTP client with a login, the API, the catalogue and the stores. */
function rig(username: Username = 'vip') {
  const bus = new RxEventBus();
  const session = new MobxSessionStore();
  const notifier = new FakeNotifier();
  const navigator = new FakeNavigator('/laborSubcontracting/index');
  const http = new FetchHttpClient({ plugins: [], version: 'v1', gateways: DEFAULT_GATEWAYS }, session, bus, notifier, navigator, new MobxUiStore());
  http.origin = server.url;
  session.setLogin({ token: `token-${username}`, casId: 'cas-1', expireIn: 3600, keepLogin: false });
  const rights: Rights = { has: (right) => username === 'vip' && right === MembershipRights.vip, refused: () => undefined };
  const api = new HttpLabourApi(http);
  const catalog = new MobxLabourCatalog(api);
  return {
    api,
    notifier,
    navigator,
    catalog,
    index: new MobxLabourIndexStore(api, catalog, navigator, rights),
    line: new MobxLabourLineStore(api, catalog, navigator, rights),
    subcontract: new MobxSubcontractStore(api),
  };
}

/** An areaid of the catalogue by name (a province, or a city of a province). */
async function areaOf(catalog: MobxLabourCatalog, name: string): Promise<number> {
  const info = (await catalog.ensure())!;
  for (const r of info.regions) {
    if (r.name === name) return r.areaid;
    const city = r.subList.find((c) => c.name === name);
    if (city) return city.areaid;
  }
  throw new Error(`no region ${name}`);
}

describe('the index store against the server', () => {
  it('opens 江苏 from the address with every trade, each line priced in its units with its sparkline and samples', async () => {
    const { index, catalog, navigator } = rig();
    const jiangsu = await areaOf(catalog, '江苏');
    await index.applyUrl(`?areaId=${jiangsu}`);
    expect(index.areaId).toBe(jiangsu);
    expect(index.tradeCode).toBe('');
    const data = index.sections.data!;
    expect(data.scope.region.name).toBe('江苏');
    // A VIP sees the newest quarter of the data.
    expect(data.scope.newestLocked).toBe(false);
    expect(data.scope.quarter).toBe(data.scope.latestQuarter);
    expect(data.sections.map((s) => s.trade.code)).toEqual([...LABOUR_TRADE_CODES]);
    const rebar = data.sections.find((s) => s.trade.code === 'rebar')!;
    expect(rebar.trade.name).toBe('钢筋工');
    expect(rebar.trade.unit).toBe('元/m²');
    expect(rebar.trade.altUnit).toBe('元/t');
    const housing = rebar.lines.find((l) => l.buildingType === '住宅')!;
    // 2026 high-rise housing in 江苏: tens of 元 per m² of building area, about a thousand per tonne.
    expect(housing.latest.price).toBeGreaterThan(55);
    expect(housing.latest.price).toBeLessThan(140);
    expect(housing.latest.altPrice).toBeGreaterThan(700);
    expect(housing.latest.altPrice).toBeLessThan(1700);
    expect(housing.latest.samples).toBeGreaterThan(0);
    expect(housing.spark.length).toBe(LABOUR_LIMITS.sparkDefault);
    expect(housing.spark[housing.spark.length - 1]).toEqual({ quarter: data.scope.quarter, price: housing.latest.price });

    // The trade of the side menu goes into the address; the sections are not asked again.
    index.setTrade('rebar');
    expect(navigator.address).toBe(`/laborSubcontracting/index?areaId=${jiangsu}&trade=rebar`);
    expect(index.sections.data).toBe(data);
    // That trade across the province's cities: 江苏 first, its cities, 全国 for reference.
    await index.setAreaBuildingType('住宅');
    const area = index.area.data!;
    expect(area.trade.code).toBe('rebar');
    expect(area.buildingType).toBe('住宅');
    expect(area.rows[0].areaid).toBe(jiangsu);
    expect(area.rows.some((r) => r.name === '苏州市' && r.level === 'city')).toBe(true);
    expect(area.rows[area.rows.length - 1].level).toBe('national');
  });

  it('a member without VIP is shown the quarter before the newest, and told so', async () => {
    const { index, catalog } = rig('member');
    const jiangsu = await areaOf(catalog, '江苏');
    await index.applyUrl(`?areaId=${jiangsu}&trade=rebar`);
    expect(index.tradeCode).toBe('rebar');
    const scope = index.sections.data!.scope;
    expect(scope.newestLocked).toBe(true);
    expect(scope.quarter).toBe(scope.visibleQuarter);
    expect(quarterKey(scope.visibleQuarter)).toBe(quarterKey(shiftQuarter(scope.latestQuarter, -1)));
    for (const s of index.sections.data!.sections) for (const l of s.lines) expect(l.latest.quarter).toBe(scope.visibleQuarter);
  });

  it('ignores an unknown region or trade of the address (全国, every trade) and moves to a city', async () => {
    const { index, catalog, navigator } = rig();
    await index.applyUrl('?areaId=999999&trade=plumber');
    expect(index.areaId).toBe(1);
    expect(index.tradeCode).toBe('');
    expect(index.sections.data!.scope.region.level).toBe('national');
    const suzhou = await areaOf(catalog, '苏州市');
    await index.setRegion(suzhou);
    expect(navigator.address).toBe(`/laborSubcontracting/index?areaId=${suzhou}`);
    const scope = index.sections.data!.scope;
    expect(scope.region.name).toBe('苏州市');
    expect(scope.region.provinceName).toBe('江苏');
  });
});

describe('the price-line store against the server', () => {
  it('opens 钢筋工 住宅 of 苏州市: header, trend with the band, comparison with 上海 and 四川, quarters with the index base', async () => {
    const { index, line, catalog, navigator } = rig();
    const suzhou = await areaOf(catalog, '苏州市');
    await index.applyUrl(`?areaId=${suzhou}`);
    const rebar = index.sections.data!.sections.find((s) => s.trade.code === 'rebar')!;
    const housing = rebar.lines.find((l) => l.buildingType === '住宅')!;

    await line.open(housing.id, '');
    const d = line.detail.data!;
    expect(d.line.id).toBe(housing.id);
    expect(d.line.trade.code).toBe('rebar');
    expect(d.line.region.name).toBe('苏州市');
    expect(d.latest.price).toBe(housing.latest.price);
    expect(d.twoYears.min).toBeLessThanOrEqual(d.twoYears.max);
    expect(d.national.ratio).not.toBeNull();

    // Five years by default: 20 quarters up to the newest.
    const trend = line.trend.data!;
    expect(trend.series.points.length).toBe(20);
    expect(trend.series.points[19].quarter).toBe(d.scope.visibleQuarter);
    expect(trend.band.points.length).toBeGreaterThan(0);
    for (const b of trend.band.points) expect(b.min).toBeLessThanOrEqual(b.max);

    const shanghai = await areaOf(catalog, '上海');
    const sichuan = await areaOf(catalog, '四川');
    expect(line.toggleCompare(shanghai)).toBeNull();
    expect(line.toggleCompare(sichuan)).toBeNull();
    expect(navigator.address).toBe(`/laborSubcontracting/priceLine/${housing.id}?compare=${shanghai},${sichuan}`);
    await line.open(housing.id, `?compare=${shanghai},${sichuan}`);
    const compared = line.trend.data!.compare;
    expect(compared.map((c) => c.region.name)).toEqual(['上海', '四川']);
    // 上海 dearer than 四川 in the newest quarter (the east above the west).
    const lastOf = (i: number) => compared[i].points[compared[i].points.length - 1].price;
    expect(lastOf(0)).toBeGreaterThan(lastOf(1));
    // Its own region cannot be compared with itself; a fifth region is refused.
    expect(line.toggleCompare(suzhou)).toBe(LabourMessages.compareSelf);

    // The quarters: newest first, the base quarter's index 100.
    await line.setPageSize(50);
    const q = line.quarters.data!;
    expect(q.list[0].quarter).toBe(d.scope.visibleQuarter);
    expect(q.total).toBe(20);

    line.setPeriod(null);
    expect(navigator.address).toBe(`/laborSubcontracting/priceLine/${housing.id}?period=all&compare=${shanghai},${sichuan}`);
    await line.open(housing.id, `?compare=${shanghai},${sichuan}&period=all`);
    const all = line.quarters.data!;
    expect(all.total).toBeGreaterThan(30);
    const base = all.list.find((r) => r.quarter === LABOUR_INDEX_BASE.quarter)!;
    expect(base.index).toBe(100);
    // The index of a quarter is its price against the base quarter's.
    const newest = all.list[0];
    expect(newest.index).toBeCloseTo((newest.price / base.price) * 100, 1);
  });

  it('keeps a line as a favourite and forgets it again', async () => {
    const { index, line } = rig('member');
    await index.applyUrl('');
    const id = index.sections.data!.sections[0].lines[0].id;
    await line.open(id, '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(line.saved).toBe(false);
    const saved = await line.toggleSaved();
    expect(saved).toEqual({ message: LabourMessages.saved, ok: true });
    expect(line.saved).toBe(true);
    const cancelled = await line.toggleSaved();
    expect(cancelled).toEqual({ message: LabourMessages.cancelled, ok: true });
    expect(line.saved).toBe(false);
  });

  it('without the favorites plugin, offers no 收藏 and asks nothing about it', async () => {
    const { api, catalog, navigator, index } = rig('member');
    const rights: Rights = { has: () => false, refused: () => undefined };
    const asked: number[][] = [];
    const watched = Object.assign(Object.create(api) as HttpLabourApi, {
      collectStatus: (ids: readonly number[]) => {
        asked.push([...ids]);
        return api.collectStatus(ids);
      },
    });
    const line = new MobxLabourLineStore(watched, catalog, navigator, rights, { plugins: ['cost-data', 'labour'], version: 'v1', gateways: DEFAULT_GATEWAYS });
    expect(line.favoritesOn).toBe(false);
    await index.applyUrl('');
    await line.open(index.sections.data!.sections[0].lines[0].id, '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([]);
    expect(line.saved).toBeUndefined();
    expect(new MobxLabourLineStore(api, catalog, navigator, rights, { plugins: ['favorites', 'labour'], version: 'v1', gateways: DEFAULT_GATEWAYS }).favoritesOn).toBe(true);
  });

  it('answers a missing line with its message', async () => {
    const { line } = rig();
    await line.open(99_999_999, '');
    expect(line.detail.status).toBe('error');
    expect(line.detail.error).toBe(LabourMessages.lineNotFound);
  });

  it('downloads a line as a workbook', async () => {
    const { api, index } = rig();
    await index.applyUrl('');
    const id = index.sections.data!.sections[1].lines[0].id;
    const blob = await api.exportLine(id, { from: '2024Q1', to: '2025Q4' });
    expect(blob.size).toBeGreaterThan(2000);
    expect(blob.type).toMatch(/spreadsheetml/);
  });
});

describe('the address of the price line', () => {
  it('reads at most four distinct compared regions', () => {
    expect(compareOf('12,23,12,x,0,5,6,7')).toEqual([12, 23, 5, 6]);
    expect(compareOf(null)).toEqual([]);
  });
});
