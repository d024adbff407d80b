import type { FastifyInstance } from 'fastify';
import {
  BidNodePaths,
  MAX_INTERVAL_IDS,
  type BaseInfo,
  type CompareData,
  type DynamicTrend,
  type IndexByType,
  type IntervalStats,
  type ListPage,
  type RepriceResult,
} from '@plugins/bid-node/shared/contract';
import { bulkSpec, BULK_COUNT, buildBidNodeApp, indexValue, MEMBER, TRIAL, VIP, type BidNodeTestApp } from './fixtures';

let t: BidNodeTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildBidNodeApp();
  app = t.app;
});
afterAll(() => t.close());

/** A form POST, as the client's HttpClient sends it. */
async function form(path: string, fields: Record<string, string | number>, token: string | null = VIP.token) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    payload: body,
  });
}

async function json(path: string, payload: unknown, token: string | null = VIP.token) {
  return app.inject({ method: 'POST', url: path, headers: token ? { token } : {}, payload: payload as object });
}

async function data<T>(res: { json(): any; statusCode: number }): Promise<T> {
  const body = res.json();
  expect(body).toMatchObject({ statusCode: 200 });
  return body.data as T;
}

/** A sample quantile the independent way (sorted, linear between ranks). */
function q(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  return lo + 1 < s.length ? s[lo]! + (h - lo) * (s[lo + 1]! - s[lo]!) : s[lo]!;
}

const VIP_FORM_PATHS = [
  BidNodePaths.base,
  BidNodePaths.scope,
  BidNodePaths.attr,
  BidNodePaths.cols,
  BidNodePaths.result,
  BidNodePaths.trend,
  BidNodePaths.exportDetail,
];

