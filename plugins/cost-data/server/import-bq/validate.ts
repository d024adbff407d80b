/**
 * Validates the bill sheets of a workbook (清单, 定额, 人材机) against the item catalogue of one
 * measurement standard and the rules of a priced bill, collecting every error (sheet, row, column,
 * reason in Chinese):
 * - rows without 项目编码, 计量单位 and 工程量 (分部 headings, 小计 / 合计 rows of an export) are skipped;
 * - 项目编码: 12 digits, unique in the bill, its 9-digit prefix an item of the standard's catalogue;
 * - 计量单位: the catalogue's unit (one of them where it offers a choice, e.g. 樘/m²);
 * - every number finite, in its bounds, money to the cent (two decimals at most);
 * - 人工费 + 材料费 + 机械费 + 管理费 + 利润 + 风险费用 = 综合单价 to the cent (总价措施, section 011707,
 *   may leave the composition empty);
 * - 合价 = 工程量 × 综合单价 rounded to the cent (one cent of rounding tolerated);
 * - each item (but a 总价措施) has at least one norm line; every norm and resource line names an item
 *   of the 清单 sheet (an empty 项目编码 continues the item of the row above);
 * - resource lines: 合价 = 数量 × 单价 to the cent (one cent tolerated), and where an item has them,
 *   Σ 合价 of its 人工 lines = 人工费, of its 材料/主材/设备 lines = 材料费, of its 机械 lines = 机械费,
 *   to the cent.
 */
import { RESOURCE_KINDS } from '../bq/model';
import { cellNumber, cellText } from '../import/validate';
import type { CellValue, Sheet } from '../import/read';
import {
  ITEM_HEADERS,
  ITEM_OPTIONAL,
  ItemCol,
  LUMP_SECTION,
  NORM_HEADERS,
  NORM_OPTIONAL,
  NormCol,
  NUMBER_MAX,
  normalizeBqHeader,
  PART_RANGE,
  RESOURCE_HEADERS,
  RESOURCE_OPTIONAL,
  ResourceCol,
  Sheets,
  TEXT_MAX,
} from './layout';

/** One entry of the error report. */
export interface BqImportIssue {
  /** The worksheet; null for an error about the whole file. */
  readonly sheet: string | null;
  /** Spreadsheet row number; null when the error is not about one row. */
  readonly row: number | null;
  /** The header of the column; null when the error is not about one column. */
  readonly column: string | null;
  readonly message: string;
}

/** A national item of the catalogue, as the validator needs it. */
export interface CatalogueCode {
  readonly name: string;
  readonly unit: string;
  readonly specialty: string;
  readonly part: string;
}

/** The parts of a 综合单价, in cents. */
export interface PartsCents {
  readonly labour: number;
  readonly material: number;
  readonly machine: number;
  readonly management: number;
  readonly profit: number;
  readonly risk: number;
}

export interface NormPlan {
  readonly row: number;
  readonly code: string;
  readonly name: string;
  readonly unit: string;
  /** Norm units per unit of the item (数量). */
  readonly per: number;
}

export interface ResourcePlan {
  readonly row: number;
  readonly kind: string;
  readonly code: string;
  readonly name: string;
  readonly spec: string;
  readonly unit: string;
  readonly per: number;
  readonly price: number;
  /** 合价 for one unit of the item, cents. */
  readonly amountCents: number;
}

export interface ItemPlan {
  readonly row: number;
  readonly code: string;
  readonly code9: string;
  readonly name: string;
  /** 项目特征, one per line, numbering removed. */
  readonly features: string;
  readonly unit: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly amountCents: number;
  readonly parts: PartsCents;
  readonly part: 'sub' | 'measure' | 'lump';
  readonly specialty: string;
  readonly norms: NormPlan[];
  readonly resources: ResourcePlan[];
}

export interface BillValidation {
  readonly items: readonly ItemPlan[];
  readonly errors: readonly BqImportIssue[];
  readonly warnings: readonly string[];
}

const STANDARD_NAMES: Readonly<Record<string, string>> = { '2013': 'GB 50854-2013', '2024': 'GB/T 50854-2024' };
export const standardName = (standard: string) => STANDARD_NAMES[standard] ?? standard;

