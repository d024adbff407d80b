import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { migratePlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import {
  Col,
  formatIssueTable,
  importFile,
  readCsv,
  TEMPLATE_HEADERS,
  TEMPLATE_ROWS,
  templateCsv,
  validateSheet,
  writeTemplateXlsx,
  type ImportIssue,
} from '@plugins/cost-data/server/import';
import * as writer from '@plugins/cost-data/server/writer';
import { findCityByName } from '@plugins/cost-data/server/regions';
import { BID_NODE_TABLE, COST_ITEM_TABLE, INDICATOR_TABLE, PROJECT_TABLE } from '@plugins/cost-data/shared/tables';
import { BUILDING_USES } from '@plugins/cost-data/shared/vocabulary';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';

jest.setTimeout(30_000);

type Cell = string | number | null;
type Row = Cell[];

let t: TestDatabase;
let dir: string;
let fileCounter = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  await migratePlugins(t.database, [costDataServer]);
  dir = mkdtempSync(path.join(os.tmpdir(), 'zjzb-import-'));
});
afterAll(async () => {
  await t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  const db = t.database.db;
  for (const table of [INDICATOR_TABLE, COST_ITEM_TABLE, BID_NODE_TABLE, PROJECT_TABLE]) await db.deleteFrom(table).execute();
});

const col = (header: string) => {
  const i = TEMPLATE_HEADERS.indexOf(header);
  if (i < 0) throw new Error(`no column ${header}`);
  return i;
};

/** A copy of example row `n` (0: 某住宅小区 1#楼, 1: its 地下车库, 2: 某商务办公楼) with changes. */
function example(n: number, changes: Record<string, Cell> = {}): Row {
  const row = [...TEMPLATE_ROWS[n]!] as Row;
  for (const [h, v] of Object.entries(changes)) row[col(h)] = v;
  return row;
}

function csvFile(rows: readonly Row[], headers: readonly string[] = TEMPLATE_HEADERS, bom = true): string {
  const file = path.join(dir, `f${++fileCounter}.csv`);
  const text = templateCsv(rows, headers);
  writeFileSync(file, bom ? text : text.replace(/^\uFEFF/, ''), 'utf8');
  return file;
}

async function xlsxFile(rows: readonly Row[], headers: readonly string[] = TEMPLATE_HEADERS): Promise<string> {
  const file = path.join(dir, `f${++fileCounter}.xlsx`);
  await writeTemplateXlsx(file, rows, headers);
  return file;
}

async function counts() {
  const db = t.database.db;
  const one = async (table: string) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())!.n);
  return {
    projects: await one(PROJECT_TABLE),
    bidNodes: await one(BID_NODE_TABLE),
    costItems: await one(COST_ITEM_TABLE),
    indicators: await one(INDICATOR_TABLE),
  };
}

const target = () => t.database;
const good = () => [example(0), example(1), example(2)];

