/**
 * The cost-data writer: chunked multi-row inserts (under the parameter limits), round trips of
 * every column, transactions (the caller's), and the search text of a single project.
 */
import { sql } from 'kysely';
import { migratePlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { shortRegionName } from '@plugins/cost-data/shared/region-names';
import {
  BID_NODE_COLUMNS,
  buildKeywords,
  COST_ITEM_COLUMNS,
  INDICATOR_COLUMNS,
  MAX_PARAMETERS,
  PRICE_INDEX_COLUMNS,
  PROJECT_COLUMNS,
  rowsPerStatement,
  storeyClass,
  writeCostData,
  EMPTY_COUNTS,
  type CostDataBatch,
} from '@plugins/cost-data/server/writer';
import {
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PRICE_INDEX_TABLE,
  PROJECT_TABLE,
  type BidNodeRow,
  type CostItemRow,
  type ProjectRow,
} from '@plugins/cost-data/shared/tables';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';

let test: TestDatabase;

const count = async (table: string) =>
  Number((await test.database.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

async function clear(): Promise<void> {
  for (const table of [INDICATOR_TABLE, COST_ITEM_TABLE, BID_NODE_TABLE, PROJECT_TABLE, PRICE_INDEX_TABLE]) {
    await test.database.db.deleteFrom(table).execute();
  }
}

function project(id: number, overrides: Partial<ProjectRow> = {}): ProjectRow {
  return {
    id,
    code: `XM2024-${String(id).padStart(6, '0')}`,
    name: '某住宅小区',
    province_id: 12,
    city_id: 200,
    category: '住宅',
    pricing_stage: '招标控制价',
    price_date: '2024-05-10',
    price_month: 202405,
    total_area: 12345.67,
    total_cost: 25_000_000.01,
    unit_cost: 2025.03,
    bid_node_count: 1,
    source: 'import',
    created_at: 1_717_000_000_000,
    ...overrides,
  };
}

function node(id: number, projectId: number, overrides: Partial<BidNodeRow> = {}): BidNodeRow {
  const base: BidNodeRow = {
    id,
    project_id: projectId,
    code: `DX2024-${String(id).padStart(7, '0')}`,
    name: `某住宅小区${id}#楼`,
    province_id: 12,
    city_id: 200,
    building_use: '住宅',
    structure: '剪力墙',
    floors_above: 18,
    floors_below: 1,
    height_m: 54.3,
    building_area: 12345.67,
    above_area: 11800.5,
    below_area: 545.17,
    foundation_type: '桩基础',
    seismic_intensity: '7度',
    decoration_standard: '毛坯',
    pricing_stage: '招标控制价',
    price_date: '2024-05-10',
    price_month: 202405,
    total_cost: 25_000_000.01,
    unit_cost: 2025.03,
    scope: '土建工程、装饰工程、给排水及电气安装工程；不含室外总体',
    attributes: JSON.stringify([{ name: '外墙', value: '真石漆' }]),
    keywords: '',
    source: 'import',
    created_at: 1_717_000_000_000,
    ...overrides,
  };
  return { ...base, keywords: buildKeywords(base, { province: '江苏', city: '南京市' }) };
}

beforeAll(async () => {
  test = await createTestDatabase();
  const report = await migratePlugins(test.database, [costDataServer]);
  expect(report.failed).toEqual([]);
});

afterAll(async () => {
  await test?.cleanup();
});

beforeEach(clear);

describe('statement sizes', () => {
  it('stays under SQLite 32766 and PostgreSQL 65535 parameters', () => {
    for (const columns of [PROJECT_COLUMNS, BID_NODE_COLUMNS, COST_ITEM_COLUMNS, INDICATOR_COLUMNS, PRICE_INDEX_COLUMNS]) {
      expect(rowsPerStatement('sqlite', columns.length) * columns.length).toBeLessThanOrEqual(32766);
      expect(rowsPerStatement('postgres', columns.length) * columns.length).toBeLessThanOrEqual(65535);
      expect(rowsPerStatement('sqlite', columns.length)).toBeGreaterThan(100);
    }
    expect(MAX_PARAMETERS.sqlite).toBeLessThanOrEqual(32766);
    expect(MAX_PARAMETERS.postgres).toBeLessThanOrEqual(65535);
  });

  it('writes every column of every table exactly', async () => {
    const batch: CostDataBatch = {
      projects: [project(1)],
      bidNodes: [node(1, 1)],
      costItems: [
        { bid_node_id: 1, kind: 'specialty', code: 'building', amount: 17_500_000.01, unit_cost: 1417.52, ratio: 0.7 },
        { bid_node_id: 1, kind: 'fee', code: 'tax', amount: 2_064_220.18, unit_cost: 167.2, ratio: 0.082569 },
      ],
      indicators: [{ bid_node_id: 1, code: 'rebar', value: 52.37 }],
      priceIndex: [{ province_id: 1, month: 201801, value: 100 }],
    };
    const counts = await test.database.db.transaction().execute((trx) => writeCostData(trx, batch, { dialect: test.database.dialect }));
    expect(counts).toEqual({ ...EMPTY_COUNTS, projects: 1, bidNodes: 1, costItems: 2, indicators: 1, priceIndex: 1 });
    const db = test.database.db;
    const numeric = (row: Record<string, unknown>) => ({ ...row, created_at: Number(row.created_at) });
    expect(numeric(await db.selectFrom(PROJECT_TABLE).selectAll().executeTakeFirstOrThrow())).toEqual(batch.projects![0]);
    expect(numeric(await db.selectFrom(BID_NODE_TABLE).selectAll().executeTakeFirstOrThrow())).toEqual(batch.bidNodes![0]);
    expect(await db.selectFrom(COST_ITEM_TABLE).selectAll().orderBy('kind', 'desc').execute()).toEqual(batch.costItems);
    expect(await db.selectFrom(INDICATOR_TABLE).selectAll().execute()).toEqual(batch.indicators);
    expect(await db.selectFrom(PRICE_INDEX_TABLE).selectAll().execute()).toEqual(batch.priceIndex);
  });

  it('splits large batches into several statements', async () => {
    const nodes = Array.from({ length: 1500 }, (_, i) => node(i + 1, 1));
    const costItems: CostItemRow[] = nodes.flatMap((n) =>
      ['building', 'decoration', 'plumbing', 'electrical', 'hvac', 'fire', 'intelligent', 'elevator'].map((code) => ({
        bid_node_id: n.id,
        kind: 'specialty',
        code,
        amount: 1000,
        unit_cost: 1,
        ratio: 0.125,
      })),
    );
    expect(costItems.length * COST_ITEM_COLUMNS.length).toBeGreaterThan(MAX_PARAMETERS.postgres);
    await test.database.db.transaction().execute((trx) =>
      writeCostData(trx, { projects: [project(1, { bid_node_count: 1500 })], bidNodes: nodes, costItems }, { dialect: test.database.dialect }),
    );
    expect(await count(BID_NODE_TABLE)).toBe(1500);
    expect(await count(COST_ITEM_TABLE)).toBe(12_000);
  });
});

describe('transactions', () => {
  it("is all-or-nothing inside the caller's transaction", async () => {
    // The driver's error may come from another realm (native module in a Jest worker): no toThrow().
    let failure: unknown = null;
    try {
      await test.database.db.transaction().execute(async (trx) => {
        await writeCostData(trx, { projects: [project(1)], bidNodes: [node(1, 1)] }, { dialect: test.database.dialect });
        // A duplicate code violates the unique constraint: everything rolls back.
        await writeCostData(trx, { bidNodes: [node(2, 1, { code: 'DX2024-0000001' })] }, { dialect: test.database.dialect });
      });
    } catch (err) {
      failure = err;
    }
    expect(String((failure as { message?: string } | null)?.message ?? failure)).toMatch(/unique|duplicate/i);
    expect(await count(PROJECT_TABLE)).toBe(0);
    expect(await count(BID_NODE_TABLE)).toBe(0);
  });

  it('refuses rows with a missing column', async () => {
    const broken = { ...project(1) } as Partial<ProjectRow>;
    delete broken.category;
    await expect(
      test.database.db.transaction().execute((trx) => writeCostData(trx, { projects: [broken as ProjectRow] }, { dialect: test.database.dialect })),
    ).rejects.toThrow(/category/);
    expect(await count(PROJECT_TABLE)).toBe(0);
  });

  it('writes nothing for an empty batch', async () => {
    const counts = await test.database.db.transaction().execute((trx) => writeCostData(trx, {}, { dialect: test.database.dialect }));
    expect(counts).toEqual(EMPTY_COUNTS);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });
});

describe('search text', () => {
  it('holds name, use, structure, storeys, storey class, region names', () => {
    const keywords = node(3, 1).keywords;
    for (const word of ['某住宅小区3#楼', '住宅', '剪力墙', '18层', '高层', '地下1层', '江苏', '南京市', '南京']) {
      expect(keywords.split(' ')).toContain(word);
    }
  });

  it('adds the project name when the single project does not carry it', () => {
    const keywords = buildKeywords(
      { name: '门急诊楼', building_use: '医院', structure: '框架', floors_above: 5, floors_below: 1, height_m: 23.4 },
      { province: '广东', city: '深圳市', project: '某人民医院' },
    );
    expect(keywords).toBe('门急诊楼 医院 框架 5层 多层 地下1层 广东 深圳市 深圳 某人民医院');
  });

  it('classifies storeys as the building code does', () => {
    expect(storeyClass('住宅', 3, 9.5)).toBe('低层');
    expect(storeyClass('住宅', 6, 18.3)).toBe('多层');
    expect(storeyClass('住宅', 9, 27.3)).toBe('中高层');
    expect(storeyClass('住宅', 33, 99.3)).toBe('高层');
    expect(storeyClass('办公', 6, 25.5)).toBe('高层');
    expect(storeyClass('办公', 5, 21)).toBe('多层');
    expect(storeyClass('办公', 45, 196)).toBe('超高层');
    expect(storeyClass('厂房', 1, 12)).toBe('单层');
    expect(storeyClass('地下车库', 0, 0)).toBe('地下');
  });

  it('shortens region names', () => {
    expect(shortRegionName('江苏省')).toBe('江苏');
    expect(shortRegionName('南京市')).toBe('南京');
    expect(shortRegionName('广西壮族自治区')).toBe('广西');
    expect(shortRegionName('海西蒙古族藏族自治州')).toBe('海西蒙古族藏族');
    expect(shortRegionName('江苏')).toBe('江苏');
    expect(shortRegionName('沙市')).toBe('沙市');
  });
});
