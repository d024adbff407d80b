/**
 * The mall's catalogue: the products seeded at first start and what each one's spec means.
 *
 * Reports are built from the site's (generated) cost data through cost-data's CostDataFigures:
 * the national index by quarter and median unit costs by building use and by province over the
 * twelve months ending with the latest complete quarter of the data (when the data is not there
 * yet, the quarter before the seed's day). VIP products grant a membership plan (RightsGrants,
 * source `activity`); gifts are shipped (待发货).
 */
import type { PlanId } from '@plugins/membership/shared/plans';
import { PRICE_INDEX_BASE } from '@plugins/cost-data/shared/vocabulary';
import type { ProductKind, ReportScope } from '../../shared/mall';
import { REPORT_DOWNLOAD_LIMIT } from '../../shared/mall';

/** What a report shows (its figures are read when it is downloaded). */
export type ReportSpec =
  /** The national price index by quarter: `quarters` quarters ending with the one whose last month is `until`. */
  | { report: 'index'; until: number; quarters: number }
  /** Median unit cost per province of one building use over the months `from`..`to`. */
  | { report: 'byProvince'; from: number; to: number; use: string }
  /** Median unit cost per building use over the months `from`..`to`. */
  | { report: 'byUse'; from: number; to: number };

export type ProductSpec =
  | { kind: 'report'; report: ReportSpec; contents: string[]; downloadLimit: number }
  | { kind: 'vip'; planId: PlanId; planName: string; days: number; contents: string[] }
  | { kind: 'gift'; contents: string[] };

export interface CatalogueProduct {
  code: string;
  kind: ProductKind;
  title: string;
  summary: string;
  points: number;
  stock: number;
  memberLimit: number;
  sort: number;
  tone: 'brand' | 'accent' | 'green' | 'gray';
  spec: ProductSpec;
}

const QUARTER_WORDS = ['一', '二', '三', '四'] as const;

/** 202510 → 2025年10月 */
export function monthText(month: number): string {
  return `${Math.floor(month / 100)}年${month % 100}月`;
}

/** The month `n` months after `month` (YYYYMM; n may be negative). */
export function addMonth(month: number, n: number): number {
  const index = Math.floor(month / 100) * 12 + (month % 100) - 1 + n;
  return Math.floor(index / 12) * 100 + (index % 12) + 1;
}

/** 2026, 3 → 2026年第三季度 */
export function quarterText(year: number, quarter: number): string {
  return `${year}年第${QUARTER_WORDS[quarter - 1]}季度`;
}

/** The last month (YYYYMM) of the latest quarter that ends on or before `month`. */
export function lastCompleteQuarterEnd(month: number): number {
  const year = Math.floor(month / 100);
  const m = month % 100;
  const end = Math.floor(m / 3) * 3;
  return end === 0 ? (year - 1) * 100 + 12 : year * 100 + end;
}

/** The quarter (year and 1..4) whose last month is `until`. */
export function quarterOfEnd(until: number): { year: number; quarter: number } {
  return { year: Math.floor(until / 100), quarter: Math.ceil((until % 100) / 3) };
}

/** What a report covers (the mall's detail and the PDF's 报告说明 state it). */
export function reportScope(spec: ReportSpec): ReportScope {
  if (spec.report === 'index') {
    const last = quarterOfEnd(spec.until);
    const first = quarterOfEnd(addMonth(spec.until, -3 * (spec.quarters - 1)));
    return {
      unit: '指数（点）',
      period: `${quarterText(first.year, first.quarter)}至${quarterText(last.year, last.quarter)}（共${spec.quarters}个季度）`,
      region: '全国',
      sample: '各季度为其3个月月度指数的算术平均；月度指数按典型建筑的人工、材料、机械费构成（固定权重篮子）测算，全国指数为各省指数按建设规模加权',
      base: PRICE_INDEX_BASE,
    };
  }
  const period = `${monthText(spec.from)}至${monthText(spec.to)}（价格月份）`;
  if (spec.report === 'byProvince') {
    return {
      unit: '元/m²（按建筑面积计）',
      period,
      region: '全国各省、自治区、直辖市（按工程所在省份归集）',
      sample: `建筑用途为“${spec.use}”的示例单项工程，招标控制价、中标价、结算价均计入；样本量逐省列示，少于3个的省份不列示中位数`,
      base: null,
    };
  }
  return {
    unit: '元/m²（按建筑面积计）',
    period,
    region: '全国',
    sample: '全部示例单项工程按建筑用途分组，招标控制价、中标价、结算价均计入；样本量逐类列示',
    base: null,
  };
}

