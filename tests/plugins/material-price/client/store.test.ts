/** @jest-environment jsdom */
import 'reflect-metadata';
import { DEFAULT_CODE, MobxMaterialPriceStore, selectionOf } from '@plugins/material-price/client/store';
import { materialPriceLink } from '@plugins/material-price/shared/routes';
import { FakeApi, FakeNavigator, META, C30 } from './fakes';

const limits = { firstMonth: 201801, latestMonth: 202610 };

describe('the address of the price page', () => {
  it('defaults to HRB400E Φ20~25 in 全国 over the 36 months up to the latest', () => {
    expect(selectionOf('', limits)).toEqual({ code: DEFAULT_CODE, areaId: 1, from: 202311, to: 202610, month: 202610 });
    expect(DEFAULT_CODE).toBe('R1004');
  });

  it('takes a link from a bill item (code, areaId, month): 24 months before it to 12 after, the table at that month', () => {
    const link = materialPriceLink({ code: 'R0304', areaId: 320500, month: '2024-05' });
    expect(link).toBe('/materialPrice/index?code=R0304&areaId=320500&month=2024-05');
    expect(selectionOf(link.split('?')[1]!, limits)).toEqual({ code: 'R0304', areaId: 320500, from: 202205, to: 202505, month: 202405 });
    // The latest months: the period stops at the data; YYYYMM works too.
    expect(selectionOf('?month=202608', limits)).toMatchObject({ from: 202408, to: 202610, month: 202608 });
  });

  it('clamps and repairs what it cannot use', () => {
    expect(selectionOf('?from=2010-01&to=2030-01', limits)).toMatchObject({ from: 201801, to: 202610 });
    expect(selectionOf('?from=2025-01&to=2020-01', limits)).toMatchObject({ from: 202001, to: 202501, month: 202501 });
    expect(selectionOf('?areaId=abc&code=&month=2024-13', limits)).toMatchObject({ code: 'R1004', areaId: 1, to: 202610 });
  });
});

describe('the price page store', () => {
  it('loads the meta, the series, the table and the resource list from the address', async () => {
    const api = new FakeApi();
    const store = new MobxMaterialPriceStore(api, new FakeNavigator());
    await store.applyUrl('?code=R0304&areaId=320500&month=2024-05');
    expect(store.meta.data).toEqual(META);
    expect(store.selection).toEqual({ code: 'R0304', areaId: 320500, from: 202205, to: 202505, month: 202405 });
    expect(store.series.status).toBe('ready');
    expect(store.series.data!.points).toHaveLength(37);
    expect(store.table.data!.month).toBe(202405);
    expect(store.resource).toEqual(C30);
    expect(api.calls.find((c) => c.kind === 'series')!.query).toEqual({ code: 'R0304', areaId: 320500, from: '2022-05', to: '2025-05' });
    expect(api.calls.find((c) => c.kind === 'table')!.query).toEqual({ code: 'R0304', areaId: 320500, month: '2024-05' });
    // The meta once, even for two callers at a time (the page's prepare and its first render).
    const again = new MobxMaterialPriceStore(api, new FakeNavigator());
    await Promise.all([again.applyUrl(''), again.applyUrl('')]);
    expect(api.calls.filter((c) => c.kind === 'meta')).toHaveLength(2);
    // The same address again loads nothing more.
    const n = api.calls.length;
    await store.applyUrl('?code=R0304&areaId=320500&month=2024-05');
    expect(api.calls.length).toBe(n);
  });

  it('writes each choice to the address and reloads only what it changes', async () => {
    const api = new FakeApi();
    const nav = new FakeNavigator();
    const store = new MobxMaterialPriceStore(api, nav);
    await store.applyUrl('');
    const count = (kind: string) => api.calls.filter((c) => c.kind === kind).length;
    await store.setMonth(202501);
    expect(nav.address).toBe('/materialPrice/index?code=R1004&areaId=1&month=2025-01&from=2023-11&to=2026-10');
    expect([count('series'), count('table')]).toEqual([1, 2]);
    await store.setRegion(12);
    expect(nav.address).toContain('areaId=12');
    expect([count('series'), count('table')]).toEqual([2, 3]);
    await store.selectResource(C30);
    expect(store.resource).toEqual(C30);
    expect(nav.address).toContain('code=R0304');
    // A period that leaves out the table's month moves the table to the period's end.
    await store.setPeriod(201901, 201912);
    expect(store.selection).toMatchObject({ from: 201901, to: 201912, month: 201912 });
    // Reversed and too long periods are repaired.
    await store.setPeriod(202610, 201001);
    expect(store.selection).toMatchObject({ from: 201801, to: 202610 });
  });

  it('keeps the newest answer when an older series answers last', async () => {
    const api = new FakeApi();
    const store = new MobxMaterialPriceStore(api, new FakeNavigator());
    await store.applyUrl('');
    api.hold = true;
    const first = store.setRegion(12);
    const second = store.setRegion(320500);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // Answer the newer requests first, then the older ones.
    const pending = api.pending.splice(0);
    expect(pending).toHaveLength(4);
    for (const go of [...pending].reverse()) go();
    await Promise.all([first, second]);
    expect(store.series.data!.region.areaid).toBe(320500);
    expect(store.table.data!.rows.map((r) => r.areaid)).toEqual([12, 320500, 1]);
    expect(store.selection!.areaId).toBe(320500);
  });

  it('searches by keyword and type; a failure is the message of the answer', async () => {
    const api = new FakeApi();
    const store = new MobxMaterialPriceStore(api, new FakeNavigator());
    await store.search('混凝土');
    expect(store.results.data!.list.map((r) => r.code)).toEqual(['R0304']);
    await store.search('', '人工');
    expect(store.kind).toBe('人工');
    expect(store.results.data!.list.map((r) => r.kind)).toEqual(['人工']);
    api.refuse = '关键词不能超过 30 个字';
    await store.search('x');
    expect(store.results.status).toBe('error');
    expect(store.results.error).toBe('关键词不能超过 30 个字');
  });

  it('exports the shown selection; a refusal answers its message', async () => {
    const api = new FakeApi();
    const store = new MobxMaterialPriceStore(api, new FakeNavigator());
    await store.applyUrl('?code=R1004&areaId=12&from=2024-01&to=2024-12');
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:x';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    expect(await store.exportXlsx()).toBeNull();
    expect(api.calls.find((c) => c.kind === 'export')!.query).toEqual({ code: 'R1004', areaId: 12, from: '2024-01', to: '2024-12', month: '2024-12' });
    expect(saved).toEqual(['材料价格_热轧带肋钢筋_江苏_202401-202412.xlsx']);
    api.refuse = '请选择有效的月份（YYYY-MM）';
    expect(await store.exportXlsx()).toBe('请选择有效的月份（YYYY-MM）');
    expect(store.exporting).toBe(false);
    click.mockRestore();
  });
});
