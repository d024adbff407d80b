/**
 * The list's filters and the keyword search, as conditions over the indexed columns of
 * cost_data_bid_node. A keyword is split into tokens (spaces, commas, 、 and ;); each token that is
 * or contains a vocabulary term becomes a column condition (住宅 → building_use, 框架 → structure
 * IN every structure containing 框架, 18层 / 18F → floors_above, 高层 → a storey class, 江苏 /
 * 南京 → province / city …); what is left is matched as free text against the `keywords` column
 * (`containsText` of @kernel/server/sql: a parameterised, case-insensitive LIKE with the
 * wildcards escaped). All conditions are ANDed.
 */
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { containsText } from '@kernel/server/sql';
import {
  BUILDING_USES,
  DECORATION_STANDARDS,
  PRICING_STAGES,
  STOREY_BANDS,
  STRUCTURES,
  type StoreyBand,
} from '@plugins/cost-data/shared/vocabulary';
import type { RegionIndex } from './regions';

/** Storey classes a keyword may name (above-ground storeys, inclusive; GB 50096 usage). */
export const STOREY_CLASSES: ReadonlyArray<{ term: string; min: number; max: number }> = [
  { term: '低层', min: 1, max: 3 },
  { term: '多层', min: 4, max: 6 },
  { term: '小高层', min: 7, max: 11 },
  { term: '中高层', min: 7, max: 9 },
  { term: '高层', min: 10, max: 33 },
  { term: '超高层', min: 34, max: 999 },
];

/** Words left over after the terms are taken out that carry no meaning of their own. */
const FILLERS = new Set(['结构', '结构类型', '工程', '项目', '建筑', '楼', '类', '型', '的', '地上', '用途', '省', '市', '区', '县']);

/** One condition of the keyword search. */
export type KeywordCondition =
  | { kind: 'use'; values: string[] }
  | { kind: 'structure'; values: string[] }
  | { kind: 'stage'; values: string[] }
  | { kind: 'decoration'; values: string[] }
  | { kind: 'floors'; min: number; max: number }
  | { kind: 'province'; ids: number[] }
  | { kind: 'city'; ids: number[] }
  | { kind: 'text'; text: string };

