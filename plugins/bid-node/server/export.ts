/**
 * The XLSX exports (exceljs): every sheet has a title row, a stamp row with the data source and
 * the export time, a bold header row with units, frozen panes under it, number formats and column
 * widths.
 *
 * Workbooks are written with exceljs's streaming WorkbookWriter: rows are serialised and zipped as
 * they are committed, a slice at a time with a yield to the event loop in between, so a big export
 * never holds other requests up (there is no single long writeBuffer at the end). Shares are
 * written as ratios with three decimals and shown as 0.0 %, the site's one rounding rule.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { FEES, INDICATORS, SPECIALTIES, structureLabel } from '@plugins/cost-data/shared/vocabulary';
import { EXPORT_LIMIT, type BaseInfo, type BidNodeSummary, type CompareData, type IndexRow } from '../shared/contract';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SOURCE_LABEL = '数据来源：造价指标网（示例数据）';

const MONEY = '#,##0.00';
const INTEGER = '#,##0';
const RATIO = '0.0%';
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

/** Rows committed between two yields to the event loop (a big export must not stall other requests). */
const ROWS_PER_SLICE = 200;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A streaming workbook whose bytes are collected into one Buffer by `finish()`. */
function streamingWorkbook(time: number) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = '造价指标网';
  workbook.created = new Date(time);
  return {
    workbook,
    async finish(): Promise<Buffer> {
      await workbook.commit();
      await done;
      return Buffer.concat(chunks);
    },
  };
}

type SheetWorkbook = ExcelJS.stream.xlsx.WorkbookWriter;

/**
 * A sheet: title (row 1), stamp (row 2), header (row 3, frozen), then the rows, committed a slice
 * at a time. `cellFormats` sets a number format on single cells (row index in `rows`, column 1-based).
 */
async function addTable(
  workbook: SheetWorkbook,
  sheetName: string,
  title: string,
  stamp: string,
  columns: Column[],
  rows: Cell[][],
  options: { cellFormats?: Array<[number, number, string]>; wrapColumn?: number; notes?: string[] } = {},
): Promise<void> {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 3, xSplit: 0 }] });
  sheet.columns = columns.map((c, i) => ({
    width: c.width,
    style: {
      ...(c.numFmt ? { numFmt: c.numFmt } : {}),
      ...(options.wrapColumn === i + 1 ? { alignment: { horizontal: 'left', vertical: 'top', wrapText: true } } : {}),
    },
  })) as Partial<ExcelJS.Column>[];
  const n = columns.length;

  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 14 };
  titleRow.height = 24;
  if (n > 1) sheet.mergeCells(1, 1, 1, n);
  titleRow.commit();
  const stampRow = sheet.addRow([stamp]);
  stampRow.font = { size: 9, color: { argb: 'FF666666' } };
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

  const formats = new Map<number, Array<[number, string]>>();
  for (const [r, c, fmt] of options.cellFormats ?? []) formats.set(r, [...(formats.get(r) ?? []), [c, fmt]]);
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % ROWS_PER_SLICE === 0) await yieldToLoop();
    const row = sheet.addRow(rows[i]!);
    for (const [c, fmt] of formats.get(i) ?? []) row.getCell(c).numFmt = fmt;
    row.commit();
  }
  for (const note of options.notes ?? []) {
    const row = sheet.addRow([note]);
    row.font = { size: 9, color: { argb: 'FF666666' } };
    row.commit();
  }
  sheet.commit();
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

/** The specialty and indicator figures of one list row (元/m² by specialty; indicator values). */
export interface ListRowExtras {
  specialties: ReadonlyMap<string, number>;
  indicators: ReadonlyMap<string, number>;
}

const EXTRA_COLUMNS: Column[] = [
  ...SPECIALTIES.map((sp) => ({ header: `${sp.name}（元/m²）`, width: 12, numFmt: MONEY })),
  ...INDICATORS.map((ind) => ({ header: `${ind.name}（${ind.unit}）`, width: 13, numFmt: QUANTITY })),
];

/** The title of the list workbook: the count, and the cap when the result has more rows. */
export function listTitle(total: number, written: number): string {
  if (total > written) {
    return `单项工程指标（共 ${total.toLocaleString('en-US')} 条，超过单次导出上限 ${EXPORT_LIMIT.toLocaleString('en-US')} 条，仅导出按当前排序的前 ${written.toLocaleString('en-US')} 条）`;
  }
  return `单项工程指标（共 ${written} 条）`;
}

