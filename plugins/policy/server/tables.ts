/**
 * The policy plugin's tables (only this plugin reads or writes them).
 *
 * - policy_document: one document (政策文件): its 文号, title, issuer, level, region, type, dates,
 *   status and replacement link, a one-sentence summary, the full text as JSON PolicyBlock[] and its
 *   segmented tokens (kernel/server/segmenter.ts `indexTokens`, space-joined) for full-text search.
 * - policy_passage: the document's text cut into passages (the header line first, then each
 *   paragraph, article and table row group in sentence form), each with its tokens: what the AI
 *   search retrieves and quotes.
 * - policy_question: the members' AI questions and answers (their own history).
 *
 * Full-text indexes (migrations.ts), written in the same transaction as the rows:
 * - SQLite: FTS5 contentless tables policy_document_fts(title_tokens, tokens) (rowid = document id)
 *   and policy_passage_fts(tokens) (rowid = passage id), tokenizer unicode61 over the tokens
 *   ('.' a token character: 168.5 is one token).
 * - PostgreSQL: generated columns `tsv` (to_tsvector('simple', …); the title weighted 'A' on the
 *   document) with GIN indexes.
 * Only server/fulltext.ts queries them.
 */
import type { Generated } from 'kysely';
import type { PolicyLevel, PolicyStatus, PolicyTypeCode } from '../shared/contract';

export const DOCUMENT_TABLE = 'policy_document';
export const PASSAGE_TABLE = 'policy_passage';
export const QUESTION_TABLE = 'policy_question';
/** SQLite only: the FTS5 contentless indexes (rowid = the row's id). */
export const DOCUMENT_FTS_TABLE = 'policy_document_fts';
export const PASSAGE_FTS_TABLE = 'policy_passage_fts';

/** Every table of the plugin (for TableBackedIndex versions, tests). */
export const POLICY_TABLES = [DOCUMENT_TABLE, PASSAGE_TABLE, QUESTION_TABLE] as const;

export interface DocumentRow {
  /** policyId. */
  id: number;
  /** 文号: 苏建价〔2024〕118号. */
  doc_no: string;
  title: string;
  /** 发文机关: 住房和城乡建设部, 江苏省住房和城乡建设厅, 南京市建设工程造价管理站 … */
  issuer: string;
  level: PolicyLevel;
  /** The site's region id: 1 (全国), a province, a main city. */
  area_id: number;
  /** The province's id; 1 for national documents. */
  province_id: number;
  type: PolicyTypeCode;
  /** 'YYYY-MM-DD'. */
  publish_date: string;
  effective_date: string;
  /** The year of publish_date. */
  year: number;
  status: PolicyStatus;
  /** The document this one replaces (that one's status is 'replaced'). */
  replaces_id: number | null;
  /** One sentence for the list. */
  summary: string;
  /** JSON PolicyBlock[]: the full text. */
  body: string;
  /** indexTokens(title + doc_no), space-joined. */
  title_tokens: string;
  /** indexTokens(issuer + region name + type name + full text), space-joined. */
  tokens: string;
  /** Number of tokens of title_tokens + tokens (the BM25 document length). */
  token_count: number;
  /** 'sample' for the generated sample data. */
  source: string;
}

export interface PassageRow {
  id: number;
  policy_id: number;
  /** 0 for the header line, then in the text's order. */
  ord: number;
  /** The article or section the passage belongs to ('' for the header line and the preamble). */
  heading: string;
  /** One paragraph, article or table row group in sentence form ('普工：128元/工日；…'). */
  text: string;
  /** indexTokens(heading + text), space-joined. */
  tokens: string;
  token_count: number;
}

export interface QuestionRow {
  /** Assigned by the database (autoincrement / serial). */
  id: Generated<number>;
  /** The member (the session's globalId). */
  global_id: string;
  question: string;
  answer: string;
  /** JSON of the cited sources. */
  sources: string;
  status: 'answered' | 'none' | 'stopped' | 'failed';
  provider: 'extractive' | 'llm';
  /** ms since epoch. */
  created_at: number;
}

/** The FTS5 rows (SQLite only; contentless: written, never read back). */
export interface DocumentFtsRow {
  rowid: number;
  title_tokens: string;
  tokens: string;
}
export interface PassageFtsRow {
  rowid: number;
  tokens: string;
}

export interface PolicyTables {
  [DOCUMENT_TABLE]: DocumentRow;
  [PASSAGE_TABLE]: PassageRow;
  [QUESTION_TABLE]: QuestionRow;
  [DOCUMENT_FTS_TABLE]: DocumentFtsRow;
  [PASSAGE_FTS_TABLE]: PassageFtsRow;
}
