/**
 * A list whose query lives in the address bar, so a reload, back/forward or a shared link keeps the
 * filters: `/some/index?keyWord=住宅&areaId=12&sort=unitCost.desc&page=2`.
 *
 * Two pieces, both generic over the plugin's own query shape:
 * - `defineAddressQuery(spec)`: the pure codec of a query (parse / params / serialize / key / clean).
 *   The plugin reads and writes its own filters; paging (`page`, `size`) and sorting
 *   (`sort=<field>.<asc|desc>`) are the same for every list and written last.
 * - `AddressQueryList<Q, P>`: the base of a list page's store: the query (MobX), its page of results
 *   on a LoadState, `applyUrl`, `update` (back to page 1), `setPage`, `setPageSize`, the three-state
 *   `toggleSort`, and writing the address (replace, foreign parameters such as `gid` kept).
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { isMonthKey, lastMonthsSpan, monthKeyOfDate } from '../core/months';
import { LoadState, type LoadStatus } from './load-state';
import type { Navigator } from './navigator';

export type SortOrder = 'asc' | 'desc';

/** The paging and sorting of an address-held list query (the plugin adds its filters). */
export interface PagedQuery<S extends string = string> {
  sortField?: S;
  sortOrder?: SortOrder;
  /** 1-based. */
  pageNum: number;
  /** One of the spec's page sizes. */
  pageSize: number;
}

/** A query's sort field type. */
export type SortFieldOf<Q extends PagedQuery> = NonNullable<Q['sortField']>;

/** What a plugin tells `defineAddressQuery` about its list query. */
export interface AddressQuerySpec<Q extends PagedQuery> {
  /** The filters' address parameters (`sort`, `page` and `size` are added). */
  readonly filterKeys: readonly string[];
  /** The query of an address without parameters, e.g. `{ pageNum: 1, pageSize: 20 }`. */
  readonly defaults: Q;
  /** The page sizes offered; another `size` is ignored. */
  readonly pageSizes: readonly number[];
  /** The sortable fields; another `sort` is ignored. */
  readonly sortFields: readonly SortFieldOf<Q>[];
  /** Reads the filters from the address into `q` (a copy of the defaults): leave malformed ones out. */
  readFilters(params: URLSearchParams, q: Q): void;
  /** Writes the filters set in `q`, in a fixed order, defaults omitted. */
  writeFilters(q: Q, params: URLSearchParams): void;
}

/** The codec of one list query: pure functions, no DOM. */
export interface AddressQuery<Q extends PagedQuery> {
  /** Every address parameter this query owns (anything else, e.g. `gid`, is left alone). */
  readonly keys: readonly string[];
  readonly defaults: Readonly<Q>;
  readonly pageSizes: readonly number[];
  readonly sortFields: readonly SortFieldOf<Q>[];
  /** Reads a search string (with or without '?'): defaults filled, unknown or malformed values dropped. */
  parse(search: string): Q;
  /** The query's own parameters in a fixed order (filters, sort, page, size), defaults omitted. */
  params(q: Q): URLSearchParams;
  /** A stable key of a query (its serialised parameters); equal queries have equal keys. */
  key(q: Q): string;
  /** The search string of `q` ('' or '?…'): its parameters replace this query's in `current`, foreign ones stay. */
  serialize(q: Q, current?: string): string;
  /** Drops undefined, null, '' and empty-array fields, so two equal queries compare equal. */
  clean(q: Q): Q;
}

/** The parameters of a search string, with or without its '?'. */
export function searchParams(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

/** An object without its undefined, null, '' and empty-array fields (a query before it is sent or compared). */
export function compactQuery<T extends object>(query: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v;
  }
  return out;
}

/** A comma-separated parameter: the allowed values, each once, in the address's order; none → undefined. */
export function listParam<T extends string>(raw: string | null, allowed: readonly T[]): T[] | undefined {
  if (!raw) return undefined;
  const out = [...new Set(raw.split(',').map((s) => s.trim()))].filter((s): s is T => (allowed as readonly string[]).includes(s));
  return out.length ? out : undefined;
}

