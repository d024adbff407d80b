/**
 * A search text as the policy search reads it: its terms (the kernel segmenter's `queryTerms`), the
 * region named in it (江苏, 江苏省, 南京, 南京市 — a province before a city of the same short name) and
 * the years named in it (2013–2099). The region and the years are preferences of the ranking
 * (fulltext.ts), not filters, and leave the terms: '江苏 人工费 2024' → terms [人工费], region 江苏,
 * years [2024]. A four-digit number written as part of a code (GB/T 50500-2024, 〔2024〕) stays a
 * term. Question words (多少, 什么, 怎么 …) are dropped: they say nothing about a document.
 */
import { queryTerms } from '@kernel/server/segmenter';
import { NATIONAL_AREA_ID, type Region } from '@plugins/cost-data/shared/regions';
import { shortRegionName } from '@plugins/cost-data/shared/region-names';
import type { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { POLICY_LIMITS } from '../shared/contract';

/** A region the search is about: a province (areaId = provinceId) or a city of a province. */
export interface PolicyRegionRef {
  areaId: number;
  provinceId: number;
  /** The site's name: 江苏, 南京市. */
  name: string;
}

export interface ParsedQuery {
  /** The text as given, trimmed. */
  text: string;
  /** The search terms, in order, each once (region names, years and question words removed). */
  terms: string[];
  /** The region named in the text, or null. */
  region: PolicyRegionRef | null;
  /** [region.areaId] or []. */
  areaIds: number[];
  /** The years named in the text, in order. */
  years: number[];
  /** What the text named, for highlighting in titles and snippets: the terms, the region's names and the years. */
  marks: string[];
}

/** Words of a question that say nothing about which document answers it. */
const QUESTION_WORDS = new Set([
  '多少', '什么', '怎么', '怎样', '怎么样', '如何', '哪些', '哪个', '哪里', '是否', '有没有', '吗', '呢', '么', '啊', '请问', '现在', '目前',
  '最新', '现行', '一下', '查询', '告诉', '我', '我们', '你', '多少钱', '几', '年', '月', '日',
]);

interface RegionNames {
  /** Short name (江苏, 南京) and full name (江苏省 is not stored; 南京市 is) → region. */
  byName: Map<string, PolicyRegionRef>;
}

const namesCache = new WeakMap<RegionCatalogue, RegionNames>();

/** The names a region is recognised by. */
function regionNames(regions: RegionCatalogue): RegionNames {
  let names = namesCache.get(regions);
  if (names) return names;
  const byName = new Map<string, PolicyRegionRef>();
  const cities: Array<[string, PolicyRegionRef]> = [];
  for (const province of regions.all()) {
    if (province.areaid === NATIONAL_AREA_ID) continue;
    const ref: PolicyRegionRef = { areaId: province.areaid, provinceId: province.areaid, name: province.name };
    byName.set(province.name, ref);
    byName.set(shortRegionName(province.name), ref);
    for (const city of province.subList as Region[]) {
      const cityRef: PolicyRegionRef = { areaId: city.areaid, provinceId: province.areaid, name: city.name };
      cities.push([city.name, cityRef], [shortRegionName(city.name), cityRef]);
    }
  }
  // A province wins over a city of the same short name (吉林).
  for (const [name, ref] of cities) if (!byName.has(name)) byName.set(name, ref);
  names = { byName };
  namesCache.set(regions, names);
  return names;
}

/** The region a term names (江苏, 江苏省, 广西壮族自治区, 南京, 南京市), or null. */
export function regionOfTerm(term: string, regions: RegionCatalogue): PolicyRegionRef | null {
  const { byName } = regionNames(regions);
  return byName.get(term) ?? byName.get(shortRegionName(term)) ?? null;
}

/** A region by its areaid (a province or a city; 全国 and unknown ids: null). */
export function regionRef(areaId: number, regions: RegionCatalogue): PolicyRegionRef | null {
  if (areaId === NATIONAL_AREA_ID) return null;
  const region = regions.find(areaId);
  if (!region) return null;
  const provinceId = region.pid === NATIONAL_AREA_ID ? region.areaid : regions.provinceOf(areaId);
  if (provinceId === null) return null;
  return { areaId: region.areaid, provinceId, name: region.name };
}

/** True when the four digits at `index` of `text` are part of a code (GB/T 50500-2024, 〔2024〕, 2024-01). */
function partOfCode(text: string, index: number, length: number): boolean {
  const before = text[index - 1] ?? '';
  const after = text[index + length] ?? '';
  return /[-－〔\[［(（/.]/.test(before) || /[〕\]］)）\-－/.]/.test(after) || /\d/.test(before) || /\d/.test(after);
}

/** Reads a search text: terms, the region and years it names. */
export function parseQuery(input: string, regions: RegionCatalogue): ParsedQuery {
  const text = input.trim();
  const terms: string[] = [];
  const years: number[] = [];
  const marks: string[] = [];
  let region: PolicyRegionRef | null = null;
  let searchFrom = 0;
  for (const term of queryTerms(text)) {
    const at = text.toLowerCase().indexOf(term, searchFrom);
    if (at >= 0) searchFrom = at + term.length;
    if (/^\d{4}$/.test(term)) {
      const year = Number(term);
      if (year >= POLICY_LIMITS.yearMin && year <= POLICY_LIMITS.yearMax && !(at >= 0 && partOfCode(text, at, 4))) {
        if (!years.includes(year)) years.push(year);
        marks.push(term);
        continue;
      }
    }
    if (!region) {
      const named = regionOfTerm(term, regions);
      if (named) {
        region = named;
        marks.push(term);
        if (term !== named.name) marks.push(named.name);
        continue;
      }
    }
    if (QUESTION_WORDS.has(term)) continue;
    if (!terms.includes(term)) terms.push(term);
  }
  for (const t of terms) if (!marks.includes(t)) marks.push(t);
  return { text, terms, region, areaIds: region ? [region.areaId] : [], years, marks };
}
