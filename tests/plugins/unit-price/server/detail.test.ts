/**
 * A code's statistics (getBqItemTeamplateById) agree with its list row; the 清单分类 tree counts the
 * set; the item detail (VIP) shows the item as priced in its single project: 综合单价组成 adding up
 * to the unit price, 人材机汇总 whose classes give the stored 人工费 / 材料费 / 机械费 to the cent,
 * 定额组价, 相关清单; a single project's bill hides its prices without VIP; the access rules.
 */
import type { FastifyInstance } from 'fastify';
import { BQ_ITEM_TABLE } from '@plugins/cost-data/shared/tables';
import {
  UnitPricePaths,
  type BqBillPage,
  type BqDetailRight,
  type BqItemBrief,
  type BqItemInfo,
  type BqNormGroup,
  type BqPriceComposition,
  type BqRelated,
  type BqResSummary,
  type BqSearchPage,
  type BqTemplate,
  type BqTradeNode,
  type BqVideoGuide,
} from '@plugins/unit-price/shared/contract';
import { buildUnitPriceApp, dataOf, form, get, MEMBER, post, TRIAL, VIP, type UnitPriceTestApp } from './fixtures';

jest.setTimeout(120_000);

let t: UnitPriceTestApp;
let app: FastifyInstance;
/** A 现浇构件钢筋 item in 江苏 and a C30 有梁板 item. */
let rebar: { id: number; bid_node_id: number; province_id: number };
let slab: { id: number; bid_node_id: number };

