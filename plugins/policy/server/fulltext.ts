/**
 * The policy plugin's full-text search: the one module that queries the full-text indexes
 * (tables.ts). Documents and passages are ranked by the same BM25 on both databases, times the
 * same boosts, so SQLite and PostgreSQL answer the same order:
 *
 *   bm25 = Σ_terms idf(t) · f(t,d)·(k1+1) / (f(t,d) + k1·(1 − b + b·|d| / avgdl)),  k1 = 1.2, b = 0.75
 *   idf(t) = ln((N − n(t) + 0.5) / (n(t) + 0.5)), at least 1e-6
 *
 * where f(t,d) counts the term's occurrences, a title occurrence weighing 3 (documents; passages
 * have one field), |d| is the number of tokens of the row and avgdl their mean over the table.
 * SQLite: FTS5's `bm25(policy_document_fts, 3.0, 1.0)` is this formula (negated). PostgreSQL: the
 * formula in SQL over the `tsv` column: f(t,d) from the lexeme's positions (weight 'A' = title),
 * n(t) from a count of the matching rows, N and avgdl from a statistics query cached per table
 * version.
 *
 * score = bm25 × region boost × recency boost × status boost, rounded to 9 decimals (so the two
 * databases' float noise never splits a tie), then newer first, then the larger id:
 * - region (when the search is about a region, by filter or by name): a document of the region (a
 *   province: its own and its cities'; a city: its own) ×1.6, a provincial document of the city's
 *   province ×1.4, a national document ×1.2, else ×1.0;
 * - recency: a document of a year the search names ×1.5; otherwise 1 / (1 + 0.04 × age in years)
 *   against the newest year of the corpus;
 * - status: a current document (现行有效) ×1.1.
 *
 * Every value reaches the database as a bound parameter; identifiers are the module's constants.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { TableBackedIndex } from '@kernel/server/table-version';
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import type { PolicyLevel, PolicySort, PolicyStatus, PolicyTypeCode } from '../shared/contract';
import type { PolicyRegionRef } from './query';
import { DOCUMENT_FTS_TABLE, DOCUMENT_TABLE, PASSAGE_FTS_TABLE, PASSAGE_TABLE } from './tables';
import { buildDocTable, buildTermScores, evaluate, type DocTable, type TermScores } from './term-scores';

export type Dialect = 'sqlite' | 'postgres';

export const BM25 = { k1: 1.2, b: 0.75, titleWeight: 3 } as const;
export const BOOSTS = { region: 1.6, cityProvince: 1.4, national: 1.2, namedYear: 1.5, decayPerYear: 0.04, current: 1.1 } as const;

/** What the ranking prefers besides the terms. */
export interface RankBoost {
  /** The region the search is about (by filter or named in the text). */
  region?: PolicyRegionRef | null;
  /** Years named in the text. */
  years?: readonly number[];
  /** The year ages count from; default the corpus' newest year. */
  latestYear?: number;
}

export interface DocumentFilters {
  /** A province: its own and its cities' documents and the national ones; a city: its own, its province's and the national ones. */
  region?: PolicyRegionRef | null;
  types?: readonly string[];
  year?: number;
}

export interface DocumentSearch {
  /** Index terms; empty = every document of the filters (newest first). */
  terms: readonly string[];
  /** 'all' (default): a document holds every term; 'any': at least one. */
  match?: 'all' | 'any';
  filters?: DocumentFilters;
  sort: PolicySort;
  offset: number;
  limit: number;
  boost?: RankBoost;
  /**
   * SQLite: 'auto' (default) ranks in memory from FTS5's per-term BM25 contributions (term-scores.ts;
   * the same scores and order), 'sql' in one SQL statement. PostgreSQL always ranks in SQL.
   */
  engine?: 'auto' | 'sql';
}

export interface DocumentSearchResult {
  total: number;
  /** The page's documents, in order, with their scores (0 without terms). */
  hits: Array<{ id: number; score: number }>;
}

