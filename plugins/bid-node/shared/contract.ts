/**
 * The bid-node (单项工程指标) API contract, shared by the server and the client halves.
 * Form POST unless noted; every answer is the usual envelope `{ statusCode, businessMsg, data }`.
 * Access: list, search and like counts need login (301/302 otherwise); every detail call, the
 * indicator range, compare, reprice and the exports need VIP rights (820 otherwise).
 */
export { bidNodeRoutes } from './routes';
import type { IndicatorCode, SpecialtyCode, FeeCode, StoreyBand, IndexType } from '@plugins/cost-data/shared/vocabulary';

export const BidNodePaths = {
  /** POST JSON ListQuery → ListPage. The list with filters, keyword, sort and page. */
  list: '/core/search/getSolrData',
  /** POST form { bidNodeId } → BidNodeSummary (with the like status of the caller). */
  summary: '/core/idx/getBidNodeData',
  /** POST form { bidNodeId } → BaseInfo. */
  base: '/core/idx/base',
  /** POST form { bidNodeId } → ScopeInfo. */
  scope: '/core/idx/scope',
  /** POST form { bidNodeId } → AttrInfo. */
  attr: '/core/idx/attr',
  /** POST form { bidNodeId } → IndexColumn[] (the index types this single project has). */
  cols: '/core/idx/cols',
  /** POST form { bidNodeId } → ResultInfo[] (the pricing results; resultId is what bq items hang on). */
  result: '/core/idx/result',
  /** POST form { bidNodeId, indexType } → IndexByType. */
  indexByType: '/core/idx/getIndexByType',
  /** POST form { bidNodeId } → DynamicTrend: comparable projects' unit cost over time. */
  trend: '/core/idx/getDynamicIndexTrend',
  /** POST multipart { indexType: RangeIndicator, ids: "1,2,3", pricingStage?: one stage } → IntervalStats. */
  interval: '/core/idx/getZbInterval',
  /** POST form { bidNodeId } → LikeState. */
  like: '/pb/likeNum/clickLikeNum',
  unlike: '/pb/likeNum/cancelLikeNum',
  /**
   * POST JSON CompareRequest → CompareData. With targetAreaId and targetMonth, every item also
   * carries its figures repriced to that region and month (统一到同一时间和地区).
   */
  compare: '/core/idx/compare',
  /** POST form { bidNodeId, targetAreaId, targetMonth: 'YYYY-MM' } → RepriceResult. */
  reprice: '/core/idx/reprice',
  /**
   * POST JSON ListQuery (pageNum/pageSize ignored; at most EXPORT_LIMIT rows, the workbook says
   * when it was capped) → XLSX blob with the specialties and the indicators of every row.
   */
  exportList: '/core/idx/export/list',
  /** POST JSON CompareRequest → XLSX blob of the comparison (repriced too when a target is given). */
  exportCompare: '/core/idx/export/compare',
  /** POST form { bidNodeId } → XLSX blob. */
  exportDetail: '/core/idx/export/detail',
} as const;

export const PAGE_SIZES = [10, 20, 50] as const;
export const MAX_COMPARE = 4;
/** The most rows one list export writes (the workbook and the page say so when a result has more). */
export const EXPORT_LIMIT = 5000;
/** Exports (list, detail, compare) per member and minute. */
export const EXPORT_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;
/** At most this many ids in one getZbInterval call. */
export const MAX_INTERVAL_IDS = 2000;

/**
 * Business status codes of the bid-node endpoints besides 200, 301/302 (login) and 820 (rights);
 * all are in the client's reject list (`REJECT_CODES` in kernel/core/status-codes.ts): show businessMsg and reject.
 */
export const BidNodeCodes = {
  /** A parameter is missing or invalid (the message says which). */
  invalid: 400,
  /** No single project with that id: 该单项工程不存在. */
  notFound: 440,
  /** The data asked for does not exist (no index for that month, no values for the indicator). */
  noData: 441,
} as const;

export const BID_NODE_NOT_FOUND = '该单项工程不存在';

export type SortField = 'priceDate' | 'unitCost' | 'buildingArea' | 'floorsAbove';
export type SortOrder = 'asc' | 'desc';

/** The list query. Every field optional except the page; arrays mean "any of". */
export interface ListQuery {
  /** Keyword over use, structure, storeys (e.g. 住宅, 框架, 18层), region and name; trimmed. */
  keyWord?: string;
  /** A province or city areaid; 1 (全国) or absent means everywhere. */
  areaId?: number;
  buildingUse?: string[];
  structure?: string[];
  storeyBand?: StoreyBand[];
  /** Building area range, m². */
  areaMin?: number;
  areaMax?: number;
  /** Price date range, 'YYYY-MM' inclusive. */
  dateFrom?: string;
  dateTo?: string;
  pricingStage?: string[];
  sortField?: SortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  pageNum: number;
  /** One of PAGE_SIZES. */
  pageSize: number;
}

