/**
 * The sample-data generator, seeded into a real test database (SQLite, or PostgreSQL under
 * `npm run test:pg`): invariants of every row, plausibility of the numbers, determinism.
 */
import { sql } from 'kysely';
import { migratePlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { generateAll, LAST_GENERATED_MONTH, NODES_PER_SCALE } from '@plugins/cost-data/server/generator';
import { INDICATOR_RANGES, indicatorRangesFor, STEEL_STRUCTURES } from '@plugins/cost-data/server/generator/catalogue';
import { seedCostData } from '@plugins/cost-data/server/seed';
import { cityTier, provinceOf } from '@plugins/cost-data/server/regions';
import {
  BID_NODE_TABLE,
  COST_ITEM_TABLE,
  INDICATOR_TABLE,
  PRICE_INDEX_TABLE,
  PROJECT_TABLE,
  type BidNodeRow,
  type CostItemRow,
  type IndicatorRow,
  type PriceIndexRow,
  type ProjectRow,
} from '@plugins/cost-data/shared/tables';
import {
  BUILDING_USES,
  DECORATION_STANDARDS,
  FEES,
  FIRST_PRICE_MONTH,
  FOUNDATION_TYPES,
  INDICATORS,
  PRICING_STAGES,
  SEISMIC_INTENSITIES,
  SPECIALTIES,
  STRUCTURES,
} from '@plugins/cost-data/shared/vocabulary';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';

jest.setTimeout(120_000);

const SEED = 2026;
let test: TestDatabase;
let projects: ProjectRow[];
let nodes: BidNodeRow[];
let items: CostItemRow[];
let indicators: IndicatorRow[];
let priceIndex: PriceIndexRow[];
const itemsOf = new Map<number, CostItemRow[]>();
const indicatorsOf = new Map<number, IndicatorRow[]>();

const cents = (v: number) => Math.round(v * 100);
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/**
 * Collects violations instead of calling expect() hundreds of thousands of times (slow): each
 * test checks every row, then asserts that nothing was found (showing the first few).
 */
class Problems {
  readonly found: string[] = [];
  check(ok: boolean, what: () => string): void {
    if (!ok) this.found.push(what());
  }
  inRange(value: number, min: number, max: number, what: () => string): void {
    this.check(value >= min && value <= max, () => `${what()}: ${value} not in [${min}, ${max}]`);
  }
  assertNone(): void {
    expect(this.found.slice(0, 10)).toEqual([]);
  }
}

/** Numbers come back as numbers on both dialects (bigint created_at included). */
const numeric = <T extends object>(rows: T[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) && k !== 'code' && k !== 'price_date' ? Number(v) : v])) as T);

beforeAll(async () => {
  test = await createTestDatabase();
  const report = await migratePlugins(test.database, [costDataServer]);
  expect(report.failed).toEqual([]);
  const ctx = { db: test.database.db, dialect: test.database.dialect, services: new ServiceRegistry() };
  await seedCostData(ctx, { scale: 1, seed: SEED });
  const db = test.database.db;
  projects = numeric(await db.selectFrom(PROJECT_TABLE).selectAll().orderBy('id').execute()) as ProjectRow[];
  nodes = numeric(await db.selectFrom(BID_NODE_TABLE).selectAll().orderBy('id').execute()) as BidNodeRow[];
  items = (await db.selectFrom(COST_ITEM_TABLE).selectAll().orderBy('bid_node_id').orderBy('kind').orderBy('code').execute()) as CostItemRow[];
  indicators = (await db.selectFrom(INDICATOR_TABLE).selectAll().orderBy('bid_node_id').orderBy('code').execute()) as IndicatorRow[];
  priceIndex = (await db.selectFrom(PRICE_INDEX_TABLE).selectAll().orderBy('province_id').orderBy('month').execute()) as PriceIndexRow[];
  for (const item of items) (itemsOf.get(item.bid_node_id) ?? itemsOf.set(item.bid_node_id, []).get(item.bid_node_id)!).push(item);
  for (const row of indicators) (indicatorsOf.get(row.bid_node_id) ?? indicatorsOf.set(row.bid_node_id, []).get(row.bid_node_id)!).push(row);
});

afterAll(async () => {
  await test?.cleanup();
});