export interface PassageSearch {
  terms: readonly string[];
  region?: PolicyRegionRef | null;
  years?: readonly number[];
  /** 'any' (default) or 'all'. */
  match?: 'any' | 'all';
  /** Only passages of documents whose area_id is one of these. */
  onlyAreaIds?: readonly number[];
  /** Only passages of current documents. */
  currentOnly?: boolean;
  /** At most this many passages of one document (default 3). */
  perDocument?: number;
  limit: number;
}

export interface PassageHit {
  passageId: number;
  policyId: number;
  ord: number;
  heading: string;
  text: string;
  bm25: number;
  /** bm25 × the boosts, rounded to 9 decimals. */
  score: number;
  document: {
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
    year: number;
  };
}

// ---- corpus statistics (N, avgdl, newest year), cached per table version ----

interface CorpusStats {
  documents: number;
  avgDocLength: number;
  passages: number;
  avgPassageLength: number;
  latestYear: number;
  /** PostgreSQL: document frequencies of terms, `d:` / `p:` + term → n. */
  df: Map<string, number>;
}

const statsHolders = new WeakMap<Kysely<any>, TableBackedIndex<CorpusStats>>();

/** The corpus statistics of a database (rebuilt when documents are added or removed; checked at most every 10 s). */
export async function corpusStats(db: Kysely<any>): Promise<CorpusStats> {
  let holder = statsHolders.get(db);
  if (!holder) {
    holder = new TableBackedIndex<CorpusStats>({
      db,
      tables: [DOCUMENT_TABLE],
      refreshMs: 10_000,
      maxRows: Number.MAX_SAFE_INTEGER,
      load: async () => {
        const d = (await db
          .selectFrom(DOCUMENT_TABLE)
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('token_count').as('avg'), eb.fn.max<number>('year').as('year')])
          .executeTakeFirst()) as { n: number | string; avg: number | string | null; year: number | null } | undefined;
        const p = (await db
          .selectFrom(PASSAGE_TABLE)
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('token_count').as('avg')])
          .executeTakeFirst()) as { n: number | string; avg: number | string | null } | undefined;
        return {
          documents: Number(d?.n ?? 0),
          avgDocLength: Number(d?.avg ?? 0) || 1,
          passages: Number(p?.n ?? 0),
          avgPassageLength: Number(p?.avg ?? 0) || 1,
          latestYear: Number(d?.year ?? 0) || new Date().getUTCFullYear(),
          df: new Map(),
        };
      },
    });
    statsHolders.set(db, holder);
  }
  const stats = (await holder.get())!;
  // While there are no documents, every call looks again (a seed or an import may be writing them).
  if (stats.documents === 0) statsHolders.delete(db);
  return stats;
}

// ---- shared SQL pieces ----

/** An FTS5 query of the terms: each a quoted string ("a" AND "b"). */
function ftsQuery(terms: readonly string[], match: 'all' | 'any'): string {
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(match === 'all' ? ' AND ' : ' OR ');
}

