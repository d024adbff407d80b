import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '@kernel/core/session';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { migratePlugins, seedPlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { createHomeServer } from '@plugins/home/server';
import { HomePaths, type CostOverview, type Outline, type RecommendItem } from '@plugins/home/shared/contract';
import { CONTROL_CASES, COST_SHARES, ENTERPRISES, VIDEOS } from '@plugins/home/server/content';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { costDataServices, insertRows, node, project } from './fixtures';

const session = (globalId: string, accountName: string, isVip: boolean): SessionInfo => ({
  userId: `u-${globalId}`,
  globalId,
  accountName,
  rights: isVip ? [MembershipRights.vip] : [],
});
const SESSIONS: Record<string, SessionInfo> = {
  'token-vip': session('G10000001', 'demo_vip', true),
  'token-user': session('G10000002', 'demo_user', false),
};

function installSessions(app: FastifyInstance) {
  app.auth.setResolver((token) => SESSIONS[token] ?? null);
}

async function get(app: FastifyInstance, url: string, token?: string) {
  const res = await app.inject({ method: 'GET', url, headers: token ? { token } : {} });
  return { http: res.statusCode, body: res.json() as { statusCode: number; data: any; businessMsg: string } };
}

async function search(app: FastifyInstance, keyword: string | null, token: string | null = 'token-user') {
  const url = keyword === null ? HomePaths.autoSearch : `${HomePaths.autoSearch}?keyword=${encodeURIComponent(keyword)}`;
  const res = await app.inject({ method: 'POST', url, headers: token ? { token } : {} });
  return { http: res.statusCode, body: res.json() as { statusCode: number; data: any; businessMsg: string } };
}

/** The cost data of the "with cost-data" app: medians and counts are known exactly. */
async function insertFixture(db: TestDatabase['database']['db']) {
  const projects = [1, 2, 3, 4, 5].map((id) => project({ id }));
  const nodes = [
    // 住宅 in 广东 · 深圳: median 3200
    ...[3000, 3200, 3400].map((unit_cost, i) => node({ project_id: 1, unit_cost, price_month: 202601 + i })),
    // 住宅 in 江苏 · 苏州: median (2900 + 3100) / 2 = 3000
    ...[2800, 2900, 3100, 3300].map((unit_cost) => node({ project_id: 2, unit_cost, province_id: 12, city_id: 91, price_month: 202512 })),
    // 办公 in 上海: median 5600; the latest month of the data is 2026-06
    ...[5000, 5600, 6000].map((unit_cost, i) => node({ project_id: 3, unit_cost, province_id: 11, city_id: 60, building_use: '办公', structure: '框架-核心筒', price_month: 202604 + i })),
    // 学校 in 北京: two samples only, not shown
    ...[4000, 4200].map((unit_cost) => node({ project_id: 4, unit_cost, province_id: 2, city_id: 40, building_use: '学校', structure: '框架', price_month: 202510 })),
    // Outside the 12-month window (2025-07 .. 2026-06): counted in the outline, not in the medians
    node({ project_id: 5, unit_cost: 9999, price_month: 202506 }),
  ];
  const index = [
    ...[100, 101, 102, 103, 104, 105].map((value, i) => ({ province_id: 1, month: 202501 + i, value })),
    { province_id: 6, month: 202501, value: 500 },
  ];
  await insertRows(db, projects, nodes, index);
  return { nodes };
}

describe('home with cost-data', () => {
  let test: TestApp;
  let app: FastifyInstance;
  let nodes: Awaited<ReturnType<typeof insertFixture>>['nodes'];
  let now = Date.UTC(2026, 6, 1);

  beforeAll(async () => {
    const tdb = await createTestDatabase();
    await migratePlugins(tdb.database, [costDataServer]);
    const services = costDataServices(tdb.database.db);
    const home = createHomeServer({ cacheMs: 0, clock: () => now });
    test = await buildTestApp({ database: tdb.database, plugins: [home], services });
    const close = test.close;
    test = { ...test, close: async () => (await close(), await tdb.cleanup()) };
    app = test.app;
    installSessions(app);
    await seedPlugins(test.database, [home], { scale: 1, seed: 1 });
    ({ nodes } = await insertFixture(test.database.db));
  });
  afterAll(() => test.close());

  it('queryOutline counts the live cost data', async () => {
    const { body } = await get(app, HomePaths.queryOutline);
    expect(body.statusCode).toBe(200);
    expect(body.data as Outline).toEqual({
      bidNodeCount: 13,
      projectCount: 5,
      regionCount: 4,
      buildingUseCount: 3,
      latestMonth: '2026-06',
      enterpriseCount: ENTERPRISES.length,
    });
  });

  it('recommendData mixes building uses among the latest single projects, newest first', async () => {
    const { body } = await get(app, HomePaths.recommendData);
    const list = body.data as RecommendItem[];
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ buildingUse: '办公', priceMonth: '2026-06', region: '上海', unitCost: 6000, structure: '框架-核心筒' });
    expect(list[0]!.link).toBe(`/commonproj/detail/${list[0]!.id}`);
    const months = list.map((r) => r.priceMonth);
    expect([...months].sort().reverse()).toEqual(months);
    const two = (await get(app, `${HomePaths.recommendData}?size=3`)).body.data as RecommendItem[];
    expect(new Set(two.map((r) => r.buildingUse))).toEqual(new Set(['办公', '住宅', '学校']));
    const gd = list.find((r) => r.id === nodes[0]!.id);
    expect(gd?.region).toBe('广东 · 深圳');
  });

  it('recommendData validates size', async () => {
    for (const size of ['0', '21', 'abc']) {
      const { http, body } = await get(app, `${HomePaths.recommendData}?size=${size}`);
      expect(http).toBe(400);
      expect(body.statusCode).toBe(400);
      expect(body.businessMsg).toMatch(/^请求参数错误/);
    }
  });

  it('costOverview: medians by use and by province over the last 12 months, the index by quarter', async () => {
    const { body } = await get(app, HomePaths.costOverview);
    const data = body.data as CostOverview;
    expect(data.from).toBe('2025-07');
    expect(data.to).toBe('2026-06');
    expect(data.byUse).toEqual([
      { label: '办公', value: 5600, samples: 3 },
      { label: '住宅', value: 3100, samples: 7 },
    ]);
    expect(data.byProvince).toEqual([
      { label: '广东', value: 3200, samples: 3 },
      { label: '江苏', value: 3000, samples: 4 },
    ]);
    expect(data.indexTrend).toEqual([
      { x: '2025-Q1', y: 101 },
      { x: '2025-Q2', y: 104 },
    ]);
    expect(data.indexTo).toBe('2025-06');
    // Every figure says its base and sample size.
    expect(data.indexBase).toBe('2018-01 全国 = 100');
    expect(data.samples).toBe(10);
    expect(data.residentialSamples).toBe(7);
  });

  it('caches the overview for the configured time', async () => {
    let clock = Date.UTC(2026, 6, 1);
    const cached = createHomeServer({ cacheMs: 60_000, clock: () => clock });
    const services = costDataServices(test.database.db);
    const other = await buildTestApp({ database: test.database, plugins: [cached], services });
    try {
      const first = (await get(other.app, HomePaths.costOverview)).body.data as CostOverview;
      await insertRows(test.database.db, [project({ id: 99 })], [node({ project_id: 99, building_use: '酒店', unit_cost: 7000, price_month: 202606 })]);
      await insertRows(test.database.db, [], [node({ project_id: 99, building_use: '酒店', unit_cost: 7100, price_month: 202606 })]);
      await insertRows(test.database.db, [], [node({ project_id: 99, building_use: '酒店', unit_cost: 7200, price_month: 202606 })]);
      expect((await get(other.app, HomePaths.costOverview)).body.data).toEqual(first);
      clock += 61_000;
      const fresh = (await get(other.app, HomePaths.costOverview)).body.data as CostOverview;
      expect(fresh.byUse[0]).toEqual({ label: '酒店', value: 7100, samples: 3 });
    } finally {
      await other.app.close();
    }
  });

  it('serves the editorial lists in order', async () => {
    const ent = (await get(app, HomePaths.queryEnterprise)).body.data;
    expect(ent).toHaveLength(ENTERPRISES.length);
    expect(ent[0]).toMatchObject({ name: '某工程咨询有限公司', city: '深圳', qualification: '甲级' });
    expect(ent[0].services).toEqual(['全过程造价咨询', '招标代理', '结算审核']);
    const videos = (await get(app, HomePaths.enterpriseVideo)).body.data;
    expect(videos).toHaveLength(VIDEOS.length);
    expect(videos[0]).toMatchObject({ id: 1, duration: VIDEOS[0]!.duration });
    expect(videos[0].cover).toMatch(/^linear-gradient/);
    const partners = (await get(app, HomePaths.queryCooperate)).body.data;
    expect(partners.map((p: { kind: string }) => p.kind)).toEqual(expect.arrayContaining(['行业协会', '高校', '造价站']));
    const cases = (await get(app, HomePaths.queryControlApplicationCase)).body.data;
    expect(cases).toHaveLength(CONTROL_CASES.length);
    expect(cases[0]).toMatchObject({ region: '江苏 · 苏州', buildingUse: '住宅', savingRate: 6.8 });
    const shares = (await get(app, HomePaths.queryControlCostShare)).body.data;
    expect(shares).toHaveLength(COST_SHARES.length);
    expect(shares[0]).toMatchObject({ tag: '计价实务', viewCount: COST_SHARES[0]!.view_count });
  });

  it('hitControlInfo counts one view and answers the new count', async () => {
    const before = CONTROL_CASES[1]!.view_count;
    const a = await get(app, `${HomePaths.hitControlInfo}?type=case&id=2`);
    expect(a.body).toMatchObject({ statusCode: 200, data: { id: 2, viewCount: before + 1 } });
    // The same visitor again within ten minutes: not counted twice.
    const again = await get(app, `${HomePaths.hitControlInfo}?type=case&id=2`);
    expect(again.body.data.viewCount).toBe(before + 1);
    // Another visitor: counted.
    const other = await app.inject({ method: 'GET', url: `${HomePaths.hitControlInfo}?type=case&id=2`, remoteAddress: '10.0.0.9' });
    expect(other.json().data.viewCount).toBe(before + 2);
    const cases = (await get(app, HomePaths.queryControlApplicationCase)).body.data;
    expect(cases.find((c: { id: number }) => c.id === 2).viewCount).toBe(before + 2);
    const share = await get(app, `${HomePaths.hitControlInfo}?type=share&id=1`);
    expect(share.body.data.viewCount).toBe(COST_SHARES[0]!.view_count + 1);
    const video = await get(app, `${HomePaths.hitControlInfo}?type=video&id=3`);
    expect(video.body.data.viewCount).toBe(VIDEOS[2]!.view_count + 1);
  });

  it('hitControlInfo validates its input', async () => {
    for (const query of ['', '?type=case', '?id=1', '?type=news&id=1', '?type=case&id=0', '?type=case&id=x']) {
      const { http, body } = await get(app, `${HomePaths.hitControlInfo}${query}`);
      expect(http).toBe(400);
      expect(body.businessMsg).toMatch(/^请求参数错误/);
    }
    const missing = await get(app, `${HomePaths.hitControlInfo}?type=share&id=999`);
    expect(missing.http).toBe(200);
    expect(missing.body).toMatchObject({ statusCode: 400, businessMsg: '内容不存在或已下线' });
  });

  it('queryPromotion and popupInfo answer pictures the server serves', async () => {
    const promo = (await get(app, HomePaths.queryPromotion)).body.data;
    expect(promo).toEqual({ ifDisplay: true, imagePath: '/home/top-poster.svg', jumpedUrl: '/static/recruitingExperts' });
    const popups = (await get(app, HomePaths.popupInfo)).body.data;
    expect(popups[0]).toMatchObject({ entranceImgPath: '/home/popup-data-update.svg', jumpedUrl: '/commonproj/index' });
    for (const path of [promo.imagePath, popups[0].entranceImgPath, '/home/recruit-prompt.svg']) {
      const res = await app.inject({ method: 'GET', url: `/static-files${path}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(res.body).toContain('<svg');
    }
    const missing = await app.inject({ method: 'GET', url: '/static-files/home/nothing.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('the recruit pop flag: login required, on until the member clicks the prompt', async () => {
    const url = `${HomePaths.getHomePopFlag}?popEnum=RECRUIT`;
    expect((await get(app, url)).body.statusCode).toBe(301);
    expect((await get(app, url, 'token-unknown')).body.statusCode).toBe(302);
    expect((await get(app, HomePaths.getHomePopFlag, 'token-vip')).http).toBe(400);
    expect((await get(app, `${HomePaths.getHomePopFlag}?popEnum=OTHER`, 'token-vip')).http).toBe(400);
    expect((await get(app, url, 'token-vip')).body).toMatchObject({ statusCode: 200, data: true });
    expect((await get(app, `${HomePaths.closeHomePopFlag}?popEnum=RECRUIT`)).body.statusCode).toBe(301);
    expect((await get(app, `${HomePaths.closeHomePopFlag}?popEnum=RECRUIT`, 'token-vip')).body).toMatchObject({ statusCode: 200, data: null });
    // Closing twice is fine.
    expect((await get(app, `${HomePaths.closeHomePopFlag}?popEnum=RECRUIT`, 'token-vip')).body.statusCode).toBe(200);
    expect((await get(app, url, 'token-vip')).body.data).toBe(false);
    expect((await get(app, url, 'token-user')).body.data).toBe(true);
  });

  it('auto search: login required', async () => {
    expect((await search(app, '住宅', null)).body.statusCode).toBe(301);
    expect((await search(app, '住宅', 'token-unknown')).body.statusCode).toBe(302);
  });

  it('auto search decides the list from the keyword', async () => {
    const cases: Array<[string, string]> = [
      ['住宅', 'node'],
      ['框架 办公楼', 'node'],
      ['18层', 'node'],
      ['深圳', 'node'],
      ['南宁', 'node'],
      ['010101001', 'item'],
      ['010101001001', 'item'],
      ['挖土方', 'item'],
      ['C30混凝土', 'item'],
      ['钢筋 HRB400', 'item'],
      ['砌筑 M7.5', 'item'],
      ['政策文件', 'policy'],
      ['人工费调差通知', 'policy'],
      ['广东省住建厅计价依据', 'policy'],
      ['钢筋混凝土框架结构住宅', 'node'],
      ['', 'node'],
    ];
    for (const [keyword, viewType] of cases) {
      const { body } = await search(app, keyword);
      expect({ keyword, ...body.data }).toEqual({ keyword, viewType });
    }
    expect((await search(app, null)).body.data).toEqual({ viewType: 'node' });
  });

  it('auto search validates the keyword length', async () => {
    const { http, body } = await search(app, '住'.repeat(101));
    expect(http).toBe(400);
    expect(body.businessMsg).toMatch(/^请求参数错误/);
  });
});

describe('home without cost-data', () => {
  let test: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    const home = createHomeServer({ cacheMs: 0 });
    test = await buildTestApp({ plugins: [home] });
    app = test.app;
    installSessions(app);
    await seedPlugins(test.database, [home], { scale: 1, seed: 1 });
  });
  afterAll(() => test.close());

  it('answers empty cost-data figures and lists', async () => {
    expect((await get(app, HomePaths.queryOutline)).body.data).toEqual({
      bidNodeCount: 0,
      projectCount: 0,
      regionCount: 0,
      buildingUseCount: 0,
      latestMonth: null,
      enterpriseCount: ENTERPRISES.length,
    });
    expect((await get(app, HomePaths.recommendData)).body).toMatchObject({ statusCode: 200, data: [] });
    expect((await get(app, HomePaths.costOverview)).body.data).toEqual({
      byUse: [],
      byProvince: [],
      indexTrend: [],
      from: null,
      to: null,
      indexTo: null,
      indexBase: '2018-01 全国 = 100',
      samples: 0,
      residentialSamples: 0,
    });
  });

  it('still serves its own content and the search target', async () => {
    expect((await get(app, HomePaths.queryEnterprise)).body.data).toHaveLength(ENTERPRISES.length);
    expect((await get(app, `${HomePaths.hitControlInfo}?type=video&id=1`)).body.data.viewCount).toBe(VIDEOS[0]!.view_count + 1);
    expect((await search(app, '住宅')).body.data).toEqual({ viewType: 'node' });
    expect((await search(app, '010101001')).body.data).toEqual({ viewType: 'item' });
  });
});
