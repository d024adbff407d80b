/** The error report of a bill import, as a text table (工作表 | 行 | 列 | 原因) aligned for CJK terminals. */
import { displayWidth } from '../import/report';
import type { BqImportIssue } from './validate';

function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** The report as a boxed text table; '' when there are no issues. */
export function formatBqIssueTable(issues: readonly BqImportIssue[]): string {
  if (issues.length === 0) return '';
  const head = ['工作表', '行', '列', '原因'];
  const rows = issues.map((i) => [i.sheet ?? '—', i.row === null ? '—' : String(i.row), i.column ?? '—', i.message]);
  const widths = [0, 1, 2].map((c) => Math.max(displayWidth(head[c]!), ...rows.map((r) => displayWidth(r[c]!))));
  const line = (cells: string[]) => `│ ${cells.slice(0, 3).map((c, i) => padEnd(c, widths[i]!)).join(' │ ')} │ ${cells[3]}`;
  const rule = (left: string, mid: string) => `${left}${widths.map((w) => '─'.repeat(w + 2)).join(mid)}${mid}${'─'.repeat(8)}`;
  return [rule('┌', '┬'), line(head), rule('├', '┼'), ...rows.map(line), rule('└', '┴')].join('\n');
}
