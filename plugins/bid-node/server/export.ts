/**
 * The XLSX exports (exceljs): every sheet has a title row, a stamp row with the data source and
 * the export time, a bold header row with units, frozen panes under it, number formats and column
 * widths.
 */
import ExcelJS from 'exceljs';
import type { BaseInfo, BidNodeSummary, IndexRow } from '../shared/contract';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SOURCE_LABEL = '数据来源：造价指标网（示例数据）';

const MONEY = '#,##0.00';
const INTEGER = '#,##0';
const RATIO = '0.00%';
const QUANTITY = '#,##0.0000';

/** Date and time parts in China Standard Time. */
function chinaTime(time: number) {
  const d = new Date(time + 8 * 3600 * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`,
    compact: `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}`,
    minute: `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`,
  };
}

/** 数据来源：造价指标网（示例数据） 导出时间：YYYY-MM-DD HH:mm */
export function stampText(time: number): string {
  const t = chinaTime(time);
  return `${SOURCE_LABEL} 导出时间：${t.date} ${t.minute}`;
}

/** The Content-Disposition of a download: an ASCII fallback name and the UTF-8 name. */
export function contentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function listFileName(time: number): { name: string; ascii: string } {
  const day = chinaTime(time).compact;
  return { name: `单项工程指标_${day}.xlsx`, ascii: `bid-node-list-${day}.xlsx` };
}

export function detailFileName(code: string, time: number): { name: string; ascii: string } {
  const day = chinaTime(time).compact;
  const safe = code.replace(/[^A-Za-z0-9_-]/g, '');
  return { name: `单项工程指标_${safe}_${day}.xlsx`, ascii: `bid-node-${safe}-${day}.xlsx` };
}

interface Column {
  header: string;
  width: number;
  numFmt?: string;
}

type Cell = string | number | null;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const THIN: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFBFC7D5' } };

/** Rows added between two yields to the event loop (a big export must not stall other requests). */
const ROWS_PER_SLICE = 500;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A sheet: title (row 1), stamp (row 2), header (row 3, frozen), then the rows. */
async function addTable(workbook: ExcelJS.Workbook, sheetName: string, title: string, stamp: string, columns: Column[], rows: Cell[][]) {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 3, xSplit: 0 }] });
  // Number formats as column styles: every cell added later takes them (cheaper than per cell).
  sheet.columns = columns.map((c) => ({ width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  const n = columns.length;

  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 14 };
  titleRow.height = 24;
  if (n > 1) sheet.mergeCells(1, 1, 1, n);
  const stampRow = sheet.addRow([stamp]);
  stampRow.font = { size: 9, color: { argb: 'FF666666' } };
  if (n > 1) sheet.mergeCells(2, 1, 2, n);

  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
  header.height = 20;
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
  });

  for (let i = 0; i < rows.length; i += ROWS_PER_SLICE) {
    if (i > 0) await yieldToLoop();
    sheet.addRows(rows.slice(i, i + ROWS_PER_SLICE));
  }
  if (rows.length) sheet.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3, column: n } };
  return sheet;
}

const LIST_COLUMNS: Column[] = [
  { header: '序号', width: 7, numFmt: INTEGER },
  { header: '单项工程编号', width: 17 },
  { header: '单项工程名称', width: 28 },
  { header: '所属项目', width: 24 },
  { header: '省份', width: 10 },
  { header: '城市', width: 10 },
  { header: '建筑用途', width: 11 },
  { header: '结构类型', width: 13 },
  { header: '地上层数（层）', width: 10, numFmt: INTEGER },
  { header: '地下层数（层）', width: 10, numFmt: INTEGER },
  { header: '建筑面积（m²）', width: 14, numFmt: MONEY },
  { header: '计价阶段', width: 12 },
  { header: '价格日期', width: 12 },
  { header: '单方造价（元/m²）', width: 15, numFmt: MONEY },
  { header: '总造价（元）', width: 18, numFmt: MONEY },
];

/** The list workbook (one sheet 单项工程指标). */
export async function listWorkbook(rows: readonly BidNodeSummary[], info: { total: number; time: number }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '造价指标网';
  workbook.created = new Date(info.time);
  const title =
    info.total > rows.length ? `单项工程指标（共 ${info.total} 条，导出前 ${rows.length} 条）` : `单项工程指标（共 ${rows.length} 条）`;
  await addTable(
    workbook,
    '单项工程指标',
    title,
    stampText(info.time),
    LIST_COLUMNS,
    rows.map((r, i) => [
      i + 1,
      r.code,
      r.name,
      r.projectName,
      r.provinceName,
      r.cityName,
      r.buildingUse,
      r.structure,
      r.floorsAbove,
      r.floorsBelow,
      r.buildingArea,
      r.pricingStage,
      r.priceDate,
      r.unitCost,
      r.totalCost,
    ]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface DetailData {
  base: BaseInfo;
  scope: string;
  specialties: { rows: IndexRow[]; total: { amount: number; value: number } };
  fees: { rows: IndexRow[]; total: { amount: number; value: number } };
  indicators: IndexRow[];
  attributes: Array<{ name: string; value: string }>;
}

/** A composition's rows and its 合计 line. */
function compositionTable(data: DetailData['specialties']): Cell[][] {
  const rows: Cell[][] = data.rows.map((r) => [r.name, r.value, r.amount ?? null, r.ratio ?? null]);
  if (data.rows.length) rows.push(['合计', data.total.value, data.total.amount, 1]);
  return rows;
}

/** The detail workbook: 基本信息, 造价构成, 费用构成, 技术经济指标, 工程特征. */
export async function detailWorkbook(data: DetailData, time: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '造价指标网';
  workbook.created = new Date(time);
  const stamp = stampText(time);
  const b = data.base;
  const heading = `${b.name}（${b.code}）`;

  const basics: Array<[string, Cell, string?]> = [
    ['单项工程编号', b.code],
    ['单项工程名称', b.name],
    ['所属项目', b.projectName],
    ['地区', [b.provinceName, b.cityName].filter(Boolean).join(' ')],
    ['建筑用途', b.buildingUse],
    ['结构类型', b.structure],
    ['地上层数（层）', b.floorsAbove, INTEGER],
    ['地下层数（层）', b.floorsBelow, INTEGER],
    ['建筑高度（m）', b.heightM, MONEY],
    ['建筑面积（m²）', b.buildingArea, MONEY],
    ['地上建筑面积（m²）', b.aboveArea, MONEY],
    ['地下建筑面积（m²）', b.belowArea, MONEY],
    ['基础类型', b.foundationType],
    ['抗震设防烈度', b.seismicIntensity],
    ['装修标准', b.decorationStandard],
    ['计价阶段', b.pricingStage],
    ['价格日期', b.priceDate],
    ['单方造价（元/m²）', b.unitCost, MONEY],
    ['总造价（元）', b.totalCost, MONEY],
    ['工程范围', data.scope],
  ];
  const basicSheet = await addTable(
    workbook,
    '基本信息',
    `${heading} 基本信息`,
    stamp,
    [
      { header: '项目', width: 22 },
      { header: '内容', width: 48 },
    ],
    basics.map(([k, v]) => [k, v]),
  );
  basics.forEach(([, , fmt], i) => {
    if (fmt) basicSheet.getRow(4 + i).getCell(2).numFmt = fmt;
  });
  basicSheet.getColumn(2).alignment = { horizontal: 'left', wrapText: true };

  const compositionColumns = (nameHeader: string): Column[] => [
    { header: nameHeader, width: 18 },
    { header: '单方造价（元/m²）', width: 17, numFmt: MONEY },
    { header: '金额（元）', width: 18, numFmt: MONEY },
    { header: '占比（%）', width: 11, numFmt: RATIO },
  ];
  await addTable(workbook, '造价构成', `${heading} 专业造价构成`, stamp, compositionColumns('专业'), compositionTable(data.specialties));
  await addTable(workbook, '费用构成', `${heading} 费用构成`, stamp, compositionColumns('费用项目'), compositionTable(data.fees));

  await addTable(
    workbook,
    '技术经济指标',
    `${heading} 技术经济指标`,
    stamp,
    [
      { header: '指标', width: 16 },
      { header: '单位', width: 10 },
      { header: '本工程', width: 12, numFmt: QUANTITY },
      { header: '同类工程P10', width: 13, numFmt: QUANTITY },
      { header: '同类工程中位数', width: 15, numFmt: QUANTITY },
      { header: '同类工程P90', width: 13, numFmt: QUANTITY },
      { header: '样本数（个）', width: 12, numFmt: INTEGER },
    ],
    data.indicators.map((r) => [r.name, r.unit, r.value, r.range?.p10 ?? null, r.range?.median ?? null, r.range?.p90 ?? null, r.range?.count ?? null]),
  );

  const features = await addTable(
    workbook,
    '工程特征',
    `${heading} 工程特征`,
    stamp,
    [
      { header: '特征项', width: 18 },
      { header: '特征描述', width: 60 },
    ],
    data.attributes.map((a) => [a.name, a.value]),
  );
  features.getColumn(2).alignment = { wrapText: true, vertical: 'top' };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
