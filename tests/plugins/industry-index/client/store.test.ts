/** @jest-environment jsdom */
import 'reflect-metadata';
import { MobxIndustryIndexStore, selectionOf } from '@plugins/industry-index/client/store';
import { areaIdOf, FakeApi, FakeNavigator } from './fakes';

/** The page's store over a test double of the API: the address, loading only what changed, the trend province, the download. */

const params = () => new FakeApi().params();

describe('selectionOf (the address)', () => {
  it('defaults to 全国, the newest year and 建筑业总产值', async () => {
    expect(selectionOf('', await params())).toEqual({ areaId: 1, period: '2025', indicator: 'output', trendAreaId: null });
  });

  it('takes a province, a quarter (any case), an indicator and a trend province; drops what the parameters do not offer', async () => {
    const p = await params();
    const jiangsu = areaIdOf('江苏');
    expect(selectionOf(`?areaId=${jiangsu}&period=2024q3&indicator=floorArea&trendAreaId=${areaIdOf('四川')}`, p)).toEqual({
      areaId: jiangsu,
      period: '2024Q3',
      indicator: 'floorArea',
      trendAreaId: areaIdOf('四川'),
    });
    // 台湾 (28) has no figures; 2014 and 2023Q2 are not listed; gdp is no indicator; 全国 is no trend province.
    expect(selectionOf('?areaId=28&period=2014&indicator=gdp&trendAreaId=1', p)).toEqual({ areaId: 1, period: '2025', indicator: 'output', trendAreaId: null });
    expect(selectionOf('?period=2023Q2', p).period).toBe('2025');
    expect(selectionOf('?areaId=-4&period=abc', p).areaId).toBe(1);
  });
});

describe('MobxIndustryIndexStore', () => {
  it('loads the address, then only what changed, writing the address back', async () => {
    const api = new FakeApi();
    const nav = new FakeNavigator();
    const store = new MobxIndustryIndexStore(api, nav);
    await store.applyUrl('?period=2023');
    expect(store.data.data?.period.key).toBe('2023');
    expect(store.data.data?.chosen.provinces[0]!.name).toBe('江苏');
    expect(api.calls).toEqual([{ areaId: 1, period: '2023', indicator: 'output', trendAreaId: undefined }]);
    await store.applyUrl('?period=2023');
    expect(api.calls).toHaveLength(1);

    await store.setIndicator('contracts');
    expect(api.calls[1]).toMatchObject({ indicator: 'contracts', period: '2023' });
    expect(nav.visits[nav.visits.length - 1]).toEqual({ to: '/industry-index/index?period=2023&indicator=contracts', replace: true });

    const zhejiang = areaIdOf('浙江');
    await store.setRegion(zhejiang);
    // A province chosen as the region is the trend's province too.
    expect(store.selection).toMatchObject({ areaId: zhejiang, trendAreaId: zhejiang });
    expect(store.data.data?.region.name).toBe('浙江');
    expect(store.data.data?.trend.region.name).toBe('浙江');
    expect(store.url()).toBe(`/industry-index/index?areaId=${zhejiang}&period=2023&indicator=contracts&trendAreaId=${zhejiang}`);

    await store.setTrendRegion(areaIdOf('湖北'));
    expect(store.data.data?.trend.region.name).toBe('湖北');
    await store.setTrendRegion(1);
    expect(store.selection?.trendAreaId).toBe(areaIdOf('湖北'));

    await store.setPeriod('2025Q2');
    expect(store.data.data?.period.label).toBe('2025年1—2季度');
    expect(store.data.data?.trend.kind).toBe('quarter');
  });

  it('keeps the figures and reports the error when a load fails; reload asks again', async () => {
    const api = new FakeApi();
    const store = new MobxIndustryIndexStore(api, new FakeNavigator());
    await store.applyUrl('');
    api.failNext = '网络异常';
    await store.setPeriod('2020');
    expect(store.data.status).toBe('error');
    expect(store.data.error).toBe('网络异常');
    expect(store.data.data?.period.key).toBe('2025');
    await store.reload();
    expect(store.data.status).toBe('ready');
    expect(store.data.data?.period.key).toBe('2020');
  });

  it('downloads the workbook of the period and indicator; a refusal answers its message', async () => {
    const api = new FakeApi();
    const store = new MobxIndustryIndexStore(api, new FakeNavigator());
    const saved: string[] = [];
    const createObjectURL = (URL as unknown as { createObjectURL?: unknown }).createObjectURL;
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:x';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await store.applyUrl('?period=2024Q1&indicator=profit');
      expect(await store.exportXlsx()).toBeNull();
      expect(api.exports).toEqual([{ period: '2024Q1', indicator: 'profit' }]);
      expect(saved).toEqual(['行业管理指数_2024年1季度.xlsx']);
      api.exportError = new Error('操作过于频繁，请稍后再试');
      expect(await store.exportXlsx()).toBe('操作过于频繁，请稍后再试');
      expect(store.exporting).toBe(false);
    } finally {
      click.mockRestore();
      (URL as unknown as { createObjectURL?: unknown }).createObjectURL = createObjectURL;
    }
  });
});