describe('bid-node detail: access and validation', () => {
  it.each(VIP_FORM_PATHS)('%s: 301 without login, 820 without rights, 200 for VIP and trial', async (path) => {
    expect((await form(path, { bidNodeId: 1 }, null)).json()).toMatchObject({ statusCode: 301 });
    expect((await form(path, { bidNodeId: 1 }, 'token-expired')).json()).toMatchObject({ statusCode: 302 });
    expect((await form(path, { bidNodeId: 1 }, MEMBER.token)).json()).toMatchObject({ statusCode: 820, businessMsg: '您暂无访问权限！' });
    for (const token of [VIP.token, TRIAL.token]) {
      const res = await form(path, { bidNodeId: 1 }, token);
      expect(res.statusCode).toBe(200);
      if (path !== BidNodePaths.exportDetail) expect(res.json().statusCode).toBe(200);
    }
  });

  it('refuses the other VIP calls to members without rights (820)', async () => {
    expect((await form(BidNodePaths.indexByType, { bidNodeId: 1, indexType: 1 }, MEMBER.token)).json().statusCode).toBe(820);
    expect((await form(BidNodePaths.interval, { indexType: 'unitCost', ids: '1,2' }, MEMBER.token)).json().statusCode).toBe(820);
    expect((await json(BidNodePaths.compare, { ids: [1, 2] }, MEMBER.token)).json().statusCode).toBe(820);
    expect((await form(BidNodePaths.reprice, { bidNodeId: 1, targetAreaId: 1, targetMonth: '2025-01' }, MEMBER.token)).json().statusCode).toBe(820);
    expect((await json(BidNodePaths.exportList, {}, MEMBER.token)).json().statusCode).toBe(820);
    expect((await json(BidNodePaths.exportList, {}, null)).json().statusCode).toBe(301);
  });

  it.each([...VIP_FORM_PATHS, BidNodePaths.summary, BidNodePaths.like, BidNodePaths.unlike])(
    '%s: Chinese 400 for a missing or invalid bidNodeId, 440 for an unknown one',
    async (path) => {
      const missing = await form(path, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：bidNodeId 为必填项' });
      expect((await form(path, { bidNodeId: 'abc' })).json()).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：bidNodeId 应为整数' });
      expect((await form(path, { bidNodeId: 0 })).json()).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：bidNodeId 不能小于 1' });
      expect((await form(path, { bidNodeId: 999999 })).json()).toMatchObject({ statusCode: 440, businessMsg: '该单项工程不存在' });
    },
  );

  it('checks indexType of getIndexByType', async () => {
    expect((await form(BidNodePaths.indexByType, { bidNodeId: 1 })).json().businessMsg).toBe('请求参数错误：indexType 为必填项');
    expect((await form(BidNodePaths.indexByType, { bidNodeId: 1, indexType: 4 })).json().businessMsg).toBe('请求参数错误：indexType 不能大于 3');
    expect((await form(BidNodePaths.indexByType, { bidNodeId: 999999, indexType: 1 })).json().statusCode).toBe(440);
  });
});

describe('bid-node detail: header, likes and the detail calls', () => {
  it('likes are idempotent per member and counted in the header and the list', async () => {
    const like = (token: string) => form(BidNodePaths.like, { bidNodeId: 2 }, token);
    const unlike = (token: string) => form(BidNodePaths.unlike, { bidNodeId: 2 }, token);
    expect((await form(BidNodePaths.like, { bidNodeId: 2 }, null)).json().statusCode).toBe(301);
    expect(await data(await like(MEMBER.token))).toEqual({ likeNum: 1, liked: true });
    expect(await data(await like(MEMBER.token))).toEqual({ likeNum: 1, liked: true });
    expect(await data(await like(VIP.token))).toEqual({ likeNum: 2, liked: true });

    const header = await data<BaseInfo & { liked: boolean }>(await form(BidNodePaths.summary, { bidNodeId: 2 }, MEMBER.token));
    expect(header).toMatchObject({ id: 2, name: '某住宅小区2#楼', likeNum: 2, liked: true, provinceName: '江苏', cityName: '南京市' });
    const listed = await data<ListPage>(await json(BidNodePaths.list, { pageNum: 1, pageSize: 10, keyWord: '南京 框架' }, MEMBER.token));
    expect(listed.list.map((r) => [r.id, r.likeNum])).toEqual([[2, 2]]);

    expect(await data(await unlike(MEMBER.token))).toEqual({ likeNum: 1, liked: false });
    expect(await data(await unlike(MEMBER.token))).toEqual({ likeNum: 1, liked: false });
    const after = await data<{ liked: boolean; likeNum: number }>(await form(BidNodePaths.summary, { bidNodeId: 2 }, MEMBER.token));
    expect(after).toMatchObject({ likeNum: 1, liked: false });
    expect(await data(await unlike(VIP.token))).toEqual({ likeNum: 0, liked: false });
  });

  it('base: the summary plus the building facts', async () => {
    const base = await data<BaseInfo>(await form(BidNodePaths.base, { bidNodeId: 1 }));
    expect(base).toMatchObject({
      id: 1,
      code: 'DX2024-0000001',
      projectName: '某示例项目1',
      buildingUse: '住宅',
      structure: '剪力墙',
      floorsAbove: 18,
      buildingArea: 12000,
      unitCost: 3000,
      totalCost: 36000000,
      heightM: 55.5,
      aboveArea: 10200,
      belowArea: 1800,
      foundationType: '桩基础',
      seismicIntensity: '7度',
      decorationStandard: '精装',
    });
    expect(base.liked).toBeUndefined();
  });

  it('scope, attributes, index columns and results', async () => {
    expect(await data(await form(BidNodePaths.scope, { bidNodeId: 1 }))).toEqual({ scope: '某住宅小区1#楼的土建、安装及装饰工程' });
    expect(await data(await form(BidNodePaths.attr, { bidNodeId: 1 }))).toEqual({
      attributes: [
        { name: '外墙', value: '真石漆' },
        { name: '门窗', value: '断桥铝合金中空玻璃窗' },
      ],
    });
    expect(await data(await form(BidNodePaths.cols, { bidNodeId: 1 }))).toEqual([
      { indexType: 1, name: '造价指标' },
      { indexType: 2, name: '费用构成' },
      { indexType: 3, name: '工料消耗指标' },
    ]);
    expect(await data(await form(BidNodePaths.result, { bidNodeId: 1 }))).toEqual([
      { resultId: 1, pricingStage: '招标控制价', priceDate: '2024-03-15', totalCost: 36000000, unitCost: 3000 },
    ]);
  });

  it('getIndexByType 1: specialties with 元/m², amount, ratio and the total', async () => {
    const index = await data<IndexByType>(await form(BidNodePaths.indexByType, { bidNodeId: 1, indexType: 1 }));
    expect(index.indexType).toBe(1);
    expect(index.name).toBe('造价指标');
    expect(index.rows.map((r) => r.name)).toEqual(['建筑', '装饰', '给排水', '电气', '暖通', '消防', '智能化', '电梯']);
    expect(index.rows[0]).toEqual({ code: 'building', name: '建筑', unit: '元/m²', value: 1500, amount: 18000000, ratio: 0.5 });
    expect(index.rows[1]).toEqual({ code: 'decoration', name: '装饰', unit: '元/m²', value: 450, amount: 5400000, ratio: 0.15 });
    expect(index.total).toEqual({ amount: 36000000, value: 3000 });
  });

  it('getIndexByType 2: fees', async () => {
    const index = await data<IndexByType>(await form(BidNodePaths.indexByType, { bidNodeId: 1, indexType: 2 }));
    expect(index.name).toBe('费用构成');
    expect(index.rows.map((r) => [r.name, r.value, r.ratio])).toEqual([
      ['分部分项工程费', 2100, 0.7],
      ['措施项目费', 360, 0.12],
      ['其他项目费', 150, 0.05],
      ['规费', 120, 0.04],
      ['税金', 270, 0.09],
    ]);
    expect(index.total).toEqual({ amount: 36000000, value: 3000 });
  });

  it('getIndexByType 3: indicators with the P10/median/P90 of the same structure and use', async () => {
    const index = await data<IndexByType>(await form(BidNodePaths.indexByType, { bidNodeId: 1, indexType: 3 }));
    expect(index.total).toBeUndefined();
    const rebar = index.rows.find((r) => r.code === 'rebar')!;
    // 剪力墙 住宅: nodes 1, 5, 11 with rebar 41, 45, 51.
    expect(rebar).toEqual({ code: 'rebar', name: '钢筋含量', unit: 'kg/m²', value: 41, range: { p10: 41.8, median: 45, p90: 49.8, count: 3 } });
    const concrete = index.rows.find((r) => r.code === 'concrete')!;
    expect(concrete.range).toEqual({ p10: 0.318, median: 0.35, p90: 0.398, count: 3 });
    expect(index.rows.map((r) => r.code)).toEqual(['rebar', 'concrete', 'formwork', 'masonry', 'labour']);
  });

  it('getDynamicIndexTrend: national when the province has fewer than 30 comparable samples', async () => {
    const trend = await data<DynamicTrend>(await form(BidNodePaths.trend, { bidNodeId: 1 }));
    expect(trend).toEqual({
      basis: { buildingUse: '住宅', structure: '剪力墙', areaName: '全国' },
      points: [
        { period: '2023Q1', median: 2900, p25: 2900, p75: 2900, count: 1 },
        { period: '2024Q1', median: 3000, p25: 3000, p75: 3000, count: 1 },
        { period: '2024Q3', median: 3800, p25: 3800, p75: 3800, count: 1 },
      ],
      self: { period: '2024Q1', unitCost: 3000 },
    });
  });

  it('getDynamicIndexTrend: quarterly median and quartiles of the province with enough samples', async () => {
    const trend = await data<DynamicTrend>(await form(BidNodePaths.trend, { bidNodeId: 1005 }));
    expect(trend.basis).toEqual({ buildingUse: '酒店', structure: '钢结构', areaName: '浙江' });
    expect(trend.self).toEqual({ period: '2022Q2', unitCost: 4040 });
    const specs = Array.from({ length: BULK_COUNT }, (_, k) => bulkSpec(k));
    const quarter = (m: string) => `${m.slice(0, 4)}Q${Math.floor((Number(m.slice(5, 7)) - 1) / 3) + 1}`;
    // Each point: the quarter with its two neighbours.
    const order = ['2021Q4', '2022Q1', '2022Q2', '2022Q3', '2022Q4', '2023Q1'];
    const expected = ['2022Q1', '2022Q2', '2022Q3', '2022Q4'].map((period) => {
      const i = order.indexOf(period);
      const window = order.slice(i - 1, i + 2);
      const values = specs.filter((s) => window.includes(quarter(s.month))).map((s) => s.unitCost);
      return { period, median: q(values, 0.5), p25: q(values, 0.25), p75: q(values, 0.75), count: values.length };
    });
    expect(trend.points).toEqual(expected);
    expect(trend.points.map((p) => p.count)).toEqual(expected.map((p) => p.count));
    expect(trend.points[0]!.count).toBeGreaterThan(12);
  });
});

describe('bid-node detail: getZbInterval', () => {
  it('computes exact statistics and the histogram of unit cost over chosen ids (form body)', async () => {
    const stats = await data<IntervalStats>(await form(BidNodePaths.interval, { indexType: 'unitCost', ids: '1,2,3,4,5' }));
    expect(stats).toEqual({
      indicator: { code: 'unitCost', name: '单方造价', unit: '元/m²' },
      count: 5,
      min: 3000,
      p10: 3120,
      q1: 3300,
      median: 3800,
      q3: 4200,
      p90: 5040,
      max: 5600,
      mean: 3980,
      histogram: [
        { from: 3000, to: 3260, count: 1 },
        { from: 3260, to: 3520, count: 1 },
        { from: 3520, to: 3780, count: 0 },
        { from: 3780, to: 4040, count: 1 },
        { from: 4040, to: 4300, count: 1 },
        { from: 4300, to: 4560, count: 0 },
        { from: 4560, to: 4820, count: 0 },
        { from: 4820, to: 5080, count: 0 },
        { from: 5080, to: 5340, count: 0 },
        { from: 5340, to: 5600, count: 1 },
      ],
      sample: {
        pricingStage: null,
        stages: [
          { stage: '招标控制价', count: 2 },
          { stage: '中标价', count: 2 },
          { stage: '结算价', count: 1 },
        ],
        monthFrom: '2023-11',
        monthTo: '2025-01',
      },
    });
  });

  it('accepts a multipart body (as the client sends it) and JSON, and ignores duplicate ids', async () => {
    const boundary = '----zjzbBoundary7MA4YWxk';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: BidNodePaths.interval,
      headers: { token: VIP.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: part('indexType', 'rebar') + part('ids', '1,2,3,4,5,10,5') + `--${boundary}--\r\n`,
    });
    const stats = await data<IntervalStats>(res);
    // rebar = 40 + id: 41 42 43 44 45 50.
    expect(stats).toMatchObject({ indicator: { code: 'rebar', name: '钢筋含量', unit: 'kg/m²' }, count: 6, min: 41, max: 50, median: 43.5, mean: 44.1667 });
    expect(stats.q1).toBe(42.25);
    expect(stats.histogram).toHaveLength(10);
    expect(stats.histogram.reduce((a, b) => a + b.count, 0)).toBe(6);

    const viaJson = await data<IntervalStats>(await json(BidNodePaths.interval, { indexType: 'steel', ids: '1,10' }));
    expect(viaJson).toMatchObject({ count: 1, min: 81, max: 81, median: 81, p10: 81, p90: 81, mean: 81 });
    expect(viaJson.histogram).toEqual([{ from: 81, to: 81, count: 1 }]);
  });

  it('rejects an unknown type, empty or malformed ids, too many ids; 441 without data', async () => {
    const msg = async (fields: Record<string, string>) => (await form(BidNodePaths.interval, fields)).json();
    expect(await msg({ indexType: 'height', ids: '1,2' })).toMatchObject({ statusCode: 400, businessMsg: '指标类型不存在' });
    expect(await msg({ indexType: 'unitCost', ids: '' })).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：ids 不能为空' });
    expect(await msg({ indexType: 'unitCost' })).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：ids 为必填项' });
    expect(await msg({ ids: '1' })).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：indexType 为必填项' });
    expect(await msg({ indexType: 'unitCost', ids: ' , ' })).toMatchObject({ statusCode: 400, businessMsg: '请选择要统计的单项工程' });
    expect(await msg({ indexType: 'unitCost', ids: '1,a' })).toMatchObject({ statusCode: 400, businessMsg: 'ids 格式不正确，应为以逗号分隔的单项工程 id' });
    const tooMany = Array.from({ length: MAX_INTERVAL_IDS + 1 }, (_, i) => i + 1).join(',');
    expect(await msg({ indexType: 'unitCost', ids: tooMany })).toMatchObject({ statusCode: 400, businessMsg: `一次最多统计 ${MAX_INTERVAL_IDS} 个单项工程` });
    expect(await msg({ indexType: 'unitCost', ids: '999998,999999' })).toMatchObject({ statusCode: 441 });
    expect(await msg({ indexType: 'steel', ids: '1,2' })).toMatchObject({ statusCode: 441, businessMsg: '所选单项工程暂无该指标数据' });
  });
});

