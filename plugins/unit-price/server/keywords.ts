/**
 * How a list keyword is read. A string of 2–12 digits is a code prefix (01 discipline, 0105
 * chapter, 010515 section, 010515001 national item, up to the 12-digit item code); anything else is
 * segmented into words by the kernel's segmenter (`@kernel/server/segmenter`: jieba with its bundled
 * dictionary and the cost-domain words, loaded once, on first use) and each word must occur in a feature variant's text (its name, 项目特征 and code, lower-case):
 * so 钢筋, 防水, 模板, C30, HRB400, 加气块 (加气 + 块) and 现浇构件钢筋HRB400 all find their items.
 * The words are matched against the catalogue's few thousand variants, never against the items.
 */
import { segmenter } from '@kernel/server/segmenter';
import { MAX_KEYWORD_LENGTH } from '../shared/contract';

export type ParsedKeyword = { kind: 'none' } | { kind: 'code'; prefix: string } | { kind: 'text'; terms: string[] };

/** Words that carry no meaning in a search (function words and separators). */
const STOP = new Set(['的', '和', '及', '与', '或', '、', '，', ',', '。', '；', ';', '：', ':', '(', ')', '（', '）', '/', '-', '+', '*']);

/** A code prefix: 2–12 digits. */
export const CODE_PREFIX = /^\d{2,12}$/;

/**
 * Parses a trimmed keyword (≤ MAX_KEYWORD_LENGTH characters, checked by the caller): a code prefix,
 * or lower-case words (jieba, HMM on, without stop words and blanks; duplicates removed).
 */
export function parseKeyword(raw: string | undefined): ParsedKeyword {
  const text = (raw ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);
  if (!text) return { kind: 'none' };
  const compact = text.replace(/\s+/g, '');
  if (CODE_PREFIX.test(compact)) return { kind: 'code', prefix: compact };
  const terms: string[] = [];
  for (const part of text.split(/\s+/)) {
    if (!part) continue;
    for (const word of segmenter().cut(part, true)) {
      const w = word.trim().toLowerCase();
      if (!w || STOP.has(w) || terms.includes(w)) continue;
      terms.push(w);
    }
  }
  return terms.length ? { kind: 'text', terms } : { kind: 'none' };
}

/** True when every term occurs in the (lower-case) text. */
export function matchesAll(text: string, terms: readonly string[]): boolean {
  for (const t of terms) if (!text.includes(t)) return false;
  return true;
}
