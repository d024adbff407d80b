/**
 * The 综合单价指标 list over the seeded scale-1 bills: code-prefix and segmented keyword search,
 * two-character queries, the two standards never mixed, the filters, sorting and paging, and every
 * row's P10 / median / P90 equal to the same statistics computed here from the stored unit prices.
 */
import type { FastifyInstance } from 'fastify';
import { BQ_ITEM_TABLE, type BqItemRow } from '@plugins/cost-data/shared/tables';
import { UnitPricePaths, type BqSearchPage } from '@plugins/unit-price/shared/contract';
import { buildUnitPriceApp, dataOf, MEMBER, post, type UnitPriceTestApp } from './fixtures';

jest.setTimeout(120_000);

let t: UnitPriceTestApp;
let app: FastifyInstance;
const ITEM_COLUMNS = ['standard', 'code', 'code9', 'name', 'features', 'unit', 'unit_price', 'province_id', 'city_id', 'price_month', 'pricing_stage', 'building_use'] as const;
/** A stored bill item, as the table defines it (the statistics below are computed from these, independently of the server). */
type Item = Pick<BqItemRow, (typeof ITEM_COLUMNS)[number]>;
let items: Item[];

beforeAll(async () => {
  t = await buildUnitPriceApp();
  app = t.app;
  items = (
    await t.database.db
      .selectFrom(BQ_ITEM_TABLE)
      .select(ITEM_COLUMNS)
      .execute()
  ).map((r: any) => ({ ...r, unit_price: Number(r.unit_price), province_id: Number(r.province_id), city_id: Number(r.city_id), price_month: Number(r.price_month) }));
});
afterAll(() => t.close());

const search = async (query: object, token = MEMBER.token) => dataOf<BqSearchPage>(await post(app, UnitPricePaths.search, { pageNum: 1, pageSize: 50, ...query }, token));

/** Type-7 percentile, written independently of the server's. */
function pct(sorted: number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}
const cent = (v: number) => Math.round(v * 100) / 100;
function expected(set: Item[]) {
  const s = set.map((i) => i.unit_price).sort((a, b) => a - b);
  return { count: s.length, p10: cent(pct(s, 0.1)), median: cent(pct(s, 0.5)), p90: cent(pct(s, 0.9)), min: s[0], max: s[s.length - 1] };
}
const keyOf = (i: Item) => `${i.standard}:${i.code9}:${i.unit}`;

describe('code-prefix search', () => {
  it('0105 finds the chapter 混凝土及钢筋混凝土工程: its codes only, of the 2013 standard', async () => {
    const page = await search({ keyWord: '0105' });
    const keys = new Set(items.filter((i) => i.standard === '2013' && i.code9.startsWith('0105')).map(keyOf));
    expect(page.total).toBe(keys.size);
    expect(page.total).toBeGreaterThan(10);
    expect(page.scope.keyword).toEqual({ kind: 'code', text: '0105', terms: ['0105'] });
    expect(page.scope.standard).toEqual({ code: '2013', name: 'GB 50854-2013' });
    for (const row of page.list) {
      expect(row.code9.startsWith('0105')).toBe(true);
      expect(row.standard).toBe('2013');
      expect(row.chapter).toEqual({ code: '0105', name: '混凝土及钢筋混凝土工程' });
    }
    // Sorted by code.
    const codes = page.list.map((r) => `${r.code9}:${r.unit}`);
    expect(codes).toEqual([...codes].sort());
    expect(page.sampleTotal).toBe(items.filter((i) => i.standard === '2013' && i.code9.startsWith('0105')).length);
  });

  it('010515 (section) and 010515001 (item): 现浇构件钢筋 in t, statistics as computed from the stored prices', async () => {
    const section = await search({ keyWord: '010515' });
    expect(section.list.every((r) => r.code9.startsWith('010515'))).toBe(true);
    const page = await search({ keyWord: '010515001' });
    expect(page.total).toBe(1);
    const row = page.list[0]!;
    expect(row).toMatchObject({ code9: '010515001', name: '现浇构件钢筋', unit: 't', rowKey: '2013:010515001:t' });
    const set = items.filter((i) => i.standard === '2013' && i.code9 === '010515001');
    expect(row).toMatchObject(expected(set));
    expect(row.p10).toBeLessThanOrEqual(row.median);
    expect(row.median).toBeLessThanOrEqual(row.p90);
    // 项目特征: the most frequent feature text of the code.
    const counts = new Map<string, number>();
    for (const i of set) counts.set(i.features, (counts.get(i.features) ?? 0) + 1);
    expect(counts.get(row.features)).toBe(Math.max(...counts.values()));
    expect(row.featureVariants).toBe(counts.size);
  });

  it('a 12-digit code counts the items of that feature set only', async () => {
    const page = await search({ keyWord: '010515001001' });
    expect(page.total).toBe(1);
    const set = items.filter((i) => i.standard === '2013' && i.code === '010515001001');
    expect(page.list[0]!.count).toBe(set.length);
    expect(page.list[0]!.median).toBe(expected(set).median);
  });
});

