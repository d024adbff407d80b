/**
 * The unit-price (综合单价指标) API contract, shared by the server and the client halves.
 * Every answer is the usual envelope `{ statusCode, businessMsg, data }` (blobs excepted).
 *
 * Access: the list, the statistics of a code, the chapter tree and a single project's bill need a
 * login (301/302 otherwise); every detail datum of an item (/pb/bqItem/*, getRelatedBqItem, the PDF,
 * the workbook, and the prices in bqItemByResultId / excellentBqItemByResultId) needs the VIP right
 * (a VIP or a running trial; 820 otherwise), as the single-project detail does.
 *
 * An item is addressed by `id` (the bill item) and `projectId` (the single project, bid node, that
 * holds it); a mismatch is 440 BQ_ITEM_NOT_FOUND. A list row is one (standard, 9-digit code, unit)
 * of the filtered set and is addressed by its `rowKey` ('2013:010515001:t').
 *
 * Statistics (P10, median, P90, histogram, trend) are computed from the stored 综合单价 of the items
 * in the set by one function (linear interpolation between closest ranks, as Excel's
 * PERCENTILE.INC), rounded once to the cent; the list, the code's statistics, the detail, the PDF and
 * the workbook therefore agree.
 */
import type { BqPricingNorm, BqPricingResource } from '@plugins/cost-data/shared/services';

export { unitPriceRoutes } from './routes';

export const UnitPricePaths = {
  /** POST JSON BqSearchQuery → BqSearchPage (login). The list: one row per (standard, code9, unit). */
  search: '/core/searchBqItem/getBqItemSolrData',
  /**
   * POST form or JSON BqTemplateQuery → BqTemplate (login): one row's statistics in the filtered set
   * (the list's filters; areaId a province or city): P10/median/P90, histogram, monthly median trend
   * (价格走势) and its sample items, paged. In a form, list fields are comma-separated.
   */
  template: '/core/bqItem/getBqItemTeamplateById',
  /** POST form or JSON BqTradeTreeQuery → BqTradeNode[] (login): 清单分类 of one standard with sample counts. */
  tradeTree: '/core/bqItem/getBqItemTradeTree',
  /** GET ?id=&projectId= → BqNormGroup (VIP): 定额组价, the norm lines with their consumption. */
  norms: '/pb/bqItem/collateral/getNorms',
  /** GET ?id=&projectId= → BqPriceComposition (VIP): 综合单价组成. */
  priceCompositions: '/pb/bqItem/collateral/getPriceCompositions',
  /** GET ?id=&projectId= → BqResSummary (VIP): 人材机汇总. */
  resSummaries: '/pb/bqItem/collateral/getResSummaries',
  /** GET ?id=&projectId= → BqItemInfo (VIP): the item as priced in that single project. */
  info: '/pb/bqItem/getBqItemInfoById',
  /** GET ?id=&projectId= → BqRelated (VIP): 相关清单. */
  related: '/pb/idx/getRelatedBqItem',
  /** POST form { resultId, pageNum?, pageSize?, chapter? } → BqBillPage (login; prices VIP). resultId = the single project id. */
  billByResult: '/core/idx/bqItemByResultId',
  /** POST form { resultId } → BqItemBrief[] (login; prices VIP): the bill's 优质清单. */
  excellentByResult: '/core/idx/excellentBqItemByResultId',
  /** GET ?id=&projectId= → PDF blob (VIP; rate-limited): 组价方案. */
  pdf: '/core/idx/queryGroupPriceSchemePdf',
  /** POST (no body; GET also answered) → BqDetailRight: may the caller open item details. */
  right: '/pb/idx/getHighQuantityBidNodeRight',
  /** GET ?id=&projectId= → XLSX blob (VIP; rate-limited): the item detail workbook. */
  exportItem: '/core/idx/export/bqItem',
  /** GET → BqVideoGuide (login): the list page's video dialog (off unless the deployment configures a video). */
  videoGuide: '/pb/bqItem/videoGuide',
  /** POST JSON BqVideoEvent → null (login): the dialog was opened, or closed after `seconds` watched. */
  videoWatched: '/pb/bqItem/videoGuide/watched',
} as const;

