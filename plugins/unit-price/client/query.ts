/**
 * The list query as the address bar carries it, so a reload or a shared link keeps the search:
 * `/comprehensiveUnitPrice/index?keyWord=现浇构件钢筋&areaId=32&dateFrom=2024-01&dateTo=2024-12&sort=median.desc&page=2`.
 * Pure functions, no DOM.
 */
import { BUILDING_USES, PRICING_STAGES, STRUCTURES } from '@plugins/cost-data/shared/vocabulary';
import { defineAddressQuery, intParam, listParam, monthRangeParams, recentMonths, RECENT_PERIODS } from '@kernel/client/address-query';
import { BQ_PAGE_SIZES, BQ_STANDARD_CODES, MAX_KEYWORD_LENGTH, STANDARD_2024_FROM, type BqSortField, type BqStandardCode } from '../shared/contract';
import type { ListQuery } from './tokens';

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_QUERY: ListQuery = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };
export const SORT_FIELDS: readonly BqSortField[] = ['code', 'median', 'sampleCount'];

/** The list query's address codec: its filters here, paging and sorting in the kernel's. */
export const listQuery = defineAddressQuery<ListQuery>({
  filterKeys: ['keyWord', 'standard', 'tradeCode', 'areaId', 'buildingUse', 'structure', 'pricingStage', 'dateFrom', 'dateTo'],
  defaults: DEFAULT_QUERY,
  pageSizes: BQ_PAGE_SIZES,
  sortFields: SORT_FIELDS,
  readFilters(p, q) {
    const kw = p.get('keyWord')?.trim();
    if (kw) q.keyWord = kw.slice(0, MAX_KEYWORD_LENGTH);
    const standard = p.get('standard');
    if ((BQ_STANDARD_CODES as readonly string[]).includes(standard ?? '')) q.standard = standard as BqStandardCode;
    const trade = p.get('tradeCode');
    if (trade && /^\d{2}(\d{2}){0,2}$/.test(trade)) q.tradeCode = trade;
    const area = intParam(p.get('areaId'));
    if (area && area > 1) q.areaId = area;
    q.buildingUse = listParam(p.get('buildingUse'), BUILDING_USES);
    q.structure = listParam(p.get('structure'), STRUCTURES);
    q.pricingStage = listParam(p.get('pricingStage'), PRICING_STAGES);
    Object.assign(q, monthRangeParams(p));
  },
  writeFilters(q, p) {
    if (q.keyWord) p.set('keyWord', q.keyWord);
    if (q.standard) p.set('standard', q.standard);
    if (q.tradeCode) p.set('tradeCode', q.tradeCode);
    if (q.areaId && q.areaId > 1) p.set('areaId', String(q.areaId));
    if (q.buildingUse?.length) p.set('buildingUse', q.buildingUse.join(','));
    if (q.structure?.length) p.set('structure', q.structure.join(','));
    if (q.pricingStage?.length) p.set('pricingStage', q.pricingStage.join(','));
    if (q.dateFrom) p.set('dateFrom', q.dateFrom);
    if (q.dateTo) p.set('dateTo', q.dateTo);
  },
});

/** The query parameters this page owns (anything else, e.g. `gid`, is left alone). */
export const QUERY_KEYS = listQuery.keys;

/** Read (unknown or malformed values dropped), clean, parameters in a fixed order and a stable key of a query. */
export const { parse: parseQuery, clean, params: queryParams, key: queryKey } = listQuery;

/** The new search string: the query's parameters replace this page's ones; foreign ones (gid) stay. '' or '?…'. */
export const mergeSearch = (current: string, q: ListQuery): string => listQuery.serialize(q, current);

/** The standard a query shows: its own, else GB/T 50854-2024 when the period lies wholly from 2025-09 on, else 2013. */
export function effectiveStandard(q: Pick<ListQuery, 'standard' | 'dateFrom'>): BqStandardCode {
  if (q.standard) return q.standard;
  return q.dateFrom && q.dateFrom >= STANDARD_2024_FROM ? '2024' : '2013';
}

/** Any filter set (besides paging, sorting and the standard)? */
export function hasFilters(q: ListQuery): boolean {
  return !!(q.keyWord || q.tradeCode || (q.areaId && q.areaId > 1) || q.buildingUse?.length || q.structure?.length || q.pricingStage?.length || q.dateFrom || q.dateTo);
}

/** The filters of a query without its paging and sorting (what a row's statistics and the tree take). */
export function filterOf(q: ListQuery): Omit<ListQuery, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'> {
  const { pageNum: _p, pageSize: _s, sortField: _f, sortOrder: _o, ...rest } = q;
  void _p;
  void _s;
  void _f;
  void _o;
  return rest;
}

/** Period presets: the calendar years the sample data covers best, and the last months. */
export function yearRange(year: number): { dateFrom: string; dateTo: string } {
  return { dateFrom: `${year}-01`, dateTo: `${year}-12` };
}

/** The recent-period presets this list offers: 近一年 and 近三年 up to this month. */
export const RECENT_PRESETS = RECENT_PERIODS.filter((p) => p.months <= 36);

/** The last `months` months up to the month of `now`, both inclusive, as the query's period. */
export const recentRange = recentMonths;