describe('keyword search (jieba words over names and 项目特征)', () => {
  const hasWord = (key: string, word: string) =>
    items.some((i) => keyOf(i) === key && `${i.name}\n${i.features}\n${i.code}`.toLowerCase().includes(word.toLowerCase()));

  it.each(['钢筋', '防水', '模板', 'C30', 'HRB400', '砌块'])('two-character and code-like queries work: %s', async (word) => {
    const page = await search({ keyWord: word });
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.list) expect(hasWord(row.rowKey, word)).toBe(true);
    // Every code holding the word is found.
    const keys = new Set(items.filter((i) => i.standard === '2013' && `${i.name}\n${i.features}\n${i.code9}`.toLowerCase().includes(word.toLowerCase())).map(keyOf));
    expect(page.total).toBe(keys.size);
  });

  it('segments 加气块 and 现浇构件钢筋HRB400 into words', async () => {
    const block = await search({ keyWord: '加气块' });
    expect(block.scope.keyword.terms).toEqual(['加气', '块']);
    expect(block.list.some((r) => r.code9 === '010402001')).toBe(true);
    const rebar = await search({ keyWord: '现浇构件钢筋HRB400' });
    expect(rebar.scope.keyword.terms).toEqual(['现浇', '构件', '钢筋', 'hrb400']);
    expect(rebar.list.map((r) => r.code9)).toContain('010515001');
    // Only the HRB400 feature sets count: fewer samples than the whole code.
    const all = (await search({ keyWord: '010515001' })).list[0]!;
    const hrb = rebar.list.find((r) => r.code9 === '010515001')!;
    const set = items.filter((i) => i.standard === '2013' && i.code9 === '010515001' && i.features.toLowerCase().includes('hrb400'));
    expect(hrb.count).toBe(set.length);
    expect(hrb.count).toBeLessThanOrEqual(all.count);
  });

  it('C30 有梁板 finds 010505001 with the C30 feature sets', async () => {
    const page = await search({ keyWord: 'C30 有梁板' });
    expect(page.list.map((r) => r.code9)).toEqual(['010505001']);
    const set = items.filter((i) => i.standard === '2013' && i.code9 === '010505001' && i.features.includes('C30'));
    expect(page.list[0]).toMatchObject(expected(set));
    expect(page.list[0]!.features).toContain('C30');
  });

  it('a word found nowhere answers an empty page', async () => {
    const page = await search({ keyWord: '不存在的词汇甲乙丙' });
    expect(page).toMatchObject({ total: 0, sampleTotal: 0, list: [] });
  });
});

