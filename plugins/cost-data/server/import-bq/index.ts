/**
 * 导入工程量清单计价 (a real priced bill of quantities): reads an XLSX workbook in the layout of
 * ./layout.ts (sheets 工程信息, 单项工程, 清单, 定额, 人材机; docs/data.md "Importing a priced bill"),
 * attaches the bill to one single project (an existing one named by its 编号, or the one of the
 * 单项工程 sheet, imported in the same run), validates every row, and writes all of it in one
 * transaction, or nothing when anything is wrong. Used by `npm run import -- --bq` and the tests.
 *
 * The fee rule (as for the generated bills, whose single projects' fees are derived from their
 * bill): the single project's 分部分项工程费 must equal the Σ 合价 of the bill's 分部分项 items and
 * its 措施项目费 the Σ 合价 of the 单价措施 and 总价措施 items, to the cent. Its other fee lines, its
 * total and its specialty composition stay as they are (they already add up, to the single-project
 * importer's rules), so every total of the single project still agrees with its bill. With
 * `deriveFees` (`--derive-fees`) a difference is not an error: those two fee lines are derived from
 * the bill and the tax, the total and the specialty composition with them (./fees.ts), and the
 * summary's warnings say what changed.
 */
import type { Kysely } from 'kysely';
import { BID_NODE_TABLE, BQ_CODE_TABLE, COST_ITEM_TABLE } from '../../shared/tables';
import { loadCatalogue } from '../bq/catalogue';
import { standardOfMonth, STANDARD_2024_FROM_MONTH, type BqStandard } from '../bq/model';
import { findAlreadyImported } from '../import/commit';
import { normalizeHeader } from '../import/columns';
import { cellText, validateSheet, type ProjectPlan } from '../import/validate';
import type { WriterDialect } from '../writer';
import { BillExists, billSize, commitBill, type BillTarget } from './commit';
import { deriveFees } from './fees';
import { InfoKey, ItemCol, NormCol, ResourceCol, Sheets, normalizeBqHeader, normalizeSheetName } from './layout';
import { keyValues, readBqFile, tableOf, type Workbook } from './read';
import { validateBill, sheetOrder, type BqImportIssue, type CatalogueCode, type ItemPlan } from './validate';

export interface BqImportTarget {
  readonly db: Kysely<any>;
  readonly dialect: WriterDialect;
}

export interface BqImportOptions {
  /** Validate and report only; write nothing. */
  readonly dryRun?: boolean;
  /** created_at of a single project imported with the bill (ms); default now. */
  readonly now?: number;
  /**
   * Instead of refusing a bill whose sums differ from the single project's 分部分项工程费 and
   * 措施项目费, derive those from the bill (and the tax, total and specialty composition with them;
   * ./fees.ts), as the generated billed single projects are.
   */
  readonly deriveFees?: boolean;
}

export interface BqImportSummary {
  readonly ok: boolean;
  readonly dryRun: boolean;
  readonly written: boolean;
  /** '2013' or '2024' (null when it could not be told). */
  readonly standard: string | null;
  /** Items, norm lines and resource lines of the (valid) bill. */
  readonly items: number;
  readonly norms: number;
  readonly resources: number;
  /** Σ 合价 of the items, 元. */
  readonly total: number;
  /** The single project the bill went to (null for a dry run with a new single project, or on errors). */
  readonly bidNodeId: number | null;
  /** The project written with it (a new single project), else null. */
  readonly projectId: number | null;
  readonly itemIds: readonly number[];
  readonly errors: readonly BqImportIssue[];
  readonly warnings: readonly string[];
}

const STANDARD_ALIASES: Readonly<Record<string, BqStandard>> = {
  '2013': '2013',
  GB508542013: '2013',
  '2024': '2024',
  GBT508542024: '2024',
};

/** 清单规范 as typed: 2013, GB 50854-2013, GB/T 50854-2024 … */
export function parseStandard(text: string): BqStandard | null {
  return STANDARD_ALIASES[text.toUpperCase().replace(/[\s/\-—]/g, '')] ?? null;
}

/** Where the bill goes, what it copies, and the fee lines it must reconcile with. */
interface ResolvedTarget extends BillTarget {
  readonly bidNodeId: number | null;
  readonly label: string;
  /** Fee and specialty line code → cents. */
  readonly fees: ReadonlyMap<string, number>;
  readonly specialties: ReadonlyMap<string, number>;
}

