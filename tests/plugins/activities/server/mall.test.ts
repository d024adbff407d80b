/**
 * 积分商城 over the real server and database: the catalogue and each product's state, the checks,
 * exchanges of each kind (report, VIP days through membership, a gift with its address), the limits,
 * replays of a requestId, and THE concurrency case: 200 simultaneous exchanges of the last 10 items
 * by 50 accounts give exactly 10, every balance equal to its ledger, none negative.
 */
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import type { DownloadTimes, ExchangeCheck, ExchangePage, ExchangeResult, ProductDetail, ProductList } from '@plugins/activities/shared/mall';
import { auditPoints } from '@plugins/activities/server/ledger';
import { EXCHANGE_TABLE, PRODUCT_TABLE } from '@plugins/activities/server/migrations/002_mall';
import { POINTS_LEDGER_TABLE } from '@plugins/activities/server/tables';
import { STOCK_KIND } from '@plugins/activities/server/mall/stock';
import { mallDeleting } from '@plugins/activities/server/mall/deleting';
import { RightsProvider } from '@kernel/server/services';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { dataOf, get, newMember, post, refusalOf, startActivitiesApp, type ActivitiesTestApp } from './support';

let t: ActivitiesTestApp;
beforeAll(async () => {
  t = await startActivitiesApp();
});
afterAll(() => t.close());

let creditSeq = 0;
async function credit(globalId: string, points: number): Promise<void> {
  const key = `test:credit:${globalId}:${++creditSeq}`;
  await t.rt.tx((trx) => t.rt.ledger.credit(trx, { globalId, points, reason: 'adjustment', businessId: key, idemKey: key, remark: '测试加分', at: t.clock.t }));
}

const products = (token: string | null, body: object = {}) => post(t.app, ActivitiesPaths.products, body, token).then((r) => dataOf<ProductList>(r));
const exchange = (token: string, body: object) => post(t.app, ActivitiesPaths.exchangeProduct, body, token);
const reportCode = async () => (await products(null, { category: 'report' })).products.find((p) => p.title.includes('各类建筑'))!.code;

test('visitors see the catalogue with stock, points and 登录后兑换; members see their own state', async () => {
  const list = await products(null);
  expect(list.points).toBeNull();
  expect(list.categories.map((c) => [c.kind, c.text])).toEqual([
    ['report', '数据报告'],
    ['vip', '会员权益'],
    ['gift', '实物礼品'],
  ]);
  expect(list.products.length).toBe(list.categories.reduce((n, c) => n + c.count, 0));
  for (const p of list.products) {
    expect(p.stock).toBeGreaterThan(0);
    expect(p.points).toBeGreaterThanOrEqual(300);
    expect(p.state).toBe('login');
    expect(p.stateText).toBe('登录后兑换');
    expect(p.exchanged).toBeNull();
  }
  // Reports cost 300–1,200 points, a 30-day VIP 6,000–12,000.
  for (const p of list.products.filter((x) => x.kind === 'report')) expect(p.points).toBeLessThanOrEqual(1200);
  for (const p of list.products.filter((x) => x.kind === 'vip')) expect(p.points).toBeGreaterThanOrEqual(6000);
  expect(list.products.some((p) => /^\d{4}年第[一二三四]季度全国建筑工程造价指数报告$/.test(p.title))).toBe(true);

  // A POST without a body is the whole list; an unknown category is bad input.
  expect(dataOf<ProductList>(await t.app.inject({ method: 'POST', url: ActivitiesPaths.products })).products).toHaveLength(list.products.length);
  expect((await post(t.app, ActivitiesPaths.products, { category: 'cars' }, null)).statusCode).toBe(400);

  const m = newMember();
  const poor = await products(m.token, { category: 'gift' });
  expect(poor.points).toBe(0);
  expect(poor.products.every((p) => p.kind === 'gift' && p.state === 'notEnoughPoints' && p.stateText === '积分不足' && p.exchanged === 0)).toBe(true);
  await credit(m.globalId, 2500);
  const rich = await products(m.token, { category: 'gift' });
  expect(rich.points).toBe(2500);
  expect(rich.products.find((p) => p.points <= 2500)!.stateText).toBe('立即兑换');
});

