/**
 * The unit-price stores over the real API: the kernel's HTTP client against the unit-price server
 * (cost-data seeded at scale 1 with its priced bills, see tests/plugins/unit-price/server/fixtures.ts)
 * running in a child process.
 */
import 'reflect-metadata';
import { RxEventBus } from '@kernel/client/event-bus';
import { FetchHttpClient } from '@kernel/client/http-client';
import { MobxSessionStore } from '@kernel/client/session-store';
import { MobxUiStore } from '@kernel/client/ui-store';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import { HttpUnitPriceApi } from '@plugins/unit-price/client/api';
import { MobxProjectBillStore } from '@plugins/unit-price/client/bill-store';
import { MobxUnitPriceDetailStore } from '@plugins/unit-price/client/detail-store';
import { MobxUnitPriceListStore } from '@plugins/unit-price/client/list-store';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';
import { FakeNavigator, FakeNotifier } from './fakes';

jest.setTimeout(120_000);

let server: SpawnedServer;

beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/unit-price/client/run-unit-price-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await server?.stop();
});

function rig(username: 'demo_vip' | 'demo_user' = 'demo_vip') {
  const bus = new RxEventBus();
  const session = new MobxSessionStore();
  const notifier = new FakeNotifier();
  const navigator = new FakeNavigator();
  const http = new FetchHttpClient({ plugins: [], version: 'v1', gateways: DEFAULT_GATEWAYS }, session, bus, notifier, navigator, new MobxUiStore());
  http.origin = server.url;
  session.setLogin({ token: `token-${username}`, casId: 'cas-1', expireIn: 3600, keepLogin: false });
  const api = new HttpUnitPriceApi(http);
  return { api, notifier, navigator, list: new MobxUnitPriceListStore(api, navigator), detail: new MobxUnitPriceDetailStore(api, notifier), bill: new MobxProjectBillStore(api) };
}

const JIANGSU = 12;

describe('the list store against the server', () => {
  it('searches 现浇构件钢筋 in 江苏 for 2024 from the address, with the tree of the standard, and opens the samples of a row', async () => {
    const { list } = rig();
    await list.applyUrl(`?keyWord=${encodeURIComponent('现浇构件钢筋')}&areaId=${JIANGSU}&dateFrom=2024-01&dateTo=2024-12`);
    expect(list.state).toBe('ready');
    expect(list.standard).toBe('2013');
    expect(list.page!.scope.area.name).toBe('江苏');
    expect(list.rows.length).toBeGreaterThan(0);
    const rebar = list.rows.find((r) => r.code9 === '010515001')!;
    expect(rebar).toBeDefined();
    expect(rebar.name).toBe('现浇构件钢筋');
    expect(rebar.unit).toBe('t');
    expect(rebar.p10).toBeLessThanOrEqual(rebar.median);
    expect(rebar.median).toBeLessThanOrEqual(rebar.p90);
    // 2024 rebar in East China: thousands of 元 per tonne.
    expect(rebar.median).toBeGreaterThan(3500);
    expect(rebar.median).toBeLessThan(7000);

    // 清单分类 of GB 50854-2013 with the counts of the filtered set.
    expect(list.tree.status).toBe('ready');
    const building = list.tree.data!.find((n) => n.code === '01')!;
    expect(building.children.some((c) => c.code === '0105')).toBe(true);
    expect(building.sampleCount).toBeGreaterThan(0);

    // The row's samples: items of 江苏 in 2024, their count the row's.
    await list.openRow(rebar);
    const t = list.open!.template.data!;
    expect(t.stats.count).toBe(rebar.count);
    expect(t.stats.median).toBe(rebar.median);
    expect(t.samples.total).toBe(rebar.count);
    for (const s of t.samples.list) {
      expect(s.provinceName).toBe('江苏');
      expect(s.month >= '2024-01' && s.month <= '2024-12').toBe(true);
      expect(s.code.startsWith('010515001')).toBe(true);
    }
    await list.setSampleSort('price');
    const prices = list.open!.template.data!.samples.list.map((s) => s.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    list.closeRow();
    expect(list.open).toBeNull();
  });

  it('keeps sort, page and the chapter node in the address; a header search replaces the keyword', async () => {
    const { list, navigator } = rig();
    await list.applyUrl('');
    const total = list.total;
    expect(total).toBeGreaterThan(20);
    await list.toggleSort('median');
    expect(navigator.address).toContain('sort=median.desc');
    const medians = list.rows.map((r) => r.median);
    expect(medians).toEqual([...medians].sort((a, b) => b - a));
    await list.setPage(2);
    expect(navigator.address).toContain('page=2');
    expect(list.query.pageNum).toBe(2);

    await list.update({ tradeCode: '0105' });
    expect(navigator.address).toContain('tradeCode=0105');
    expect(navigator.address).not.toContain('page=');
    expect(list.rows.every((r) => r.code9.startsWith('0105'))).toBe(true);

    await list.search('加气块');
    expect(list.query.keyWord).toBe('加气块');
    expect(list.query.tradeCode).toBeUndefined();
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.some((r) => r.code9.startsWith('0104'))).toBe(true);

    await list.reset();
    expect(list.query).toEqual({ pageNum: 1, pageSize: 20 });
    expect(list.total).toBe(total);
  });

  it('shows GB/T 50854-2024 for a period wholly from 2025-09 on, and never mixes the standards', async () => {
    const { list } = rig();
    await list.applyUrl('?dateFrom=2025-09&dateTo=2026-06');
    expect(list.standard).toBe('2024');
    expect(list.rows.every((r) => r.standard === '2024')).toBe(true);
    await list.update({ standard: '2013' });
    expect(list.rows.every((r) => r.standard === '2013')).toBe(true);
  });
});

