import type { FastifyInstance } from 'fastify';
import { BidNodePaths, type ListPage, type ListQuery } from '@plugins/bid-node/shared/contract';
import { ALL_SPECS, BULK_COUNT, buildBidNodeApp, MEMBER, NODES, VIP, type BidNodeTestApp } from './fixtures';

/**
 * The list, its filters and the keyword search, run twice: over the in-memory search index
 * (list-search.test.ts) and over plain SQL (list-search-sql.test.ts), which must agree.
 */
export function listSearchSuite(search: 'index' | 'sql'): void {
  let t: BidNodeTestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await buildBidNodeApp({ search });
    app = t.app;
  });
  afterAll(() => t.close());

  async function list(query: Partial<ListQuery> & Record<string, unknown>, token: string | null = MEMBER.token) {
    return app.inject({
      method: 'POST',
      url: BidNodePaths.list,
      headers: token ? { token } : {},
      payload: { pageNum: 1, pageSize: 50, ...query },
    });
  }

  async function page(query: Partial<ListQuery> & Record<string, unknown>): Promise<ListPage> {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200 });
    return body.data as ListPage;
  }

  /** The ids of every match (all pages of 50). */
  async function ids(query: Partial<ListQuery> & Record<string, unknown>): Promise<number[]> {
    const p = await page(query);
    expect(p.total).toBeLessThanOrEqual(50);
    return p.list.map((r) => r.id).sort((a, b) => a - b);
  }

  async function rejected(query: Record<string, unknown>): Promise<string> {
    const res = await list(query);
    const body = res.json();
    expect(body.statusCode).toBe(400);
    expect(body.businessMsg).toMatch(/[\u4e00-\u9fff]/);
    return body.businessMsg as string;
  }

  describe('bid-node list: access', () => {
    it('answers 301 without a token and 302 with an unknown one', async () => {
      expect((await list({}, null)).json()).toMatchObject({ statusCode: 301, businessMsg: '请先登录' });
      expect((await list({}, 'token-nobody')).json()).toMatchObject({ statusCode: 302 });
    });

    it('is open to members without VIP rights', async () => {
      const p = await page({ pageSize: 10 });
      expect(p.total).toBe(ALL_SPECS.length);
      expect(p.list).toHaveLength(10);
    });
  });

  describe('bid-node list: rows, sorting and paging', () => {
    it('shapes each row with region and project names and like counts', async () => {
      const p = await page({ keyWord: '滨江' });
      expect(p.list).toHaveLength(1);
      expect(p.list[0]).toEqual({
        id: 11,
        code: 'DX2023-0000011',
        name: '滨江花园3#楼',
        projectId: 1,
        projectName: '某示例项目1',
        provinceId: 12,
        provinceName: '江苏',
        cityId: t.fixture.area('南京市'),
        cityName: '南京市',
        buildingUse: '住宅',
        structure: '剪力墙',
        floorsAbove: 11,
        floorsBelow: 1,
        buildingArea: 9000,
        pricingStage: '中标价',
        priceDate: '2023-03-15',
        unitCost: 2900,
        totalCost: 26100000,
        likeNum: 0,
      });
    });

    it('sorts by price date, newest first, by default, then by id', async () => {
      const p = await page({ pageSize: 50, areaId: 12 });
      expect(p.list.map((r) => r.id)).toEqual([4, 2, 1, 3, 11]);
      const asc = await page({ areaId: 12, sortOrder: 'asc' });
      expect(asc.list.map((r) => r.id)).toEqual([11, 3, 1, 2, 4]);
    });

    it.each([
      ['unitCost', 'asc', [12, 10, 9, 11, 1]],
      ['unitCost', 'desc', [8, 6, 4, 3, 5]],
      ['buildingArea', 'desc', [6, 4, 8, 5, 10]],
      ['floorsAbove', 'desc', [6, 4, 5, 2, 1]],
    ] as const)('sorts by %s %s', async (sortField, sortOrder, first) => {
      const p = await page({ sortField, sortOrder, pageSize: 10, structure: ['剪力墙', '框架', '框架-剪力墙', '框架-核心筒', '砖混', '钢结构'], buildingUse: ['住宅', '办公', '商业', '学校', '医院', '地下车库', '厂房'] });
      expect(p.total).toBe(NODES.length);
      expect(p.list.slice(0, 5).map((r) => r.id)).toEqual(first);
    });

    it('breaks ties by id so pages never overlap', async () => {
      // The 40 hotels share floors (10): the order among them is by id.
      const first = await page({ buildingUse: ['酒店'], sortField: 'floorsAbove', sortOrder: 'asc', pageSize: 10, pageNum: 1 });
      const second = await page({ buildingUse: ['酒店'], sortField: 'floorsAbove', sortOrder: 'asc', pageSize: 10, pageNum: 2 });
      expect(first.list.map((r) => r.id)).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]);
      expect(second.list.map((r) => r.id)).toEqual([1011, 1012, 1013, 1014, 1015, 1016, 1017, 1018, 1019, 1020]);
    });

    it('pages with the total and an empty page beyond the end', async () => {
      const p3 = await page({ pageSize: 20, pageNum: 3 });
      expect(p3).toMatchObject({ total: ALL_SPECS.length, pageNum: 3, pageSize: 20 });
      expect(p3.list).toHaveLength(ALL_SPECS.length - 40);
      const p9 = await page({ pageSize: 20, pageNum: 9 });
      expect(p9.list).toHaveLength(0);
      expect(p9.total).toBe(ALL_SPECS.length);
    });

    it('ignores null and empty values the client leaves unset', async () => {
      const p = await page({ keyWord: '', areaId: null, areaMin: null, dateFrom: '', buildingUse: null } as Record<string, unknown>);
      expect(p.total).toBe(ALL_SPECS.length);
    });
  });

  describe('bid-node list: filters', () => {
    it('filters by a province, a city, and 1 = everywhere', async () => {
      expect(await ids({ areaId: 12 })).toEqual([1, 2, 3, 4, 11]);
      expect(await ids({ areaId: t.fixture.area('苏州市') })).toEqual([3, 4]);
      expect(await ids({ areaId: 77 })).toEqual([5, 6, 10]);
      expect((await page({ areaId: 1 })).total).toBe(ALL_SPECS.length);
    });

    it('filters by building uses and structures (any of)', async () => {
      expect(await ids({ buildingUse: ['住宅'] })).toEqual([1, 2, 5, 11, 12]);
      expect(await ids({ buildingUse: ['办公', '学校'] })).toEqual([3, 6, 7]);
      expect(await ids({ structure: ['框架'] })).toEqual([3, 7, 9]);
      expect(await ids({ structure: ['框架', '砖混'], buildingUse: ['住宅', '学校'] })).toEqual([7, 12]);
    });

    it('filters by storey bands', async () => {
      expect(await ids({ storeyBand: ['low'] })).toEqual([10]);
      expect(await ids({ storeyBand: ['multi', 'high'] })).toEqual([1, 3, 7, 8, 12]);
      expect(await ids({ storeyBand: ['super'] })).toEqual([4, 6]);
    });

    it('filters by a building area range (inclusive)', async () => {
      expect(await ids({ areaMin: 18000, areaMax: 30000 })).toEqual([2, 5, 8, 10]);
      expect(await ids({ areaMin: 60000 })).toEqual([4, 6]);
      expect(await ids({ areaMax: 5000 })).toEqual([12]);
    });

    it('filters by a price-month range (inclusive)', async () => {
      expect(await ids({ dateFrom: '2024-03', dateTo: '2024-09' })).toEqual([1, 2, 5]);
      expect(await ids({ dateTo: '2019-04' })).toEqual([9, 10]);
      expect(await ids({ dateFrom: '2024-07' })).toEqual([4, 5]);
    });

    it('filters by pricing stages', async () => {
      expect(await ids({ pricingStage: ['结算价'] })).toEqual([3, 6, 10, 12]);
      expect(await ids({ pricingStage: ['招标控制价', '结算价'], areaId: 6 })).toEqual([5, 6, 7, 10, 12]);
    });

    it('combines filters with AND', async () => {
      expect(await ids({ areaId: 12, buildingUse: ['住宅'], storeyBand: ['higher'], dateFrom: '2024-01' })).toEqual([2]);
    });
  });

  describe('bid-node list: keyword search', () => {
    it('finds a building use from two characters (住宅)', async () => {
      expect(await ids({ keyWord: '住宅' })).toEqual([1, 2, 5, 11, 12]);
    });

    it('finds every structure containing the token (框架 → 框架, 框架-剪力墙, 框架-核心筒)', async () => {
      expect(await ids({ keyWord: '框架' })).toEqual([2, 3, 4, 6, 7, 8, 9]);
      expect(await ids({ keyWord: '框架-剪力墙' })).toEqual([2, 8]);
      expect(await ids({ keyWord: '剪力墙' })).toEqual([1, 2, 5, 8, 11]);
    });

    it('finds storeys (18层, 18F) and storey classes', async () => {
      expect(await ids({ keyWord: '18层' })).toEqual([1]);
      expect(await ids({ keyWord: '18F' })).toEqual([1]);
      expect(await ids({ keyWord: '超高层' })).toEqual([4, 6]);
      expect(await ids({ keyWord: '多层', buildingUse: ['住宅', '办公', '学校'] })).toEqual([3, 7, 12]);
      expect(await ids({ keyWord: '低层 厂房' })).toEqual([10]);
    });

    it('finds a province or a city by name, with or without its suffix', async () => {
      expect(await ids({ keyWord: '江苏' })).toEqual([1, 2, 3, 4, 11]);
      expect(await ids({ keyWord: '江苏省' })).toEqual([1, 2, 3, 4, 11]);
      expect(await ids({ keyWord: '南京' })).toEqual([1, 2, 11]);
      expect(await ids({ keyWord: '深圳市' })).toEqual([5, 6, 10]);
    });

    it('ANDs tokens split on spaces and commas, and terms inside one token', async () => {
      expect(await ids({ keyWord: '江苏 住宅' })).toEqual([1, 2, 11]);
      expect(await ids({ keyWord: '南京,框架' })).toEqual([2]);
      expect(await ids({ keyWord: '南京住宅18层' })).toEqual([1]);
      expect(await ids({ keyWord: '  深圳，住宅 ' })).toEqual([5]);
      expect(await ids({ keyWord: '框架结构 学校' })).toEqual([7]);
    });

    it('matches free text against the search text, with % and _ taken literally', async () => {
      expect(await ids({ keyWord: '滨江' })).toEqual([11]);
      expect(await ids({ keyWord: '门诊' })).toEqual([8]);
      expect(await ids({ keyWord: '度假酒店12#楼' })).toEqual([1012]);
      expect(await ids({ keyWord: '度假酒店1#楼' })).toEqual([1001, 1011, 1021, 1031]);
      expect(await ids({ keyWord: '南京 滨江' })).toEqual([11]);
      expect(await ids({ keyWord: '100%' })).toEqual([]);
      expect(await ids({ keyWord: '_' })).toEqual([]);
      expect(await ids({ keyWord: '不存在的工程' })).toEqual([]);
    });

    it('combines the keyword with the filters', async () => {
      expect(await ids({ keyWord: '住宅', areaId: 6 })).toEqual([5, 12]);
      expect(await ids({ keyWord: '框架', dateFrom: '2022-01' })).toEqual([2, 3, 4, 6]);
    });

    it('counts the whole bulk group through a keyword', async () => {
      expect((await page({ keyWord: '酒店 钢结构' })).total).toBe(BULK_COUNT);
    });
  });

  describe('bid-node list: validation', () => {
    it('needs pageNum and pageSize, and a page size of 10, 20 or 50', async () => {
      const res = await app.inject({ method: 'POST', url: BidNodePaths.list, headers: { token: MEMBER.token }, payload: { pageSize: 10 } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, businessMsg: '请求参数错误：pageNum 为必填项' });
      expect(await rejected({ pageSize: 30 })).toBe('每页条数只能为 10、20、50');
      expect(await rejected({ pageNum: 0 })).toBe('请求参数错误：pageNum 不能小于 1');
      expect(await rejected({ pageNum: 'x' })).toBe('请求参数错误：pageNum 应为整数');
    });

    it('rejects values outside the vocabularies', async () => {
      expect(await rejected({ buildingUse: ['别墅'] })).toBe('建筑用途不在可选范围内：别墅');
      expect(await rejected({ structure: ['木结构'] })).toBe('结构类型不在可选范围内：木结构');
      expect(await rejected({ storeyBand: ['tall'] })).toBe('层数区间不在可选范围内：tall');
      expect(await rejected({ pricingStage: ['概算'] })).toBe('计价阶段不在可选范围内：概算');
    });

    it('rejects bad ranges, dates, regions and sorts', async () => {
      expect(await rejected({ areaMin: 5000, areaMax: 100 })).toBe('建筑面积下限不能大于上限');
      expect(await rejected({ areaMin: -1 })).toBe('请求参数错误：areaMin 不能小于 0');
      expect(await rejected({ dateFrom: '2024-13' })).toBe('请求参数错误：dateFrom 格式不正确');
      expect(await rejected({ dateFrom: '2024/01' })).toBe('请求参数错误：dateFrom 格式不正确');
      expect(await rejected({ dateFrom: '2024-05', dateTo: '2024-01' })).toBe('开始月份不能晚于结束月份');
      expect(await rejected({ areaId: 99999 })).toBe('所选地区不存在');
      expect(await rejected({ sortField: 'name' })).toMatch(/^排序字段无效/);
      expect(await rejected({ sortOrder: 'up' })).toBe('排序方式只能为 asc 或 desc');
      expect(await rejected({ keyWord: '住'.repeat(51) })).toBe('请求参数错误：keyWord 长度不能超过 50 个字符');
    });

    it('answers a Chinese 400 for malformed JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: BidNodePaths.list,
        headers: { token: VIP.token, 'content-type': 'application/json' },
        payload: '{"pageNum":1,',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().businessMsg).toBe('请求参数错误：JSON 格式不正确');
    });
  });
}
