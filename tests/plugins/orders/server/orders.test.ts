/**
 * The order state machine over the real server and database: creating (amount from the price sheet,
 * one pending order per plan), paying again, cancelling, closing after 30 unpaid minutes (on reads
 * and by the timer's query), the sandbox's signed notifications (granted once, replays and 50
 * concurrent copies granting nothing more, forged / altered / wrong amount refused and recorded),
 * rights stacking through two orders, invoices and the anonymising of a deleted account's invoices.
 */
import { generateKeyPairSync } from 'node:crypto';
import { AccountLifecycle } from '@plugins/account/shared/services';
import { grantsOf } from '@plugins/membership/server';
import { planById, VIP_PLANS } from '@plugins/membership/shared/plans';
import {
  OrdersCodes,
  OrdersMessages,
  OrdersPaths,
  type CreatedOrder,
  type OrderCatalogue,
  type OrderPage,
  type OrderView,
} from '@plugins/orders/shared/contract';
import {
  INVOICE_TABLE,
  NOTIFICATION_TABLE,
  ORDER_TABLE,
  ordersDb,
  SandboxKeys,
  sandboxPaidNotification,
  signNotification,
  type OrderRow,
} from '@plugins/orders/server';
import { OrderService } from '@plugins/orders/server/orders-service';
import { dataOf, DAY, MINUTE, newMember, post, postForm, refusalOf, START, startOrdersApp, type OrdersTestApp } from './support';

let t: OrdersTestApp;
const NOTIFY = OrdersPaths.notify.replace(':provider', 'sandbox');

beforeAll(async () => {
  t = await startOrdersApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.t = START;
});

const create = async (token: string, planId: string) => dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId }, token));
const detail = async (token: string, orderNo: string) => dataOf<OrderView>(await post(t.app, OrdersPaths.detail, { orderNo }, token));
const orderRow = (orderNo: string) => ordersDb(t.database.db).selectFrom(ORDER_TABLE).selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const notificationsOf = (orderNo: string) =>
  ordersDb(t.database.db).selectFrom(NOTIFICATION_TABLE).selectAll().where('order_no', '=', orderNo).orderBy('received_at').execute();

/** The notification the sandbox sends for a paid order, signed with the sandbox's stored key. */
async function paidForm(row: OrderRow): Promise<Record<string, string>> {
  const keys = await new SandboxKeys(ordersDb(t.database.db), t.clock.now).get();
  return sandboxPaidNotification({ orderNo: row.order_no, planName: row.plan_name, amountFen: row.amount_fen, payDeadline: row.pay_deadline }, keys, t.clock.now());
}

async function notify(form: Record<string, string>): Promise<string> {
  const res = await postForm(t.app, NOTIFY, form);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
}

