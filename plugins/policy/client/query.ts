/**
 * The list query as the address bar carries it, so a reload or a shared link keeps the search:
 * `/policy/index?keyWord=安全文明施工费&areaId=32&types=anquan,jijia&year=2024&sort=date.desc&page=2`.
 * Pure functions, no DOM.
 */
import { defineAddressQuery, intParam, listParam } from '@kernel/client/address-query';
import { POLICY_LIMITS, POLICY_TYPES, type PolicySearchQuery, type PolicyTypeCode } from '../shared/contract';
import type { PolicyListQuery } from './tokens';

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_QUERY: PolicyListQuery = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };
const TYPE_CODES: readonly PolicyTypeCode[] = POLICY_TYPES.map((t) => t.code);

/** The list query's address codec: its filters here, paging and sorting (`sort=date.desc`) in the kernel's. */
export const policyQuery = defineAddressQuery<PolicyListQuery>({
  filterKeys: ['keyWord', 'areaId', 'types', 'year'],
  defaults: DEFAULT_QUERY,
  pageSizes: POLICY_LIMITS.pageSizes,
  sortFields: ['date'],
  readFilters(p, q) {
    const kw = p.get('keyWord')?.trim();
    if (kw) q.keyWord = kw.slice(0, POLICY_LIMITS.keyWordMax);
    const area = intParam(p.get('areaId'));
    if (area && area > 1) q.areaId = area;
    q.types = listParam(p.get('types'), TYPE_CODES);
    const year = intParam(p.get('year'));
    if (year && year >= POLICY_LIMITS.yearMin && year <= POLICY_LIMITS.yearMax) q.year = year;
  },
  writeFilters(q, p) {
    if (q.keyWord) p.set('keyWord', q.keyWord);
    if (q.areaId && q.areaId > 1) p.set('areaId', String(q.areaId));
    if (q.types?.length) p.set('types', q.types.join(','));
    if (q.year) p.set('year', String(q.year));
  },
});

/** The request of a list query: 发布日期 sorts by date; otherwise the server's default (relevance with a keyword, date without). */
export function toSearchQuery(q: PolicyListQuery): PolicySearchQuery {
  return {
    keyWord: q.keyWord,
    areaId: q.areaId,
    types: q.types,
    year: q.year,
    sort: q.sortField === 'date' ? 'date' : q.keyWord ? 'relevance' : undefined,
    pageNum: Math.min(q.pageNum, POLICY_LIMITS.pageNumMax),
    pageSize: q.pageSize,
  };
}

/** Any keyword or filter set (besides paging and sorting)? */
export function hasFilters(q: PolicyListQuery): boolean {
  return !!(q.keyWord || (q.areaId && q.areaId > 1) || q.types?.length || q.year);
}