/**
 * The list workbook (one sheet 单项工程指标): the list columns, then the 元/m² of every specialty
 * (they add up to 单方造价) and the technical-economic indicators (blank when not measured).
 */
export async function listWorkbook(
  rows: readonly BidNodeSummary[],
  info: { total: number; time: number; extras?: ReadonlyMap<number, ListRowExtras> },
): Promise<Buffer> {
  const { workbook, finish } = streamingWorkbook(info.time);
  const extrasOf = (id: number): Cell[] => {
    const e = info.extras?.get(id);
    return [...SPECIALTIES.map((sp) => e?.specialties.get(sp.code) ?? null), ...INDICATORS.map((ind) => e?.indicators.get(ind.code) ?? null)];
  };
  const notes = ['说明：各专业单方造价按建筑面积计，之和等于单方造价；技术经济指标按建筑面积计，空白表示该工程未测该指标。本站数据为按造价规律生成的示例数据。'];
  if (info.total > rows.length) notes.unshift(`注意：筛选结果共 ${info.total} 条，超过单次导出上限 ${EXPORT_LIMIT} 条，本表仅含按当前排序的前 ${rows.length} 条；请缩小筛选范围后分批导出。`);
  await addTable(
    workbook,
    '单项工程指标',
    listTitle(info.total, rows.length),
    stampText(info.time),
    [...LIST_COLUMNS, ...EXTRA_COLUMNS],
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
      ...extrasOf(r.id),
    ]),
    { notes },
  );
  return finish();
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
  const { workbook, finish } = streamingWorkbook(time);
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
  await addTable(
    workbook,
    '基本信息',
    `${heading} 基本信息`,
    stamp,
    [
      { header: '项目', width: 22 },
      { header: '内容', width: 48 },
    ],
    basics.map(([k, v]) => [k, v]),
    { cellFormats: basics.flatMap(([, , fmt], i) => (fmt ? [[i, 2, fmt] as [number, number, string]] : [])), wrapColumn: 2 },
  );

  const compositionColumns = (nameHeader: string): Column[] => [
    { header: nameHeader, width: 18 },
    { header: '单方造价（元/m²）', width: 17, numFmt: MONEY },
    { header: '金额（元）', width: 18, numFmt: MONEY },
    { header: '占比（%）', width: 11, numFmt: RATIO },
  ];
  const compositionNote = ['说明：单方造价按建筑面积计；各项金额与单方造价之和等于合计，占比合计 100.0%。'];
  await addTable(workbook, '造价构成', `${heading} 专业造价构成`, stamp, compositionColumns('专业'), compositionTable(data.specialties), { notes: compositionNote });
  await addTable(workbook, '费用构成', `${heading} 费用构成`, stamp, compositionColumns('费用项目'), compositionTable(data.fees), { notes: compositionNote });

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
    { notes: [`说明：同类工程为全国${b.buildingUse} · ${structureLabel(b.structure)}的单项工程；指标按建筑面积计。`] },
  );

  await addTable(
    workbook,
    '工程特征',
    `${heading} 工程特征`,
    stamp,
    [
      { header: '特征项', width: 18 },
      { header: '特征描述', width: 60 },
    ],
    data.attributes.map((a) => [a.name, a.value]),
    { wrapColumn: 2 },
  );

  return finish();
}

export function compareFileName(time: number): { name: string; ascii: string } {
  const day = chinaTime(time).compact;
  return { name: `单项工程对比_${day}.xlsx`, ascii: `bid-node-compare-${day}.xlsx` };
}

/**
 * The comparison workbook: one column per single project. Sheet 对比 holds the base facts (with
 * the pricing stage and price date of each), the unit cost and total, the specialties, the fees and
 * the indicators; with a common region and month, sheet 统一换算 holds the repriced figures.
 */
