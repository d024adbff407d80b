/**
 * The contract of 劳务分包指数 (labour subcontracting prices): its endpoints, what they take and answer,
 * its rules and their Chinese messages. Both halves import it; it imports nothing at run time.
 *
 * A **price line** (价格线) is one stored series: trade (工种) × region (全国, a province or a main
 * city) × building type (住宅, 公建, 厂房), addressed by its numeric `id`
 * (`/laborSubcontracting/priceLine/{id}`). Each quarter of a line holds its price in 元/m² of
 * building area, the price in the trade's own unit of work (元/t, 元/m³, 元/m² of formwork …), the
 * day rate (元/工日, the mean of the quarter's months of cost-data's market day rate of that trade,
 * so this column and the resource prices agree) and the sample count. Quarters travel as
 * 'YYYYQn' text ('2026Q3').
 *
 * Index: price ÷ price(2020Q1) × 100, 2 decimals (LABOUR_INDEX_BASE). 环比 (mom): the change
 * against the quarter before, 同比 (yoy): against the same quarter a year before; both ratios
 * (0.0312 = +3.12 %), 4 decimals, null when that quarter is outside the series.
 *
 * **The newest-quarter rule**: the newest quarter of the sample data (LabourInfo.latestQuarter,
 * 2026Q3) is seen by VIPs only (membership's `vip` right: a VIP or a running trial); everyone else
 * sees the series up to the quarter before it. Every data endpoint applies it; a request naming a
 * later quarter is answered with the visible one (never refused), and `LabourScope.visibleQuarter`
 * plus `newestLocked` tell the page what it shows and why (LabourMessages.newestLocked).
 *
 * Access: every endpoint needs a login (301 without one, 302 for an expired token);
 * getSubcontractResultList and the price values in it need the VIP right (820 otherwise), like the
 * rest of the single-project detail. Answers are the envelope `{ statusCode, data, businessMsg }`
 * (the XLSX export answers a file, or the envelope when refused). The data is generated sample data
 * (LABOUR_SAMPLE_NOTE).
 */
export { labourRoutes } from './routes';

export const LabourPaths = {
  /** GET → LabourAreaInfos: regions (全国, provinces with their main cities), trades, building types, quarters. */
  areaInfos: '/core/labor/getAreaInfos',
  /** GET → LabourPermission: does the caller see the newest quarter. */
  permission: '/core/labor/checkNewCostPermission',
  /** GET ?id=&cancel= → LabourCollectResult: save a price line as a favourite (cancel=true removes it). */
  collect: '/core/labor/collectLaborData',
  /** POST JSON LabourSectionsQuery → LabourSections: every trade's section (its lines) for a region, newest visible quarter. */
  sections: '/core/labor/getLaborSections',
  /** POST JSON LabourSectionsQueryV2 → LabourSections: as getLaborSections, for a chosen quarter, trades, building type and sparkline length. */
  sectionsV2: '/core/labor/getLaborSections_v2',
  /** POST JSON LabourTrendQuery → LabourTrend: a line over time, its band across sub-regions, up to 4 regions to compare. */
  priceTrend: '/core/labor/getPriceTrend',
  /** POST JSON LabourAreaQuery → LabourAreaTable: one trade and building type across the provinces (全国) or a province's cities. */
  areaLaborInfo: '/core/labor/getAreaLaborInfo',
  /** POST JSON LabourLineQuery → LabourLineDetail: a line's header (what it is, latest figures, two-year summary). */
  sectionDetails: '/core/labor/getSectionDetails',
  /** POST JSON LabourQuartersQuery → LabourQuarterTable: a line's table of quarters (newest first). */
  sectionDetailsV2: '/core/labor/getSectionDetails_v2',
  /** POST JSON LabourCollectStatusQuery → LabourCollectStatus: which of the asked lines the caller has saved. */
  collectStatus: '/core/labor/laborDataCollectStatus',
  /** GET ?id=&from=&to= → XLSX file (the price line's quarters), or the envelope when refused. */
  exportLine: '/core/labor/exportPriceLine',
  /** GET ?bidNodeId= → SubcontractResult (VIP): a single project's labour subcontract cost per trade. */
  subcontractResults: '/core/idx/getSubcontractResultList',
} as const;

/** The base of every index: 2020Q1 = 100. */
export const LABOUR_INDEX_BASE = { quarter: '2020Q1', value: 100 } as const;
/** The first quarter of the sample data. */
export const LABOUR_FIRST_QUARTER = '2018Q1';

