import 'reflect-metadata';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import { SessionStore } from '@kernel/client/session-store';
import type { Gateways } from '@kernel/core/gateways';
import accountPlugin from '@plugins/account/client';
import membershipPlugin from '@plugins/membership/client';
import ordersPlugin, { loadServices, MyOrdersStore, OrderBuyStore, OrderResultStore, PaymentRedirect } from '@plugins/orders/client';
import { invoiceRequest } from '@plugins/orders/client/invoice-rules';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';
import { FakeRedirect } from './fakes';

/**
 * The orders stores against the real server (membership and orders, the development sandbox):
 * the order page reads the price sheet and the member's rights, 提交订单 creates the order and
 * answers the 收银台's address; 确认支付 there sends the signed notification, and the result
 * store's polling sees the order turn 已开通 with the granted right; the order page then stacks a
 * second month on it; 我的订单 lists it, requests its invoice once, and cancels another order.
 */
jest.setTimeout(60_000);

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/orders/client/run-orders-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(() => server?.stop());

const gateways = (url: string): Gateways => ({ core: url, manage: url, common: url, cost: url, stream: url, storage: `${url}/static-files` });

async function memberKernel(globalId: string): Promise<{ kernel: Kernel; redirect: FakeRedirect }> {
  const plugins = [accountPlugin, membershipPlugin, ordersPlugin];
  const kernel = await createKernel({
    plugins,
    config: { plugins: plugins.map((p) => p.manifest.id), version: 'test', gateways: gateways(server.url) },
    notifier: { notify: () => undefined },
    navigator: { navigate: () => undefined, current: () => '/order/index', reload: () => undefined },
    logger: { error: () => undefined },
  });
  await loadServices();
  const redirect = new FakeRedirect();
  kernel.container.rebind<PaymentRedirect>(PaymentRedirect).toConstantValue(redirect);
  const session = kernel.get<SessionStore>(SessionStore);
  session.setLogin({ token: `member-${globalId}`, casId: '', expireIn: 3600, keepLogin: false });
  session.setUser({ globalId, fullName: '', accountName: `member${globalId}`, avatarPath: [], isNewUser: false });
  return { kernel, redirect };
}

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`never true: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The sandbox 收银台's 确认支付 (a form post, as the browser sends it). */
async function confirmPayment(orderNo: string): Promise<void> {
  const res = await fetch(`${server.url}/pay/sandbox/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orderNo }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

describe('orders stores against the server', () => {
  it('orders a month of 单项工程指标VIP, pays it in the sandbox, sees it 已开通, and stacks the next month on it', async () => {
    const globalId = 'G95550001';
    const { kernel, redirect } = await memberKernel(globalId);
    const buy = kernel.get<OrderBuyStore>(OrderBuyStore);
    await buy.open('singleProject.month');
    expect(buy.catalogue.data?.payment.available).toBe(true);
    expect(buy.plans.map((p) => `${p.name} ${p.priceFen}`)).toEqual(['单项工程指标VIP 19800', '综合单价指标VIP 15800', '项目造价指标VIP 12800', '全站通VIP 39800']);
    expect(buy.held.filter((h) => h.right === 'singleProjectVip')).toEqual([]);

    buy.setAgreed(true);
    expect(await buy.submit()).toBe(true);
    expect(redirect.urls).toHaveLength(1);
    const payUrl = new URL(redirect.urls[0]!, server.url);
    expect(payUrl.pathname).toBe('/pay/sandbox/cashier');
    const orderNo = payUrl.searchParams.get('orderNo')!;
    expect(orderNo).toMatch(/^VIP\d{20}$/);

    const result = kernel.get<OrderResultStore>(OrderResultStore);
    await result.watch(orderNo);
    expect(result.order.data?.status).toBe('pending');
    expect(result.order.data?.amount).toBe('198.00');
    expect(result.polling).toBe(true);
    await confirmPayment(orderNo);
    await until(() => result.order.data?.status === 'granted');
    await until(() => !result.polling);
    const granted = result.order.data!;
    expect(granted.statusText).toBe('已开通');
    expect(granted.rights.map((r) => [r.right, r.label, r.until - r.from])).toEqual([['singleProjectVip', '单项工程指标VIP', 30 * 86_400_000]]);

    // The order page again: the month bought is held, and a second one stacks on its end.
    await buy.open('singleProject.month');
    const until1 = granted.rights[0]!.until;
    expect(buy.held.find((h) => h.right === 'singleProjectVip')?.until).toBe(until1);
    expect(buy.expiries).toEqual([{ right: 'singleProjectVip', label: '单项工程指标VIP', current: until1, until: until1 + 30 * 86_400_000 }]);
  });

  it('我的订单: lists the orders, requests an invoice once, cancels a 待支付 order', async () => {
    const globalId = 'G95550002';
    const { kernel, redirect } = await memberKernel(globalId);
    const buy = kernel.get<OrderBuyStore>(OrderBuyStore);
    await buy.open('site.month');
    buy.setAgreed(true);
    await buy.submit();
    const paid = new URL(redirect.urls[0]!, server.url).searchParams.get('orderNo')!;
    await confirmPayment(paid);
    await buy.open('unitPrice.year');
    buy.setAgreed(true);
    await buy.submit();
    const waiting = new URL(redirect.urls[1]!, server.url).searchParams.get('orderNo')!;

    const mine = kernel.get<MyOrdersStore>(MyOrdersStore);
    for (let i = 0; i < 80; i++) {
      await mine.load(1);
      if (mine.page.data?.list.find((o) => o.orderNo === paid)?.status === 'granted') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(mine.page.data?.total).toBe(2);
    // (The server's clock stands still here: both orders have the same time, so no order is asserted.)
    expect(mine.page.data?.list.map((o) => [o.orderNo, o.planName, o.amount, o.statusText]).sort()).toEqual(
      [
        [waiting, '综合单价指标VIP（年度）', '1580.00', '待支付'],
        [paid, '全站通VIP（月度）', '398.00', '已开通'],
      ].sort(),
    );

    const request = invoiceRequest(paid, { titleType: 'company', title: '某某工程造价咨询有限公司', taxNo: '91330106MA2B3C4D5E', email: 'finance@example.com' });
    await expect(mine.requestInvoice(request)).resolves.toEqual({ ok: true });
    const invoice = mine.page.data?.list.find((o) => o.orderNo === paid)?.invoice;
    expect(invoice).toMatchObject({ titleType: 'company', title: '某某工程造价咨询有限公司', taxNo: '91330106MA2B3C4D5E', email: 'finance@example.com', status: 'requested' });
    // Once per order: the server's refusal comes back as the dialog's message.
    await expect(mine.requestInvoice(request)).resolves.toEqual({ ok: false, error: '该订单已申请发票' });

    await mine.cancel(waiting);
    expect(mine.page.data?.list.find((o) => o.orderNo === waiting)?.statusText).toBe('已取消');
    expect(mine.isBusy(waiting)).toBe(false);
  });
});
