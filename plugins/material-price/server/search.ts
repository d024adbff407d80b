import type { ResourceRow } from '@plugins/cost-data/shared/services';
import { RESOURCE_KINDS } from '../shared/contract';

/**
 * The words estimators type for a resource that the catalogue names otherwise (the catalogue uses
 * the standard names: 热轧带肋钢筋, 预拌混凝土 …). A query word also matches where one of its
 * alternatives does.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  螺纹钢: ['带肋钢筋'],
  螺纹: ['带肋钢筋'],
  线材: ['光圆钢筋', '盘螺'],
  盘圆: ['光圆钢筋', '盘螺'],
  商品混凝土: ['预拌混凝土'],
  商混: ['预拌混凝土'],
  商砼: ['预拌混凝土'],
  砼: ['混凝土'],
  人工: ['工日'],
  人工费: ['工日'],
  加气块: ['加气', '蒸压'],
  防水卷材: ['卷材'],
  'φ': ['Φ'],
};

const KIND_ORDER = new Map<string, number>(RESOURCE_KINDS.map((k, i) => [k, i]));

/** Lower-cased, full-width letters and digits folded, 〜/～ read as ~, Φ/φ as one letter. */
export function fold(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[〜～—–-]/g, '~')
    .replace(/φ/g, 'Φ')
    .toLowerCase();
}

/** The alternatives of one query word (itself first), folded. */
function alternatives(word: string): string[] {
  return [word, ...(SYNONYMS[word] ?? SYNONYMS[word.toLowerCase()] ?? [])].map((w) => fold(w).replace(/\s+/g, ''));
}

/**
 * Resources whose code, name or specification holds every word of the keyword (words split on
 * spaces; a word matches where it or one of its synonyms does), of a type when one is given; money
 * lines (unit 元) are no prices and never listed. Order: code match, a name starting with the first
 * word, the type (人工, 材料, 机械, 主材, 设备), the code.
 */
export function searchResources(
  all: readonly ResourceRow[],
  keyword: string,
  kind: string,
  size: number,
): { list: ResourceRow[]; total: number } {
  const words = keyword.split(/\s+/).filter(Boolean).slice(0, 6);
  const wanted = words.map(alternatives);
  const first = words.length ? fold(words[0]!) : '';
  const scored: Array<{ row: ResourceRow; rank: number }> = [];
  for (const row of all) {
    if (row.unit === '元') continue;
    if (kind && row.kind !== kind) continue;
    const code = row.code.toLowerCase();
    // Spaces do not count inside a word: P.O42.5 finds P.O 42.5.
    const hay = fold(`${row.name}${row.spec}${row.code}`).replace(/\s+/g, '');
    if (!wanted.every((alts) => alts.some((a) => hay.includes(a)))) continue;
    const rank = first && code === first ? 0 : first && fold(row.name).startsWith(first) ? 1 : 2;
    scored.push({ row, rank });
  }
  scored.sort(
    (a, b) =>
      a.rank - b.rank || (KIND_ORDER.get(a.row.kind) ?? 9) - (KIND_ORDER.get(b.row.kind) ?? 9) || (a.row.code < b.row.code ? -1 : a.row.code > b.row.code ? 1 : 0),
  );
  return { list: scored.slice(0, size).map((s) => s.row), total: scored.length };
}