describe('the detail store against the server', () => {
  it('loads every section of an item; the parts add up to the unit price to the cent; peers of the province and the country', async () => {
    const { list, detail } = rig();
    await list.applyUrl(`?keyWord=010505001&areaId=${JIANGSU}`);
    const row = list.rows.find((r) => r.code9 === '010505001')!;
    await list.openRow(row);
    const sample = list.open!.template.data!.samples.list[0];
    await detail.load({ id: sample.id, projectId: sample.projectId });

    const info = detail.info.data!;
    expect(info.code).toMatch(/^010505001\d{3}$/);
    expect(info.name).toBe('有梁板');
    expect(info.unitPrice).toBe(sample.unitPrice);
    const c = detail.composition.data!;
    const cents = c.rows.reduce((n, r) => n + Math.round(r.value * 100), 0);
    expect(cents).toBe(Math.round(info.unitPrice * 100));
    expect(c.rows.map((r) => r.name).slice(0, 5)).toEqual(['人工费', '材料费', '机械费', '管理费', '利润']);
    expect(detail.norms.data!.lines.length).toBeGreaterThan(0);
    const res = detail.resources.data!;
    const labour = c.rows.find((r) => r.code === 'labour')!.value;
    expect(res.totals.labour).toBeCloseTo(labour, 2);
    expect(res.lines.some((l) => l.kind === '材料' && l.infoPrice != null)).toBe(true);
    expect(detail.related.status).toBe('ready');

    expect(detail.peers.data!.scope.area.name).toBe('江苏');
    expect(detail.peers.data!.stats.count).toBeGreaterThan(0);
    await detail.setPeerScope('national');
    expect(detail.peers.data!.scope.area.name).toBe('全国');
    expect(detail.peers.data!.stats.count).toBeGreaterThanOrEqual(row.count);

    // The PDF is a real PDF.
    const pdf = await rig().api.pdf({ id: info.id, projectId: info.projectId });
    const head = new Uint8Array(await pdf.arrayBuffer()).slice(0, 5);
    expect(String.fromCharCode(...head)).toBe('%PDF-');
  });

  it('answers a mismatched project with a Chinese message, and refuses details without the VIP right', async () => {
    const { detail, list } = rig();
    await list.applyUrl('?keyWord=010515001');
    await list.openRow(list.rows[0]);
    const sample = list.open!.template.data!.samples.list[0];
    await detail.load({ id: sample.id, projectId: sample.projectId + 100000 });
    expect(detail.info.status).toBe('error');
    expect(detail.info.error).toMatch(/清单项目不存在/);

    const member = rig('demo_user');
    await member.detail.load({ id: sample.id, projectId: sample.projectId });
    expect(member.detail.info.status).toBe('error');
    expect(member.detail.composition.status).toBe('error');
    const right = await member.api.right();
    expect(right.allowed).toBe(false);
    expect(right.loggedIn).toBe(true);
    expect((await rig().api.right()).allowed).toBe(true);
  });
});

describe('the bill store against the server', () => {
  it('pages a single project’s bill by chapter, with its 优质清单; prices hidden without the VIP right', async () => {
    const { list, bill } = rig();
    await list.applyUrl('?keyWord=010515001');
    await list.openRow(list.rows[0]);
    const projectId = list.open!.template.data!.samples.list[0].projectId;
    await bill.load(projectId);
    const page = bill.page.data!;
    expect(page.total).toBeGreaterThanOrEqual(80);
    expect(page.pricesVisible).toBe(true);
    expect(page.list.length).toBe(20);
    expect(page.chapters.reduce((n, c) => n + c.count, 0)).toBe(page.total);
    expect(bill.excellent.data!.length).toBeGreaterThan(0);
    expect(bill.excellent.data!.every((b) => b.excellent && b.unitPrice != null)).toBe(true);

    const chapter = page.chapters.find((c) => c.code === '0105')!;
    await bill.setChapter('0105');
    expect(bill.page.data!.total).toBe(chapter.count);
    expect(bill.page.data!.list.every((b) => b.chapter.code === '0105')).toBe(true);

    const member = rig('demo_user');
    await member.bill.load(projectId);
    expect(member.bill.page.data!.pricesVisible).toBe(false);
    expect(member.bill.page.data!.list.every((b) => b.unitPrice == null && b.amount == null)).toBe(true);
  });
});
