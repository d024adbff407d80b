/**
 * What the AI search's parts pass each other: the retrieved documents and passages (retrieve.ts),
 * the numbered sources an answer cites, and an answer draft (compose.ts, llm.ts) whose sentences
 * routes.ts checks (number-check.ts) before sending.
 */
import type { PolicyLevel, PolicyStatus, PolicyTypeCode } from '../../shared/contract';

export interface AiDocument {
  policyId: number;
  title: string;
  docNo: string;
  issuer: string;
  level: PolicyLevel;
  areaId: number;
  provinceId: number;
  type: PolicyTypeCode;
  publishDate: string;
  effectiveDate: string;
  status: PolicyStatus;
  replacesId: number | null;
}

export interface AiPassage {
  passageId: number;
  policyId: number;
  ord: number;
  heading: string;
  text: string;
  /** The passage's index tokens. */
  tokens: ReadonlySet<string>;
  /** Its retrieval score (BM25 × boosts); 0 for a passage loaded as context only. */
  score: number;
}

/** A retrieved document with every passage of it (in order) and its own relevance. */
export interface AiCandidate {
  doc: AiDocument;
  passages: AiPassage[];
  /** The best retrieval score among its passages. */
  score: number;
  /** Share (0–1) of the question's content terms the document's title and retrieved passages hold. */
  coverage: number;
  /** The content terms it holds. */
  covered: string[];
}

export interface Retrieval {
  question: string;
  /** The query terms (region names and years removed). */
  terms: string[];
  /** The terms that decide relevance (question words and generic words removed). */
  content: string[];
  /** The region asked (by the request's areaId or named in the question), or null. */
  areaId: number | null;
  areaName: string | null;
  /** Years named in the question. */
  years: number[];
  /** Candidates ordered best first: the first is the applicable document. Empty when nothing is relevant. */
  candidates: AiCandidate[];
  /** True when the question asks for a figure (多少, 费率, 税率 …). */
  asksFigure: boolean;
}

/** A source an answer may cite as [n]. */
export interface AiSource {
  n: number;
  doc: AiDocument;
  passage: AiPassage;
}

/** What the number check reads for a source: the title, 文号, heading and passage the member sees. */
export function evidenceText(source: AiSource): string {
  return `《${source.doc.title}》（${source.doc.docNo}）${source.passage.heading} ${source.passage.text}`;
}

/** An answer in the making: its sources and its sentences (each with its [n] citations), made lazily. */
export interface AnswerDraft {
  readonly provider: 'extractive' | 'llm';
  readonly sources: ReadonlyMap<number, AiSource>;
  readonly sentences: AsyncIterable<string>;
}
