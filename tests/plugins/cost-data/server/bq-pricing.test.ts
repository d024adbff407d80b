/**
 * The BqPricing service over seeded bills (SQLite, or PostgreSQL under `npm run test:pg`): the
 * resource lines derived from each item's norm lines × the library's consumption × the resource
 * prices of its basis give the stored 人工费 / 材料费 / 机械费 to the cent (before any settling) for
 * every sampled item; the lines add up to them; repricing at the item's own month gives the stored
 * unit price; an imported item's own lines (cost_data_bq_resource) are read instead.
 */
import { migratePlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createResourcePrices } from '@plugins/cost-data/server/bq/price-service';
import { createBqPricing } from '@plugins/cost-data/server/bq/pricing';
import { seedCostDataWithReport } from '@plugins/cost-data/server/seed';
import { BqPricing, costDataReaderOver, CostDataReader, type BqPricing as BqPricingService } from '@plugins/cost-data/shared/services';
import { BQ_ITEM_TABLE, BQ_NORM_TABLE, BQ_RESOURCE_TABLE, type BqItemRow } from '@plugins/cost-data/shared/tables';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';

jest.setTimeout(180_000);

let test: TestDatabase;
let pricing: BqPricingService;
const cents = (v: number) => Math.round(Number(v) * 100);

beforeAll(async () => {
  test = await createTestDatabase();
  await migratePlugins(test.database, [costDataServer]);
  const report = await seedCostDataWithReport({ db: test.database.db, dialect: test.database.dialect, services: new ServiceRegistry() }, { scale: 0.25, seed: 2026 });
  expect(report.counts.bqItems).toBeGreaterThan(1000);
  pricing = createBqPricing(costDataReaderOver(test.database.db), createResourcePrices());
});
afterAll(async () => {
  await test?.cleanup();
});

const NUMERIC = ['id', 'bid_node_id', 'unit_price', 'labour', 'material', 'machine', 'management', 'profit', 'risk', 'price_month', 'price_region_id', 'province_id', 'quantity', 'amount'];
/** Items as rows with numbers as numbers on both dialects. */
const items = async (where?: (q: any) => any): Promise<BqItemRow[]> => {
  let q: any = test.database.db.selectFrom(BQ_ITEM_TABLE).selectAll();
  if (where) q = where(q);
  const rows: Array<Record<string, unknown>> = await q.orderBy('id').execute();
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, NUMERIC.includes(k) ? Number(v) : v])) as unknown as BqItemRow);
};

