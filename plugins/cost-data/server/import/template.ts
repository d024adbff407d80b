/**
 * The import template: the headers, 3 realistic example rows, and a "填写说明" sheet. Written as
 * docs/import-template.xlsx and docs/import-template.csv (`npm run import -- --template <file>`).
 */
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import {
  BUILDING_USES,
  DECORATION_STANDARDS,
  FIRST_PRICE_MONTH,
  FOUNDATION_TYPES,
  LAST_PRICE_MONTH,
  PRICING_STAGES,
  SEISMIC_INTENSITIES,
  STRUCTURES,
} from '../../shared/vocabulary';
import { Col, FEE_COLUMNS, INDICATOR_COLUMNS, SPECIALTY_COLUMNS, TEMPLATE_HEADERS } from './columns';

type Cell = string | number | null;

/** Splits a total by shares into amounts with 2 decimals that add up to the total exactly. */
function split(total: number, shares: readonly number[]): number[] {
  const cents = Math.round(total * 100);
  const out = shares.map((s) => Math.round(cents * s));
  out[out.length - 1]! += cents - out.reduce((a, b) => a + b, 0);
  return out.map((c) => c / 100);
}

interface Example {
  base: Cell[];
  total: number;
  specialtyShares: readonly number[];
  feeShares: readonly number[];
  indicators: readonly Cell[];
  scope: string;
  attributes: string;
}

const EXAMPLES: readonly Example[] = [
  {
    // 项目名称 … 计价日期
    base: ['某住宅小区', '1#楼', '江苏', '南京市', '住宅', '剪力墙', 18, 1, 54.9, 12360.5, 11620.3, 740.2, '桩基础', '7度', '毛坯', '招标控制价', '2024-06-15'],
    total: 30283225,
    // 建筑 装饰 给排水 电气 暖通 消防 智能化 电梯
    specialtyShares: [0.585, 0.085, 0.045, 0.095, 0.025, 0.04, 0.03, 0.095],
    // 分部分项 措施 其他 规费 税金
    feeShares: [0.715, 0.125, 0.035, 0.0424, 0.0826],
    // 钢筋 混凝土 模板 砌体 钢结构用钢量 综合用工
    indicators: [48.6, 0.38, 2.95, 0.16, null, 3.2],
    scope: '土建、装饰、给排水、电气、暖通、消防、智能化及电梯安装工程',
    attributes: '外墙:真石漆;外墙保温:岩棉板保温50mm;门窗:断桥铝合金中空玻璃窗;屋面:SBS改性沥青防水卷材两道;电梯:2台，1.5m/s',
  },
  {
    base: ['某住宅小区', '地下车库', '江苏', '南京市', '地下车库', '框架', 0, 1, 0, 8450, 0, 8450, '筏板基础', '7度', '简装', '招标控制价', '2024-06-15'],
    total: 26617500,
    specialtyShares: [0.72, 0.06, 0.04, 0.08, 0.05, 0.05, 0, 0],
    feeShares: [0.715, 0.125, 0.035, 0.0424, 0.0826],
    indicators: [135, 1.25, 3.1, 0.05, null, 4.1],
    scope: '土建、装饰、给排水、电气、通风排烟及消防工程',
    attributes: '底板及外墙防水:预铺反粘高分子防水卷材;地面:环氧地坪漆;顶棚:乳胶漆;人防:甲类核6级',
  },
  {
    base: ['某商务办公楼', '1#办公楼', '广东', '深圳市', '办公', '框架-核心筒', 31, 3, 138.6, 86540, 72300, 14240, '桩筏基础', '7度', '精装', '中标价', '2025-03-20'],
    total: 543471200,
    specialtyShares: [0.47, 0.22, 0.03, 0.09, 0.08, 0.04, 0.035, 0.035],
    feeShares: [0.74, 0.11, 0.035, 0.0324, 0.0826],
    indicators: [62.5, 0.46, 3.35, 0.09, 18.5, 4.6],
    scope: '土建、精装修、幕墙、给排水、电气、暖通空调、消防、智能化及电梯工程',
    attributes: '外墙:单元式玻璃幕墙+石材幕墙;门窗:断桥铝合金Low-E中空玻璃;大堂:石材墙地面;空调:冷水机组+风机盘管;电梯:14台，4.0m/s',
  },
];

/** The example rows, in TEMPLATE_HEADERS order. */
export const TEMPLATE_ROWS: readonly (readonly Cell[])[] = EXAMPLES.map((e) => [
  ...e.base,
  ...split(e.total, e.specialtyShares),
  ...split(e.total, e.feeShares),
  ...e.indicators,
  e.scope,
  e.attributes,
]);

