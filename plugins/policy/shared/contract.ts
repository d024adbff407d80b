/**
 * The contract of 政策文件 (policy documents): its endpoints, what they take and answer, its rules and
 * their Chinese messages. Both halves import it; it imports nothing at run time.
 *
 * A **document** (政策文件) is one notice, opinion or price bulletin of a national, provincial or
 * municipal issuer, addressed by its numeric `policyId`. It has a 文号 (`docNo`, 苏建价〔2024〕118号),
 * an issuer (发文机关), a region (`areaId`: 1 for national documents, a province or a main city), a
 * type (POLICY_TYPES), publish and effective dates ('YYYY-MM-DD'), a status (现行有效 / 已被替代 /
 * 已失效; a document that replaces another names it, and the replaced one is 'replaced') and its full
 * text as an ordered list of blocks (PolicyBlock): the page and the PDF render the same blocks.
 *
 * **Search** (getPolicySolrData): the keyword is segmented (the server's Chinese segmenter with a
 * cost-domain dictionary); region names (江苏, 江苏省, 南京) and years (2013–2099) named in it act as a
 * region and a year preference. Relevance is BM25 over the segmented title (weighted ×3) and text,
 * times a region boost (documents of the asked region or its cities ×1.6, national ×1.2) and a
 * recency boost (a document of a named year ×1.5, else a mild decay with age; current documents
 * ×1.1). Ties go to the newer document. `sort: 'date'` orders the matches newest first. Without a
 * keyword every document matching the filters is listed, newest first. The filter `areaId` of a
 * province lists its own and its cities' documents plus the national ones; of a city, its own, its
 * province's and the national ones.
 *
 * Highlights: `titleMarks` and `snippetMarks` are UTF-16 `[start, end)` ranges of the matched terms
 * in `title` and `snippet` (the best passage's sentence holding the terms), sorted, not overlapping.
 *
 * Access: every endpoint needs a login (301 without one, 302 for an expired token); getPolicyDetails
 * and queryPolicyPdf need the VIP right (a VIP or a running trial; 820 otherwise). The AI endpoint is
 * rate-limited per member (POLICY_AI_RATE_LIMIT) and every question is kept for the member's own
 * history. Answers are the envelope `{ statusCode, data, businessMsg }` (the PDF answers a file, the
 * AI endpoint an event stream, or the envelope when refused). The data is generated sample data
 * (POLICY_SAMPLE_NOTE).
 */
import type { Region } from '@plugins/cost-data/shared/regions';

export { policyRoutes } from './routes';

export const PolicyPaths = {
  /** GET → PolicyParams (login): types, years, regions, the count and the newest date. */
  params: '/core/policy/getParams',
  /** POST JSON PolicySearchQuery → PolicySearchResult (login): the list and search. */
  search: '/core/searchPolicy/getPolicySolrData',
  /** POST JSON PolicyDetailQuery → PolicyDetail (VIP: 820 otherwise). */
  details: '/core/policy/getPolicyDetails',
  /** GET ?policyId= → application/pdf (VIP), or the envelope when refused. */
  pdf: '/core/policy/queryPolicyPdf',
  /** POST JSON PolicyRandomQuery → PolicyBrief[] (login): documents related to `policyId`, or recommended ones without it. */
  random: '/core/policy/queryRandomPolicyInfo',
  /** POST JSON PolicyAiQuery → text/event-stream of PolicyAiEvent (login; rate-limited), or the envelope when refused. */
  ai: '/pb/searchPolicy/getAiData2',
  /** GET ?pageNum=&pageSize= → PolicyAiHistory (login): the member's own questions, newest first. */
  aiHistory: '/core/policy/getAiHistory',
} as const;

/** Document types: code → name (文件类型). */
export const POLICY_TYPES = [
  { code: 'jijia', name: '计价依据' },
  { code: 'rengong', name: '人工费调整' },
  { code: 'cailiao', name: '材料价格' },
  { code: 'anquan', name: '安全文明施工' },
  { code: 'shuifei', name: '税费调整' },
  { code: 'zhaobiao', name: '招标投标' },
  { code: 'guanli', name: '造价管理' },
  { code: 'hetong', name: '合同管理' },
] as const;
export type PolicyTypeCode = (typeof POLICY_TYPES)[number]['code'];
export const POLICY_TYPE_NAMES: Readonly<Record<PolicyTypeCode, string>> = Object.fromEntries(POLICY_TYPES.map((t) => [t.code, t.name])) as Record<
  PolicyTypeCode,
  string