async function resolveTarget(
  db: Kysely<any>,
  workbook: Workbook,
  errors: BqImportIssue[],
): Promise<{ target: ResolvedTarget | null; nodePlan: ProjectPlan | null; stated: { standard: BqStandard; row: number } | null }> {
  const info = workbook.get(Sheets.info);
  const values = info ? keyValues(info) : new Map();
  const nodeRef = values.get(InfoKey.node);
  const nodeText = nodeRef ? cellText(nodeRef.value) : '';
  const standardRef = values.get(InfoKey.standard);
  const standardText = standardRef ? cellText(standardRef.value) : '';
  let stated: { standard: BqStandard; row: number } | null = null;
  if (standardText) {
    const standard = parseStandard(standardText);
    if (!standard) errors.push({ sheet: Sheets.info, row: standardRef!.row, column: InfoKey.standard, message: `“${standardText}”不是有效的清单规范，可选：GB 50854-2013、GB/T 50854-2024` });
    else stated = { standard, row: standardRef!.row };
  }
  const nodeSheet = workbook.get(Sheets.node);

  if (nodeSheet) {
    if (nodeText) {
      errors.push({ sheet: Sheets.info, row: nodeRef!.row, column: InfoKey.node, message: `已有“${Sheets.node}”工作表（新导入的单项工程）时，单项工程编号应留空` });
      return { target: null, nodePlan: null, stated };
    }
    const table = tableOf(nodeSheet, '项目名称', normalizeHeader);
    if (!table) {
      errors.push({ sheet: Sheets.node, row: null, column: null, message: '缺少表头行（应与单项工程导入模板一致）' });
      return { target: null, nodePlan: null, stated };
    }
    const validation = validateSheet(table);
    for (const e of validation.errors) errors.push({ sheet: Sheets.node, row: e.row, column: e.column, message: e.message });
    if (validation.errors.length > 0) return { target: null, nodePlan: null, stated };
    if (table.rows.length !== 1) {
      errors.push({ sheet: Sheets.node, row: null, column: null, message: `应只有一行（清单所属的一个单项工程），实有 ${table.rows.length} 行` });
      return { target: null, nodePlan: null, stated };
    }
    const plan = validation.projects[0]!;
    for (const e of await findAlreadyImported(db, [plan])) errors.push({ sheet: Sheets.node, row: e.row, column: e.column, message: e.message });
    const node = plan.nodes[0]!;
    return {
      target: {
        bidNodeId: null,
        label: `单项工程“${node.name}”`,
        provinceId: node.provinceId,
        cityId: node.cityId,
        priceMonth: node.priceMonth,
        buildingUse: node.buildingUse,
        structure: node.structure,
        pricingStage: node.pricingStage,
        fees: new Map(node.fees.map((f) => [f.code, Math.round(f.amount * 100)])),
        specialties: new Map(node.specialties.map((f) => [f.code, Math.round(f.amount * 100)])),
      },
      nodePlan: plan,
      stated,
    };
  }

  if (!nodeText) {
    errors.push(
      info
        ? { sheet: Sheets.info, row: null, column: InfoKey.node, message: `请填写清单所属单项工程的编号（如 DX2024-0000123），或加入“${Sheets.node}”工作表同时导入单项工程` }
        : { sheet: Sheets.info, row: null, column: null, message: `缺少工作表“${Sheets.info}”（写明单项工程编号）或“${Sheets.node}”（同时导入单项工程）` },
    );
    return { target: null, nodePlan: null, stated };
  }
  if (nodeText.length > 32) {
    errors.push({ sheet: Sheets.info, row: nodeRef!.row, column: InfoKey.node, message: '长度不能超过 32 个字符' });
    return { target: null, nodePlan: null, stated };
  }
  const byId = /^\d{1,9}$/.test(nodeText);
  const node = await db
    .selectFrom(BID_NODE_TABLE)
    .select(['id', 'code', 'name', 'province_id', 'city_id', 'price_month', 'building_use', 'structure', 'pricing_stage'])
    .where(byId ? 'id' : 'code', '=', byId ? Number(nodeText) : nodeText)
    .executeTakeFirst();
  if (!node) {
    errors.push({ sheet: Sheets.info, row: nodeRef!.row, column: InfoKey.node, message: `找不到编号为“${nodeText}”的单项工程` });
    return { target: null, nodePlan: null, stated };
  }
  const id = Number(node.id);
  const existing = await billSize(db, id);
  if (existing > 0) {
    errors.push({ sheet: Sheets.info, row: nodeRef!.row, column: InfoKey.node, message: `单项工程 ${node.code} 已有清单（${existing} 条），不能重复导入` });
    return { target: null, nodePlan: null, stated };
  }
  const lines = await db.selectFrom(COST_ITEM_TABLE).select(['kind', 'code', 'amount']).where('bid_node_id', '=', id).execute();
  const linesOf = (kind: string) => new Map(lines.filter((l) => l.kind === kind).map((l) => [l.code as string, Math.round(Number(l.amount) * 100)]));
  return {
    target: {
      bidNodeId: id,
      label: `单项工程 ${node.code}“${node.name}”`,
      provinceId: Number(node.province_id),
      cityId: Number(node.city_id),
      priceMonth: Number(node.price_month),
      buildingUse: node.building_use,
      structure: node.structure,
      pricingStage: node.pricing_stage,
      fees: linesOf('fee'),
      specialties: linesOf('specialty'),
    },
    nodePlan: null,
    stated,
  };
}