/** A tsquery lexeme literal: 'a' with quotes and backslashes escaped. */
function tsLexeme(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function tsQuery(terms: readonly string[], match: 'all' | 'any'): string {
  return terms.map(tsLexeme).join(match === 'all' ? ' & ' : ' | ');
}

/** A number as a double on both databases (PostgreSQL would otherwise type a bare parameter from its neighbour). */
const dbl = (v: number) => sql<number>`cast(${v} as double precision)`;

/** The boost factor of the document aliased `d`. */
function boostSql(boost: RankBoost, latestYear: number): RawBuilder<number> {
  const region = boost.region ?? null;
  let regionFactor: RawBuilder<number> = sql<number>`1.0`;
  if (region) {
    const isProvince = region.areaId === region.provinceId;
    regionFactor = isProvince
      ? sql<number>`(case when d.province_id = ${region.provinceId} then ${dbl(BOOSTS.region)} when d.area_id = ${NATIONAL_AREA_ID} then ${dbl(BOOSTS.national)} else 1.0 end)`
      : sql<number>`(case when d.area_id = ${region.areaId} then ${dbl(BOOSTS.region)} when d.area_id = ${region.provinceId} then ${dbl(BOOSTS.cityProvince)} when d.area_id = ${NATIONAL_AREA_ID} then ${dbl(BOOSTS.national)} else 1.0 end)`;
  }
  const years = boost.years?.length ? boost.years : null;
  const base = boost.latestYear ?? latestYear;
  const decay = sql<number>`(1.0 / (1.0 + ${dbl(BOOSTS.decayPerYear)} * (case when d.year < ${base} then ${base} - d.year else 0 end)))`;
  const recency = years
    ? sql<number>`(case when d.year in (${sql.join(years.map((y) => sql`${y}`))}) then ${dbl(BOOSTS.namedYear)} else ${decay} end)`
    : decay;
  return sql<number>`${regionFactor} * ${recency} * (case when d.status = 'current' then ${dbl(BOOSTS.current)} else 1.0 end)`;
}

/** The filters on the document aliased `d` (a SQL condition; `1 = 1` without any). */
function filterSql(filters: DocumentFilters | undefined): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  const region = filters?.region;
  if (region) {
    if (region.areaId === region.provinceId) parts.push(sql`d.province_id in (${region.provinceId}, ${NATIONAL_AREA_ID})`);
    else parts.push(sql`d.area_id in (${region.areaId}, ${region.provinceId}, ${NATIONAL_AREA_ID})`);
  }
  if (filters?.types?.length) parts.push(sql`d.type in (${sql.join(filters.types.map((t) => sql`${t}`))})`);
  if (filters?.year !== undefined) parts.push(sql`d.year = ${filters.year}`);
  return parts.length ? sql<boolean>`${sql.join(parts, sql` and `)}` : sql<boolean>`1 = 1`;
}

const num = (v: unknown) => Number(v ?? 0);

/** PostgreSQL: the document frequencies of terms in a table (cached with the statistics). */
async function documentFrequencies(db: Kysely<any>, stats: CorpusStats, table: 'document' | 'passage', terms: readonly string[]): Promise<number[]> {
  const key = (t: string) => `${table === 'document' ? 'd' : 'p'}:${t}`;
  const missing = terms.filter((t) => !stats.df.has(key(t)));
  if (missing.length) {
    const tableName = table === 'document' ? DOCUMENT_TABLE : PASSAGE_TABLE;
    const counts = sql.join(missing.map((t, i) => sql`count(*) filter (where tsv @@ ${tsLexeme(t)}::tsquery) as ${sql.ref(`c${i}`)}`));
    const row = (await sql<Record<string, number | string>>`select ${counts} from ${sql.table(tableName)} where tsv @@ ${tsQuery(missing, 'any')}::tsquery`.execute(db)).rows[0] ?? {};
    if (stats.df.size > 20_000) stats.df.clear();
    missing.forEach((t, i) => stats.df.set(key(t), num(row[`c${i}`])));
  }
  return terms.map((t) => stats.df.get(key(t)) ?? 0);
}

/** FTS5's idf: ln((N − n + 0.5) / (n + 0.5)), at least 1e-6. */
function idf(total: number, n: number): number {
  const v = Math.log((total - n + 0.5) / (n + 0.5));
  return v > 0 ? v : 1e-6;
}

/** PostgreSQL: the BM25 of the row aliased `alias` (its tsv and token_count) over the given terms and idfs. */
function pgBm25(alias: 'd' | 'p', terms: readonly string[], idfs: readonly number[], avgdl: number, titleWeight: number): RawBuilder<number> {
  const values = sql.join(terms.map((t, i) => sql`(${t}::text, ${idfs[i]}::float8)`));
  const row = sql.raw(alias);
  return sql<number>`(select coalesce(sum(q.idf * (u.tf * ${BM25.k1 + 1}::float8) / (u.tf + ${BM25.k1}::float8 * (${1 - BM25.b}::float8 + ${BM25.b}::float8 * ${row}.token_count / ${avgdl}::float8))), 0)
    from (select x.lexeme, (select sum(case when w = 'A' then ${titleWeight}::float8 else 1.0::float8 end) from unnest(x.weights) as w) as tf
          from unnest(${row}.tsv) as x where x.lexeme in (${sql.join(terms.map((t) => sql`${t}::text`))})) as u
    join (values ${values}) as q(term, idf) on q.term = u.lexeme)`;
}

