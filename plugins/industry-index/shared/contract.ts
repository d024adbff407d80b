/**
 * The contract of 行业管理指数 (construction-industry statistics by province): its endpoints, what they
 * take and answer, the indicators with their units, the rules and their Chinese messages. Both halves
 * import it; it imports nothing at run time.
 *
 * Periods travel as text: a year `2023`, or a quarter `2024Q3` — quarterly figures are cumulative from
 * the start of the year (1—3季度), as the statistical bureau publishes them. Values are numbers in the
 * indicator's unit (亿元, 万m², 万人, 个, 元/人) rounded to its decimals.
 */

/** The endpoints (answering the site's envelope `{ statusCode, data, businessMsg }`; all need a login). */
export const IndustryIndexPaths = {
  /** GET → IndustryParams: regions, years, quarters, indicators with units. */
  params: '/core/administrative/getParams',
  /** POST JSON IndustryDataQuery → IndustryDataList. */
  dataList: '/core/administrative/getDataList',
  /** POST JSON IndustryExportQuery → an XLSX file (or the envelope when refused). */
  exportXlsx: '/core/administrative/export',
} as const;

/** The indicator codes, in the order the page lists them (the glossary's 行业管理指数 words). */
export const INDICATOR_CODES = ['output', 'contracts', 'floorArea', 'completedArea', 'enterprises', 'employees', 'productivity', 'profit'] as const;
export type IndicatorCode = (typeof INDICATOR_CODES)[number];

/** The parts stored under an indicator (of which): the output by kind of work, the floor area newly started. */
export const PART_CODES = ['outputBuilding', 'outputInstall', 'outputOther', 'newStartArea'] as const;
export type PartCode = (typeof PART_CODES)[number];

export interface IndicatorPartDef {
  readonly code: PartCode;
  readonly name: string;
}

export interface IndicatorDef {
  readonly code: IndicatorCode;
  readonly name: string;
  readonly unit: string;
  /** Decimals of the published figure (亿元 and 万m² and 万人: 2; 个 and 元/人: 0). */
  readonly decimals: number;
  /** How the figure is counted: a flow summed from the start of the year, a count at the period's end, a ratio. */
  readonly kind: 'flow' | 'stock' | 'ratio';
  /** The parts (其中). */
  readonly parts: readonly IndicatorPartDef[];
  /** One line on what the figure is. */
  readonly note: string;
}

export const INDICATORS: readonly IndicatorDef[] = [
  {
    code: 'output',
    name: '建筑业总产值',
    unit: '亿元',
    decimals: 2,
    kind: 'flow',
    parts: [
      { code: 'outputBuilding', name: '建筑工程产值' },
      { code: 'outputInstall', name: '安装工程产值' },
      { code: 'outputOther', name: '其他产值' },
    ],
    note: '建筑业企业完成的以货币表现的建筑业生产成果总和，由建筑工程、安装工程和其他产值构成。',
  },
  { code: 'contracts', name: '新签合同额', unit: '亿元', decimals: 2, kind: 'flow', parts: [], note: '本期新签订的工程承包合同金额。' },
  {
    code: 'floorArea',
    name: '房屋施工面积',
    unit: '万m²',
    decimals: 2,
    kind: 'flow',
    parts: [{ code: 'newStartArea', name: '新开工面积' }],
    note: '本期内施工的全部房屋建筑面积（含上期跨入和本期新开工）。',
  },
  { code: 'completedArea', name: '房屋竣工面积', unit: '万m²', decimals: 2, kind: 'flow', parts: [], note: '本期内竣工验收的房屋建筑面积。' },
  { code: 'enterprises', name: '企业个数', unit: '个', decimals: 0, kind: 'stock', parts: [], note: '有施工活动的建筑业企业个数（资质等级以上总承包和专业承包企业）。' },
  { code: 'employees', name: '从业人数', unit: '万人', decimals: 2, kind: 'stock', parts: [], note: '期末建筑业企业从业人数。' },
  {
    code: 'productivity',
    name: '劳动生产率',
    unit: '元/人',
    decimals: 0,
    kind: 'ratio',
    parts: [],
    note: '按建筑业总产值计算：建筑业总产值 ÷ 平均从业人数（季度数据为年初累计）。',
  },
  { code: 'profit', name: '利润总额', unit: '亿元', decimals: 2, kind: 'flow', parts: [], note: '建筑业企业实现的利润总额。' },
];

export function indicatorDef(code: string): IndicatorDef | undefined {
  return INDICATORS.find((d) => d.code === code);
}

/** A region of the parameters: 全国 (areaid 1) or a province (its GB/T 2260 two-digit code, e.g. 32 江苏). */
export interface IndustryRegion {
  areaid: number;
  name: string;
  /** GB/T 2260 province code ('32'); '' for 全国. */
  code: string;
}

export interface IndustryPeriod {
  /** `2023` or `2024Q3`. */
  key: string;
  kind: 'year' | 'quarter';
  /** 2023年, 2024年1—3季度. */
  label: string;
}

export interface IndustryParams {
  /** 全国 first, then the 31 provinces in the order of the statistical bulletins (北京, 天津 … 新疆). */
  regions: IndustryRegion[];
  /** Newest first. */
  years: IndustryPeriod[];
  /** Newest first (cumulative from the start of the year). */
  quarters: IndustryPeriod[];
  indicators: IndicatorDef[];
  /** The default period: the newest year. */
  latestYear: string;
  latestQuarter: string;
  source: string;
  sampleNote: string;
}

