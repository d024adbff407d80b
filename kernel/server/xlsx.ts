/**
 * The site's XLSX workbooks (exceljs), one shape for every export: each sheet has a title row
 * (row 1, bold, merged across the columns), a stamp row with the data source and the export time
 * (row 2, `数据来源：造价指标网（示例数据） 导出时间：YYYY-MM-DD HH:mm`), a bold, filled and bordered
 * header row with units (row 3, frozen panes and an auto filter under it), the data rows with the
 * columns' number formats and widths, then the note rows (small grey text: what the figures mean,
 * that the data is sample data). Only the columns, rows, titles and texts are the plugin's.
 *
 * Workbooks are written with exceljs's streaming WorkbookWriter: rows are serialised and zipped as
 * they are committed, a slice at a time with a yield to the event loop in between, so a big export
 * never holds other requests up (no single long writeBuffer at the end).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { exportTime, sendDownload, type DownloadName } from './download';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The number formats of the site's workbooks: 元 to the cent, whole counts, shares as 0.0 %, quantities to 4 decimals. */
export const XlsxFormat = {
  money: '#,##0.00',
  integer: '#,##0',
  ratio: '0.0%',
  quantity: '#,##0.0000',
} as const;

/** The default data source of the stamp row. */
export const SITE_DATA_SOURCE = '造价指标网（示例数据）';

/** `数据来源：<source> 导出时间：YYYY-MM-DD HH:mm` (China Standard Time). */
export function exportStamp(time: number, source = SITE_DATA_SOURCE): string {
  const t = exportTime(time);
  return `数据来源：${source} 导出时间：${t.date} ${t.minute}`;
}

export interface XlsxColumn {
  /** The header text, with its unit: 单方造价（元/m²）. */
  readonly header: string;
  /** Width in characters. */
  readonly width: number;
  /** The number format of the column's cells (XlsxFormat or any Excel format). */
  readonly numFmt?: string;
}

export type XlsxCell = string | number | null;

export interface XlsxSheet {
  /** The sheet's tab name (at most 31 characters). */
  readonly name: string;
  /** Row 1. */
  readonly title: string;
  readonly columns: readonly XlsxColumn[];
  readonly rows: ReadonlyArray<readonly XlsxCell[]>;
  /** Rows after the data, one text each (small grey). */
  readonly notes?: readonly string[];
  /** Number formats of single cells: [index in `rows`, column (1-based), format]. */
  readonly cellFormats?: ReadonlyArray<readonly [number, number, string]>;
  /** Columns (1-based) whose text wraps, left and top aligned. */
  readonly wrapColumns?: readonly number[];
  /** Rows (index in `rows`) set in bold: totals. */
  readonly boldRows?: readonly number[];
}

/** One fact of a facts sheet: its label, its value and, for a number, the value's format. */
export type XlsxFact = readonly [label: string, value: XlsxCell, numFmt?: string];

/**
 * A two-column sheet of facts (项目 | 内容 by default): one row per fact, each value with its own
 * number format, the value column wrapped (long texts such as 项目特征 or 工程范围).
 */