test('a product detail states what a report covers; unknown and malformed codes are refused', async () => {
  const code = await reportCode();
  const detail = dataOf<ProductDetail>(await get(t.app, ActivitiesPaths.productCodeInfo, null, { productCode: code }));
  expect(detail.report).toMatchObject({ unit: '元/m²（按建筑面积计）', region: '全国' });
  expect(detail.report!.period).toMatch(/^\d{4}年\d{1,2}月至\d{4}年\d{1,2}月/);
  expect(detail.downloadLimit).toBe(5);
  expect(detail.needsAddress).toBe(false);
  expect(detail.balance).toBeNull();
  expect(refusalOf(await get(t.app, ActivitiesPaths.productCodeInfo, null, { productCode: 'NO-SUCH' }))).toEqual({ http: 200, code: 510, msg: '商品不存在' });
  expect((await get(t.app, ActivitiesPaths.productCodeInfo, null, { productCode: '<script>' })).statusCode).toBe(400);
  expect((await post(t.app, ActivitiesPaths.exchangeProduct, { productCode: code, requestId: 'bad id!' }, newMember().token)).statusCode).toBe(400);
});

test('the member endpoints need a login', async () => {
  const code = await reportCode();
  for (const [path, body] of [
    [ActivitiesPaths.exchangeCheck, { productCode: code }],
    [ActivitiesPaths.exchangeProduct, { productCode: code }],
    [ActivitiesPaths.checkDownloaded, { exchangeId: 1 }],
    [ActivitiesPaths.downloadPdf, { exchangeId: 1 }],
  ] as const) {
    expect(refusalOf(await post(t.app, path, body, null)).code).toBe(301);
  }
  expect(refusalOf(await get(t.app, ActivitiesPaths.exchangeInfo, null)).code).toBe(301);
});