beforeAll(async () => {
  t = await buildUnitPriceApp();
  app = t.app;
  const db = t.database.db;
  const one = (q: any) => q.select(['id', 'bid_node_id', 'province_id']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const r = await one(db.selectFrom(BQ_ITEM_TABLE).where('code9', '=', '010515001').where('province_id', '=', 12));
  rebar = { id: Number(r.id), bid_node_id: Number(r.bid_node_id), province_id: Number(r.province_id) };
  const s = await one(db.selectFrom(BQ_ITEM_TABLE).where('code9', '=', '010505001').where('features', 'like', '%C30%'));
  slab = { id: Number(s.id), bid_node_id: Number(s.bid_node_id) };
});
afterAll(() => t.close());

const ref = (x: { id: number; bid_node_id: number }) => ({ id: x.id, projectId: x.bid_node_id });
const cents = (v: number) => Math.round(v * 100);

describe('a code in a region: statistics, distribution, trend and samples', () => {
  it('equal the list row with the same filters, on every page of the samples', async () => {
    const filters = { areaId: 12, dateFrom: '2019-01', dateTo: '2025-08' };
    const list = dataOf<BqSearchPage>(await post(app, UnitPricePaths.search, { ...filters, keyWord: '010515001', pageNum: 1, pageSize: 10 }, MEMBER.token));
    const row = list.list[0]!;
    const tpl = dataOf<BqTemplate>(await form(app, UnitPricePaths.template, { ...filters, areaId: '12', ids: row.rowKey, pageSize: '10' }, MEMBER.token));
    const { rowKey, standard, code9, name, features, featureVariants, unit, chapter, section, ...stats } = row;
    void featureVariants;
    void chapter;
    void section;
    expect(tpl).toMatchObject({ rowKey, standard, code9, name, unit, features });
    expect(tpl.stats).toEqual(stats);
    expect(tpl.histogram.reduce((s, b) => s + b.count, 0)).toBe(stats.count);
    expect(tpl.histogram[0]!.from).toBe(stats.min);
    expect(tpl.histogram[tpl.histogram.length - 1]!.to).toBe(stats.max);
    expect(tpl.trend.reduce((s, p) => s + p.count, 0)).toBe(stats.count);
    const months = tpl.trend.map((p) => p.month);
    expect(months).toEqual([...months].sort());
    expect(months.every((m) => m >= '2019-01' && m <= '2025-08')).toBe(true);
    expect(tpl.samples.total).toBe(stats.count);
    expect(tpl.samples.list.length).toBe(Math.min(10, stats.count));
    for (const s of tpl.samples.list) {
      expect(s.code.startsWith('010515001')).toBe(true);
      expect(s.provinceName).toBe('江苏');
      expect(s.unitPrice).toBeGreaterThanOrEqual(stats.min);
      expect(s.unitPrice).toBeLessThanOrEqual(stats.max);
      expect(s.projectName).not.toBe('');
    }
    // Newest first.
    const sm = tpl.samples.list.map((s) => s.month);
    expect(sm).toEqual([...sm].sort().reverse());
    // Rebar in May 2021 is dearer than in 2024 (the resource prices move the items).
    const inMonth = async (dateFrom: string, dateTo: string) =>
      dataOf<BqTemplate>(await post(app, UnitPricePaths.template, { ids: row.rowKey, dateFrom, dateTo }, MEMBER.token)).stats.median;
    expect(await inMonth('2021-04', '2021-06')).toBeGreaterThan(await inMonth('2024-01', '2024-12'));
  });

  it('rejects an unknown row and answers 441 for a row without samples in the set', async () => {
    expect((await post(app, UnitPricePaths.template, { ids: 'x' }, MEMBER.token)).json()).toMatchObject({ statusCode: 400 });
    expect((await post(app, UnitPricePaths.template, { ids: '2013:999999999:m' }, MEMBER.token)).json()).toMatchObject({ statusCode: 441 });
    expect((await post(app, UnitPricePaths.template, { ids: '2013:010515001:t', dateFrom: '2026-12' }, MEMBER.token)).json()).toMatchObject({ statusCode: 441 });
    expect((await post(app, UnitPricePaths.template, { ids: '2013:010515001:t', sampleSort: 'x' }, MEMBER.token)).json()).toMatchObject({ statusCode: 400 });
  });
});

describe('清单分类', () => {
  it('shows the standard\'s disciplines, chapters and sections with the set\'s sample counts', async () => {
    const tree = dataOf<BqTradeNode[]>(await form(app, UnitPricePaths.tradeTree, { bqItemDbId: '2013' }, MEMBER.token));
    expect(tree.map((n) => n.code)).toEqual(['01', '03']);
    expect(tree[0]!.name).toBe('房屋建筑与装饰工程');
    const all = dataOf<BqSearchPage>(await post(app, UnitPricePaths.search, { standard: '2013', pageNum: 1, pageSize: 10 }, MEMBER.token));
    expect(tree.reduce((s, n) => s + n.sampleCount, 0)).toBe(all.sampleTotal);
    const concrete = tree[0]!.children.find((c) => c.code === '0105')!;
    expect(concrete.name).toBe('混凝土及钢筋混凝土工程');
    expect(concrete.children.reduce((s, c) => s + c.sampleCount, 0)).toBe(concrete.sampleCount);
    const chapterPage = dataOf<BqSearchPage>(await post(app, UnitPricePaths.search, { tradeCode: '0105', pageNum: 1, pageSize: 10 }, MEMBER.token));
    expect(chapterPage.sampleTotal).toBe(concrete.sampleCount);
    const t2024 = dataOf<BqTradeNode[]>(await form(app, UnitPricePaths.tradeTree, { bqItemDbId: '2024' }, MEMBER.token));
    expect(t2024.length).toBeGreaterThan(0);
    expect((await form(app, UnitPricePaths.tradeTree, { bqItemDbId: '2019' }, MEMBER.token)).json()).toMatchObject({ statusCode: 400, businessMsg: 'bqItemDbId 只能为 2013 或 2024' });
  });
});

describe('the item detail (VIP)', () => {
  it('shows the item as priced in its single project', async () => {
    const info = dataOf<BqItemInfo>(await get(app, UnitPricePaths.info, ref(rebar)));
    expect(info).toMatchObject({ id: rebar.id, projectId: rebar.bid_node_id, code9: '010515001', name: '现浇构件钢筋', unit: 't', rowKey: '2013:010515001:t' });
    expect(info.code).toMatch(/^010515001\d{3}$/);
    expect(info.project.provinceName).toBe('江苏');
    expect(info.chapter).toEqual({ code: '0105', name: '混凝土及钢筋混凝土工程' });
    expect(info.basis.kindName).toBe(info.project.pricingStage === '招标控制价' ? '信息价' : '市场价');
    expect(cents(info.amount)).toBe(Math.round(info.quantity * cents(info.unitPrice)));
  });

  it('综合单价组成 adds up to the unit price; 人材机汇总 gives the stored parts to the cent', async () => {
    for (const item of [rebar, slab]) {
      const info = dataOf<BqItemInfo>(await get(app, UnitPricePaths.info, ref(item)));
      const comp = dataOf<BqPriceComposition>(await get(app, UnitPricePaths.priceCompositions, ref(item)));
      expect(comp.rows.map((r) => r.name)).toEqual(['人工费', '材料费', '机械费', '管理费', '利润', '风险费用']);
      expect(comp.rows.reduce((s, r) => s + cents(r.value), 0)).toBe(cents(info.unitPrice));
      expect(comp.rows.find((r) => r.code === 'management')!.rate).toBeGreaterThan(0);
      const res = dataOf<BqResSummary>(await get(app, UnitPricePaths.resSummaries, ref(item)));
      expect(res.source).toBe('derived');
      const part = (code: string) => comp.rows.find((r) => r.code === code)!.value;
      expect(res.totals).toEqual({ labour: part('labour'), material: part('material'), machine: part('machine'), direct: (cents(part('labour')) + cents(part('material')) + cents(part('machine'))) / 100 });
      const byClass = (pred: (k: string) => boolean) => res.lines.filter((l) => pred(l.kind)).reduce((s, l) => s + cents(l.amount), 0) / 100;
      expect(byClass((k) => k === '人工')).toBe(part('labour'));
      expect(byClass((k) => k === '机械')).toBe(part('machine'));
      expect(byClass((k) => k !== '人工' && k !== '机械')).toBe(part('material'));
      for (const l of res.lines) {
        expect(l.price).toBe(info.basis.kind === 'info' ? l.infoPrice ?? l.price : l.marketPrice ?? l.price);
        expect(Math.abs(l.amount - l.consumption * l.price)).toBeLessThan(0.05);
      }
      const norms = dataOf<BqNormGroup>(await get(app, UnitPricePaths.norms, ref(item)));
      expect(norms.lines.length).toBeGreaterThan(0);
      for (const n of norms.lines) {
        expect(n.resources.length).toBeGreaterThan(0);
        expect(cents(n.normPrice)).toBe(cents(n.labour) + cents(n.material) + cents(n.machine));
      }
    }
  });

  it('rebar is mostly material: HRB400 steel and 钢筋工', async () => {
    const res = dataOf<BqResSummary>(await get(app, UnitPricePaths.resSummaries, ref(rebar)));
    const share = res.totals.material / res.totals.direct;
    expect(share).toBeGreaterThan(0.6);
    expect(res.lines.some((l) => l.kind === '人工')).toBe(true);
    expect(res.lines.some((l) => /钢筋/.test(l.name))).toBe(true);
  });

  it('相关清单: the same code elsewhere in the province and the same section of this bill', async () => {
    const rel = dataOf<BqRelated>(await get(app, UnitPricePaths.related, ref(rebar)));
    expect(rel.sameCode.length).toBeGreaterThan(0);
    for (const s of rel.sameCode) {
      expect(s.code9).toBe('010515001');
      expect(s.provinceName).toBe('江苏');
      expect(s.projectId).not.toBe(rebar.bid_node_id);
    }
    for (const s of rel.sameSection) {
      expect(s.code9.startsWith('010515')).toBe(true);
      expect(s.projectId).toBe(rebar.bid_node_id);
      expect(s.id).not.toBe(rebar.id);
    }
  });

  it('needs VIP (or a trial), a login, and the matching single project', async () => {
    expect((await get(app, UnitPricePaths.info, ref(rebar), MEMBER.token)).json()).toMatchObject({ statusCode: 820 });
    expect((await get(app, UnitPricePaths.resSummaries, ref(rebar), null)).json()).toMatchObject({ statusCode: 301 });
    expect((await get(app, UnitPricePaths.related, ref(rebar), MEMBER.token)).json()).toMatchObject({ statusCode: 820 });
    expect((await get(app, UnitPricePaths.pdf, ref(rebar), MEMBER.token)).json()).toMatchObject({ statusCode: 820 });
    expect(dataOf<BqItemInfo>(await get(app, UnitPricePaths.info, ref(rebar), TRIAL.token)).id).toBe(rebar.id);
    const mismatch = await get(app, UnitPricePaths.info, { id: rebar.id, projectId: rebar.bid_node_id + 1 });
    expect(mismatch.json()).toMatchObject({ statusCode: 440, businessMsg: '该清单项目不存在' });
    expect((await get(app, UnitPricePaths.norms, { id: 999999999, projectId: 1 })).json()).toMatchObject({ statusCode: 440 });
    expect((await get(app, UnitPricePaths.norms, { id: 'abc', projectId: 1 } as never)).json().statusCode).toBe(400);
    expect((await get(app, UnitPricePaths.norms, { id: 0, projectId: 1 })).json().statusCode).toBe(400);
    const right = async (token: string | null) => dataOf<BqDetailRight>(await post(app, UnitPricePaths.right, {}, token));
    expect(await right(null)).toEqual({ allowed: false, loggedIn: false, reason: '请先登录' });
    expect(await right(MEMBER.token)).toMatchObject({ allowed: false, loggedIn: true });
    expect(await right(VIP.token)).toEqual({ allowed: true, loggedIn: true, reason: null });
  });
});

describe('the list page video dialog', () => {
  it('stays off without a configured video, needs a login, and takes only bounded events', async () => {
    const guide = dataOf<BqVideoGuide>(await get(app, UnitPricePaths.videoGuide, {}, MEMBER.token));
    expect(guide).toMatchObject({ show: false, src: null });
    expect((await get(app, UnitPricePaths.videoGuide, {}, null)).json()).toMatchObject({ statusCode: 301 });
    expect((await post(app, UnitPricePaths.videoWatched, { event: 'close', seconds: 42 }, MEMBER.token)).json()).toMatchObject({ statusCode: 200, data: null });
    expect((await post(app, UnitPricePaths.videoWatched, { event: 'close', seconds: 36_001 }, MEMBER.token)).json().statusCode).toBe(400);
    expect((await post(app, UnitPricePaths.videoWatched, { event: 'play' }, MEMBER.token)).json().statusCode).toBe(400);
  });
});

describe("a single project's bill", () => {
  it('lists the items in bill order with chapters; prices only for VIP', async () => {
    const vip = dataOf<BqBillPage>(await form(app, UnitPricePaths.billByResult, { resultId: String(rebar.bid_node_id), pageSize: '50' }));
    expect(vip.pricesVisible).toBe(true);
    expect(vip.total).toBeGreaterThanOrEqual(80);
    expect(vip.chapters.reduce((s, c) => s + c.count, 0)).toBe(vip.total);
    const seqs = vip.list.map((i) => i.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(vip.list.every((i) => i.unitPrice !== null && i.projectId === rebar.bid_node_id)).toBe(true);
    const member = dataOf<BqBillPage>(await form(app, UnitPricePaths.billByResult, { resultId: String(rebar.bid_node_id) }, MEMBER.token));
    expect(member.pricesVisible).toBe(false);
    expect(member.list.every((i) => i.unitPrice === null && i.amount === null)).toBe(true);
    expect(member.chapters.every((c) => c.amount === null)).toBe(true);
    const concrete = dataOf<BqBillPage>(await form(app, UnitPricePaths.billByResult, { resultId: String(rebar.bid_node_id), chapter: '0105', pageSize: '100' }));
    expect(concrete.list.every((i) => i.code9.startsWith('0105'))).toBe(true);
    expect(concrete.total).toBe(vip.chapters.find((c) => c.code === '0105')!.count);
    const excellent = dataOf<BqItemBrief[]>(await form(app, UnitPricePaths.excellentByResult, { resultId: String(rebar.bid_node_id) }));
    expect(excellent.length).toBeGreaterThan(0);
    expect(excellent.length).toBeLessThanOrEqual(6);
    expect(excellent.every((i) => i.excellent)).toBe(true);
    expect((await form(app, UnitPricePaths.billByResult, { resultId: '99999999' })).json()).toMatchObject({ statusCode: 440, businessMsg: '该单项工程不存在' });
    expect((await form(app, UnitPricePaths.billByResult, { resultId: '1' }, null)).json()).toMatchObject({ statusCode: 301 });
    expect((await form(app, UnitPricePaths.billByResult, { resultId: '1', pageSize: '7' })).json()).toMatchObject({ statusCode: 400 });
  });
});