export function factsSheet(spec: {
  readonly name: string;
  readonly title: string;
  readonly facts: readonly XlsxFact[];
  /** Column widths, label then value; default 18 and 60. */
  readonly widths?: readonly [number, number];
  /** Header texts; default 项目 and 内容. */
  readonly headers?: readonly [string, string];
  readonly notes?: readonly string[];
}): XlsxSheet {
  const [labelWidth, valueWidth] = spec.widths ?? [18, 60];
  const [labelHeader, valueHeader] = spec.headers ?? ['项目', '内容'];
  return {
    name: spec.name,
    title: spec.title,
    columns: [
      { header: labelHeader, width: labelWidth },
      { header: valueHeader, width: valueWidth },
    ],
    rows: spec.facts.map(([label, value]) => [label, value]),
    cellFormats: spec.facts.flatMap(([, , numFmt], i) => (numFmt ? [[i, 2, numFmt] as const] : [])),
    wrapColumns: [2],
    notes: spec.notes,
  };
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const THIN: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFBFC7D5' } };
const GREY_SMALL: Partial<ExcelJS.Font> = { size: 9, color: { argb: 'FF666666' } };

/** Rows committed between two yields to the event loop. */
const ROWS_PER_SLICE = 200;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A workbook being written: add its sheets in order, then `finish()` for the bytes.
 *
 * ```ts
 * const book = new XlsxWorkbook({ time });
 * await book.addSheet({ name: '价格', title: '钢筋工 苏州 住宅（元/m²）', columns, rows, notes: ['示例数据'] });
 * return sendXlsx(reply, await book.finish(), { name: '劳务价格_….xlsx', ascii: 'labour-….xlsx' });
 * ```
 */
export class XlsxWorkbook {
  /** The stamp row of every sheet. */
  readonly stamp: string;
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  /** `time`: the export time (ms) of the stamp and the workbook's properties; `source`: the stamp's data source. */
  constructor(options: { readonly time: number; readonly source?: string }) {
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise<void>((resolve, reject) => {
      out.on('end', resolve);
      out.on('error', reject);
    });
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    this.workbook.creator = '造价指标网';
    this.workbook.created = new Date(options.time);
    this.stamp = exportStamp(options.time, options.source);
  }

  /** Writes one sheet: title, stamp, header (frozen), the rows a slice at a time, the notes. */
  async addSheet(spec: XlsxSheet): Promise<void> {
    const { columns, rows } = spec;
    const wrap = new Set(spec.wrapColumns ?? []);
    const sheet = this.workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 3, xSplit: 0 }] });
    sheet.columns = columns.map((c, i) => ({
      width: c.width,
      style: {
        ...(c.numFmt ? { numFmt: c.numFmt } : {}),
        ...(wrap.has(i + 1) ? { alignment: { horizontal: 'left', vertical: 'top', wrapText: true } } : {}),
      },
    })) as Partial<ExcelJS.Column>[];
    const n = columns.length;

    const titleRow = sheet.addRow([spec.title]);
    titleRow.font = { bold: true, size: 14 };
    titleRow.height = 24;
    if (n > 1) sheet.mergeCells(1, 1, 1, n);
    titleRow.commit();
    const stampRow = sheet.addRow([this.stamp]);
    stampRow.font = GREY_SMALL;
    if (n > 1) sheet.mergeCells(2, 1, 2, n);
    stampRow.commit();

    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    header.height = 30;
    header.eachCell((cell) => {
      cell.fill = HEADER_FILL;
      cell.border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
    });
    header.commit();
    if (rows.length) sheet.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3, column: n } };

    const formats = new Map<number, Array<readonly [number, string]>>();
    for (const [r, c, fmt] of spec.cellFormats ?? []) formats.set(r, [...(formats.get(r) ?? []), [c, fmt]]);
    const bold = new Set(spec.boldRows ?? []);
    for (let i = 0; i < rows.length; i++) {
      if (i > 0 && i % ROWS_PER_SLICE === 0) await yieldToLoop();
      const row = sheet.addRow([...rows[i]!]);
      for (const [c, fmt] of formats.get(i) ?? []) row.getCell(c).numFmt = fmt;
      if (bold.has(i)) row.font = { bold: true };
      row.commit();
    }
    for (const note of spec.notes ?? []) {
      const row = sheet.addRow([note]);
      row.font = GREY_SMALL;
      row.commit();
    }
    sheet.commit();
  }

  /** Closes the workbook and answers its bytes. */
  async finish(): Promise<Buffer> {
    await this.workbook.commit();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}

/** A whole workbook from its sheets, in order. */
export async function xlsxWorkbook(options: { readonly time: number; readonly source?: string }, sheets: readonly XlsxSheet[]): Promise<Buffer> {
  const book = new XlsxWorkbook(options);
  for (const sheet of sheets) await book.addSheet(sheet);
  return book.finish();
}

/** Sends a workbook as a download (`XLSX_TYPE`, its file names, never cached). */
export function sendXlsx(reply: FastifyReply, buffer: Buffer, file: DownloadName): FastifyReply {
  return sendDownload(reply, buffer, XLSX_TYPE, file);
}