/** Building types (业态). Not every trade has all three (see LabourTradeInfo.buildingTypes). */
export const LABOUR_BUILDING_TYPES = ['住宅', '公建', '厂房'] as const;
export type LabourBuildingType = (typeof LABOUR_BUILDING_TYPES)[number];

/** The trades (工种), in menu order. `code` is what requests carry. */
export const LABOUR_TRADE_CODES = [
  'formwork', // 木工
  'rebar', // 钢筋工
  'concrete', // 混凝土工
  'masonry', // 砌筑工
  'plaster', // 抹灰工
  'scaffold', // 架子工
  'mep', // 水电安装
  'painting', // 油漆涂料
  'waterproof', // 防水工
  'decoration', // 装饰装修
  'mainFrame', // 主体大清包
] as const;
export type LabourTradeCode = (typeof LABOUR_TRADE_CODES)[number];

/** Limits of the inputs. */
export const LABOUR_LIMITS = {
  /** Regions compared with a line on its price-line page. */
  compareMax: 4,
  /** Line ids in one status call. */
  idsMax: 100,
  /** Sparkline length (quarters) of getLaborSections_v2: min, max; getLaborSections uses `sparkDefault`. */
  sparkMin: 4,
  sparkMax: 40,
  sparkDefault: 8,
  /** The quarters table of a line: page sizes (getSectionDetails_v2). */
  pageSizes: [10, 20, 50] as readonly number[],
} as const;

/** XLSX downloads per member and minute. */
export const LABOUR_EXPORT_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

/** A region of the selector: 全国, or a province with its priced main cities. */
export interface LabourRegionNode {
  areaid: number;
  /** 全国, 江苏, 苏州市. */
  name: string;
  subList: LabourRegionNode[];
}

/** How a trade is quoted. */
export interface LabourTradeInfo {
  code: LabourTradeCode;
  /** 木工, 钢筋工 … (glossary words). */
  name: string;
  /** The work the price covers (工作内容), one sentence. */
  scope: string;
  /** Always '元/m²' of building area (建筑面积). */
  unit: string;
  /** What the unit is measured on: '建筑面积'. */
  unitBasis: string;
  /** The trade's own unit of work: '元/m²' (formwork contact area), '元/t', '元/m³', '元/工日' … */
  altUnit: string;
  /** What the alternative unit is measured on: '模板接触面积', '钢筋重量', '混凝土体积', '工日' … */
  altUnitBasis: string;
  /** The building types the trade has lines for (the price differs between them). */
  buildingTypes: LabourBuildingType[];
  /** cost-data's labour resource whose market day rate the lines carry (R0003 钢筋工 …). */
  dayRateResource: { code: string; name: string };
}

export interface LabourAreaInfos {
  /** 全国 first, then the provinces with their main cities. */
  regions: LabourRegionNode[];
  trades: LabourTradeInfo[];
  buildingTypes: LabourBuildingType[];
  /** The first quarter, the newest quarter of the data and the newest the caller sees. */
  firstQuarter: string;
  latestQuarter: string;
  visibleQuarter: string;
  /** Every quarter the caller sees, oldest first. */
  quarters: string[];
  /** The region the page opens with (全国: 1). */
  defaultAreaId: number;
}

export interface LabourPermission {
  /** True when the caller sees the newest quarter (VIP or trial). */
  hasPermission: boolean;
  latestQuarter: string;
  visibleQuarter: string;
  /** Why not (LabourMessages.newestLocked), '' when hasPermission. */
  reason: string;
}

/** Where and when a figure stands: every answer carrying figures has one. */
export interface LabourScope {
  region: { areaid: number; name: string; provinceName: string; level: 'national' | 'province' | 'city' };
  /** The quarter the figures are for. */
  quarter: string;
  /** The newest quarter the caller sees, and the newest of the data. */
  visibleQuarter: string;
  latestQuarter: string;
  /** True when the newest quarter exists but is withheld from the caller (not a VIP). */
  newestLocked: boolean;
  /** LABOUR_SAMPLE_NOTE. */
  note: string;
}

/** One quarter's figures of a line. */
export interface LabourQuarterFigures {
  quarter: string;
  /** 元/m² of building area, 2 decimals. */
  price: number;
  /** 元 per the trade's altUnit, 2 decimals. */
  altPrice: number;
  /** Market day rate, 元/工日, 2 decimals (cost-data's resource price, mean of the quarter's months). */
  dayRate: number;
  /** Index (2020Q1 = 100), 2 decimals. */
  index: number;
  /** 环比 and 同比 of the price, ratios (4 decimals), null when that quarter is outside the series. */
  mom: number | null;
  yoy: number | null;
  /** Quotes behind the figure (样本数). */
  samples: number;
}

