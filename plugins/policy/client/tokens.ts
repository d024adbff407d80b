/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The implementations
 * (api.ts and the *-store.ts classes) live in the lazily loaded services chunk (see index.ts), so the
 * site's first load carries none of this plugin's code beyond its routes, tab and contributions.
 * Types only.
 */
import type { AddressQueryListView, PagedQuery } from '@kernel/client/address-query';
import type { LoadableView } from '@kernel/client/load-state';
import type {
  PolicyAiEventMap,
  PolicyAiHistory,
  PolicyAiQuery,
  PolicyBrief,
  PolicyDetail,
  PolicyParams,
  PolicyRandomQuery,
  PolicySearchQuery,
  PolicySearchResult,
  PolicyTypeCode,
} from '../shared/contract';

/** One event of the AI answer's stream, typed by its name. */
export type PolicyAiEvent = { [K in keyof PolicyAiEventMap]: { event: K; data: PolicyAiEventMap[K] } }[keyof PolicyAiEventMap];

/** Every call of the policy pages (plugins/policy/shared/contract.ts, PolicyPaths). */
export const PolicyApi = Symbol('PolicyApi');
export interface PolicyApi {
  params(signal?: AbortSignal): Promise<PolicyParams>;
  search(query: PolicySearchQuery, signal?: AbortSignal): Promise<PolicySearchResult>;
  detail(policyId: number, signal?: AbortSignal): Promise<PolicyDetail>;
  random(query: PolicyRandomQuery, signal?: AbortSignal): Promise<PolicyBrief[]>;
  /** The original as a PDF (a refusal rejects with its Chinese message). */
  pdf(policyId: number): Promise<Blob>;
  /**
   * Asks the AI search and calls `onEvent` for each event of the streamed answer as it arrives;
   * resolves when the stream ends, rejects with the refusal (RequestError) or the abort (AbortError).
   */
  ask(query: PolicyAiQuery, onEvent: (event: PolicyAiEvent) => void, signal?: AbortSignal): Promise<void>;
  history(pageNum: number, pageSize: number, signal?: AbortSignal): Promise<PolicyAiHistory>;
}

/** The list query as the page holds it and the address carries it (`sort=date.desc` for 发布日期). */
export interface PolicyListQuery extends PagedQuery<'date'> {
  keyWord?: string;
  areaId?: number;
  types?: PolicyTypeCode[];
  year?: number;
}

/** The list page's choices (types, years, regions), loaded once and shared by the pages. */
export const PolicyCatalog = Symbol('PolicyCatalog');
export interface PolicyCatalog {
  readonly params: LoadableView<PolicyParams>;
  /** Loads the choices unless they are there (one request for concurrent callers); null when it failed. */
  ensure(): Promise<PolicyParams | null>;
}

/** /policy/index: the query (mirrored in the address) and the page of hits. */
export const PolicyListStore = Symbol('PolicyListStore');
export interface PolicyListStore extends AddressQueryListView<PolicyListQuery, PolicySearchResult> {
  readonly catalog: PolicyCatalog;
  /** The message of the newest failed load, else null. */
  readonly error: string | null;
  /** 'relevance' (the default with a keyword) or 'date'. */
  readonly sort: 'relevance' | 'date';
  /** Any filter or keyword set. */
  readonly filtered: boolean;
  /** A search from the page's box: the keyword replaces the previous one; the filters stay. */
  search(keyword: string): Promise<void>;
  setSort(sort: 'relevance' | 'date'): Promise<void>;
  /** Clears the keyword and every filter; the page size stays. */
  reset(): Promise<void>;
}

/** The state of the AI answer on the page. */
export type PolicyAiPhase = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';

/** One source of the answer (参考文件). */
export type PolicyAiSource = PolicyAiEventMap['source'];

/** The AI智能检索 panel: the question, the streamed answer and its sources, and the member's history. */
export const PolicyAiStore = Symbol('PolicyAiStore');
export interface PolicyAiStore {
  /** The question asked (as sent). */
  readonly question: string;
  readonly phase: PolicyAiPhase;
  /** The answer's text so far (citations inline as [1], [2]). */
  readonly answer: string;
  /** How many chunks arrived. */
  readonly chunks: number;
  readonly sources: readonly PolicyAiSource[];
  readonly meta: PolicyAiEventMap['meta'] | null;
  /** The final status: 'answered' or 'none' (未找到相关政策文件); null before the end. */
  readonly outcome: 'answered' | 'none' | null;
  readonly elapsedMs: number | null;
  /** Why the question was refused or the answer broke off ('' otherwise). */
  readonly error: string;
  readonly history: LoadableView<PolicyAiHistory>;
  readonly historyPage: number;
  /** Asks a question (a running answer is stopped first); a refusal sets `error`. */
  ask(question: string, areaId?: number): Promise<void>;
  /** 停止生成: aborts the streamed answer; the text so far stays. */
  stop(): void;
  loadHistory(pageNum?: number): Promise<void>;
}

/** /policy/detail/:policyId: the document, the recommended documents and the PDF download. */
export const PolicyDetailStore = Symbol('PolicyDetailStore');
export interface PolicyDetailStore {
  readonly policyId: number | null;
  readonly detail: LoadableView<PolicyDetail>;
  /** queryRandomPolicyInfo for the document (相关推荐). */
  readonly recommended: LoadableView<PolicyBrief[]>;
  readonly downloading: boolean;
  load(policyId: number, force?: boolean): Promise<void>;
  /** 下载原文: saves the PDF; false when refused (the message is shown). */
  downloadPdf(): Promise<boolean>;
}
