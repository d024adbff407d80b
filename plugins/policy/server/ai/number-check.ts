/**
 * The number check of the AI answer (../../README.md, "AI智能检索"): every number of a sentence must
 * appear in the passage(s) the sentence cites, otherwise the sentence is never sent.
 *
 * - Citations are `[n]` (also written ［n］ or 【n】 by a model; `normaliseCitations` rewrites them);
 *   they are not numbers of the text.
 * - Numbers: arabic digits with decimals and thousands separators (1,234.5), full-width digits,
 *   percentages (9% → 9), bracketed years (〔2024〕 → 2024), dates (2024年3月1日 → 2024, 3, 1;
 *   2024-03-01 → 2024, 3, 1) and Chinese numerals of amounts (百分之九 → 9, 九个百分点 → 9, 三十日 →
 *   30, 二〇二四年 → 2024, 第三期 → 3; 千分之三 → 3). A Chinese numeral counts only as an amount (after 百分之 / 第,
 *   or before a unit or measure word), so the 一 of 一般技工 or 统一 is no number.
 * - Equality is numeric: 9 = 9.0 = 9.00 = 百分之九 = 9%.
 * - A sentence holding a number and no citation fails; a citation naming no given passage fails.
 */

/** What a citation may point at: the source's text as the member sees it (title, 文号, heading, passage). */
export type Evidence = ReadonlyMap<number, string>;

export interface SentenceCheck {
  readonly ok: boolean;
  /** Why a sentence failed: a number missing from its cited passages, no citation, or an unknown citation. */
  readonly reason?: 'number' | 'uncited' | 'citation';
  /** The numbers of the sentence (values), citations excluded. */
  readonly numbers: readonly number[];
  /** The passages the sentence cites, in order of appearance, each once. */
  readonly citations: readonly number[];
  /** The numbers not found in the cited passages. */
  readonly missing: readonly number[];
}

const CITATION = /\[(\d{1,3})\]/g;

/** Full-width digits, signs and brackets as ASCII; ［n］ and 【n】 citations as [n]. */
export function normaliseCitations(text: string): string {
  return text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[［【]\s*(\d{1,3})\s*[］】]/g, '[$1]');
}

/** The citations of a text, in order, each once. */
export function citationsOf(text: string): number[] {
  const seen: number[] = [];
  for (const m of normaliseCitations(text).matchAll(CITATION)) {
    const n = Number(m[1]);
    if (!seen.includes(n)) seen.push(n);
  }
  return seen;
}

/** The text without its citations. */
export function stripCitations(text: string): string {
  return normaliseCitations(text).replace(CITATION, '');
}

const DIGIT: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const SMALL_UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const BIG_UNIT: Record<string, number> = { 万: 10_000, 亿: 100_000_000 };

/** The value of a Chinese numeral (三十五, 一百零八, 二〇二四, 十二点五, 三万), or null. */
export function chineseNumeralValue(text: string): number | null {
  // A unit alone (万 of 3万元, 百 of 百分之) is no numeral; 十 alone is ten.
  if (!text || !/[零〇一二两三四五六七八九十]/.test(text)) return null;
  const [whole, fraction] = text.split('点');
  if (whole === undefined || text.split('点').length > 2) return null;
  let value: number;
  // Digit by digit (二〇二四): no unit characters.
  if (whole.length > 1 && [...whole].every((c) => c in DIGIT)) {
    value = Number([...whole].map((c) => DIGIT[c]).join(''));
  } else {
    let total = 0;
    let section = 0;
    let digit = 0;
    for (const c of whole) {
      if (c in DIGIT) digit = DIGIT[c]!;
      else if (c in SMALL_UNIT) {
        section += (digit || 1) * SMALL_UNIT[c]!;
        digit = 0;
      } else if (c in BIG_UNIT) {
        total = (total + section + digit) * BIG_UNIT[c]!;
        section = 0;
        digit = 0;
      } else return null;
    }
    value = total + section + digit;
  }
  if (fraction !== undefined) {
    if (!fraction || ![...fraction].every((c) => c in DIGIT)) return null;
    value = Number(`${value}.${[...fraction].map((c) => DIGIT[c]).join('')}`);
  }
  return Number.isFinite(value) ? value : null;
}

const CN = '零〇一二两三四五六七八九十百千万亿';
/** Units and measure words after which a Chinese numeral is an amount. */
const MEASURE = '元角个年月日天周倍项次期条款批名人家级类%％';
const CHINESE_AMOUNT = new RegExp(
  `[百千]分之([${CN}]+(?:点[${CN}]+)?)|第([${CN}]+)|([${CN}]+(?:点[${CN}]+)?)(?=个百分点|个工作日|个月|工日|小时|[${MEASURE}])`,
  'g',
);
/** Arabic numbers: digits with thousands separators and decimals. */
const ARABIC = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/** The numbers of a text (citations excluded), as values, in order of appearance. */
export function numbersOf(text: string): number[] {
  const plain = stripCitations(text);
  const found: Array<{ at: number; value: number }> = [];
  for (const m of plain.matchAll(ARABIC)) found.push({ at: m.index!, value: Number(m[0].replace(/,/g, '')) });
  for (const m of plain.matchAll(CHINESE_AMOUNT)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? '';
    // A bare 一 before a measure word in running text (一年, 一次) is still an amount; 一般/统一 never reach here.
    const value = chineseNumeralValue(raw);
    if (value !== null) found.push({ at: m.index!, value });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.value);
}

/** Numeric equality with a tolerance for decimal representation (9 = 9.0; 0.1 + 0.2 = 0.3). */
function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * Checks one sentence against the passages it cites (`evidence`: citation number → the source's
 * text). A sentence without numbers passes (a citation, if any, must still name a given passage).
 */
export function checkSentence(sentence: string, evidence: Evidence): SentenceCheck {
  const citations = citationsOf(sentence);
  const numbers = numbersOf(sentence);
  if (citations.some((n) => !evidence.has(n))) return { ok: false, reason: 'citation', numbers, citations, missing: [] };
  if (numbers.length === 0) return { ok: true, numbers, citations, missing: [] };
  if (citations.length === 0) return { ok: false, reason: 'uncited', numbers, citations, missing: numbers };
  const available = citations.flatMap((n) => numbersOf(evidence.get(n)!));
  const missing = numbers.filter((v) => !available.some((a) => same(a, v)));
  return missing.length ? { ok: false, reason: 'number', numbers, citations, missing } : { ok: true, numbers, citations, missing };
}
