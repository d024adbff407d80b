/**
 * Alipay's web payment through the official SDK, configured by environment: the pay address (the
 * SDK's signed GET address of alipay.trade.page.pay), and notification fixtures signed exactly as
 * Alipay signs them with a key pair made here (Alipay's side), verified by the SDK: a genuine one
 * grants, a forged, altered or other app's one is refused and recorded. Also the configurations
 * that leave online payment off (460).
 */
import { createVerify, generateKeyPairSync, randomInt } from 'node:crypto';
import { grantsOf } from '@plugins/membership/server';
import { OrdersMessages, OrdersPaths, type CreatedOrder, type OrderCatalogue, type OrderView } from '@plugins/orders/shared/contract';
import { NOTIFICATION_TABLE, ORDER_TABLE, ordersDb, signNotification, alipayConfigFrom } from '@plugins/orders/server';
import { dataOf, MINUTE, newMember, post, postForm, refusalOf, START, startOrdersApp, type OrdersTestApp } from './support';

const APP_ID = '2021004112345678';
const SITE = 'https://www.zjzb.example.cn';
const NOTIFY = OrdersPaths.notify.replace(':provider', 'alipay');

// The site's application key pair (it signs requests) and Alipay's (it signs notifications).
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const bareBase64 = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
const alipayPrivatePem = alipay.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const ENV: NodeJS.ProcessEnv = {
  PAYMENT_PROVIDER: 'alipay',
  ALIPAY_APP_ID: APP_ID,
  // As Alipay's key tool shows them: base64 bodies without the PEM lines (the private key in PKCS#1).
  ALIPAY_PRIVATE_KEY: bareBase64(app.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
  ALIPAY_PUBLIC_KEY: bareBase64(alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  SITE_URL: `${SITE}/`,
};

let t: OrdersTestApp;

beforeAll(async () => {
  t = await startOrdersApp({ orders: { env: ENV, devTools: false } });
});
afterAll(() => t.close());

const orderRow = (orderNo: string) => ordersDb(t.database.db).selectFrom(ORDER_TABLE).selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const recorded = (orderNo: string) =>
  ordersDb(t.database.db).selectFrom(NOTIFICATION_TABLE).selectAll().where('order_no', '=', orderNo).orderBy('received_at').execute();

/** The notification Alipay posts when the order is paid (fields as in Alipay's documentation), signed by "Alipay". */
function alipayNotification(orderNo: string, amount: string, overrides: Record<string, string> = {}, privateKey = alipayPrivatePem) {
  return signNotification(
    {
      gmt_create: '2026-11-24 10:01:12',
      charset: 'utf-8',
      gmt_payment: '2026-11-24 10:01:20',
      notify_time: '2026-11-24 10:01:21',
      subject: '全站通VIP（月度）',
      buyer_id: '2088102177846880',
      invoice_amount: amount,
      version: '1.0',
      notify_id: `2026112400222100120${randomInt(1_000_000)}`,
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      out_trade_no: orderNo,
      total_amount: amount,
      trade_status: 'TRADE_SUCCESS',
      trade_no: `2026112422001446881${randomInt(100_000_000)}`,
      auth_app_id: APP_ID,
      receipt_amount: amount,
      point_amount: '0.00',
      buyer_pay_amount: amount,
      app_id: APP_ID,
      seller_id: '2088102177296610',
      ...overrides,
    },
    privateKey,
  );
}

async function notify(form: Record<string, string>): Promise<string> {
  const res = await postForm(t.app, NOTIFY, form);
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('alipay: the pay address', () => {
  it('says members pay with 支付宝', async () => {
    const data = dataOf<OrderCatalogue>(await t.app.inject({ method: 'GET', url: OrdersPaths.plans }));
    expect(data.payment).toEqual({ available: true, provider: 'alipay', label: '支付宝' });
  });

  it('sends the browser to the gateway with alipay.trade.page.pay signed by the application key', async () => {
    const m = newMember();
    const { order, payUrl } = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId: 'site.month' }, m.token));
    expect(order.provider).toBe('alipay');
    const url = new URL(payUrl);
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: APP_ID,
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: `${SITE}/pb/orders/notify/alipay`,
      return_url: `${SITE}/order/result?orderNo=${order.orderNo}`,
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: order.orderNo,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '398.00',
      subject: '全站通VIP（月度）',
      time_expire: '2026-11-24 10:30:00',
    });
    // Alipay checks the request's signature with the application's public key: every parameter but sign, sorted.
    const content = Object.keys(params)
      .filter((k) => k !== 'sign')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(content, 'utf8').verify(app.publicKey, params.sign!, 'base64')).toBe(true);
  });
});

