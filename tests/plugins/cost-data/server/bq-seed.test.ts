/**
 * The priced bills as seeded into a real test database (SQLite, or PostgreSQL under
 * `npm run test:pg`): the catalogue, resources, norms and prices written once, the bills of the
 * generated single projects with their norm lines, exactly what the generator yields (ids
 * included), reconciled with the single projects' compositions in the database, and a second
 * seed writes nothing.
 */
import { sql } from 'kysely';
import { migratePlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { loadCatalogue } from '@plugins/cost-data/server/bq/catalogue';
import { createResourcePriceModel } from '@plugins/cost-data/server/bq/prices';
import { generateAll } from '@plugins/cost-data/server/generator';
import { seedCostDataWithReport } from '@plugins/cost-data/server/seed';
import { amountCents, quantityDecimals } from '@plugins/cost-data/server/bq/generate';
import { BQ_ITEM_COLUMNS, BQ_NORM_COLUMNS } from '@plugins/cost-data/server/writer';
import {
  BID_NODE_TABLE,
  BQ_CHAPTER_TABLE,
  BQ_CODE_TABLE,
  BQ_ITEM_TABLE,
  BQ_NORM_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  NORM_LINE_TABLE,
  NORM_TABLE,
  RESOURCE_PRICE_TABLE,
  RESOURCE_TABLE,
  type BqItemRow,
  type BqNormRow,
} from '@plugins/cost-data/shared/tables';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';

jest.setTimeout(180_000);

const SEED = 2026;
const SCALE = 0.25;
let test: TestDatabase;
let items: BqItemRow[];
let norms: BqNormRow[];

const count = async (table: string) => Number((await test.database.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
/** Numbers come back as numbers on both dialects. */
const numeric = <T extends object>(rows: T[], columns: Record<string, string>) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, columns[k] !== 'text' && typeof v === 'string' ? Number(v) : v])) as T);
const cents = (v: number) => Math.round(v * 100);

beforeAll(async () => {
  test = await createTestDatabase();
  await migratePlugins(test.database, [costDataServer]);
  const report = await seedCostDataWithReport({ db: test.database.db, dialect: test.database.dialect, services: new ServiceRegistry() }, { scale: SCALE, seed: SEED });
  expect(report.seeded).toBe(true);
  expect(report.counts.bqItems).toBeGreaterThan(0);
  items = numeric(await test.database.db.selectFrom(BQ_ITEM_TABLE).selectAll().orderBy('id').execute(), BQ_ITEM_COLUMNS) as BqItemRow[];
  norms = numeric(await test.database.db.selectFrom(BQ_NORM_TABLE).selectAll().orderBy('bq_item_id').orderBy('seq').execute(), BQ_NORM_COLUMNS) as BqNormRow[];
});

afterAll(async () => {
  await test?.cleanup();
});

describe('the seed', () => {
  it('writes the catalogue, resources and norms of the merged catalogue, and the national monthly prices of every resource', async () => {
    const c = loadCatalogue();
    expect(await count(BQ_CHAPTER_TABLE)).toBe(c.chapters.length);
    expect(await count(BQ_CODE_TABLE)).toBe(c.codes.length);
    expect(await count(RESOURCE_TABLE)).toBe(c.resources.length);
    expect(await count(NORM_TABLE)).toBe(c.norms.length);
    expect(await count(NORM_LINE_TABLE)).toBe(c.norms.reduce((n, x) => n + x.lines.length, 0));
    const model = createResourcePriceModel();
    const months = model.months().length;
    expect(await count(RESOURCE_PRICE_TABLE)).toBe(c.resources.length * months);
    const rebar = c.resources.find((r) => r.code === 'R1004')!;
    for (const region of [1]) {
      const row = await test.database.db
        .selectFrom(RESOURCE_PRICE_TABLE)
        .selectAll()
        .where('resource_code', '=', rebar.code)
        .where('region_id', '=', region)
        .where('month', '=', 202105)
        .executeTakeFirstOrThrow();
      const price = model.price(rebar, region, 202105);
      expect([Number(row.info_price), Number(row.market_price)]).toEqual([price.info, price.market]);
    }
  });

  it('writes exactly the bills the generator yields for the seed, ids included', () => {
    const generated = generateAll({ scale: SCALE, seed: SEED });
    expect(items).toEqual(generated.bqItems);
    expect(norms).toEqual(generated.bqNorms);
    expect(items.map((i) => i.id)).toEqual(items.map((_, k) => k + 1));
  });

  it('a second seed writes nothing (idempotent)', async () => {
    const again = await seedCostDataWithReport({ db: test.database.db, dialect: test.database.dialect, services: new ServiceRegistry() }, { scale: SCALE, seed: SEED });
    expect(again.seeded).toBe(false);
    expect(await count(BQ_ITEM_TABLE)).toBe(items.length);
    expect(await count(BQ_NORM_TABLE)).toBe(norms.length);
  });
});

