import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { seedPlugins } from '@kernel/server/migrations';
import { costDataReaderOver } from '@plugins/cost-data/shared/services';
import { createProjectCostServer, syncProjectCostIndex } from '@plugins/project-cost/server';
import {
  ProjectCostPaths,
  VIEW_TOKEN_RATE_LIMIT,
  VIEW_TOKEN_TTL_SECONDS,
  type BaseInfo,
  type IndexResultInfo,
  type ListPage,
  type RegionsInfo,
} from '@plugins/project-cost/shared/contract';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import {
  costDataTables,
  insertFixtures,
  insertProject,
  installSessions,
  SCHOOL_COUNT,
  servicesWithCatalogue,
  session,
} from './fixtures';

const START = Date.UTC(2026, 2, 1, 2, 0, 0);
let now = START;
const clock = () => now;
const plugin = createProjectCostServer({ clock, syncIntervalMs: 0 });
const TOTAL = 4 + SCHOOL_COUNT;

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [costDataTables, plugin], services: servicesWithCatalogue() });
  app = t.app;
  installSessions(app);
  await insertFixtures(t.database.db);
  await seedPlugins(t.database, [plugin], { scale: 1, seed: 1 });
});
afterAll(() => t.close());
beforeEach(() => {
  now = START;
});

async function list(body: Record<string, unknown>, token: string | null = 'token-user') {
  const res = await app.inject({ method: 'POST', url: ProjectCostPaths.list, headers: token ? { token } : {}, payload: { pageNum: 1, pageSize: 10, ...body } });
  return res;
}

async function listData(body: Record<string, unknown>, token = 'token-user'): Promise<ListPage> {
  const res = await list(body, token);
  const json = res.json();
  expect(json).toMatchObject({ statusCode: 200 });
  return json.data as ListPage;
}

const ids = (page: ListPage) => page.indexDatas.map((r) => r.id);

async function viewToken(id: number, token = 'token-vip'): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `${ProjectCostPaths.viewToken}?id=${id}`, headers: { token } });
  const json = res.json();
  expect(json.statusCode).toBe(200);
  return json.data.viewToken as string;
}

async function detail(path: string, id: number, viewTokenValue: string | null, token = 'token-vip') {
  const q = viewTokenValue === null ? `id=${id}` : `id=${id}&viewToken=${encodeURIComponent(viewTokenValue)}`;
  return (await app.inject({ method: 'GET', url: `${path}?${q}`, headers: { token } })).json();
}