// ---- SQLite: ranking in memory from FTS5's per-term contributions ----

/** Documents above this count are ranked in SQL only. */
const MEMORY_MAX_DOCUMENTS = 2_000_000;
/** Term entries kept per document table (least recently used dropped first), and their byte budget. */
const TERM_CACHE = { entries: 512, bytes: 96 * 1024 * 1024 } as const;

interface TermCache {
  entries: Map<string, TermScores>;
  pending: Map<string, Promise<TermScores>>;
  bytes: number;
}

const docTables = new WeakMap<Kysely<any>, TableBackedIndex<DocTable>>();
const termCaches = new WeakMap<DocTable, TermCache>();

/** The documents' ranking attributes (rebuilt when documents are added or removed; checked at most every 10 s). */
async function docTableOf(db: Kysely<any>): Promise<DocTable | null> {
  let holder = docTables.get(db);
  if (!holder) {
    holder = new TableBackedIndex<DocTable>({
      db,
      tables: [DOCUMENT_TABLE],
      refreshMs: 10_000,
      maxRows: MEMORY_MAX_DOCUMENTS,
      load: async () =>
        buildDocTable(
          (await db
            .selectFrom(DOCUMENT_TABLE)
            .select(['id', 'area_id', 'province_id', 'year', 'status', 'publish_date', 'type'])
            .execute()) as Array<{ id: number; area_id: number; province_id: number; year: number; status: string; publish_date: string; type: string }>,
        ),
    });
    docTables.set(db, holder);
  }
  const table = await holder.get();
  // While there are no documents, every call looks again (a seed or an import may be writing them).
  if (table && table.count === 0) {
    docTables.delete(db);
    return null;
  }
  return table;
}

/** Drops what is held of a database's documents, so that the next search reads them again (after a seed or an import). */
export function forgetDocuments(db: Kysely<any>): void {
  docTables.delete(db);
  statsHolders.delete(db);
}

/** Loads the document table in the background (a server's onReady), so that the first search does not wait for it. */
export function warmDocuments(db: Kysely<any>, dialect: Dialect): Promise<unknown> {
  return dialect === 'sqlite' ? docTableOf(db) : corpusStats(db);
}

/** One term's BM25 contribution per document, as FTS5's bm25() gives it for that term (cached per document table). */
async function termScores(db: Kysely<any>, table: DocTable, term: string): Promise<TermScores> {
  let cache = termCaches.get(table);
  if (!cache) termCaches.set(table, (cache = { entries: new Map(), pending: new Map(), bytes: 0 }));
  const hit = cache.entries.get(term);
  if (hit) {
    cache.entries.delete(term);
    cache.entries.set(term, hit);
    return hit;
  }
  const waiting = cache.pending.get(term);
  if (waiting) return waiting;
  const c = cache;
  const load = (async () => {
    const fts = sql.table(DOCUMENT_FTS_TABLE);
    const rows = (await sql<{ id: number; s: number }>`select rowid as id, -bm25(${fts}, ${dbl(BM25.titleWeight)}, 1.0) as s from ${fts} where ${fts} match ${ftsQuery([term], 'all')}`.execute(db)).rows;
    const scores = buildTermScores(table, rows);
    c.entries.set(term, scores);
    c.bytes += scores.bytes;
    for (const [key, value] of c.entries) {
      if (c.entries.size <= TERM_CACHE.entries && c.bytes <= TERM_CACHE.bytes) break;
      if (key === term) continue;
      c.entries.delete(key);
      c.bytes -= value.bytes;
    }
    return scores;
  })().finally(() => c.pending.delete(term));
  c.pending.set(term, load);
  return load;
}

// ---- documents ----

