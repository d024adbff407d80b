import 'reflect-metadata';
import { autorun } from 'mobx';
import {
  AddressQueryList,
  compactQuery,
  defineAddressQuery,
  intParam,
  listParam,
  matchRecentPeriod,
  monthRangeParams,
  RECENT_PERIODS,
  recentMonths,
  searchParams,
  type PagedQuery,
  type SortOrder,
} from '@kernel/client/address-query';
import type { Navigator } from '@kernel/client/navigator';
import { FakeNavigator } from '../../helpers/client-fakes';

/** A price list's query: a keyword, kinds, a region and a period; sorted by price or name. */
interface PriceQuery extends PagedQuery<'price' | 'name'> {
  keyWord?: string;
  kind?: string[];
  areaId?: number;
  dateFrom?: string;
  dateTo?: string;
}
interface PricePage {
  total: number;
  rows: string[];
}

const KINDS = ['人工', '材料', '机械'] as const;
const priceQuery = defineAddressQuery<PriceQuery>({
  filterKeys: ['keyWord', 'kind', 'areaId', 'dateFrom', 'dateTo'],
  defaults: { pageNum: 1, pageSize: 20 },
  pageSizes: [20, 50, 100],
  sortFields: ['price', 'name'],
  readFilters(p, q) {
    const kw = p.get('keyWord')?.trim();
    if (kw) q.keyWord = kw;
    q.kind = listParam(p.get('kind'), KINDS);
    const area = intParam(p.get('areaId'));
    if (area && area > 1) q.areaId = area;
    Object.assign(q, monthRangeParams(p));
  },
  writeFilters(q, p) {
    if (q.keyWord) p.set('keyWord', q.keyWord);
    if (q.kind?.length) p.set('kind', q.kind.join(','));
    if (q.areaId) p.set('areaId', String(q.areaId));
    if (q.dateFrom) p.set('dateFrom', q.dateFrom);
    if (q.dateTo) p.set('dateTo', q.dateTo);
  },
});

