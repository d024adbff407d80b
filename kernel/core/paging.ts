/**
 * Paging of the list endpoints and their pagers, the one place for it: a page request is
 * `{ pageNum, pageSize }` (pageNum counts from 1), the server turns it into LIMIT / OFFSET after
 * checking it against the list's rules (allowed page sizes, how deep a list may be paged), and a
 * pager shows `pageCount(total, pageSize)` pages (at least one). Pure, shared by both halves.
 */

/** A page of a list, as the list endpoints are asked for it. */
export interface PageRequest {
  /** 1-based. */
  readonly pageNum: number;
  readonly pageSize: number;
}

/** What a list allows. */
export interface PagingRules {
  /** The page sizes offered (e.g. [10, 20, 50]); any other is refused. */
  readonly sizes: readonly number[];
  /** At most this many rows may be reached: pageNum × pageSize ≤ maxRows (deep paging is refused). */
  readonly maxRows?: number;
}

/** Why a page request is refused: a page size that is not offered, or a page beyond `maxRows`. */
export type PagingProblem = 'pageSize' | 'tooDeep';

/** Checks a page request against a list's rules: null when it is allowed, else why not. */
export function pagingProblem(page: PageRequest, rules: PagingRules): PagingProblem | null {
  if (!rules.sizes.includes(page.pageSize)) return 'pageSize';
  if (rules.maxRows !== undefined && page.pageNum * page.pageSize > rules.maxRows) return 'tooDeep';
  return null;
}

/** The LIMIT / OFFSET of a page (pageNum below 1 reads as 1). */
export function pageWindow(page: PageRequest): { limit: number; offset: number } {
  const size = Math.max(0, Math.floor(page.pageSize));
  return { limit: size, offset: (Math.max(1, Math.floor(page.pageNum)) - 1) * size };
}

/** How many pages a pager shows for `total` rows: at least 1 (an empty list has one, empty, page). */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
