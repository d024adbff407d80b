/**
 * The embedded default answer: extractive, no network, no model. From the retrieved candidates
 * (retrieve.ts; the first is the applicable document) it states
 * 1. the applicable rule: '根据《title》（文号），' + the document's best passage for the question (a
 *    passage with figures when the question asks for one), then the further rows of the same table
 *    or article (up to MAX_RULE_GROUP passages in all: a rate table is stated whole);
 * 2. its conditions: the best other passage naming the question's terms;
 * 3. its dates: the effective-date clause (and what it replaced), else the header line with the
 *    publish and effective dates; whether the document is current;
 * 4. for a question about a region, another current document of another level saying the same (a
 *    national rule and the province's relay); without a region, for a regional rule, that regions differ.
 * Every sentence quotes its passage verbatim and ends with its citation [n] (sources numbered in
 * order of first use), so the number check always finds its figures. Sentences are made lazily by
 * an async generator; routes.ts checks each and streams it in pieces (`pieces`).
 */
import { POLICY_STATUS_NAMES } from '../../shared/contract';
import { covers } from './retrieve';
import type { AiCandidate, AiPassage, AiSource, AnswerDraft, Retrieval } from './types';

/** At most this many passages state the rule (a table of 13 trades is 4 passages of rows). */
const MAX_RULE_GROUP = 8;

const ENUMERATOR = /^\s*(?:第[一二三四五六七八九十百零〇]+[条章节款]|[一二三四五六七八九十]+[、．.]|[（(][一二三四五六七八九十\d]+[）)]|\d+[、．.])\s*/;
const DATE_CLAUSE = /起(?:执行|施行|实施)|同时废止|停止执行|有效期/;
const DIGIT = /\d/;
/** An amount or a rate: 177.77元/工日, 3.1%. */
const FIGURE = /\d+(?:\.\d+)?\s*(?:元|%|％)/g;
/** A table caption's lead: 附表 / 附表1. */
const ANNEX = /^附表\s*\d*\s*/;
/** A sentence introducing what follows. */
const LEAD_IN = /[：:]\s*$/;

/** A heading without its enumerator (二、人工工资指导价 → 人工工资指导价). */
export function cleanHeading(heading: string): string {
  return heading.replace(ENUMERATOR, '').trim();
}

/** The text without its closing punctuation (a citation goes before the final 。). */
function body(text: string): string {
  return text.trim().replace(/[。；;，,、\s]+$/u, '');
}

/** The passage as a clause: its heading first when the text does not already begin with it. */
function clause(p: AiPassage): string {
  const heading = cleanHeading(p.heading).replace(ANNEX, '');
  const text = body(p.text.replace(ENUMERATOR, '').replace(ANNEX, ''));
  // An article reads '人工工资指导价。江苏省…': its title introduces the rule.
  if (heading && text.startsWith(`${heading}。`)) return `${heading}：${text.slice(heading.length + 1)}`;
  if (!heading || text.startsWith(heading) || heading.length > 40) return text;
  return `${heading}：${text}`;
}

function hits(p: AiPassage, terms: readonly string[]): number {
  return terms.filter((t) => covers(p.tokens, t)).length;
}

/** How well a passage states the rule the question asks for. */
function ruleScore(p: AiPassage, r: Retrieval, maxScore: number): number {
  // The header line states dates only; a lead-in ('…发布如下：') states nothing.
  if (p.ord === 0 || LEAD_IN.test(p.text)) return -Infinity;
  let s = hits(p, r.content) * 10;
  // A question asking for a figure wants the passage stating amounts and rates (a table's rows).
  if (r.asksFigure && DIGIT.test(p.text)) s += 4 + Math.min(8, 2 * (p.text.match(FIGURE) ?? []).length);
  if (p.score > 0) s += 3 + p.score / (maxScore || 1);
  if (DATE_CLAUSE.test(p.text)) s -= 12;
  return s;
}

export interface ExtractivePlan {
  sources: Map<number, AiSource>;
  sentences: string[];
}

