/**
 * The resource price model (bq/prices): the anchors of the market it follows, 信息价 against 市场价,
 * the priced regions, determinism and the 2024-01 national anchor of every resource.
 */
import { BUILDING_CATALOGUE } from '@plugins/cost-data/server/bq/catalogue/building';
import { COMMON_RESOURCES } from '@plugins/cost-data/server/bq/catalogue/resources-common';
import type { PriceClass, Resource } from '@plugins/cost-data/server/bq/model';
import { createResourcePriceModel, REFERENCE_PRICES, type ResourcePriceModel } from '@plugins/cost-data/server/bq/prices';
import { PRICE_CLASSES } from '@plugins/cost-data/server/bq/prices/levels';
import { provinceProfile } from '@plugins/cost-data/server/generator/provinces';
import { citiesOf, provinceOf } from '@plugins/cost-data/server/regions';

const model = createResourcePriceModel();
const common = (code: string) => COMMON_RESOURCES.find((r) => r.code === code)!;
const resource = (priceClass: PriceClass, basePrice: number, code = `T-${priceClass}`, unit = 't'): Resource => ({
  code,
  kind: priceClass.startsWith('labour') ? '人工' : '材料',
  name: priceClass,
  spec: '',
  unit,
  priceClass,
  basePrice,
});
/** The catalogue's HRB400E Φ20–25, the resource the rebar anchors are written for. */
const REBAR = BUILDING_CATALOGUE.resources.find((r) => r.code === 'R1004')!;
const C30 = common('R0304');
const CEMENT = common('R0201');
const REBAR_WORKER = common('R0003');

const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => year * 100 + i + 1);
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const yearMean = (r: Resource, region: number, year: number, kind: 'market' | 'info' = 'market') =>
  mean(monthsOf(year).map((m) => model[kind](r, region, m)));
const regionId = (name: string) => model.regions().find((r) => r.name === name)!.areaid;
const provinces = () => model.regions().filter((r) => !r.isCity && r.areaid !== 1);
const weightedMean = (ids: number[], value: (id: number) => number) => {
  const named = provinces().filter((p) => ids.includes(p.areaid));
  const w = named.map((p) => provinceProfile(p.name).weight);
  return named.reduce((s, p, i) => s + w[i] * value(p.areaid), 0) / w.reduce((s, x) => s + x, 0);
};

