import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { migratePlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { importFile, TEMPLATE_HEADERS, writeTemplateXlsx } from '@plugins/cost-data/server/import';
import {
  formatBqIssueTable,
  importBqFile,
  importBqWorkbook,
  readBqWorkbook,
  writeBqExample,
  type BqImportIssue,
} from '@plugins/cost-data/server/import-bq';
import * as writer from '@plugins/cost-data/server/writer';
import {
  BID_NODE_TABLE,
  BQ_ITEM_TABLE,
  BQ_NORM_TABLE,
  BQ_RESOURCE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PROJECT_TABLE,
} from '@plugins/cost-data/shared/tables';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';

jest.setTimeout(60_000);

const FIXTURE = path.join(__dirname, '../../../fixtures/bq-import-example.xlsx');

let t: TestDatabase;
let dir: string;
let n = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  await migratePlugins(t.database, [costDataServer]);
  dir = mkdtempSync(path.join(os.tmpdir(), 'zjzb-import-bq-'));
});
afterAll(async () => {
  await t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  const db = t.database.db;
  for (const table of [BQ_RESOURCE_TABLE, BQ_NORM_TABLE, BQ_ITEM_TABLE, INDICATOR_TABLE, COST_ITEM_TABLE, BID_NODE_TABLE, PROJECT_TABLE]) {
    await db.deleteFrom(table).execute();
  }
});

const target = () => ({ db: t.database.db, dialect: t.database.dialect });

type Cell = string | number | null;

/** The example workbook with changes: (sheet, row, header) → value; `drop` removes sheets. */
async function workbook(
  changes: Array<[sheet: string, row: number, header: string, value: Cell]> = [],
  options: { drop?: string[]; rows?: Array<[sheet: string, cells: Cell[]]>; info?: Record<string, Cell>; deleteRows?: Array<[sheet: string, row: number]> } = {},
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(FIXTURE) as unknown as ArrayBuffer);
  for (const name of options.drop ?? []) wb.removeWorksheet(wb.getWorksheet(name)!.id);
  for (const [sheet, row, header, value] of changes) {
    const ws = wb.getWorksheet(sheet)!;
    const headerRow = sheet === '清单' ? 2 : 1;
    const values = ws.getRow(headerRow).values as Cell[];
    const col = values.indexOf(header);
    if (col < 1) throw new Error(`no column ${header} in ${sheet}`);
    ws.getRow(row).getCell(col).value = value;
  }
  for (const [sheet, cells] of options.rows ?? []) wb.getWorksheet(sheet)!.addRow(cells);
  for (const [sheet, row] of options.deleteRows ?? []) wb.getWorksheet(sheet)!.spliceRows(row, 1);
  for (const [key, value] of Object.entries(options.info ?? {})) {
    const ws = wb.getWorksheet('工程信息')!;
    let found = false;
    ws.eachRow((row) => {
      if (row.getCell(1).value === key) {
        row.getCell(2).value = value;
        found = true;
      }
    });
    if (!found) ws.addRow([key, value]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function run(buffer: Buffer, dryRun = false) {
  return importBqWorkbook(target(), await readBqWorkbook(buffer), { dryRun, now: 1_700_000_000_000 });
}

async function counts() {
  const db = t.database.db;
  const one = async (table: string) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())!.n);
  return { projects: await one(PROJECT_TABLE), bidNodes: await one(BID_NODE_TABLE), items: await one(BQ_ITEM_TABLE), norms: await one(BQ_NORM_TABLE), resources: await one(BQ_RESOURCE_TABLE) };
}
const NOTHING = { projects: 0, bidNodes: 0, items: 0, norms: 0, resources: 0 };

const cents = (v: unknown) => Math.round(Number(v) * 100);

