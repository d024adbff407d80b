/**
 * The contract of 材料价格 (regional resource prices): its endpoints, what they take and answer, its
 * rules and their Chinese messages. Both halves import it; it imports nothing at run time.
 *
 * Months travel as `YYYY-MM` text in requests and as YYYYMM numbers in answers (as the cost data stores
 * them). Prices are 元 per the resource's unit, 2 decimals, as cost-data's ResourcePrices answers them.
 */

/** The endpoints (answering the site's envelope `{ statusCode, data, businessMsg }`; all need a login). */
export const MaterialPricePaths = {
  /** GET → MaterialPriceMeta: the price regions, the months, the resource types, the popular resources. */
  meta: '/core/materialPrice/getMeta',
  /** GET ?keyWord=&kind=&pageSize= → ResourceSearchResult */
  searchResources: '/core/materialPrice/searchResources',
  /** GET ?code=&areaId=&from=&to= → PriceSeries (the monthly 信息价 and 市场价). */
  series: '/core/materialPrice/getPriceSeries',
  /** GET ?code=&areaId=&month= → RegionPriceTable (by city of a province, by province for 全国). */
  regionTable: '/core/materialPrice/getRegionPrices',
  /** POST JSON { code, areaId, from, to, month } → an XLSX file (or the envelope when refused). */
  exportXlsx: '/core/materialPrice/export',
} as const;

/** The resource types (cost_data_resource.kind), in the glossary's order. */
export const RESOURCE_KINDS = ['人工', '材料', '机械', '主材', '设备'] as const;
export type ResourceKindName = (typeof RESOURCE_KINDS)[number];

/** A resource as the picker lists it. */
export interface ResourceBrief {
  /** cost_data_resource.code, e.g. R1004. */
  code: string;
  kind: string;
  name: string;
  /** 规格型号, '' when none. */
  spec: string;
  unit: string;
}

/** A region of the picker: 全国 or a province with its priced main cities. */
export interface PriceRegionNode {
  areaid: number;
  name: string;
  subList: PriceRegionNode[];
}

export interface MaterialPriceMeta {
  /** 全国 first, then the provinces (with their priced main cities). */
  regions: PriceRegionNode[];
  /** YYYYMM of the first and the latest month with prices (the sample data's range). */
  firstMonth: number;
  latestMonth: number;
  kinds: string[];
  /** The resources most looked up (螺纹钢, 商品混凝土, 水泥, 综合工日 …). */
  popular: ResourceBrief[];
}

export interface ResourceSearchQuery {
  keyWord?: string;
  kind?: string;
  pageSize?: number;
}

export interface ResourceSearchResult {
  list: ResourceBrief[];
  /** How many resources match (the list holds at most pageSize of them). */
  total: number;
}

/** The region a price is stated for. */
export interface RegionRef {
  areaid: number;
  /** 全国, 江苏, 苏州市. */
  name: string;
  /** The province's name for a city (江苏), else ''. */
  provinceName: string;
  isCity: boolean;
}

export interface PricePoint {
  /** YYYYMM. */
  month: number;
  /** 信息价 (元/unit). */
  info: number;
  /** 市场价 (元/unit). */
  market: number;
}

/** Figures over a series of one kind of price. */
export interface SeriesStats {
  /** The latest month's price. */
  last: number;
  min: number;
  minMonth: number;
  max: number;
  maxMonth: number;
  mean: number;
  /** The change from the first to the last month of the period (a ratio, e.g. 0.052 = 5.2 %). */
  change: number;
}

export interface PriceSeries {
  resource: ResourceBrief;
  region: RegionRef;
  /** True when the region asked for is not priced and its province's prices are shown. */
  fellBack: boolean;
  from: number;
  to: number;
  points: PricePoint[];
  info: SeriesStats;
  market: SeriesStats;
}

export interface RegionPriceRow {
  areaid: number;
  name: string;
  /** 'national' (全国), 'province' or 'city'. */
  level: 'national' | 'province' | 'city';
  info: number;
  market: number;
  /** 环比 (against the month before) and 同比 (against the same month a year before), ratios; null when that month has no price. */
  infoMom: number | null;
  infoYoy: number | null;
  marketMom: number | null;
  marketYoy: number | null;
  /** The market price against 全国's of the month (a ratio; null on 全国's own row). */
  marketVsNational: number | null;
}