describe('BqPricing', () => {
  it('is offered by cost-data’s services hook', () => {
    const services = new ServiceRegistry();
    costDataServer.services!({ db: test.database.db, dialect: test.database.dialect, services });
    expect(typeof services.get(BqPricing).pricing).toBe('function');
    expect(services.get(CostDataReader)).toBeDefined();
  });

  it('derives resource lines whose classes give the stored parts to the cent, on many seeded items', async () => {
    const all = await items();
    const sample = all.filter((_, i) => i % 13 === 0);
    expect(sample.length).toBeGreaterThan(300);
    let withLines = 0;
    for (const item of sample) {
      const p = (await pricing.pricing(item.id))!;
      expect(p.source).toBe('derived');
      expect(p.consistent).toBe(true);
      expect(p.basis).toEqual({ regionId: item.price_region_id, month: item.price_month, kind: item.price_kind });
      const sum = (pred: (k: string) => boolean) => p.resources.filter((r) => pred(r.kind)).reduce((s, r) => s + cents(r.amount), 0);
      expect(sum((k) => k === '人工')).toBe(cents(item.labour));
      expect(sum((k) => k === '机械')).toBe(cents(item.machine));
      expect(sum((k) => k !== '人工' && k !== '机械')).toBe(cents(item.material));
      if (item.part === 'lump') {
        expect(p.resources).toEqual([]);
        continue;
      }
      withLines++;
      expect(p.norms.length).toBeGreaterThan(0);
      for (const r of p.resources) {
        expect(r.price).toBe(item.price_kind === 'info' ? (r.infoPrice ?? r.price) : (r.marketPrice ?? r.price));
        expect(r.share).toBeGreaterThanOrEqual(0);
      }
    }
    expect(withLines).toBeGreaterThan(200);
  });

  it('reprices at the own month to the stored unit price, and rebar in May 2021 above 2024', async () => {
    for (const item of (await items()).filter((_, i) => i % 41 === 0)) {
      const r = (await pricing.reprice(item.id, item.price_month))!;
      expect(cents(r.repriced.unitPrice)).toBe(cents(item.unit_price));
      expect(r.change).toBe(0);
    }
    const rebar = (await items((q) => q.where('code9', '=', '010515001').limit(1)))[0]!;
    const peak = (await pricing.reprice(rebar.id, 202105))!;
    const later = (await pricing.reprice(rebar.id, 202406))!;
    expect(peak.repriced.unitPrice).toBeGreaterThan(later.repriced.unitPrice);
    expect(peak.to).toEqual({ regionId: rebar.price_region_id, month: 202105, kind: rebar.price_kind });
    const parts = peak.repriced;
    expect(cents(parts.labour) + cents(parts.material) + cents(parts.machine) + cents(parts.management) + cents(parts.profit) + cents(parts.risk)).toBe(cents(parts.unitPrice));
  });

  it('answers null for an unknown item, month or region', async () => {
    expect(await pricing.pricing(999_999_999)).toBeNull();
    const any = (await items((q) => q.limit(1)))[0]!;
    expect(await pricing.reprice(any.id, 203001)).toBeNull();
    expect(await pricing.reprice(any.id, 202413)).toBeNull();
    expect(await pricing.reprice(any.id, 202401, 28)).toBeNull();
  });

  it('reads an imported item’s own resource lines', async () => {
    const base = (await items((q) => q.where('code9', '=', '010505001').limit(1)))[0]!;
    const id = 900_000_001;
    const { keywords, ...rest } = (await test.database.db.selectFrom(BQ_ITEM_TABLE).selectAll().where('id', '=', base.id).executeTakeFirstOrThrow()) as any;
    await test.database.db
      .insertInto(BQ_ITEM_TABLE)
      .values({ ...rest, keywords, id, seq: 9999, labour: 80.5, material: 420.25, machine: 12.1, management: 20, profit: 10, risk: 0, unit_price: 542.85 })
      .execute();
    await test.database.db
      .insertInto(BQ_RESOURCE_TABLE)
      .values([
        { bq_item_id: id, seq: 1, resource_code: 'X-LAB-01', kind: '人工', name: '综合工日', spec: '', unit: '工日', per: 0.35, quantity: 1, price: 230, unit_amount: 80.5 },
        { bq_item_id: id, seq: 2, resource_code: 'R0304', kind: '材料', name: '预拌混凝土', spec: 'C30', unit: 'm³', per: 1.01, quantity: 1, price: 400, unit_amount: 404 },
        { bq_item_id: id, seq: 3, resource_code: 'X-MAT-09', kind: '材料', name: '其他材料费', spec: '', unit: '元', per: 16.25, quantity: 1, price: 1, unit_amount: 16.25 },
        { bq_item_id: id, seq: 4, resource_code: 'X-MAC-02', kind: '机械', name: '混凝土振捣器', spec: '', unit: '台班', per: 0.8, quantity: 1, price: 15.125, unit_amount: 12.1 },
      ])
      .execute();
    await test.database.db
      .insertInto(BQ_NORM_TABLE)
      .values([
        { bq_item_id: id, seq: 1, norm_code: '5-21', name: '现浇混凝土 有梁板 C30', unit: '10m³', per: 0.1, quantity: 1 },
        { bq_item_id: id, seq: 2, norm_code: 'X-99', name: '企业自编子目', unit: 'm³', per: 1, quantity: 10 },
      ])
      .execute();
    const p = (await pricing.pricing(id))!;
    expect(p.source).toBe('stored');
    expect(p.consistent).toBe(true);
    // The file's norm lines: the library's consumption and prices where it knows the norm.
    expect(p.norms.map((n) => n.normCode)).toEqual(['5-21', 'X-99']);
    expect(p.norms[0]!.resources.length).toBeGreaterThan(0);
    expect(p.norms[0]!.normPrice).toBeGreaterThan(0);
    expect(p.norms[1]).toMatchObject({ resources: [], normPrice: 0, per: 1, quantity: 10 });
    expect(p.resources.map((r) => [r.code, r.amount])).toEqual([
      ['X-LAB-01', 80.5],
      ['R0304', 404],
      ['X-MAT-09', 16.25],
      ['X-MAC-02', 12.1],
    ]);
    // A library resource shows its 信息价 and 市场价 of the basis; the file's own codes do not.
    expect(p.resources[1]!.infoPrice).toBeGreaterThan(0);
    expect(p.resources[0]!.infoPrice).toBeNull();
    const same = (await pricing.reprice(id, base.price_month))!;
    expect(cents(same.repriced.unitPrice)).toBe(cents(542.85));
  });
});
