/**
 * Validates the rows of an import file against the vocabularies, the regions and the rules of
 * the cost data, collecting every error (row, column, reason in Chinese), and groups the valid rows
 * into projects (rows with the same 项目名称 + 省份 + 城市 form one project).
 */
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
import { findCityByName, findProvinceByName } from '../regions';
import {
  Col,
  FEE_COLUMNS,
  FEE_RANGE,
  INDICATOR_COLUMNS,
  normalizeHeader,
  OPTIONAL_HEADERS,
  SPECIALTY_COLUMNS,
  SPECIALTY_RANGE,
  TEMPLATE_HEADERS,
} from './columns';
import type { CellValue, Sheet } from './read';

/** One entry of the error report: the row (as the spreadsheet numbers it), the column, the reason. */
export interface ImportIssue {
  /** Spreadsheet row number (header = 1); null for an error about the whole file. */
  readonly row: number | null;
  /** The template header of the column; null when the error is not about one column. */
  readonly column: string | null;
  readonly message: string;
}

export interface AmountLine {
  readonly code: string;
  readonly amount: number;
}

/** A valid row: one single project, ready to be written. */
export interface NodePlan {
  readonly row: number;
  readonly projectName: string;
  /** The stored name: the project name followed by the single project's name (某住宅小区1#楼). */
  readonly name: string;
  readonly provinceId: number;
  readonly cityId: number;
  readonly buildingUse: string;
  readonly structure: string;
  readonly floorsAbove: number;
  readonly floorsBelow: number;
  readonly heightM: number;
  readonly buildingArea: number;
  readonly aboveArea: number;
  readonly belowArea: number;
  readonly foundationType: string;
  readonly seismicIntensity: string;
  readonly decorationStandard: string;
  readonly pricingStage: string;
  /** YYYY-MM-DD and YYYYMM. */
  readonly priceDate: string;
  readonly priceMonth: number;
  /** The sum of the specialty amounts (元). */
  readonly totalCost: number;
  readonly specialties: readonly AmountLine[];
  readonly fees: readonly AmountLine[];
  readonly indicators: ReadonlyArray<{ readonly code: string; readonly value: number }>;
  readonly scope: string;
  readonly attributes: ReadonlyArray<{ readonly name: string; readonly value: string }>;
}

/** The valid rows of one project. */
export interface ProjectPlan {
  readonly name: string;
  readonly provinceId: number;
  readonly cityId: number;
  readonly nodes: readonly NodePlan[];
}

export interface Validation {
  readonly projects: readonly ProjectPlan[];
  readonly errors: readonly ImportIssue[];
  /** Not errors: e.g. columns that are not part of the template and were ignored. */
  readonly warnings: readonly string[];
  /** Data rows read (empty rows not counted). */
  readonly rowCount: number;
}

/** The composition sums must agree within this share. */
export const SUM_TOLERANCE = 0.005;
/** Limits of the stored text columns. */
const NAME_MAX = 100;
const SCOPE_MAX = 2000;

const FIRST_DATE = `${String(FIRST_PRICE_MONTH).slice(0, 4)}-${String(FIRST_PRICE_MONTH).slice(4)}`;
const LAST_DATE = `${String(LAST_PRICE_MONTH).slice(0, 4)}-${String(LAST_PRICE_MONTH).slice(4)}`;

// ------------------------------------------------------------------ cell parsing

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** A cell as text (numbers as written, dates as YYYY-MM-DD); '' for empty. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return isoDate(value);
  return String(value).trim();
}

function isoDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** A number cell (`1,234.5` accepted); null for empty; NaN when not a number. */
export function cellNumber(value: CellValue): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string') return NaN;
  const cleaned = value.replace(/[,，\s]/g, '');
  if (cleaned === '') return null;
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(cleaned)) return NaN;
  return Number(cleaned);
}

/** Excel's day serials of 1950 … 2099 (a date cell stored as a plain number). */
const SERIAL_MIN = 18264;
const SERIAL_MAX = 73050;

/** A date cell: YYYY-MM-DD (also / or . separators, or 2024年6月15日), a date, or an Excel serial. */
export function cellDate(value: CellValue): string | null {
  if (value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDate(value);
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < SERIAL_MIN || value > SERIAL_MAX) return null;
    return isoDate(new Date(Date.UTC(1899, 11, 30) + value * 86_400_000));
  }
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(String(value).trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return isoDate(date);
}