/** One price line as a section shows it. */
export interface LabourLineRow {
  id: number;
  tradeCode: LabourTradeCode;
  buildingType: LabourBuildingType;
  /** The figures of the scope's quarter. */
  latest: LabourQuarterFigures;
  /** The price (元/m²) of the last N quarters up to the scope's quarter, oldest first (sparkline). */
  spark: Array<{ quarter: string; price: number }>;
}

export interface LabourSection {
  trade: LabourTradeInfo;
  lines: LabourLineRow[];
}

export interface LabourSectionsQuery {
  /** 全国 (1), a province or a priced main city. */
  areaId: number;
}

export interface LabourSectionsQueryV2 extends LabourSectionsQuery {
  /** 'YYYYQn'; default and upper bound the newest visible quarter. */
  quarter?: string;
  /** Only these trades (default all). */
  tradeCodes?: LabourTradeCode[];
  /** Only this building type (default all). */
  buildingType?: LabourBuildingType;
  /** Sparkline length in quarters (LABOUR_LIMITS.sparkMin…sparkMax; default sparkDefault). */
  sparkQuarters?: number;
}

export interface LabourSections {
  scope: LabourScope;
  sections: LabourSection[];
}

/** What a line is. */
export interface LabourLineInfo {
  id: number;
  trade: LabourTradeInfo;
  buildingType: LabourBuildingType;
  region: LabourScope['region'];
}

export interface LabourLineQuery {
  id: number;
}

/** A line's header: what it is, the scope's quarter, and the last two years. */
export interface LabourLineDetail {
  line: LabourLineInfo;
  scope: LabourScope;
  latest: LabourQuarterFigures;
  /** Over the 8 quarters up to the scope's quarter: price low/high (元/m²), change first→last (ratio), samples summed. */
  twoYears: { from: string; to: string; min: number; minQuarter: string; max: number; maxQuarter: string; change: number; samples: number };
  /** The same trade and building type's national price of the quarter (元/m²) and the line against it (ratio; null on 全国). */
  national: { price: number; ratio: number | null };
}

export interface LabourQuartersQuery {
  id: number;
  /** 'YYYYQn' range, both inclusive (default the whole visible series). */
  from?: string;
  to?: string;
  /** Default 1, 20 (LABOUR_LIMITS.pageSizes). */
  pageNum?: number;
  pageSize?: number;
}

