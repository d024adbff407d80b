/**
 * The document search's evaluation in memory (SQLite): the documents' ranking attributes held in
 * typed arrays, and each searched term's BM25 contribution per document as FTS5 computed it
 * (fulltext.ts reads them with a one-term `bm25()` query and keeps the most used terms). FTS5's
 * BM25 of several terms is the sum of the terms' contributions (each with its own idf over the whole
 * table), so summing them here gives the very scores FTS5 gives the whole query; the filters, the
 * boosts, the rounding and the order are those of the SQL (fulltext.ts). A term held by almost every
 * document (增值税 in each price bulletin) is then read once instead of on every search.
 */
import { NATIONAL_AREA_ID } from '@plugins/cost-data/shared/regions';
import type { DocumentFilters, RankBoost } from './fulltext';

/** Boost constants (fulltext.ts's BOOSTS). */
export interface BoostConstants {
  region: number;
  cityProvince: number;
  national: number;
  namedYear: number;
  decayPerYear: number;
  current: number;
}

/** The documents' attributes, by position (ids ascending). */
export interface DocTable {
  readonly count: number;
  readonly ids: Int32Array;
  /** id → position + 1 (0: no such document). */
  readonly posOf: Int32Array;
  readonly area: Int32Array;
  readonly province: Int32Array;
  readonly year: Int32Array;
  /** publish_date as YYYYMMDD. */
  readonly date: Int32Array;
  readonly current: Uint8Array;
  /** Index into `types`. */
  readonly type: Uint8Array;
  readonly types: readonly string[];
  readonly latestYear: number;
  /** The position's rank in the date order (newer date first, then the larger id): 0 is the newest. */
  readonly dateRank: Int32Array;
  /** The positions in the date order. */
  readonly byDate: Int32Array;
}

/** A term's BM25 contribution per matching document. */
export interface TermScores {
  /** Matching positions, ascending. */
  readonly pos: Int32Array;
  readonly score: Float64Array;
  /** Score by position (NaN: not matching), for terms with many documents. */
  readonly dense: Float64Array | null;
  /** Indexes into `pos` / `score`, the highest score first (the single-term ranking stops early along it). */
  readonly byScore: Int32Array;
  /** Approximate bytes held. */
  readonly bytes: number;
}

export function buildDocTable(rows: ReadonlyArray<{ id: number; area_id: number; province_id: number; year: number; status: string; publish_date: string; type: string }>): DocTable {
  const sorted = [...rows].map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
  const n = sorted.length;
  const maxId = n ? sorted[n - 1]!.id : 0;
  const ids = new Int32Array(n);
  const posOf = new Int32Array(maxId + 1);
  const area = new Int32Array(n);
  const province = new Int32Array(n);
  const year = new Int32Array(n);
  const date = new Int32Array(n);
  const current = new Uint8Array(n);
  const type = new Uint8Array(n);
  const types: string[] = [];
  const typeIndex = new Map<string, number>();
  let latestYear = 0;
  sorted.forEach((r, i) => {
    ids[i] = r.id;
    posOf[r.id] = i + 1;
    area[i] = Number(r.area_id);
    province[i] = Number(r.province_id);
    year[i] = Number(r.year);
    date[i] = Number(String(r.publish_date).replace(/-/g, ''));
    current[i] = r.status === 'current' ? 1 : 0;
    let t = typeIndex.get(r.type);
    if (t === undefined) typeIndex.set(r.type, (t = types.push(r.type) - 1));
    type[i] = t;
    if (year[i]! > latestYear) latestYear = year[i]!;
  });
  const byDate = Array.from({ length: n }, (_, i) => i).sort((a, b) => date[b]! - date[a]! || ids[b]! - ids[a]!);
  const dateRank = new Int32Array(n);
  byDate.forEach((p, r) => (dateRank[p] = r));
  return { count: n, ids, posOf, area, province, year, date, current, type, types, latestYear, dateRank, byDate: Int32Array.from(byDate) };
}

