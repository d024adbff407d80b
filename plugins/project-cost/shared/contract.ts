/**
 * The project-cost (项目造价指标) API contract, shared by the server and the client halves. The
 * calls go through the separate `cost` gateway (`Gateways` in kernel/core/gateways.ts); every
 * answer is the usual envelope `{ statusCode, businessMsg, data }`. All calls need login.
 *
 * The detail calls (baseInfo, getIndexResultInfo) need a view token for the same project, fetched
 * first with getViewToken: a short-lived random token bound to the member and the project.
 */
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import type { Region } from '@plugins/cost-data/shared/regions';

export const ProjectCostPaths = {
  /** POST JSON ListQuery → ListPage (`indexDatas` are the page's rows). */
  list: '/core/web/api/search/getSolrData',
  /** POST form ContactInput → null (操作成功): the no-data feedback. */
  contact: '/core/web/api/contact/add',
  /** GET → RegionsInfo: the allowed region ids (provinces with project-cost data, 1 always in). */
  regions: '/core/web/api/projectCost/regions',
  /** GET ?id → ViewToken. */
  viewToken: '/core/web/api/projectCost/getViewToken',
  /** GET ?id&viewToken → BaseInfo. */
  baseInfo: '/core/web/api/projectCost/baseInfo',
  /** GET ?id&viewToken → IndexResultInfo. */
  indexResult: '/core/web/api/projectCost/getIndexResultInfo',
} as const;

/** Client routes of the column (typed route references, see routes.ts). */
export { projectCostRoutes } from './routes';
export { ProjectCostDialogs } from './dialogs';
/** The single-project detail page of the bid-node column (its shared route reference). */
export const bidNodeDetailRoute = (id: number | string): string => bidNodeRoutes.detail({ id });

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Deep pages are refused (a scraping guard): pageNum × pageSize may not exceed this. */
export const MAX_LIST_OFFSET = 10_000;
export const KEYWORD_MAX = 50;

/** A view token lives this long (s). */
export const VIEW_TOKEN_TTL_SECONDS = 300;
/** At most this many view tokens per member per minute. */
export const VIEW_TOKEN_RATE_LIMIT = 60;

export type SortField = 'priceDate' | 'unitCost' | 'totalCost' | 'totalArea' | 'bidNodeCount';
export type SortOrder = 'asc' | 'desc';

export const SORT_OPTIONS: readonly { field: SortField; order: SortOrder; label: string }[] = [
  { field: 'priceDate', order: 'desc', label: '造价日期（新→旧）' },
  { field: 'priceDate', order: 'asc', label: '造价日期（旧→新）' },
  { field: 'unitCost', order: 'desc', label: '单方造价（高→低）' },
  { field: 'unitCost', order: 'asc', label: '单方造价（低→高）' },
  { field: 'totalCost', order: 'desc', label: '项目总造价（高→低）' },
  { field: 'totalArea', order: 'desc', label: '总建筑面积（大→小）' },
  { field: 'bidNodeCount', order: 'desc', label: '单项工程数（多→少）' },
];

/** The list query (POST JSON). Every filter optional; arrays mean "any of". */
export interface ListQuery {
  /** Keyword over project name, code, building uses, structures and region names; trimmed. */
  keyWord?: string;
  /** A province or city areaid; 1 (全国) or absent means everywhere. */
  areaId?: number;
  /** The project's main building use (项目类型). */
  category?: string[];
  pricingStage?: string[];
  /** Price date range, 'YYYY-MM' inclusive. */
  dateFrom?: string;
  dateTo?: string;
  sortField?: SortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  pageNum: number;
  /** One of PAGE_SIZES. */
  pageSize: number;
}

/** One row of the list. Money in 元, areas in m², unit costs in 元/m². */
export interface ProjectCostItem {
  id: number;
  code: string;
  name: string;
  provinceId: number;
  cityId: number;
  /** 省 · 市, e.g. `广东 深圳`; empty when the region catalogue is not available. */
  regionName: string;
  category: string;
  pricingStage: string;
  /** 'YYYY-MM'. */
  priceDate: string;
  totalArea: number;
  totalCost: number;
  unitCost: number;
  bidNodeCount: number;
  mainStructure: string;
  /** The building uses of the single projects, with how many single projects each. */
  uses: { name: string; count: number }[];
}

