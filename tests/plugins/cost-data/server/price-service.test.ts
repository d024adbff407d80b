/**
 * The ResourcePrices service (plugins/cost-data/server/bq/price-service.ts), as cost-data offers it
 * through its services hook: the priced regions and months, prices identical to the stored
 * cost_data_resource_price rows of a real seeded database and to the model, series, and null (never a
 * throw) for anything it does not price.
 */
import { migratePlugins, seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { loadCatalogue } from '@plugins/cost-data/server/bq/catalogue';
import { createResourcePriceModel } from '@plugins/cost-data/server/bq/prices';
import { seedResourcePrices } from '@plugins/cost-data/server/seed';
import { RESOURCE_PRICE_TABLE, RESOURCE_TABLE, ResourcePrices, type ResourceRow } from '@plugins/cost-data/shared/services';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';

jest.setTimeout(120_000);

let test: TestDatabase;
let prices: ResourcePrices;
let rows: Map<string, ResourceRow>;
const model = createResourcePriceModel();

beforeAll(async () => {
  test = await createTestDatabase();
  await migratePlugins(test.database, [costDataServer]);
  const services = new ServiceRegistry();
  costDataServer.services!({ db: test.database.db, dialect: test.database.dialect, services });
  prices = services.get(ResourcePrices);
  await seedPlugins(test.database, [costDataServer], { scale: 0.01, seed: 3, demo: false });
  // First start stores 全国 only; the wider 'core' scope stores the core resources of every region.
  await test.database.db.deleteFrom(RESOURCE_PRICE_TABLE).execute();
  await seedResourcePrices(test.database.db, test.database.dialect, 'core');
  const list = (await test.database.db.selectFrom(RESOURCE_TABLE).selectAll().execute()) as ResourceRow[];
  rows = new Map(list.map((r) => [r.code, { ...r, base_price: Number(r.base_price) }]));
});
afterAll(() => test?.cleanup());

describe('ResourcePrices', () => {
  it('offers the model regions and months, the latest month of the sample data', () => {
    const regions = prices.regions();
    expect(regions[0]).toEqual({ areaid: 1, provinceId: 1, name: '全国', isCity: false });
    expect(regions.map((r) => r.areaid)).toEqual(model.regions().map((r) => r.areaid));
    expect(regions.some((r) => [28, 34, 35].includes(r.areaid))).toBe(false);
    expect(prices.months()).toHaveLength(108);
    expect(prices.months()[0]).toBe(201801);
    expect(prices.latestMonth()).toBe(202610);
    const jiangsu = regions.find((r) => r.name === '江苏')!;
    expect(prices.citiesOf(jiangsu.areaid).map((c) => c.name)).toEqual(expect.arrayContaining(['南京市', '苏州市']));
    expect(prices.citiesOf(jiangsu.areaid).every((c) => c.isCity && c.provinceId === jiangsu.areaid)).toBe(true);
    expect(prices.region(jiangsu.areaid)).toEqual(jiangsu);
    expect(prices.region(28)).toBeNull();
    // Copies: a caller cannot change the service's lists.
    (prices.regions() as Array<{ name: string }>)[0]!.name = 'x';
    expect(prices.regions()[0]!.name).toBe('全国');
  });

  it('answers exactly the stored rows (every stored region of a core resource, 全国 of every resource)', async () => {
    const stored = await test.database.db
      .selectFrom(RESOURCE_PRICE_TABLE)
      .selectAll()
      .where((eb) => eb.or([eb('resource_code', '=', 'R1004'), eb('resource_code', '=', 'R0002'), eb.and([eb('region_id', '=', 1), eb('month', '=', 202105)])]))
      .execute();
    expect(stored.length).toBeGreaterThan(2 * 94 * 108);
    for (const row of stored) {
      const p = prices.price(rows.get(row.resource_code)!, Number(row.region_id), Number(row.month));
      expect(p).toEqual({ info: Number(row.info_price), market: Number(row.market_price) });
    }
  });

  it('prices what the table does not store with the model, and answers series', () => {
    const catalogue = loadCatalogue();
    const resource = catalogue.resources.find((r) => r.kind === '设备')!;
    const row = rows.get(resource.code)!;
    const city = prices.regions().find((r) => r.name === '苏州市')!.areaid;
    expect(prices.price(row, city, 202406)).toEqual(model.price(resource, city, 202406));
    const series = prices.series(row, city, 202311, 202402);
    expect(series.map((p) => p.month)).toEqual([202311, 202312, 202401, 202402]);
    for (const p of series) expect({ info: p.info, market: p.market }).toEqual(model.price(resource, city, p.month));
  });

  it('shows the anchors: HRB400E Φ20–25 near 6,000 元/t in 2021-05 and about 3,500 in 2024', () => {
    const rebar = rows.get('R1004')!;
    expect(prices.price(rebar, 1, 202105)!.market).toBeGreaterThan(5700);
    const y2024 = prices.series(rebar, 1, 202401, 202412);
    const mean = y2024.reduce((s, p) => s + p.market, 0) / y2024.length;
    expect(mean).toBeGreaterThan(3300);
    expect(mean).toBeLessThan(3700);
  });

  it('answers null or an empty series for what it does not price, never throws', () => {
    const rebar = rows.get('R1004')!;
    expect(prices.price(rebar, 28, 202401)).toBeNull();
    expect(prices.price(rebar, 1, 201712)).toBeNull();
    expect(prices.price(rebar, 1, 202413)).toBeNull();
    expect(prices.price(rebar, 1, Number.NaN)).toBeNull();
    expect(prices.price({ ...rebar, price_class: 'gold' }, 1, 202401)).toBeNull();
    expect(prices.series(rebar, 1, 202405, 202401)).toEqual([]);
    expect(prices.series(rebar, 35, 202401, 202405)).toEqual([]);
    expect(prices.priceRegionOf(28)).toBeNull();
    expect(prices.priceRegionOf(1.5)).toBeNull();
    // A money line is 1 元 everywhere.
    const money = [...rows.values()].find((r) => r.unit === '元')!;
    expect(prices.price(money, 1, 202001)).toEqual({ info: money.base_price, market: money.base_price });
  });
});