describe('bill import: the example workbook', () => {
  it('imports the bill with its single project in one run, every part and sum holding to the cent', async () => {
    const summary = await run(readFileSync(FIXTURE));
    expect(summary.errors).toEqual([]);
    expect(summary).toMatchObject({ ok: true, written: true, standard: '2013', items: 9, norms: 8, resources: 62 });
    expect(await counts()).toEqual({ projects: 1, bidNodes: 1, items: 9, norms: 8, resources: 62 });
    const db = t.database.db;
    const node = await db.selectFrom(BID_NODE_TABLE).selectAll().executeTakeFirstOrThrow();
    expect(summary.bidNodeId).toBe(Number(node.id));
    expect(node).toMatchObject({ name: '某产业园配套用房综合楼', source: 'import', price_month: 202406 });
    const items = await db.selectFrom(BQ_ITEM_TABLE).selectAll().orderBy('seq').execute();
    expect(items.map((i) => i.code)).toEqual([
      '010101001001',
      '010402001001',
      '010502001001',
      '010505001001',
      '010515001001',
      '011201001001',
      '011701001001',
      '011702014001',
      '011707001001',
    ]);
    for (const item of items) {
      expect(item).toMatchObject({ bid_node_id: Number(node.id), standard: '2013', price_month: 202406, price_kind: 'info', pricing_stage: '招标控制价', building_use: '办公', structure: '框架' });
      const parts = ['labour', 'material', 'machine', 'management', 'profit', 'risk'].reduce((s, k) => s + cents(item[k as keyof typeof item]), 0);
      if (item.part !== 'lump') expect(parts).toBe(cents(item.unit_price));
      expect(Math.abs(cents(item.amount) - Number(item.quantity) * cents(item.unit_price))).toBeLessThanOrEqual(1);
      expect(item.code9).toBe(String(item.code).slice(0, 9));
      expect(item.keywords).toContain('南京');
    }
    // Features stored one per line, without their numbers.
    expect(items[3]!.features).toBe('混凝土种类：商品混凝土\n混凝土强度等级：C30');
    expect(items.map((i) => i.part)).toEqual(['sub', 'sub', 'sub', 'sub', 'sub', 'sub', 'measure', 'measure', 'lump']);
    expect(items.filter((i) => Number(i.excellent) === 1).map((i) => i.code)).toEqual(['010402001001', '010502001001', '010505001001', '010515001001', '011201001001', '011702014001']);
    // The resource lines add up to the direct costs, per class.
    const resources = await db.selectFrom(BQ_RESOURCE_TABLE).selectAll().execute();
    for (const item of items) {
      const own = resources.filter((r) => Number(r.bq_item_id) === Number(item.id));
      if (item.part === 'lump') {
        expect(own).toEqual([]);
        continue;
      }
      const sum = (kinds: string[]) => own.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + cents(r.unit_amount), 0);
      expect(sum(['人工'])).toBe(cents(item.labour));
      expect(sum(['材料', '主材', '设备'])).toBe(cents(item.material));
      expect(sum(['机械'])).toBe(cents(item.machine));
      for (const r of own) expect(Number(r.quantity)).toBeCloseTo(Number(r.per) * Number(item.quantity), 3);
    }
    const rebar = resources.find((r) => r.name === '热轧带肋钢筋')!;
    expect(rebar).toMatchObject({ kind: '材料', unit: 't', spec: 'HRB400E Φ12~18' });
    const norms = await db.selectFrom(BQ_NORM_TABLE).selectAll().where('bq_item_id', '=', Number(items[3]!.id)).execute();
    expect(norms).toEqual([expect.objectContaining({ seq: 1, norm_code: '5-21', unit: '10m³' })]);
    expect(Number(norms[0]!.per)).toBe(0.1);
    expect(Number(norms[0]!.quantity)).toBeCloseTo(11.84, 3);
    // The fee rule: 分部分项工程费 = Σ 分部分项 items, 措施项目费 = Σ 单价措施 + 总价措施 items.
    const fees = await db.selectFrom(COST_ITEM_TABLE).selectAll().where('kind', '=', 'fee').execute();
    const fee = (code: string) => cents(fees.find((f) => f.code === code)!.amount);
    expect(fee('sub_items')).toBe(items.filter((i) => i.part === 'sub').reduce((s, i) => s + cents(i.amount), 0));
    expect(fee('measures')).toBe(items.filter((i) => i.part !== 'sub').reduce((s, i) => s + cents(i.amount), 0));
    expect(cents(summary.total)).toBe(items.reduce((s, i) => s + cents(i.amount), 0));
  });

  it('attaches a bill to an existing single project named by its 编号, and refuses a second bill', async () => {
    // The single project first, through the single-project importer (the example's 单项工程 row).
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(FIXTURE) as unknown as ArrayBuffer);
    const nodeRow = (wb.getWorksheet('单项工程')!.getRow(2).values as Cell[]).slice(1);
    const file = path.join(dir, `node${++n}.xlsx`);
    await writeTemplateXlsx(file, [nodeRow.slice(0, TEMPLATE_HEADERS.length)], TEMPLATE_HEADERS);
    const node = await importFile(target(), file);
    expect(node.ok).toBe(true);
    const code = (await t.database.db.selectFrom(BID_NODE_TABLE).select('code').executeTakeFirstOrThrow()).code;

    const bill = await workbook([], { drop: ['单项工程'], info: { 单项工程编号: code } });
    const summary = await run(bill);
    expect(summary.errors).toEqual([]);
    expect(summary).toMatchObject({ ok: true, bidNodeId: node.bidNodeIds[0], projectId: null, items: 9 });
    expect(await counts()).toMatchObject({ projects: 1, bidNodes: 1, items: 9 });

    const again = await run(bill);
    expect(again.ok).toBe(false);
    expect(again.errors).toEqual([{ sheet: '工程信息', row: 2, column: '单项工程编号', message: `单项工程 ${code} 已有清单（9 条），不能重复导入` }]);
    // By id as well; an unknown 编号 is reported.
    const missing = await run(await workbook([], { drop: ['单项工程'], info: { 单项工程编号: 'DX2024-9999999' } }));
    expect(missing.errors).toEqual([{ sheet: '工程信息', row: 2, column: '单项工程编号', message: '找不到编号为“DX2024-9999999”的单项工程' }]);
    expect(await counts()).toMatchObject({ items: 9 });
  });

  it('takes GB/T 50854-2024 for a project priced from 2025-09, and accepts codes typed as numbers and headers with units', async () => {
    const buffer = await workbook(
      [
        ['单项工程', 2, '计价日期(YYYY-MM-DD)', '2025-10-15'],
        ['清单', 3, '项目编码', 10101001001],
        ['清单', 2, '综合单价', '综合单价(元)'],
      ],
      { info: { 清单规范: null } },
    );
    const summary = await run(buffer);
    expect(summary.errors).toEqual([]);
    expect(summary.standard).toBe('2024');
    const standards = await t.database.db.selectFrom(BQ_ITEM_TABLE).select('standard').distinct().execute();
    expect(standards.map((s) => s.standard)).toEqual(['2024']);
    expect((await t.database.db.selectFrom(BQ_ITEM_TABLE).select('code').where('seq', '=', 1).executeTakeFirstOrThrow()).code).toBe('010101001001');
  });

  it('skips 分部 headings and 小计 rows as estimating software exports them, with a notice', async () => {
    const buffer = await workbook([], {
      rows: [
        ['清单', [null, null, '分部小计', null, null, null, null, 494368.4]],
        ['清单', [null, null, '措施项目', null, null, null, null, null]],
      ],
    });
    const summary = await run(buffer, true);
    expect(summary.errors).toEqual([]);
    expect(summary.items).toBe(9);
    expect(summary.warnings).toEqual(['工作表“清单”：已跳过 2 行标题或小计行（无项目编码、计量单位和工程量）']);
  });

  it('validates without writing on a dry run', async () => {
    const summary = await run(readFileSync(FIXTURE), true);
    expect(summary).toMatchObject({ ok: true, dryRun: true, written: false, items: 9, itemIds: [] });
    expect(await counts()).toEqual(NOTHING);
  });
});