export interface LabourQuarterTable {
  line: LabourLineInfo;
  scope: LabourScope;
  /** Newest first. */
  list: LabourQuarterFigures[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface LabourTrendQuery {
  id: number;
  /** Other regions (areaids) to compare with, ≤ LABOUR_LIMITS.compareMax, not the line's own. */
  compareAreaIds?: number[];
  /** 'YYYYQn' range, both inclusive (default the whole visible series). */
  from?: string;
  to?: string;
}

/** A quarter of the band: the spread of the same trade and building type across the sub-regions. */
export interface LabourBandPoint {
  quarter: string;
  /** 元/m²: lowest, median, highest; and how many regions are behind it. */
  min: number;
  median: number;
  max: number;
  regions: number;
}

export interface LabourTrendSeries {
  /** The line of that region (same trade and building type); null when the region has no such line. */
  lineId: number | null;
  region: LabourScope['region'];
  points: LabourQuarterFigures[];
}

export interface LabourTrend {
  line: LabourLineInfo;
  scope: LabourScope;
  /** The line itself, oldest first. */
  series: LabourTrendSeries;
  /** Across the province's cities (a province or city line) or the provinces (a 全国 line); empty when none. */
  band: { label: string; points: LabourBandPoint[] };
  /** The regions compared, in the order asked. */
  compare: LabourTrendSeries[];
}

export interface LabourAreaQuery {
  /** 全国 (1) lists the provinces; a province lists its cities; a city lists its province's cities. */
  areaId: number;
  tradeCode: LabourTradeCode;
  /** Default the trade's first building type. */
  buildingType?: LabourBuildingType;
  /** Default and upper bound the newest visible quarter. */
  quarter?: string;
}

export interface LabourAreaRow extends LabourQuarterFigures {
  /** The line's id. */
  id: number;
  areaid: number;
  name: string;
  level: 'national' | 'province' | 'city';
  /** The price against 全国's of the quarter (ratio; null on 全国's own row). */
  vsNational: number | null;
}

export interface LabourAreaTable {
  trade: LabourTradeInfo;
  buildingType: LabourBuildingType;
  scope: LabourScope;
  /** The scope region first, then its sub-regions by price descending, then 全国 for reference. */
  rows: LabourAreaRow[];
}

export interface LabourCollectStatusQuery {
  /** 1 … LABOUR_LIMITS.idsMax line ids. */
  ids: number[];
}

export interface LabourCollectStatus {
  /** The asked ids the caller has saved, ascending. */
  saved: number[];
}

export interface LabourCollectResult {
  id: number;
  /** The state after the call. */
  collected: boolean;
  /** True when nothing changed (already saved / not saved). */
  already: boolean;
}

/** One trade of a single project's labour subcontract (劳务分包). */
export interface SubcontractResultRow {
  tradeCode: LabourTradeCode;
  tradeName: string;
  /** The project's quantity in the trade's unit of work (t of rebar, m³ of concrete …) and that unit ('t', 'm³', 'm²', '工日'). */
  altQuantity: number;
  altQuantityUnit: string;
  /** The project's price in the trade's unit (元 per altUnit) and per m² of building area. */
  altPrice: number;
  altUnit: string;
  unitPrice: number;
  /** The project's labour cost of the trade, 元 (2 decimals); the rows add up to SubcontractResult.total to the cent. */
  amount: number;
  /** The regional price line of the project's quarter: its price (元/m²), its price in the trade's unit (altUnit), its id (null without a line). */
  regionalPrice: number | null;
  regionalAltPrice?: number | null;
  regionalLineId: number | null;
  /** The project's price against the regional one in the same unit (altPrice ÷ regionalAltPrice − 1; ratio, 4 decimals). */
  vsRegional: number | null;
  /** Share of the total (0..1, 4 decimals). */
  share: number;
}

export interface SubcontractResult {
  bidNodeId: number;
  /** The project: name, building area (m²), use, structure, its region and the quarter of its price month. */
  project: { name: string; buildingArea: number; buildingUse: string; structure: string; regionName: string; areaId: number; quarter: string };
  /** The building type the regional lines were chosen by (住宅 / 公建 / 厂房, from the building use). */
  buildingType: LabourBuildingType;
  /** The region whose lines priced it (the project's city when priced, else its province). */
  region: LabourScope['region'];
  rows: SubcontractResultRow[];
  /** Σ amount (元) and per m² of building area (元/m²). */
  total: number;
  totalPerM2: number;
  note: string;
}

/** Business status codes besides 200, 301/302 (login) and 820 (rights); all in the client's reject list. */
export const LabourCodes = {
  /** A parameter is missing or invalid (the message says which). */
  invalid: 400,
  /** No such price line, region or single project. */
  notFound: 440,
  /** The region has no line of that trade and building type. */
  noData: 441,
} as const;

export const LABOUR_SAMPLE_NOTE = '示例数据：劳务分包价格为平台生成的演示数据，仅供功能演示，不代表真实市场报价。';

export const LabourMessages = {
  newestLocked: '最新季度数据仅对VIP会员开放',
  lineNotFound: '该劳务价格线不存在',
  regionNotFound: '该地区暂无劳务分包数据',
  noLine: '该地区暂无此工种的劳务价格',
  projectNotFound: '该单项工程不存在',
  quarter: '季度格式应为YYYYQn，如2026Q2',
  quarterRange: '起始季度不能晚于结束季度',
  quarterBefore: `季度超出数据范围（数据自${LABOUR_FIRST_QUARTER}起）`,
  preparing: '劳务分包数据正在准备，请稍后再试',
  favoritesOff: '收藏功能暂未开放',
  trade: '工种不存在',
  buildingType: `业态只能是${LABOUR_BUILDING_TYPES.join('、')}`,
  compare: `对比地区最多${LABOUR_LIMITS.compareMax}个`,
  compareSelf: '对比地区不能与当前地区相同',
  ids: `一次最多查询${LABOUR_LIMITS.idsMax}条价格线`,
  pageSize: `每页条数只能是${LABOUR_LIMITS.pageSizes.join('、')}`,
  saved: '收藏成功',
  alreadySaved: '已收藏',
  cancelled: '已取消收藏',
  invalid: '请求参数错误',
} as const;

/** 'YYYYQn' → a sortable number (2026Q3 → 20263), null when malformed. */
export function quarterKey(quarter: string): number | null {
  const m = /^(\d{4})Q([1-4])$/.exec(quarter);
  return m ? Number(m[1]) * 10 + Number(m[2]) : null;
}