/** The catalogue items of a standard: the database's, or the built-in catalogue for a database without one. */
async function catalogueOf(db: Kysely<any>, standard: BqStandard): Promise<Map<string, CatalogueCode>> {
  const rows = await db.selectFrom(BQ_CODE_TABLE).select(['code9', 'name', 'unit', 'specialty', 'part']).where('standard', '=', standard).execute();
  const list = rows.length > 0 ? rows : loadCatalogue().codes.filter((c) => c.standard === standard);
  return new Map(list.map((c) => [c.code9 as string, { name: c.name as string, unit: c.unit as string, specialty: c.specialty as string, part: c.part as string }]));
}

const yuan = (cents: number) => (cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The bill's sums: 分部分项 items, and 单价措施 + 总价措施 items (cents). */
function billSums(items: readonly ItemPlan[]): { sub: number; measures: number } {
  return {
    sub: items.filter((i) => i.part === 'sub').reduce((s, i) => s + i.amountCents, 0),
    measures: items.filter((i) => i.part !== 'sub').reduce((s, i) => s + i.amountCents, 0),
  };
}

/** What deriving the fees changes, as notices (nothing when the fees already agree). */
function derivationNotices(items: readonly ItemPlan[], target: ResolvedTarget): string[] {
  const { sub, measures } = billSums(items);
  if ((target.fees.get('sub_items') ?? 0) === sub && (target.fees.get('measures') ?? 0) === measures) return [];
  const derived = deriveFees(target.specialties, target.fees, sub, measures);
  const oldTotal = [...target.fees.values()].reduce((a, b) => a + b, 0);
  const line = (name: string, code: string) => `${name} ${yuan(target.fees.get(code) ?? 0)} → ${yuan(derived.fees.get(code) ?? 0)} 元`;
  return [
    `已按清单调整${target.label}的费用：${line('分部分项工程费', 'sub_items')}，${line('措施项目费', 'measures')}，${line('税金', 'tax')}，总造价 ${yuan(oldTotal)} → ${yuan(derived.total)} 元（各专业造价按原比例调整）`,
  ];
}

/** The fee rule: 分部分项工程费 and 措施项目费 of the single project = the bill's sums, to the cent. */
function reconcile(items: readonly ItemPlan[], target: ResolvedTarget): BqImportIssue[] {
  const { sub, measures } = billSums(items);
  const out: BqImportIssue[] = [];
  const check = (code: string, feeName: string, what: string, sum: number) => {
    const fee = target.fees.get(code) ?? 0;
    if (fee !== sum) {
      out.push({
        sheet: Sheets.items,
        row: null,
        column: ItemCol.amount,
        message: `${what}合价之和 ${yuan(sum)} 元与${target.label}的${feeName} ${yuan(fee)} 元不一致（相差 ${yuan(Math.abs(sum - fee))} 元）；清单应与单项工程的费用构成一致，或以 --derive-fees 按清单调整单项工程费用`,
      });
    }
  };
  check('sub_items', '分部分项工程费', '分部分项项目', sub);
  check('measures', '措施项目费', '单价措施与总价措施项目', measures);
  return out;
}

function summary(base: Partial<BqImportSummary> & Pick<BqImportSummary, 'dryRun' | 'errors' | 'warnings'>): BqImportSummary {
  return { ok: false, written: false, standard: null, items: 0, norms: 0, resources: 0, total: 0, bidNodeId: null, projectId: null, itemIds: [], ...base };
}

/** Validates a read workbook and, when valid and not a dry run, writes it. */
export async function importBqWorkbook(target: BqImportTarget, workbook: Workbook, options: BqImportOptions = {}): Promise<BqImportSummary> {
  const dryRun = options.dryRun ?? false;
  const errors: BqImportIssue[] = [];
  const warnings: string[] = [];
  const resolved = await resolveTarget(target.db, workbook, errors);
  let standard: BqStandard | null = null;
  if (resolved.target) {
    standard = resolved.stated?.standard ?? standardOfMonth(resolved.target.priceMonth);
    if (resolved.stated?.standard === '2024' && resolved.target.priceMonth < STANDARD_2024_FROM_MONTH) {
      const month = resolved.target.priceMonth;
      errors.push({
        sheet: Sheets.info,
        row: resolved.stated.row,
        column: InfoKey.standard,
        message: `GB/T 50854-2024 自 2025-09-01 起施行，计价月份 ${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')} 的清单应按 GB 50854-2013`,
      });
    }
  }
  const sheet = (name: string, key: string) => {
    const raw = workbook.get(normalizeSheetName(name));
    return raw ? tableOf(raw, key, normalizeBqHeader) : null;
  };
  const sheets = { items: sheet(Sheets.items, ItemCol.code), norms: sheet(Sheets.norms, NormCol.code), resources: sheet(Sheets.resources, ResourceCol.kind) };
  if (workbook.has(Sheets.resources) && !sheets.resources) {
    errors.push({ sheet: Sheets.resources, row: null, column: null, message: `缺少表头行（应含“${ResourceCol.kind}”列）` });
  }
  let items: readonly ItemPlan[] = [];
  if (standard) {
    const codes = await catalogueOf(target.db, standard);
    const bill = validateBill(sheets, standard, (code9) => codes.get(code9));
    errors.push(...bill.errors);
    warnings.push(...bill.warnings);
    items = bill.items;
    if (bill.errors.length === 0 && resolved.target) {
      if (options.deriveFees) warnings.push(...derivationNotices(items, resolved.target));
      else errors.push(...reconcile(items, resolved.target));
    }
  }
  errors.sort((a, b) => sheetOrder(a.sheet) - sheetOrder(b.sheet) || (a.row ?? 0) - (b.row ?? 0));
  if (errors.length > 0 || !resolved.target || !standard) {
    return summary({ dryRun, errors: errors.length > 0 ? errors : [{ sheet: null, row: null, column: null, message: '无法确定清单所属的单项工程' }], warnings, standard });
  }
  const counts = {
    standard,
    items: items.length,
    norms: items.reduce((s, i) => s + i.norms.length, 0),
    resources: items.reduce((s, i) => s + i.resources.length, 0),
    total: items.reduce((s, i) => s + i.amountCents, 0) / 100,
  };
  if (dryRun) return summary({ ...counts, ok: true, dryRun, errors: [], warnings, bidNodeId: resolved.target.bidNodeId });
  try {
    const written = await commitBill(target.db, target.dialect, {
      items,
      standard,
      target: resolved.target,
      bidNodeId: resolved.target.bidNodeId,
      nodePlan: resolved.nodePlan,
      now: options.now ?? Date.now(),
      deriveFees: options.deriveFees ?? false,
    });
    return summary({ ...counts, ok: true, written: true, dryRun, errors: [], warnings, bidNodeId: written.bidNodeId, projectId: written.projectId, itemIds: written.itemIds });
  } catch (error) {
    const message =
      error instanceof BillExists ? '该单项工程在导入期间已有清单，未导入任何数据' : `写入数据库失败，已全部回滚：${error instanceof Error ? error.message : String(error)}`;
    return summary({ dryRun, errors: [{ sheet: null, row: null, column: null, message }], warnings, standard });
  }
}

/** Reads the workbook and imports it; an unreadable file is reported, not thrown. */
export async function importBqFile(target: BqImportTarget, file: string, options: BqImportOptions = {}): Promise<BqImportSummary> {
  let workbook: Workbook;
  try {
    workbook = await readBqFile(file);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return summary({ dryRun: options.dryRun ?? false, errors: [{ sheet: null, row: null, column: null, message: message.startsWith('不支持') ? message : `无法读取文件：${message}` }], warnings: [] });
  }
  return importBqWorkbook(target, workbook, options);
}

export { formatBqIssueTable } from './report';
export { readBqFile, readBqWorkbook, type Workbook } from './read';
export { validateBill, normalizeFeatures, normalizeUnit, cellCode, standardName, type BqImportIssue, type ItemPlan } from './validate';
export { buildBillRows, commitBill, BQ_RESOURCE_COLUMNS } from './commit';
export { Sheets, InfoKey, ItemCol, NormCol, ResourceCol, ITEM_HEADERS, NORM_HEADERS, RESOURCE_HEADERS } from './layout';
export { writeBqExample } from './example';