/** The catalogue, its reports dated by the latest complete quarter ending on or before `latestMonth`. */
export function catalogue(latestMonth: number): CatalogueProduct[] {
  const until = lastCompleteQuarterEnd(latestMonth);
  const { year, quarter } = quarterOfEnd(until);
  const q = quarterText(year, quarter);
  const tag = `${year}Q${quarter}`;
  const from = addMonth(until, -11);
  const window = `${monthText(from)}至${monthText(until)}`;
  const downloadLimit = REPORT_DOWNLOAD_LIMIT;
  return [
    {
      code: `RPT-${tag}-INDEX`,
      kind: 'report',
      title: `${q}全国建筑工程造价指数报告`,
      summary: `全国建筑工程造价指数近12个季度走势、环比与同比变化，基期2018年1月全国=100。`,
      points: 600,
      stock: 500,
      memberLimit: 1,
      sort: 10,
      tone: 'brand',
      spec: {
        kind: 'report',
        report: { report: 'index', until, quarters: 12 },
        contents: ['报告说明（单位、统计期、地区、样本、基期）', '季度指数走势图', '季度指数表（环比、同比）', '指标解读与使用说明'],
        downloadLimit,
      },
    },
    {
      code: `RPT-${tag}-RESI`,
      kind: 'report',
      title: `${q}各省住宅工程单方造价中位数报告`,
      summary: `${window}各省住宅单项工程单方造价（元/m²）中位数与样本量，按省份排序对比。`,
      points: 800,
      stock: 500,
      memberLimit: 1,
      sort: 20,
      tone: 'accent',
      spec: {
        kind: 'report',
        report: { report: 'byProvince', from, to: until, use: '住宅' },
        contents: ['报告说明（单位、统计期、地区、样本）', '各省单方造价中位数柱状图', '各省中位数与样本量明细表', '指标解读与使用说明'],
        downloadLimit,
      },
    },
    {
      code: `RPT-${tag}-OFFICE`,
      kind: 'report',
      title: `${q}各省办公建筑单方造价中位数报告`,
      summary: `${window}各省办公单项工程单方造价（元/m²）中位数与样本量。`,
      points: 1000,
      stock: 300,
      memberLimit: 1,
      sort: 30,
      tone: 'accent',
      spec: {
        kind: 'report',
        report: { report: 'byProvince', from, to: until, use: '办公' },
        contents: ['报告说明（单位、统计期、地区、样本）', '各省单方造价中位数柱状图', '各省中位数与样本量明细表', '指标解读与使用说明'],
        downloadLimit,
      },
    },
    {
      code: `RPT-${tag}-USE`,
      kind: 'report',
      title: `${q}各类建筑单方造价中位数报告`,
      summary: `${window}全国住宅、办公、商业、学校、医院等各类建筑单方造价（元/m²）中位数对比。`,
      points: 300,
      stock: 800,
      memberLimit: 1,
      sort: 40,
      tone: 'brand',
      spec: {
        kind: 'report',
        report: { report: 'byUse', from, to: until },
        contents: ['报告说明（单位、统计期、地区、样本）', '各类建筑单方造价中位数柱状图', '中位数与样本量明细表', '指标解读与使用说明'],
        downloadLimit,
      },
    },
    {
      code: 'VIP-SP-30',
      kind: 'vip',
      title: '单项工程指标VIP月卡（30天）',
      summary: '30天单项工程指标VIP：指标详情与指标区间、造价构成与技术经济指标、价格趋势分析。',
      points: 8000,
      stock: 200,
      memberLimit: 2,
      sort: 50,
      tone: 'green',
      spec: {
        kind: 'vip',
        planId: 'singleProject.month',
        planName: '单项工程指标VIP',
        days: 30,
        contents: ['单项工程指标详情与指标区间', '造价构成与技术经济指标', '指标价格趋势分析', '有效期30天，与已有权益顺延叠加'],
      },
    },
    {
      code: 'VIP-UP-30',
      kind: 'vip',
      title: '综合单价指标VIP月卡（30天）',
      summary: '30天综合单价指标VIP：综合单价明细与人材机组成、清单特征检索、组价方案下载。',
      points: 6000,
      stock: 200,
      memberLimit: 2,
      sort: 60,
      tone: 'green',
      spec: {
        kind: 'vip',
        planId: 'unitPrice.month',
        planName: '综合单价指标VIP',
        days: 30,
        contents: ['综合单价明细与人材机组成', '清单特征检索与相关清单', '定额组价方案下载', '有效期30天，与已有权益顺延叠加'],
      },
    },
    {
      code: 'VIP-SITE-30',
      kind: 'vip',
      title: '全站通VIP月卡（30天）',
      summary: '30天全站通VIP：全部指标栏目的VIP权益，含项目造价指标、政策文件全文与22G优化案例。',
      points: 12000,
      stock: 50,
      memberLimit: 1,
      sort: 70,
      tone: 'green',
      spec: {
        kind: 'vip',
        planId: 'site.month',
        planName: '全站通VIP',
        days: 30,
        contents: ['包含全部指标栏目的VIP权益', '项目造价指标VIP', '政策文件全文与智能检索', '有效期30天，与已有权益顺延叠加'],
      },
    },
    {
      code: 'GIFT-HANDBOOK',
      kind: 'gift',
      title: '《造价工程师常用数据手册》（纸质版）',
      summary: '常用材料密度、钢筋理论重量、混凝土配合比、工程量计算规则速查，口袋开本。',
      points: 3000,
      stock: 40,
      memberLimit: 1,
      sort: 80,
      tone: 'gray',
      spec: { kind: 'gift', contents: ['纸质手册1册（约260页，口袋开本）', '包邮（港澳台及海外地区除外）', '兑换后7个工作日内发货'] },
    },
    {
      code: 'GIFT-CALC',
      kind: 'gift',
      title: '函数计算器（造价指标网定制款）',
      summary: '240种函数，双行显示，适合工程量与造价计算，附保护套。',
      points: 2000,
      stock: 60,
      memberLimit: 1,
      sort: 90,
      tone: 'gray',
      spec: { kind: 'gift', contents: ['函数计算器1台（含电池、保护套）', '包邮（港澳台及海外地区除外）', '兑换后7个工作日内发货'] },
    },
  ];
}