describe('size and shape', () => {
  it('writes scale × 4,000 single projects with 8 specialty and 5 fee lines and 5–6 indicators each', () => {
    expect(nodes).toHaveLength(NODES_PER_SCALE);
    expect(projects.length).toBeGreaterThan(150);
    expect(items).toHaveLength(NODES_PER_SCALE * (SPECIALTIES.length + FEES.length));
    const specialties = SPECIALTIES.map((s) => s.code).sort().join();
    const fees = FEES.map((f) => f.code).sort().join();
    const p = new Problems();
    for (const node of nodes) {
      const own = itemsOf.get(node.id) ?? [];
      const codes = (kind: string) => own.filter((i) => i.kind === kind).map((i) => i.code).sort().join();
      p.check(codes('specialty') === specialties, () => `node ${node.id}: specialties ${codes('specialty')}`);
      p.check(codes('fee') === fees, () => `node ${node.id}: fees ${codes('fee')}`);
      p.inRange(indicatorsOf.get(node.id)?.length ?? 0, 4, 6, () => `node ${node.id}: indicator count`);
    }
    p.assertNone();
  });

  it('numbers ids from 1 and gives unique codes', () => {
    expect(nodes.map((n) => n.id)).toEqual(nodes.map((_, i) => i + 1));
    expect(projects.map((p) => p.id)).toEqual(projects.map((_, i) => i + 1));
    expect(new Set(nodes.map((n) => n.code)).size).toBe(nodes.length);
    const p = new Problems();
    for (const n of nodes) {
      p.check(/^DX20\d\d-\d{7}$/.test(n.code), () => `node code ${n.code}`);
      p.check(n.code.slice(2, 6) === n.price_date.slice(0, 4), () => `node code year ${n.code} ${n.price_date}`);
      p.check(n.source === 'sample', () => `node ${n.id} source ${n.source}`);
    }
    for (const pr of projects) {
      p.check(/^XM20\d\d-\d{6}$/.test(pr.code), () => `project code ${pr.code}`);
      p.check(/^[\u4e00-\u9fa5]{2,4}某/.test(pr.name), () => `project name ${pr.name}`);
    }
    p.assertNone();
  });

  it('uses only the vocabularies', () => {
    const p = new Problems();
    const among = (list: readonly string[], value: string, what: string) => p.check(list.includes(value), () => `${what} ${value}`);
    for (const n of nodes) {
      among(BUILDING_USES, n.building_use, 'use');
      among(STRUCTURES, n.structure, 'structure');
      among(FOUNDATION_TYPES, n.foundation_type, 'foundation');
      among(SEISMIC_INTENSITIES, n.seismic_intensity, 'seismic');
      among(DECORATION_STANDARDS, n.decoration_standard, 'decoration');
      among(PRICING_STAGES, n.pricing_stage, 'stage');
    }
    for (const pr of projects) among(BUILDING_USES, pr.category, 'category');
    const codes = INDICATORS.map((i) => i.code) as string[];
    for (const i of indicators) among(codes, i.code, 'indicator');
    p.assertNone();
    // Every use and structure appears in the sample.
    expect(new Set(nodes.map((n) => n.building_use)).size).toBe(BUILDING_USES.length);
    expect(new Set(nodes.map((n) => n.structure)).size).toBe(STRUCTURES.length);
  });

  it('is idempotent: seeding again writes nothing', async () => {
    const ctx = { db: test.database.db, dialect: test.database.dialect, services: new ServiceRegistry() };
    await seedCostData(ctx, { scale: 1, seed: 99 });
    const row = await test.database.db.selectFrom(BID_NODE_TABLE).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(NODES_PER_SCALE);
    const index = await test.database.db.selectFrom(PRICE_INDEX_TABLE).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(index.n)).toBe(priceIndex.length);
  });
});

