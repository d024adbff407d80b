import 'reflect-metadata';
import { checkBlob } from '@kernel/client/downloads';
import { MobxCompareStore, compareUrl, trayItemOf } from '@plugins/bid-node/client/compare-store';
import { MobxRangeStore } from '@plugins/bid-node/client/range-store';
import { StorageKeys } from '@plugins/bid-node/client/storage';
import { fakeApi, summary } from './fakes';

describe('CompareStore', () => {
  beforeEach(() => sessionStorage.clear());

  it('holds at most four, persisted in session storage', () => {
    const store = new MobxCompareStore(fakeApi());
    expect(store.add(trayItemOf(summary(1)))).toBe('added');
    expect(store.add(trayItemOf(summary(1)))).toBe('exists');
    expect(store.addMany([2, 3, 4, 5, 6].map((id) => trayItemOf(summary(id))))).toEqual({ added: 3, rejected: 2 });
    expect(store.full).toBe(true);
    expect(store.items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    // A reload builds the store again from session storage.
    const again = new MobxCompareStore(fakeApi());
    expect(again.items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    again.remove(2);
    expect(new MobxCompareStore(fakeApi()).items.map((i) => i.id)).toEqual([1, 3, 4]);
    again.clear();
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.compareTray)!)).toEqual([]);
  });

  it('reads ids from the address and loads 2 to 4', async () => {
    const compare = jest.fn(async (ids: readonly number[]) => ({ items: ids.map((id) => ({ base: { id }, specialties: [], fees: [], indicators: [] })) }));
    const store = new MobxCompareStore(fakeApi(10, { compare: compare as never }));
    expect(compareUrl([3, 9])).toBe('/commonproj/compare?ids=3,9');
    expect(store.idsFrom('?ids=3,9,3,x,-1,7,8,10')).toEqual([3, 9, 7, 8]);
    await store.load([3]);
    expect(compare).not.toHaveBeenCalled();
    expect(store.state).toBe('idle');
    await store.load([3, 9]);
    expect(compare).toHaveBeenCalledWith([3, 9]);
    expect(store.state).toBe('ready');
    expect(store.data?.items).toHaveLength(2);
  });
});

describe('RangeStore', () => {
  beforeEach(() => sessionStorage.clear());
  const stats = { indicator: { code: 'unitCost', name: '单方造价', unit: '元/m²' }, count: 3, min: 1, p10: 1, q1: 1, median: 2, q3: 3, p90: 3, max: 3, mean: 2, histogram: [] };

  it('takes the ids of the address, with the stored basis when it matches', async () => {
    sessionStorage.setItem(StorageKeys.rangeRequest, JSON.stringify({ ids: [4, 5], source: 'selected', basis: '地区：江苏', resultTotal: 40 }));
    const interval = jest.fn(async () => stats);
    const store = new MobxRangeStore(fakeApi(10, { interval: interval as never }));
    store.init('?ids=4,5');
    expect(store.request).toEqual({ ids: [4, 5], source: 'selected', basis: '地区：江苏', resultTotal: 40 });
    store.init('?ids=7,8,9&indicator=rebar');
    expect(store.request).toEqual({ ids: [7, 8, 9], source: 'selected', basis: '', resultTotal: 3 });
    expect(store.indicator).toBe('rebar');
    await store.load();
    expect(interval).toHaveBeenCalledWith('rebar', [7, 8, 9]);
    expect(store.state).toBe('ready');
    await store.setIndicator('unitCost');
    expect(interval).toHaveBeenLastCalledWith('unitCost', [7, 8, 9]);
  });

  it('falls back to session storage (a reload of a large sample) and is empty without either', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => i + 1);
    sessionStorage.setItem(StorageKeys.rangeRequest, JSON.stringify({ ids, source: 'result', basis: '地区：全国', resultTotal: 3000 }));
    const store = new MobxRangeStore(fakeApi());
    store.init('');
    expect(store.ids).toHaveLength(300);
    expect(store.request?.source).toBe('result');
    sessionStorage.clear();
    store.init('');
    expect(store.request).toBeNull();
    await store.load();
    expect(store.state).toBe('idle');
  });
});

describe('downloads', () => {
  it('a JSON answer instead of a file is an error', async () => {
    const file = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await expect(checkBlob(file)).resolves.toBe(file);
    const refused = new Blob([JSON.stringify({ statusCode: 820, businessMsg: 'no', data: null })], { type: 'application/json' });
    await expect(checkBlob(refused)).rejects.toMatchObject({ message: '您暂无访问权限！', statusCode: 820 });
  });
});