/** Splits a keyword into tokens: whitespace (also full-width), commas, 、 and semicolons. */
export function tokenize(keyword: string): string[] {
  return keyword
    .trim()
    .split(/[\s\u3000,，、;；]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

const containing = (list: readonly string[], token: string) => list.filter((v) => v.includes(token));

const FLOORS = /^(\d{1,3})\s*(?:层|[fF])$/;
const FLOOR_RANGE = /^(\d{1,3})\s*[-~～至到]\s*(\d{1,3})\s*层$/;
const FLOORS_INSIDE = /(\d{1,3})\s*[-~～至到]\s*(\d{1,3})\s*层|(\d{1,3})\s*(?:层|[fF](?![a-zA-Z]))/;

/** The conditions of a token that is (part of) a vocabulary entry as a whole, or null. */
function wholeToken(token: string, regions: RegionIndex): KeywordCondition | null {
  const range = FLOOR_RANGE.exec(token);
  if (range) {
    const a = Number(range[1]);
    const b = Number(range[2]);
    return { kind: 'floors', min: Math.min(a, b), max: Math.max(a, b) };
  }
  const floors = FLOORS.exec(token);
  if (floors) return { kind: 'floors', min: Number(floors[1]), max: Number(floors[1]) };
  const storeyClass = STOREY_CLASSES.find((c) => c.term === token);
  if (storeyClass) return { kind: 'floors', min: storeyClass.min, max: storeyClass.max };
  const band = STOREY_BANDS.find((b) => b.label === token);
  if (band) return { kind: 'floors', min: band.min, max: band.max };
  // A part of an entry counts from two characters on (框架, 车库), a single one only when exact.
  const minPart = token.length >= 2;
  const structures = minPart ? containing(STRUCTURES, token) : STRUCTURES.filter((s) => s === token);
  if (structures.length) return { kind: 'structure', values: structures };
  const uses = minPart ? containing(BUILDING_USES, token) : BUILDING_USES.filter((u) => u === token);
  if (uses.length) return { kind: 'use', values: uses };
  const stages = minPart ? containing(PRICING_STAGES, token) : [];
  if (stages.length) return { kind: 'stage', values: stages };
  if ((DECORATION_STANDARDS as readonly string[]).includes(token)) return { kind: 'decoration', values: [token] };
  const region = regionCondition(token, regions);
  if (region) return region;
  return null;
}

function regionCondition(name: string, regions: RegionIndex): KeywordCondition | null {
  const found = regions.byName(name);
  if (found.provinces.length) return { kind: 'province', ids: found.provinces };
  if (found.cities.length) return { kind: 'city', ids: found.cities };
  return null;
}

/** Vocabulary terms to look for inside a longer token, longest first. */
function innerTerms(regions: RegionIndex): string[] {
  const terms = [
    ...STRUCTURES,
    ...BUILDING_USES,
    ...PRICING_STAGES,
    ...DECORATION_STANDARDS,
    ...STOREY_CLASSES.map((c) => c.term),
    ...regions.names,
  ];
  return [...new Set(terms)].sort((a, b) => b.length - a.length);
}

const termCache = new WeakMap<RegionIndex, string[]>();

/** The conditions of one token. */
export function parseToken(token: string, regions: RegionIndex): KeywordCondition[] {
  const whole = wholeToken(token, regions);
  if (whole) return [whole];

  // Take the terms out of the token (longest first), then the storeys; the rest is free text.
  const conditions: KeywordCondition[] = [];
  let rest = token;
  for (let m = FLOORS_INSIDE.exec(rest); m; m = FLOORS_INSIDE.exec(rest)) {
    if (m[1] !== undefined) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      conditions.push({ kind: 'floors', min: Math.min(a, b), max: Math.max(a, b) });
    } else {
      conditions.push({ kind: 'floors', min: Number(m[3]), max: Number(m[3]) });
    }
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
  }
  let terms = termCache.get(regions);
  if (!terms) {
    terms = innerTerms(regions);
    termCache.set(regions, terms);
  }
  for (const term of terms) {
    if (!rest.includes(term)) continue;
    const condition = wholeToken(term, regions);
    if (!condition) continue;
    conditions.push(condition);
    rest = rest.split(term).join(' ');
  }
  // The pieces between the terms stay whole (3#楼 is one piece); bare punctuation is dropped.
  for (const piece of rest.split(/\s+/)) {
    const text = piece.trim();
    if (!text || FILLERS.has(text) || !/[\p{L}\p{N}]/u.test(text)) continue;
    conditions.push({ kind: 'text', text });
  }
  // Nothing but punctuation or fillers: search the token as it is.
  if (!conditions.length) conditions.push({ kind: 'text', text: token });
  return conditions;
}

/** Every condition of a keyword (duplicates removed). */
export function parseKeyword(keyword: string, regions: RegionIndex): KeywordCondition[] {
  const seen = new Set<string>();
  const out: KeywordCondition[] = [];
  for (const token of tokenize(keyword)) {
    for (const condition of parseToken(token, regions)) {
      const key = JSON.stringify(condition);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(condition);
    }
  }
  return out;
}

/** The list filters, resolved from a ListQuery. */
export interface NodeFilter {
  provinceId?: number;
  cityId?: number;
  buildingUse?: readonly string[];
  structure?: readonly string[];
  storeyBands?: readonly StoreyBand[];
  areaMin?: number;
  areaMax?: number;
  monthFrom?: number;
  monthTo?: number;
  pricingStage?: readonly string[];
  keyword?: readonly KeywordCondition[];
}

type NodeExpressions = ExpressionBuilder<any, any>;

/** True when the filter restricts anything. */
export function hasConditions(filter: NodeFilter): boolean {
  return (
    filter.provinceId !== undefined ||
    filter.cityId !== undefined ||
    !!filter.buildingUse?.length ||
    !!filter.structure?.length ||
    !!filter.storeyBands?.length ||
    filter.areaMin !== undefined ||
    filter.areaMax !== undefined ||
    filter.monthFrom !== undefined ||
    filter.monthTo !== undefined ||
    !!filter.pricingStage?.length ||
    !!filter.keyword?.length
  );
}

/** The WHERE conditions of a filter, for `where((eb) => eb.and(conditions(eb, filter, dialect)))`. */
export function filterConditions(eb: NodeExpressions, filter: NodeFilter, dialect: 'sqlite' | 'postgres'): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (filter.provinceId !== undefined) out.push(eb('province_id', '=', filter.provinceId));
  if (filter.cityId !== undefined) out.push(eb('city_id', '=', filter.cityId));
  if (filter.buildingUse?.length) out.push(eb('building_use', 'in', [...filter.buildingUse]));
  if (filter.structure?.length) out.push(eb('structure', 'in', [...filter.structure]));
  if (filter.storeyBands?.length) {
    const bands = STOREY_BANDS.filter((b) => filter.storeyBands!.includes(b.code));
    out.push(eb.or(bands.map((b) => eb.between('floors_above', b.min, b.max))));
  }
  if (filter.areaMin !== undefined) out.push(eb('building_area', '>=', filter.areaMin));
  if (filter.areaMax !== undefined) out.push(eb('building_area', '<=', filter.areaMax));
  if (filter.monthFrom !== undefined) out.push(eb('price_month', '>=', filter.monthFrom));
  if (filter.monthTo !== undefined) out.push(eb('price_month', '<=', filter.monthTo));
  if (filter.pricingStage?.length) out.push(eb('pricing_stage', 'in', [...filter.pricingStage]));
  for (const c of filter.keyword ?? []) {
    switch (c.kind) {
      case 'use':
        out.push(c.values.length === 1 ? eb('building_use', '=', c.values[0]!) : eb('building_use', 'in', c.values));
        break;
      case 'structure':
        out.push(c.values.length === 1 ? eb('structure', '=', c.values[0]!) : eb('structure', 'in', c.values));
        break;
      case 'stage':
        out.push(eb('pricing_stage', 'in', c.values));
        break;
      case 'decoration':
        out.push(eb('decoration_standard', 'in', c.values));
        break;
      case 'floors':
        out.push(c.min === c.max ? eb('floors_above', '=', c.min) : eb.between('floors_above', c.min, c.max));
        break;
      case 'province':
        out.push(c.ids.length === 1 ? eb('province_id', '=', c.ids[0]!) : eb('province_id', 'in', c.ids));
        break;
      case 'city':
        out.push(c.ids.length === 1 ? eb('city_id', '=', c.ids[0]!) : eb('city_id', 'in', c.ids));
        break;
      case 'text':
        out.push(containsText('keywords', c.text, dialect));
        break;
    }
  }
  return out;
}