/** Term scores from FTS5's rows (rowid, contribution). Dense when the term holds more than 1/32 of the documents. */
export function buildTermScores(table: DocTable, rows: ReadonlyArray<{ id: number; s: number }>): TermScores {
  const pairs: Array<[number, number]> = [];
  for (const r of rows) {
    const p = table.posOf[Number(r.id)] ?? 0;
    if (p > 0) pairs.push([p - 1, Number(r.s)]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const pos = new Int32Array(pairs.length);
  const score = new Float64Array(pairs.length);
  pairs.forEach(([p, s], i) => {
    pos[i] = p;
    score[i] = s;
  });
  let dense: Float64Array | null = null;
  if (pairs.length * 32 > table.count) {
    dense = new Float64Array(table.count).fill(Number.NaN);
    pairs.forEach(([p, s]) => (dense![p] = s));
  }
  const byScore = Int32Array.from(Array.from({ length: pairs.length }, (_, i) => i).sort((a, b) => score[b]! - score[a]!));
  return { pos, score, dense, byScore, bytes: pairs.length * 16 + (dense ? table.count * 8 : 0) };
}

function lookup(t: TermScores, p: number): number {
  if (t.dense) return t.dense[p]!;
  // Binary search in the sparse positions.
  let lo = 0;
  let hi = t.pos.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = t.pos[mid]!;
    if (v === p) return t.score[mid]!;
    if (v < p) lo = mid + 1;
    else hi = mid - 1;
  }
  return Number.NaN;
}

export interface EvaluateQuery {
  /** One entry per term; empty = every document of the filters. */
  terms: readonly TermScores[];
  match: 'all' | 'any';
  filters?: DocumentFilters;
  sort: 'relevance' | 'date';
  offset: number;
  limit: number;
  boost?: RankBoost;
}

/** The filter of a document position (as fulltext.ts's filterSql). */
function filterOf(table: DocTable, filters: DocumentFilters | undefined): (p: number) => boolean {
  const region = filters?.region ?? null;
  const typeSet = filters?.types?.length ? new Set(filters.types.map((t) => table.types.indexOf(t)).filter((i) => i >= 0)) : null;
  const year = filters?.year;
  const noType = filters?.types?.length ? typeSet!.size === 0 : false;
  return (p) => {
    if (noType) return false;
    if (region) {
      if (region.areaId === region.provinceId) {
        const pr = table.province[p]!;
        if (pr !== region.provinceId && pr !== NATIONAL_AREA_ID) return false;
      } else {
        const a = table.area[p]!;
        if (a !== region.areaId && a !== region.provinceId && a !== NATIONAL_AREA_ID) return false;
      }
    }
    if (typeSet && !typeSet.has(table.type[p]!)) return false;
    if (year !== undefined && table.year[p] !== year) return false;
    return true;
  };
}

/** SQLite's round(x, 9) for the values here (positive, well inside double precision). */
const round9 = (x: number) => Math.round(x * 1e9) / 1e9;

/** A bounded heap of the `need` best candidates (by `better`); its root is the worst of them. */
class TopK {
  readonly items: number[] = [];
  constructor(
    private readonly need: number,
    private readonly better: (a: number, b: number) => boolean,
  ) {}
  get full(): boolean {
    return this.items.length >= this.need;
  }
  get worst(): number {
    return this.items[0]!;
  }
  offer(i: number): void {
    const h = this.items;
    const better = this.better;
    if (h.length < this.need) {
      h.push(i);
      let c = h.length - 1;
      while (c > 0) {
        const parent = (c - 1) >> 1;
        if (!better(h[parent]!, h[c]!)) break;
        [h[c], h[parent]] = [h[parent]!, h[c]!];
        c = parent;
      }
      return;
    }
    if (!better(i, h[0]!)) return;
    h[0] = i;
    let c = 0;
    for (;;) {
      const l = 2 * c + 1;
      const r = l + 1;
      let m = c;
      if (l < h.length && better(h[m]!, h[l]!)) m = l;
      if (r < h.length && better(h[m]!, h[r]!)) m = r;
      if (m === c) return;
      [h[c], h[m]] = [h[m]!, h[c]!];
      c = m;
    }
  }
  /** The kept candidates, best first. */
  sorted(): number[] {
    return [...this.items].sort((a, b) => (this.better(a, b) ? -1 : 1));
  }
}

/** Ranks in memory: the same matches, scores, total and order as the SQL of fulltext.ts. */
export function evaluate(table: DocTable, q: EvaluateQuery, k: BoostConstants): { total: number; hits: Array<{ id: number; score: number }> } {
  const filters = q.filters;
  const filtered = !!(filters?.region || filters?.types?.length || filters?.year !== undefined);
  const keep = filterOf(table, filters);
  const need = q.offset + q.limit;
  const rank = table.dateRank;
  if (!q.terms.length) {
    // Every document of the filters, newest first: walk the date order.
    const hits: Array<{ id: number; score: number }> = [];
    let total = 0;
    for (let r = 0; r < table.count; r++) {
      const p = table.byDate[r]!;
      if (filtered && !keep(p)) continue;
      if (total >= q.offset && hits.length < q.limit) hits.push({ id: table.ids[p]!, score: 0 });
      total++;
    }
    return { total, hits };
  }

  // The score of a position with its BM25 (fulltext.ts's boostSql, in the same order of operations).
  const region = q.boost?.region ?? null;
  const years = q.boost?.years?.length ? new Set(q.boost.years) : null;
  const base = q.boost?.latestYear ?? table.latestYear;
  const scoreOf = (p: number, bm: number): number => {
    let regionFactor = 1.0;
    if (region) {
      if (region.areaId === region.provinceId) regionFactor = table.province[p] === region.provinceId ? k.region : table.area[p] === NATIONAL_AREA_ID ? k.national : 1.0;
      else {
        const a = table.area[p]!;
        regionFactor = a === region.areaId ? k.region : a === region.provinceId ? k.cityProvince : a === NATIONAL_AREA_ID ? k.national : 1.0;
      }
    }
    const y = table.year[p]!;
    const decay = 1.0 / (1.0 + k.decayPerYear * (y < base ? base - y : 0));
    const recency = years ? (years.has(y) ? k.namedYear : decay) : decay;
    return round9(bm * regionFactor * recency * (table.current[p] ? k.current : 1.0));
  };
  const relevance = q.sort === 'relevance';

  if (relevance && q.terms.length === 1) {
    // One term: along its scores, highest first, until no document left can beat the page's worst.
    const term = q.terms[0]!;
    let total = term.pos.length;
    if (filtered) {
      total = 0;
      for (let i = 0; i < term.pos.length; i++) if (keep(term.pos[i]!)) total++;
    }
    const maxBoost = (region ? Math.max(k.region, k.national, k.cityProvince) : 1) * (years ? Math.max(k.namedYear, 1) : 1) * k.current;
    const seenPos: number[] = [];
    const seenScore: number[] = [];
    const top = new TopK(Math.min(need, total), (a, b) => seenScore[a]! > seenScore[b]! || (seenScore[a] === seenScore[b] && rank[seenPos[a]!]! < rank[seenPos[b]!]!));
    for (let j = 0; j < term.byScore.length && need > 0; j++) {
      const idx = term.byScore[j]!;
      const bm = term.score[idx]!;
      if (top.full && round9(bm * maxBoost * (1 + 1e-12)) < seenScore[top.worst]!) break;
      const p = term.pos[idx]!;
      if (filtered && !keep(p)) continue;
      const score = scoreOf(p, bm);
      // A lower score than the page's worst cannot enter (an equal one may: the newer date wins).
      if (top.full && score < seenScore[top.worst]!) continue;
      seenPos.push(p);
      seenScore.push(score);
      top.offer(seenPos.length - 1);
    }
    const hits = top
      .sorted()
      .slice(q.offset, q.offset + q.limit)
      .map((i) => ({ id: table.ids[seenPos[i]!]!, score: seenScore[i]! }));
    return { total, hits };
  }

  if (!relevance && q.match === 'all' && q.terms.every((t) => t.dense)) {
    // By date, every term held by many documents: walk the date order until the page is full, count the rest.
    const dense = q.terms.map((t) => t.dense!);
    const holds = (p: number): number => {
      let bm = 0;
      for (const d of dense) {
        const v = d[p]!;
        if (Number.isNaN(v)) return Number.NaN;
        bm += v;
      }
      return bm;
    };
    const hits: Array<{ id: number; score: number }> = [];
    let seen = 0;
    for (let r = 0; r < table.count && hits.length < q.limit; r++) {
      const p = table.byDate[r]!;
      const bm = holds(p);
      if (Number.isNaN(bm) || (filtered && !keep(p))) continue;
      if (seen++ >= q.offset) hits.push({ id: table.ids[p]!, score: 0 });
    }
    const smallest = [...q.terms].sort((a, b) => a.pos.length - b.pos.length)[0]!;
    let total = 0;
    if (q.terms.length === 1 && !filtered) total = smallest.pos.length;
    else for (let i = 0; i < smallest.pos.length; i++) if (!Number.isNaN(holds(smallest.pos[i]!)) && (!filtered || keep(smallest.pos[i]!))) total++;
    // The page's scores, as the SQL answers them (BM25 summed in the terms' order of the other paths).
    const order = [...q.terms].sort((a, b) => a.pos.length - b.pos.length);
    for (const h of hits) {
      const p = table.posOf[h.id]! - 1;
      let bm = 0;
      for (const t of order) bm += lookup(t, p);
      h.score = scoreOf(p, bm);
    }
    return { total, hits };
  }

  // The candidates (positions) and their BM25.
  const cap = Math.max(1, q.match === 'all' ? Math.min(...q.terms.map((t) => t.pos.length)) : table.count);
  const candPos = new Int32Array(cap);
  const candBm = new Float64Array(cap);
  let total = 0;
  if (q.match === 'all') {
    const order = [...q.terms].sort((a, b) => a.pos.length - b.pos.length);
    const first = order[0]!;
    outer: for (let i = 0; i < first.pos.length; i++) {
      const p = first.pos[i]!;
      let s = first.score[i]!;
      for (let j = 1; j < order.length; j++) {
        const v = lookup(order[j]!, p);
        if (Number.isNaN(v)) continue outer;
        s += v;
      }
      if (filtered && !keep(p)) continue;
      candPos[total] = p;
      candBm[total++] = s;
    }
  } else {
    const acc = new Float64Array(table.count);
    const hit = new Uint8Array(table.count);
    for (const t of q.terms) {
      for (let i = 0; i < t.pos.length; i++) {
        acc[t.pos[i]!] += t.score[i]!;
        hit[t.pos[i]!] = 1;
      }
    }
    for (let p = 0; p < table.count; p++) {
      if (hit[p] && (!filtered || keep(p))) {
        candPos[total] = p;
        candBm[total++] = acc[p]!;
      }
    }
  }
  let top: number[];
  let scores: Float64Array | null = null;
  if (!relevance) {
    // By date: only the page's scores are needed.
    const heap = new TopK(Math.min(need, total), (a, b) => rank[candPos[a]!]! < rank[candPos[b]!]!);
    for (let i = 0; i < total; i++) heap.offer(i);
    top = heap.sorted();
  } else {
    const s = new Float64Array(Math.max(total, 1));
    for (let i = 0; i < total; i++) s[i] = scoreOf(candPos[i]!, candBm[i]!);
    scores = s;
    const heap = new TopK(Math.min(need, total), (a, b) => s[a]! > s[b]! || (s[a] === s[b] && rank[candPos[a]!]! < rank[candPos[b]!]!));
    for (let i = 0; i < total; i++) heap.offer(i);
    top = heap.sorted();
  }
  const hits = top.slice(q.offset, q.offset + q.limit).map((i) => ({ id: table.ids[candPos[i]!]!, score: scores ? scores[i]! : scoreOf(candPos[i]!, candBm[i]!) }));
  return { total, hits };
}
