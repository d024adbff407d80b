/**
 * A document's passages: what the AI search retrieves and quotes. The first is the header line
 * (《title》（文号）, 《》 inside the title written 〈〉，issuer于…发布，自…起施行。); then every preamble, paragraph, article and clause
 * is one passage (its heading the article's number and title), and every table becomes one passage
 * per group of rows in sentence form ('普工：人工工资指导价177.77元/工日，劳务市场参考价202.59元/工日'),
 * so every figure of the text is in a passage.
 */
import type { PolicyBlock } from '../../shared/contract';
import type { DocPlan } from './model';
import { chineseDate, quoted } from './text';

/** Rows of a table per passage. */
const ROWS_PER_PASSAGE = 4;

export function headerLine(p: Pick<DocPlan, 'title' | 'docNo' | 'issuer' | 'publish' | 'effective'>): string {
  return `${quoted(p.title)}（${p.docNo}），${p.issuer}于${chineseDate(p.publish)}发布，自${chineseDate(p.effective)}起施行。`;
}

/** '人工工资指导价（元/工日）' → ['人工工资指导价', '元/工日']. */
function splitHeader(cell: string): [string, string] {
  const m = /^(.*?)（([^（）]*)）$/.exec(cell);
  return m ? [m[1]!, m[2]!] : [cell, ''];
}

/** One row of a table as a sentence: '建筑工程：计费基础为…，基本费率3.1%'. */
export function rowSentence(header: readonly string[], row: readonly string[]): string {
  const start = header[0] === '序号' ? 1 : 0;
  const specCol = header.indexOf('规格型号');
  const unitCol = header.indexOf('单位');
  let label = row[start] ?? '';
  if (specCol > start && row[specCol] && row[specCol] !== '—') label = `${label}（${row[specCol]}）`;
  const parts: string[] = [];
  for (let i = start + 1; i < header.length; i++) {
    if (i === specCol || i === unitCol) continue;
    const value = row[i] ?? '';
    if (!value) continue;
    const [name, unit] = splitHeader(header[i]!);
    if (!unit) parts.push(`${name}为${value}`);
    else if (unit === '%') parts.push(`${name}${value}%`);
    else if (unit === '元' && unitCol >= 0) parts.push(`${name}${value}元/${row[unitCol]}`);
    else parts.push(`${name}${value}${unit}`);
  }
  return parts.length ? `${label}：${parts.join('，')}` : label;
}

/** The heading of an article block: '一、人工工资指导价' or '第二条'. */
function articleHeading(text: string): string {
  const numbered = /^([一二三四五六七八九十]+、[^。：]{1,30})。/.exec(text);
  if (numbered) return numbered[1]!;
  const clauseNo = /^(第[一二三四五六七八九十]+条)/.exec(text);
  return clauseNo ? clauseNo[1]! : '';
}

export function passagesOf(p: DocPlan, blocks: readonly PolicyBlock[]): Array<{ heading: string; text: string }> {
  const out: Array<{ heading: string; text: string }> = [{ heading: '', text: headerLine(p) }];
  let heading = '';
  for (const b of blocks) {
    switch (b.kind) {
      case 'preamble':
      case 'paragraph':
      case 'clause':
        if (b.text) out.push({ heading: b.kind === 'clause' ? '' : heading, text: b.text });
        break;
      case 'heading':
        heading = b.text;
        break;
      case 'article':
        heading = articleHeading(b.text);
        out.push({ heading, text: b.text });
        break;
      case 'table': {
        const caption = b.caption ?? heading;
        const rows = b.rows ?? [];
        if (b.text) out.push({ heading: caption, text: b.text });
        for (let i = 0; i < rows.length; i += ROWS_PER_PASSAGE) {
          const sentences = rows.slice(i, i + ROWS_PER_PASSAGE).map((r) => rowSentence(b.header ?? [], r));
          out.push({ heading: caption, text: `${caption}：${sentences.join('；')}。` });
        }
        break;
      }
      default:
        break;
    }
  }
  return out;
}