describe('project-cost: the index built from the cost data', () => {
  it('builds one row per project with the project-level indices', async () => {
    const tk = await viewToken(1001);
    const info = (await detail(ProjectCostPaths.indexResult, 1001, tk)).data as IndexResultInfo;
    expect(info).toMatchObject({ id: 1001, totalArea: 25000, totalCost: 72_000_000, unitCost: 2880, locked: false });
    expect(info.byUse).toEqual([
      { name: '住宅', count: 2, area: 20000, cost: 52_000_000, unitCost: 2600, ratio: 0.722 },
      { name: '地下车库', count: 1, area: 5000, cost: 20_000_000, unitCost: 4000, ratio: 0.278 },
    ]);
    expect(info.specialties?.map((s) => s.code)).toEqual(['building', 'decoration', 'plumbing', 'electrical', 'hvac', 'fire']);
    expect(info.specialties?.[0]).toEqual({ code: 'building', name: '建筑', amount: 36_000_000, unitCost: 1440, ratio: 0.5 });
    expect(info.fees?.[0]).toEqual({ code: 'sub_items', name: '分部分项工程费', amount: 50_400_000, unitCost: 2016, ratio: 0.7 });
    expect(info.fees?.reduce((s, f) => s + f.ratio, 0)).toBeCloseTo(1, 6);
    // The site's rounding rule: parts add up to the project's figures to the cent, shares to 100.0 %.
    const cents = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0);
    for (const lines of [info.specialties!, info.fees!]) {
      expect(cents(lines.map((l) => l.unitCost))).toBe(Math.round(info.unitCost * 100));
      expect(cents(lines.map((l) => l.amount))).toBe(Math.round(info.totalCost * 100));
      expect(lines.reduce((s, l) => s + Math.round(l.ratio * 1000), 0)).toBe(1000);
    }
    expect(info.byUse.reduce((s, u) => s + Math.round(u.ratio * 1000), 0)).toBe(1000);
    expect(info.byNode.reduce((s, n) => s + Math.round(n.ratio * 1000), 0)).toBe(1000);
    // Weighted by building area: (40×10000 + 50×10000 + 100×5000) / 25000.
    expect(info.indicators).toEqual([
      { code: 'rebar', name: '钢筋含量', unit: 'kg/m²', value: 56, count: 3 },
      { code: 'concrete', name: '混凝土含量', unit: 'm³/m²', value: 0.56, count: 3 },
    ]);
    expect(info.byNode.map((n) => [n.buildingUse, n.unitCost, n.link])).toEqual([
      ['住宅', 2500, `/commonproj/detail/${info.byNode[0]!.id}`],
      ['住宅', 2700, `/commonproj/detail/${info.byNode[1]!.id}`],
      ['地下车库', 4000, `/commonproj/detail/${info.byNode[2]!.id}`],
    ]);
  });

  it('syncs incrementally: new projects appear, deleted ones disappear, the seed is idempotent', async () => {
    const db = t.database.db;
    expect(await syncProjectCostIndex(costDataReaderOver(db), db, now)).toEqual({ built: 0, removed: 0 });
    await insertProject(db, { id: 3001, name: '某医院扩建工程', province: 32, city: 32, category: '医院', date: '2020-05', nodes: [{ use: '医院', area: 12000, unitCost: 5600 }] });
    const page = await listData({ keyWord: '医院' });
    expect(ids(page)).toEqual([3001]);
    const regions = (await app.inject({ method: 'GET', url: ProjectCostPaths.regions, headers: { token: 'token-user' } })).json().data as RegionsInfo;
    expect(regions.allowedAreaIds).toContain(32);

    await db.deleteFrom('cost_data_indicator').where('bid_node_id', 'in', db.selectFrom('cost_data_bid_node').select('id').where('project_id', '=', 3001)).execute();
    await db.deleteFrom('cost_data_cost_item').where('bid_node_id', 'in', db.selectFrom('cost_data_bid_node').select('id').where('project_id', '=', 3001)).execute();
    await db.deleteFrom('cost_data_bid_node').where('project_id', '=', 3001).execute();
    await db.deleteFrom('cost_data_project').where('id', '=', 3001).execute();
    expect(ids(await listData({ keyWord: '医院' }))).toEqual([]);
    await seedPlugins(t.database, [plugin], { scale: 1, seed: 1, force: true });
    expect((await listData({})).total).toBe(TOTAL);
  });
});