/** The measurement standards (清单规范), the value of `standard` / `bqItemDbId`. */
export const BQ_STANDARD_CODES = ['2013', '2024'] as const;
export type BqStandardCode = (typeof BQ_STANDARD_CODES)[number];
export const BQ_STANDARD_NAMES: Readonly<Record<BqStandardCode, string>> = {
  '2013': 'GB 50854-2013',
  '2024': 'GB/T 50854-2024',
};
/** GB/T 50854-2024 prices items from this month on ('YYYY-MM'); the list defaults to 2013 unless the period lies wholly after it. */
export const STANDARD_2024_FROM = '2025-09';

export const BQ_PAGE_SIZES = [10, 20, 50] as const;
/** Sample items of a row: page sizes. */
export const BQ_SAMPLE_PAGE_SIZES = [10, 20, 50] as const;
/** A single project's bill: page sizes. */
export const BQ_BILL_PAGE_SIZES = [20, 50, 100] as const;
/** The longest keyword accepted (characters). */
export const MAX_KEYWORD_LENGTH = 50;
/** Workbook and PDF downloads per member and minute. */
export const BQ_EXPORT_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

/**
 * Business status codes besides 200, 301/302 (login) and 820 (rights); all in the client's reject
 * list: show businessMsg and reject.
 */
export const UnitPriceCodes = {
  /** A parameter is missing or invalid (the message says which). */
  invalid: 400,
  /** No such item in that single project (or no such single project). */
  notFound: 440,
  /** The data asked for does not exist (no samples for a row in the set). */
  noData: 441,
} as const;

export const BQ_ITEM_NOT_FOUND = '该清单项目不存在';

export type BqSortField = 'code' | 'median' | 'sampleCount';
export type BqSortOrder = 'asc' | 'desc';

/** The filters shared by the list, a row's statistics and the chapter tree. All optional. */
export interface BqFilter {
  /** 清单规范; default '2013' unless dateFrom ≥ STANDARD_2024_FROM. Rows never mix the two. */
  standard?: BqStandardCode;
  /**
   * A code prefix (2–12 digits: 01, 0105, 010515, 010515001, 010515001001) or keywords over names
   * and 项目特征 (Chinese word segmentation: 钢筋, 防水, C30, HRB400, 加气块 …). Trimmed, ≤ MAX_KEYWORD_LENGTH.
   */
  keyWord?: string;
  /** A node of the 清单分类 tree: 2, 4 or 6 digits (discipline, chapter, section). */
  tradeCode?: string;
  /** A province or city areaid; 1 (全国) or absent means everywhere. */
  areaId?: number;
  /** Price month range, 'YYYY-MM' inclusive. */
  dateFrom?: string;
  dateTo?: string;
  /** Any of (cost-data vocabulary: BUILDING_USES, STRUCTURES, PRICING_STAGES). */
  buildingUse?: string[];
  structure?: string[];
  pricingStage?: string[];
}

export interface BqSearchQuery extends BqFilter {
  /** Default 'code' asc. */
  sortField?: BqSortField;
  sortOrder?: BqSortOrder;
  /** 1-based. */
  pageNum: number;
  /** One of BQ_PAGE_SIZES. */
  pageSize: number;
}

/** P10 – median – P90 of the stored 综合单价 (元 per unit), rounded to the cent, and the sample count. */
export interface BqPriceStats {
  count: number;
  p10: number;
  median: number;
  p90: number;
  min: number;
  max: number;
  mean: number;
}

/** One list row: a (standard, 9-digit code, unit) in the filtered set. */
export interface BqCodeRowStat extends BqPriceStats {
  rowKey: string;
  standard: BqStandardCode;
  /** 清单编码 (9 digits). */
  code9: string;
  /** 项目名称. */
  name: string;
  /** 项目特征: the most frequent feature text of the code in the set, one feature per line. */
  features: string;
  /** How many distinct feature texts the code has in the set. */
  featureVariants: number;
  /** 计量单位 (m³, t, m² …). */
  unit: string;
  /** The chapter and section it belongs to (4 and 6 digits). */
  chapter: { code: string; name: string };
  section: { code: string; name: string };
}

/** What the set is: shown above the list and in every statistic ("示例数据"). */
export interface BqScope {
  standard: { code: BqStandardCode; name: string };
  /** 全国, a province or a city. */
  area: { id: number; name: string };
  /** 'YYYY-MM' of the filter, or of the earliest / latest sample when not filtered (null without samples). */
  monthFrom: string | null;
  monthTo: string | null;
  /** How the keyword was read: a code prefix, words, or none. */
  keyword: { kind: 'code' | 'text' | 'none'; text: string; terms: string[] };
}