describe('money adds up', () => {
  it('specialty and fee amounts add up to the total to the cent; ratios add up to 1', () => {
    const p = new Problems();
    for (const node of nodes) {
      const own = itemsOf.get(node.id)!;
      for (const kind of ['specialty', 'fee']) {
        const lines = own.filter((i) => i.kind === kind);
        const sum = lines.reduce((s, i) => s + cents(i.amount), 0);
        p.check(sum === cents(node.total_cost), () => `node ${node.id} ${kind}: ${sum} cents ≠ ${cents(node.total_cost)}`);
        const ratios = lines.reduce((s, i) => s + i.ratio, 0);
        p.check(Math.abs(ratios - 1) < 1e-9, () => `node ${node.id} ${kind}: ratios add up to ${ratios}`);
        for (const line of lines) {
          p.check(line.amount >= 0, () => `node ${node.id} ${line.code}: negative ${line.amount}`);
          p.check(Math.abs(line.ratio - line.amount / node.total_cost) < 2e-5, () => `node ${node.id} ${line.code}: ratio ${line.ratio}`);
          p.check(Math.abs(line.unit_cost - line.amount / node.building_area) <= 0.0051, () => `node ${node.id} ${line.code}: unit ${line.unit_cost}`);
        }
      }
    }
    p.assertNone();
  });

  it('税金 is 9% VAT on the pre-tax sum (9/109 of the total)', () => {
    const p = new Problems();
    for (const node of nodes) {
      const tax = itemsOf.get(node.id)!.find((i) => i.kind === 'fee' && i.code === 'tax')!;
      p.check(cents(tax.amount) === Math.round((cents(node.total_cost) * 9) / 109), () => `node ${node.id}: tax ${tax.amount} of ${node.total_cost}`);
    }
    p.assertNone();
  });

  it('fee and specialty shares stay in their ranges', () => {
    const p = new Problems();
    for (const node of nodes) {
      const own = itemsOf.get(node.id)!;
      const fee = (code: string) => own.find((i) => i.kind === 'fee' && i.code === code)!.ratio;
      const spec = (code: string) => own.find((i) => i.kind === 'specialty' && i.code === code)!.ratio;
      const what = (code: string) => () => `node ${node.id} ${node.building_use} ${code}`;
      p.inRange(fee('sub_items'), 0.6999, 0.7801, what('sub_items'));
      p.inRange(fee('measures'), 0.0899, 0.1451, what('measures'));
      p.inRange(fee('other'), 0.0199, 0.0501, what('other'));
      p.inRange(fee('statutory'), 0.0199, 0.0351, what('statutory'));
      if (node.building_use === '住宅' && node.decoration_standard === '毛坯') p.inRange(spec('building'), 0.6, 0.82, what('building'));
      if (node.building_use === '住宅' && node.decoration_standard === '精装') p.inRange(spec('decoration'), 0.1999, 0.3001, what('decoration'));
      if (node.building_use === '住宅' && node.floors_above <= 6) p.check(spec('elevator') === 0, what('elevator'));
      if (node.building_use === '地下车库') {
        p.check(spec('elevator') === 0, what('elevator'));
        p.inRange(spec('building'), 0.68, 0.86, what('building'));
      }
      if (['办公', '酒店', '医院'].includes(node.building_use)) p.inRange(spec('hvac'), 0.0799, 0.17, what('hvac'));
    }
    p.assertNone();
  });

  it('unit cost is total / area; above + below ground area is the building area', () => {
    const p = new Problems();
    for (const node of nodes) {
      p.check(node.building_area > 0, () => `node ${node.id}: area ${node.building_area}`);
      p.check(node.unit_cost === Math.round((node.total_cost / node.building_area) * 100) / 100, () => `node ${node.id}: unit ${node.unit_cost}`);
      p.check(cents(node.above_area) + cents(node.below_area) === cents(node.building_area), () => `node ${node.id}: areas`);
    }
    p.assertNone();
  });

  it('projects are the aggregates of their single projects', () => {
    const byProject = new Map<number, BidNodeRow[]>();
    for (const n of nodes) (byProject.get(n.project_id) ?? byProject.set(n.project_id, []).get(n.project_id)!).push(n);
    expect(byProject.size).toBe(projects.length);
    const p = new Problems();
    for (const pr of projects) {
      const own = byProject.get(pr.id)!;
      const what = (field: string) => () => `project ${pr.id}: ${field}`;
      p.check(pr.bid_node_count === own.length, what('count'));
      p.inRange(own.length, 1, 12, what('size'));
      p.check(cents(pr.total_area) === own.reduce((s, n) => s + cents(n.building_area), 0), what('total_area'));
      p.check(cents(pr.total_cost) === own.reduce((s, n) => s + cents(n.total_cost), 0), what('total_cost'));
      p.check(pr.unit_cost === Math.round((pr.total_cost / pr.total_area) * 100) / 100, what('unit_cost'));
      // The category is the use of the largest single project above ground (a garage only alone).
      const aboveGround = own.filter((n) => n.building_use !== '地下车库');
      const largest = (aboveGround.length > 0 ? aboveGround : own).reduce((a, b) => (b.building_area > a.building_area ? b : a));
      p.check(pr.category === largest.building_use, what('category'));
      p.check(pr.price_date === own.map((n) => n.price_date).sort().at(-1), what('price_date'));
      p.check(pr.price_month === Number(pr.price_date.slice(0, 4) + pr.price_date.slice(5, 7)), what('price_month'));
      for (const n of own) {
        p.check(n.pricing_stage === pr.pricing_stage, what(`stage of node ${n.id}`));
        p.check(n.province_id === pr.province_id && n.city_id === pr.city_id, what(`region of node ${n.id}`));
        p.check(n.name.startsWith(pr.name), what(`name of node ${n.id}`));
      }
    }
    p.assertNone();
  });
});