test('a report exchange: checked, debited once, counted against the limit and stock, listed in 我的兑换', async () => {
  const m = newMember();
  const code = await reportCode();
  const check0 = dataOf<ExchangeCheck>(await post(t.app, ActivitiesPaths.exchangeCheck, { productCode: code }, m.token));
  expect(check0).toMatchObject({ canExchange: false, reason: '积分不足', balance: 0, remainingLimit: 1 });
  expect(refusalOf(await exchange(m.token, { productCode: code }))).toEqual({ http: 200, code: 510, msg: '积分不足' });

  await credit(m.globalId, 1000);
  const stockBefore = await t.rt.counters.value(STOCK_KIND, code);
  const check = dataOf<ExchangeCheck>(await post(t.app, ActivitiesPaths.exchangeCheck, { productCode: code }, m.token));
  expect(check).toMatchObject({ canExchange: true, reason: null, balance: 1000, stock: stockBefore });

  const res = await exchange(m.token, { productCode: code, requestId: 'req-report-1' });
  const result = dataOf<ExchangeResult>(res);
  expect(res.json().businessMsg).toBe('兑换成功，可在“我的兑换”中下载报告');
  expect(result.balance).toBe(1000 - check.points);
  expect(result.stock).toBe(stockBefore - 1);
  expect(result.exchange).toMatchObject({ productCode: code, kind: 'report', status: 'done', statusText: '已完成', points: check.points, downloads: { used: 0, limit: 5, remaining: 5 } });
  expect(await t.rt.ledger.balance(m.globalId)).toBe(1000 - check.points);
  const rows = await t.database.db.selectFrom(POINTS_LEDGER_TABLE).selectAll().where('global_id', '=', m.globalId).where('reason', '=', 'exchange').execute();
  expect(rows).toHaveLength(1);
  expect(Number(rows[0]!.change)).toBe(-check.points);
  expect(rows[0]!.remark).toContain('兑换');

  // The limit is one per member: refused, nothing debited, stock unchanged.
  expect(refusalOf(await exchange(m.token, { productCode: code, requestId: 'req-report-2' })).msg).toBe('已达兑换上限');
  const after = dataOf<ExchangeCheck>(await post(t.app, ActivitiesPaths.exchangeCheck, { productCode: code }, m.token));
  expect(after).toMatchObject({ canExchange: false, reason: '已达兑换上限', remainingLimit: 0, stock: stockBefore - 1 });
  expect(await t.rt.ledger.balance(m.globalId)).toBe(1000 - check.points);
  expect((await products(m.token, { category: 'report' })).products.find((p) => p.code === code)).toMatchObject({ state: 'limitReached', exchanged: 1 });

  const page = dataOf<ExchangePage>(await get(t.app, ActivitiesPaths.exchangeInfo, m.token, { pageNum: '1', pageSize: '10' }));
  expect(page.total).toBe(1);
  expect(page.list[0]).toMatchObject({ exchangeId: result.exchange.exchangeId, title: result.exchange.title, statusText: '已完成' });
  const times = dataOf<DownloadTimes>(await post(t.app, ActivitiesPaths.checkDownloadTimes, { exchangeId: result.exchange.exchangeId }, m.token));
  expect(times).toEqual({ exchangeId: result.exchange.exchangeId, remaining: 5, limit: 5, used: 0 });
  expect(dataOf(await post(t.app, ActivitiesPaths.checkDownloaded, { exchangeId: result.exchange.exchangeId }, m.token))).toEqual({ exchangeId: result.exchange.exchangeId, downloaded: false });

  // Another member cannot see or download it.
  const other = newMember();
  expect(refusalOf(await post(t.app, ActivitiesPaths.checkDownloaded, { exchangeId: result.exchange.exchangeId }, other.token)).msg).toBe('兑换记录不存在');
  expect(refusalOf(await post(t.app, ActivitiesPaths.downloadPdf, { exchangeId: result.exchange.exchangeId }, other.token)).msg).toBe('兑换记录不存在');
  expect(await auditPoints(t.database.db, m.globalId, t.clock.t)).toMatchObject({ balance: 1000 - check.points, ledgerSum: 1000 - check.points, lotSum: 1000 - check.points, negative: false });
});

test('a replayed requestId answers the first result, also sent 20 times at once, and debits once', async () => {
  const m = newMember();
  await credit(m.globalId, 5000);
  const code = (await products(null, { category: 'report' })).products.find((p) => p.title.includes('指数'))!.code;
  const stock = await t.rt.counters.value(STOCK_KIND, code);
  const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(m.token, { productCode: code, requestId: 'same-request' })));
  const results = answers.map((r) => dataOf<ExchangeResult>(r));
  expect(new Set(results.map((r) => r.exchange.exchangeId)).size).toBe(1);
  expect(results.every((r) => JSON.stringify(r) === JSON.stringify(results[0]))).toBe(true);
  const later = dataOf<ExchangeResult>(await exchange(m.token, { productCode: code, requestId: 'same-request' }));
  expect(later).toEqual(results[0]);
  expect(await t.rt.ledger.balance(m.globalId)).toBe(5000 - results[0]!.exchange.points);
  expect(await t.rt.counters.value(STOCK_KIND, code)).toBe(stock - 1);
  const rows = await t.database.db.selectFrom(EXCHANGE_TABLE).select('id').where('global_id', '=', m.globalId).execute();
  expect(rows).toHaveLength(1);
});

test('VIP days are granted through membership with the activity source; the record says until when', async () => {
  const m = newMember();
  await credit(m.globalId, 9000);
  const rights = t.services.get(RightsProvider);
  expect(await rights.rightsOf(m.globalId)).not.toContain(MembershipRights.singleProjectVip);
  const res = dataOf<ExchangeResult>(await exchange(m.token, { productCode: 'VIP-SP-30', requestId: 'vip-1' }));
  expect(res.exchange).toMatchObject({ kind: 'vip', status: 'granted', statusText: '已生效', vip: { planName: '单项工程指标VIP', days: 30, until: '2026-12-24' }, downloads: null });
  expect(res.balance).toBe(1000);
  expect(await rights.rightsOf(m.globalId)).toContain(MembershipRights.singleProjectVip);
  expect(refusalOf(await post(t.app, ActivitiesPaths.checkDownloaded, { exchangeId: res.exchange.exchangeId }, m.token)).msg).toBe('该兑换不是数据报告，无需下载');
});

