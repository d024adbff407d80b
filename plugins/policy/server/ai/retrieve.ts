/**
 * Retrieval of the AI search: the question's terms and region (query.ts `parseQuery`), the best
 * passages (fulltext.ts `searchPassages`: BM25 over the segmented passages × region, recency and
 * status boosts, a few per document) and the best documents (`searchDocuments`, the title weighted
 * ×3), then those candidate documents with all their passages. Only the content terms are searched
 * (a generic word such as 建设 would match nearly every passage).
 *
 * Relevance is decided, not assumed: the question's content terms (its words minus question words
 * such as 多少 / 现在 and generic words such as 建设 / 标准 / 文件) must be held by a document (its title
 * and passages) to at least MIN_COVERAGE, and the best passage's BM25 must reach MIN_BM25. Otherwise
 * there is no candidate and the answer is 未找到相关政策文件.
 *
 * The applicable document comes first: among the relevant documents (with a score not far below
 * the best), the one whose title or type (人工费调整 …) holds most content terms, of a year named in
 * the question, current rather than replaced, of the asked region (its own, then its province,
 * then national; without a region, national first), the best covered, newest.
 */
import type { Kysely } from 'kysely';
import type { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { indexTokens } from '@kernel/server/segmenter';
import { POLICY_TYPE_NAMES, type PolicyTypeCode } from '../../shared/contract';
import { corpusStats, searchDocuments, searchPassages, type Dialect, type PassageHit } from '../fulltext';
import { parseQuery, regionRef, type PolicyRegionRef } from '../query';
import { DOCUMENT_TABLE, PASSAGE_TABLE } from '../tables';
import { titleMatches } from './titles';
import type { AiCandidate, AiDocument, AiPassage, Retrieval } from './types';

/** Words of the question that ask rather than name: never searched, never required. */
const QUESTION_WORDS = new Set([
  '多少', '什么', '怎么', '怎样', '如何', '现在', '目前', '当前', '最新', '哪些', '哪个', '是否', '有没有', '请问', '吗', '呢', '几',
  '多高', '是', '现行', '最近', '今年', '一下', '告诉', '我', '想', '知道', '查询', '查', '能否', '可以', '应该', '需要', '么', '有', '哪', '怎么办',
]);
/** Words too general to tell one document from another: searched, but not required. */
const GENERIC_WORDS = new Set([
  '建设', '工程', '建设工程', '标准', '文件', '政策', '规定', '通知', '办法', '关于', '有关', '相关', '要求', '问题', '执行', '情况',
  '省', '市', '全国', '国家', '地区', '具体', '内容', '计取', '收取', '费', '价',
]);
/** Words that ask for a figure: the rule passage should carry numbers. */
const FIGURE_WORDS = /多少|几|费率|税率|单价|价格|标准|金额|比例|幅度|指导价|多高|工资|取费/;

/** The share of content terms a document must hold to count as relevant. */
export const MIN_COVERAGE = 0.5;
/** The best passage's BM25 below which nothing is relevant. */
export const MIN_BM25 = 1;
/** Passages retrieved, documents retrieved, and documents examined at most. */
const HIT_LIMIT = 48;
const DOCUMENT_LIMIT = 12;
const DOCUMENT_WINDOW = 24;
/** A term held by more than this share of the documents is common (see `retrieve`). */
const COMMON_SHARE = 0.2;
const TITLE_LIMIT = 8;
const MAX_CANDIDATES = 4;

/** True when `tokens` hold `term`, or every dictionary sub-word of it (增值税税率 as 增值税 + 税率). */
export function covers(tokens: ReadonlySet<string>, term: string): boolean {
  if (tokens.has(term)) return true;
  const parts = [...new Set(indexTokens(term))].filter((t) => t !== term && t.length >= 2);
  if (parts.length < 2) return false;
  // The longest sub-words that together spell the term must all be present.
  const longest = parts.filter((p) => !parts.some((q) => q !== p && q.length > p.length && q.includes(p)));
  return longest.join('').length >= term.length && longest.every((p) => tokens.has(p));
}

export interface RetrieveInput {
  question: string;
  /** The request's region (1 or absent: none); a region named in the question takes precedence. */
  areaId?: number;
}

/** Area ids a question about `region` may be answered from: the region, its province or cities, national. */
function allowedAreas(regions: RegionCatalogue, region: PolicyRegionRef): number[] {
  const ids = new Set<number>([1, region.provinceId, region.areaId]);
  if (region.areaId === region.provinceId) for (const city of regions.find(region.provinceId)?.subList ?? []) ids.add(city.areaid);
  return [...ids];
}

function documentOf(r: any): AiDocument {
  return {
    policyId: Number(r.id),
    title: String(r.title),
    docNo: String(r.doc_no),
    issuer: String(r.issuer),
    level: r.level,
    areaId: Number(r.area_id),
    provinceId: Number(r.province_id),
    type: r.type,
    publishDate: String(r.publish_date),
    effectiveDate: String(r.effective_date),
    status: r.status,
    replacesId: r.replaces_id === null || r.replaces_id === undefined ? null : Number(r.replaces_id),
  };
}

const tokenSet = (text: string): Set<string> => new Set(text ? text.split(' ') : []);

const typeTokenCache = new Map<string, string[]>();
function typeTokens(type: PolicyTypeCode): string[] {
  let tokens = typeTokenCache.get(type);
  if (!tokens) typeTokenCache.set(type, (tokens = indexTokens(POLICY_TYPE_NAMES[type] ?? '')));
  return tokens;
}

/** Retrieves the candidates of a question (best first; none when nothing is relevant). */
export async function retrieve(db: Kysely<any>, dialect: Dialect, regions: RegionCatalogue, input: RetrieveInput): Promise<Retrieval> {
  const parsed = parseQuery(input.question, regions);
  const region = parsed.region ?? (input.areaId ? regionRef(input.areaId, regions) : null);
  const terms = parsed.terms.filter((t) => !QUESTION_WORDS.has(t));
  const content = terms.filter((t) => !GENERIC_WORDS.has(t));
  const base: Retrieval = {
    question: input.question,
    terms,
    content,
    areaId: region?.areaId ?? null,
    areaName: region?.name ?? null,
    years: parsed.years,
    candidates: [],
    asksFigure: FIGURE_WORDS.test(input.question),
  };
  if (content.length === 0) return base;

  // Documents first (title ×3: what a document is about), one search per content term, so that a
  // document about one term (增值税税率) is not crowded out by the many about another (建筑业). Their
  // totals tell the common terms: a term held by more than COMMON_SHARE of the documents cannot rank
  // (its idf is about 0) and would make a passage search read most of the corpus, so the passages
  // are searched with the other terms only. The documents whose title holds a term (titles.ts:
  // current, then newest) join the candidates: for a common term they are the ones about it.
  const searched = content.slice(0, 4);
  const [stats, docs] = await Promise.all([
    corpusStats(db),
    Promise.all(
      searched.map((term) =>
        searchDocuments(db, dialect, {
          // Unfiltered (the list's fast path); the region boosts the ranking, and the hits are filtered below.
          terms: [term],
          sort: 'relevance',
          offset: 0,
          limit: Math.ceil(DOCUMENT_LIMIT / searched.length),
          boost: { region, years: parsed.years },
        }),
      ),
    ),
  ]);
  const common = new Set(searched.filter((_, i) => docs[i]!.total > COMMON_SHARE * stats.documents));
  const rare = content.filter((t) => !common.has(t));
  const areaIds = region ? allowedAreas(regions, region) : undefined;
  const [hits, titled] = await Promise.all([
    rare.length
      ? searchPassages(db, dialect, { terms: rare, region, years: parsed.years, onlyAreaIds: areaIds, perDocument: 3, limit: HIT_LIMIT })
      : Promise.resolve([] as PassageHit[]),
    titleMatches(db, content, areaIds, TITLE_LIMIT),
  ]);
  // Rare terms that no passage holds well: nothing is about them.
  if (rare.length && (hits.length === 0 || Math.max(...hits.map((h) => h.bm25)) < MIN_BM25) && common.size === 0) return base;

  // The best documents first, then the documents of the best passages.
  const hitsOf = new Map<number, PassageHit[]>();
  for (const hit of hits) {
    const list = hitsOf.get(hit.policyId);
    if (list) list.push(hit);
    else hitsOf.set(hit.policyId, [hit]);
  }
  const ids = [...new Set([...titled, ...docs.flatMap((d) => d.hits.map((h) => h.id)), ...hitsOf.keys()])].slice(0, DOCUMENT_WINDOW);
  const allowed = areaIds ? new Set(areaIds) : null;
  const [docRows, passageRows] = await Promise.all([
    db
      .selectFrom(DOCUMENT_TABLE)
      .select(['id', 'doc_no', 'title', 'issuer', 'level', 'area_id', 'province_id', 'type', 'publish_date', 'effective_date', 'status', 'replaces_id', 'title_tokens'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom(PASSAGE_TABLE)
      .select(['id', 'policy_id', 'ord', 'heading', 'text', 'tokens'])
      .where('policy_id', 'in', ids)
      .orderBy('policy_id')
      .orderBy('ord')
      .execute(),
  ]);
  const docById = new Map(docRows.map((r: any) => [Number(r.id), r]));
  const passagesOf = new Map<number, AiPassage[]>();
  const hitScore = new Map(hits.map((h) => [h.passageId, h.score]));
  for (const r of passageRows as any[]) {
    const policyId = Number(r.policy_id);
    const passage: AiPassage = {
      passageId: Number(r.id),
      policyId,
      ord: Number(r.ord),
      heading: String(r.heading),
      text: String(r.text),
      tokens: tokenSet(String(r.tokens)),
      score: hitScore.get(Number(r.id)) ?? 0,
    };
    const list = passagesOf.get(policyId);
    if (list) list.push(passage);
    else passagesOf.set(policyId, [passage]);
  }

  const all: Array<AiCandidate & { titleCovered: number }> = [];
  for (const id of ids) {
    const row = docById.get(id);
    const passages = passagesOf.get(id) ?? [];
    if (!row || passages.length === 0 || (allowed && !allowed.has(Number(row.area_id)))) continue;
    const doc = documentOf(row);
    // What the document is about: its title and 文号, and its type's name (人工费调整, 安全文明施工 …).
    const about = new Set([...tokenSet(String(row.title_tokens)), ...typeTokens(doc.type)]);
    const covered = content.filter((term) => covers(about, term) || passages.some((p) => covers(p.tokens, term)));
    all.push({
      doc,
      passages,
      score: Math.max(0, ...passages.map((p) => p.score)),
      coverage: covered.length / content.length,
      covered,
      titleCovered: content.filter((term) => covers(about, term)).length,
    });
  }
  const best = Math.max(0, ...all.map((c) => c.coverage));
  if (best < MIN_COVERAGE) return base;
  const tier = (d: AiDocument): number => {
    if (!region) return d.level === 'national' ? 0 : d.level === 'province' ? 1 : 2;
    if (d.areaId === region.areaId) return 0;
    if (d.provinceId === region.provinceId) return 1;
    return 2;
  };
  const yearMatch = (d: AiDocument) => (parsed.years.length === 0 || parsed.years.some((y) => d.publishDate.startsWith(String(y)) || d.effectiveDate.startsWith(String(y))) ? 0 : 1);
  const candidates = all
    .filter((c) => c.coverage >= MIN_COVERAGE)
    .sort(
      (a, b) =>
        b.titleCovered - a.titleCovered ||
        yearMatch(a.doc) - yearMatch(b.doc) ||
        Number(b.doc.status === 'current') - Number(a.doc.status === 'current') ||
        tier(a.doc) - tier(b.doc) ||
        b.coverage - a.coverage ||
        b.doc.publishDate.localeCompare(a.doc.publishDate) ||
        b.score - a.score,
    )
    .slice(0, MAX_CANDIDATES)
    .map(({ titleCovered: _, ...c }) => c);
  return { ...base, candidates };
}