describe('buildings', () => {
  it('indicators lie inside INDICATOR_RANGES; structural steel only for 钢结构 and 框架-核心筒', () => {
    const p = new Problems();
    const steelStructures: readonly string[] = STEEL_STRUCTURES;
    for (const node of nodes) {
      const ranges = indicatorRangesFor(node.building_use, node.structure);
      const own = indicatorsOf.get(node.id)!;
      for (const row of own) {
        const range = ranges[row.code as keyof typeof ranges];
        if (!range) p.check(false, () => `node ${node.id}: unexpected ${row.code}`);
        else p.inRange(row.value, range[0], range[1], () => `node ${node.id} ${node.structure} ${row.code}`);
      }
      const hasSteel = own.some((r) => r.code === 'steel');
      const steelExpected = steelStructures.includes(node.structure) && node.building_use !== '地下车库';
      p.check(hasSteel === steelExpected, () => `node ${node.id} ${node.structure}: steel ${hasSteel}`);
      for (const code of ['rebar', 'concrete', 'formwork', 'masonry', 'labour']) {
        p.check(own.some((r) => r.code === code), () => `node ${node.id}: no ${code}`);
      }
    }
    p.assertNone();
    expect(INDICATOR_RANGES['剪力墙'].rebar).toEqual([45, 62]);
    expect(INDICATOR_RANGES['地下车库'].concrete).toEqual([0.9, 1.3]);
    expect(INDICATOR_RANGES['砖混'].steel).toBeUndefined();
  });

  it('structures fit the use and the height', () => {
    const p = new Problems();
    for (const n of nodes) {
      const what = (field: string) => () => `node ${n.id} ${n.building_use} ${n.structure} ${n.floors_above}F ${n.height_m}m: ${field}`;
      if (n.building_use === '地下车库') {
        p.check(n.floors_above === 0 && n.above_area === 0 && n.height_m === 0, what('above ground'));
        p.inRange(n.floors_below, 1, 3, what('floors below'));
        p.check(n.structure === '框架', what('structure'));
        continue;
      }
      p.check(n.floors_above >= 1 && n.height_m > 0, what('storeys'));
      if (n.building_use === '住宅') {
        p.check(n.floors_above <= 6 ? ['砖混', '框架'].includes(n.structure) : n.structure === '剪力墙', what('structure'));
        p.check(n.floors_above <= 33, what('storeys'));
        if (n.floors_above >= 4) p.inRange(n.height_m / n.floors_above, 2.85, 3.15, what('storey height'));
      }
      if (n.height_m >= 100 && n.building_use !== '住宅' && n.building_use !== '公寓') p.check(n.structure === '框架-核心筒', what('super high-rise'));
      if (n.building_use === '厂房' || n.building_use === '仓库') p.check(['钢结构', '框架'].includes(n.structure), what('structure'));
      if (n.structure === '砖混') p.check(n.floors_above <= 6, what('masonry storeys'));
      if (n.floors_above >= 15) p.check(['桩基础', '桩筏基础', '筏板基础'].includes(n.foundation_type), what('foundation'));
      if (n.floors_above <= 3 && n.structure === '钢结构') p.check(['独立基础', '桩基础'].includes(n.foundation_type), what('foundation'));
      p.check(n.floors_below === 0 ? n.below_area === 0 : n.below_area > 0, what('below area'));
      if (n.building_use === '酒店') p.check(n.decoration_standard === '精装', what('decoration'));
    }
    p.assertNone();
  });

  it('keywords, scope and attributes describe the single project', () => {
    const p = new Problems();
    for (const n of nodes) {
      const what = (field: string) => () => `node ${n.id}: ${field}`;
      p.check(n.keywords.includes(n.name) && n.keywords.includes(n.building_use) && n.keywords.includes(n.structure), what(`keywords ${n.keywords}`));
      if (n.floors_above > 0) p.check(n.keywords.includes(`${n.floors_above}层`), what(`keywords ${n.keywords}`));
      p.check(n.scope.startsWith('土建工程'), what(`scope ${n.scope}`));
      const attributes = JSON.parse(n.attributes) as Array<{ name: string; value: string }>;
      p.check(attributes.length >= 4, what('attribute count'));
      for (const a of attributes) p.check(typeof a.name === 'string' && a.value.length > 0, what(`attribute ${a.name}`));
    }
    p.assertNone();
    expect(nodes.find((n) => n.height_m > 100)!.keywords).toContain('超高层');
    expect(nodes.find((n) => n.building_use === '住宅' && n.floors_above >= 18)!.keywords).toContain('高层');
  });

  it('regions: provinces with data only, cities inside their province', () => {
    const p = new Problems();
    for (const n of nodes) {
      p.check(![1, 28, 34, 35].includes(n.province_id), () => `node ${n.id}: province ${n.province_id}`);
      p.check(provinceOf(n.city_id) === n.province_id, () => `node ${n.id}: city ${n.city_id} not in ${n.province_id}`);
    }
    p.assertNone();
    const count = (id: number) => nodes.filter((n) => n.province_id === id).length;
    // 江苏 (12) and 广东 (6) build far more than 宁夏 (31) and 青海 (30).
    expect(count(12)).toBeGreaterThan(count(31) * 5);
    expect(count(6)).toBeGreaterThan(count(30) * 5);
  });

  it('price dates fall in 2018-01 … 2026-10, more in recent years', () => {
    const p = new Problems();
    for (const n of nodes) {
      p.inRange(n.price_month, FIRST_PRICE_MONTH, LAST_GENERATED_MONTH, () => `node ${n.id}: month`);
      p.check(/^\d{4}-\d{2}-\d{2}$/.test(n.price_date), () => `node ${n.id}: date ${n.price_date}`);
      p.check(Number(n.price_date.slice(0, 4) + n.price_date.slice(5, 7)) === n.price_month, () => `node ${n.id}: date ≠ month`);
    }
    p.assertNone();
    const inYear = (y: number) => nodes.filter((n) => Math.floor(n.price_month / 100) === y).length;
    expect(inYear(2024) + inYear(2025)).toBeGreaterThan(inYear(2018) + inYear(2019));
  });
});

