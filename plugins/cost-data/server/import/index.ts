/**
 * 导入单项工程数据: reads an XLSX or CSV file of real single projects (the template of
 * docs/import-template.xlsx), validates every row, and writes all of it in one transaction, or
 * nothing when any row is wrong. Used by `npm run import` (scripts/import.ts) and by the tests.
 */
import type { Kysely } from 'kysely';
import type { WriterDialect } from '../writer';
import { commitProjects, findAlreadyImported } from './commit';
import { readSheetFile, type Sheet } from './read';
import { validateSheet, type ImportIssue } from './validate';

export interface ImportTarget {
  readonly db: Kysely<any>;
  readonly dialect: WriterDialect;
}

export interface ImportOptions {
  /** Validate and report only; write nothing. */
  readonly dryRun?: boolean;
  /** created_at of the rows (ms since epoch); default now. */
  readonly now?: number;
}

export interface ImportSummary {
  /** True when the file is valid (and, unless a dry run, written). */
  readonly ok: boolean;
  readonly dryRun: boolean;
  /** True when rows were written. */
  readonly written: boolean;
  /** Data rows read. */
  readonly rows: number;
  /** Projects and single projects in the file (valid ones). */
  readonly projects: number;
  readonly bidNodes: number;
  /** Ids written (empty for a dry run or on errors). */
  readonly projectIds: readonly number[];
  readonly bidNodeIds: readonly number[];
  readonly errors: readonly ImportIssue[];
  readonly warnings: readonly string[];
}

/** Validates a read sheet and, when valid and not a dry run, writes it. */
export async function importSheet(target: ImportTarget, sheet: Sheet, options: ImportOptions = {}): Promise<ImportSummary> {
  const dryRun = options.dryRun ?? false;
  const validation = validateSheet(sheet);
  const errors: ImportIssue[] = [...validation.errors];
  if (errors.length === 0) errors.push(...(await findAlreadyImported(target.db, validation.projects)));
  const projects = errors.length > 0 ? 0 : validation.projects.length;
  const bidNodes = errors.length > 0 ? 0 : validation.projects.reduce((s, p) => s + p.nodes.length, 0);
  const base = { dryRun, rows: validation.rowCount, projects, bidNodes, warnings: validation.warnings };
  if (errors.length > 0) return { ...base, ok: false, written: false, projectIds: [], bidNodeIds: [], errors };
  if (dryRun) return { ...base, ok: true, written: false, projectIds: [], bidNodeIds: [], errors: [] };
  try {
    const result = await commitProjects(target.db, target.dialect, validation.projects, options.now);
    return { ...base, ok: true, written: true, projectIds: result.projectIds, bidNodeIds: result.bidNodeIds, errors: [] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...base,
      ok: false,
      written: false,
      projectIds: [],
      bidNodeIds: [],
      errors: [{ row: null, column: null, message: `写入数据库失败，已全部回滚：${message}` }],
    };
  }
}

/** Reads the file (.xlsx or .csv) and imports it; an unreadable file is reported, not thrown. */
export async function importFile(target: ImportTarget, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  let sheet: Sheet;
  try {
    sheet = await readSheetFile(file);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      dryRun: options.dryRun ?? false,
      written: false,
      rows: 0,
      projects: 0,
      bidNodes: 0,
      projectIds: [],
      bidNodeIds: [],
      warnings: [],
      errors: [{ row: null, column: null, message: message.startsWith('不支持') ? message : `无法读取文件：${message}` }],
    };
  }
  return importSheet(target, sheet, options);
}

export { TEMPLATE_HEADERS, SPECIALTY_COLUMNS, FEE_COLUMNS, INDICATOR_COLUMNS, Col, normalizeHeader } from './columns';
export { readSheetFile, readCsv, readXlsx, formatOf, type Sheet, type SheetRow, type CellValue } from './read';
export { validateSheet, parseAttributes, cellDate, cellNumber, type ImportIssue, type ProjectPlan, type NodePlan } from './validate';
export { buildRows, commitProjects, findAlreadyImported, IMPORT_SOURCE } from './commit';
export { formatIssueTable, displayWidth } from './report';
export { TEMPLATE_ROWS, templateCsv, writeTemplate, writeTemplateXlsx } from './template';