export interface CategoryCount {
  name: string;
  count: number;
}

export interface ListPage {
  /** The rows of the requested page. */
  indexDatas: ProjectCostItem[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** Over all matching projects: Σ cost / Σ area (元/m²), 0 without any. */
  avgUnitCost: number;
  /** Project counts per category under every filter but the category one (the chips' counts). */
  categories: CategoryCount[];
}

export interface RegionsInfo {
  /** The provinces that have project-cost data, with 1 (全国) always first. */
  allowedAreaIds: number[];
  /** The project-cost region list (only the allowed ids; empty when the catalogue is missing). */
  regions: Region[];
}

export interface ViewToken {
  viewToken: string;
  /** Seconds it stays valid. */
  expiresIn: number;
}

export interface BidNodeBrief {
  id: number;
  code: string;
  name: string;
  buildingUse: string;
  structure: string;
  floorsAbove: number;
  floorsBelow: number;
  buildingArea: number;
  totalCost: number;
  unitCost: number;
  /** Share of the project's total cost, 0..1. */
  ratio: number;
  /** The single project's detail page (/commonproj/detail/{id}). */
  link: string;
}

export interface BaseInfo {
  id: number;
  code: string;
  name: string;
  provinceId: number;
  cityId: number;
  regionName: string;
  category: string;
  pricingStage: string;
  /** 'YYYY-MM'. */
  priceDate: string;
  totalArea: number;
  aboveArea: number;
  belowArea: number;
  totalCost: number;
  unitCost: number;
  bidNodeCount: number;
  mainStructure: string;
  bidNodes: BidNodeBrief[];
}

/** The project's unit cost for one building use (over its single projects). */
export interface UseIndex {
  name: string;
  count: number;
  area: number;
  cost: number;
  unitCost: number;
  /** Share of the project's total cost, 0..1. */
  ratio: number;
}

/** One line of a composition over the whole project: amount, per m² of total area, share. */
export interface CompositionLine {
  code: string;
  name: string;
  amount: number;
  unitCost: number;
  ratio: number;
}

/** A technical-economic indicator, weighted by the building area of the single projects having it. */
export interface IndicatorLine {
  code: string;
  name: string;
  unit: string;
  value: number;
  /** How many single projects it is averaged over. */
  count: number;
}

export interface IndexResultInfo {
  id: number;
  totalArea: number;
  totalCost: number;
  unitCost: number;
  /** Unit cost per single project (open to every member). */
  byNode: BidNodeBrief[];
  /** Unit cost per building use (open to every member). */
  byUse: UseIndex[];
  /** True when the caller lacks the project-cost VIP: the three breakdowns below are null. */
  locked: boolean;
  specialties: CompositionLine[] | null;
  fees: CompositionLine[] | null;
  indicators: IndicatorLine[] | null;
}

/** The no-data feedback (POST form). */
export interface ContactInput {
  /** The keyword that found nothing. */
  keyword?: string;
  /** The region searched (areaid), optional. */
  areaId?: number;
  /** What data the member is missing (required). */
  description: string;
  name?: string;
  /** A mobile number, QQ number or e-mail (required). */
  phone: string;
}

export const CONTACT_DESCRIPTION_MAX = 500;
export const CONTACT_NAME_MAX = 20;
export const CONTACT_PHONE_MAX = 50;
/** At most this many no-data feedbacks per member per hour. */
export const CONTACT_RATE_LIMIT = 10;

/** Business status codes (all in the client's reject list). */
export const ProjectCostCodes = {
  invalid: 400,
  /** The view token is missing, wrong, for another project or expired. */
  viewToken: 440,
  notFound: 460,
  tooFrequent: 461,
} as const;

export const ProjectCostMessages = {
  notFound: '该项目不存在或已下架',
  viewTokenMissing: '缺少访问凭证，请刷新页面后重试',
  viewTokenInvalid: '访问凭证已失效，请刷新页面后重试',
  tooFrequent: '访问过于频繁，请稍后再试',
  contactTooFrequent: '提交过于频繁，请稍后再试',
  pageTooDeep: '仅支持查看前 10000 条结果，请缩小检索范围',
  dateRange: '起始日期不能晚于结束日期',
  pageSize: '每页条数只能为 10、20 或 50',
  success: '操作成功',
  failure: '操作失败',
} as const;