test('a gift needs a valid address; the record keeps it with the phone masked (待发货)', async () => {
  const m = newMember();
  await credit(m.globalId, 3000);
  const address = { name: '张工', phone: '13812345678', region: '江苏省 南京市 建邺区', detail: '江东中路 108 号 造价中心 5 楼' };
  expect(refusalOf(await exchange(m.token, { productCode: 'GIFT-CALC' })).msg).toBe('请填写收货地址');
  expect(refusalOf(await exchange(m.token, { productCode: 'GIFT-CALC', address: { ...address, phone: '12345' } })).msg).toBe('请填写正确的11位手机号');
  expect(refusalOf(await exchange(m.token, { productCode: 'GIFT-CALC', address: { ...address, detail: '  一 ' } })).msg).toBe('请填写详细地址（4–100个字）');
  expect(refusalOf(await exchange(m.token, { productCode: 'GIFT-CALC', address: { ...address, name: ' ' } })).msg).toBe('请填写收货人姓名（1–20个字）');
  expect(await t.rt.ledger.balance(m.globalId)).toBe(3000);
  const res = dataOf<ExchangeResult>(await exchange(m.token, { productCode: 'GIFT-CALC', address }));
  expect(res.exchange).toMatchObject({ kind: 'gift', status: 'pending', statusText: '待发货', address: { ...address, phone: '138****5678' } });
  expect(res.message).toBe('兑换成功，礼品将在7个工作日内发货');
  expect(res.balance).toBe(1000);

  // The account's deletion blanks the address; the exchange stays.
  expect(await t.rt.tx((trx) => mallDeleting(trx, { globalId: m.globalId, at: t.clock.t }))).toBe(1);
  const page = dataOf<ExchangePage>(await get(t.app, ActivitiesPaths.exchangeInfo, m.token));
  expect(page.list).toHaveLength(1);
  expect(page.list[0]).toMatchObject({ exchangeId: res.exchange.exchangeId, status: 'pending', address: null });
});

test('a download without the cost data is refused and not counted', async () => {
  const m = newMember();
  await credit(m.globalId, 1000);
  const res = dataOf<ExchangeResult>(await exchange(m.token, { productCode: await reportCode() }));
  expect(refusalOf(await post(t.app, ActivitiesPaths.downloadPdf, { exchangeId: res.exchange.exchangeId }, m.token)).msg).toBe('报告数据暂不可用，请稍后再试');
  expect(dataOf<DownloadTimes>(await post(t.app, ActivitiesPaths.checkDownloadTimes, { exchangeId: res.exchange.exchangeId }, m.token)).used).toBe(0);
});

