/**
 * The list query as the address bar carries it, so a reload or a shared link keeps the filters:
 * `/commonproj/index?keyWord=住宅&areaId=12&buildingUse=住宅,公寓&sort=unitCost.desc&page=2`.
 * Pure functions, no DOM.
 */
import { BUILDING_USES, PRICING_STAGES, STOREY_BANDS, STRUCTURES, type StoreyBand } from '@plugins/cost-data/shared/vocabulary';
import { PAGE_SIZES, type ListQuery, type SortField } from '../shared/contract';
import { defineAddressQuery, listParam, matchRecentPeriod, monthRangeParams, recentMonths, RECENT_PERIODS, type RecentPeriodId } from '@kernel/client/address-query';

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_QUERY: ListQuery = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };
export const SORT_FIELDS: readonly SortField[] = ['priceDate', 'unitCost', 'buildingArea', 'floorsAbove'];

function num(raw: string | null): number | undefined {
  if (raw == null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const STOREY_CODES = STOREY_BANDS.map((b) => b.code) as StoreyBand[];

/** The list query's address codec: its filters here, paging and sorting in the kernel's. */
export const listQuery = defineAddressQuery<ListQuery>({
  filterKeys: ['keyWord', 'areaId', 'buildingUse', 'structure', 'storeyBand', 'areaMin', 'areaMax', 'dateFrom', 'dateTo', 'pricingStage'],
  defaults: DEFAULT_QUERY,
  pageSizes: PAGE_SIZES,
  sortFields: SORT_FIELDS,
  readFilters(p, q) {
    const kw = p.get('keyWord')?.trim();
    if (kw) q.keyWord = kw;
    const area = num(p.get('areaId'));
    if (area && Number.isInteger(area) && area > 1) q.areaId = area;
    q.buildingUse = listParam(p.get('buildingUse'), BUILDING_USES);
    q.structure = listParam(p.get('structure'), STRUCTURES);
    q.storeyBand = listParam(p.get('storeyBand'), STOREY_CODES);
    q.pricingStage = listParam(p.get('pricingStage'), PRICING_STAGES);
    q.areaMin = num(p.get('areaMin'));
    q.areaMax = num(p.get('areaMax'));
    if (q.areaMin != null && q.areaMax != null && q.areaMin > q.areaMax) [q.areaMin, q.areaMax] = [q.areaMax, q.areaMin];
    Object.assign(q, monthRangeParams(p));
  },
  writeFilters(q, p) {
    if (q.keyWord) p.set('keyWord', q.keyWord);
    if (q.areaId && q.areaId > 1) p.set('areaId', String(q.areaId));
    if (q.buildingUse?.length) p.set('buildingUse', q.buildingUse.join(','));
    if (q.structure?.length) p.set('structure', q.structure.join(','));
    if (q.storeyBand?.length) p.set('storeyBand', q.storeyBand.join(','));
    if (q.areaMin != null) p.set('areaMin', String(q.areaMin));
    if (q.areaMax != null) p.set('areaMax', String(q.areaMax));
    if (q.dateFrom) p.set('dateFrom', q.dateFrom);
    if (q.dateTo) p.set('dateTo', q.dateTo);
    if (q.pricingStage?.length) p.set('pricingStage', q.pricingStage.join(','));
  },
});

/** The query parameters this page owns (anything else, e.g. `gid`, is left alone). */
export const QUERY_KEYS = listQuery.keys;

/**
 * parseQuery: reads a query string (with or without '?'), unknown or malformed values dropped;
 * clean: drops empty fields so that equal queries compare equal; queryParams: the query's own
 * parameters in a fixed order, defaults omitted; queryKey: a stable key (the serialised form).
 */
export const { parse: parseQuery, clean, params: queryParams, key: queryKey } = listQuery;

/**
 * The new search string: the query's parameters replace this page's ones in `current`; foreign
 * parameters (e.g. `gid`) are kept. Returns '' or '?…'.
 */
export const mergeSearch = (current: string, q: ListQuery): string => listQuery.serialize(q, current);

/** Any filter set (besides paging and sorting)? */
export function hasFilters(q: ListQuery): boolean {
  return !!(
    q.keyWord ||
    (q.areaId && q.areaId > 1) ||
    q.buildingUse?.length ||
    q.structure?.length ||
    q.storeyBand?.length ||
    q.pricingStage?.length ||
    q.areaMin != null ||
    q.areaMax != null ||
    q.dateFrom ||
    q.dateTo
  );
}

/** The date filter's presets: 近一年, 近三年, 近五年 up to this month. */
export const DATE_PRESETS = RECENT_PERIODS;
export type DatePresetId = RecentPeriodId;

/** The months of a preset ending with the month of `now`, both inclusive. */
export function presetRange(id: DatePresetId, now: Date): { dateFrom: string; dateTo: string } {
  return recentMonths(DATE_PRESETS.find((p) => p.id === id)!.months, now);
}

/** Which preset a range is, if any. */
export function matchPreset(q: Pick<ListQuery, 'dateFrom' | 'dateTo'>, now: Date): DatePresetId | null {
  return matchRecentPeriod(q, now, DATE_PRESETS)?.id ?? null;
}

/** A readable line of the filters, e.g. 地区：江苏；工程用途：住宅；结构形式：剪力墙. */
export function describeQuery(q: ListQuery, regionName: (areaId: number) => string): string {
  const parts: string[] = [];
  if (q.keyWord) parts.push(`关键词：${q.keyWord}`);
  parts.push(`地区：${q.areaId && q.areaId > 1 ? regionName(q.areaId) || `地区${q.areaId}` : '全国'}`);
  if (q.buildingUse?.length) parts.push(`工程用途：${q.buildingUse.join('、')}`);
  if (q.structure?.length) parts.push(`结构形式：${q.structure.join('、')}`);
  if (q.storeyBand?.length) parts.push(`层数：${q.storeyBand.map((c) => STOREY_BANDS.find((b) => b.code === c)?.label ?? c).join('、')}`);
  if (q.pricingStage?.length) parts.push(`计价阶段：${q.pricingStage.join('、')}`);
  if (q.areaMin != null || q.areaMax != null) parts.push(`建筑面积：${q.areaMin ?? 0} – ${q.areaMax ?? '不限'} m²`);
  if (q.dateFrom || q.dateTo) parts.push(`价格日期：${q.dateFrom ?? '不限'} 至 ${q.dateTo ?? '不限'}`);
  return parts.join('；');
}