describe('bill import: every error is listed, nothing is written', () => {
  it('reports each kind of row error with its sheet, row and column', async () => {
    const longName = '某'.repeat(101);
    const buffer = await workbook(
      [
        ['清单', 3, '项目编码', '01010100100'],
        ['清单', 4, '项目编码', '010599999001'],
        ['清单', 5, '计量单位', 'm²'],
        ['清单', 6, '人工费', 100.63],
        ['清单', 7, '合价', 150000],
        ['清单', 8, '工程量', 'abc'],
        ['清单', 9, '综合单价', 35.025],
        ['清单', 10, '项目名称', longName],
        ['定额', 5, '数量', -0.1],
        ['人材机', 3, '类别', '辅材'],
        ['人材机', 4, '合价', 999],
      ],
      { rows: [['定额', ['010000000000', '9-9', '某定额', 'm²', 1]]] },
    );
    const summary = await run(buffer);
    expect(summary.ok).toBe(false);
    const has = (sheet: string, row: number | null, column: string | null, message: string | RegExp) =>
      expect(summary.errors).toContainEqual(
        expect.objectContaining({ sheet, row, column, message: typeof message === 'string' ? message : expect.stringMatching(message) }),
      );
    has('清单', 3, '项目编码', '“01010100100”不是 12 位数字的项目编码');
    has('清单', 4, '项目编码', '清单编码 010599999 不在 GB 50854-2013 清单规范中');
    has('清单', 5, '计量单位', '计量单位“m²”与 GB 50854-2013 中 010502001 矩形柱的计量单位“m³”不一致');
    has('清单', 6, '人工费～风险费用', /之和 580\.65 元与综合单价 580\.64 元不一致（相差 0\.01 元）/);
    has('清单', 7, '合价', /^合价 150000\.00 元应等于工程量 × 综合单价 = 147799\.87 元$/);
    has('清单', 8, '工程量', '“abc”不是有效的数字');
    has('清单', 9, '综合单价', '“35.025”应精确到分（最多两位小数）');
    has('清单', 10, '项目名称', '长度不能超过 100 个字符');
    has('定额', 5, '数量', '应为大于 0 的数');
    has('定额', 10, '项目编码', '项目编码 010000000000 不在“清单”工作表中');
    has('人材机', 3, '类别', '“辅材”不是有效的类别，可选：人工、材料、机械、主材、设备');
    has('人材机', 4, '合价', /^合价 999\.00 元应等于数量 × 单价 = /);
    // Errors come sheet by sheet, row by row.
    const order = summary.errors.map((e) => `${['工程信息', '单项工程', '清单', '定额', '人材机'].indexOf(e.sheet!)}-${String(e.row).padStart(4, '0')}`);
    expect(order).toEqual([...order].sort());
    expect(await counts()).toEqual(NOTHING);
  });

  it('checks the resource lines against the direct costs, and that every item has its norms', async () => {
    // 材料费 of 有梁板 one cent off its material lines (the unit price and the parts moved together).
    const buffer = await workbook([
      ['清单', 6, '材料费', 424.74],
      ['清单', 6, '利润', 13.55],
    ]);
    const first = await run(buffer);
    expect(first.errors).toEqual([
      { sheet: '清单', row: 6, column: '材料费', message: '材料费 424.74 元与“人材机”工作表中该项目材料、主材、设备合价之和 424.73 元不一致' },
    ]);
    // 砌块墙's norm line removed.
    const second = await run(await workbook([], { deleteRows: [['定额', 3]] }));
    expect(second.errors).toEqual([{ sheet: '清单', row: 4, column: '项目编码', message: '项目 010402001001 在“定额”工作表中没有定额子目' }]);
    expect(await counts()).toEqual(NOTHING);
  });

  it('refuses a bill that does not reconcile with the single project’s fees', async () => {
    const summary = await run(await workbook([['单项工程', 2, '分部分项工程费(元)', 390000], ['单项工程', 2, '其他项目费(元)', 19774.16]]));
    expect(summary.ok).toBe(false);
    expect(summary.errors).toEqual([
      {
        sheet: '清单',
        row: null,
        column: '合价',
        message:
          '分部分项项目合价之和 389,999.42 元与单项工程“某产业园配套用房综合楼”的分部分项工程费 390,000.00 元不一致（相差 0.58 元）；清单应与单项工程的费用构成一致，或以 --derive-fees 按清单调整单项工程费用',
      },
    ]);
    expect(await counts()).toEqual(NOTHING);
  });

  it('refuses the 2024 standard before it was in force, a missing target, and missing sheets or columns', async () => {
    const early = await run(await workbook([], { info: { 清单规范: 'GB/T 50854-2024' } }));
    expect(early.errors).toEqual([
      { sheet: '工程信息', row: 3, column: '清单规范', message: 'GB/T 50854-2024 自 2025-09-01 起施行，计价月份 2024-06 的清单应按 GB 50854-2013' },
    ]);
    const unknown = await run(await workbook([], { info: { 清单规范: '2008' } }));
    expect(unknown.errors[0]).toEqual({ sheet: '工程信息', row: 3, column: '清单规范', message: '“2008”不是有效的清单规范，可选：GB 50854-2013、GB/T 50854-2024' });
    const noTarget = await run(await workbook([], { drop: ['单项工程'] }));
    expect(noTarget.errors).toEqual([
      { sheet: '工程信息', row: null, column: '单项工程编号', message: '请填写清单所属单项工程的编号（如 DX2024-0000123），或加入“单项工程”工作表同时导入单项工程' },
    ]);
    const both = await run(await workbook([], { info: { 单项工程编号: 'DX2024-0000001' } }));
    expect(both.errors).toEqual([{ sheet: '工程信息', row: 2, column: '单项工程编号', message: '已有“单项工程”工作表（新导入的单项工程）时，单项工程编号应留空' }]);
    const noNorms = await run(await workbook([], { drop: ['定额'] }));
    expect(noNorms.errors).toEqual([{ sheet: '定额', row: null, column: null, message: '缺少工作表“定额”（或其表头行：应含“定额编号”列）' }]);
    const noColumn = await run(await workbook([['清单', 2, '工程量', '数量X']]));
    expect(noColumn.errors).toEqual([{ sheet: '清单', row: 2, column: '工程量', message: '缺少该列' }]);
    expect(noColumn.warnings).toEqual(['工作表“清单”：已忽略模板以外的列：数量X']);
    expect(await counts()).toEqual(NOTHING);
  });

  it('rolls back the single project and the items when writing the resource lines fails', async () => {
    const real = writer.insertRows;
    const spy = jest.spyOn(writer, 'insertRows').mockImplementation(async (db, dialect, table, columns, rows) => {
      if (table === BQ_RESOURCE_TABLE) throw new Error('disk full');
      return real(db, dialect, table, columns as never, rows as never);
    });
    try {
      const summary = await run(readFileSync(FIXTURE));
      expect(summary.errors).toEqual([{ sheet: null, row: null, column: null, message: '写入数据库失败，已全部回滚：disk full' }]);
    } finally {
      spy.mockRestore();
    }
    expect(await counts()).toEqual(NOTHING);
  });

  it('prints the report as a table of 工作表, 行, 列, 原因', () => {
    const issues: BqImportIssue[] = [{ sheet: '清单', row: 4, column: '计量单位', message: '计量单位“m²”不一致' }];
    const lines = formatBqIssueTable(issues).split('\n');
    expect(lines[1]).toBe('│ 工作表 │ 行 │ 列       │ 原因');
    expect(lines[3]).toBe('│ 清单   │ 4  │ 计量单位 │ 计量单位“m²”不一致');
  });

  it('reports a file that is not a workbook', async () => {
    const txt = path.join(dir, 'bill.csv');
    writeFileSync(txt, 'x');
    expect((await importBqFile(target(), txt)).errors).toEqual([{ sheet: null, row: null, column: null, message: '不支持的文件类型：bill.csv（清单请使用 .xlsx 工作簿）' }]);
  });
});