describe('the bills in the database', () => {
  it('80–250 items a bill; both standards, never mixed in one bill', () => {
    const byNode = new Map<number, BqItemRow[]>();
    for (const i of items) (byNode.get(i.bid_node_id) ?? byNode.set(i.bid_node_id, []).get(i.bid_node_id)!).push(i);
    const sizes = [...byNode.values()].map((own) => own.length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(80);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(250);
    expect([...byNode.values()].filter((own) => new Set(own.map((i) => i.standard)).size !== 1)).toEqual([]);
    expect(new Set(items.map((i) => i.standard))).toEqual(new Set(['2013', '2024']));
    expect(items.filter((i) => i.standard !== (i.price_month >= 202509 ? '2024' : '2013'))).toEqual([]);
  });

  it('each bill reconciles with its single project: 分部分项 = Σ sub items, 措施 = Σ measure + lump items', async () => {
    const lines = await test.database.db
      .selectFrom(COST_ITEM_TABLE)
      .select(['bid_node_id', 'code', 'amount'])
      .where('kind', '=', 'fee')
      .where('bid_node_id', 'in', [...new Set(items.map((i) => i.bid_node_id))])
      .execute();
    const fee = new Map(lines.map((l) => [`${l.bid_node_id}|${l.code}`, cents(Number(l.amount))]));
    const sums = new Map<string, number>();
    for (const i of items) {
      const key = `${i.bid_node_id}|${i.part === 'sub' ? 'sub_items' : 'measures'}`;
      sums.set(key, (sums.get(key) ?? 0) + cents(i.amount));
    }
    const mismatches = [...sums].filter(([key, sum]) => fee.get(key) !== sum);
    expect(mismatches).toEqual([]);
    expect(sums.size).toBe(2 * new Set(items.map((i) => i.bid_node_id)).size);
  });

  it('as stored: parts add up to the 综合单价 to the cent, amount = round(quantity × price)', () => {
    const wrong = items.filter((i) => {
      const parts = [i.labour, i.material, i.machine, i.management, i.profit, i.risk].map(cents);
      const sumOk = i.part === 'lump' ? parts.every((c) => c === 0) : parts.reduce((a, b) => a + b, 0) === cents(i.unit_price);
      return !sumOk || cents(i.amount) !== amountCents(i.quantity, cents(i.unit_price));
    });
    expect(wrong.map((i) => i.id)).toEqual([]);
    // One unit per item (never 樘/m²), quantities in its decimals: t 3, whole units 0, others 2.
    const scaled = (i: BqItemRow) => i.quantity * 10 ** quantityDecimals(i.unit);
    const badUnit = items.filter((i) => i.unit.includes('/') || Math.abs(scaled(i) - Math.round(scaled(i))) > 1e-6);
    expect(badUnit.slice(0, 5).map((i) => `${i.code} ${i.unit} ${i.quantity}`)).toEqual([]);
    expect(items.some((i) => i.code9 === '010801001' && i.unit === 'm²')).toBe(true);
  });

  it('quantities agree with the indicators in the database: the items tied to an indicator add up to indicator × area', async () => {
    const tied = new Map<string, string>();
    for (const u of loadCatalogue().usages) if (u.quantity.kind === 'indicator') tied.set(u.code9, u.quantity.indicator);
    const nodeIds = [...new Set(items.map((i) => i.bid_node_id))];
    const nodes = new Map((await test.database.db.selectFrom(BID_NODE_TABLE).select(['id', 'building_area']).where('id', 'in', nodeIds).execute()).map((n) => [Number(n.id), Number(n.building_area)]));
    const values = await test.database.db.selectFrom(INDICATOR_TABLE).select(['bid_node_id', 'code', 'value']).where('bid_node_id', 'in', nodeIds).execute();
    const sums = new Map<string, { sum: number; count: number; unit: string }>();
    for (const i of items) {
      const indicator = tied.get(i.code9);
      if (!indicator) continue;
      const key = `${i.bid_node_id}|${indicator}`;
      const s = sums.get(key) ?? { sum: 0, count: 0, unit: i.unit };
      s.sum += i.quantity;
      s.count += 1;
      sums.set(key, s);
    }
    const off: string[] = [];
    for (const v of values) {
      const s = sums.get(`${v.bid_node_id}|${v.code}`);
      if (!s) continue;
      const expected = (Number(v.value) * nodes.get(Number(v.bid_node_id))!) / (v.code === 'rebar' || v.code === 'steel' ? 1000 : 1);
      // Each item's quantity is rounded (t: 3 decimals, m³ and m²: 2).
      const tolerance = s.count * (s.unit === 't' ? 0.0005 : 0.005) + 1e-6;
      if (Math.abs(s.sum - expected) > tolerance) off.push(`${v.bid_node_id} ${v.code}: ${s.sum} vs ${expected}`);
    }
    expect(off).toEqual([]);
    expect([...sums.keys()].some((k) => k.endsWith('|rebar'))).toBe(true);
    expect([...sums.keys()].some((k) => k.endsWith('|concrete'))).toBe(true);
  });

  it('scaffolding and vertical transport suit the height of the building (檐口高度 bands by storeys)', async () => {
    const floors = new Map(
      (await test.database.db.selectFrom(BID_NODE_TABLE).select(['id', 'floors_above']).execute()).map((n) => [Number(n.id), Number(n.floors_above)]),
    );
    const measured = items.filter((i) => (i.code9 === '011701001' || i.code9 === '011703001') && /现浇混凝土结构/.test(i.features));
    expect(measured.length).toBeGreaterThan(0);
    const wrong = measured.filter((i) => {
      const f = floors.get(i.bid_node_id)!;
      if (i.features.includes('20m以内')) return f > 6;
      if (i.features.includes('50m以内')) return f < 7 || f > 16;
      if (i.features.includes('100m以内')) return f < 17;
      return false;
    });
    expect(wrong.map((i) => `${i.code} ${floors.get(i.bid_node_id)}层 ${i.features.replace(/\n/g, ' ')}`)).toEqual([]);
  });

  it('a building with a basement has a basement line of scaffolding after the one of its storeys; a garage only that one', async () => {
    const nodes = new Map(
      (await test.database.db.selectFrom(BID_NODE_TABLE).select(['id', 'floors_above', 'below_area', 'building_area']).execute()).map((n) => [
        Number(n.id),
        { above: Number(n.floors_above), below: Number(n.below_area), area: Number(n.building_area) },
      ]),
    );
    const scaffolds = new Map<number, BqItemRow[]>();
    for (const i of items) if (i.code9 === '011701001') (scaffolds.get(i.bid_node_id) ?? scaffolds.set(i.bid_node_id, []).get(i.bid_node_id)!).push(i);
    let withBasement = 0;
    for (const [id, lines] of scaffolds) {
      const n = nodes.get(id)!;
      const basementLines = lines.filter((i) => i.features.includes('地下室'));
      if (n.above === 0) expect(lines.every((i) => i.features.includes('地下室'))).toBe(true);
      else if (n.below > 0) {
        withBasement += 1;
        expect(basementLines).toHaveLength(1);
        expect(basementLines[0].code.endsWith('001')).toBe(false);
        // The lines share the area between the storeys and the basement (one calibration factor).
        const aboveLines = lines.filter((i) => !i.features.includes('地下室'));
        const aboveQuantity = aboveLines.reduce((a, i) => a + i.quantity, 0);
        const ratio = basementLines[0].quantity / aboveQuantity;
        expect(Math.abs(ratio - n.below / (n.area - n.below))).toBeLessThan(0.01 * ratio + 0.001);
      } else expect(basementLines).toHaveLength(0);
    }
    expect(withBasement).toBeGreaterThan(0);
  });

  it('a dry-hung stone facade comes with its steel frame, and the frame never without the stone', () => {
    const has = (code9: string) => new Set(items.filter((i) => i.code9 === code9).map((i) => i.bid_node_id));
    const stone = has('011204001');
    const frame = has('011204004');
    expect(frame.size).toBeGreaterThan(0);
    expect([...frame].filter((id) => !stone.has(id))).toEqual([]);
    expect([...stone].filter((id) => !frame.has(id))).toEqual([]);
  });

  it('every item has its norm lines, and the norm lines name norms of the library', async () => {
    const library = new Set((await test.database.db.selectFrom(NORM_TABLE).select('code').execute()).map((r) => r.code));
    const withNorms = new Set(norms.map((n) => n.bq_item_id));
    expect(items.filter((i) => withNorms.has(i.id) !== (i.part !== 'lump')).map((i) => i.id)).toEqual([]);
    expect(norms.filter((n) => !library.has(n.norm_code))).toEqual([]);
  });
});