/** The sentences of the extractive answer with their sources (empty without a candidate). */
export function planExtractive(r: Retrieval): ExtractivePlan {
  const sources = new Map<number, AiSource>();
  const sentences: string[] = [];
  const primary = r.candidates[0];
  if (!primary) return { sources, sentences };
  const cite = (c: AiCandidate, p: AiPassage): string => {
    for (const s of sources.values()) if (s.passage.passageId === p.passageId) return `[${s.n}]`;
    const n = sources.size + 1;
    sources.set(n, { n, doc: c.doc, passage: p });
    return `[${n}]`;
  };
  const doc = primary.doc;
  const header = primary.passages.find((p) => p.ord === 0);
  const maxScore = Math.max(0, ...primary.passages.map((p) => p.score));
  const ranked = primary.passages
    .filter((p) => p.ord !== 0 && p.text.trim() && !LEAD_IN.test(p.text))
    .map((p) => ({ p, s: ruleScore(p, r, maxScore) }))
    .sort((a, b) => b.s - a.s || a.p.ord - b.p.ord);
  const used = new Set<number>();

  // 1. The rule.
  const rule = ranked[0]?.p;
  if (rule) {
    // With further rows of the same table / article when a figure is asked, in the text's order.
    const group = [rule];
    if (r.asksFigure && DIGIT.test(rule.text)) {
      group.push(
        ...ranked
          .filter(({ p }) => p !== rule && p.heading === rule.heading && DIGIT.test(p.text) && !DATE_CLAUSE.test(p.text))
          .slice(0, MAX_RULE_GROUP - 1)
          .map(({ p }) => p),
      );
      group.sort((a, b) => a.ord - b.ord);
    }
    group.forEach((p, i) => {
      used.add(p.passageId);
      sentences.push(`${i === 0 ? `根据《${doc.title}》（${doc.docNo}），` : ''}${clause(p)}${cite(primary, p)}。`);
    });
  } else if (header) {
    used.add(header.passageId);
    sentences.push(`${body(header.text)}${cite(primary, header)}。`);
  }

  // 2. The conditions: the best other passage that names the question's terms.
  const condition = ranked.find(({ p }) => !used.has(p.passageId) && !DATE_CLAUSE.test(p.text) && p.heading !== rule?.heading && hits(p, r.content) > 0)?.p;
  if (condition) {
    used.add(condition.passageId);
    sentences.push(`${clause(condition)}${cite(primary, condition)}。`);
  }

  // 3. The dates: the effective-date clause, else the header line; the status.
  const dates = primary.passages.find((p) => p.ord !== 0 && !used.has(p.passageId) && DATE_CLAUSE.test(p.text) && DIGIT.test(p.text));
  if (dates) {
    used.add(dates.passageId);
    sentences.push(`${body(dates.text)}${cite(primary, dates)}。`);
  }
  if (header && !used.has(header.passageId)) {
    used.add(header.passageId);
    if (!dates) sentences.push(`${body(header.text)}${cite(primary, header)}。`);
  }
  if (header) {
    sentences.push(
      doc.status === 'current'
        ? `该文件现行有效${cite(primary, header)}。`
        : `该文件目前状态为“${POLICY_STATUS_NAMES[doc.status]}”，请以替代它的现行文件为准${cite(primary, header)}。`,
    );
  }

  // 4. Another current document of another level saying the same.
  const other =
    r.areaId === null
      ? undefined
      : r.candidates.find((c) => c !== primary && c.doc.status === 'current' && c.doc.level !== doc.level && c.coverage >= primary.coverage);
  if (other) {
    const otherMax = Math.max(0, ...other.passages.map((p) => p.score));
    const best = other.passages
      .filter((p) => p.ord !== 0 && p.text.trim() && !LEAD_IN.test(p.text))
      .map((p) => ({ p, s: ruleScore(p, r, otherMax) }))
      .sort((a, b) => b.s - a.s || a.p.ord - b.p.ord)[0]?.p;
    if (best && hits(best, r.content) > 0) sentences.push(`另据《${other.doc.title}》（${other.doc.docNo}），${clause(best)}${cite(other, best)}。`);
  }
  if (r.areaId === null && doc.level !== 'national') {
    sentences.push(`以上依据${doc.issuer}的文件；各地规定不尽相同，可在问题中注明地区（如“江苏”）查询当地文件。`);
  }
  return { sources, sentences };
}

/** The extractive answer as a draft: its sources, and its sentences made one by one. */
export function composeExtractive(r: Retrieval): AnswerDraft {
  const plan = planExtractive(r);
  return {
    provider: 'extractive',
    sources: plan.sources,
    sentences: (async function* () {
      for (const sentence of plan.sentences) yield sentence;
    })(),
  };
}

/**
 * A sentence cut into the pieces the page receives one by one: after a comma, semicolon or colon
 * once a piece has 10 characters, else after about 36; a citation [n] or a number is never cut.
 */
export function pieces(sentence: string): string[] {
  const out: string[] = [];
  let current = '';
  const tokens = sentence.match(/\[\d+\]|[\s\S]/g) ?? [];
  for (const token of tokens) {
    current += token;
    if ((/^[，；：,;:]$/.test(token) && current.length >= 10) || (current.length >= 36 && !/[\d.%]/.test(token))) {
      out.push(current);
      current = '';
    }
  }
  if (current) {
    // A lone citation or closing mark joins the previous piece.
    if (out.length && /^(?:\[\d+\])*[。！？]?$/.test(current)) out[out.length - 1] += current;
    else out.push(current);
  }
  return out;
}
