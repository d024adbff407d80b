/**
 * The sandbox's sending of its notification, against a real HTTP server standing for the site's
 * notify address: the form arrives as Alipay's does (urlencoded, verified by Alipay's SDK with the
 * sandbox's stored public key), is sent again while the answer is not `success`, stops at
 * `success`, and stops altogether when the server closes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import { AlipaySdk } from 'alipay-sdk';
import { OrdersPaths } from '@plugins/orders/shared/contract';
import { ordersDb, SandboxKeys, SANDBOX_APP_ID } from '@plugins/orders/server';
import { SandboxDelivery } from '@plugins/orders/server/sandbox-routes';
import type { OrderRow } from '@plugins/orders/server';
import { START, startOrdersApp, type OrdersTestApp } from './support';

let t: OrdersTestApp;
let site: FastifyInstance;
const received: Record<string, string>[] = [];
/** What the stand-in site answers to each successive notification. */
let answers: string[] = [];

beforeAll(async () => {
  t = await startOrdersApp();
  site = Fastify();
  await site.register(fastifyFormbody);
  site.post(OrdersPaths.notify.replace(':provider', 'sandbox'), async (request, reply) => {
    received.push(request.body as Record<string, string>);
    return reply.type('text/plain').send(answers.shift() ?? 'success');
  });
  await site.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await site.close();
  await t.close();
});
beforeEach(() => {
  received.length = 0;
});

const order: OrderRow = {
  order_no: 'VIP20261124100000123456',
  global_id: 'G90000001',
  plan_id: 'site.month',
  plan_name: '全站通VIP（月度）',
  amount_fen: 39_800,
  days: 30,
  status: 'pending',
  provider: 'sandbox',
  trade_no: null,
  created_at: START,
  pay_deadline: START + 1_800_000,
  paid_at: null,
  granted_at: null,
  closed_at: null,
  refunded_at: null,
  granted_rights: null,
  updated_at: START,
};

async function settled(count: number, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (received.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

describe('sandbox delivery', () => {
  it('posts a notification Alipay\'s SDK verifies, again while the site does not answer success, then stops', async () => {
    const keys = new SandboxKeys(ordersDb(t.database.db), t.clock.now);
    const delivery = new SandboxDelivery(site, keys, t.clock.now, [10, 30, 30, 30, 30], site.log);
    answers = ['fail', 'busy'];
    delivery.send(order);
    await settled(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(3);
    const form = received[0]!;
    expect(form).toMatchObject({ out_trade_no: order.order_no, total_amount: '398.00', trade_status: 'TRADE_SUCCESS', app_id: SANDBOX_APP_ID, sign_type: 'RSA2', subject: '全站通VIP（月度）' });
    // The three copies are one notification.
    expect(received[2]).toEqual(form);
    const pair = await keys.get();
    const sdk = new AlipaySdk({ appId: SANDBOX_APP_ID, privateKey: pair.privateKey, keyType: 'PKCS8', alipayPublicKey: pair.publicKey });
    expect(sdk.checkNotifySignV2({ ...form })).toBe(true);
    expect(sdk.checkNotifySignV2({ ...form, total_amount: '3.98' })).toBe(false);
    delivery.stop();
  });

  it('gives up after its schedule, and sends nothing once stopped', async () => {
    const keys = new SandboxKeys(ordersDb(t.database.db), t.clock.now);
    const delivery = new SandboxDelivery(site, keys, t.clock.now, [10, 20], site.log);
    answers = ['fail', 'fail', 'fail', 'fail'];
    delivery.send(order);
    await settled(2);
    await new Promise((r) => setTimeout(r, 150));
    expect(received).toHaveLength(2);

    received.length = 0;
    const stopped = new SandboxDelivery(site, keys, t.clock.now, [100], site.log);
    stopped.send(order);
    stopped.stop();
    await new Promise((r) => setTimeout(r, 250));
    expect(received).toHaveLength(0);
    answers = [];
  });
});