describe('orders: catalogue and creation', () => {
  it('lists the price sheet and the sandbox as the way to pay', async () => {
    const res = await t.app.inject({ method: 'GET', url: OrdersPaths.plans });
    const data = dataOf<OrderCatalogue>(res);
    expect(data.plans.map((p) => p.id)).toEqual(VIP_PLANS.map((p) => p.id));
    expect(data.plans.find((p) => p.id === 'site.year')).toMatchObject({ priceFen: 398_000, days: 365, name: '全站通VIP' });
    expect(data.payment).toEqual({ available: true, provider: 'sandbox', label: '模拟支付（开发环境）' });
  });

  it('needs a login for every member endpoint', async () => {
    for (const path of [OrdersPaths.create, OrdersPaths.pay, OrdersPaths.cancel, OrdersPaths.detail, OrdersPaths.list, OrdersPaths.invoice]) {
      const res = await post(t.app, path, {}, null);
      expect(res.json()).toMatchObject({ statusCode: 301, businessMsg: '请先登录' });
    }
  });

  it('creates an order at the price sheet amount, with a 30-minute deadline and the sandbox 收银台 as pay address', async () => {
    const m = newMember();
    const created = await create(m.token, 'site.month');
    const order = created.order;
    expect(order).toMatchObject({
      planId: 'site.month',
      planName: '全站通VIP（月度）',
      amountFen: 39_800,
      amount: '398.00',
      status: 'pending',
      statusText: '待支付',
      provider: 'sandbox',
      createdAt: START,
      payDeadline: START + 30 * MINUTE,
      paidAt: null,
      grantedAt: null,
      rights: [],
      invoice: null,
    });
    // VIP + China time (10:00 on 2026-11-24) + 6 digits.
    expect(order.orderNo).toMatch(/^VIP20261124100000\d{6}$/);
    expect(created.payUrl).toBe(`/pay/sandbox/cashier?orderNo=${order.orderNo}`);
  });

  it('ignores any amount the client sends and refuses an unknown plan', async () => {
    const m = newMember();
    const res = await post(t.app, OrdersPaths.create, { planId: 'unitPrice.year', amountFen: 1 }, m.token);
    expect(dataOf<CreatedOrder>(res).order.amountFen).toBe(planById('unitPrice.year')!.priceFen);
    const bad = refusalOf(await post(t.app, OrdersPaths.create, { planId: 'gold.year' }, m.token));
    expect(bad).toEqual({ http: 200, code: OrdersCodes.invalid, msg: OrdersMessages.planUnknown });
    expect(refusalOf(await post(t.app, OrdersPaths.create, { planId: '' }, m.token)).http).toBe(400);
  });

  it('answers the same pending order when the member orders the same plan again, also at the same moment', async () => {
    const m = newMember();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(t.app, OrdersPaths.create, { planId: 'projectCost.month' }, m.token)));
    const numbers = new Set(answers.map((res) => dataOf<CreatedOrder>(res).order.orderNo));
    expect(numbers.size).toBe(1);
    const again = await post(t.app, OrdersPaths.create, { planId: 'projectCost.month' }, m.token);
    expect(again.json().businessMsg).toBe('您有该套餐的待支付订单，请继续支付');
    // Another plan is another order.
    const other = await create(m.token, 'projectCost.year');
    expect(numbers.has(other.order.orderNo)).toBe(false);
  });
});

describe('orders: paying again, cancelling, closing', () => {
  it('pays a pending order again with a fresh address, and cancels it (已取消), after which neither works', async () => {
    const m = newMember();
    const { order } = await create(m.token, 'singleProject.month');
    const again = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.pay, { orderNo: order.orderNo }, m.token));
    expect(again.payUrl).toContain(order.orderNo);
    const cancelled = await post(t.app, OrdersPaths.cancel, { orderNo: order.orderNo }, m.token);
    expect(cancelled.json().businessMsg).toBe(OrdersMessages.cancelled);
    expect(dataOf<OrderView>(cancelled)).toMatchObject({ status: 'cancelled', statusText: '已取消', closedAt: START });
    expect(refusalOf(await post(t.app, OrdersPaths.pay, { orderNo: order.orderNo }, m.token))).toMatchObject({ code: 461, msg: '订单已取消，无需支付' });
    expect(refusalOf(await post(t.app, OrdersPaths.cancel, { orderNo: order.orderNo }, m.token))).toMatchObject({ code: 461, msg: '订单已取消，无法取消' });
    // A new order of the plan can be made once the old one is no longer pending.
    expect((await create(m.token, 'singleProject.month')).order.orderNo).not.toBe(order.orderNo);
  });

  it('never shows or touches another member\'s order', async () => {
    const a = newMember();
    const b = newMember();
    const { order } = await create(a.token, 'site.year');
    for (const path of [OrdersPaths.detail, OrdersPaths.pay, OrdersPaths.cancel]) {
      expect(refusalOf(await post(t.app, path, { orderNo: order.orderNo }, b.token))).toEqual({ http: 200, code: 461, msg: OrdersMessages.orderNotFound });
    }
    expect((await detail(a.token, order.orderNo)).status).toBe('pending');
  });

  it('closes an unpaid order 30 minutes after it was made, on any read', async () => {
    const m = newMember();
    const { order } = await create(m.token, 'unitPrice.month');
    t.clock.advance(30 * MINUTE - 1);
    expect((await detail(m.token, order.orderNo)).status).toBe('pending');
    t.clock.advance(1);
    expect(await detail(m.token, order.orderNo)).toMatchObject({ status: 'closed', statusText: '已关闭', closedAt: order.payDeadline });
    expect(refusalOf(await post(t.app, OrdersPaths.pay, { orderNo: order.orderNo }, m.token)).msg).toBe(OrdersMessages.orderClosed);
    // Ordering the plan again makes a new order.
    expect((await create(m.token, 'unitPrice.month')).order.orderNo).not.toBe(order.orderNo);
  });

  it('closes every member\'s expired orders by the timer\'s query, and the list shows them closed', async () => {
    const m = newMember();
    const first = (await create(m.token, 'site.month')).order;
    t.clock.advance(10 * MINUTE);
    const second = (await create(m.token, 'site.year')).order;
    t.clock.advance(21 * MINUTE);
    const service = new OrderService({ db: t.database.db, services: t.services }, t.clock.now);
    expect(await service.closeExpired()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(first.orderNo)).status).toBe('closed');
    expect((await orderRow(second.orderNo)).status).toBe('pending');
    const page = dataOf<OrderPage>(await post(t.app, OrdersPaths.list, { pageNum: 1, pageSize: 10 }, m.token));
    expect(page.total).toBe(2);
    expect(page.list.map((o) => [o.orderNo, o.status])).toEqual([
      [second.orderNo, 'pending'],
      [first.orderNo, 'closed'],
    ]);
    const closedOnly = dataOf<OrderPage>(await post(t.app, OrdersPaths.list, { pageNum: 1, pageSize: 10, status: 'closed' }, m.token));
    expect(closedOnly.list.map((o) => o.orderNo)).toEqual([first.orderNo]);
    const paged = dataOf<OrderPage>(await post(t.app, OrdersPaths.list, { pageNum: 2, pageSize: 1 }, m.token));
    expect(paged).toMatchObject({ total: 2, list: [{ orderNo: first.orderNo }] });
    expect(refusalOf(await post(t.app, OrdersPaths.list, { pageNum: 1, pageSize: 51 }, m.token)).http).toBe(400);
  });
});