describe('project-cost: getSolrData (the list)', () => {
  it('requires login', async () => {
    expect((await list({}, null)).json()).toMatchObject({ statusCode: 301, businessMsg: '请先登录' });
    expect((await list({}, 'expired')).json()).toMatchObject({ statusCode: 302 });
  });

  it('answers indexDatas and the total, newest first, paged', async () => {
    const first = await listData({});
    expect(first.total).toBe(TOTAL);
    expect(first.pageNum).toBe(1);
    expect(first.pageSize).toBe(10);
    expect(ids(first).slice(0, 4)).toEqual([1003, 1001, 1002, 1004]);
    expect(first.indexDatas[0]).toEqual({
      id: 1003,
      code: 'XM-T-1003',
      name: '某商业综合体',
      provinceId: 11,
      cityId: 110,
      regionName: '上海 上海',
      category: '商业',
      pricingStage: '结算价',
      priceDate: '2025-01',
      totalArea: 50000,
      totalCost: 260_000_000,
      unitCost: 5200,
      bidNodeCount: 1,
      mainStructure: '框架',
      uses: [{ name: '商业', count: 1 }],
    });
    const third = await listData({ pageNum: 3 });
    expect(third.indexDatas).toHaveLength(TOTAL - 20);
    const all = [...ids(first), ...ids(await listData({ pageNum: 2 })), ...ids(third)];
    expect(new Set(all).size).toBe(TOTAL);
    expect((await listData({ pageSize: 50 })).indexDatas).toHaveLength(TOTAL);
  });

  it('filters by keyword over name, code, uses, structures and region names', async () => {
    expect(ids(await listData({ keyWord: '  办公  ' }))).toEqual([1002]);
    expect(ids(await listData({ keyWord: '深圳' }))).toEqual([1001]);
    expect(ids(await listData({ keyWord: '深圳市' }))).toEqual([1001]);
    expect(ids(await listData({ keyWord: '广东 住宅' }))).toEqual([1001, 1004]);
    expect(ids(await listData({ keyWord: 'xm-t-1003' }))).toEqual([1003]);
    expect(ids(await listData({ keyWord: '框架-核心筒' }))).toEqual([1002]);
    expect(ids(await listData({ keyWord: '地下车库' }))).toEqual([1001]);
    expect((await listData({ keyWord: '%' })).total).toBe(0);
    expect((await listData({ keyWord: '_' })).total).toBe(0);
    expect((await listData({ keyWord: '不存在的项目' })).indexDatas).toEqual([]);
  });

  it('filters by region (province or city; 1 means everywhere)', async () => {
    expect(ids(await listData({ areaId: 6 }))).toEqual([1001, 1004]);
    expect(ids(await listData({ areaId: 77 }))).toEqual([1001]);
    expect((await listData({ areaId: 1 })).total).toBe(TOTAL);
    expect((await listData({ areaId: 28 })).total).toBe(0);
  });

  it('filters by category, pricing stage and date range', async () => {
    expect(ids(await listData({ category: ['住宅'] }))).toEqual([1001, 1004]);
    expect(ids(await listData({ category: ['住宅', '商业'] }))).toEqual([1003, 1001, 1004]);
    expect(ids(await listData({ pricingStage: ['结算价'] }))).toEqual([1003, 1004]);
    expect(ids(await listData({ dateFrom: '2023-01', dateTo: '2024-12' }))).toEqual([1001, 1002]);
    expect(ids(await listData({ dateFrom: '2024-03', dateTo: '2024-03' }))).toEqual([1001]);
    expect(ids(await listData({ dateFrom: '2023-07' }))).toEqual([1003, 1001]);
    expect((await listData({ dateTo: '2021-12' })).total).toBe(SCHOOL_COUNT);
  });

  it('sorts by unit cost, total cost, area and single-project count', async () => {
    const byUnit = await listData({ sortField: 'unitCost', sortOrder: 'desc', pageSize: 50 });
    const costs = byUnit.indexDatas.map((r) => r.unitCost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(ids(await listData({ sortField: 'unitCost', sortOrder: 'asc' }))[0]).toBe(1004);
    expect(ids(await listData({ sortField: 'totalCost', sortOrder: 'desc' }))[0]).toBe(1003);
    expect(ids(await listData({ sortField: 'totalArea', sortOrder: 'desc' }))[0]).toBe(1003);
    expect(ids(await listData({ sortField: 'bidNodeCount', sortOrder: 'desc' }))[0]).toBe(1001);
    const dates = (await listData({ sortField: 'priceDate', sortOrder: 'asc', pageSize: 50 })).indexDatas.map((r) => r.priceDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers the average unit cost and the category counts (without the category filter)', async () => {
    const page = await listData({ areaId: 6, category: ['住宅'] });
    // (72 000 000 + 8000×2100 + 8000×2200) / (25000 + 16000)
    expect(page.avgUnitCost).toBeCloseTo(106_400_000 / 41_000, 2);
    expect(page.categories).toEqual([{ name: '住宅', count: 2 }]);
    const everything = await listData({});
    expect(everything.categories[0]).toEqual({ name: '学校', count: SCHOOL_COUNT });
    expect(everything.categories.map((c) => c.name).sort()).toEqual(['办公', '商业', '住宅', '学校'].sort());
    expect((await listData({ keyWord: '无此项目' })).avgUnitCost).toBe(0);
  });

  it('validates the query in Chinese', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ pageSize: 15 }, 200, /每页条数只能为 10、20 或 50/],
      [{ pageNum: 0 }, 400, /^请求参数错误：pageNum 不能小于 1/],
      [{ pageNum: 'x' }, 400, /^请求参数错误：pageNum 应为整数/],
      [{ pageNum: 1001 }, 200, /仅支持查看前 10000 条结果/],
      [{ dateFrom: '2024-13' }, 400, /^请求参数错误：dateFrom 格式不正确/],
      [{ dateFrom: '2024-05', dateTo: '2024-01' }, 200, /起始日期不能晚于结束日期/],
      [{ keyWord: '长'.repeat(51) }, 400, /keyWord 长度不能超过 50 个字符/],
      [{ sortField: 'name' }, 400, /^请求参数错误/],
      [{ areaId: 0 }, 400, /areaId 不能小于 1/],
    ];
    for (const [body, http, message] of cases) {
      const res = await list(body);
      expect(res.statusCode).toBe(http);
      const json = res.json();
      expect(json.statusCode).toBe(400);
      expect(json.businessMsg).toMatch(message);
    }
    const missing = await app.inject({ method: 'POST', url: ProjectCostPaths.list, headers: { token: 'token-user' }, payload: { pageSize: 10 } });
    expect(missing.json()).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：pageNum 为必填项' });
  });
});