export interface RegionPriceTable {
  resource: ResourceBrief;
  /**
   * The scope of the table: 全国 (全国, then the provinces) or a province (the province, then its cities,
   * then 全国 for reference).
   */
  scope: RegionRef;
  month: number;
  rows: RegionPriceRow[];
}

export interface PriceSeriesQuery {
  code: string;
  areaId: number;
  /** YYYY-MM. */
  from: string;
  to: string;
}

export interface RegionTableQuery {
  code: string;
  areaId: number;
  /** YYYY-MM. */
  month: string;
}

export interface ExportQuery extends PriceSeriesQuery {
  /** The month of the table by region (YYYY-MM). */
  month: string;
}

export const MATERIAL_PRICE_LIMITS = {
  keywordMax: 30,
  codeMax: 16,
  pageSizeMax: 50,
  /** At most this many months in one series (9 years: the whole sample). */
  seriesMonthsMax: 120,
  /** Exports per member and minute. */
  exportPerMinute: 10,
} as const;

/** Business status codes of the refusals (HTTP 200 with a businessMsg). */
export const MaterialPriceCodes = {
  /** A parameter is missing or invalid (the message says which). */
  invalid: 400,
  /** No such resource or region: the message says which. */
  notFound: 440,
} as const;

export const MaterialPriceMessages = {
  codeRequired: '请选择材料',
  resourceNotFound: '未找到该材料，请重新选择',
  moneyLine: '该项为费用（元），没有价格',
  regionInvalid: '请选择有效的地区',
  regionNotPriced: '该地区暂无材料价格',
  monthInvalid: '请选择有效的月份（YYYY-MM）',
  monthOutOfRange: (first: string, last: string) => `月份须在 ${first} 至 ${last} 之间`,
  periodReversed: '开始月份不能晚于结束月份',
  periodTooLong: `查询期间不能超过 ${MATERIAL_PRICE_LIMITS.seriesMonthsMax} 个月`,
  kindInvalid: '请选择有效的类别（人工、材料、机械、主材、设备）',
  keywordTooLong: `关键词不能超过 ${MATERIAL_PRICE_LIMITS.keywordMax} 个字`,
} as const;

/** The source every figure states (the data is generated sample data). */
export const MATERIAL_PRICE_SOURCE = '造价指标网材料价格库（示例数据）';

/** The popular resources the picker offers first (cost_data_resource codes). */
export const POPULAR_RESOURCE_CODES = ['R1004', 'R1003', 'R0304', 'R0306', 'R0201', 'R0002', 'R0003', 'R0001'] as const;

/** 'YYYY-MM' → YYYYMM, or null. */
export function parseMonthText(text: string | null | undefined): number | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec((text ?? '').trim());
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

/** YYYYMM → 'YYYY-MM'. */
export function monthText(month: number): string {
  return `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`;
}

/** YYYYMM → 'YYYY年M月'. */
export function monthLabel(month: number): string {
  return `${Math.floor(month / 100)}年${month % 100}月`;
}

/** The month n months after (n < 0: before). */
export function shiftMonth(month: number, n: number): number {
  const index = Math.floor(month / 100) * 12 + (month % 100) - 1 + n;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
}

/** Months from `from` to `to`, both inclusive (0 when reversed). */
export function monthSpan(from: number, to: number): number {
  const d = Math.floor(to / 100) * 12 + (to % 100) - (Math.floor(from / 100) * 12 + (from % 100));
  return d < 0 ? 0 : d + 1;
}

/** The resource's display name with its specification: 热轧带肋钢筋 HRB400E Φ20~25. */
export function resourceTitle(r: Pick<ResourceBrief, 'name' | 'spec'>): string {
  return r.spec ? `${r.name} ${r.spec}` : r.name;
}

/** The price unit of a resource: 元/t, 元/m³, 元/工日. */
export function priceUnit(r: Pick<ResourceBrief, 'unit'>): string {
  return `元/${r.unit}`;
}

/** The region as a figure states it: 全国, 江苏, 江苏·苏州市. */
export function regionText(r: RegionRef): string {
  return r.isCity && r.provinceName ? `${r.provinceName}·${r.name}` : r.name;
}