describe('bid-node detail: compare', () => {
  it('answers the items in the order asked, with compositions and indicators', async () => {
    const compare = await data<CompareData>(await json(BidNodePaths.compare, { ids: [5, 1, 3] }));
    expect(compare.items.map((i) => i.base.id)).toEqual([5, 1, 3]);
    const first = compare.items[0]!;
    expect(first.base).toMatchObject({ name: '某人才公寓住宅楼', cityName: '深圳市', heightM: 100.5 });
    expect(first.specialties).toHaveLength(8);
    expect(first.specialties[0]).toMatchObject({ code: 'building', value: 1900, ratio: 0.5 });
    expect(first.fees.map((f) => f.code)).toEqual(['sub_items', 'measures', 'other', 'statutory', 'tax']);
    expect(first.indicators.find((r) => r.code === 'rebar')).toMatchObject({ value: 45, range: { median: 45, count: 3 } });
  });

  it('needs 2 to 4 distinct, existing ids', async () => {
    const msg = async (payload: unknown) => (await json(BidNodePaths.compare, payload)).json();
    expect(await msg({ ids: [1] })).toMatchObject({ statusCode: 400, businessMsg: '请至少选择 2 个单项工程进行对比' });
    expect(await msg({ ids: [1, 1] })).toMatchObject({ statusCode: 400, businessMsg: '对比的单项工程不能重复' });
    expect(await msg({ ids: [1, 2, 3, 4, 5] })).toMatchObject({ statusCode: 400, businessMsg: '最多同时对比 4 个单项工程' });
    expect(await msg({ ids: [1, 999999] })).toMatchObject({ statusCode: 440, businessMsg: '该单项工程不存在' });
    expect(await msg({})).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：ids 为必填项' });
    expect(await msg({ ids: ['x', 2] })).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：ids.0 应为整数' });
    const four = await data<CompareData>(await json(BidNodePaths.compare, { ids: [1, 2, 3, 4] }));
    expect(four.items).toHaveLength(4);
  });
});