/** What each column means, for the 填写说明 sheet and docs/data.md. */
export const COLUMN_NOTES: ReadonlyArray<readonly [string, '必填' | '选填', string]> = [
  [Col.project, '必填', '项目名称（建议匿名化，如“某住宅小区”）；项目名称、省份、城市均相同的行归为同一项目'],
  [Col.node, '必填', '单项工程名称，如“1#楼”“地下车库”；入库时自动在前面加上项目名称'],
  [Col.province, '必填', '省份，简称或全称均可，如“江苏”或“江苏省”“广西壮族自治区”'],
  [Col.city, '必填', '地级市（直辖市填区县），如“南京市”“南京”“浦东新区”'],
  [Col.use, '必填', `可选：${BUILDING_USES.join('、')}`],
  [Col.structure, '必填', `可选：${STRUCTURES.join('、')}`],
  [Col.floorsAbove, '必填', '整数，不小于 0（地下车库填 0）'],
  [Col.floorsBelow, '必填', '整数，不小于 0；地上、地下层数不能同时为 0'],
  [Col.height, '必填', '米；地上层数为 0 时可填 0'],
  [Col.area, '必填', '平方米，大于 0，应等于地上面积与地下面积之和（允许 0.5% 误差）'],
  [Col.aboveArea, '必填', '平方米，不小于 0'],
  [Col.belowArea, '必填', '平方米，不小于 0'],
  [Col.foundation, '必填', `可选：${FOUNDATION_TYPES.join('、')}`],
  [Col.seismic, '必填', `可选：${SEISMIC_INTENSITIES.join('、')}`],
  [Col.decoration, '必填', `可选：${DECORATION_STANDARDS.join('、')}`],
  [Col.stage, '必填', `可选：${PRICING_STAGES.join('、')}；同一项目各行应一致`],
  [
    Col.date,
    '必填',
    `如 2024-06-15，须在 ${String(FIRST_PRICE_MONTH).slice(0, 4)}-${String(FIRST_PRICE_MONTH).slice(4)} 至 ${String(LAST_PRICE_MONTH).slice(0, 4)}-${String(LAST_PRICE_MONTH).slice(4)} 之间；同一项目各行应一致`,
  ],
  ...SPECIALTY_COLUMNS.map((c) => [c.header, '必填', '元，不小于 0，无此专业填 0 或留空；各专业合计即该单项工程的总造价'] as const),
  ...FEE_COLUMNS.map((c) => [c.header, '必填', '元，不小于 0；各项费用合计应与各专业合计一致（允许 0.5% 误差）'] as const),
  ...INDICATOR_COLUMNS.map((c) => [c.header, '选填', '按建筑面积计的单方含量，不小于 0；未测算可留空'] as const),
  [Col.scope, '选填', '工程范围说明'],
  [Col.attributes, '选填', '“名称:内容”，多项以分号分隔，如“外墙:真石漆;门窗:断桥铝合金”'],
];

function csvField(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The template as CSV text (with a BOM, so that Excel opens it as UTF-8). */
export function templateCsv(rows: readonly (readonly Cell[])[] = TEMPLATE_ROWS, headers: readonly string[] = TEMPLATE_HEADERS): string {
  const lines = [headers, ...rows].map((r) => r.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const AMOUNT_HEADERS = new Set([...SPECIALTY_COLUMNS, ...FEE_COLUMNS].map((c) => c.header));
const CHOICES: ReadonlyArray<readonly [string, readonly string[]]> = [
  [Col.use, BUILDING_USES],
  [Col.structure, STRUCTURES],
  [Col.foundation, FOUNDATION_TYPES],
  [Col.seismic, SEISMIC_INTENSITIES],
  [Col.decoration, DECORATION_STANDARDS],
  [Col.stage, PRICING_STAGES],
];
/** Rows of the data sheet that get the drop-down lists. */
const VALIDATED_ROWS = 500;

/** The template as an XLSX workbook: the data sheet (with drop-downs) and 填写说明. */
export function templateWorkbook(rows: readonly (readonly Cell[])[] = TEMPLATE_ROWS, headers: readonly string[] = TEMPLATE_HEADERS): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '造价指标网';
  workbook.created = new Date(Date.UTC(2026, 0, 1));
  const ws = workbook.addWorksheet('单项工程', { views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }] });
  ws.addRow([...headers]);
  for (const r of rows) ws.addRow([...r]);
  const header = ws.getRow(1);
  header.height = 36;
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FF0B2C63' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD0E0FA' } };
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF709FEC' } } };
  });
  headers.forEach((h, i) => {
    const column = ws.getColumn(i + 1);
    column.width = h === Col.attributes || h === Col.scope ? 48 : h === Col.project || h === Col.node ? 16 : Math.max(10, Math.min(20, h.length * 2 + 2));
    if (AMOUNT_HEADERS.has(h)) column.numFmt = '#,##0.00';
  });
  for (const [h, values] of CHOICES) {
    const col = headers.indexOf(h) + 1;
    if (col <= 0) continue;
    for (let r = 2; r <= VALIDATED_ROWS + 1; r++) {
      ws.getCell(r, col).dataValidation = {
        type: 'list',
        allowBlank: false,
        formulae: [`"${values.join(',')}"`],
        showErrorMessage: true,
        errorTitle: '输入有误',
        error: `请从下拉列表中选择${h}`,
      };
    }
  }
  const dateCol = headers.indexOf(Col.date) + 1;
  if (dateCol > 0) ws.getColumn(dateCol).numFmt = '@';

  const notes = workbook.addWorksheet('填写说明');
  notes.addRow(['列名', '是否必填', '说明']);
  for (const n of COLUMN_NOTES) notes.addRow([...n]);
  notes.addRow([]);
  notes.addRow(['导入命令', '', 'npm run import -- <文件.xlsx|文件.csv> [--dry-run]；任何一行有误则整份文件不导入，并列出全部错误（行、列、原因）']);
  notes.getRow(1).font = { bold: true };
  notes.getColumn(1).width = 24;
  notes.getColumn(2).width = 10;
  notes.getColumn(3).width = 90;
  return workbook;
}

/** Writes the XLSX template. */
export async function writeTemplateXlsx(file: string, rows?: readonly (readonly Cell[])[], headers?: readonly string[]): Promise<void> {
  await templateWorkbook(rows, headers).xlsx.writeFile(file);
}

/** Writes the template by the file's extension (.xlsx or .csv). */
export async function writeTemplate(file: string): Promise<void> {
  if (file.toLowerCase().endsWith('.csv')) await writeFile(file, templateCsv(), 'utf8');
  else await writeTemplateXlsx(file);
}