describe('npm run import -- --bq (the command)', () => {
  it('writes the example, dry-runs it and imports it', async () => {
    if (process.env.DATABASE_URL) return; // the command is exercised on SQLite only
    const example = path.join(dir, 'example.xlsx');
    await writeBqExample(example);
    // The shipped fixture is the example the code writes.
    const [a, b] = await Promise.all([readBqWorkbook(readFileSync(example)), readBqWorkbook(readFileSync(FIXTURE))]);
    expect([...a.entries()]).toEqual([...b.entries()]);
    const dataDir = path.join(dir, 'cli');
    const cli = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...args], { cwd: process.cwd(), env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
    const dry = cli(['--bq', example, '--dry-run']);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('校验通过：9 个清单项目（GB 50854-2013），8 条定额子目，62 条人材机，合价合计 494,368.40 元。（--dry-run：未写入数据库）');
    const ok = cli(['--bq', example]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('导入成功：9 个清单项目');
    const again = cli(['--bq', example]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('│ 单项工程 │ 2  │ 项目名称 │ 该项目已导入过');
  }, 90_000);
});

describe('bill import: --derive-fees', () => {
  it('derives the fees from the bill when asked: 分部分项工程费 and 措施项目费 from the items, tax at its rate, total and specialties with them', async () => {
    // The single project first, its fees in whole 元 (as a summary sheet often gives them).
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(FIXTURE) as unknown as ArrayBuffer);
    const nodeRow = (wb.getWorksheet('单项工程')!.getRow(2).values as Cell[]).slice(1, TEMPLATE_HEADERS.length + 1);
    const col = (h: string) => TEMPLATE_HEADERS.indexOf(h);
    nodeRow[col('分部分项工程费(元)')] = 390000;
    nodeRow[col('措施项目费(元)')] = 104369;
    const file = path.join(dir, `node${++n}.xlsx`);
    await writeTemplateXlsx(file, [nodeRow], TEMPLATE_HEADERS);
    expect((await importFile(target(), file)).ok).toBe(true);
    const db = t.database.db;
    const node = await db.selectFrom(BID_NODE_TABLE).selectAll().executeTakeFirstOrThrow();
    const before = await db.selectFrom(COST_ITEM_TABLE).selectAll().where('bid_node_id', '=', Number(node.id)).execute();
    const line = (rows: typeof before, kind: string, code: string) => cents(rows.find((r) => r.kind === kind && r.code === code)?.amount ?? 0);

    const bill = await workbook([], { drop: ['单项工程'], info: { 单项工程编号: node.code } });
    expect((await run(bill)).errors).toHaveLength(2);
    const summary = await importBqWorkbook(target(), await readBqWorkbook(bill), { deriveFees: true });
    expect(summary.errors).toEqual([]);
    expect(summary.warnings).toEqual([
      expect.stringMatching(/^已按清单调整单项工程 DX2024-\d+“某产业园配套用房综合楼”的费用：分部分项工程费 390,000\.00 → 389,999\.42 元，措施项目费 104,369\.00 → 104,368\.98 元，税金 /),
    ]);
    const after = await db.selectFrom(COST_ITEM_TABLE).selectAll().where('bid_node_id', '=', Number(node.id)).execute();
    const items = await db.selectFrom(BQ_ITEM_TABLE).selectAll().execute();
    const sub = items.filter((i) => i.part === 'sub').reduce((s, i) => s + cents(i.amount), 0);
    const measures = items.filter((i) => i.part !== 'sub').reduce((s, i) => s + cents(i.amount), 0);
    expect(line(after, 'fee', 'sub_items')).toBe(sub);
    expect(line(after, 'fee', 'measures')).toBe(measures);
    expect(line(after, 'fee', 'other')).toBe(line(before, 'fee', 'other'));
    expect(line(after, 'fee', 'statutory')).toBe(line(before, 'fee', 'statutory'));
    // 税金 keeps its rate on the pre-tax sum.
    const pretax = (rows: typeof before) => ['sub_items', 'measures', 'other', 'statutory'].reduce((s, c) => s + line(rows, 'fee', c), 0);
    expect(line(after, 'fee', 'tax')).toBe(Math.round((line(before, 'fee', 'tax') * pretax(after)) / pretax(before)));
    // Both compositions add up to the new total; the single project and its project carry it.
    const total = pretax(after) + line(after, 'fee', 'tax');
    const sumOf = (kind: string) => after.filter((r) => r.kind === kind).reduce((s, r) => s + cents(r.amount), 0);
    expect(sumOf('fee')).toBe(total);
    expect(sumOf('specialty')).toBe(total);
    const nodeAfter = await db.selectFrom(BID_NODE_TABLE).selectAll().executeTakeFirstOrThrow();
    expect(cents(nodeAfter.total_cost)).toBe(total);
    expect(Number(nodeAfter.unit_cost)).toBe(Math.round(total / Number(nodeAfter.building_area)) / 100);
    const project = await db.selectFrom(PROJECT_TABLE).selectAll().executeTakeFirstOrThrow();
    expect(cents(project.total_cost)).toBe(total);
  });

  it('derives the fees of a single project imported with the bill', async () => {
    const summary = await importBqWorkbook(
      target(),
      await readBqWorkbook(await workbook([['单项工程', 2, '分部分项工程费(元)', 390000], ['单项工程', 2, '其他项目费(元)', 19774.16]])),
      { deriveFees: true },
    );
    expect(summary.errors).toEqual([]);
    expect(summary.warnings).toHaveLength(1);
    const db = t.database.db;
    const lines = await db.selectFrom(COST_ITEM_TABLE).selectAll().execute();
    const total = lines.filter((l) => l.kind === 'fee').reduce((s, l) => s + cents(l.amount), 0);
    expect(lines.filter((l) => l.kind === 'specialty').reduce((s, l) => s + cents(l.amount), 0)).toBe(total);
    expect(cents(lines.find((l) => l.code === 'sub_items')!.amount)).toBe(38999942);
    expect(cents((await db.selectFrom(BID_NODE_TABLE).select('total_cost').executeTakeFirstOrThrow()).total_cost)).toBe(total);
  });
});