describe('bid-node detail: reprice', () => {
  const reprice = (fields: Record<string, string | number>) => form(BidNodePaths.reprice, fields);

  it('multiplies by index(target province, month) / index(node province, price month)', async () => {
    // Node 1: 江苏 (12), 2024-03 → 深圳 (a city of 广东, 6), 2025-06.
    const r = await data<RepriceResult>(await reprice({ bidNodeId: 1, targetAreaId: 77, targetMonth: '2025-06' }));
    const from = indexValue(12, 202403);
    const to = indexValue(6, 202506);
    const factor = to / from;
    expect(r.from).toEqual({ areaId: 12, areaName: '江苏', month: '2024-03', index: Math.round(from * 10000) / 10000 });
    expect(r.to).toEqual({ areaId: 6, areaName: '广东', month: '2025-06', index: Math.round(to * 10000) / 10000 });
    expect(r.factor).toBeCloseTo(factor, 6);
    expect(r.unitCost).toBe(3000);
    expect(r.repricedUnitCost).toBeCloseTo(3000 * factor, 2);
    expect(r.totalCost).toBe(36000000);
    expect(r.repricedTotalCost).toBeCloseTo(36000000 * factor, 2);
    expect(r.specialties[0]).toMatchObject({ code: 'building', name: '建筑', value: 1500 });
    expect(r.specialties[0]!.repriced).toBeCloseTo(1500 * factor, 2);
    expect(r.specialties).toHaveLength(8);
  });

  it('1 means the national index; a city means its province; same place and month gives 1', async () => {
    const national = await data<RepriceResult>(await reprice({ bidNodeId: 1, targetAreaId: 1, targetMonth: '2018-01' }));
    expect(national.to).toMatchObject({ areaId: 1, areaName: '全国', index: 100.5 });
    expect(national.factor).toBeCloseTo(indexValue(1, 201801) / indexValue(12, 202403), 6);
    const same = await data<RepriceResult>(await reprice({ bidNodeId: 1, targetAreaId: t.fixture.area('南京市'), targetMonth: '2024-03' }));
    expect(same.factor).toBe(1);
    expect(same.repricedUnitCost).toBe(3000);
  });

  it('rejects bad months, unknown regions and regions without an index', async () => {
    const msg = async (fields: Record<string, string | number>) => (await reprice(fields)).json();
    expect(await msg({ bidNodeId: 1, targetAreaId: 6, targetMonth: '2027-01' })).toMatchObject({
      statusCode: 400,
      businessMsg: '目标月份须在 2018-01 至 2026-12 之间',
    });
    expect(await msg({ bidNodeId: 1, targetAreaId: 6, targetMonth: '2025-6' })).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：targetMonth 格式不正确' });
    expect(await msg({ bidNodeId: 1, targetAreaId: 6 })).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：targetMonth 为必填项' });
    expect(await msg({ bidNodeId: 1, targetAreaId: 99999, targetMonth: '2025-01' })).toMatchObject({ statusCode: 400, businessMsg: '目标地区不存在' });
    expect(await msg({ bidNodeId: 1, targetAreaId: 13, targetMonth: '2025-01' })).toMatchObject({ statusCode: 441, businessMsg: '暂无目标地区的造价指数' });
    expect(await msg({ bidNodeId: 1001, targetAreaId: 12, targetMonth: '2025-01' })).toMatchObject({ statusCode: 441 });
    expect(await msg({ bidNodeId: 999999, targetAreaId: 12, targetMonth: '2025-01' })).toMatchObject({ statusCode: 440 });
  });
});