export async function compareWorkbook(data: CompareData, time: number): Promise<Buffer> {
  const { workbook, finish } = streamingWorkbook(time);
  const stamp = stampText(time);
  const items = data.items;
  const columns: Column[] = [{ header: '项目', width: 24 }, ...items.map((it) => ({ header: `${it.base.name}（${it.base.code}）`, width: 24 }))];
  const warnings: string[] = [];
  if (data.mixedStages) warnings.push(`注意：所比较的单项工程计价阶段不同（${data.stages.join('、')}），造价口径不一致。`);
  if (data.months.length > 1 || data.provinces.length > 1) {
    warnings.push(`注意：所比较的单项工程价格日期（${data.months.join('、')}）或地区（${data.provinces.join('、')}）不同${data.unifiedTo ? '，见「统一换算」表' : ''}。`);
  }
  const line = (label: string, values: Cell[], fmt?: string): { row: Cell[]; fmt?: string } => ({ row: [label, ...values], fmt });
  const byCode = (rows: readonly IndexRow[], code: string, field: 'value' | 'ratio' | 'amount') => {
    const r = rows.find((x) => x.code === code);
    return r ? (r[field] ?? null) : null;
  };
  const body = (pick: (it: CompareData['items'][number]) => { specialties: IndexRow[]; fees: IndexRow[]; unitCost: number; totalCost: number }) => {
    const lines: Array<{ row: Cell[]; fmt?: string }> = [
      line('地区', items.map((it) => [it.base.provinceName, it.base.cityName].filter(Boolean).join(' '))),
      line('建筑用途', items.map((it) => it.base.buildingUse)),
      line('结构类型', items.map((it) => it.base.structure)),
      line('计价阶段', items.map((it) => it.base.pricingStage)),
      line('价格日期', items.map((it) => it.base.priceDate)),
      line('建筑面积（m²）', items.map((it) => it.base.buildingArea), MONEY),
      line('地上 / 地下层数（层）', items.map((it) => `${it.base.floorsAbove} / ${it.base.floorsBelow}`)),
      line('单方造价（元/m²）', items.map((it) => pick(it).unitCost), MONEY),
      line('总造价（元）', items.map((it) => pick(it).totalCost), MONEY),
    ];
    for (const sp of SPECIALTIES) {
      if (items.some((it) => pick(it).specialties.some((r) => r.code === sp.code))) {
        lines.push(line(`${sp.name}（元/m²）`, items.map((it) => byCode(pick(it).specialties, sp.code, 'value')), MONEY));
        lines.push(line(`${sp.name}占比`, items.map((it) => byCode(pick(it).specialties, sp.code, 'ratio')), RATIO));
      }
    }
    for (const fee of FEES) {
      if (items.some((it) => pick(it).fees.some((r) => r.code === fee.code))) {
        lines.push(line(`${fee.name}（元/m²）`, items.map((it) => byCode(pick(it).fees, fee.code, 'value')), MONEY));
      }
    }
    return lines;
  };
  const original = body((it) => ({ specialties: it.specialties, fees: it.fees, unitCost: it.base.unitCost, totalCost: it.base.totalCost }));
  for (const ind of INDICATORS) {
    if (items.some((it) => it.indicators.some((r) => r.code === ind.code))) {
      original.push(line(`${ind.name}（${ind.unit}）`, items.map((it) => byCode(it.indicators, ind.code, 'value')), QUANTITY));
    }
  }
  const formatsOf = (lines: Array<{ row: Cell[]; fmt?: string }>) =>
    lines.flatMap((l, i) => (l.fmt ? items.map((_, k) => [i, k + 2, l.fmt!] as [number, number, string]) : []));
  await addTable(
    workbook,
    '对比',
    `单项工程对比（${items.length} 个，按各自计价阶段与价格日期）`,
    stamp,
    columns,
    original.map((l) => l.row),
    { cellFormats: formatsOf(original), notes: [...warnings, '说明：单方造价按建筑面积计，各专业之和等于单方造价，占比合计 100.0%。本站数据为示例数据。'] },
  );
  const target = data.unifiedTo;
  if (target) {
    const unified = body((it) => ({ specialties: it.unified!.specialties, fees: it.unified!.fees, unitCost: it.unified!.unitCost, totalCost: it.unified!.totalCost }));
    unified.push(line('原价格指数', items.map((it) => it.unified!.from.index), '0.00'));
    unified.push(line('换算系数', items.map((it) => it.unified!.factor), '0.0000'));
    await addTable(
      workbook,
      '统一换算',
      `单项工程对比：统一到 ${target.areaName} ${target.month}（价格指数 ${target.index}，${target.indexBase}）`,
      stamp,
      columns,
      unified.map((l) => l.row),
      {
        cellFormats: formatsOf(unified),
        notes: ['说明：换算后造价 = 原造价 × 换算系数，换算系数 = 目标地区与月份的价格指数 ÷ 原地区与价格日期的价格指数（本站造价指数）。计价阶段不因换算而改变。'],
      },
    );
  }
  return finish();
}
