/**
 * Reads a bill workbook (XLSX) with exceljs: every worksheet as plain rows of cell values. The
 * header row of a table sheet is the first of its first ten rows holding the sheet's key header
 * (项目编码 …), so a title row above it (as estimating software exports) is fine.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { plainValue, type CellValue, type Sheet, type SheetRow } from '../import/read';
import { normalizeSheetName } from './layout';

/** One worksheet: its rows as the spreadsheet numbers them (1-based), empty rows left out. */
export interface RawSheet {
  readonly name: string;
  readonly rows: ReadonlyArray<{ readonly row: number; readonly cells: readonly CellValue[] }>;
}

export type Workbook = ReadonlyMap<string, RawSheet>;

/** How far down a header row may be. */
const HEADER_SEARCH_ROWS = 10;

function rawSheet(ws: ExcelJS.Worksheet): RawSheet {
  const rows: Array<{ row: number; cells: CellValue[] }> = [];
  ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: CellValue[] = [];
    const width = row.cellCount;
    for (let c = 1; c <= width; c++) cells.push(plainValue(row.getCell(c).value));
    while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
    if (cells.length > 0) rows.push({ row: rowNumber, cells });
  });
  return { name: ws.name, rows };
}

/** Reads the workbook's sheets by their (space-free) names. */
export async function readBqWorkbook(buffer: Buffer): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheets = new Map<string, RawSheet>();
  for (const ws of workbook.worksheets) sheets.set(normalizeSheetName(ws.name), rawSheet(ws));
  return sheets;
}

/** Reads an .xlsx file; other types are refused with a Chinese message. */
export async function readBqFile(file: string): Promise<Workbook> {
  if (path.extname(file).toLowerCase() !== '.xlsx') throw new Error(`不支持的文件类型：${path.basename(file)}（清单请使用 .xlsx 工作簿）`);
  return readBqWorkbook(await readFile(file));
}

const text = (v: CellValue | undefined) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * A table sheet: the header row (the first of the first rows holding `key` once normalized) and
 * the data rows under it. Null when no row holds the key.
 */
export function tableOf(sheet: RawSheet, key: string, normalize: (h: string) => string): (Sheet & { headerRow: number }) | null {
  const wanted = normalize(key);
  const head = sheet.rows.slice(0, HEADER_SEARCH_ROWS).find((r) => r.cells.some((c) => normalize(text(c)) === wanted));
  if (!head) return null;
  const headers = head.cells.map((c) => text(c).replace(/^\uFEFF/, ''));
  const rows: SheetRow[] = [];
  for (const r of sheet.rows) {
    if (r.row <= head.row) continue;
    const cells = headers.map((_, i) => r.cells[i] ?? null);
    if (cells.every((c) => c === null)) continue;
    rows.push({ row: r.row, cells });
  }
  return { headers, rows, headerRow: head.row };
}

/** The 工程信息 sheet: the first two cells of each row as key → value (row number kept). */
export function keyValues(sheet: RawSheet): Map<string, { value: CellValue; row: number }> {
  const out = new Map<string, { value: CellValue; row: number }>();
  for (const r of sheet.rows) {
    const key = text(r.cells[0]).replace(/[\s:：]/g, '');
    if (key && !out.has(key)) out.set(key, { value: r.cells[1] ?? null, row: r.row });
  }
  return out;
}
