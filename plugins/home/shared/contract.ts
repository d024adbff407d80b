/**
 * The home plugin's HTTP contract (endpoints listed in plugins/home/README.md), shared by both
 * halves. Every answer is the envelope `{ statusCode, businessMsg, data }`. All GET endpoints are
 * public except the pop flags (login); the auto search needs login.
 */

import type { SingleProjectBrief } from '@plugins/cost-data/shared/services';

export const HomePaths = {
  /** GET ?size (1..20, default 8) → RecommendItem[]: the latest single projects (needs cost-data). */
  recommendData: '/home/recommendData',
  /** GET → Enterprise[]: 造价咨询企业. */
  queryEnterprise: '/home/queryEnterprise',
  /** GET ?id → EnterpriseDetail: a recommended enterprise's page (public; 404 for an unknown id). */
  enterpriseDetail: '/home/queryEnterpriseDetail',
  /** GET → EnterpriseVideo[]. */
  enterpriseVideo: '/home/enterpriseVideo',
  /** GET → Outline: 平台概况 figures, computed from the cost data (zeros without it). */
  queryOutline: '/home/queryOutline',
  /** GET → Cooperate[]: 合作单位. */
  queryCooperate: '/home/queryCooperate',
  /** GET → ControlCase[]: 造价管控应用案例. */
  queryControlApplicationCase: '/home/queryControlApplicationCase',
  /** GET → CostShare[]: 造价管控成本分享. */
  queryControlCostShare: '/home/queryControlCostShare',
  /** GET → Promotion: the small top poster of the header. */
  queryPromotion: '/home/queryPromotion',
  /** GET ?type=case|share|video&id → HitResult: counts one view and answers the new count. */
  hitControlInfo: '/home/hitControlInfo',
  /** GET → CostOverview: 全国造价概览 (cached for a few minutes). */
  costOverview: '/home/costOverview',
  /** GET → PopupInfo[]: the right-bottom dialog's entrance picture and target. */
  popupInfo: '/pb/home/popupInfo',
  /** GET ?popEnum=RECRUIT (login) → boolean: the popup is still to be shown to this member. */
  getHomePopFlag: '/pb/behavior/getHomePopFlag',
  /** GET ?popEnum=RECRUIT (login) → null: the member has seen it; the flag turns off. */
  closeHomePopFlag: '/pb/behavior/closeHomePopFlag',
  /** POST ?keyword= (login) → AutoSearchResult: which list the keyword belongs to. */
  autoSearch: '/core/home/auto/search',
} as const;

/** The popups the pop flags know (popup enum RECRUIT). */
export const POP_ENUMS = ['RECRUIT'] as const;
export type PopEnum = (typeof POP_ENUMS)[number];

/** The storage-gateway folder the plugin's pictures are served from. */
export const HOME_PICTURE_DIR = '/home';
/** The recruit prompt's picture, under the storage gateway. */
export const RECRUIT_PICTURE = '/home/recruit-prompt.svg';

export type ViewType = 'item' | 'node' | 'policy';

export interface AutoSearchResult {
  viewType: ViewType;
}

/**
 * A latest single project as home's card shows it: the cost data's brief (numbers in m² and 元/m²)
 * with the month as 'YYYY-MM', the region as names and the link to its detail page.
 */
export interface RecommendItem extends Omit<SingleProjectBrief, 'priceMonth' | 'provinceId' | 'cityId'> {
  /** 'YYYY-MM'. */
  priceMonth: string;
  /** e.g. 广东 · 深圳. */
  region: string;
  /** Where the card goes: the single project's detail page (built on the server from bid-node's route refs). */
  link: string;
}

export interface Enterprise {
  id: number;
  name: string;
  city: string;
  qualification: string;
  /** Main services, e.g. 全过程造价咨询. */
  services: string[];
  /** Single projects contributed to the platform. */
  contributed: number;
  since: number;
  /** Initial characters for the badge. */
  shortName: string;
}

/** A qualification or certificate of an enterprise. */
export interface EnterpriseQualification {
  /** e.g. 工程造价咨询企业资质. */
  name: string;
  /** e.g. 甲级, AAA. */
  grade: string;
  /** Who granted it (and when, where it matters). */
  issuer: string;
}