/** A unit as people type it: m2/㎡ → m², m3 → m³, no spaces. */
export function normalizeUnit(text: string): string {
  return text.replace(/\s+/g, '').replace(/㎡|m2/g, 'm²').replace(/m3/g, 'm³');
}

/** A 12-digit code typed as a number loses its leading 0 (010101001001 → 10101001001): restored. */
export function cellCode(value: CellValue): string {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1e12) return String(value).padStart(12, '0');
  return cellText(value).replace(/\s+/g, '');
}

/** 项目特征 lines without their numbering (`1.`, `2、`, `(3)`), empty lines dropped. */
export function normalizeFeatures(text: string): string {
  return text
    .split(/\r?\n|；|;/)
    .map((line) => line.trim().replace(/^(\d+[.、．)）]|[(（]\d+[)）])\s*/, '').trim())
    .filter(Boolean)
    .join('\n');
}

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** Reads the cells of one row by header, collecting its errors. */
class Row {
  readonly errors: BqImportIssue[] = [];
  constructor(
    readonly sheet: string,
    readonly row: number,
    private readonly cells: readonly CellValue[],
    private readonly index: ReadonlyMap<string, number>,
  ) {}

  raw(column: string): CellValue {
    const i = this.index.get(column);
    return i === undefined ? null : (this.cells[i] ?? null);
  }

  error(column: string | null, message: string): void {
    this.errors.push({ sheet: this.sheet, row: this.row, column, message });
  }

  text(column: string, max: number, required: boolean): string {
    const value = cellText(this.raw(column));
    if (!value) {
      if (required) this.error(column, '不能为空');
      return '';
    }
    if (value.length > max) {
      this.error(column, `长度不能超过 ${max} 个字符`);
      return '';
    }
    return value;
  }

  /** A finite number in (0 or more, up to max]; null (with its error) otherwise or when empty and required. */
  number(column: string, options: { max: number; positive?: boolean; required?: boolean; emptyAsZero?: boolean }): number | null {
    const raw = this.raw(column);
    const value = cellNumber(raw);
    if (value === null) {
      if (options.emptyAsZero) return 0;
      if (options.required ?? true) this.error(column, '不能为空');
      return null;
    }
    if (!Number.isFinite(value)) {
      this.error(column, `“${cellText(raw)}”不是有效的数字`);
      return null;
    }
    if (options.positive ? value <= 0 : value < 0) {
      this.error(column, options.positive ? '应为大于 0 的数' : '不能为负数');
      return null;
    }
    if (value > options.max) {
      this.error(column, `不能大于 ${options.max.toLocaleString('zh-CN')}`);
      return null;
    }
    return value;
  }

  /** Money to the cent: in cents, refused with more than two decimals. */
  cents(column: string, options: { max: number; positive?: boolean; required?: boolean; emptyAsZero?: boolean }): number | null {
    const value = this.number(column, options);
    if (value === null) return null;
    const cents = Math.round(value * 100);
    if (Math.abs(value * 100 - cents) > 1e-6) {
      this.error(column, `“${cellText(this.raw(column))}”应精确到分（最多两位小数）`);
      return null;
    }
    return cents;
  }
}

/** Maps a sheet's headers to the layout's; missing required columns and duplicates are errors on the header row. */
function mapHeaders(
  sheetName: string,
  sheet: Sheet & { headerRow: number },
  headers: readonly string[],
  optional: ReadonlySet<string>,
): { index: Map<string, number>; errors: BqImportIssue[]; ignored: string[] } {
  const known = new Map(headers.map((h) => [normalizeBqHeader(h), h]));
  const index = new Map<string, number>();
  const errors: BqImportIssue[] = [];
  const ignored: string[] = [];
  sheet.headers.forEach((text, i) => {
    if (!text) return;
    const header = known.get(normalizeBqHeader(text));
    if (!header) ignored.push(text);
    else if (index.has(header)) errors.push({ sheet: sheetName, row: sheet.headerRow, column: header, message: '该列重复出现' });
    else index.set(header, i);
  });
  for (const header of headers) {
    if (!index.has(header) && !optional.has(header)) errors.push({ sheet: sheetName, row: sheet.headerRow, column: header, message: '缺少该列' });
  }
  return { index, errors, ignored };
}