export interface BqSearchPage {
  /** Rows (codes) in the filtered set. */
  total: number;
  /** Items behind all rows. */
  sampleTotal: number;
  pageNum: number;
  pageSize: number;
  scope: BqScope;
  list: BqCodeRowStat[];
}

export interface BqTemplateQuery extends BqFilter {
  /** The row key of a list row ('2013:010515001:t'). Its standard overrides `standard`. */
  ids: string;
  /** Samples page (default 1, 10; BQ_SAMPLE_PAGE_SIZES). */
  pageNum?: number;
  pageSize?: number;
  /** Samples order: 'month' (newest first, default) or 'price' (ascending). */
  sampleSort?: 'month' | 'price';
}

/** One item of a row's sample (list data: login). */
export interface BqSampleItem {
  id: number;
  /** The single project (bid node) holding it. */
  projectId: number;
  projectName: string;
  /** 12-digit code. */
  code: string;
  name: string;
  features: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  /** 'YYYY-MM'. */
  month: string;
  pricingStage: string;
  buildingUse: string;
  structure: string;
}

export interface BqHistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface BqTrendPoint {
  /** 'YYYY-MM'. */
  month: string;
  median: number;
  count: number;
}

export interface BqTemplate {
  rowKey: string;
  standard: BqStandardCode;
  code9: string;
  name: string;
  unit: string;
  features: string;
  scope: BqScope;
  /** 同类清单分布: the statistics of the set (equal to the list row's). */
  stats: BqPriceStats;
  /** Equal-width bins from min to max (10, or 1 when all equal). */
  histogram: BqHistogramBin[];
  /** 价格走势: monthly median of the set, oldest first, months without samples left out. */
  trend: BqTrendPoint[];
  samples: { total: number; pageNum: number; pageSize: number; list: BqSampleItem[] };
}

export interface BqTradeTreeQuery extends BqFilter {
  /** The standard: '2013' or '2024' (required). */
  bqItemDbId: BqStandardCode;
}

/** 清单分类: discipline (2 digits) → chapter (4) → section (6). */
export interface BqTradeNode {
  code: string;
  name: string;
  level: 1 | 2 | 3;
  /** Items in the filtered set under this node (keyword and tradeCode ignored). */
  sampleCount: number;
  /** 9-digit codes of the catalogue under this node. */
  codeCount: number;
  children: BqTradeNode[];
}

/** GET query of the detail endpoints. */
export interface BqItemRef {
  id: number;
  projectId: number;
}

/** 'info' → 信息价 (招标控制价), 'market' → 市场价 (中标价, 结算价). */
export type BqPriceKind = 'info' | 'market';
export const BQ_PRICE_KIND_NAMES: Readonly<Record<BqPriceKind, string>> = { info: '信息价', market: '市场价' };

/** The price basis of an item: whose resource prices priced it. */
export interface BqPriceBasis {
  /** The priced region (city, else province). */
  regionId: number;
  regionName: string;
  /** 'YYYY-MM'. */
  month: string;
  kind: BqPriceKind;
  kindName: string;
}

/** What names a bill item in every answer about it: its ids, codes, name, features, unit and quantity. */
export interface BqItemIdentity {
  id: number;
  /** The single project (bid node) holding it. */
  projectId: number;
  /** 12 digits, and its 9-digit national code. */
  code: string;
  code9: string;
  name: string;
  /** 项目特征, one per line. */
  features: string;
  unit: string;
  quantity: number;
}

export interface BqItemInfo extends BqItemIdentity {
  rowKey: string;
  standard: { code: BqStandardCode; name: string };
  /** 综合单价 元/unit and 合价 元. */
  unitPrice: number;
  amount: number;
  /** 'sub' 分部分项, 'measure' 单价措施, 'lump' 总价措施. */
  part: string;
  partName: string;
  specialty: { code: string; name: string };
  chapter: { code: string; name: string };
  section: { code: string; name: string };
  /** 1: one of the bill's 优质清单. */
  excellent: boolean;
  basis: BqPriceBasis;
  /** 所属工程. */
  project: {
    bidNodeId: number;
    name: string;
    projectName: string;
    buildingUse: string;
    structure: string;
    pricingStage: string;
    provinceId: number;
    provinceName: string;
    cityId: number;
    cityName: string;
    /** 'YYYY-MM-DD'. */
    priceDate: string;
    buildingArea: number;
  };
}