/** The documents matching the terms and filters, ranked (relevance) or newest first (date), one page of them. */
export async function searchDocuments(db: Kysely<any>, dialect: Dialect, q: DocumentSearch): Promise<DocumentSearchResult> {
  const terms = q.terms.filter((t) => t.length > 0);
  if (dialect === 'sqlite' && q.engine !== 'sql') {
    const table = await docTableOf(db);
    if (table) {
      const scores = await Promise.all([...new Set(terms)].map((t) => termScores(db, table, t)));
      return evaluate(table, { terms: scores, match: q.match ?? 'all', filters: q.filters, sort: q.sort, offset: q.offset, limit: q.limit, boost: q.boost }, BOOSTS);
    }
  }
  const where = filterSql(q.filters);
  if (!terms.length) {
    const [rows, count] = await Promise.all([
      sql<{ id: number }>`select d.id from ${sql.table(DOCUMENT_TABLE)} as d where ${where} order by d.publish_date desc, d.id desc limit ${q.limit} offset ${q.offset}`.execute(db),
      sql<{ n: number | string }>`select count(*) as n from ${sql.table(DOCUMENT_TABLE)} as d where ${where}`.execute(db),
    ]);
    return { total: num(count.rows[0]?.n), hits: rows.rows.map((r) => ({ id: num(r.id), score: 0 })) };
  }
  const match = q.match ?? 'all';
  const stats = await corpusStats(db);
  const boost = boostSql(q.boost ?? {}, stats.latestYear);
  let rows: Array<{ id: number; score: number | string; total: number | string }>;
  if (dialect === 'sqlite') {
    const fts = sql.table(DOCUMENT_FTS_TABLE);
    const scored = sql`select d.id as id, d.publish_date as publish_date, round(-bm25(${fts}, ${dbl(BM25.titleWeight)}, 1.0) * ${boost}, 9) as score
      from ${fts} join ${sql.table(DOCUMENT_TABLE)} as d on d.id = ${fts}.rowid
      where ${fts} match ${ftsQuery(terms, match)} and ${where}`;
    const ordered = q.sort === 'date' ? sql`m.publish_date desc, m.id desc` : sql`m.score desc, m.publish_date desc, m.id desc`;
    rows = (
      await sql<{ id: number; score: number; total: number }>`select m.id, m.score, count(*) over () as total from (${scored}) as m order by ${ordered} limit ${q.limit} offset ${q.offset}`.execute(db)
    ).rows;
  } else {
    const dfs = await documentFrequencies(db, stats, 'document', terms);
    const idfs = dfs.map((n) => idf(stats.documents, n));
    const bm = pgBm25('d', terms, idfs, stats.avgDocLength, BM25.titleWeight);
    rows = (
      await sql<{ id: number; score: string; total: string }>`select d.id, round((${bm} * ${boost})::numeric, 9) as score, count(*) over () as total
        from ${sql.table(DOCUMENT_TABLE)} as d
        where d.tsv @@ ${tsQuery(terms, match)}::tsquery and ${where}
        order by ${q.sort === 'date' ? sql`d.publish_date desc, d.id desc` : sql`score desc, d.publish_date desc, d.id desc`} limit ${q.limit} offset ${q.offset}`.execute(db)
    ).rows;
  }
  let total = num(rows[0]?.total);
  if (!rows.length && q.offset > 0) total = await countDocuments(db, dialect, terms, match, where);
  return { total, hits: rows.map((r) => ({ id: num(r.id), score: num(r.score) })) };
}

async function countDocuments(db: Kysely<any>, dialect: Dialect, terms: readonly string[], match: 'all' | 'any', where: RawBuilder<boolean>): Promise<number> {
  const row =
    dialect === 'sqlite'
      ? (
          await sql<{ n: number }>`select count(*) as n from ${sql.table(DOCUMENT_FTS_TABLE)} join ${sql.table(DOCUMENT_TABLE)} as d on d.id = ${sql.table(DOCUMENT_FTS_TABLE)}.rowid
            where ${sql.table(DOCUMENT_FTS_TABLE)} match ${ftsQuery(terms, match)} and ${where}`.execute(db)
        ).rows[0]
      : (await sql<{ n: string }>`select count(*) as n from ${sql.table(DOCUMENT_TABLE)} as d where d.tsv @@ ${tsQuery(terms, match)}::tsquery and ${where}`.execute(db)).rows[0];
  return num(row?.n);
}

// ---- passages ----