describe('orders: the notification', () => {
  it('grants the plan when the signed paid notification comes, in the same transaction as 已开通', async () => {
    const m = newMember();
    const { order } = await create(m.token, 'site.month');
    t.clock.advance(2 * MINUTE);
    const paidAt = t.clock.now();
    expect(await notify(await paidForm(await orderRow(order.orderNo)))).toBe('success');
    const view = await detail(m.token, order.orderNo);
    expect(view).toMatchObject({ status: 'granted', statusText: '已开通', paidAt, grantedAt: paidAt });
    expect(view.rights.map((r) => [r.right, r.label, r.from, r.until])).toEqual([
      ['vip', '全站通VIP', paidAt, paidAt + 30 * DAY],
      ['projectCostVip', '项目造价指标VIP', paidAt, paidAt + 30 * DAY],
    ]);
    const ledger = await grantsOf(t.database.db, m.globalId);
    expect(ledger.map((g) => g.right_name).sort()).toEqual(['projectCostVip', 'vip']);
    // The member now holds the rights (the session resolver asks membership).
    const session = await t.app.auth.resolve(m.token, {} as never);
    expect(session?.rights).toEqual(expect.arrayContaining(['vip', 'projectCostVip', 'singleProjectVip', 'unitPriceVip']));
    const [recorded] = await notificationsOf(order.orderNo);
    expect(recorded).toMatchObject({ provider: 'sandbox', verified: 1, outcome: 'granted', total_amount: '398.00', trade_status: 'TRADE_SUCCESS' });
    // The order can no longer be cancelled or paid.
    expect(refusalOf(await post(t.app, OrdersPaths.cancel, { orderNo: order.orderNo }, m.token)).msg).toBe('订单已开通，无法取消');
  });

  it('grants nothing twice: a replay answers success and changes nothing', async () => {
    const m = newMember();
    const { order } = await create(m.token, 'unitPrice.year');
    const form = await paidForm(await orderRow(order.orderNo));
    expect(await notify(form)).toBe('success');
    const before = await orderRow(order.orderNo);
    t.clock.advance(5 * MINUTE);
    expect(await notify(form)).toBe('success');
    expect(await orderRow(order.orderNo)).toEqual(before);
    expect(await grantsOf(t.database.db, m.globalId)).toHaveLength(1);
    expect((await notificationsOf(order.orderNo)).map((n) => n.outcome)).toEqual(['granted', 'repeated']);
  });

  it('grants once when the same notification arrives 50 times at once', async () => {
    const m = newMember();
    const { order } = await create(m.token, 'site.year');
    const form = await paidForm(await orderRow(order.orderNo));
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(form)));
    expect(answers.every((a) => a === 'success')).toBe(true);
    const ledger = await grantsOf(t.database.db, m.globalId);
    expect(ledger).toHaveLength(2);
    expect(ledger.every((g) => Number(g.ends_at) - Number(g.starts_at) === 365 * DAY)).toBe(true);
    const outcomes = (await notificationsOf(order.orderNo)).map((n) => n.outcome);
    expect(outcomes).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'repeated')).toHaveLength(49);
    expect((await orderRow(order.orderNo)).status).toBe('granted');
  });

  it('refuses a forged notification (another key) and an altered one, records them and changes nothing', async () => {
    const m = newMember();
    const { order } = await create(m.token, 'site.month');
    const genuine = await paidForm(await orderRow(order.orderNo));
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = signNotification(genuine, forger.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    expect(await notify(forged)).toBe('fail');
    const altered = { ...genuine, total_amount: '0.01', receipt_amount: '0.01' };
    expect(await notify(altered)).toBe('fail');
    const otherOrder = { ...genuine, out_trade_no: `${order.orderNo.slice(0, -1)}9` };
    expect(await notify(otherOrder)).toBe('fail');
    const unsigned = { ...genuine };
    delete unsigned.sign;
    expect(await notify(unsigned)).toBe('fail');
    expect((await orderRow(order.orderNo)).status).toBe('pending');
    expect(await grantsOf(t.database.db, m.globalId)).toHaveLength(0);
    const recorded = await notificationsOf(order.orderNo);
    expect(recorded.map((n) => [n.verified, n.outcome, n.detail])).toEqual([
      [0, 'refused', '签名无效'],
      [0, 'refused', '签名无效'],
      [0, 'refused', '签名无效'],
    ]);
    // The genuine one still pays it.
    expect(await notify(genuine)).toBe('success');
    expect((await orderRow(order.orderNo)).status).toBe('granted');
  });

  it('refuses a correctly signed notification whose amount is not the order\'s exactly', async () => {
    const m = newMember();
    const { order } = await create(m.token, 'projectCost.year');
    const keys = await new SandboxKeys(ordersDb(t.database.db), t.clock.now).get();
    const row = await orderRow(order.orderNo);
    for (const fen of [row.amount_fen - 1, row.amount_fen + 100, 1]) {
      const form = sandboxPaidNotification({ orderNo: row.order_no, planName: row.plan_name, amountFen: fen, payDeadline: row.pay_deadline }, keys, t.clock.now());
      expect(await notify(form)).toBe('fail');
    }
    expect((await orderRow(order.orderNo)).status).toBe('pending');
    const recorded = await notificationsOf(order.orderNo);
    expect(recorded.map((n) => [n.verified, n.outcome])).toEqual([
      [1, 'refused'],
      [1, 'refused'],
      [1, 'refused'],
    ]);
    // Received at the same moment: in no particular order.
    expect(recorded.map((n) => n.detail)).toContain('金额不符：通知 1279.99 元，订单 1280.00 元');
  });

  it('acknowledges a notification of an unpaid trade state without changing the order', async () => {
    const m = newMember();
    const { order } = await create(m.token, 'site.month');
    const keys = await new SandboxKeys(ordersDb(t.database.db), t.clock.now).get();
    const genuine = await paidForm(await orderRow(order.orderNo));
    const waiting = { ...genuine };
    delete waiting.sign;
    delete waiting.sign_type;
    const form = signNotification({ ...waiting, trade_status: 'WAIT_BUYER_PAY' }, keys.privateKey);
    expect(await notify(form)).toBe('success');
    expect((await orderRow(order.orderNo)).status).toBe('pending');
    expect((await notificationsOf(order.orderNo)).map((n) => n.outcome)).toEqual(['ignored']);
  });

  it('still grants a paid notification of an order closed or cancelled meanwhile (the money was taken)', async () => {
    const m = newMember();
    const closed = (await create(m.token, 'singleProject.year')).order;
    const cancelled = (await create(m.token, 'unitPrice.month')).order;
    await post(t.app, OrdersPaths.cancel, { orderNo: cancelled.orderNo }, m.token);
    const closedForm = await paidForm(await orderRow(closed.orderNo));
    t.clock.advance(31 * MINUTE);
    expect((await detail(m.token, closed.orderNo)).status).toBe('closed');
    expect(await notify(closedForm)).toBe('success');
    expect(await notify(await paidForm(await orderRow(cancelled.orderNo)))).toBe('success');
    expect((await detail(m.token, closed.orderNo)).status).toBe('granted');
    expect((await detail(m.token, cancelled.orderNo)).status).toBe('granted');
    expect((await notificationsOf(closed.orderNo))[0]!.detail).toBe('已开通（订单原为已关闭）');
  });

  it('stacks the rights of two orders: the second month starts where the first ends', async () => {
    const m = newMember();
    const first = (await create(m.token, 'singleProject.month')).order;
    expect(await notify(await paidForm(await orderRow(first.orderNo)))).toBe('success');
    t.clock.advance(10 * DAY);
    const second = (await create(m.token, 'singleProject.month')).order;
    expect(await notify(await paidForm(await orderRow(second.orderNo)))).toBe('success');
    const a = (await detail(m.token, first.orderNo)).rights[0]!;
    const b = (await detail(m.token, second.orderNo)).rights[0]!;
    expect(a).toMatchObject({ right: 'singleProjectVip', from: START, until: START + 30 * DAY });
    expect(b).toMatchObject({ right: 'singleProjectVip', from: START + 30 * DAY, until: START + 60 * DAY });
  });

  it('answers fail for a provider that is not the configured one', async () => {
    const res = await postForm(t.app, OrdersPaths.notify.replace(':provider', 'alipay'), { out_trade_no: 'VIP1', trade_status: 'TRADE_SUCCESS' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('fail');
  });
});

describe('orders: invoices', () => {
  async function grantedOrder() {
    const m = newMember();
    const { order } = await create(m.token, 'site.month');
    expect(await notify(await paidForm(await orderRow(order.orderNo)))).toBe('success');
    return { m, orderNo: order.orderNo };
  }
  const invoice = (token: string, body: Record<string, unknown>) => post(t.app, OrdersPaths.invoice, body, token);

  it('takes one invoice per granted order: personal (name) or company (name and 统一社会信用代码)', async () => {
    const { m, orderNo } = await grantedOrder();
    const res = await invoice(m.token, { orderNo, titleType: 'company', title: ' 杭州建工造价咨询有限公司 ', taxNo: '91330106ma2h3x4y5b', email: 'finance@jiangong.cn' });
    expect(res.json().businessMsg).toBe(OrdersMessages.invoiceRequested);
    expect(dataOf<OrderView>(res).invoice).toEqual({
      titleType: 'company',
      title: '杭州建工造价咨询有限公司',
      taxNo: '91330106MA2H3X4Y5B',
      email: 'finance@jiangong.cn',
      status: 'requested',
      requestedAt: START,
    });
    expect(refusalOf(await invoice(m.token, { orderNo, titleType: 'personal', title: '张三', email: 'a@b.cn' }))).toEqual({ http: 200, code: 461, msg: OrdersMessages.invoiceExists });
    const listed = dataOf<OrderPage>(await post(t.app, OrdersPaths.list, { pageNum: 1, pageSize: 5 }, m.token));
    expect(listed.list[0]!.invoice?.title).toBe('杭州建工造价咨询有限公司');
  });

  it('takes a personal invoice whose tax number comes empty or null, and stores none', async () => {
    const { m, orderNo } = await grantedOrder();
    const view = dataOf<OrderView>(await invoice(m.token, { orderNo, titleType: 'personal', title: '王五', taxNo: null, email: 'wangwu@example.com' }));
    expect(view.invoice).toMatchObject({ titleType: 'personal', title: '王五', taxNo: null, email: 'wangwu@example.com' });
    const other = await grantedOrder();
    const second = dataOf<OrderView>(await invoice(other.m.token, { orderNo: other.orderNo, titleType: 'personal', title: '赵六', taxNo: '', email: 'zl@example.com' }));
    expect(second.invoice?.taxNo).toBeNull();
  });

  it('checks every rule with its own message', async () => {
    const { m, orderNo } = await grantedOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ titleType: 'personal', title: '张', email: 'a@b.cn' }, OrdersMessages.invoiceTitlePersonal],
      [{ titleType: 'company', title: '   ', taxNo: '91330106MA2H3X4Y5B', email: 'a@b.cn' }, OrdersMessages.invoiceTitleCompany],
      [{ titleType: 'company', title: '某某公司', taxNo: '91330106MA2H3X4Y5', email: 'a@b.cn' }, OrdersMessages.invoiceTaxNo],
      [{ titleType: 'company', title: '某某公司', taxNo: '91330106MA2H3X4Y5I', email: 'a@b.cn' }, OrdersMessages.invoiceTaxNo],
      [{ titleType: 'company', title: '某某公司', email: 'a@b.cn' }, OrdersMessages.invoiceTaxNo],
      [{ titleType: 'personal', title: '张三', email: 'not-an-email' }, OrdersMessages.invoiceEmail],
      [{ titleType: 'personal', title: '张三', email: `${'a'.repeat(95)}@b.com` }, OrdersMessages.invoiceEmail],
      [{ titleType: 'personal', title: '张'.repeat(101), email: 'a@b.cn' }, OrdersMessages.invoiceTitlePersonal],
    ];
    for (const [body, msg] of cases) {
      expect(refusalOf(await invoice(m.token, { orderNo, ...body }))).toEqual({ http: 200, code: 400, msg });
    }
    expect(refusalOf(await invoice(m.token, { orderNo, titleType: 'other', title: '张三', email: 'a@b.cn' })).http).toBe(400);
    expect(await ordersDb(t.database.db).selectFrom(INVOICE_TABLE).selectAll().where('order_no', '=', orderNo).execute()).toHaveLength(0);
  });

  it('refuses an invoice for an order that is not granted, or not the member\'s', async () => {
    const m = newMember();
    const { order } = await create(m.token, 'site.month');
    const body = { orderNo: order.orderNo, titleType: 'personal', title: '张三', email: 'a@b.cn' };
    expect(refusalOf(await invoice(m.token, body))).toEqual({ http: 200, code: 461, msg: OrdersMessages.invoiceNotGranted });
    const { orderNo } = await grantedOrder();
    expect(refusalOf(await invoice(m.token, { ...body, orderNo })).msg).toBe(OrdersMessages.orderNotFound);
  });

  it('anonymises a deleted account\'s invoice e-mail and personal title in the deletion\'s transaction; orders stay', async () => {
    const personal = await grantedOrder();
    await invoice(personal.m.token, { orderNo: personal.orderNo, titleType: 'personal', title: '李四', email: 'lisi@example.com' });
    const second = (await create(personal.m.token, 'unitPrice.month')).order;
    expect(await notify(await paidForm(await orderRow(second.orderNo)))).toBe('success');
    await invoice(personal.m.token, { orderNo: second.orderNo, titleType: 'company', title: '某某建设有限公司', taxNo: '91330106MA2H3X4Y5B', email: 'lisi@example.com' });
    const hooks = t.services.contributed(AccountLifecycle);
    expect(hooks.length).toBeGreaterThanOrEqual(1);
    await t.database.db.transaction().execute(async (trx) => {
      for (const h of hooks) await h.deleting?.(trx, { globalId: personal.m.globalId, at: START + DAY });
    });
    const rows = await ordersDb(t.database.db).selectFrom(INVOICE_TABLE).selectAll().where('global_id', '=', personal.m.globalId).orderBy('title_type').execute();
    expect(rows.map((r) => [r.title_type, r.title, r.tax_no, r.email, r.anonymised_at])).toEqual([
      ['company', '某某建设有限公司', '91330106MA2H3X4Y5B', '', START + DAY],
      ['personal', '（已注销）', null, '', START + DAY],
    ]);
    expect((await orderRow(personal.orderNo)).status).toBe('granted');
    // The stored notifications keep the payment, not the payer's Alipay identifiers.
    const [note] = await notificationsOf(personal.orderNo);
    const form = JSON.parse(note!.payload);
    expect(form).toMatchObject({ out_trade_no: personal.orderNo, total_amount: '398.00', trade_status: 'TRADE_SUCCESS' });
    expect(form.buyer_id).toBeUndefined();
  });
});