describe('project-cost: the allowed regions', () => {
  it('lists the provinces with data, 1 always first, through the region catalogue', async () => {
    const res = await app.inject({ method: 'GET', url: ProjectCostPaths.regions, headers: { token: 'token-user' } });
    const info = res.json().data as RegionsInfo;
    expect(info.allowedAreaIds).toEqual([1, 2, 6, 11, 12]);
    expect(info.regions.map((r) => r.areaid)).toEqual([1, 2, 6, 12, 11]);
    expect(info.regions[0]).toMatchObject({ areaid: 1, name: '全国' });
    expect(info.regions.find((r) => r.areaid === 6)?.subList.map((s) => s.areaid)).toEqual([76, 77]);
    expect((await app.inject({ method: 'GET', url: ProjectCostPaths.regions })).json().statusCode).toBe(301);
  });

  it('includes 1 with no data at all, and answers the ids without a catalogue', async () => {
    const empty = await buildTestApp({ plugins: [costDataTables, plugin], services: servicesWithCatalogue(false) });
    try {
      installSessions(empty.app);
      const info = (await empty.app.inject({ method: 'GET', url: ProjectCostPaths.regions, headers: { token: 'token-user' } })).json().data;
      expect(info).toEqual({ allowedAreaIds: [1], regions: [] });
      await insertProject(empty.database.db, { id: 1, name: '某住宅', province: 6, city: 77, category: '住宅', date: '2024-01', nodes: [{ use: '住宅', area: 100, unitCost: 2000 }] });
      const after = (await empty.app.inject({ method: 'GET', url: ProjectCostPaths.regions, headers: { token: 'token-user' } })).json().data;
      expect(after).toEqual({ allowedAreaIds: [1, 6], regions: [] });
      const page = (await empty.app.inject({ method: 'POST', url: ProjectCostPaths.list, headers: { token: 'token-user' }, payload: { pageNum: 1, pageSize: 10 } })).json().data;
      expect(page.indexDatas[0]).toMatchObject({ id: 1, regionName: '' });
    } finally {
      await empty.close();
    }
  });
});

