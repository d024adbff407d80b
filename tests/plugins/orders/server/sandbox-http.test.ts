/**
 * The sandbox's loop over real HTTP, on a server listening on a port: an order is created, its
 * 收银台 page shows it, 确认支付 sends the browser to the result page and — asynchronously, by an
 * HTTP POST to the site's own notify address — the signed notification that grants it; 取消支付
 * returns with the order still 待支付.
 */
import { grantsOf } from '@plugins/membership/server';
import { OrdersPaths, type CreatedOrder, type OrderView } from '@plugins/orders/shared/contract';
import { NOTIFICATION_TABLE, ordersDb } from '@plugins/orders/server';
import { newMember, startOrdersApp, type OrdersTestApp } from './support';

let t: OrdersTestApp;

beforeAll(async () => {
  t = await startOrdersApp({ listen: true, orders: { sandboxDelivery: [50, 200, 500] } });
});
afterAll(() => t.close());

async function api<T>(path: string, body: object, token: string): Promise<T> {
  const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', token }, body: JSON.stringify(body) });
  const json = await res.json();
  if (json.statusCode !== 200) throw new Error(JSON.stringify(json));
  return json.data as T;
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const form = (orderNo: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ orderNo }).toString(),
  redirect: 'manual' as const,
});

describe('sandbox over HTTP', () => {
  it('shows the order on its 收银台, and 确认支付 returns to the result page while the notification grants it', async () => {
    const m = newMember();
    const { order, payUrl } = await api<CreatedOrder>(OrdersPaths.create, { planId: 'site.month' }, m.token);
    const page = await fetch(`${t.url}${payUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('模拟收银台');
    expect(html).toContain('全站通VIP（月度）');
    expect(html).toContain(order.orderNo);
    expect(html).toContain('398.00');
    expect(html).toMatch(/<button type="submit" class="button primary">确认支付 ¥398\.00<\/button>/);
    expect(html).toContain('取消支付');

    const confirmed = await fetch(`${t.url}/pay/sandbox/confirm`, form(order.orderNo));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/order/result?orderNo=${order.orderNo}`);

    const view = await until(() => api<OrderView>(OrdersPaths.detail, { orderNo: order.orderNo }, m.token), (v) => v.status === 'granted');
    expect(view).toMatchObject({ status: 'granted', provider: 'sandbox' });
    expect(view.rights.map((r) => r.right)).toEqual(['vip', 'projectCostVip']);
    expect(await grantsOf(t.database.db, m.globalId)).toHaveLength(2);
    const notes = await ordersDb(t.database.db).selectFrom(NOTIFICATION_TABLE).selectAll().where('order_no', '=', order.orderNo).execute();
    expect(notes.map((n) => [n.provider, n.verified, n.outcome, n.remote_address])).toEqual([['sandbox', 1, 'granted', '127.0.0.1']]);
    expect(JSON.parse(notes[0]!.payload)).toMatchObject({ sign_type: 'RSA2', app_id: '9021000000000001', trade_status: 'TRADE_SUCCESS', total_amount: '398.00' });

    // Paid: the 收银台 says so and offers the way back; 确认支付 again changes nothing.
    const after = await (await fetch(`${t.url}${payUrl}`)).text();
    expect(after).toContain('该订单已开通，无需在此支付。');
    const again = await fetch(`${t.url}/pay/sandbox/confirm`, form(order.orderNo));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('订单已开通，无法支付');
  });

  it('取消支付 returns to the result page with the order still 待支付', async () => {
    const m = newMember();
    const { order } = await api<CreatedOrder>(OrdersPaths.create, { planId: 'unitPrice.month' }, m.token);
    const cancelled = await fetch(`${t.url}/pay/sandbox/cancel`, form(order.orderNo));
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/order/result?orderNo=${order.orderNo}`);
    await new Promise((r) => setTimeout(r, 300));
    expect((await api<OrderView>(OrdersPaths.detail, { orderNo: order.orderNo }, m.token)).status).toBe('pending');
    // Cancelled on the site, the 收银台 takes no payment for it.
    await api<OrderView>(OrdersPaths.cancel, { orderNo: order.orderNo }, m.token);
    expect(await (await fetch(`${t.url}/pay/sandbox/cashier?orderNo=${order.orderNo}`)).text()).toContain('该订单已取消，无法支付，请返回网站重新下单。');
    const refused = await fetch(`${t.url}/pay/sandbox/confirm`, form(order.orderNo));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('订单已取消，无法支付');
  });

  it('answers 404 with a page for an unknown order', async () => {
    const res = await fetch(`${t.url}/pay/sandbox/cashier?orderNo=VIP000`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('订单不存在');
  });
});