describe('import: a good file', () => {
  it.each(['csv', 'xlsx'] as const)('imports the example rows of a %s file, grouped into projects', async (kind) => {
    const file = kind === 'csv' ? csvFile(good()) : await xlsxFile(good());
    const summary = await importFile(target(), file, { now: 1_700_000_000_000 });
    expect(summary.errors).toEqual([]);
    expect(summary).toMatchObject({ ok: true, written: true, rows: 3, projects: 2, bidNodes: 3, projectIds: [1, 2], bidNodeIds: [1, 2, 3] });

    const db = t.database.db;
    const projects = await db.selectFrom(PROJECT_TABLE).selectAll().orderBy('id').execute();
    const nanjing = findCityByName(12, '南京市')!.areaid;
    expect(projects).toEqual([
      {
        id: 1,
        code: 'XM2024-000001',
        name: '某住宅小区',
        province_id: 12,
        city_id: nanjing,
        category: '住宅',
        pricing_stage: '招标控制价',
        price_date: '2024-06-15',
        price_month: 202406,
        total_area: 20810.5,
        total_cost: 56900725,
        unit_cost: 2734.23,
        bid_node_count: 2,
        source: 'import',
        created_at: 1_700_000_000_000,
      },
      expect.objectContaining({ id: 2, name: '某商务办公楼', province_id: 6, city_id: 77, category: '办公', bid_node_count: 1, price_month: 202503 }),
    ]);
    const nodes = await db.selectFrom(BID_NODE_TABLE).selectAll().orderBy('id').execute();
    expect(nodes.map((n) => [n.id, n.project_id, n.name, n.code])).toEqual([
      [1, 1, '某住宅小区1#楼', 'DX2024-0000001'],
      [2, 1, '某住宅小区地下车库', 'DX2024-0000002'],
      [3, 2, '某商务办公楼1#办公楼', 'DX2025-0000003'],
    ]);
    expect(nodes[0]).toMatchObject({
      building_use: '住宅',
      structure: '剪力墙',
      floors_above: 18,
      floors_below: 1,
      height_m: 54.9,
      building_area: 12360.5,
      above_area: 11620.3,
      below_area: 740.2,
      foundation_type: '桩基础',
      seismic_intensity: '7度',
      decoration_standard: '毛坯',
      total_cost: 30283225,
      unit_cost: 2450,
      source: 'import',
      scope: '土建、装饰、给排水、电气、暖通、消防、智能化及电梯安装工程',
    });
    expect(JSON.parse(nodes[0]!.attributes)[0]).toEqual({ name: '外墙', value: '真石漆' });
    expect(nodes[0]!.keywords).toContain('南京市');
    expect(nodes[1]).toMatchObject({ floors_above: 0, height_m: 0, building_use: '地下车库' });

    // The garage has no 智能化 and no 电梯: only the specialties with an amount are stored.
    const items = await db.selectFrom(COST_ITEM_TABLE).selectAll().where('bid_node_id', '=', 2).execute();
    expect(items.filter((i) => i.kind === 'specialty').map((i) => i.code).sort()).toEqual(
      ['building', 'decoration', 'electrical', 'fire', 'hvac', 'plumbing'].sort(),
    );
    for (const kind of ['specialty', 'fee']) {
      const lines = items.filter((i) => i.kind === kind);
      expect(lines.reduce((s, i) => s + i.amount, 0)).toBeCloseTo(26617500, 1);
      expect(lines.reduce((s, i) => s + i.ratio, 0)).toBeCloseTo(1, 4);
    }
    const building = items.find((i) => i.kind === 'specialty' && i.code === 'building')!;
    expect(building.unit_cost).toBeCloseTo(19164600 / 8450, 2);
    const indicators = await db.selectFrom(INDICATOR_TABLE).selectAll().where('bid_node_id', '=', 1).orderBy('code').execute();
    // 钢结构用钢量 is empty for the first building: not stored.
    expect(indicators.map((i) => [i.code, i.value])).toEqual([
      ['concrete', 0.38],
      ['formwork', 2.95],
      ['labour', 3.2],
      ['masonry', 0.16],
      ['rebar', 48.6],
    ]);
  });

  it('numbers new rows from max(id) + 1 and keeps codes unique', async () => {
    const db = t.database.db;
    const base = {
      province_id: 2, city_id: 100, category: '住宅', pricing_stage: '结算价', price_date: '2020-01-01', price_month: 202001,
      total_area: 1, total_cost: 1, unit_cost: 1, bid_node_count: 1, source: 'sample', created_at: 1,
    };
    // A sample project 41 whose code collides with what the import would give project 42.
    await db.insertInto(PROJECT_TABLE).values({ ...base, id: 41, code: 'XM2024-000042', name: '某样例项目' }).execute();
    await db.insertInto(BID_NODE_TABLE).values({
      id: 500, project_id: 41, code: 'X-1', name: '某样例项目1#楼', province_id: 2, city_id: 100, building_use: '住宅', structure: '框架',
      floors_above: 1, floors_below: 0, height_m: 3, building_area: 1, above_area: 1, below_area: 0, foundation_type: '独立基础',
      seismic_intensity: '7度', decoration_standard: '毛坯', pricing_stage: '结算价', price_date: '2020-01-01', price_month: 202001,
      total_cost: 1, unit_cost: 1, scope: '', attributes: '[]', keywords: '', source: 'sample', created_at: 1,
    }).execute();
    const summary = await importFile(target(), csvFile(good()));
    expect(summary).toMatchObject({ ok: true, projectIds: [42, 43], bidNodeIds: [501, 502, 503] });
    const codes = await db.selectFrom(PROJECT_TABLE).select(['id', 'code']).orderBy('id').execute();
    expect(codes).toEqual([
      { id: 41, code: 'XM2024-000042' },
      { id: 42, code: 'XM2024-000042-2' },
      { id: 43, code: 'XM2025-000043' },
    ]);
  });

  it('accepts full province names, short city names, a CSV without BOM, dates as 2024/6/15 and 7 for 7度', async () => {
    const rows = [
      example(0, { [Col.province]: '江苏省', [Col.city]: '南京', [Col.date]: '2024/6/15', [Col.seismic]: 7 }),
      example(1),
      example(2, { [Col.province]: '广东省' }),
    ];
    const summary = await importFile(target(), csvFile(rows, TEMPLATE_HEADERS, false));
    expect(summary.errors).toEqual([]);
    expect(summary.projects).toBe(2);
  });

  it('reads real date cells and Excel day serials in an XLSX file', async () => {
    const file = path.join(dir, 'dates.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('单项工程');
    ws.addRow([...TEMPLATE_HEADERS]);
    ws.addRow(example(0, { [Col.date]: null }));
    ws.getCell(2, col(Col.date) + 1).value = new Date(Date.UTC(2024, 5, 15));
    ws.addRow(example(1, { [Col.date]: 45458 }));
    await wb.xlsx.writeFile(file);
    const summary = await importFile(target(), file, { dryRun: true });
    expect(summary.errors).toEqual([]);
    expect(summary.projects).toBe(1);
  });

  it('ignores columns outside the template with a notice, and accepts full-width brackets in headers', async () => {
    const headers = [...TEMPLATE_HEADERS.map((h) => h.replace('(', '（').replace(')', '）')), '备注'];
    const rows = good().map((r) => [...r, '无']);
    const summary = await importFile(target(), csvFile(rows, headers), { dryRun: true });
    expect(summary.errors).toEqual([]);
    expect(summary.warnings).toEqual(['已忽略模板以外的列：备注']);
  });
});

describe('import: a file with errors is rejected whole', () => {
  const uses = BUILDING_USES.join('、');
  const badRows = (): Row[] => [
    example(0), // row 2: fine
    example(2, { [Col.province]: '火星' }), // row 3
    example(2, { [Col.use]: '别墅', [Col.floorsAbove]: '十八' }), // row 4
    example(2, { [Col.date]: '2017-12-31' }), // row 5
    example(2, { '税金(元)': (TEMPLATE_ROWS[2]![col('税金(元)')] as number) + 5_434_712 }), // row 6: fees 1% over
    example(2, { [Col.area]: -5 }), // row 7
    example(2, { [Col.province]: '江苏', [Col.city]: '深圳市' }), // row 8
    example(2, { [Col.attributes]: '外墙真石漆' }), // row 9
    example(1, { [Col.stage]: '结算价' }), // row 10: same project as row 2
    example(0, { [Col.date]: '2024-02-30', [Col.project]: '' }), // row 11
  ];
  const expected: ImportIssue[] = [
    { row: 3, column: '省份', message: '无法识别的省份“火星”' },
    { row: 4, column: '建筑用途', message: `“别墅”不是有效的建筑用途，可选：${uses}` },
    { row: 4, column: '地上层数', message: '“十八”不是有效的数字' },
    { row: 5, column: '计价日期(YYYY-MM-DD)', message: '计价日期应在 2018-01 至 2026-12 之间' },
    {
      row: 6,
      column: '分部分项工程费(元)～税金(元)',
      message: '各项费用合计（548,905,912.00 元）与各专业造价合计（543,471,200.00 元）相差 1.00%，超过 0.5%',
    },
    { row: 7, column: '建筑面积(m²)', message: '应为大于 0 的数' },
    { row: 8, column: '城市', message: '“深圳市”不是江苏的城市' },
    { row: 9, column: '工程特征', message: '格式应为“名称:内容”，多项以分号分隔，如“外墙:真石漆;门窗:断桥铝合金”' },
    { row: 10, column: '计价阶段', message: '同一项目的计价阶段应一致（第 2 行为“招标控制价”）' },
    { row: 11, column: '项目名称', message: '不能为空' },
    { row: 11, column: '计价日期(YYYY-MM-DD)', message: '“2024-02-30”不是有效的日期，格式应为 YYYY-MM-DD' },
  ];

  it.each(['csv', 'xlsx'] as const)('reports every error of a %s file and writes nothing', async (kind) => {
    const file = kind === 'csv' ? csvFile(badRows()) : await xlsxFile(badRows());
    const summary = await importFile(target(), file);
    expect(summary.ok).toBe(false);
    expect(summary.written).toBe(false);
    expect(summary.errors).toEqual(expected);
    expect(await counts()).toEqual({ projects: 0, bidNodes: 0, costItems: 0, indicators: 0 });
  });

  it('prints the report as a table of 行, 列, 原因', () => {
    const table = formatIssueTable(expected.slice(0, 2));
    const lines = table.split('\n');
    expect(lines[1]).toBe('│ 行 │ 列       │ 原因');
    expect(lines[3]).toBe('│ 3  │ 省份     │ 无法识别的省份“火星”');
    expect(lines).toHaveLength(6);
    expect(formatIssueTable([])).toBe('');
  });

  it('reports missing columns, and an empty file', async () => {
    const headers = TEMPLATE_HEADERS.filter((h) => h !== '建筑(元)' && h !== Col.city);
    const rows = good().map((r) => r.filter((_, i) => TEMPLATE_HEADERS[i] !== '建筑(元)' && TEMPLATE_HEADERS[i] !== Col.city));
    const missing = await importFile(target(), csvFile(rows, headers));
    expect(missing.errors).toEqual([
      { row: 1, column: '城市', message: '缺少该列' },
      { row: 1, column: '建筑(元)', message: '缺少该列' },
    ]);
    const empty = await importFile(target(), csvFile([]));
    expect(empty.errors).toEqual([{ row: null, column: null, message: '文件中没有数据行' }]);
  });

  it('checks storeys, heights, areas and the specialty total', async () => {
    const sheet = await readCsv(
      Buffer.from(
        templateCsv([
          example(2, { [Col.floorsAbove]: 0, [Col.floorsBelow]: 0, [Col.height]: 0 }),
          example(2, { [Col.floorsAbove]: 2.5, [Col.aboveArea]: 60000 }),
          example(2, Object.fromEntries(TEMPLATE_HEADERS.filter((h) => /^(建筑|装饰|给排水|电气|暖通|消防|智能化|电梯)\(元\)$/.test(h)).map((h) => [h, 0]))),
          example(2, { '电梯(元)': -1 }),
        ]),
      ),
    );
    expect(validateSheet(sheet).errors).toEqual([
      { row: 2, column: '地上层数', message: '地上层数与地下层数不能同时为 0' },
      { row: 3, column: '地上层数', message: '应为整数' },
      { row: 3, column: '建筑面积(m²)', message: '地上面积与地下面积之和（74,240.00 m²）与建筑面积（86,540.00 m²）不一致' },
      { row: 4, column: '建筑(元)～电梯(元)', message: '各专业造价合计应大于 0' },
      { row: 5, column: '电梯(元)', message: '不能为负数' },
    ]);
  });

  it('refuses to import the same project twice', async () => {
    expect((await importFile(target(), csvFile(good()))).ok).toBe(true);
    const again = await importFile(target(), csvFile([example(2)]));
    expect(again.errors).toEqual([{ row: 2, column: '项目名称', message: '该项目已导入过（项目编号 XM2025-000002），不能重复导入' }]);
    expect((await counts()).projects).toBe(2);
  });

  it('rolls back everything when writing fails half-way', async () => {
    const spy = jest.spyOn(writer, 'writeCostData').mockImplementation(async (db, batch, options) => {
      await writer.insertRows(db, options.dialect, PROJECT_TABLE, writer.PROJECT_COLUMNS, batch.projects ?? []);
      throw new Error('disk full');
    });
    try {
      const summary = await importFile(target(), csvFile(good()));
      expect(summary.ok).toBe(false);
      expect(summary.errors).toEqual([{ row: null, column: null, message: '写入数据库失败，已全部回滚：disk full' }]);
    } finally {
      spy.mockRestore();
    }
    expect(await counts()).toEqual({ projects: 0, bidNodes: 0, costItems: 0, indicators: 0 });
  });

  it('reports an unsupported or unreadable file', async () => {
    const txt = path.join(dir, 'data.txt');
    writeFileSync(txt, 'x');
    expect((await importFile(target(), txt)).errors).toEqual([
      { row: null, column: null, message: '不支持的文件类型：data.txt（请使用 .xlsx 或 .csv 文件）' },
    ]);
    const missing = await importFile(target(), path.join(dir, 'nope.xlsx'));
    expect(missing.errors[0]!.message).toMatch(/^无法读取文件：/);
  });
});

describe('import: --dry-run', () => {
  it('validates and reports without writing', async () => {
    const summary = await importFile(target(), await xlsxFile(good()), { dryRun: true });
    expect(summary).toMatchObject({ ok: true, dryRun: true, written: false, projects: 2, bidNodes: 3, projectIds: [] });
    expect(await counts()).toEqual({ projects: 0, bidNodes: 0, costItems: 0, indicators: 0 });
  });
});

describe('npm run import (the command)', () => {
  const run = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...args], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });

  it('dry-runs, imports, and exits 1 with the report on errors', async () => {
    if (process.env.DATABASE_URL) return; // the command is exercised on SQLite only
    const dataDir = path.join(dir, 'cli');
    const template = path.join(dir, 'cli-template.xlsx');
    // (--template runs writeTemplate, exercised in-process above; the command is slow to start.)
    await writeTemplateXlsx(template);
    const dry = run([template, '--dry-run'], dataDir);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('校验通过：3 行，2 个项目，3 个单项工程。（--dry-run：未写入数据库）');
    const ok = run([template], dataDir);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('导入成功：3 行，2 个项目，3 个单项工程。项目 id 1–2。');
    const again = run([template], dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('发现 2 处错误，未导入任何数据');
    expect(again.stderr).toContain('│ 2  │ 项目名称 │ 该项目已导入过（项目编号 XM2024-000001），不能重复导入');
  }, 90_000);
});
