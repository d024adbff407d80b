/**
 * Highlights of the policy list: where the searched words stand in a title or a snippet, as UTF-16
 * `[start, end)` ranges (sorted, merged, never overlapping), and the snippet itself — the sentence of
 * a document's passages that holds the most of the searched terms.
 *
 * Matching ignores ASCII case. A word of letters or digits (2024, 9, gb) is marked only where it
 * stands alone (not inside a longer number or word: 9 is not marked in 2019); Chinese words are
 * marked wherever they occur (文明 inside 安全文明施工费).
 */

export type Range = [number, number];

/** The longest snippet (characters). */
export const SNIPPET_MAX = 120;

/** Lower-cases ASCII letters only, so that every index stays the same. */
function fold(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

const ALNUM = /[a-z0-9]/;

/** The ranges of `marks` in `text`. */
export function markRanges(text: string, marks: readonly string[]): Range[] {
  const hay = fold(text);
  const ranges: Range[] = [];
  for (const raw of marks) {
    const mark = fold(raw);
    if (!mark) continue;
    const alnum = /^[a-z0-9.]+$/.test(mark);
    let from = 0;
    for (;;) {
      const at = hay.indexOf(mark, from);
      if (at < 0) break;
      const end = at + mark.length;
      if (!alnum || (!ALNUM.test(hay[at - 1] ?? '') && !ALNUM.test(hay[end] ?? ''))) ranges.push([at, end]);
      from = at + 1;
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The sentences of a passage: cut after 。；！？ (the mark stays with its sentence). */
export function sentences(text: string): string[] {
  return text.split(/(?<=[。；！？;])/).map((s) => s.trim()).filter(Boolean);
}

/** How well a text answers the terms: distinct terms held (the longer ones count more), then occurrences. */
function coverage(text: string, terms: readonly string[]): number {
  const hay = fold(text);
  let score = 0;
  for (const t of terms) {
    const ranges = markRanges(hay, [t]);
    if (ranges.length) score += 10 * Math.min(t.length, 6) + Math.min(ranges.length, 3);
  }
  return score;
}

/** Cuts a long sentence to SNIPPET_MAX characters around its first mark. */
function window(sentence: string, marks: readonly string[]): string {
  if (sentence.length <= SNIPPET_MAX) return sentence;
  const first = markRanges(sentence, marks)[0];
  const start = first ? Math.max(0, Math.min(first[0] - 20, sentence.length - SNIPPET_MAX)) : 0;
  const cut = sentence.slice(start, start + SNIPPET_MAX);
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET_MAX < sentence.length ? '…' : ''}`;
}

/**
 * The snippet of a document: the sentence of its passages (in order) holding most of the terms;
 * '' when none holds any. `marks` are what gets highlighted (terms, region names, years).
 */
export function bestSnippet(passages: readonly string[], terms: readonly string[], marks: readonly string[]): { snippet: string; snippetMarks: Range[] } {
  let best = '';
  let bestScore = 0;
  for (const passage of passages) {
    for (const s of sentences(passage)) {
      const score = coverage(s, terms) + 0.5 * coverage(s, marks.filter((m) => !terms.includes(m)));
      if (score > bestScore) {
        best = s;
        bestScore = score;
      }
    }
  }
  if (!best) return { snippet: '', snippetMarks: [] };
  const snippet = window(best, marks);
  return { snippet, snippetMarks: markRanges(snippet, marks) };
}