export interface BillSheets {
  readonly items: (Sheet & { headerRow: number }) | null;
  readonly norms: (Sheet & { headerRow: number }) | null;
  readonly resources: (Sheet & { headerRow: number }) | null;
}

/** Parts of a row: the material class of a resource kind (材料, 主材 and 设备 make 材料费). */
const classOf = (kind: string): 'labour' | 'material' | 'machine' => (kind === '人工' ? 'labour' : kind === '机械' ? 'machine' : 'material');
const CLASS_NAMES = { labour: '人工费', material: '材料费', machine: '机械费' } as const;
const KIND_OF_CLASS = { labour: '人工', material: '材料、主材、设备', machine: '机械' } as const;

/**
 * Validates the bill sheets for one standard. `lookup(code9)` answers the catalogue item of the
 * standard, or undefined.
 */
export function validateBill(sheets: BillSheets, standard: string, lookup: (code9: string) => CatalogueCode | undefined): BillValidation {
  const errors: BqImportIssue[] = [];
  const warnings: string[] = [];
  if (!sheets.items) {
    errors.push({ sheet: Sheets.items, row: null, column: null, message: `缺少工作表“${Sheets.items}”（或其表头行：应含“${ItemCol.code}”列）` });
  }
  if (!sheets.norms) {
    errors.push({ sheet: Sheets.norms, row: null, column: null, message: `缺少工作表“${Sheets.norms}”（或其表头行：应含“${NormCol.code}”列）` });
  }
  if (!sheets.items || !sheets.norms) return { items: [], errors, warnings };

  const itemHeads = mapHeaders(Sheets.items, sheets.items, ITEM_HEADERS, ITEM_OPTIONAL);
  const normHeads = mapHeaders(Sheets.norms, sheets.norms, NORM_HEADERS, NORM_OPTIONAL);
  const resHeads = sheets.resources ? mapHeaders(Sheets.resources, sheets.resources, RESOURCE_HEADERS, RESOURCE_OPTIONAL) : null;
  errors.push(...itemHeads.errors, ...normHeads.errors, ...(resHeads?.errors ?? []));
  for (const [name, heads] of [[Sheets.items, itemHeads], [Sheets.norms, normHeads], [Sheets.resources, resHeads]] as const) {
    if (heads && heads.ignored.length > 0) warnings.push(`工作表“${name}”：已忽略模板以外的列：${heads.ignored.join('、')}`);
  }
  if (errors.length > 0) return { items: [], errors, warnings };
  if (sheets.items.rows.length === 0) return { items: [], errors: [{ sheet: Sheets.items, row: null, column: null, message: '清单中没有数据行' }], warnings };

  // 1. The items.
  const items: ItemPlan[] = [];
  const byCode = new Map<string, ItemPlan>();
  const codeRows = new Map<string, number>();
  const std = standardName(standard);
  let headings = 0;
  for (const { row, cells } of sheets.items.rows) {
    const r = new Row(Sheets.items, row, cells, itemHeads.index);
    const code = cellCode(r.raw(ItemCol.code));
    // A heading (分部 title such as 土石方工程) or a subtotal row (小计, 合计) as software exports them:
    // no code, no unit, no quantity. Skipped.
    if (!code && !cellText(r.raw(ItemCol.unit)) && !cellText(r.raw(ItemCol.quantity))) {
      headings++;
      continue;
    }
    let entry: CatalogueCode | undefined;
    if (!code) r.error(ItemCol.code, '不能为空');
    else if (!/^\d{12}$/.test(code)) r.error(ItemCol.code, `“${code}”不是 12 位数字的项目编码`);
    else {
      entry = lookup(code.slice(0, 9));
      if (!entry) r.error(ItemCol.code, `清单编码 ${code.slice(0, 9)} 不在 ${std} 清单规范中`);
      const twin = codeRows.get(code);
      if (twin !== undefined) r.error(ItemCol.code, `与第 ${twin} 行的项目编码重复（同一清单中项目编码应唯一）`);
      else codeRows.set(code, row);
    }
    const name = r.text(ItemCol.name, TEXT_MAX.name, true);
    const featuresText = r.text(ItemCol.features, TEXT_MAX.features, false);
    const unitText = r.text(ItemCol.unit, TEXT_MAX.unit, true);
    const unit = normalizeUnit(unitText);
    if (entry && unit) {
      const allowed = entry.unit.split('/').map(normalizeUnit);
      if (!allowed.includes(unit)) r.error(ItemCol.unit, `计量单位“${unitText}”与 ${std} 中 ${code.slice(0, 9)} ${entry.name}的计量单位“${entry.unit}”不一致`);
    }
    const quantity = r.number(ItemCol.quantity, { max: NUMBER_MAX.quantity, positive: true });
    const unitPrice = r.cents(ItemCol.unitPrice, { max: NUMBER_MAX.unitPrice, positive: true });
    const amount = r.cents(ItemCol.amount, { max: NUMBER_MAX.quantity * NUMBER_MAX.unitPrice });
    const lump = code.startsWith(LUMP_SECTION);
    const partCells = [ItemCol.labour, ItemCol.material, ItemCol.machine, ItemCol.management, ItemCol.profit, ItemCol.risk] as const;
    const empty = partCells.every((c) => cellText(r.raw(c)) === '');
    const values = partCells.map((c) =>
      r.cents(c, { max: NUMBER_MAX.unitPrice, required: !lump && c !== ItemCol.risk, emptyAsZero: lump || c === ItemCol.risk }),
    );
    if (unitPrice !== null && values.every((v) => v !== null) && !(lump && empty)) {
      const sum = (values as number[]).reduce((a, b) => a + b, 0);
      if (sum !== unitPrice) {
        r.error(PART_RANGE, `人工费、材料费、机械费、管理费、利润、风险费用之和 ${yuan(sum)} 元与综合单价 ${yuan(unitPrice)} 元不一致（相差 ${yuan(Math.abs(sum - unitPrice))} 元）`);
      }
    }
    if (quantity !== null && unitPrice !== null && amount !== null) {
      const expected = Math.round((Math.round(quantity * 10000) * unitPrice) / 10000);
      if (Math.abs(expected - amount) > 1) {
        r.error(ItemCol.amount, `合价 ${yuan(amount)} 元应等于工程量 × 综合单价 = ${yuan(expected)} 元`);
      }
    }
    if (lump && unit && unit !== '项') r.error(ItemCol.unit, '总价措施项目的计量单位应为“项”');
    errors.push(...r.errors);
    if (r.errors.length > 0 || !entry) continue;
    const [labour, material, machine, management, profit, risk] = values as number[];
    const plan: ItemPlan = {
      row,
      code,
      code9: code.slice(0, 9),
      name,
      features: normalizeFeatures(featuresText),
      unit,
      quantity: quantity!,
      unitPriceCents: unitPrice!,
      amountCents: amount!,
      parts: { labour: labour!, material: material!, machine: machine!, management: management!, profit: profit!, risk: risk! },
      part: lump ? 'lump' : entry.part === 'measure' ? 'measure' : 'sub',
      specialty: entry.specialty,
      norms: [],
      resources: [],
    };
    items.push(plan);
    byCode.set(code, plan);
  }

  if (headings > 0) warnings.push(`工作表“${Sheets.items}”：已跳过 ${headings} 行标题或小计行（无项目编码、计量单位和工程量）`);
  if (items.length === 0 && errors.length === 0) errors.push({ sheet: Sheets.items, row: null, column: null, message: '清单中没有清单项目' });

  /** The item a line belongs to: its 项目编码, or the one of the row above when empty. */
  const owner = (r: Row, column: string, previous: string | null): { code: string | null; item: ItemPlan | undefined } => {
    const code = cellCode(r.raw(column)) || previous;
    if (!code) {
      r.error(column, '不能为空（第一条须写明所属清单的项目编码）');
      return { code: null, item: undefined };
    }
    const item = byCode.get(code);
    if (!item && !codeRows.has(code)) r.error(column, `项目编码 ${code} 不在“${Sheets.items}”工作表中`);
    return { code, item };
  };

  // 2. The norm lines.
  let previous: string | null = null;
  for (const { row, cells } of sheets.norms.rows) {
    const r = new Row(Sheets.norms, row, cells, normHeads.index);
    const { code, item } = owner(r, NormCol.item, previous);
    previous = code;
    const normCode = r.text(NormCol.code, TEXT_MAX.normCode, true);
    const name = r.text(NormCol.name, TEXT_MAX.name, true);
    const unit = normalizeUnit(r.text(NormCol.unit, TEXT_MAX.unit, true));
    const per = r.number(NormCol.per, { max: NUMBER_MAX.per, positive: true });
    errors.push(...r.errors);
    if (r.errors.length > 0 || !item) continue;
    item.norms.push({ row, code: normCode, name, unit, per: per! });
  }

  // 3. The resource lines.
  if (sheets.resources && resHeads) {
    previous = null;
    for (const { row, cells } of sheets.resources.rows) {
      const r = new Row(Sheets.resources, row, cells, resHeads.index);
      const { code, item } = owner(r, ResourceCol.item, previous);
      previous = code;
      const kindText = r.text(ResourceCol.kind, 4, true);
      const kind = kindText.replace(/费$/, '');
      if (kindText && !(RESOURCE_KINDS as readonly string[]).includes(kind)) r.error(ResourceCol.kind, `“${kindText}”不是有效的类别，可选：${RESOURCE_KINDS.join('、')}`);
      const resourceCode = r.text(ResourceCol.code, TEXT_MAX.resourceCode, true);
      const name = r.text(ResourceCol.name, TEXT_MAX.name, true);
      const spec = r.text(ResourceCol.spec, TEXT_MAX.spec, false);
      const unit = normalizeUnit(r.text(ResourceCol.unit, TEXT_MAX.unit, true));
      const per = r.number(ResourceCol.per, { max: NUMBER_MAX.per, positive: true });
      const price = r.number(ResourceCol.price, { max: NUMBER_MAX.price });
      const amount = r.cents(ResourceCol.amount, { max: NUMBER_MAX.price * NUMBER_MAX.per });
      if (per !== null && price !== null && amount !== null) {
        const expected = Math.round(per * price * 100);
        if (Math.abs(expected - amount) > 1) r.error(ResourceCol.amount, `合价 ${yuan(amount)} 元应等于数量 × 单价 = ${yuan(expected)} 元`);
      }
      if (item && item.part === 'lump') r.error(ResourceCol.item, '总价措施项目没有人材机明细');
      errors.push(...r.errors);
      if (r.errors.length > 0 || !item) continue;
      item.resources.push({ row, kind, code: resourceCode, name, spec, unit, per: per!, price: price!, amountCents: amount! });
    }
  }

  // 4. Per item: norms present; resource lines adding up to the direct costs.
  for (const item of items) {
    if (item.part !== 'lump' && item.norms.length === 0) {
      errors.push({ sheet: Sheets.items, row: item.row, column: ItemCol.code, message: `项目 ${item.code} 在“${Sheets.norms}”工作表中没有定额子目` });
    }
    if (item.resources.length === 0) continue;
    const sums = { labour: 0, material: 0, machine: 0 };
    for (const line of item.resources) sums[classOf(line.kind)] += line.amountCents;
    for (const cls of ['labour', 'material', 'machine'] as const) {
      if (sums[cls] !== item.parts[cls]) {
        errors.push({
          sheet: Sheets.items,
          row: item.row,
          column: CLASS_NAMES[cls],
          message: `${CLASS_NAMES[cls]} ${yuan(item.parts[cls])} 元与“${Sheets.resources}”工作表中该项目${KIND_OF_CLASS[cls]}合价之和 ${yuan(sums[cls])} 元不一致`,
        });
      }
    }
  }
  errors.sort((a, b) => sheetOrder(a.sheet) - sheetOrder(b.sheet) || (a.row ?? 0) - (b.row ?? 0));
  return { items: errors.length > 0 ? [] : items, errors, warnings };
}

const ORDER = [Sheets.info, Sheets.node, Sheets.items, Sheets.norms, Sheets.resources] as string[];
export function sheetOrder(sheet: string | null): number {
  return sheet === null ? -1 : ORDER.indexOf(sheet);
}