describe('plausibility', () => {
  it('a tier-4 shear-wall dwelling costs far less than a super high-rise office in 上海', () => {
    const dwellings = nodes.filter((n) => n.building_use === '住宅' && n.structure === '剪力墙' && cityTier(n.city_id) === 4);
    const towers = nodes.filter((n) => n.building_use === '办公' && n.structure === '框架-核心筒' && n.province_id === 11);
    expect(dwellings.length).toBeGreaterThan(20);
    expect(towers.length).toBeGreaterThan(0);
    expect(median(dwellings.map((n) => n.unit_cost))).toBeLessThan(median(towers.map((n) => n.unit_cost)));
    const rough = dwellings.filter((n) => n.decoration_standard === '毛坯').map((n) => n.unit_cost);
    expect(median(rough)).toBeGreaterThan(1700);
    expect(median(rough)).toBeLessThan(2400);
  });

  it('anchors: medians by use lie in the expected bands', () => {
    const med = (use: string, structure?: string) =>
      median(nodes.filter((n) => n.building_use === use && (!structure || n.structure === structure)).map((n) => n.unit_cost));
    expect(med('地下车库')).toBeGreaterThan(3200);
    expect(med('地下车库')).toBeLessThan(5200);
    expect(med('仓库', '钢结构')).toBeLessThan(med('厂房', '钢结构'));
    expect(med('厂房', '钢结构')).toBeLessThan(med('学校'));
    expect(med('学校')).toBeLessThan(med('医院'));
  });

  it('the 2021 national median is above 2018 for the same use and structure', () => {
    const of = (year: number) =>
      median(
        nodes
          .filter((n) => n.building_use === '住宅' && n.structure === '剪力墙' && n.decoration_standard === '毛坯')
          .filter((n) => Math.floor(n.price_month / 100) === year)
          .map((n) => n.unit_cost),
      );
    expect(of(2021)).toBeGreaterThan(of(2018));
  });
});