describe('project-cost: view tokens and the detail calls', () => {
  it('issues a random token per call, stored hashed with an expiry', async () => {
    const a = await viewToken(1001);
    const b = await viewToken(1001);
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    const res = (await app.inject({ method: 'GET', url: `${ProjectCostPaths.viewToken}?id=1001`, headers: { token: 'token-vip' } })).json();
    expect(res.data.expiresIn).toBe(VIEW_TOKEN_TTL_SECONDS);
    const rows = await t.database.db.selectFrom('project_cost_view_token').selectAll().execute();
    expect(rows.some((r) => r.token_hash === a)).toBe(false);
    const row = rows.find((r) => r.token_hash === createHash('sha256').update(a).digest('hex'));
    expect(row).toMatchObject({ project_id: 1001, global_id: 'G-PC-VIP' });
    expect(Number(row!.expires_at)).toBe(START + VIEW_TOKEN_TTL_SECONDS * 1000);
  });

  it('requires login and an existing project', async () => {
    expect((await app.inject({ method: 'GET', url: `${ProjectCostPaths.viewToken}?id=1001` })).json().statusCode).toBe(301);
    expect((await app.inject({ method: 'GET', url: `${ProjectCostPaths.viewToken}?id=999999`, headers: { token: 'token-vip' } })).json()).toMatchObject({
      statusCode: 460,
      businessMsg: '该项目不存在或已下架',
    });
    const bad = await app.inject({ method: 'GET', url: `${ProjectCostPaths.viewToken}?id=abc`, headers: { token: 'token-vip' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().businessMsg).toBe('请求参数错误：id 应为整数');
    const none = await app.inject({ method: 'GET', url: ProjectCostPaths.viewToken, headers: { token: 'token-vip' } });
    expect(none.json().businessMsg).toBe('请求参数错误：id 为必填项');
  });

  it('answers the base info with the single projects and their links', async () => {
    const tk = await viewToken(1001, 'token-user');
    const res = await detail(ProjectCostPaths.baseInfo, 1001, tk, 'token-user');
    expect(res.statusCode).toBe(200);
    const info = res.data as BaseInfo;
    expect(info).toMatchObject({
      id: 1001,
      code: 'XM-T-1001',
      name: '某住宅小区',
      provinceId: 6,
      cityId: 77,
      regionName: '广东 深圳',
      category: '住宅',
      pricingStage: '招标控制价',
      priceDate: '2024-03',
      totalArea: 25000,
      aboveArea: 18000,
      belowArea: 7000,
      totalCost: 72_000_000,
      unitCost: 2880,
      bidNodeCount: 3,
      mainStructure: '剪力墙',
    });
    expect(info.bidNodes).toHaveLength(3);
    expect(info.bidNodes[2]).toMatchObject({ name: '某住宅小区3#楼', buildingUse: '地下车库', structure: '框架', buildingArea: 5000, totalCost: 20_000_000, unitCost: 4000, ratio: 0.278 });
    expect(info.bidNodes[0]!.link).toBe(`/commonproj/detail/${info.bidNodes[0]!.id}`);
  });

  it('refuses the detail calls without a valid token for that member and project', async () => {
    for (const path of [ProjectCostPaths.baseInfo, ProjectCostPaths.indexResult]) {
      expect(await detail(path, 1001, null)).toMatchObject({ statusCode: 400, businessMsg: '缺少访问凭证，请刷新页面后重试' });
      expect(await detail(path, 1001, '   ')).toMatchObject({ statusCode: 400, businessMsg: '缺少访问凭证，请刷新页面后重试' });
      expect(await detail(path, 1001, 'forged-token')).toMatchObject({ statusCode: 440, businessMsg: '访问凭证已失效，请刷新页面后重试' });
      const other = await viewToken(1002);
      expect(await detail(path, 1001, other)).toMatchObject({ statusCode: 440 });
      const mine = await viewToken(1001);
      expect(await detail(path, 1001, mine, 'token-user')).toMatchObject({ statusCode: 440 });
      expect((await detail(path, 1001, mine)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `${path}?id=1001&viewToken=${mine}` })).json().statusCode).toBe(301);
    }
  });

  it('expires tokens after their lifetime', async () => {
    const tk = await viewToken(1003);
    now = START + (VIEW_TOKEN_TTL_SECONDS - 1) * 1000;
    expect((await detail(ProjectCostPaths.baseInfo, 1003, tk)).statusCode).toBe(200);
    now = START + VIEW_TOKEN_TTL_SECONDS * 1000;
    expect(await detail(ProjectCostPaths.baseInfo, 1003, tk)).toMatchObject({ statusCode: 440, businessMsg: '访问凭证已失效，请刷新页面后重试' });
    expect(await detail(ProjectCostPaths.indexResult, 1003, tk)).toMatchObject({ statusCode: 440 });
    // Issuing a new one sweeps the expired rows.
    await viewToken(1003);
    const hash = createHash('sha256').update(tk).digest('hex');
    expect(await t.database.db.selectFrom('project_cost_view_token').select('token_hash').where('token_hash', '=', hash).executeTakeFirst()).toBeUndefined();
  });

  it('limits how many tokens a member gets per minute', async () => {
    const extra = { 'token-scraper': session('G-PC-SCRAPER', false) };
    installSessions(app, extra);
    for (let i = 0; i < VIEW_TOKEN_RATE_LIMIT; i += 1) await viewToken(1001, 'token-scraper');
    const res = (await app.inject({ method: 'GET', url: `${ProjectCostPaths.viewToken}?id=1001`, headers: { token: 'token-scraper' } })).json();
    expect(res).toMatchObject({ statusCode: 461, businessMsg: '访问过于频繁，请稍后再试' });
    now = START + 61_000;
    expect((await viewToken(1001, 'token-scraper')).length).toBeGreaterThan(0);
    installSessions(app);
  });

  it('locks the deeper breakdowns for members without the project-cost VIP', async () => {
    for (const token of ['token-user', 'token-vip-plain']) {
      const tk = await viewToken(1002, token);
      const info = (await detail(ProjectCostPaths.indexResult, 1002, tk, token)).data as IndexResultInfo;
      expect(info).toMatchObject({ id: 1002, locked: true, specialties: null, fees: null, indicators: null });
      expect(info.byNode).toHaveLength(2);
      expect(info.byUse.map((u) => u.name)).toEqual(['办公', '商业']);
    }
    const tk = await viewToken(1002);
    const open = (await detail(ProjectCostPaths.indexResult, 1002, tk)).data as IndexResultInfo;
    expect(open.locked).toBe(false);
    expect(open.specialties?.length).toBe(6);
  });
});