/** The passages best matching the terms (BM25 × the document's boosts), at most `perDocument` of a document. */
export async function searchPassages(db: Kysely<any>, dialect: Dialect, q: PassageSearch): Promise<PassageHit[]> {
  const terms = q.terms.filter((t) => t.length > 0);
  if (!terms.length || q.limit <= 0) return [];
  const match = q.match ?? 'any';
  const perDocument = Math.max(1, q.perDocument ?? 3);
  const stats = await corpusStats(db);
  const boost = boostSql({ region: q.region, years: q.years }, stats.latestYear);
  const conditions: RawBuilder<unknown>[] = [];
  if (q.onlyAreaIds?.length) conditions.push(sql`d.area_id in (${sql.join(q.onlyAreaIds.map((a) => sql`${a}`))})`);
  if (q.currentOnly) conditions.push(sql`d.status = 'current'`);
  const where = conditions.length ? sql`${sql.join(conditions, sql` and `)}` : sql`1 = 1`;
  // Enough candidates that the per-document cap still leaves `limit` passages.
  const candidates = Math.min(2000, q.limit * perDocument * 4);
  const columns = sql`p.id as passage_id, p.policy_id, p.ord, p.heading, p.text,
    d.title, d.doc_no, d.issuer, d.level, d.area_id, d.province_id, d.type, d.publish_date, d.effective_date, d.status, d.year`;
  type Row = {
    passage_id: number; policy_id: number; ord: number; heading: string; text: string; bm: number | string; score: number | string;
    title: string; doc_no: string; issuer: string; level: PolicyLevel; area_id: number; province_id: number; type: PolicyTypeCode;
    publish_date: string; effective_date: string; status: PolicyStatus; year: number;
  };
  let rows: Row[];
  if (dialect === 'sqlite') {
    const fts = sql.table(PASSAGE_FTS_TABLE);
    rows = (
      await sql<Row>`select m.* from (select ${columns}, -bm25(${fts}) as bm, round(-bm25(${fts}) * ${boost}, 9) as score
          from ${fts} join ${sql.table(PASSAGE_TABLE)} as p on p.id = ${fts}.rowid join ${sql.table(DOCUMENT_TABLE)} as d on d.id = p.policy_id
          where ${fts} match ${ftsQuery(terms, match)} and ${where}) as m
        order by m.score desc, m.publish_date desc, m.policy_id desc, m.ord asc limit ${candidates}`.execute(db)
    ).rows;
  } else {
    const dfs = await documentFrequencies(db, stats, 'passage', terms);
    const idfs = dfs.map((n) => idf(stats.passages, n));
    const bm = pgBm25('p', terms, idfs, stats.avgPassageLength, 1);
    rows = (
      await sql<Row>`select m.*, round((m.bm * m.boost)::numeric, 9) as score from (select ${columns}, ${bm} as bm, ${boost} as boost
          from ${sql.table(PASSAGE_TABLE)} as p join ${sql.table(DOCUMENT_TABLE)} as d on d.id = p.policy_id
          where p.tsv @@ ${tsQuery(terms, match)}::tsquery and ${where}) as m
        order by score desc, m.publish_date desc, m.policy_id desc, m.ord asc limit ${candidates}`.execute(db)
    ).rows;
  }
  const perDoc = new Map<number, number>();
  const hits: PassageHit[] = [];
  for (const r of rows) {
    const policyId = num(r.policy_id);
    const n = perDoc.get(policyId) ?? 0;
    if (n >= perDocument) continue;
    perDoc.set(policyId, n + 1);
    hits.push({
      passageId: num(r.passage_id),
      policyId,
      ord: num(r.ord),
      heading: r.heading,
      text: r.text,
      bm25: num(r.bm),
      score: num(r.score),
      document: {
        title: r.title,
        docNo: r.doc_no,
        issuer: r.issuer,
        level: r.level,
        areaId: num(r.area_id),
        provinceId: num(r.province_id),
        type: r.type,
        publishDate: r.publish_date,
        effectiveDate: r.effective_date,
        status: r.status,
        year: num(r.year),
      },
    });
    if (hits.length >= q.limit) break;
  }
  return hits;
}