/** A non-negative integer parameter of at most 9 digits (surrounding blanks allowed); else undefined. */
export function intParam(raw: string | null): number | undefined {
  if (raw == null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** `dateFrom` / `dateTo` ('YYYY-MM', inclusive): malformed months dropped, a reversed range swapped. */
export function monthRangeParams(params: URLSearchParams): { dateFrom?: string; dateTo?: string } {
  const from = params.get('dateFrom');
  const to = params.get('dateTo');
  let dateFrom = isMonthKey(from) ? from : undefined;
  let dateTo = isMonthKey(to) ? to : undefined;
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  return { ...(dateFrom ? { dateFrom } : {}), ...(dateTo ? { dateTo } : {}) };
}

/** The period presets of a list's date filter: the last 12, 36 or 60 months up to this month. */
export const RECENT_PERIODS = [
  { id: '1y', label: '近一年', months: 12 },
  { id: '3y', label: '近三年', months: 36 },
  { id: '5y', label: '近五年', months: 60 },
] as const;
export type RecentPeriod = (typeof RECENT_PERIODS)[number];
export type RecentPeriodId = RecentPeriod['id'];

/** The last `months` months ('YYYY-MM') up to the month of `now`, both inclusive, as a query's date range. */
export function recentMonths(months: number, now: Date): { dateFrom: string; dateTo: string } {
  const span = lastMonthsSpan(monthKeyOfDate(now), months);
  return { dateFrom: span.from, dateTo: span.to };
}

/** Which of `periods` a query's date range is (ending this month), if any. */
export function matchRecentPeriod<P extends { id: string; months: number }>(
  q: { dateFrom?: string; dateTo?: string },
  now: Date,
  periods: readonly P[],
): P | null {
  for (const p of periods) {
    const r = recentMonths(p.months, now);
    if (q.dateFrom === r.dateFrom && q.dateTo === r.dateTo) return p;
  }
  return null;
}

/** Builds the codec of a list query from the plugin's filters (see `AddressQuerySpec`). */
export function defineAddressQuery<Q extends PagedQuery>(spec: AddressQuerySpec<Q>): AddressQuery<Q> {
  const defaultSize = spec.defaults.pageSize;
  const clean = (q: Q): Q => compactQuery(q) as unknown as Q;
  const params = (q: Q): URLSearchParams => {
    const p = new URLSearchParams();
    spec.writeFilters(q, p);
    if (q.sortField) p.set('sort', `${q.sortField}.${q.sortOrder ?? 'desc'}`);
    if (q.pageNum > 1) p.set('page', String(q.pageNum));
    if (q.pageSize !== defaultSize) p.set('size', String(q.pageSize));
    return p;
  };
  const keys = [...spec.filterKeys, 'sort', 'page', 'size'];
  return {
    keys,
    defaults: spec.defaults,
    pageSizes: spec.pageSizes,
    sortFields: spec.sortFields,
    parse(search) {
      const p = searchParams(search);
      const q: Q = { ...spec.defaults };
      spec.readFilters(p, q);
      const [field, order] = (p.get('sort') ?? '').split('.');
      if ((spec.sortFields as readonly string[]).includes(field)) {
        q.sortField = field as SortFieldOf<Q>;
        q.sortOrder = order === 'asc' ? 'asc' : 'desc';
      }
      const page = intParam(p.get('page'));
      if (page && page >= 1) q.pageNum = page;
      const size = intParam(p.get('size'));
      if (size && spec.pageSizes.includes(size)) q.pageSize = size;
      return clean(q);
    },
    params,
    key: (q) => params(q).toString(),
    serialize(q, current = '') {
      const p = searchParams(current);
      for (const k of keys) p.delete(k);
      for (const [k, v] of params(q)) p.set(k, v);
      const s = p.toString();
      return s ? `?${s}` : '';
    },
    clean,
  };
}

/** What a list page's view reads of an `AddressQueryList` (a store interface may extend it). */
export interface AddressQueryListView<Q extends PagedQuery, P extends { total: number }> {
  readonly query: Q;
  readonly page: P | null;
  readonly state: LoadStatus;
  readonly total: number;
  readonly pageCount: number;
  applyUrl(search: string): Promise<void>;
  update(patch: Partial<Q>): Promise<void>;
  setPage(pageNum: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
  toggleSort(field: SortFieldOf<Q>): Promise<void>;
  load(): Promise<void>;
  url(): string;
}

/**
 * The base of a list page's store whose query lives in the address. The plugin's store extends it,
 * passes its navigator, codec and page path, and implements `load()` (usually `loadPage(...)`, plus
 * whatever else its page loads); its own actions (reset, search, selection, export) build on
 * `replaceQuery` and `update`.
 */
export abstract class AddressQueryList<Q extends PagedQuery, P extends { total: number }> implements AddressQueryListView<Q, P> {
  query: Q;
  page: P | null = null;
  /** The list request: its status and the race guard (a newer query cancels an older one). */
  readonly loading = new LoadState();
  /** The key of the query whose page is shown (null before the first answer or after a failure). */
  protected loadedKey: string | null = null;

  protected constructor(
    protected readonly navigator: Navigator,
    protected readonly codec: AddressQuery<Q>,
    /** The list page's path: the address written is the path and the query's search string. */
    protected readonly path: string,
  ) {
    this.query = { ...codec.defaults };
    makeObservable<AddressQueryList<Q, P>, 'setQuery'>(this, {
      query: observable.ref,
      page: observable.ref,
      state: computed,
      total: computed,
      pageCount: computed,
      setQuery: action,
    });
  }

  get state(): LoadStatus {
    return this.loading.status;
  }

  get total(): number {
    return this.page?.total ?? 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.query.pageSize));
  }

  /** Runs the current query (and whatever else the page loads); a newer call cancels an older one. */
  abstract load(): Promise<void>;

  protected setQuery(q: Q): void {
    this.query = this.codec.clean(q);
  }

  /** Loads the page of the current query through `fetch`, keeping the race guard and the loaded key. */
  protected async loadPage(fetch: (q: Q, signal: AbortSignal | undefined) => Promise<P>): Promise<void> {
    const q = this.query;
    const key = this.codec.key(q);
    await this.loading.run((signal) => fetch(q, signal), {
      ready: (page) => {
        this.page = page;
        this.loadedKey = key;
      },
      error: () => (this.loadedKey = null),
    });
  }

  /** Takes the query from the address (arrival, back/forward, a shared link) and loads, unless already shown or under way. */
  applyUrl(search: string): Promise<void> {
    const q = this.codec.parse(search);
    const key = this.codec.key(q);
    if (key === this.codec.key(this.query) && (this.loadedKey === key || this.loading.isLoading)) return Promise.resolve();
    this.setQuery(q);
    return this.load();
  }

  /** Changes filters (back to page 1), writes the address and loads. */
  update(patch: Partial<Q>): Promise<void> {
    return this.replaceQuery({ ...this.query, ...patch, pageNum: 1 });
  }

  /** Goes to a page (clamped to the pages there are). */
  setPage(pageNum: number): Promise<void> {
    const n = Math.max(1, Math.min(this.pageCount, Math.floor(pageNum)));
    return this.replaceQuery({ ...this.query, pageNum: n });
  }

  /** Another page size (one of the codec's; another is ignored), back to page 1. */
  setPageSize(size: number): Promise<void> {
    if (!this.codec.pageSizes.includes(size)) return Promise.resolve();
    return this.replaceQuery({ ...this.query, pageSize: size, pageNum: 1 });
  }

  /**
   * A header click: a new column sorts in its first order (`firstSortOrder`), a second click in the
   * other order, a third goes back to the default order.
   */
  toggleSort(field: SortFieldOf<Q>): Promise<void> {
    const { sortField, sortOrder } = this.query;
    const first = this.firstSortOrder(field);
    let next: Partial<PagedQuery>;
    if (sortField !== field) next = { sortField: field, sortOrder: first };
    else if (sortOrder === first) next = { sortField: field, sortOrder: first === 'desc' ? 'asc' : 'desc' };
    else next = { sortField: undefined, sortOrder: undefined };
    return this.update(next as Partial<Q>);
  }

  /** The order of a column's first click: descending unless the store says otherwise. */
  protected firstSortOrder(field: SortFieldOf<Q>): SortOrder {
    void field;
    return 'desc';
  }

  /** Sets the whole query, writes the address and loads (what `reset` and `search` actions use). */
  protected replaceQuery(q: Q): Promise<void> {
    this.setQuery(q);
    this.writeUrl();
    return this.load();
  }

  /** The address of the current query (foreign parameters such as gid kept). */
  url(): string {
    const current = this.navigator.current();
    const i = current.indexOf('?');
    return `${this.path}${this.codec.serialize(this.query, i >= 0 ? current.slice(i) : '')}`;
  }

  /** Writes the address of the current query (replacing the history entry) when it differs. */
  protected writeUrl(): void {
    const next = this.url();
    if (this.navigator.current() !== next) this.navigator.navigate(next, { replace: true });
  }
}
