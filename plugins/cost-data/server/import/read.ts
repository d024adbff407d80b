/**
 * Reads the first worksheet of an XLSX file, or a CSV file (UTF-8, with or without BOM), with
 * exceljs into plain rows of cell values (text, number or date; null for empty cells).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type CellValue = string | number | Date | boolean | null;

export interface SheetRow {
  /** Row number as the spreadsheet shows it (the header is row 1). */
  readonly row: number;
  readonly cells: readonly CellValue[];
}

export interface Sheet {
  /** The header row's texts (trimmed). */
  readonly headers: readonly string[];
  /** The data rows, without the completely empty ones. */
  readonly rows: readonly SheetRow[];
}

export type SheetFormat = 'xlsx' | 'csv';

/** The format of a file by its extension, or null when it is neither. */
export function formatOf(file: string): SheetFormat | null {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.xlsx') return 'xlsx';
  if (ext === '.csv') return 'csv';
  return null;
}

/** A cell value of exceljs (rich text, formula, hyperlink, error …) as a plain value. */
export function plainValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return plainValue((v.richText as Array<{ text?: string }>).map((r) => r.text ?? '').join(''));
    if ('result' in v) return plainValue(v.result);
    if ('formula' in v || 'sharedFormula' in v) return null;
    if (typeof v.text === 'string') return plainValue(v.text);
    if (typeof v.error === 'string') return v.error;
  }
  return String(value);
}

function fromWorksheet(ws: ExcelJS.Worksheet): Sheet {
  const headerRow = ws.getRow(1);
  const width = Math.max(ws.columnCount, headerRow.cellCount);
  const headers: string[] = [];
  for (let c = 1; c <= width; c++) {
    const v = plainValue(headerRow.getCell(c).value);
    headers.push(v === null ? '' : String(v).replace(/^\uFEFF/, '').trim());
  }
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  const rows: SheetRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: CellValue[] = [];
    for (let c = 1; c <= headers.length; c++) cells.push(plainValue(row.getCell(c).value));
    if (cells.every((v) => v === null)) return;
    rows.push({ row: rowNumber, cells });
  });
  return { headers, rows };
}

/** Reads an XLSX workbook's first worksheet. */
export async function readXlsx(buffer: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const ws = workbook.worksheets[0];
  if (!ws) return { headers: [], rows: [] };
  return fromWorksheet(ws);
}

/** Reads a CSV text (UTF-8; a BOM is dropped). Values stay text: the validator parses them. */
export async function readCsv(buffer: Buffer): Promise<Sheet> {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const workbook = new ExcelJS.Workbook();
  const ws = await workbook.csv.read(Readable.from([text]), {
    map: (datum: string) => (datum.trim() === '' ? null : datum),
  } as Parameters<typeof workbook.csv.read>[1]);
  return fromWorksheet(ws);
}

/** Reads a file by its extension (.xlsx or .csv). */
export async function readSheetFile(file: string): Promise<Sheet> {
  const format = formatOf(file);
  if (!format) throw new Error(`不支持的文件类型：${path.basename(file)}（请使用 .xlsx 或 .csv 文件）`);
  const buffer = await readFile(file);
  return format === 'xlsx' ? readXlsx(buffer) : readCsv(buffer);
}