describe('standards, filters, sorting and paging', () => {
  it('never mixes the two standards; the period after 2025-09 defaults to GB/T 50854-2024', async () => {
    const s2024 = await search({ standard: '2024', keyWord: '01' });
    expect(s2024.total).toBeGreaterThan(0);
    expect(s2024.list.every((r) => r.standard === '2024' && r.rowKey.startsWith('2024:'))).toBe(true);
    expect(s2024.sampleTotal).toBe(items.filter((i) => i.standard === '2024' && i.code9.startsWith('01')).length);
    const late = await search({ dateFrom: '2025-10' });
    expect(late.scope.standard.code).toBe('2024');
    const early = await search({ dateFrom: '2024-01' });
    expect(early.scope.standard.code).toBe('2013');
  });

  it('filters by province, period, stage and use, with statistics of that set', async () => {
    const query = { keyWord: '010505001', areaId: 12, dateFrom: '2024-01', dateTo: '2024-12', pricingStage: ['招标控制价', '中标价'] };
    const page = await search(query);
    const set = items.filter(
      (i) => i.standard === '2013' && i.code9 === '010505001' && i.province_id === 12 && i.price_month >= 202401 && i.price_month <= 202412 && i.pricing_stage !== '结算价',
    );
    if (set.length === 0) expect(page.total).toBe(0);
    else expect(page.list[0]).toMatchObject(expected(set));
    expect(page.scope).toMatchObject({ area: { id: 12, name: '江苏' }, monthFrom: '2024-01', monthTo: '2024-12' });
    // A city: the items of that city only.
    const cityId = items.find((i) => i.province_id === 12 && i.code9 === '010505001')!.city_id;
    const city = await search({ keyWord: '010505001', areaId: cityId });
    const citySet = items.filter((i) => i.standard === '2013' && i.code9 === '010505001' && i.city_id === cityId);
    expect(city.list[0]).toMatchObject(expected(citySet));
    expect(city.scope.area.id).toBe(cityId);
    const homes = await search({ keyWord: '0105', buildingUse: ['住宅'] });
    expect(homes.sampleTotal).toBe(items.filter((i) => i.standard === '2013' && i.code9.startsWith('0105') && i.building_use === '住宅').length);
  });

  it('sorts by median and by sample count, and pages without overlap', async () => {
    const byMedian = await search({ keyWord: '01', sortField: 'median', sortOrder: 'desc', pageSize: 20 });
    const medians = byMedian.list.map((r) => r.median);
    expect(medians).toEqual([...medians].sort((a, b) => b - a));
    const byCount = await search({ keyWord: '01', sortField: 'sampleCount', sortOrder: 'asc', pageSize: 20 });
    const counts = byCount.list.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const p1 = await search({ keyWord: '01', pageNum: 1, pageSize: 10 });
    const p2 = await search({ keyWord: '01', pageNum: 2, pageSize: 10 });
    expect(p1.total).toBe(p2.total);
    expect(p1.list.map((r) => r.rowKey).filter((k) => p2.list.some((r) => r.rowKey === k))).toEqual([]);
  });
});

describe('validation and access', () => {
  const bad = async (query: object, message: string | RegExp) => {
    const res = await post(app, UnitPricePaths.search, { pageNum: 1, pageSize: 20, ...query }, MEMBER.token);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.statusCode).toBe(400);
    expect(body.businessMsg).toMatch(message);
  };

  it('answers a clear Chinese message for every bad field, never a 500', async () => {
    await bad({ standard: '2019' }, /清单规范/);
    await bad({ dateFrom: '2024-13' }, /.+/);
    await bad({ dateFrom: '2024-05', dateTo: '2024-01' }, '开始月份不能晚于结束月份');
    await bad({ dateFrom: '2010-01' }, /开始月份须在 2018-01 至 2026-12 之间/);
    await bad({ keyWord: '钢'.repeat(51) }, /.+/);
    await bad({ pageSize: 7 }, '每页条数只能为 10、20、50');
    await bad({ areaId: 999999 }, '所选地区不存在');
    await bad({ buildingUse: ['宫殿'] }, '建筑用途不在可选范围内：宫殿');
    await bad({ pricingStage: '预算价' }, '计价阶段不在可选范围内：预算价');
    await bad({ sortField: 'price' }, /排序字段无效/);
    await bad({ tradeCode: '010' }, '清单分类编码应为 2、4 或 6 位数字');
    await bad({ pageNum: 0 }, /.+/);
    await bad({ areaId: 1.5 }, /.+/);
    await bad({ buildingUse: 'x'.repeat(201) }, /.+/);
  });

  it('needs a login', async () => {
    const res = await post(app, UnitPricePaths.search, { pageNum: 1, pageSize: 20 }, null);
    expect(res.json().statusCode).toBe(301);
  });
});
