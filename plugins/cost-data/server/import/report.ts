/** The error report of an import, as a text table (行 | 列 | 原因) aligned for CJK terminals. */
import type { ImportIssue } from './validate';

/** Display width: CJK and full-width characters take two columns. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x20000 && code <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** The three cells of a report entry. */
export function issueCells(issue: ImportIssue): [string, string, string] {
  return [issue.row === null ? '—' : String(issue.row), issue.column ?? '—', issue.message];
}

/** The report as a boxed text table; '' when there are no issues. */
export function formatIssueTable(issues: readonly ImportIssue[]): string {
  if (issues.length === 0) return '';
  const head: [string, string, string] = ['行', '列', '原因'];
  const rows = issues.map(issueCells);
  const widths = [0, 1].map((i) => Math.max(displayWidth(head[i]!), ...rows.map((r) => displayWidth(r[i]!))));
  const line = (cells: [string, string, string]) => `│ ${padEnd(cells[0], widths[0]!)} │ ${padEnd(cells[1], widths[1]!)} │ ${cells[2]}`;
  const rule = (left: string, mid: string) => `${left}${'─'.repeat(widths[0]! + 2)}${mid}${'─'.repeat(widths[1]! + 2)}${mid}${'─'.repeat(8)}`;
  return [rule('┌', '┬'), line(head), rule('├', '┼'), ...rows.map(line), rule('└', '┴')].join('\n');
}