export interface IndustryDataQuery {
  /** 1 (全国, default) or a province areaid. */
  areaId?: number;
  /** `2023` or `2024Q3` (default: the newest year). */
  period?: string;
  /** The indicator of the map, the ranking and the trend (default output). */
  indicator?: string;
  /** The province of the trend line (default: the region when a province, else the first of the ranking). */
  trendAreaId?: number;
}

export interface PartValue {
  code: PartCode;
  name: string;
  value: number;
  /** 同比增长 as a ratio (0.0335 = 3.35 %), null without the period a year before. */
  yoy: number | null;
  /** The part's share of its indicator (a ratio, 4 decimals). */
  share: number;
}

export interface IndicatorValue {
  code: IndicatorCode;
  name: string;
  unit: string;
  value: number;
  /** The same period a year before (null when not in the data). */
  previous: number | null;
  /** 同比增长 as a ratio, 4 decimals (null without the period before). */
  yoy: number | null;
  parts: PartValue[];
}

export interface ProvinceValue {
  areaid: number;
  name: string;
  /** GB/T 2260 code ('32'): the map joins on it. */
  code: string;
  value: number;
  yoy: number | null;
  /** Share of the national total (a ratio, 4 decimals; null for 劳动生产率, a ratio itself). */
  share: number | null;
  /** 1 = the largest value. */
  rank: number;
}

export interface TrendPoint {
  /** `2023` or `2024Q3`. */
  period: string;
  /** 2023年, 2024Q3 (short, for the axis). */
  label: string;
  region: number;
  national: number;
  regionYoy: number | null;
  nationalYoy: number | null;
}

export interface IndustryTrend {
  indicator: IndicatorCode;
  unit: string;
  region: IndustryRegion;
  kind: 'year' | 'quarter';
  points: TrendPoint[];
}

/** One province (or 全国) with every indicator of the period: the table. */
export interface RegionRow {
  areaid: number;
  name: string;
  code: string;
  /** By indicator code. */
  values: Record<IndicatorCode, number>;
  yoy: Record<IndicatorCode, number | null>;
}

export interface IndustryDataList {
  region: IndustryRegion;
  period: IndustryPeriod;
  /** The period the 同比 compares with (2022年, 2023年1—3季度), null when not in the data. */
  previousPeriod: IndustryPeriod | null;
  /** Every indicator of the region and period. */
  indicators: IndicatorValue[];
  /** The chosen indicator for every province, by rank. */
  chosen: {
    indicator: IndicatorCode;
    name: string;
    unit: string;
    national: number;
    nationalYoy: number | null;
    provinces: ProvinceValue[];
  };
  trend: IndustryTrend;
  /** 全国 then the provinces in bulletin order, every indicator. */
  table: RegionRow[];
  source: string;
}

export interface IndustryExportQuery {
  period?: string;
  indicator?: string;
}

/** Business status codes of the refusals (HTTP 200 with a businessMsg). */
export const IndustryIndexCodes = {
  invalid: 400,
  notFound: 440,
} as const;

export const IndustryIndexMessages = {
  regionInvalid: '请选择有效的地区',
  regionNotFound: '该地区暂无行业统计数据',
  periodInvalid: '请选择有效的统计期（如 2023 或 2024Q3）',
  periodNotFound: '该统计期暂无数据',
  indicatorInvalid: '请选择有效的指标',
  trendRegionInvalid: '走势对比的地区须为省份',
  notReady: '行业统计数据正在准备，请稍后再试',
} as const;

export const INDUSTRY_SOURCE = '国家统计局建筑业统计（年度及季度数据）';
export const INDUSTRY_SAMPLE_NOTE =
  '本栏目为示例数据：以国家统计局公布的建筑业统计数据为参照生成，全国合计接近公开数据，各省数据按合理比例分配，仅供演示，不作为统计依据。';

export const NATIONAL_AREA_ID = 1;

/** `2023` → year; `2024Q3` → quarter; else null. */
export function parsePeriod(text: string | null | undefined): { year: number; quarter: number } | null {
  const m = /^(\d{4})(?:Q([1-4]))?$/.exec((text ?? '').trim());
  return m ? { year: Number(m[1]), quarter: m[2] ? Number(m[2]) : 0 } : null;
}

const QUARTER_SPANS = ['', '1季度', '1—2季度', '1—3季度', '1—4季度'];

/** 2023年 / 2024年1—3季度. */
export function periodLabel(key: string): string {
  const p = parsePeriod(key);
  if (!p) return key;
  return p.quarter ? `${p.year}年${QUARTER_SPANS[p.quarter]}` : `${p.year}年`;
}

/** The same period a year before. */
export function previousPeriodKey(key: string): string {
  const p = parsePeriod(key);
  if (!p) return key;
  return p.quarter ? `${p.year - 1}Q${p.quarter}` : String(p.year - 1);
}

/** A change as a ratio rounded to 0.01 % (null without a positive base). */
export function changeRatio(now: number, before: number | null | undefined): number | null {
  if (before === null || before === undefined || !(before > 0)) return null;
  return Math.round(((now - before) / before) * 10_000) / 10_000;
}