describe('price index', () => {
  const series = (province: number) => priceIndex.filter((r) => r.province_id === province);
  const at = (province: number, month: number) => priceIndex.find((r) => r.province_id === province && r.month === month)!.value;
  const yearMean = (province: number, year: number) => {
    const rows = series(province).filter((r) => Math.floor(r.month / 100) === year);
    return rows.reduce((s, r) => s + r.value, 0) / rows.length;
  };

  it('covers every month 2018-01 … 2026-12 for 全国 and every province with data', () => {
    const provinces = [...new Set(priceIndex.map((r) => r.province_id))].sort((a, b) => a - b);
    expect(provinces[0]).toBe(1);
    expect(provinces).toHaveLength(32);
    for (const id of [28, 34, 35]) expect(provinces).not.toContain(id);
    for (const id of provinces) expect(series(id)).toHaveLength(108);
    expect(series(1)[0]).toEqual({ province_id: 1, month: 201801, value: 100 });
    expect(series(1).at(-1)!.month).toBe(202612);
  });

  it('rises to a peak in 2021-Q3/Q4, eases through 2022–2023, then stays flat', () => {
    const national = series(1);
    const peak = national.reduce((a, b) => (b.value > a.value ? b : a));
    expect(peak.month).toBeGreaterThanOrEqual(202107);
    expect(peak.month).toBeLessThanOrEqual(202112);
    // The index is the basket of resource prices (docs/data.md section 6): its 2021 peak is 120–130.
    expect(peak.value).toBeGreaterThanOrEqual(120);
    expect(peak.value).toBeLessThanOrEqual(130);
    const drop = 1 - at(1, 202312) / peak.value;
    expect(drop).toBeGreaterThan(0.06);
    expect(drop).toBeLessThan(0.09);
    expect(Math.abs(at(1, 202612) / at(1, 202401) - 1)).toBeLessThan(0.02);
    // Monotone up to the peak on average: every province's yearly means rise 2018 → 2021.
    for (const province of [...new Set(priceIndex.map((r) => r.province_id))]) {
      expect(yearMean(province, 2019)).toBeGreaterThan(yearMean(province, 2018));
      expect(yearMean(province, 2020)).toBeGreaterThan(yearMean(province, 2019));
      expect(yearMean(province, 2021)).toBeGreaterThan(yearMean(province, 2020));
      expect(yearMean(province, 2023)).toBeLessThan(yearMean(province, 2021));
    }
  });

  it('puts provinces at their regional level', () => {
    const level = (id: number) => yearMean(id, 2022) / yearMean(1, 2022);
    for (const id of [2, 11]) {
      expect(level(id)).toBeGreaterThan(1.26);
      expect(level(id)).toBeLessThan(1.37);
    }
    for (const id of [6, 12, 13]) {
      expect(level(id)).toBeGreaterThan(1.08);
      expect(level(id)).toBeLessThan(1.22);
    }
    for (const id of [8, 9, 10]) expect(level(id)).toBeLessThan(0.95);
    for (const id of [26, 30, 33]) {
      expect(level(id)).toBeGreaterThan(1.03);
      expect(level(id)).toBeLessThan(1.22);
    }
  });
});

describe('determinism', () => {
  it('writes exactly what the generator yields for the seed', () => {
    const again = generateAll({ scale: 1, seed: SEED });
    expect(again.bidNodes).toEqual(nodes);
    expect(again.projects).toEqual(projects);
    expect(again.indicators.length).toBe(indicators.length);
  });

  it('same seed → identical rows; another seed → other data', () => {
    const a = generateAll({ scale: 0.2, seed: 7 });
    const b = generateAll({ scale: 0.2, seed: 7 });
    const c = generateAll({ scale: 0.2, seed: 8 });
    expect(a.bidNodes).toHaveLength(0.2 * NODES_PER_SCALE);
    expect(b).toEqual(a);
    expect(c.bidNodes.map((n) => n.unit_cost)).not.toEqual(a.bidNodes.map((n) => n.unit_cost));
    expect(c.projects.map((p) => p.name)).not.toEqual(a.projects.map((p) => p.name));
  });
});