/** A province the enterprise serves and its cities there. */
export interface EnterpriseRegion {
  province: string;
  cities: string[];
}

/** A typical case of an enterprise. */
export interface EnterpriseCase {
  id: number;
  title: string;
  /** e.g. 广东 · 深圳. */
  region: string;
  buildingUse: string;
  /** e.g. 建筑面积 12.6 万m². */
  scale: string;
  /** What the enterprise did, e.g. 全过程造价咨询. */
  service: string;
  /** The project's investment, 万元. */
  investment: number;
  year: number;
}

/** /recommendCompany/detail: an enterprise of the home page's cards with its profile. */
export interface EnterpriseDetail extends Enterprise {
  /** Paragraphs. */
  intro: string[];
  founded: number;
  /** 注册资本, 万元. */
  registeredCapital: number;
  staff: number;
  /** 注册造价工程师. */
  costEngineers: number;
  address: string;
  contact: { person: string; phone: string; email: string };
  qualifications: EnterpriseQualification[];
  regions: EnterpriseRegion[];
  cases: EnterpriseCase[];
}

/** The enterprise detail's refusals (businessMsg) and their status codes. */
export const EnterpriseDetailMessages = {
  invalidId: '企业编号无效',
  notFound: '该企业不存在或已下线',
} as const;
export const EnterpriseDetailCodes = { invalid: 400, notFound: 404 } as const;

/** The sample-data sentence of the enterprise pages. */
export const ENTERPRISE_SAMPLE_NOTE = '企业名称、资质、案例与联系方式均为匿名化的示例内容，不代表真实企业，请勿据此联系或签约。';

export interface EnterpriseVideo {
  id: number;
  title: string;
  speaker: string;
  category: string;
  /** Seconds. */
  duration: number;
  /** A cover palette: a CSS gradient. */
  cover: string;
  viewCount: number;
  publishDate: string;
}

export interface Cooperate {
  id: number;
  name: string;
  /** 行业协会, 高校, 造价站, 企业. */
  kind: string;
}

export interface ControlCase {
  id: number;
  title: string;
  summary: string;
  region: string;
  buildingUse: string;
  /** Saving rate in percent, e.g. 6.8. */
  savingRate: number;
  viewCount: number;
  publishDate: string;
}

export interface CostShare {
  id: number;
  title: string;
  summary: string;
  author: string;
  tag: string;
  viewCount: number;
  publishDate: string;
}

export interface Outline {
  /** 单项工程 (bid nodes). */
  bidNodeCount: number;
  /** 建设项目. */
  projectCount: number;
  /** Provinces with data. */
  regionCount: number;
  /** Building uses with data. */
  buildingUseCount: number;
  /** 'YYYY-MM' of the latest data, or null without data. */
  latestMonth: string | null;
  enterpriseCount: number;
}

export interface Promotion {
  ifDisplay: boolean;
  /** Relative to the storage gateway. */
  imagePath: string;
  jumpedUrl: string;
}

export interface PopupEntry {
  /** Relative to the storage gateway. */
  entranceImgPath: string;
  jumpedUrl: string;
  title: string;
}

export type HitType = 'case' | 'share' | 'video';

export interface HitResult {
  id: number;
  viewCount: number;
}

export interface OverviewBar {
  label: string;
  /** Median unit cost, 元/m². */
  value: number;
  /** Single projects behind the median. */
  samples: number;
}

export interface CostOverview {
  /** Median unit cost by building use, national, last 12 months of data. */
  byUse: OverviewBar[];
  /** Median unit cost of 住宅 by province, last 12 months, highest first. */
  byProvince: OverviewBar[];
  /** National price index (province 1) by quarter: x 'YYYY-Qn', y the quarter's mean. */
  indexTrend: { x: string; y: number }[];
  /** The 12-month window: 'YYYY-MM' .. 'YYYY-MM', null without data. */
  from: string | null;
  to: string | null;
  /** The last month of the last quarter shown, 'YYYY-MM' (never after `to`, the data's last month). */
  indexTo: string | null;
  /** What 100 means: '2018-01 全国 = 100'. */
  indexBase: string;
  /** Samples behind byUse (all uses) and byProvince (住宅), over the 12-month window. */
  samples: number;
  residentialSamples: number;
}