describe('project-cost: contact/add (the no-data feedback)', () => {
  const post = (payload: Record<string, unknown> | string, token: string | null = 'token-user', form = false) =>
    app.inject({
      method: 'POST',
      url: ProjectCostPaths.contact,
      headers: { ...(token ? { token } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      payload,
    });

  it('requires login', async () => {
    expect((await post({ description: '需要', phone: '13800000000' }, null)).json().statusCode).toBe(301);
  });

  it('validates every field in Chinese', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '13812345678' }, '请描述您需要的数据'],
      [{ description: '   ', phone: '13812345678' }, '请描述您需要的数据'],
      [{ description: '长'.repeat(501), phone: '13812345678' }, '需求描述不能超过500个字'],
      [{ description: '需要深圳的医院项目' }, '请输入联系方式'],
      [{ description: '需要深圳的医院项目', phone: 'abc' }, '请输入正确的手机号、QQ号或邮箱'],
      [{ description: '需要深圳的医院项目', phone: '0123' }, '请输入正确的手机号、QQ号或邮箱'],
      [{ description: '需要', phone: '13812345678', name: '名'.repeat(21) }, '称呼不能超过20个字'],
      [{ description: '需要', phone: '13812345678', keyword: '词'.repeat(51) }, '关键词不能超过50个字'],
      [{ description: '需要', phone: '13812345678', areaId: 9999 }, '请选择正确的地区'],
    ];
    for (const [body, message] of cases) expect((await post(body)).json()).toMatchObject({ statusCode: 400, businessMsg: message });
    const bad = await post({ description: '需要', phone: '13812345678', areaId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().businessMsg).toBe('请求参数错误：areaId 应为整数');
  });

  it('stores a valid feedback (form or JSON) and answers 操作成功', async () => {
    const res = await post('keyword=%E5%8C%BB%E9%99%A2&areaId=6&description=%E9%9C%80%E8%A6%81%E5%B9%BF%E4%B8%9C%E5%8C%BB%E9%99%A2%E9%A1%B9%E7%9B%AE&name=%E7%8E%8B%E5%B7%A5&phone=13812345678', 'token-user', true);
    expect(res.json()).toEqual({ statusCode: 200, businessMsg: '操作成功', data: null });
    const json = await post({ keyword: ' 体育馆 ', areaId: 1, description: ' 需要全国体育馆 ', phone: 'someone@example.com' }, 'token-vip');
    expect(json.json().statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('project_cost_contact').selectAll().orderBy('created_at').orderBy('keyword').execute();
    const hospital = rows.find((r) => r.keyword === '医院');
    expect(hospital).toMatchObject({ area_id: 6, region_name: '广东', name: '王工', phone: '13812345678', description: '需要广东医院项目', global_id: 'G-PC-USER' });
    expect(Number(hospital!.created_at)).toBe(START);
    expect(rows.find((r) => r.keyword === '体育馆')).toMatchObject({ area_id: null, region_name: '', description: '需要全国体育馆', phone: 'someone@example.com', global_id: 'G-PC-VIP' });
  });

  it('limits feedback per member per hour', async () => {
    installSessions(app, { 'token-busy': session('G-PC-BUSY', false) });
    for (let i = 0; i < 10; i += 1) expect((await post({ description: `需要${i}`, phone: '123456789' }, 'token-busy')).json().statusCode).toBe(200);
    expect((await post({ description: '再来', phone: '123456789' }, 'token-busy')).json()).toMatchObject({ statusCode: 461, businessMsg: '提交过于频繁，请稍后再试' });
    now = START + 60 * 60 * 1000 + 1;
    expect((await post({ description: '一小时后', phone: '123456789' }, 'token-busy')).json().statusCode).toBe(200);
    installSessions(app);
  });
});
