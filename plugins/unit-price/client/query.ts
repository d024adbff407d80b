/**
 * The list query as the address bar carries it, so a reload or a shared link keeps the search:
 * `/comprehensiveUnitPrice/index?keyWord=现浇构件钢筋&areaId=32&dateFrom=2024-01&dateTo=2024-12&sort=median.desc&page=2`.
 * Pure functions, no DOM.
 */
import { BUILDING_USES, PRICING_STAGES, STRUCTURES } from '@plugins/cost-data/shared/vocabulary';
import { isMonthKey, lastMonthsSpan, monthKeyOfDate } from '@kernel/core/months';
import { BQ_PAGE_SIZES, BQ_STANDARD_CODES, MAX_KEYWORD_LENGTH, STANDARD_2024_FROM, type BqSortField, type BqStandardCode } from '../shared/contract';
import type { ListQuery } from './tokens';

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_QUERY: ListQuery = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };
export const SORT_FIELDS: readonly BqSortField[] = ['code', 'median', 'sampleCount'];

/** The query parameters this page owns (anything else, e.g. `gid`, is left alone). */
export const QUERY_KEYS = ['keyWord', 'standard', 'tradeCode', 'areaId', 'buildingUse', 'structure', 'pricingStage', 'dateFrom', 'dateTo', 'sort', 'page', 'size'] as const;

function list<T extends string>(raw: string | null, allowed: readonly T[]): T[] | undefined {
  if (!raw) return undefined;
  const out = [...new Set(raw.split(',').map((s) => s.trim()))].filter((s): s is T => (allowed as readonly string[]).includes(s));
  return out.length ? out : undefined;
}

function int(raw: string | null): number | undefined {
  if (raw == null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** Reads a query string (with or without '?'); unknown or malformed values are dropped. */
export function parseQuery(search: string): ListQuery {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const q: ListQuery = { ...DEFAULT_QUERY };
  const kw = p.get('keyWord')?.trim();
  if (kw) q.keyWord = kw.slice(0, MAX_KEYWORD_LENGTH);
  const standard = p.get('standard');
  if ((BQ_STANDARD_CODES as readonly string[]).includes(standard ?? '')) q.standard = standard as BqStandardCode;
  const trade = p.get('tradeCode');
  if (trade && /^\d{2}(\d{2}){0,2}$/.test(trade)) q.tradeCode = trade;
  const area = int(p.get('areaId'));
  if (area && area > 1) q.areaId = area;
  q.buildingUse = list(p.get('buildingUse'), BUILDING_USES);
  q.structure = list(p.get('structure'), STRUCTURES);
  q.pricingStage = list(p.get('pricingStage'), PRICING_STAGES);
  const from = p.get('dateFrom');
  const to = p.get('dateTo');
  if (isMonthKey(from)) q.dateFrom = from;
  if (isMonthKey(to)) q.dateTo = to;
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) [q.dateFrom, q.dateTo] = [q.dateTo, q.dateFrom];
  const [field, order] = (p.get('sort') ?? '').split('.');
  if ((SORT_FIELDS as readonly string[]).includes(field)) {
    q.sortField = field as BqSortField;
    q.sortOrder = order === 'asc' ? 'asc' : 'desc';
  }
  const page = int(p.get('page'));
  if (page && page >= 1) q.pageNum = page;
  const size = int(p.get('size'));
  if (size && (BQ_PAGE_SIZES as readonly number[]).includes(size)) q.pageSize = size;
  return clean(q);
}

/** Drops undefined and empty fields, so two equal queries compare equal. */
export function clean(q: ListQuery): ListQuery {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out as unknown as ListQuery;
}

/** The query's own parameters in a fixed order, defaults omitted. */
export function queryParams(q: ListQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.keyWord) p.set('keyWord', q.keyWord);
  if (q.standard) p.set('standard', q.standard);
  if (q.tradeCode) p.set('tradeCode', q.tradeCode);
  if (q.areaId && q.areaId > 1) p.set('areaId', String(q.areaId));
  if (q.buildingUse?.length) p.set('buildingUse', q.buildingUse.join(','));
  if (q.structure?.length) p.set('structure', q.structure.join(','));
  if (q.pricingStage?.length) p.set('pricingStage', q.pricingStage.join(','));
  if (q.dateFrom) p.set('dateFrom', q.dateFrom);
  if (q.dateTo) p.set('dateTo', q.dateTo);
  if (q.sortField) p.set('sort', `${q.sortField}.${q.sortOrder ?? 'desc'}`);
  if (q.pageNum > 1) p.set('page', String(q.pageNum));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) p.set('size', String(q.pageSize));
  return p;
}

/** A stable key of a query (its serialised form). */
export function queryKey(q: ListQuery): string {
  return queryParams(q).toString();
}

/** The new search string: the query's parameters replace this page's ones; foreign ones (gid) stay. '' or '?…'. */
export function mergeSearch(current: string, q: ListQuery): string {
  const p = new URLSearchParams(current.startsWith('?') ? current.slice(1) : current);
  for (const k of QUERY_KEYS) p.delete(k);
  for (const [k, v] of queryParams(q)) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
}

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

export const RECENT_PRESETS = [
  { id: '1y', label: '近一年', months: 12 },
  { id: '3y', label: '近三年', months: 36 },
] as const;

export function recentRange(months: number, now: Date): { dateFrom: string; dateTo: string } {
  const span = lastMonthsSpan(monthKeyOfDate(now), months);
  return { dateFrom: span.from, dateTo: span.to };
}