export type BqCompositionCode = 'labour' | 'material' | 'machine' | 'management' | 'profit' | 'risk';

/** 综合单价组成: the six parts per unit, adding up to the unit price to the cent. */
export interface BqPriceComposition {
  unit: string;
  unitPrice: number;
  rows: Array<{
    code: BqCompositionCode;
    /** 人工费, 材料费, 机械费, 管理费, 利润, 风险费用. */
    name: string;
    /** 元 per unit. */
    value: number;
    /** 元 for the item's quantity: round(quantity × value); may differ from the item's amount by cents in total. */
    amount: number;
    /** Share of the unit price, 0..1. */
    ratio: number;
    /** 计算基础 and 费率 of the fees ('人工费+机械费', 0.26); null for direct costs. */
    base: string | null;
    rate: number | null;
  }>;
  basis: BqPriceBasis;
}

/** One resource line of a norm, per norm unit: code, name, spec, unit, kind, consumption, the price used (元). */
export type BqNormResource = BqPricingNorm['resources'][number];

/**
 * 定额组价: the norm lines of an item, as cost-data prices them (BqPricingNorm): 含量 per unit of the
 * item, the norm units of the whole item, 人工费, 材料费, 机械费 and their sum per norm unit at the basis
 * prices (元, 2 decimals), and the norm's resources.
 */
export interface BqNormGroup {
  unit: string;
  basis: BqPriceBasis;
  lines: BqPricingNorm[];
}

export type BqResourceKind = '人工' | '材料' | '机械' | '主材' | '设备';

/**
 * 人材机汇总: each resource of the item, per unit of the item, as cost-data prices it
 * (BqPricingResource: consumption per unit and for the whole quantity, the price used, both prices of
 * the basis region and month, 元 per unit with Σ by class = the item's 人工费 / 材料费 (材料+主材+设备) /
 * 机械费 to the cent, share of the direct cost), its class named.
 */
export interface BqResourceLine extends Omit<BqPricingResource, 'kind'> {
  kind: BqResourceKind;
}

export interface BqResSummary {
  unit: string;
  basis: BqPriceBasis;
  /** 'derived': norm lines × library consumption × basis prices; 'stored': the imported bill's own lines. */
  source: 'derived' | 'stored';
  lines: BqResourceLine[];
  /** Σ amount per class (元 per unit): 人工 = labour, 材料+主材+设备 = material, 机械 = machine. */
  totals: { labour: number; material: number; machine: number; direct: number };
}

/** A short item (相关清单, a bill's rows). Prices are null without the VIP right. */
export interface BqItemBrief extends BqItemIdentity {
  seq: number;
  unitPrice: number | null;
  amount: number | null;
  part: string;
  excellent: boolean;
  chapter: { code: string; name: string };
}

export interface BqRelated {
  /** The same code (standard, code9, unit) in other single projects of the province, nearest month first (≤ 10). */
  sameCode: Array<BqItemBrief & { projectName: string; provinceName: string; cityName: string; month: string; pricingStage: string }>;
  /** Other items of the same section in this bill (≤ 10). */
  sameSection: BqItemBrief[];
}

export interface BqBillPage {
  resultId: number;
  total: number;
  pageNum: number;
  pageSize: number;
  /** The chapter filter applied ('' for all). */
  chapter: string;
  /** The bill's chapters with their item counts and amounts (amount null without VIP). */
  chapters: Array<{ code: string; name: string; count: number; amount: number | null }>;
  /** false: the prices are hidden (no VIP right). */
  pricesVisible: boolean;
  list: BqItemBrief[];
}

export interface BqDetailRight {
  /** The caller may open item details (VIP or a running trial). */
  allowed: boolean;
  loggedIn: boolean;
  /** Why not (Chinese), null when allowed. */
  reason: string | null;
}

/** The list page's video dialog: shown when `show` (a configured video), the user logged in, on the list path. */
export interface BqVideoGuide {
  show: boolean;
  title: string;
  src: string | null;
  poster: string | null;
  durationSec: number | null;
}

export interface BqVideoEvent {
  event: 'open' | 'close';
  /** Watched seconds on close: finite, 0 … 36000. */
  seconds?: number;
}
