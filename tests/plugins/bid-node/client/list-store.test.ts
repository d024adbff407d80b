import 'reflect-metadata';
import { MobxListStore, RANGE_RESULT_CAP } from '@plugins/bid-node/client/list-store';
import { StorageKeys } from '@plugins/bid-node/client/storage';
import { FakeNavigator, FakeNotifier, fakeApi, summary } from './fakes';

function setup(total = 120, address = '/commonproj/index') {
  const api = fakeApi(total);
  const nav = new FakeNavigator(address);
  const notifier = new FakeNotifier();
  const store = new MobxListStore(api, nav, notifier);
  return { api, nav, notifier, store };
}

describe('ListStore', () => {
  beforeEach(() => sessionStorage.clear());

  it('loads the query of the address once', async () => {
    const { api, store } = setup();
    await store.applyUrl('?buildingUse=住宅&areaId=12&page=2');
    expect(api.queries).toEqual([{ areaId: 12, buildingUse: ['住宅'], pageNum: 2, pageSize: 20 }]);
    expect(store.items).toHaveLength(20);
    expect(store.items[0].id).toBe(21);
    expect(store.total).toBe(120);
    expect(store.pageCount).toBe(6);
    // The same address again (e.g. the effect re-running after our own URL write): no new call.
    await store.applyUrl('buildingUse=住宅&areaId=12&page=2');
    expect(api.queries).toHaveLength(1);
  });

  it('a filter change goes back to page 1 and writes the address (keeping gid)', async () => {
    const { api, nav, store } = setup(120, '/commonproj/index?gid=G1&page=3');
    await store.applyUrl('?gid=G1&page=3');
    await store.update({ structure: ['剪力墙', '框架'] });
    expect(api.queries.at(-1)).toEqual({ structure: ['剪力墙', '框架'], pageNum: 1, pageSize: 20 });
    expect(nav.current()).toBe('/commonproj/index?gid=G1&structure=%E5%89%AA%E5%8A%9B%E5%A2%99%2C%E6%A1%86%E6%9E%B6');
    // The router then reports the new address: no second load.
    const calls = api.queries.length;
    await store.applyUrl(nav.current().split('?')[1]);
    expect(api.queries).toHaveLength(calls);
  });

  it('paging and page size', async () => {
    const { api, nav, store } = setup();
    await store.applyUrl('');
    await store.setPage(4);
    expect(api.queries.at(-1)).toMatchObject({ pageNum: 4, pageSize: 20 });
    expect(nav.current()).toBe('/commonproj/index?page=4');
    await store.setPage(99);
    expect(api.queries.at(-1)).toMatchObject({ pageNum: 6 });
    await store.setPageSize(50);
    expect(api.queries.at(-1)).toMatchObject({ pageNum: 1, pageSize: 50 });
    await store.setPageSize(30);
    expect(api.queries.at(-1)).toMatchObject({ pageSize: 50 });
  });

  it('sorting cycles desc → asc → default', async () => {
    const { api, store } = setup();
    await store.applyUrl('');
    await store.toggleSort('unitCost');
    expect(api.queries.at(-1)).toMatchObject({ sortField: 'unitCost', sortOrder: 'desc' });
    await store.toggleSort('unitCost');
    expect(api.queries.at(-1)).toMatchObject({ sortField: 'unitCost', sortOrder: 'asc' });
    await store.toggleSort('unitCost');
    expect(api.queries.at(-1)).toEqual({ pageNum: 1, pageSize: 20 });
    await store.toggleSort('buildingArea');
    expect(api.queries.at(-1)).toMatchObject({ sortField: 'buildingArea', sortOrder: 'desc' });
  });

  it('a header search replaces the filters with the keyword; reset keeps the keyword', async () => {
    const { api, nav, store } = setup();
    await store.applyUrl('?areaId=12&structure=框架&size=50');
    await store.search('  住宅 18层 ');
    expect(api.queries.at(-1)).toEqual({ keyWord: '住宅 18层', pageNum: 1, pageSize: 50 });
    expect(nav.current()).toContain('keyWord=');
    await store.update({ buildingUse: ['住宅'] });
    await store.reset();
    expect(api.queries.at(-1)).toEqual({ keyWord: '住宅 18层', pageNum: 1, pageSize: 50 });
  });

  it('a stale answer never overwrites a newer one', async () => {
    const resolvers: Array<() => void> = [];
    const api = fakeApi(10, {
      list: (q) =>
        new Promise((resolve) => {
          resolvers.push(() => resolve({ total: q.pageNum, pageNum: q.pageNum, pageSize: q.pageSize, list: [summary(q.pageNum)] }));
        }),
    });
    const store = new MobxListStore(api, new FakeNavigator(), new FakeNotifier());
    const first = store.applyUrl('page=1');
    const second = store.applyUrl('page=2');
    resolvers[1]();
    await second;
    resolvers[0]();
    await first;
    expect(store.page?.pageNum).toBe(2);
    expect(store.state).toBe('ready');
  });

  it('selection is kept across pages', async () => {
    const { store } = setup();
    await store.applyUrl('');
    store.toggleSelect(store.items[0]);
    store.toggleSelect(store.items[1]);
    await store.setPage(2);
    store.setPageSelected(true);
    expect(store.selected).toHaveLength(22);
    store.setPageSelected(false);
    expect(store.selected.map((s) => s.id)).toEqual([1, 2]);
    store.toggleSelect(store.selected[0]);
    expect(store.isSelected(1)).toBe(false);
    store.clearSelection();
    expect(store.selected).toHaveLength(0);
  });

  it('range request: the ticked rows, else the result capped', async () => {
    const { api, store } = setup(1234);
    await store.applyUrl('?areaId=12&buildingUse=住宅');
    store.toggleSelect(store.items[2]);
    store.toggleSelect(store.items[5]);
    const picked = await store.prepareRange((id) => (id === 12 ? '江苏' : ''));
    expect(picked).toEqual({ ids: [3, 6], source: 'selected', basis: '地区：江苏；工程用途：住宅', resultTotal: 1234 });
    expect(store.rangeUrl(picked!)).toBe('/commonproj/indexRange?ids=3,6');
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.rangeRequest)!).ids).toEqual([3, 6]);

    store.clearSelection();
    const before = api.queries.length;
    const all = await store.prepareRange(() => '江苏');
    expect(all!.source).toBe('result');
    expect(all!.ids).toHaveLength(RANGE_RESULT_CAP);
    expect(all!.ids[0]).toBe(1);
    const fetched = api.queries.slice(before);
    expect(fetched.every((q) => q.pageSize === 50 && q.areaId === 12)).toBe(true);
    expect(fetched).toHaveLength(Math.ceil(RANGE_RESULT_CAP / 50));
    // Too many for the address: session storage only.
    expect(store.rangeUrl(all!)).toBe('/commonproj/indexRange');
  });

  it('export saves the blob and reports failures', async () => {
    const blob = new Blob(['x'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const exportList = jest.fn(async () => blob);
    const api = fakeApi(5, { exportList });
    const notifier = new FakeNotifier();
    const store = new MobxListStore(api, new FakeNavigator(), notifier);
    (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:x';
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await store.applyUrl('structure=框架');
    expect(await store.exportExcel()).toBe(true);
    expect(exportList).toHaveBeenCalledWith({ structure: ['框架'], pageNum: 1, pageSize: 20 });
    expect(click).toHaveBeenCalled();
    exportList.mockRejectedValueOnce(new Error('您暂无访问权限！'));
    expect(await store.exportExcel()).toBe(false);
    expect(notifier.messages.at(-1)).toEqual({ message: '您暂无访问权限！', kind: 'error' });
    click.mockRestore();
  });
});