describe('parameter helpers', () => {
  it('read lists, integers and month ranges strictly', () => {
    expect(searchParams('?a=1').get('a')).toBe('1');
    expect(searchParams('a=1').get('a')).toBe('1');
    expect(listParam('材料, 人工,材料,城堡', KINDS)).toEqual(['材料', '人工']);
    expect(listParam('城堡', KINDS)).toBeUndefined();
    expect(listParam(null, KINDS)).toBeUndefined();
    expect([intParam(' 12 '), intParam('0'), intParam('-3'), intParam('2.5'), intParam('1e3'), intParam('1234567890'), intParam(null)]).toEqual([
      12,
      0,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(monthRangeParams(searchParams('dateFrom=2025-06&dateTo=2024-01'))).toEqual({ dateFrom: '2024-01', dateTo: '2025-06' });
    expect(monthRangeParams(searchParams('dateFrom=2024-13&dateTo=2024-02'))).toEqual({ dateTo: '2024-02' });
    expect(compactQuery({ a: undefined, b: null, c: '', d: [], e: 0, f: ['x'], g: false })).toEqual({ e: 0, f: ['x'], g: false });
  });

  it('give the recent periods up to the month of now and recognise them', () => {
    const now = new Date(2026, 10, 24);
    expect(RECENT_PERIODS.map((p) => p.label)).toEqual(['近一年', '近三年', '近五年']);
    expect(recentMonths(12, now)).toEqual({ dateFrom: '2025-12', dateTo: '2026-11' });
    expect(recentMonths(60, now)).toEqual({ dateFrom: '2021-12', dateTo: '2026-11' });
    expect(matchRecentPeriod({ dateFrom: '2023-12', dateTo: '2026-11' }, now, RECENT_PERIODS)?.id).toBe('3y');
    expect(matchRecentPeriod({ dateFrom: '2023-12', dateTo: '2026-10' }, now, RECENT_PERIODS)).toBeNull();
  });
});

describe('defineAddressQuery', () => {
  it('parses the filters, the sort and the paging, and writes them back in a fixed order', () => {
    const q = priceQuery.parse('?page=3&size=50&sort=price.asc&dateTo=2024-01&dateFrom=2025-12&areaId=32&kind=材料,人工&keyWord=%20钢筋%20&gid=G1');
    expect(q).toEqual({ keyWord: '钢筋', kind: ['材料', '人工'], areaId: 32, dateFrom: '2024-01', dateTo: '2025-12', sortField: 'price', sortOrder: 'asc', pageNum: 3, pageSize: 50 });
    expect(priceQuery.key(q)).toBe(
      'keyWord=%E9%92%A2%E7%AD%8B&kind=%E6%9D%90%E6%96%99%2C%E4%BA%BA%E5%B7%A5&areaId=32&dateFrom=2024-01&dateTo=2025-12&sort=price.asc&page=3&size=50',
    );
    expect(priceQuery.parse(priceQuery.key(q))).toEqual(q);
    expect(priceQuery.keys).toEqual(['keyWord', 'kind', 'areaId', 'dateFrom', 'dateTo', 'sort', 'page', 'size']);
  });

  it('drops what is malformed and omits the defaults', () => {
    expect(priceQuery.parse('sort=volume.desc&page=0&size=33&kind=城堡&areaId=abc')).toEqual({ pageNum: 1, pageSize: 20 });
    expect(priceQuery.parse('sort=name')).toEqual({ sortField: 'name', sortOrder: 'desc', pageNum: 1, pageSize: 20 });
    expect(priceQuery.key({ pageNum: 1, pageSize: 20 })).toBe('');
    expect(priceQuery.key({ pageNum: 1, pageSize: 20, sortField: 'price' })).toBe('sort=price.desc');
  });

  it('serialises into the current search, keeping foreign parameters and replacing its own', () => {
    expect(priceQuery.serialize({ keyWord: 'C30', pageNum: 2, pageSize: 20 }, '?gid=G1&keyWord=old&page=9&size=50')).toBe('?gid=G1&keyWord=C30&page=2');
    expect(priceQuery.serialize({ pageNum: 1, pageSize: 20 }, '?page=4')).toBe('');
    expect(priceQuery.serialize({ pageNum: 1, pageSize: 100 })).toBe('?size=100');
  });

  it('cleans empty fields so that equal queries are equal', () => {
    expect(priceQuery.clean({ keyWord: '', kind: [], areaId: undefined, pageNum: 1, pageSize: 20 })).toEqual({ pageNum: 1, pageSize: 20 });
    expect(Object.keys(priceQuery.clean({ keyWord: 'x', kind: [], pageNum: 1, pageSize: 20 }))).toEqual(['keyWord', 'pageNum', 'pageSize']);
  });
});

/** An API whose answers the test releases by hand, in any order. */
class HeldApi {
  calls: PriceQuery[] = [];
  private pending: Array<{ q: PriceQuery; resolve: (p: PricePage) => void; reject: (e: unknown) => void }> = [];
  constructor(public total = 95) {}
  list(q: PriceQuery): Promise<PricePage> {
    this.calls.push(q);
    return new Promise((resolve, reject) => this.pending.push({ q, resolve, reject }));
  }
  answer(index = 0): void {
    const [call] = this.pending.splice(index, 1);
    const start = (call.q.pageNum - 1) * call.q.pageSize;
    call.resolve({ total: this.total, rows: Array.from({ length: Math.max(0, Math.min(call.q.pageSize, this.total - start)) }, (_, i) => `${call.q.keyWord ?? ''}#${start + i + 1}`) });
  }
  fail(message: string): void {
    this.pending.shift()!.reject(new Error(message));
  }
  get waiting(): number {
    return this.pending.length;
  }
}

class PriceListStore extends AddressQueryList<PriceQuery, PricePage> {
  constructor(
    readonly api: HeldApi,
    navigator: Navigator,
    private readonly nameFirstAscending = false,
  ) {
    super(navigator, priceQuery, '/prices/index');
  }
  load(): Promise<void> {
    return this.loadPage((q) => this.api.list(q));
  }
  protected override firstSortOrder(field: 'price' | 'name'): SortOrder {
    return this.nameFirstAscending && field === 'name' ? 'asc' : 'desc';
  }
  search(keyword: string): Promise<void> {
    return this.replaceQuery({ ...priceQuery.defaults, pageSize: this.query.pageSize, keyWord: keyword });
  }
}

/** Runs `action`, answers its request and waits for it. */
async function settle(store: PriceListStore, action: () => Promise<void>): Promise<void> {
  const done = action();
  store.api.answer();
  await done;
}

describe('AddressQueryList', () => {
  it('loads the query of the address once, and again after a failure', async () => {
    const nav = new FakeNavigator('/prices/index?areaId=32&page=2&gid=G1');
    const store = new PriceListStore(new HeldApi(), nav);
    expect(store.state).toBe('idle');
    await settle(store, () => store.applyUrl('?areaId=32&page=2&gid=G1'));
    expect(store.api.calls).toEqual([{ areaId: 32, pageNum: 2, pageSize: 20 }]);
    expect([store.state, store.total, store.pageCount, store.page?.rows[0]]).toEqual(['ready', 95, 5, '#21']);
    // The same address again (the page's effect after our own write): no request, no address write.
    await store.applyUrl('areaId=32&page=2');
    expect(store.api.calls).toHaveLength(1);
    expect(nav.history).toEqual([]);
    // A failed load is retried by the same address.
    const failing = store.applyUrl('?areaId=12');
    store.api.fail('网络异常');
    await failing;
    expect([store.state, store.loading.error]).toEqual(['error', '网络异常']);
    await settle(store, () => store.applyUrl('?areaId=12'));
    expect(store.api.calls.map((q) => q.areaId)).toEqual([32, 12, 12]);
    expect(store.state).toBe('ready');
  });

  it('does not start the same query twice while it is under way', async () => {
    const store = new PriceListStore(new HeldApi(), new FakeNavigator('/prices/index'));
    const first = store.applyUrl('?keyWord=钢筋');
    await store.applyUrl('keyWord=钢筋');
    expect(store.api.waiting).toBe(1);
    store.api.answer();
    await first;
  });

  it('update goes back to page 1 and writes the address (replace), keeping foreign parameters', async () => {
    const nav = new FakeNavigator('/prices/index?gid=G1&page=3');
    const store = new PriceListStore(new HeldApi(), nav);
    await settle(store, () => store.applyUrl('?gid=G1&page=3'));
    const writes: Array<{ to: string; replace?: boolean }> = [];
    const navigate = nav.navigate.bind(nav);
    nav.navigate = (to: string, options?: { replace?: boolean }) => {
      writes.push({ to, replace: options?.replace });
      navigate(to);
    };
    await settle(store, () => store.update({ kind: ['材料'], keyWord: '' }));
    expect(store.query).toEqual({ kind: ['材料'], pageNum: 1, pageSize: 20 });
    expect(writes).toEqual([{ to: '/prices/index?gid=G1&kind=%E6%9D%90%E6%96%99', replace: true }]);
    expect(store.url()).toBe('/prices/index?gid=G1&kind=%E6%9D%90%E6%96%99');
    await settle(store, () => store.search('C30'));
    expect(nav.address).toBe('/prices/index?gid=G1&keyWord=C30');
  });

  it('clamps pages, takes only the offered page sizes and goes back to page 1 on a new size', async () => {
    const nav = new FakeNavigator('/prices/index');
    const store = new PriceListStore(new HeldApi(95), nav);
    await settle(store, () => store.applyUrl(''));
    await settle(store, () => store.setPage(99));
    expect(store.query.pageNum).toBe(5);
    await settle(store, () => store.setPage(-2));
    expect(store.query.pageNum).toBe(1);
    await settle(store, () => store.setPage(2.7));
    expect([store.query.pageNum, nav.address]).toEqual([2, '/prices/index?page=2']);
    const calls = store.api.calls.length;
    await store.setPageSize(33);
    expect(store.api.calls).toHaveLength(calls);
    await settle(store, () => store.setPageSize(50));
    expect([store.query, store.pageCount, nav.address]).toEqual([{ pageNum: 1, pageSize: 50 }, 2, '/prices/index?size=50']);
  });

  it('sorts a column in three states: its first order, the other, then the default', async () => {
    const store = new PriceListStore(new HeldApi(), new FakeNavigator('/prices/index'), true);
    await settle(store, () => store.applyUrl('?page=2'));
    const states: string[] = [];
    for (const field of ['price', 'price', 'price', 'name', 'name', 'name'] as const) {
      await settle(store, () => store.toggleSort(field));
      states.push(`${store.query.sortField ?? '-'}.${store.query.sortOrder ?? '-'}@${store.query.pageNum}`);
    }
    expect(states).toEqual(['price.desc@1', 'price.asc@1', '-.-@1', 'name.asc@1', 'name.desc@1', '-.-@1']);
    // Another column takes over from the current one.
    await settle(store, () => store.toggleSort('price'));
    await settle(store, () => store.toggleSort('name'));
    expect([store.query.sortField, store.query.sortOrder]).toEqual(['name', 'asc']);
  });

  it('shows only the newest answer, and observers see query and page change together', async () => {
    const store = new PriceListStore(new HeldApi(), new FakeNavigator('/prices/index'));
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${store.state}:${store.query.keyWord ?? ''}:${store.page?.rows[0] ?? ''}`));
    const older = store.applyUrl('?keyWord=旧');
    const newer = store.applyUrl('?keyWord=新');
    store.api.answer(1);
    store.api.answer(0);
    await Promise.all([older, newer]);
    stop();
    expect(store.page?.rows[0]).toBe('新#1');
    expect(seen[seen.length - 1]).toBe('ready:新:新#1');
    expect(seen.some((s) => s.includes('旧#'))).toBe(false);
  });
});