describe('alipay: the notification', () => {
  it('grants the order for a genuine notification, verified by the SDK, once', async () => {
    const m = newMember();
    const { order } = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId: 'site.month' }, m.token));
    const form = alipayNotification(order.orderNo, '398.00');
    expect(await notify(form)).toBe('success');
    expect(await notify(form)).toBe('success');
    const view = dataOf<OrderView>(await post(t.app, OrdersPaths.detail, { orderNo: order.orderNo }, m.token));
    expect(view).toMatchObject({ status: 'granted', provider: 'alipay', paidAt: START });
    expect((await orderRow(order.orderNo)).trade_no).toBe(form.trade_no);
    expect(await grantsOf(t.database.db, m.globalId)).toHaveLength(2);
    // Received at the same moment (the test clock stands still): compared in a fixed order.
    expect((await recorded(order.orderNo)).map((n) => `${n.provider} ${n.verified} ${n.outcome}`).sort()).toEqual(['alipay 1 granted', 'alipay 1 repeated']);
  });

  it('refuses a forged, an altered and another application\'s notification, and records each', async () => {
    const m = newMember();
    const { order } = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId: 'unitPrice.month' }, m.token));
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const genuine = alipayNotification(order.orderNo, '158.00');
    const cases: Record<string, string>[] = [
      alipayNotification(order.orderNo, '158.00', {}, stranger),
      { ...genuine, trade_status: 'TRADE_FINISHED', buyer_id: '2088000000000000' },
      { ...genuine, sign: `${genuine.sign!.slice(0, -8)}AAAAAAA=` },
      { ...genuine, sign: '' },
    ];
    for (const form of cases) expect(await notify(form)).toBe('fail');
    // Signed by Alipay, but for another application.
    expect(await notify(alipayNotification(order.orderNo, '158.00', { app_id: '2021000000000000' }))).toBe('fail');
    expect((await orderRow(order.orderNo)).status).toBe('pending');
    expect(await grantsOf(t.database.db, m.globalId)).toHaveLength(0);
    const rows = await recorded(order.orderNo);
    expect(rows.map((n) => `${n.verified} ${n.outcome} ${n.detail}`).sort()).toEqual([
      '0 refused app_id 不符（2021000000000000）',
      '0 refused 签名无效',
      '0 refused 签名无效',
      '0 refused 签名无效',
      '0 refused 签名无效',
    ]);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ out_trade_no: order.orderNo, total_amount: '158.00' });
  });

  it('refuses a genuine notification whose amount differs, and answers an unknown order with fail', async () => {
    const m = newMember();
    const { order } = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId: 'unitPrice.month' }, m.token));
    expect(await notify(alipayNotification(order.orderNo, '158.01'))).toBe('fail');
    expect(await notify(alipayNotification(order.orderNo, '15.80'))).toBe('fail');
    expect(await notify(alipayNotification('VIP20261124100000999999', '158.00'))).toBe('fail');
    expect((await orderRow(order.orderNo)).status).toBe('pending');
    // 158 and 158.0 are the same amount as 158.00.
    expect(await notify(alipayNotification(order.orderNo, '158'))).toBe('success');
    expect((await orderRow(order.orderNo)).status).toBe('granted');
  });
});

describe('alipay: configuration', () => {
  it('names what is missing or wrong', () => {
    expect(alipayConfigFrom({ ...ENV, SITE_URL: '' })).toEqual({ problem: '缺少 SITE_URL' });
    expect(alipayConfigFrom({ PAYMENT_PROVIDER: 'alipay' })).toEqual({ problem: '缺少 ALIPAY_APP_ID、ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY、SITE_URL' });
    expect(alipayConfigFrom({ ...ENV, ALIPAY_PRIVATE_KEY: 'bm90IGEga2V5' })).toEqual({ problem: 'ALIPAY_PRIVATE_KEY 不是有效的 RSA 私钥' });
    expect(alipayConfigFrom({ ...ENV, ALIPAY_GATEWAY: 'ftp://x' })).toEqual({ problem: 'ALIPAY_GATEWAY 应为 http(s):// 开头的地址' });
    const ok = alipayConfigFrom({ ...ENV, ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do', ALIPAY_NOTIFY_URL: 'https://pay.example.cn/n' });
    expect(ok).toMatchObject({ config: { gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do', notifyUrl: 'https://pay.example.cn/n', siteUrl: SITE } });
  });

  it('without a usable provider: payment.available false and create answers 460, writing nothing', async () => {
    for (const env of [{ ...ENV, ALIPAY_PUBLIC_KEY: '' }, {}, { PAYMENT_PROVIDER: 'sandbox' }]) {
      const off = await startOrdersApp({ orders: { env, devTools: false } });
      try {
        const data = dataOf<OrderCatalogue>(await off.app.inject({ method: 'GET', url: OrdersPaths.plans }));
        expect(data.payment).toEqual({ available: false, provider: null, label: null });
        const m = newMember();
        expect(refusalOf(await post(off.app, OrdersPaths.create, { planId: 'site.year' }, m.token))).toEqual({ http: 200, code: 460, msg: OrdersMessages.paymentUnavailable });
        expect(await ordersDb(off.database.db).selectFrom(ORDER_TABLE).selectAll().execute()).toHaveLength(0);
        // The sandbox's pages do not exist without the development tools.
        const cashier = await off.app.inject({ method: 'GET', url: '/pay/sandbox/cashier?orderNo=VIP1', headers: { accept: 'application/json' } });
        expect(cashier.statusCode).toBe(404);
      } finally {
        await off.close();
      }
    }
  });

  it('keeps the pay deadline in Alipay\'s time_expire when paying again later', async () => {
    const m = newMember();
    const { order } = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId: 'projectCost.month' }, m.token));
    t.clock.advance(12 * MINUTE);
    try {
      const again = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.pay, { orderNo: order.orderNo }, m.token));
      expect(JSON.parse(new URL(again.payUrl).searchParams.get('biz_content')!).time_expire).toBe('2026-11-24 10:30:00');
    } finally {
      t.clock.t = START;
    }
  });
});