describe('orders: the closing timer', () => {
  it('closes an unpaid order past its deadline without anyone reading it, and stops with the server', async () => {
    const timed = await startOrdersApp({ orders: { closeEveryMs: 40 } });
    try {
      await timed.app.ready();
      const m = newMember();
      const { order } = dataOf<CreatedOrder>(await post(timed.app, OrdersPaths.create, { planId: 'site.month' }, m.token));
      const status = async () =>
        (await ordersDb(timed.database.db).selectFrom(ORDER_TABLE).select('status').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).status;
      await new Promise((r) => setTimeout(r, 150));
      expect(await status()).toBe('pending');
      timed.clock.advance(30 * MINUTE);
      const end = Date.now() + 3_000;
      while ((await status()) !== 'closed' && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(await status()).toBe('closed');
    } finally {
      await timed.close();
    }
  });
});

describe('orders: the sandbox pages are for this machine only', () => {
  it('answers 404 to another address, as if they did not exist, while the notify address stays public', async () => {
    const m = newMember();
    const { order, payUrl } = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId: 'site.month' }, m.token));
    const remoteAddress = '203.0.113.7';
    const page = await t.app.inject({ method: 'GET', url: payUrl, remoteAddress, headers: { accept: 'application/json' } });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ statusCode: 404 });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/pay/sandbox/confirm',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${order.orderNo}`,
    });
    expect(confirm.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: payUrl })).statusCode).toBe(200);
    const notified = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(await paidForm(await orderRow(order.orderNo))).toString(),
    });
    expect(notified.body).toBe('success');
    const [recorded] = await notificationsOf(order.orderNo);
    expect(recorded).toMatchObject({ outcome: 'granted', remote_address: remoteAddress });
  });
});

