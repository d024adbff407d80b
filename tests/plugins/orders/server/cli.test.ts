/**
 * The maintainer's CLI (`npm run orders -- …`, scripts/orders-cli.ts) run as its own process on the
 * site's database: a refund takes the order to 已退款 and revokes its rights in the same
 * transaction, refusing a second time; grant takes a 已支付 order to 已开通; close-expired closes unpaid orders past their deadline; show
 * prints the order and its notifications; a wrong command is a usage error.
 */
import { grantsOf } from '@plugins/membership/server';
import { OrdersPaths, type CreatedOrder } from '@plugins/orders/shared/contract';
import { ORDER_TABLE, ordersDb, SandboxKeys, sandboxPaidNotification } from '@plugins/orders/server';
import { dataOf, newMember, post, postForm, startOrdersApp, type OrdersTestApp } from './support';
import type { Database } from '@kernel/server/database';
import { cliDatabase, runCli, type CliDatabase } from '../../../helpers/cli';

let t: OrdersTestApp;
let shared: CliDatabase;
let database: Database;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  shared = await cliDatabase('orders');
  ({ database, env } = shared);
  t = await startOrdersApp({ database });
  // The CLI runs on the real clock: so does this app, here.
  t.clock.t = Date.now();
});
afterAll(async () => {
  await t.close();
  await shared.cleanup();
});

const cli = (...args: string[]) => runCli('orders-cli.ts', env, args);

const status = async (orderNo: string) =>
  (await ordersDb(t.database.db).selectFrom(ORDER_TABLE).select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).status;

async function grantedOrder(planId: string) {
  const m = newMember();
  const { order } = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId }, m.token));
  const keys = await new SandboxKeys(ordersDb(t.database.db), t.clock.now).get();
  const form = sandboxPaidNotification({ orderNo: order.orderNo, planName: order.planName, amountFen: order.amountFen, payDeadline: order.payDeadline }, keys, t.clock.now());
  expect((await postForm(t.app, OrdersPaths.notify.replace(':provider', 'sandbox'), form)).body).toBe('success');
  return { m, orderNo: order.orderNo };
}

describe('npm run orders', () => {
  it('refunds a granted order and takes its rights back, once', async () => {
    const { m, orderNo } = await grantedOrder('site.month');
    expect((await t.app.auth.resolve(m.token, {} as never))?.rights).toContain('vip');
    const refunded = await cli('refund', orderNo);
    expect(refunded).toMatchObject({ code: 0 });
    expect(refunded.stdout).toContain(`订单 ${orderNo}（全站通VIP（月度），398.00 元）已退款`);
    expect(await status(orderNo)).toBe('refunded');
    const ledger = await grantsOf(t.database.db, m.globalId);
    expect(ledger).toHaveLength(2);
    expect(ledger.every((g) => g.revoked_at !== null)).toBe(true);
    // From the refund on, the member holds nothing of it.
    t.clock.t = Date.now() + 1_000;
    expect((await t.app.auth.resolve(m.token, {} as never))?.rights).not.toContain('vip');

    const again = await cli('refund', orderNo);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('订单已退款，无法退款');
  }, 120_000);

  it('grants a paid order whose grant could not be applied (已支付 → 已开通), once', async () => {
    const m = newMember();
    t.clock.t = Date.now();
    const { order } = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId: 'unitPrice.year' }, m.token));
    // As the notification leaves it when the plan's grant cannot be applied.
    await ordersDb(t.database.db).updateTable(ORDER_TABLE).set({ status: 'paid', paid_at: t.clock.now() }).where('order_no', '=', order.orderNo).execute();
    const granted = await cli('grant', order.orderNo);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(`订单 ${order.orderNo}（综合单价指标VIP（年度））已开通：综合单价指标VIP 至 `);
    expect(await status(order.orderNo)).toBe('granted');
    expect(await grantsOf(t.database.db, m.globalId)).toHaveLength(1);
    const again = await cli('grant', order.orderNo);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('订单已开通，只有已支付的订单可以补开通');
    expect(await grantsOf(t.database.db, m.globalId)).toHaveLength(1);
  }, 120_000);

  it('refuses to refund an unpaid order, closes expired ones, shows an order, and explains its usage', async () => {
    const m = newMember();
    t.clock.t = Date.now();
    const unpaid = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId: 'unitPrice.month' }, m.token)).order;
    const refused = await cli('refund', unpaid.orderNo);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('订单待支付，无法退款');
    // An order made 31 minutes ago is past its deadline.
    t.clock.t = Date.now() - 31 * 60_000;
    const { order } = dataOf<CreatedOrder>(await post(t.app, OrdersPaths.create, { planId: 'projectCost.month' }, m.token));
    t.clock.t = Date.now();
    const closed = await cli('close-expired');
    expect(closed.code).toBe(0);
    expect(closed.stdout).toMatch(/已关闭 [1-9]\d* 个超时未支付的订单/);
    expect(await status(order.orderNo)).toBe('closed');
    expect(await status(unpaid.orderNo)).toBe('pending');

    const { orderNo } = await grantedOrder('singleProject.year');
    const shown = await cli('show', orderNo);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('状态      已开通');
    expect(shown.stdout).toContain('权益      单项工程指标VIP');
    expect(shown.stdout).toMatch(/通知 .* sandbox 验签通过 granted：已开通/);

    expect((await cli('refund')).code).toBe(2);
    expect((await cli('explode', 'VIP1')).code).toBe(2);
  }, 180_000);
});
