import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { fromLoopback } from '@kernel/server/request-guards';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { fail } from '@kernel/core/envelope';
import { withQuery } from '@kernel/core/route-refs';
import { Messages } from '@kernel/core/status-codes';
import { sendEnvelope } from '@kernel/server/errors';
import { fenToYuan } from '@plugins/membership/shared/plans';
import { ORDER_PAY_MINUTES, ORDER_STATUS_TEXT, OrdersPaths, type OrderStatus } from '../shared/contract';
import { ordersRoutes } from '../shared/routes';
import type { OrderService } from './orders-service';
import { sandboxPaidNotification, SandboxPaths, type SandboxKeys } from './providers/sandbox';
import { chinaTime } from './providers/types';
import type { OrderRow } from './tables';

/** When the sandbox's notification is sent after 确认支付, then retried until the site answers `success`. */
export const DEFAULT_SANDBOX_DELIVERY_MS: readonly number[] = [300, 1_000, 3_000, 10_000, 30_000];

const NOTIFY_PATH = OrdersPaths.notify.replace(':provider', 'sandbox');

const CashierQuery = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: true });
const CashierForm = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: true });

/** An amount in yuan grouped by thousands, as the site shows it: 398000 fen → 3,980.00. */
function yuanText(fen: number): string {
  return fenToYuan(fen).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Sends the sandbox's signed paid notification to the site's own notify address, as Alipay does:
 * an HTTP POST of the form, retried on the schedule until the answer is `success`. The address is
 * the running server's own (loopback); an app that does not listen (in-process use) gets it through
 * `inject`. Pending retries stop when the server closes.
 */
export class SandboxDelivery {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly aborts = new Set<AbortController>();
  private stopped = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly keys: SandboxKeys,
    private readonly clock: () => number,
    private readonly schedule: readonly number[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The notify address on this server (`http://127.0.0.1:<port>/pb/orders/notify/sandbox`), or null when it does not listen. */
  private target(): string | null {
    const address = this.app.server.address();
    if (!address || typeof address !== 'object') return null;
    const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${NOTIFY_PATH}`;
  }

  private async post(body: string): Promise<string> {
    const url = this.target();
    if (!url) {
      const res = await this.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: body });
      return res.body;
    }
    const abort = new AbortController();
    this.aborts.add(abort);
    const timeout = setTimeout(() => abort.abort(), 10_000);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', 'user-agent': 'Mozilla/4.0 (sandbox notify)' },
        body,
        signal: abort.signal,
      });
      return (await res.text()).trim();
    } finally {
      clearTimeout(timeout);
      this.aborts.delete(abort);
    }
  }

  /** Signs the order's paid notification and sends it (asynchronously; the caller does not wait). */
  send(order: OrderRow): void {
    void (async () => {
      const form = sandboxPaidNotification(
        { orderNo: order.order_no, planName: order.plan_name, amountFen: Number(order.amount_fen), payDeadline: Number(order.pay_deadline) },
        await this.keys.get(),
        this.clock(),
      );
      const body = new URLSearchParams(form).toString();
      const attempt = (index: number) => {
        if (this.stopped || index >= this.schedule.length) {
          if (!this.stopped) this.log.warn({ orderNo: order.order_no }, '模拟支付通知多次发送未成功，已停止重试');
          return;
        }
        const timer = setTimeout(async () => {
          this.timers.delete(timer);
          let answer = '';
          try {
            answer = await this.post(body);
          } catch (err) {
            if (this.stopped) return;
            this.log.warn({ err, orderNo: order.order_no }, '模拟支付通知发送失败，稍后重试');
          }
          if (answer !== 'success') attempt(index + 1);
        }, this.schedule[index]);
        timer.unref?.();
        this.timers.add(timer);
      };
      attempt(0);
    })().catch((err: unknown) => this.log.error({ err }, '模拟支付通知生成失败'));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const abort of this.aborts) abort.abort();
    this.aborts.clear();
  }
}

const STATUS_TONES: Record<string, string> = {
  pending: '#d97706',
  paid: '#2563eb',
  granted: '#15803d',
  cancelled: '#64748b',
  closed: '#64748b',
  refunded: '#64748b',
};

function cashierPage(options: { order: OrderRow | null; orderNo: string; now: number; notice?: string }): string {
  const { order, now } = options;
  const resultHref = withQuery(ordersRoutes.result(), { orderNo: order?.order_no ?? options.orderNo });
  let body: string;
  if (!order) {
    body = `<section class="card" aria-labelledby="title">
      <h1 id="title">订单不存在</h1>
      <p class="muted">没有找到订单号为 <strong>${escapeHtml(options.orderNo)}</strong> 的订单，请返回网站重新下单。</p>
      <p class="actions"><a class="button secondary" href="${escapeHtml(ordersRoutes.buy())}">返回开通会员</a></p>
    </section>`;
  } else {
    const status = order.status as OrderStatus;
    const pending = status === 'pending';
    const minutesLeft = Math.max(0, Math.ceil((Number(order.pay_deadline) - now) / 60_000));
    const facts = [
      ['商品', escapeHtml(order.plan_name)],
      ['订单号', `<span class="mono">${escapeHtml(order.order_no)}</span>`],
      ['下单时间', escapeHtml(chinaTime(Number(order.created_at)))],
      ['订单状态', `<span class="badge" style="color:${STATUS_TONES[status] ?? '#64748b'}">${escapeHtml(ORDER_STATUS_TEXT[status] ?? status)}</span>`],
    ]
      .map(([k, v]) => `<div class="fact"><dt>${k}</dt><dd>${v}</dd></div>`)
      .join('\n');
    const actions = pending
      ? `<div class="actions">
        <form method="post" action="${SandboxPaths.confirm}">
          <input type="hidden" name="orderNo" value="${escapeHtml(order.order_no)}">
          <button type="submit" class="button primary">确认支付 ¥${yuanText(Number(order.amount_fen))}</button>
        </form>
        <form method="post" action="${SandboxPaths.cancel}">
          <input type="hidden" name="orderNo" value="${escapeHtml(order.order_no)}">
          <button type="submit" class="button secondary">取消支付</button>
        </form>
      </div>
      <p class="deadline">请在 ${escapeHtml(chinaTime(Number(order.pay_deadline)).slice(5, 16))} 前完成支付（剩余约 ${minutesLeft} 分钟），超过 ${ORDER_PAY_MINUTES} 分钟未支付的订单将自动关闭。</p>`
      : `<p class="state">${
          status === 'closed' || status === 'cancelled'
            ? `该订单${escapeHtml(ORDER_STATUS_TEXT[status])}，无法支付，请返回网站重新下单。`
            : `该订单${escapeHtml(ORDER_STATUS_TEXT[status] ?? status)}，无需在此支付。`
        }</p>
      <div class="actions"><a class="button secondary" href="${escapeHtml(resultHref)}">查看订单</a></div>`;
    body = `<section class="card" aria-labelledby="title">
      <p class="merchant">收款方：造价指标网</p>
      <h1 id="title">订单支付</h1>
      <p class="amount-label" aria-hidden="true">应付金额</p>
      <p class="amount" aria-label="应付金额 ${yuanText(Number(order.amount_fen))} 元"><span class="currency">¥</span>${yuanText(Number(order.amount_fen))}<span class="unit">元</span></p>
      ${options.notice ? `<p class="notice" role="alert">${escapeHtml(options.notice)}</p>` : ''}
      <dl class="facts">
${facts}
      </dl>
      ${actions}
    </section>`;
  }
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>模拟收银台（开发环境） - 造价指标网</title>
<style>
  * { box-sizing: border-box; }
  body { font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif; margin: 0; background: #eef3f9; color: #1f2d3d; }
  header { background: #1e6fd9; color: #fff; }
  header .bar { max-width: 560px; margin: 0 auto; padding: 14px 20px; display: flex; align-items: center; gap: 10px; }
  header strong { font-size: 17px; letter-spacing: .5px; }
  header .tag { font-size: 12px; background: rgba(255,255,255,.18); border: 1px solid rgba(255,255,255,.4); border-radius: 10px; padding: 1px 8px; }
  main { max-width: 560px; margin: 28px auto 40px; padding: 0 16px; }
  .card { background: #fff; border-radius: 10px; box-shadow: 0 2px 10px rgba(15,40,80,.08); padding: 28px 28px 24px; }
  .merchant { margin: 0; color: #6b7785; font-size: 13px; }
  h1 { font-size: 18px; margin: 6px 0 0; font-weight: 600; }
  .amount-label { margin: 16px 0 0; color: #6b7785; font-size: 13px; }
  .amount { font-size: 40px; font-weight: 700; color: #e4393c; margin: 2px 0 18px; font-variant-numeric: tabular-nums; }
  .amount .currency { font-size: 22px; margin-right: 4px; }
  .amount .unit { font-size: 15px; color: #6b7785; font-weight: 400; margin-left: 6px; }
  .facts { margin: 0 0 22px; border-top: 1px dashed #dbe3ee; padding-top: 14px; }
  .fact { display: flex; justify-content: space-between; gap: 16px; padding: 6px 0; font-size: 14px; }
  .fact dt { color: #6b7785; white-space: nowrap; }
  .fact dd { margin: 0; text-align: right; word-break: break-all; }
  .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 13px; }
  .badge { font-weight: 600; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  .actions form { margin: 0; flex: 1 1 180px; display: flex; }
  .button { flex: 1; display: inline-block; text-align: center; padding: 11px 18px; border-radius: 6px; font-size: 15px; cursor: pointer; text-decoration: none; border: 1px solid transparent; font-family: inherit; }
  .button.primary { background: #1677ff; color: #fff; }
  .button.primary:hover { background: #0f5fd6; }
  .button.secondary { background: #fff; color: #1f2d3d; border-color: #cbd5e1; }
  .button.secondary:hover { background: #f4f7fb; }
  .button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  .deadline, .muted, .state { color: #6b7785; font-size: 13px; margin: 14px 0 0; line-height: 1.7; }
  .state { font-size: 14px; margin: 0 0 16px; }
  .notice { background: #fff7e6; border: 1px solid #ffd591; color: #ad4e00; border-radius: 6px; padding: 8px 12px; font-size: 13px; }
  .dev { margin-top: 16px; background: #f8fafc; border: 1px solid #e2e8f0; border-radius: 8px; padding: 12px 16px; font-size: 12.5px; color: #6b7785; line-height: 1.8; }
  .dev strong { color: #334155; }
</style>
</head>
<body>
<header><div class="bar"><strong>模拟收银台</strong><span class="tag">开发环境</span></div></header>
<main>
  ${body}
  <aside class="dev" aria-label="说明">
    <strong>这是开发环境的模拟支付，不会产生任何真实扣款。</strong><br>
    点击“确认支付”后，模拟支付会像支付宝一样，向本站的支付通知地址异步发送一条签名（RSA2）的支付成功通知，然后返回网站的支付结果页；
    点击“取消支付”则返回支付结果页，订单仍为待支付。此页面仅在以 DEV_TOOLS=1 启动时、且只对本机访问开放。
  </aside>
</main>
</body>
</html>`;
}

/**
 * The sandbox's 收银台 and its two buttons: registered only when the sandbox is the provider
 * (DEV_TOOLS=1), answered only to loopback addresses (anyone else gets the same 404 as without it).
 */
export async function sandboxRoutes(app: FastifyInstance, service: OrderService, delivery: SandboxDelivery): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const loopbackOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromLoopback(request)) return sendEnvelope(reply, fail(404, Messages.notFound), 404);
  };
  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  api.get(SandboxPaths.cashier, { onRequest: loopbackOnly, schema: { querystring: CashierQuery } }, async (request, reply) => {
    const orderNo = request.query.orderNo;
    const order = (await service.find(orderNo)) ?? null;
    return html(reply, cashierPage({ order, orderNo, now: service.clock() }), order ? 200 : 404);
  });

  api.post(SandboxPaths.confirm, { onRequest: loopbackOnly, schema: { body: CashierForm } }, async (request, reply) => {
    const orderNo = request.body.orderNo;
    const order = (await service.find(orderNo)) ?? null;
    if (!order) return html(reply, cashierPage({ order, orderNo, now: service.clock() }), 404);
    if (order.status !== 'pending') {
      const notice = order.status === 'closed' ? `订单超过${ORDER_PAY_MINUTES}分钟未支付，已关闭，无法支付` : `订单${ORDER_STATUS_TEXT[order.status as OrderStatus] ?? order.status}，无法支付`;
      return html(reply, cashierPage({ order, orderNo, now: service.clock(), notice }), 409);
    }
    delivery.send(order);
    return reply.code(303).header('location', withQuery(ordersRoutes.result(), { orderNo })).header('cache-control', 'no-store').send();
  });

  api.post(SandboxPaths.cancel, { onRequest: loopbackOnly, schema: { body: CashierForm } }, async (request, reply) => {
    return reply.code(303).header('location', withQuery(ordersRoutes.result(), { orderNo: request.body.orderNo })).header('cache-control', 'no-store').send();
  });
}