describe('orders: 已支付 without a grant', () => {
  it('records a paid order as 已支付 when membership\'s grants are not there, and a replay stays so', async () => {
    const { buildTestApp } = await import('../../../helpers/server');
    const { createOrdersServer } = await import('@plugins/orders/server');
    const { ServiceRegistry } = await import('@kernel/server/services');
    const bare = await buildTestApp({ plugins: [createOrdersServer({ clock: () => START, devTools: true, env: {}, closeEveryMs: 0 })], services: new ServiceRegistry() });
    try {
      bare.app.auth.setResolver(async (token) => (token === 'member-G90000999' ? { userId: 'u', globalId: 'G90000999', accountName: 'm', rights: [] } : null));
      const { order } = dataOf<CreatedOrder>(await post(bare.app, OrdersPaths.create, { planId: 'site.month' }, 'member-G90000999'));
      const row = await ordersDb(bare.database.db).selectFrom(ORDER_TABLE).selectAll().where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
      const keys = await new SandboxKeys(ordersDb(bare.database.db), () => START).get();
      const form = sandboxPaidNotification({ orderNo: row.order_no, planName: row.plan_name, amountFen: row.amount_fen, payDeadline: row.pay_deadline }, keys, START);
      const send = async () => (await postForm(bare.app, NOTIFY, form)).body;
      expect(await send()).toBe('success');
      expect(await send()).toBe('success');
      const view = dataOf<OrderView>(await post(bare.app, OrdersPaths.detail, { orderNo: order.orderNo }, 'member-G90000999'));
      expect(view).toMatchObject({ status: 'paid', statusText: '已支付', paidAt: START, grantedAt: null, rights: [] });
      const outcomes = await ordersDb(bare.database.db).selectFrom(NOTIFICATION_TABLE).select(['outcome', 'detail']).orderBy('received_at').execute();
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['paid', 'repeated']);
      expect(outcomes.find((o) => o.outcome === 'paid')?.detail).toBe('权益服务不可用，已支付未开通');
    } finally {
      await bare.close();
    }
  });
});