>;

/** Issuer levels. */
export const POLICY_LEVELS = ['national', 'province', 'city'] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];
export const POLICY_LEVEL_NAMES: Readonly<Record<PolicyLevel, string>> = { national: '国家', province: '省级', city: '市级' };

/** Document status. */
export const POLICY_STATUSES = ['current', 'replaced', 'expired'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const POLICY_STATUS_NAMES: Readonly<Record<PolicyStatus, string>> = { current: '现行有效', replaced: '已被替代', expired: '已失效' };

export type PolicySort = 'relevance' | 'date';
export const POLICY_SORTS: readonly PolicySort[] = ['relevance', 'date'];

/** Limits of the inputs. */
export const POLICY_LIMITS = {
  /** The longest keyword (characters). */
  keyWordMax: 50,
  /** The list's page sizes. */
  pageSizes: [10, 20, 50] as readonly number[],
  /** The furthest page (pageNum). */
  pageNumMax: 1000,
  /** Types in one filter. */
  typesMax: POLICY_TYPES.length,
  /** Years a query may name or filter on. */
  yearMin: 2013,
  yearMax: 2099,
  /** queryRandomPolicyInfo: default and largest size. */
  randomDefault: 6,
  randomMax: 20,
  /** Related documents of a detail (same type and region, newest first). */
  relatedMax: 6,
  /** The longest AI question (characters). */
  questionMax: 100,
  /** The AI history's page sizes. */
  historyPageSizes: [10, 20, 50] as readonly number[],
} as const;

/** AI questions per member and minute (beyond it the kernel's rate limit answers 429, PolicyMessages.rateLimited in the stream's refusal). */
export const POLICY_AI_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

/** Business status codes besides 200, 301/302 (login) and 820 (rights); all in the client's reject list. */
export const PolicyCodes = {
  /** A parameter is missing or invalid (the message says which). */
  invalid: 400,
  /** No such document. */
  notFound: 440,
  /** The PDF could not be made (the envelope, HTTP 200). */
  pdfFailed: 441,
} as const;

export const POLICY_SAMPLE_NOTE =
  '示例数据：政策文件为平台依据各地造价管理文件的常见格式生成的演示数据，文号、内容与费率仅供功能演示，不代表真实发文，实际执行请以主管部门正式文件为准。';

export const PolicyMessages = {
  invalid: '请求参数错误',
  keyWordTooLong: `关键词不超过${POLICY_LIMITS.keyWordMax}个字`,
  notFound: '该政策文件不存在或已下架',
  region: '所选地区不存在',
  type: '文件类型不在可选范围内',
  year: `发布年份须在${POLICY_LIMITS.yearMin}年至${POLICY_LIMITS.yearMax}年之间`,
  sort: '排序方式只能是相关度或发布日期',
  pageSize: `每页条数只能是${POLICY_LIMITS.pageSizes.join('、')}`,
  pageNum: `页码须在1至${POLICY_LIMITS.pageNumMax}之间`,
  randomSize: `推荐条数须在1至${POLICY_LIMITS.randomMax}之间`,
  questionEmpty: '请输入问题',
  questionTooLong: `问题不超过${POLICY_LIMITS.questionMax}个字`,
  rateLimited: '提问过于频繁，请稍后再试',
  noAnswer: '未找到相关政策文件',
  aiFailed: '智能检索暂时不可用，请稍后再试',
  pdfFailed: '原文PDF生成失败，请稍后重试',
  noResult: '未找到符合条件的政策文件',
} as const;

/** A block of a document's full text, in order. The page and the PDF render the same blocks. */
export type PolicyBlockKind = 'preamble' | 'heading' | 'article' | 'paragraph' | 'table' | 'clause' | 'signature' | 'date' | 'attachment';
export interface PolicyBlock {
  kind: PolicyBlockKind;
  /** The block's text ('' for a table without a lead sentence). */
  text: string;
  /** A table's column headers. */
  header?: string[];
  /** A table's rows (cells as text, units in the header or the cell). */
  rows?: string[][];
  /** A table's caption (附表1 江苏省建设工程人工工资指导价（元/工日）). */
  caption?: string;
}

/** The list page's choices. */
export interface PolicyParams {
  types: Array<{ code: PolicyTypeCode; name: string }>;
  /** Years holding documents, newest first. */
  years: number[];
  /** 全国 first, then the provinces with their main cities. */
  regions: Region[];
  /** Number of documents. */
  total: number;
  /** The newest publish date, 'YYYY-MM-DD'. */
  latestDate: string;
  /** POLICY_SAMPLE_NOTE. */
  note: string;
}

export interface PolicySearchQuery {
  /** Keyword (≤ POLICY_LIMITS.keyWordMax characters); region names and years in it are recognised. */
  keyWord?: string;
  /** 1 or absent = 全国 (every document); a province: its own, its cities' and national ones; a city: its own, its province's and national ones. */
  areaId?: number;
  /** Type codes (POLICY_TYPES); absent or empty = all. */
  types?: PolicyTypeCode[];
  /** Publish year. */
  year?: number;
  /** Default 'relevance' with a keyword (else the list is by date). */
  sort?: PolicySort;
  /** ≥ 1. */
  pageNum: number;
  /** POLICY_LIMITS.pageSizes. */
  pageSize: number;
}

/** A document as a list or a link shows it. */
export interface PolicyBrief {
  policyId: number;
  title: string;
  docNo: string;
  issuer: string;
  level: PolicyLevel;
  areaId: number;
  /** 全国, 江苏, 南京市. */
  areaName: string;
  type: PolicyTypeCode;
  typeName: string;
  /** 'YYYY-MM-DD'. */
  publishDate: string;
  effectiveDate: string;
  status: PolicyStatus;
  summary: string;
}

/** A search result: the brief with its highlights (UTF-16 [start, end) ranges). */
export interface PolicyHit extends PolicyBrief {
  titleMarks: Array<[number, number]>;
  /** The best passage's sentence holding the terms ('' without a keyword: then the summary serves). */
  snippet: string;
  snippetMarks: Array<[number, number]>;
}

export interface PolicySearchResult {
  list: PolicyHit[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** The search terms the keyword was segmented into (region names and years removed). */
  terms: string[];
  /** The region and year recognised in the keyword (null when none). */
  recognised: { areaId: number | null; areaName: string | null; year: number | null };
  sort: PolicySort;
}

export interface PolicyDetailQuery {
  policyId: number;
}

export interface PolicyDetail extends PolicyBrief {
  blocks: PolicyBlock[];
  /** The document this one replaced. */
  replaces: PolicyBrief | null;
  /** The document that replaced this one. */
  replacedBy: PolicyBrief | null;
  /** Same type, same region, newest first, ≤ POLICY_LIMITS.relatedMax. */
  related: PolicyBrief[];
  /** The PDF's file name ('苏建价〔2024〕118号 关于….pdf'). */
  pdfName: string;
  /** POLICY_SAMPLE_NOTE. */
  note: string;
}

export interface PolicyRandomQuery {
  /** Related to this document (same type first, then same region); absent = recommended recent documents. */
  policyId?: number;
  /** 1 … POLICY_LIMITS.randomMax, default POLICY_LIMITS.randomDefault. */
  size?: number;
}

export interface PolicyAiQuery {
  /** The question (1 … POLICY_LIMITS.questionMax characters). */
  keyWord: string;
  /** The region the member asks about (optional; a region named in the question counts too). */
  areaId?: number;
}

/** The AI answer's server-sent events (`event:` name → JSON `data:`), in this order: meta, chunk…, source…, done (or error). */
export interface PolicyAiEventMap {
  meta: { questionId: number; terms: string[]; areaName: string | null; provider: 'extractive' | 'llm' };
  /** Answer text in order; citations inline as [1], [2]. */
  chunk: { text: string };
  /** Each cited source, after the text. */
  source: { n: number; policyId: number; title: string; docNo: string; issuer: string; publishDate: string; passageId: number; quote: string };
  done: { status: 'answered' | 'none'; elapsedMs: number };
  error: { businessMsg: string };
}
export type PolicyAiEventName = keyof PolicyAiEventMap;

export type PolicyAiStatus = 'answered' | 'none' | 'stopped' | 'failed';

export interface PolicyAiHistoryItem {
  id: number;
  question: string;
  answer: string;
  status: PolicyAiStatus;
  /** ms since epoch. */
  createdAt: number;
  sources: Array<{ n: number; policyId: number; title: string; docNo: string }>;
}

export interface PolicyAiHistory {
  list: PolicyAiHistoryItem[];
  total: number;
}