test('200 simultaneous exchanges of the last 10 items by 50 accounts: exactly 10, balances equal their ledgers, none negative', async () => {
  const code = 'TEST-LAST-10';
  const now = t.clock.t;
  await t.database.db
    .insertInto(PRODUCT_TABLE)
    .values({
      code,
      kind: 'report',
      title: '测试报告（最后10份）',
      summary: '并发兑换测试',
      points: 300,
      member_limit: 3,
      starts_at: now - 1000,
      ends_at: now + 86_400_000,
      on_sale: 1,
      sort: 999,
      tone: 'brand',
      spec: JSON.stringify({ kind: 'report', report: { report: 'byUse', from: 202510, to: 202609 }, contents: [], downloadLimit: 5 }),
      created_at: now,
    })
    .execute();
  await t.rt.tx((trx) => t.rt.counters.add(trx, { kind: STOCK_KIND, owner: code, change: 10, reason: 'restock', businessId: code, idemKey: `restock:${code}`, at: now }));

  const members = Array.from({ length: 50 }, () => newMember());
  // Some can afford one exchange, most several.
  for (const [i, m] of members.entries()) await credit(m.globalId, i % 5 === 0 ? 400 : 1000);
  const attempts = Array.from({ length: 200 }, (_, i) => ({ m: members[i % 50]!, requestId: `burst-${i}` }));
  const answers = await Promise.all(attempts.map(({ m, requestId }) => exchange(m.token, { productCode: code, requestId })));

  const ok = answers.filter((r) => r.json().statusCode === 200);
  const refused = answers.filter((r) => r.json().statusCode !== 200);
  expect(ok).toHaveLength(10);
  expect(refused).toHaveLength(190);
  for (const r of refused) expect(['库存不足', '积分不足', '已达兑换上限']).toContain(refusalOf(r).msg);
  expect(await t.rt.counters.value(STOCK_KIND, code)).toBe(0);
  const rows = await t.database.db.selectFrom(EXCHANGE_TABLE).select(['global_id']).where('product_code', '=', code).execute();
  expect(rows).toHaveLength(10);

  const perMember = new Map<string, number>();
  for (const r of rows) perMember.set(String(r.global_id), (perMember.get(String(r.global_id)) ?? 0) + 1);
  for (const [i, m] of members.entries()) {
    const audit = await auditPoints(t.database.db, m.globalId, t.clock.t);
    const start = i % 5 === 0 ? 400 : 1000;
    const expected = start - 300 * (perMember.get(m.globalId) ?? 0);
    expect(audit).toEqual({ balance: expected, ledgerSum: expected, lotSum: expected, negative: false });
    expect(perMember.get(m.globalId) ?? 0).toBeLessThanOrEqual(3);
  }

  // Sold out: listed as 已兑完, checked as 库存不足.
  const rich = newMember();
  await credit(rich.globalId, 1000);
  expect((await products(rich.token, { category: 'report' })).products.find((p) => p.code === code)).toMatchObject({ stock: 0, state: 'soldOut', stateText: '已兑完' });
  expect(dataOf<ExchangeCheck>(await post(t.app, ActivitiesPaths.exchangeCheck, { productCode: code }, rich.token))).toMatchObject({ canExchange: false, reason: '库存不足', stock: 0 });
});

test('outside its sale window a product is 未开始 or 已结束 and refused', async () => {
  const m = newMember();
  await credit(m.globalId, 1000);
  const now = t.clock.t;
  for (const [code, startsAt, endsAt] of [
    ['TEST-LATER', now + 86_400_000, now + 2 * 86_400_000],
    ['TEST-OVER', now - 2 * 86_400_000, now - 1],
  ] as const) {
    await t.database.db
      .insertInto(PRODUCT_TABLE)
      .values({ code, kind: 'gift', title: `测试礼品${code}`, summary: '销售期测试', points: 100, member_limit: 1, starts_at: startsAt, ends_at: endsAt, on_sale: 1, sort: 998, tone: 'gray', spec: JSON.stringify({ kind: 'gift', contents: [] }), created_at: now })
      .execute();
    await t.rt.tx((trx) => t.rt.counters.add(trx, { kind: STOCK_KIND, owner: code, change: 5, reason: 'restock', businessId: code, idemKey: `restock:${code}`, at: now }));
  }
  const gifts = (await products(m.token, { category: 'gift' })).products;
  expect(gifts.find((p) => p.code === 'TEST-LATER')).toMatchObject({ state: 'notStarted', stateText: '未开始' });
  expect(gifts.find((p) => p.code === 'TEST-OVER')).toMatchObject({ state: 'ended', stateText: '已结束' });
  const address = { name: '李工', phone: '13900001111', region: '浙江省 杭州市', detail: '西湖区文三路 90 号' };
  expect(refusalOf(await exchange(m.token, { productCode: 'TEST-LATER', address })).msg).toBe('该商品尚未开始兑换');
  expect(refusalOf(await exchange(m.token, { productCode: 'TEST-OVER', address })).msg).toBe('该商品兑换已结束');
  expect(await t.rt.ledger.balance(m.globalId)).toBe(1000);
});
