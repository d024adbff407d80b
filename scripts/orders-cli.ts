/**
 * The orders plugin's maintenance commands, on the configured database (DATABASE_URL, or
 * DATA_DIR/site.db — the server's), writing through the same services as the site:
 *
 *   npm run orders -- refund <orderNo>    已开通 → 已退款: the rights the order granted are taken back in the
 *                                         same transaction (after the money went back at the provider:
 *                                         Alipay's merchant platform, 退款)
 *   npm run orders -- grant <orderNo>     已支付 → 已开通: a payment whose grant could not be applied (its plan was
 *                                         withdrawn) is granted, in one transaction
 *   npm run orders -- close-expired       closes every unpaid order past its 30 minutes (已关闭)
 *   npm run orders -- show <orderNo>      the order, its invoice and the notifications received for it
 *
 * Exit code 0 when done, 1 when refused (the reason printed in Chinese), 2 for a usage error.
 */
import type { ServerPluginContext } from '@kernel/server/plugin';
import { BusinessError } from '@kernel/server/errors';
import { ServiceRegistry } from '@kernel/server/services';
import { createMembershipServer } from '@plugins/membership/server';
import { NOTIFICATION_TABLE, OrderService, orderView } from '@plugins/orders/server';
import { openCliDatabase, runOnDatabase } from './cli-support';

const USAGE = 'usage: npm run orders -- refund <orderNo> | grant <orderNo> | close-expired | show <orderNo>';

function time(ms: number | null): string {
  return ms === null ? '—' : new Date(ms).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });
}

async function run(command: string, orderNo: string | undefined): Promise<number> {
  const database = openCliDatabase();
  return runOnDatabase(database, async () => {
    const services = new ServiceRegistry();
    const ctx: ServerPluginContext = { db: database.db, dialect: database.dialect, services };
    // Membership's services (the grant ledger), exactly as the site builds them.
    createMembershipServer().services?.(ctx);
    const orders = new OrderService(ctx, Date.now);
    switch (command) {
      case 'refund': {
        const row = await orders.refund(orderNo!);
        const view = orderView(row);
        console.log(`订单 ${view.orderNo}（${view.planName}，${view.amount} 元）已退款，开通的权益已收回。Refunded; the rights it granted were revoked.`);
        return 0;
      }
      case 'grant': {
        const view = orderView(await orders.grantPaid(orderNo!));
        const rights = view.rights.map((r) => `${r.label} 至 ${time(r.until)}`).join('，');
        console.log(`订单 ${view.orderNo}（${view.planName}）已开通：${rights}。Granted.`);
        return 0;
      }
      case 'close-expired': {
        const closed = await orders.closeExpired();
        console.log(`已关闭 ${closed} 个超时未支付的订单。Closed ${closed} unpaid order(s) past their deadline.`);
        return 0;
      }
      case 'show': {
        const row = await orders.find(orderNo!);
        if (!row) throw new BusinessError(461, '订单不存在');
        const view = await orders.view(row);
        console.log(`订单号    ${view.orderNo}\n会员      ${row.global_id}\n套餐      ${view.planName}\n金额      ${view.amount} 元\n状态      ${view.statusText}`);
        console.log(`下单时间  ${time(view.createdAt)}\n支付时间  ${time(view.paidAt)}\n开通时间  ${time(view.grantedAt)}\n交易号    ${row.trade_no ?? '—'}\n支付渠道  ${view.provider ?? '—'}`);
        for (const r of view.rights) console.log(`权益      ${r.label}：${time(r.from)} 至 ${time(r.until)}`);
        if (view.invoice) console.log(`发票      ${view.invoice.title}${view.invoice.taxNo ? `（${view.invoice.taxNo}）` : ''} ${view.invoice.email} ${view.invoice.status === 'issued' ? '已开具' : '已申请'}`);
        const notes = await orders.db.selectFrom(NOTIFICATION_TABLE).selectAll().where('order_no', '=', view.orderNo).orderBy('received_at').execute();
        for (const n of notes) console.log(`通知      ${time(Number(n.received_at))} ${n.provider} ${n.verified ? '验签通过' : '验签失败'} ${n.outcome}：${n.detail}`);
        return 0;
      }
      default:
        return 2;
    }
  });
}

async function main(): Promise<void> {
  const [command, orderNo, ...rest] = process.argv.slice(2);
  const needsOrder = command === 'refund' || command === 'grant' || command === 'show';
  const valid = (needsOrder && !!orderNo && /^[A-Za-z0-9]{1,32}$/.test(orderNo) && rest.length === 0) || (command === 'close-expired' && orderNo === undefined);
  if (!valid) {
    console.error(USAGE);
    process.exit(2);
  }
  process.exit(await run(command!, orderNo));
}

main().catch((error: unknown) => {
  console.error('命令失败 / Command failed:', error);
  process.exit(1);
});