describe('the priced regions and months', () => {
  it('are 全国, the 31 mainland provinces with data and their main cities; never 28, 香港, 澳门 or 台湾', () => {
    const regions = model.regions();
    expect(regions[0]).toEqual({ areaid: 1, provinceId: 1, name: '全国', isCity: false });
    expect(provinces()).toHaveLength(31);
    for (const id of [28, 34, 35]) {
      expect(regions.some((r) => r.areaid === id || r.provinceId === id)).toBe(false);
      expect(model.priceRegionOf(id)).toBeNull();
    }
    expect(new Set(regions.map((r) => r.areaid)).size).toBe(regions.length);
    const cities = regions.filter((r) => r.isCity);
    expect(cities.length).toBeGreaterThanOrEqual(50);
    for (const city of cities) {
      expect(provinceOf(city.areaid)).toBe(city.provinceId);
      expect(citiesOf(city.provinceId).some((c) => c.areaid === city.areaid && c.name === city.name)).toBe(true);
    }
    // 深圳 is areaid 77 under 广东 (6); the big non-capital cities are priced too.
    expect(regions.find((r) => r.areaid === 77)).toEqual({ areaid: 77, provinceId: 6, name: '深圳市', isCity: true });
    for (const [name, province] of [['苏州市', 12], ['宁波市', 13], ['青岛市', 17], ['厦门市', 15], ['大连市', 8], ['沈阳市', 8], ['广州市', 6]] as const) {
      expect(regions.find((r) => r.name === name)?.provinceId).toBe(province);
    }
    // Every capital of a province that is not a municipality.
    for (const p of provinces().filter((p) => ![2, 3, 11, 32].includes(p.areaid))) {
      expect(cities.filter((c) => c.provinceId === p.areaid).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('maps any region to the one it is priced for: itself, else its province', () => {
    expect(model.priceRegionOf(1)).toBe(1);
    expect(model.priceRegionOf(77)).toBe(77);
    expect(model.priceRegionOf(11)).toBe(11);
    const pudong = citiesOf(11).find((c) => c.name === '浦东新区')!;
    expect(model.priceRegionOf(pudong.areaid)).toBe(11);
    const shaoguan = citiesOf(6).find((c) => c.name === '韶关市')!;
    expect(model.priceRegionOf(shaoguan.areaid)).toBe(6);
    expect(() => model.price(C30, pudong.areaid, 202401)).toThrow(RangeError);
    expect(() => model.price(C30, 28, 202401)).toThrow(RangeError);
    expect(() => model.price(C30, 1, 201712)).toThrow(RangeError);
    expect(() => model.price(C30, 1, 202701)).toThrow(RangeError);
  });

  it('covers every month 2018-01 … 2026-12', () => {
    const months = model.months();
    expect(months).toHaveLength(108);
    expect(months[0]).toBe(201801);
    expect(months[11]).toBe(201812);
    expect(months[12]).toBe(201901);
    expect(months.at(-1)).toBe(202612);
  });
});

describe('every price', () => {
  it('is the basePrice nationally in 2024-01 (市场价), for every common resource and every class', () => {
    for (const r of COMMON_RESOURCES) expect(model.market(r, 1, 202401)).toBe(r.basePrice);
    for (const c of PRICE_CLASSES) {
      for (const base of [0.92, 18, 378, 3950, 12345.67]) expect(model.market(resource(c, base), 1, 202401)).toBe(base);
    }
  });

  it('has 2 decimals and is > 0, in every row; the rows are resources × regions × months (millions in about a second)', () => {
    const resources = [...COMMON_RESOURCES, ...PRICE_CLASSES.map((c) => resource(c, 0.5))];
    const cents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
    let count = 0;
    let bad = 0;
    const started = Date.now();
    for (const row of model.rows(resources)) {
      count++;
      if (!(row.market_price > 0 && row.info_price > 0 && cents(row.market_price) && cents(row.info_price))) bad++;
    }
    const elapsed = Date.now() - started;
    expect(bad).toBe(0);
    expect(count).toBe(resources.length * model.regions().length * 108);
    expect(count).toBeGreaterThan(500_000);
    // Not a timed assertion (the machine is shared): the count and the time go to the log.
    console.log(`bq-prices: ${count} rows in ${elapsed} ms`);
  });

  it('yields rows of the table shape, for the regions and months asked for', () => {
    const rows = [...model.rows([C30, REBAR], { regions: [11, 77], months: [202105, 202401] })];
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({
      resource_code: 'R0304',
      region_id: 11,
      month: 202105,
      info_price: model.info(C30, 11, 202105),
      market_price: model.market(C30, 11, 202105),
    });
    for (const row of rows) {
      const r = row.resource_code === 'R0304' ? C30 : REBAR;
      expect(model.price(r, row.region_id, row.month)).toEqual({ info: row.info_price, market: row.market_price });
    }
  });

  it('is a money line for unit 元 (其他材料费): 1 元 everywhere, always', () => {
    const other = common('R0190');
    const rows = [...model.rows([other])];
    expect(rows).toHaveLength(model.regions().length * 108);
    expect(rows.filter((row) => row.market_price !== 1 || row.info_price !== 1)).toEqual([]);
  });

  it('is deterministic: a fresh module gives the same prices', () => {
    let fresh: ResourcePriceModel | null = null;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      fresh = (require('@plugins/cost-data/server/bq/prices') as typeof import('@plugins/cost-data/server/bq/prices')).createResourcePriceModel();
    });
    const text = (m: ResourcePriceModel) =>
      Array.from(m.rows(COMMON_RESOURCES.slice(0, 15)), (r) => `${r.resource_code} ${r.region_id} ${r.month} ${r.info_price} ${r.market_price}`).join('\n');
    const a = text(model);
    expect(a.length).toBeGreaterThan(300_000);
    expect(text(fresh!) === a).toBe(true);
    expect(model.market(REBAR, 77, 202105)).toBe(fresh!.market(REBAR, 77, 202105));
  });
});

describe('the market anchors', () => {
  it('are written for the catalogue\'s resources', () => {
    expect(REBAR).toMatchObject({ priceClass: 'rebar', unit: 't', basePrice: REFERENCE_PRICES.rebar });
    expect(REBAR.spec).toContain('HRB400');
    expect(C30).toMatchObject({ priceClass: 'concrete', spec: 'C30', basePrice: REFERENCE_PRICES.concrete });
    expect(CEMENT).toMatchObject({ priceClass: 'cement', spec: 'P.O 42.5', basePrice: REFERENCE_PRICES.cement });
  });

  it('HRB400: about 4,200 元/t in 2018, the maximum near 6,000 in May 2021, about 3,500 in 2024, lower in 2025', () => {
    expect(Math.abs(yearMean(REBAR, 1, 2018) / 4200 - 1)).toBeLessThanOrEqual(0.05);
    const national = model.months().map((m) => ({ m, v: model.market(REBAR, 1, m) }));
    const peak = national.reduce((a, b) => (b.v > a.v ? b : a));
    expect(peak.m).toBe(202105);
    expect(peak.v).toBeGreaterThanOrEqual(5700);
    expect(peak.v).toBeLessThanOrEqual(6300);
    expect(Math.abs(yearMean(REBAR, 1, 2024) / 3500 - 1)).toBeLessThanOrEqual(0.05);
    expect(yearMean(REBAR, 1, 2025)).toBeLessThan(yearMean(REBAR, 1, 2024));
    // So a rebar item of May 2021 is visibly dearer than one of 2024, in every province.
    for (const p of provinces()) expect(model.market(REBAR, p.areaid, 202105)).toBeGreaterThan(1.4 * model.market(REBAR, p.areaid, 202406));
  });

  it('steel is a national market: the provinces lie within ±8 % of the national price (西藏 aside)', () => {
    for (const p of provinces().filter((p) => p.name !== '西藏')) {
      expect(Math.abs(yearMean(REBAR, p.areaid, 2024) / yearMean(REBAR, 1, 2024) - 1)).toBeLessThan(0.08);
    }
  });

  it('C30 ready-mix: 340–390 nationally in 2023–24, 上海 about 470, 沈阳 about 230', () => {
    for (const m of [...monthsOf(2023), ...monthsOf(2024)]) {
      expect(model.market(C30, 1, m)).toBeGreaterThanOrEqual(340);
      expect(model.market(C30, 1, m)).toBeLessThanOrEqual(390);
    }
    const twoYears = (region: number) => (yearMean(C30, region, 2023) + yearMean(C30, region, 2024)) / 2;
    expect(Math.abs(twoYears(11) / 470 - 1)).toBeLessThanOrEqual(0.06);
    expect(Math.abs(twoYears(regionId('沈阳市')) / 230 - 1)).toBeLessThanOrEqual(0.08);
    // Concrete is local: the provinces spread widely, and the national price is their weighted mean.
    const levels = provinces().map((p) => yearMean(C30, p.areaid, 2024));
    expect(Math.max(...levels) / Math.min(...levels)).toBeGreaterThan(1.8);
    const weighted = weightedMean(provinces().map((p) => p.areaid), (id) => yearMean(C30, id, 2024));
    expect(Math.abs(weighted / yearMean(C30, 1, 2024) - 1)).toBeLessThan(0.02);
  });

  it('cement P.O42.5: the peak near 490 元/t in 2021', () => {
    const national = model.months().map((m) => ({ m, v: model.market(CEMENT, 1, m) }));
    const peak = national.reduce((a, b) => (b.v > a.v ? b : a));
    expect(Math.floor(peak.m / 100)).toBe(2021);
    expect(peak.v).toBeGreaterThanOrEqual(470);
    expect(peak.v).toBeLessThanOrEqual(510);
  });

  it('skilled labour: day rates rise 5–8 % a year', () => {
    for (const worker of COMMON_RESOURCES.filter((r) => r.priceClass === 'labour_skilled')) {
      for (let year = 2019; year <= 2026; year++) {
        const growth = yearMean(worker, 1, year) / yearMean(worker, 1, year - 1) - 1;
        expect(growth).toBeGreaterThanOrEqual(0.05);
        expect(growth).toBeLessThanOrEqual(0.08);
      }
    }
  });

  it('labour: East China 10–15 % above the centre and the west', () => {
    const east = [11, 12, 13, 14, 15, 16, 17]; // 上海 江苏 浙江 安徽 福建 江西 山东
    const centreAndWest = [18, 19, 20, 5, 7, 21, 23, 24, 25, 26, 27, 29, 30, 31, 32, 33]; // 河南 湖北 湖南 山西 内蒙古 广西 四川 贵州 云南 西藏 陕西 甘肃 青海 宁夏 重庆 新疆
    for (const year of [2018, 2021, 2024, 2026]) {
      const ratio =
        weightedMean(east, (id) => yearMean(REBAR_WORKER, id, year)) / weightedMean(centreAndWest, (id) => yearMean(REBAR_WORKER, id, year));
      expect(ratio).toBeGreaterThanOrEqual(1.1);
      expect(ratio).toBeLessThanOrEqual(1.15);
    }
    // 上海 is the dearest province for labour; cities are dearer than their province.
    const labour2024 = provinces().map((p) => ({ id: p.areaid, v: yearMean(REBAR_WORKER, p.areaid, 2024) }));
    expect(labour2024.reduce((a, b) => (b.v > a.v ? b : a)).id).toBe(11);
    expect(yearMean(REBAR_WORKER, 77, 2024)).toBeGreaterThan(yearMean(REBAR_WORKER, 6, 2024));
  });
});

describe('信息价 against 市场价', () => {
  const materials = PRICE_CLASSES.filter((c) => !c.startsWith('labour')).map((c) => resource(c, 1000));

  it('materials: the bulletin sits 2–8 % above the market on average, above it in most months', () => {
    for (const r of materials) {
      const ratios: number[] = [];
      for (const row of model.rows([r], { regions: provinces().map((p) => p.areaid) })) ratios.push(row.info_price / row.market_price);
      const avg = mean(ratios);
      expect(avg).toBeGreaterThanOrEqual(1.02);
      expect(avg).toBeLessThanOrEqual(1.08);
      expect(ratios.filter((x) => x > 1).length / ratios.length).toBeGreaterThan(0.8);
    }
  });

  it('materials: monthly bulletins lag the market by a month; the slower classes move in quarterly steps', () => {
    // The rebar market peaks in May 2021; the bulletin states May's level in June.
    const info = model.months().map((m) => ({ m, v: model.info(REBAR, 1, m) }));
    expect(info.reduce((a, b) => (b.v > a.v ? b : a)).m).toBe(202106);
    expect(model.info(REBAR, 1, 202106)).toBeGreaterThan(model.market(REBAR, 1, 202106));
    // In the sharp rise of spring 2021 the lagging bulletin falls behind the market.
    expect(model.info(REBAR, 1, 202105)).toBeLessThan(model.market(REBAR, 1, 202105));
    const timber = resource('timber', 1800);
    for (const region of [1, 12, 222]) {
      for (const year of [2019, 2022, 2025]) {
        for (const q of [1, 4, 7, 10]) {
          const first = model.info(timber, region, year * 100 + q);
          expect(model.info(timber, region, year * 100 + q + 1)).toBe(first);
          expect(model.info(timber, region, year * 100 + q + 2)).toBe(first);
        }
      }
      // …and it does change from one quarter to the next.
      expect(model.info(timber, region, 202104)).not.toBe(model.info(timber, region, 202107));
    }
  });

  it('labour: the bulletin rate is below the market day rate and is adjusted in March and September', () => {
    for (const worker of COMMON_RESOURCES.filter((r) => r.kind === '人工')) {
      for (const region of [1, ...provinces().map((p) => p.areaid), 77]) {
        for (const m of [201801, 201906, 202105, 202312, 202401, 202509, 202612]) {
          const ratio = model.info(worker, region, m) / model.market(worker, region, m);
          expect(ratio).toBeLessThan(0.95);
          expect(ratio).toBeGreaterThan(0.78);
        }
      }
    }
    const changes = model
      .months()
      .slice(1)
      .filter((m, i) => model.info(REBAR_WORKER, 12, m) !== model.info(REBAR_WORKER, 12, model.months()[i]))
      .map((m) => m % 100);
    expect(changes.length).toBeGreaterThanOrEqual(16);
    expect(new Set(changes)).toEqual(new Set([3, 9]));
  });
});