export interface BidNodeSummary {
  id: number;
  code: string;
  name: string;
  projectId: number;
  projectName: string;
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  buildingUse: string;
  structure: string;
  floorsAbove: number;
  floorsBelow: number;
  buildingArea: number;
  pricingStage: string;
  /** 'YYYY-MM-DD'. */
  priceDate: string;
  /** 元/m² and 元. */
  unitCost: number;
  totalCost: number;
  likeNum: number;
  /** Only in getBidNodeData: the caller likes it. */
  liked?: boolean;
}

export interface ListPage {
  total: number;
  pageNum: number;
  pageSize: number;
  list: BidNodeSummary[];
}

export interface BaseInfo extends BidNodeSummary {
  heightM: number;
  aboveArea: number;
  belowArea: number;
  foundationType: string;
  seismicIntensity: string;
  decorationStandard: string;
}

export interface ScopeInfo {
  scope: string;
}

export interface AttrInfo {
  attributes: Array<{ name: string; value: string }>;
}

export interface IndexColumn {
  indexType: IndexType;
  name: string;
}

export interface ResultInfo {
  resultId: number;
  pricingStage: string;
  priceDate: string;
  totalCost: number;
  unitCost: number;
}

/** One row of an index table. */
export interface IndexRow {
  code: SpecialtyCode | FeeCode | IndicatorCode;
  name: string;
  unit: string;
  /** 元/m² (types 1, 2) or the indicator value (type 3). */
  value: number;
  /** 元 (types 1, 2). */
  amount?: number;
  /** Share of the total, 0..1 (types 1, 2). */
  ratio?: number;
  /** Type 3: the P10–P90 range of comparable projects (same structure), for the range bar. */
  range?: { p10: number; median: number; p90: number; count: number };
}

export interface IndexByType {
  indexType: IndexType;
  name: string;
  rows: IndexRow[];
  /** Types 1, 2: the total the rows add up to (元 and 元/m²). */
  total?: { amount: number; value: number };
}

/** Comparable projects: same building use and structure, same province (or national when few). */
export interface DynamicTrend {
  basis: { buildingUse: string; structure: string; areaName: string };
  /** Quarterly points, oldest first; quarters without samples are left out. period: 'YYYYQn', e.g. '2024Q3'. Each point covers the quarter and its two neighbours (count: the samples of that window). */
  points: Array<{ period: string; median: number; p25: number; p75: number; count: number }>;
  /** This single project's own point (period 'YYYYQn' of its price date). */
  self: { period: string; unitCost: number };
}

/** Indicators the range page can show: unit cost or a technical-economic indicator. */
export type RangeIndicator = 'unitCost' | IndicatorCode;

export interface IntervalStats {
  indicator: { code: RangeIndicator; name: string; unit: string };
  count: number;
  min: number;
  p10: number;
  q1: number;
  median: number;
  q3: number;
  p90: number;
  max: number;
  mean: number;
  /** Equal-width bins from min to max. */
  histogram: Array<{ from: number; to: number; count: number }>;
  /** What the sample holds: the requested single projects by pricing stage, and their price months. */
  sample: {
    /** The stage the statistics are restricted to, or null for every stage. */
    pricingStage: string | null;
    /** Every stage among the requested single projects (with the indicator), with its count. */
    stages: Array<{ stage: string; count: number }>;
    /** 'YYYY-MM' of the earliest and latest price date in the statistics. */
    monthFrom: string;
    monthTo: string;
  };
}

export interface LikeState {
  likeNum: number;
  liked: boolean;
}

export interface CompareRequest {
  ids: number[];
  /** Both or neither: reprice every item to this region (areaid) and month ('YYYY-MM'). */
  targetAreaId?: number;
  targetMonth?: string;
}

/** An item's figures repriced to the common region and month. */
export interface UnifiedFigures {
  from: { areaName: string; month: string; index: number };
  /** to.index / from.index. */
  factor: number;
  unitCost: number;
  totalCost: number;
  specialties: IndexRow[];
  fees: IndexRow[];
}

export interface CompareData {
  items: Array<{
    base: BaseInfo;
    specialties: IndexRow[];
    fees: IndexRow[];
    indicators: IndexRow[];
    unified?: UnifiedFigures;
  }>;
  /** The distinct pricing stages of the items, in item order; more than one: mixedStages. */
  stages: string[];
  mixedStages: boolean;
  /** The distinct price months ('YYYY-MM') and provinces: more than one → the figures mix times or places. */
  months: string[];
  provinces: string[];
  /** The common region and month, when asked for. */
  unifiedTo?: { areaId: number; areaName: string; month: string; index: number; indexBase: string };
}

export interface RepriceResult {
  from: { areaId: number; areaName: string; month: string; index: number };
  to: { areaId: number; areaName: string; month: string; index: number };
  /** to.index / from.index. */
  factor: number;
  /** What 100 means: '2018-01 全国 = 100'. */
  indexBase: string;
  unitCost: number;
  repricedUnitCost: number;
  totalCost: number;
  repricedTotalCost: number;
  specialties: Array<{ code: SpecialtyCode; name: string; value: number; repriced: number }>;
}
