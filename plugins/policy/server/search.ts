/**
 * getPolicySolrData: the list and search of 政策文件 (the rules are in the contract's header).
 *
 * The keyword is read by parseQuery (terms, a region and years named in it). With terms, the
 * documents holding all of them are ranked (fulltext.ts); when none holds all, those holding any.
 * Without terms but with a region or a year named ('江苏', '2024'), those act as filters. The page's
 * rows come with their highlights: the title's marks and the snippet (the best sentence of the
 * document's passages holding the terms) with its marks.
 */
import type { Kysely } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import { containsText } from '@kernel/server/sql';
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import type { RegionCatalogue } from '@plugins/cost-data/shared/services';
import {
  POLICY_LIMITS,
  POLICY_SORTS,
  POLICY_TYPES,
  PolicyCodes,
  PolicyMessages,
  type PolicyHit,
  type PolicySearchQuery,
  type PolicySearchResult,
  type PolicySort,
  type PolicyTypeCode,
} from '../shared/contract';
import { searchDocuments, type Dialect, type DocumentFilters } from './fulltext';
import { bestSnippet, markRanges } from './highlight';
import { parseQuery, regionRef, type PolicyRegionRef } from './query';
import { briefOf, briefRows } from './repository';
import { PASSAGE_TABLE } from './tables';

export interface PolicyDeps {
  readonly db: Kysely<any>;
  readonly dialect: Dialect;
  readonly regions: RegionCatalogue;
}

export const invalid = (message: string) => new BusinessError(PolicyCodes.invalid, message);

const TYPE_CODES = new Set<string>(POLICY_TYPES.map((t) => t.code));

/** The filter region of an areaId (1 or absent: none); 400 for an unknown one. */
export function filterRegion(areaId: number | undefined, regions: RegionCatalogue): PolicyRegionRef | null {
  if (areaId === undefined || areaId === NATIONAL_AREA_ID) return null;
  const ref = regionRef(areaId, regions);
  if (!ref) throw invalid(PolicyMessages.region);
  return ref;
}

/** A list field of a JSON array or a comma-separated value (an address's `types=a,b` arrives as ['a,b']). */
function listOf(value: readonly string[] | string | undefined): string[] {
  if (value === undefined) return [];
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(/[,，]/)).map((v) => v.trim()).filter(Boolean);
  return [...new Set(list)];
}

export interface SearchInput {
  keyWord?: string;
  areaId?: number;
  types?: string[] | string;
  year?: number;
  sort?: string;
  pageNum: number;
  pageSize: number;
}

/** Checks the query's business rules (400 with a Chinese message) and answers it normalised. */
export function checkSearch(body: SearchInput, regions: RegionCatalogue): Required<Pick<PolicySearchQuery, 'pageNum' | 'pageSize'>> & {
  keyWord: string;
  region: PolicyRegionRef | null;
  types: PolicyTypeCode[];
  year: number | undefined;
  sort: PolicySort | undefined;
} {
  const keyWord = (body.keyWord ?? '').trim();
  if (keyWord.length > POLICY_LIMITS.keyWordMax) throw invalid(PolicyMessages.keyWordTooLong);
  if (!POLICY_LIMITS.pageSizes.includes(body.pageSize)) throw invalid(PolicyMessages.pageSize);
  if (!Number.isInteger(body.pageNum) || body.pageNum < 1 || body.pageNum > POLICY_LIMITS.pageNumMax) throw invalid(PolicyMessages.pageNum);
  const types = listOf(body.types);
  if (types.some((t) => !TYPE_CODES.has(t))) throw invalid(PolicyMessages.type);
  if (body.year !== undefined && (!Number.isInteger(body.year) || body.year < POLICY_LIMITS.yearMin || body.year > POLICY_LIMITS.yearMax)) throw invalid(PolicyMessages.year);
  if (body.sort !== undefined && body.sort !== '' && !POLICY_SORTS.includes(body.sort as PolicySort)) throw invalid(PolicyMessages.sort);
  return {
    keyWord,
    region: filterRegion(body.areaId, regions),
    types: types as PolicyTypeCode[],
    year: body.year,
    sort: body.sort ? (body.sort as PolicySort) : undefined,
    pageNum: body.pageNum,
    pageSize: body.pageSize,
  };
}

/** The passages' texts of some documents that hold one of the terms (header lines left out), grouped by document. */
async function passagesOf(deps: PolicyDeps, ids: readonly number[], terms: readonly string[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!ids.length || !terms.length) return out;
  const rows = await deps.db
    .selectFrom(PASSAGE_TABLE)
    .select(['policy_id', 'text'])
    .where('policy_id', 'in', [...ids])
    .where('ord', '>', 0)
    .where((eb) => eb.or(terms.slice(0, 8).map((t) => containsText('text', t, deps.dialect))))
    .orderBy('policy_id')
    .orderBy('ord')
    .execute();
  for (const r of rows as Array<{ policy_id: number; text: string }>) {
    const id = Number(r.policy_id);
    const list = out.get(id) ?? [];
    list.push(r.text);
    out.set(id, list);
  }
  return out;
}

/** The list and search. */
export async function searchPolicies(deps: PolicyDeps, body: SearchInput): Promise<PolicySearchResult> {
  const q = checkSearch(body, deps.regions);
  const parsed = parseQuery(q.keyWord, deps.regions);
  const filters: DocumentFilters = { region: q.region, types: q.types, year: q.year };
  const terms = parsed.terms;
  // A keyword naming only a region or a year: they filter.
  if (!terms.length) {
    if (parsed.region && !filters.region) filters.region = parsed.region;
    if (parsed.years.length === 1 && filters.year === undefined) filters.year = parsed.years[0];
  }
  const sort: PolicySort = terms.length ? (q.sort ?? 'relevance') : 'date';
  const boost = { region: q.region ?? parsed.region, years: parsed.years };
  const offset = (q.pageNum - 1) * q.pageSize;
  let found = await searchDocuments(deps.db, deps.dialect, { terms, match: 'all', filters, sort, offset, limit: q.pageSize, boost });
  if (found.total === 0 && terms.length > 1) {
    found = await searchDocuments(deps.db, deps.dialect, { terms, match: 'any', filters, sort, offset, limit: q.pageSize, boost });
  }
  const ids = found.hits.map((h) => h.id);
  const [rows, passages] = await Promise.all([briefRows(deps.db, ids), passagesOf(deps, ids, terms)]);
  const marks = [...parsed.marks].sort((a, b) => b.length - a.length);
  const list: PolicyHit[] = rows.map((row) => {
    const brief = briefOf(row, deps.regions);
    const snippet = terms.length ? bestSnippet(passages.get(brief.policyId) ?? [], terms, marks) : { snippet: '', snippetMarks: [] };
    return { ...brief, titleMarks: markRanges(brief.title, marks), snippet: snippet.snippet, snippetMarks: snippet.snippetMarks };
  });
  return {
    list,
    total: found.total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    terms,
    recognised: { areaId: parsed.region?.areaId ?? null, areaName: parsed.region?.name ?? null, year: parsed.years[0] ?? null },
    sort,
  };
}