function formatAmount(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function listOf(values: readonly string[]): string {
  return values.join('、');
}

// ------------------------------------------------------------------ the row validator

/** Reads the cells of one row by header, recording errors. */
class RowReader {
  readonly errors: ImportIssue[] = [];

  constructor(
    readonly row: number,
    private readonly cells: readonly CellValue[],
    private readonly index: ReadonlyMap<string, number>,
  ) {}

  private raw(column: string): CellValue {
    const i = this.index.get(column);
    return i === undefined ? null : (this.cells[i] ?? null);
  }

  error(column: string | null, message: string): void {
    this.errors.push({ row: this.row, column, message });
  }

  text(column: string, options: { required?: boolean; max?: number } = {}): string {
    const value = cellText(this.raw(column));
    if (!value) {
      if (options.required) this.error(column, '不能为空');
      return '';
    }
    if (options.max !== undefined && value.length > options.max) this.error(column, `长度不能超过 ${options.max} 个字符`);
    return value;
  }

  choice(column: string, allowed: readonly string[], kind: string, normalize: (v: string) => string = (v) => v): string {
    const value = this.text(column, { required: true });
    if (!value) return '';
    const normalized = normalize(value);
    if (!allowed.includes(normalized)) {
      this.error(column, `“${value}”不是有效的${kind}，可选：${listOf(allowed)}`);
      return '';
    }
    return normalized;
  }

  /**
   * A number: `min` is inclusive unless `positive`; `integer` for storeys. Empty cells are an error
   * when required, 0 for optional amounts (`emptyAsZero`), null otherwise.
   */
  number(
    column: string,
    options: { required?: boolean; positive?: boolean; integer?: boolean; max?: number; emptyAsZero?: boolean } = {},
  ): number | null {
    const raw = this.raw(column);
    const value = cellNumber(raw);
    if (value === null) {
      if (options.emptyAsZero) return 0;
      if (options.required) this.error(column, '不能为空');
      return null;
    }
    if (Number.isNaN(value)) {
      this.error(column, `“${cellText(raw)}”不是有效的数字`);
      return null;
    }
    if (options.integer && !Number.isInteger(value)) {
      this.error(column, '应为整数');
      return null;
    }
    if (options.positive ? value <= 0 : value < 0) {
      this.error(column, options.positive ? '应为大于 0 的数' : '不能为负数');
      return null;
    }
    if (options.max !== undefined && value > options.max) {
      this.error(column, `不能大于 ${options.max}`);
      return null;
    }
    return value;
  }

  date(column: string): { date: string; month: number } | null {
    const raw = this.raw(column);
    if (raw === null) {
      this.error(column, '不能为空');
      return null;
    }
    const date = cellDate(raw);
    if (!date) {
      this.error(column, `“${cellText(raw)}”不是有效的日期，格式应为 YYYY-MM-DD`);
      return null;
    }
    const month = Number(date.slice(0, 4)) * 100 + Number(date.slice(5, 7));
    if (month < FIRST_PRICE_MONTH || month > LAST_PRICE_MONTH) {
      this.error(column, `计价日期应在 ${FIRST_DATE} 至 ${LAST_DATE} 之间`);
      return null;
    }
    return { date, month };
  }
}

/** `外墙:真石漆;门窗:断桥铝合金` → [{外墙, 真石漆}, {门窗, 断桥铝合金}]; null when malformed. */
export function parseAttributes(text: string): Array<{ name: string; value: string }> | null {
  const out: Array<{ name: string; value: string }> = [];
  for (const part of text.split(/[;；\n]/)) {
    const item = part.trim();
    if (!item) continue;
    const m = /^([^:：]+)[:：](.+)$/.exec(item);
    if (!m) return null;
    const name = m[1]!.trim();
    const value = m[2]!.trim();
    if (!name || !value || name.length > 20 || value.length > 200) return null;
    out.push({ name, value });
  }
  return out;
}

function normalizeSeismic(value: string): string {
  const v = value.replace(/\s+/g, '');
  return /^[6-9]$/.test(v) ? `${v}度` : v;
}

function validateRow(reader: RowReader): NodePlan | null {
  const projectName = reader.text(Col.project, { required: true, max: NAME_MAX });
  const nodeName = reader.text(Col.node, { required: true, max: NAME_MAX });

  // Region: the province by short or full name, the city inside it.
  const provinceText = reader.text(Col.province, { required: true });
  const cityText = reader.text(Col.city, { required: true });
  let provinceId = 0;
  let cityId = 0;
  if (provinceText) {
    const province = findProvinceByName(provinceText);
    if (!province) reader.error(Col.province, `无法识别的省份“${provinceText}”`);
    else {
      provinceId = province.areaid;
      if (cityText) {
        const city = findCityByName(province.areaid, cityText);
        if (!city) reader.error(Col.city, `“${cityText}”不是${province.name}的城市`);
        else cityId = city.areaid;
      }
    }
  }

  const buildingUse = reader.choice(Col.use, BUILDING_USES, '建筑用途');
  const structure = reader.choice(Col.structure, STRUCTURES, '结构形式');
  const floorsAbove = reader.number(Col.floorsAbove, { required: true, integer: true, max: 200 });
  const floorsBelow = reader.number(Col.floorsBelow, { required: true, integer: true, max: 20 });
  if (floorsAbove === 0 && floorsBelow === 0) reader.error(Col.floorsAbove, '地上层数与地下层数不能同时为 0');
  // Buildings above ground have a height; an underground garage may give 0.
  const heightM = reader.number(Col.height, { required: true, positive: floorsAbove !== 0, max: 700 });
  const buildingArea = reader.number(Col.area, { required: true, positive: true });
  const aboveArea = reader.number(Col.aboveArea, { required: true });
  const belowArea = reader.number(Col.belowArea, { required: true });
  if (buildingArea !== null && aboveArea !== null && belowArea !== null) {
    const sum = aboveArea + belowArea;
    if (Math.abs(sum - buildingArea) > SUM_TOLERANCE * buildingArea) {
      reader.error(Col.area, `地上面积与地下面积之和（${formatAmount(sum)} m²）与建筑面积（${formatAmount(buildingArea)} m²）不一致`);
    }
  }
  const foundationType = reader.choice(Col.foundation, FOUNDATION_TYPES, '基础形式');
  const seismicIntensity = reader.choice(Col.seismic, SEISMIC_INTENSITIES, '抗震设防烈度', normalizeSeismic);
  const decorationStandard = reader.choice(Col.decoration, DECORATION_STANDARDS, '装修标准');
  const pricingStage = reader.choice(Col.stage, PRICING_STAGES, '计价阶段');
  const priced = reader.date(Col.date);

  const specialties: AmountLine[] = [];
  let specialtiesOk = true;
  for (const c of SPECIALTY_COLUMNS) {
    const amount = reader.number(c.header, { emptyAsZero: true });
    if (amount === null) specialtiesOk = false;
    else if (amount > 0) specialties.push({ code: c.code, amount });
  }
  const fees: AmountLine[] = [];
  let feesOk = true;
  for (const c of FEE_COLUMNS) {
    const amount = reader.number(c.header, { emptyAsZero: true });
    if (amount === null) feesOk = false;
    else if (amount > 0) fees.push({ code: c.code, amount });
  }
  const totalCost = specialties.reduce((s, l) => s + l.amount, 0);
  const feeTotal = fees.reduce((s, l) => s + l.amount, 0);
  if (specialtiesOk && totalCost <= 0) reader.error(SPECIALTY_RANGE, '各专业造价合计应大于 0');
  if (specialtiesOk && feesOk && totalCost > 0) {
    if (feeTotal <= 0) reader.error(FEE_RANGE, '各项费用合计应大于 0');
    else if (Math.abs(feeTotal - totalCost) > SUM_TOLERANCE * totalCost) {
      const gap = ((Math.abs(feeTotal - totalCost) / totalCost) * 100).toFixed(2);
      reader.error(
        FEE_RANGE,
        `各项费用合计（${formatAmount(feeTotal)} 元）与各专业造价合计（${formatAmount(totalCost)} 元）相差 ${gap}%，超过 0.5%`,
      );
    }
  }

  const indicators: Array<{ code: string; value: number }> = [];
  for (const c of INDICATOR_COLUMNS) {
    const value = reader.number(c.header);
    if (value !== null) indicators.push({ code: c.code, value });
  }

  const scope = reader.text(Col.scope, { max: SCOPE_MAX });
  const attributesText = reader.text(Col.attributes);
  let attributes: Array<{ name: string; value: string }> = [];
  if (attributesText) {
    const parsed = parseAttributes(attributesText);
    if (!parsed) reader.error(Col.attributes, '格式应为“名称:内容”，多项以分号分隔，如“外墙:真石漆;门窗:断桥铝合金”');
    else attributes = parsed;
  }

  const name = nodeName.startsWith(projectName) ? nodeName : `${projectName}${nodeName}`;
  if (projectName && nodeName && nodeName.length <= NAME_MAX && name.length > NAME_MAX) {
    reader.error(Col.node, `项目名称与单项工程名称合计不能超过 ${NAME_MAX} 个字符`);
  }

  if (reader.errors.length > 0 || !priced) return null;
  return {
    row: reader.row,
    projectName,
    name,
    provinceId,
    cityId,
    buildingUse,
    structure,
    floorsAbove: floorsAbove!,
    floorsBelow: floorsBelow!,
    heightM: heightM!,
    buildingArea: buildingArea!,
    aboveArea: aboveArea!,
    belowArea: belowArea!,
    foundationType,
    seismicIntensity,
    decorationStandard,
    pricingStage,
    priceDate: priced.date,
    priceMonth: priced.month,
    totalCost,
    specialties,
    fees,
    indicators,
    scope,
    attributes,
  };
}

// ------------------------------------------------------------------ the sheet

/** Maps the file's headers to the template's; reports missing, duplicated and unknown columns. */
function mapHeaders(headers: readonly string[]): { index: Map<string, number>; errors: ImportIssue[]; warnings: string[] } {
  const known = new Map(TEMPLATE_HEADERS.map((h) => [normalizeHeader(h), h]));
  const index = new Map<string, number>();
  const errors: ImportIssue[] = [];
  const unknown: string[] = [];
  headers.forEach((text, i) => {
    if (!text) return;
    const header = known.get(normalizeHeader(text));
    if (!header) unknown.push(text);
    else if (index.has(header)) errors.push({ row: 1, column: header, message: '该列重复出现' });
    else index.set(header, i);
  });
  for (const header of TEMPLATE_HEADERS) {
    if (!index.has(header) && !OPTIONAL_HEADERS.has(header)) errors.push({ row: 1, column: header, message: '缺少该列' });
  }
  const warnings = unknown.length > 0 ? [`已忽略模板以外的列：${unknown.join('、')}`] : [];
  return { index, errors, warnings };
}

/** Validates every row and groups the valid ones into projects. */
export function validateSheet(sheet: Sheet): Validation {
  const { index, errors, warnings } = mapHeaders(sheet.headers);
  const rowCount = sheet.rows.length;
  if (errors.length > 0) return { projects: [], errors, warnings, rowCount };
  if (rowCount === 0) return { projects: [], errors: [{ row: null, column: null, message: '文件中没有数据行' }], warnings, rowCount };

  const all: ImportIssue[] = [];
  const projects = new Map<string, { name: string; provinceId: number; cityId: number; nodes: NodePlan[] }>();
  for (const { row, cells } of sheet.rows) {
    const reader = new RowReader(row, cells, index);
    const node = validateRow(reader);
    all.push(...reader.errors);
    if (!node) continue;
    const key = `${node.projectName}\u0000${node.provinceId}\u0000${node.cityId}`;
    let project = projects.get(key);
    if (!project) {
      project = { name: node.projectName, provinceId: node.provinceId, cityId: node.cityId, nodes: [] };
      projects.set(key, project);
    }
    // One project: one pricing stage and date; distinct single-project names.
    const first = project.nodes[0];
    if (first && first.pricingStage !== node.pricingStage) {
      all.push({ row, column: Col.stage, message: `同一项目的计价阶段应一致（第 ${first.row} 行为“${first.pricingStage}”）` });
      continue;
    }
    if (first && first.priceDate !== node.priceDate) {
      all.push({ row, column: Col.date, message: `同一项目的计价日期应一致（第 ${first.row} 行为 ${first.priceDate}）` });
      continue;
    }
    const twin = project.nodes.find((n) => n.name === node.name);
    if (twin) {
      all.push({ row, column: Col.node, message: `与第 ${twin.row} 行的单项工程名称重复` });
      continue;
    }
    project.nodes.push(node);
  }
  all.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { projects: all.length > 0 ? [] : [...projects.values()], errors: all, warnings, rowCount };
}
