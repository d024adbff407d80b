import { randomInt, randomUUID } from 'node:crypto';
import { isUniqueViolation } from '@kernel/server/sql';
import { sql, type Kysely } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { RIGHT_LABELS } from '@plugins/membership/shared/held-rights';
import { fenToYuan, planById, type PlanId } from '@plugins/membership/shared/plans';
import { RightsGrants, type GrantedRight } from '@plugins/membership/shared/services';
import {
  invoiceProblem,
  ORDER_PAY_MINUTES,
  ORDER_STATUS_TEXT,
  OrdersCodes,
  OrdersMessages,
  type GrantedRightView,
  type InvoiceRequest,
  type InvoiceView,
  type OrderPage,
  type OrderStatus,
  type OrderView,
} from '../shared/contract';
import { chinaTime } from './providers/types';
import type { VerifiedNotification } from './providers/types';
import { INVOICE_TABLE, NOTIFICATION_TABLE, ORDER_TABLE, isProviderId, ordersDb, type InvoiceRow, type OrderRow, type OrdersDb } from './tables';

export const PAY_WINDOW_MS = ORDER_PAY_MINUTES * 60_000;

/** The states a paid notification may still move to 已开通 (the money was taken, whatever happened here). */
const SETTLEABLE: readonly OrderStatus[] = ['pending', 'closed', 'cancelled'];

/** A notification's stored form is cut to this many characters. */
const NOTIFICATION_PAYLOAD_MAX = 4000;

/** `398.00` (or `398`, `398.5`) → 39800 fen; null for anything else. */
export function yuanToFen(amount: string): number | null {
  const m = /^(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** VIP + the China time of creation (yyyyMMddHHmmss) + 6 random digits: VIP20261124153012048213. */
export function newOrderNo(now: number): string {
  const stamp = chinaTime(now).replace(/\D/g, '');
  return `VIP${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

export { isUniqueViolation };

/** What the notification handler did with a notification (stored with it). */
export type NotificationOutcome = 'granted' | 'paid' | 'repeated' | 'ignored' | 'refused' | 'error';

export interface SettleResult {
  readonly outcome: NotificationOutcome;
  readonly detail: string;
}

/** Fields of a notification that identify the payer at the provider. */
const PAYER_FIELDS = ['buyer_id', 'buyer_logon_id', 'buyer_open_id', 'buyer_user_id'];

/** A stored notification form without the payer's identifiers (unchanged when it holds none or is not JSON). */
function withoutPayer(payload: string): string {
  try {
    const form = JSON.parse(payload) as Record<string, unknown>;
    if (!form || typeof form !== 'object' || !PAYER_FIELDS.some((k) => k in form)) return payload;
    for (const k of PAYER_FIELDS) delete form[k];
    return JSON.stringify(form);
  } catch {
    return payload;
  }
}

function parseRights(json: string | null): GrantedRightView[] {
  if (!json) return [];
  try {
    const rights = JSON.parse(json) as GrantedRight[];
    return rights.map((r) => ({ right: r.right, label: (RIGHT_LABELS as Record<string, string>)[r.right] ?? r.right, from: Number(r.from), until: Number(r.until) }));
  } catch {
    return [];
  }
}

function invoiceView(row: InvoiceRow | undefined): InvoiceView | null {
  if (!row) return null;
  return {
    titleType: row.title_type === 'company' ? 'company' : 'personal',
    title: row.title,
    taxNo: row.tax_no,
    email: row.email,
    status: row.status === 'issued' ? 'issued' : 'requested',
    requestedAt: Number(row.requested_at),
  };
}

export function orderView(row: OrderRow, invoice?: InvoiceRow): OrderView {
  const status = row.status as OrderStatus;
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    orderNo: row.order_no,
    planId: row.plan_id as PlanId,
    planName: row.plan_name,
    amountFen: Number(row.amount_fen),
    amount: fenToYuan(Number(row.amount_fen)),
    status,
    statusText: ORDER_STATUS_TEXT[status] ?? row.status,
    provider: isProviderId(row.provider) ? row.provider : null,
    createdAt: Number(row.created_at),
    payDeadline: Number(row.pay_deadline),
    paidAt: num(row.paid_at),
    grantedAt: num(row.granted_at),
    closedAt: num(row.closed_at),
    rights: parseRights(row.granted_rights),
    invoice: invoiceView(invoice),
  };
}

const refused = (message: string) => new BusinessError(OrdersCodes.refused, message);

/**
 * The orders themselves: creating, reading (an unpaid order past its 30 minutes closes on any read
 * and by the minute timer), cancelling, settling a verified paid notification (the state change and
 * the membership grant in one transaction, decided by one conditional UPDATE), refunds, invoices.
 * The routes, the notification handler and the maintenance CLI all write through it.
 */
export class OrderService {
  readonly db: OrdersDb;

  constructor(
    private readonly ctx: Pick<ServerPluginContext, 'db' | 'services'>,
    readonly clock: () => number,
  ) {
    this.db = ordersDb(ctx.db);
  }

  /** Closes every unpaid order past its deadline (all, or one member's); the number closed. */
  async closeExpired(globalId?: string): Promise<number> {
    const now = this.clock();
    let query = this.db
      .updateTable(ORDER_TABLE)
      .set({ status: 'closed', closed_at: sql<number>`pay_deadline`, updated_at: now })
      .where('status', '=', 'pending')
      .where('pay_deadline', '<=', now);
    if (globalId !== undefined) query = query.where('global_id', '=', globalId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** An order by number (closed first when it is unpaid past its deadline), or undefined. */
  async find(orderNo: string): Promise<OrderRow | undefined> {
    const row = await this.db.selectFrom(ORDER_TABLE).selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (row && row.status === 'pending' && Number(row.pay_deadline) <= this.clock()) {
      await this.closeExpired(row.global_id);
      return this.db.selectFrom(ORDER_TABLE).selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    }
    return row;
  }

  /** The member's own order, or 订单不存在 (someone else's order is not there for them). */
  async own(globalId: string, orderNo: string): Promise<OrderRow> {
    const row = await this.find(orderNo);
    if (!row || row.global_id !== globalId) throw refused(OrdersMessages.orderNotFound);
    return row;
  }

  async invoiceOf(orderNo: string): Promise<InvoiceRow | undefined> {
    return this.db.selectFrom(INVOICE_TABLE).selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  }

  async view(row: OrderRow): Promise<OrderView> {
    return orderView(row, await this.invoiceOf(row.order_no));
  }

  /**
   * A pending order of the plan for the member: the one already waiting (创建 twice answers the
   * same order), or a new one at the price sheet's amount. The partial unique index settles two
   * creations at once.
   */
  async create(globalId: string, planId: string): Promise<{ row: OrderRow; created: boolean }> {
    const plan = planById(planId);
    if (!plan) throw new BusinessError(OrdersCodes.invalid, OrdersMessages.planUnknown);
    await this.closeExpired(globalId);
    const waiting = () =>
      this.db.selectFrom(ORDER_TABLE).selectAll().where('global_id', '=', globalId).where('plan_id', '=', plan.id).where('status', '=', 'pending').executeTakeFirst();
    const existing = await waiting();
    if (existing) return { row: existing, created: false };
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = this.clock();
      const row: OrderRow = {
        order_no: newOrderNo(now),
        global_id: globalId,
        plan_id: plan.id,
        plan_name: `${plan.name}（${plan.periodLabel}）`,
        amount_fen: plan.priceFen,
        days: plan.days,
        status: 'pending',
        provider: null,
        trade_no: null,
        created_at: now,
        pay_deadline: now + PAY_WINDOW_MS,
        paid_at: null,
        granted_at: null,
        closed_at: null,
        refunded_at: null,
        granted_rights: null,
        updated_at: now,
      };
      try {
        await this.db.insertInto(ORDER_TABLE).values(row).execute();
        return { row, created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const other = await waiting();
        if (other) return { row: other, created: false };
        // An order number drawn twice: draw again.
      }
    }
    throw new Error('could not draw a free order number');
  }

  /** Remembers which provider the order was sent to pay at. */
  async sentTo(orderNo: string, provider: string): Promise<void> {
    await this.db.updateTable(ORDER_TABLE).set({ provider, updated_at: this.clock() }).where('order_no', '=', orderNo).where('status', '=', 'pending').execute();
  }

  /** The member's pending order, ready to be paid (else why not). */
  async payable(globalId: string, orderNo: string): Promise<OrderRow> {
    const row = await this.own(globalId, orderNo);
    if (row.status === 'closed') throw refused(OrdersMessages.orderClosed);
    if (row.status !== 'pending') throw refused(OrdersMessages.cannotPay(row.status as OrderStatus));
    return row;
  }

  /** 取消订单: a pending order of the member becomes 已取消. */
  async cancel(globalId: string, orderNo: string): Promise<OrderRow> {
    const row = await this.own(globalId, orderNo);
    if (row.status !== 'pending') throw refused(OrdersMessages.cannotCancel(row.status as OrderStatus));
    const now = this.clock();
    const result = await this.db
      .updateTable(ORDER_TABLE)
      .set({ status: 'cancelled', closed_at: now, updated_at: now })
      .where('order_no', '=', orderNo)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const after = (await this.find(orderNo))!;
    if (Number(result.numUpdatedRows) === 0) throw refused(OrdersMessages.cannotCancel(after.status as OrderStatus));
    return after;
  }

  /** The member's orders, newest first. */
  async list(globalId: string, page: { pageNum: number; pageSize: number; status?: OrderStatus }): Promise<OrderPage> {
    await this.closeExpired(globalId);
    let base = this.db.selectFrom(ORDER_TABLE).where('global_id', '=', globalId);
    if (page.status) base = base.where('status', '=', page.status);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('order_no', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute();
    const invoices = rows.length
      ? await this.db.selectFrom(INVOICE_TABLE).selectAll().where('order_no', 'in', rows.map((r) => r.order_no)).execute()
      : [];
    const byOrder = new Map(invoices.map((i) => [i.order_no, i]));
    return { total: Number(counted?.n ?? 0), list: rows.map((r) => orderView(r, byOrder.get(r.order_no))) };
  }

  /**
   * Settles a verified notification: the amount must be the order's exactly and the trade paid;
   * then ONE conditional UPDATE (status still pending, closed or cancelled) decides who grants, and
   * the membership grant (idempotent per order as well) runs in the same transaction. Replays and
   * concurrent copies find the order settled and grant nothing.
   */
  async settle(n: VerifiedNotification, provider: string): Promise<SettleResult> {
    const order = await this.db.selectFrom(ORDER_TABLE).selectAll().where('order_no', '=', n.orderNo).executeTakeFirst();
    if (!order) return { outcome: 'refused', detail: '订单不存在' };
    const fen = yuanToFen(n.amount);
    if (fen === null || fen !== Number(order.amount_fen)) {
      return { outcome: 'refused', detail: `金额不符：通知 ${n.amount.slice(0, 20)} 元，订单 ${fenToYuan(Number(order.amount_fen))} 元` };
    }
    if (!n.paid) return { outcome: 'ignored', detail: `交易状态 ${n.tradeStatus.slice(0, 32)}，不是支付成功` };
    const grants = this.ctx.services.find(RightsGrants);
    const plan = planById(order.plan_id);
    const now = this.clock();
    const canGrant = !!plan && !!grants;
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable(ORDER_TABLE)
        .set({
          status: canGrant ? 'granted' : 'paid',
          paid_at: now,
          granted_at: canGrant ? now : null,
          trade_no: n.tradeNo.slice(0, 64) || null,
          provider,
          updated_at: now,
        })
        .where('order_no', '=', order.order_no)
        .where('status', 'in', SETTLEABLE)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) {
        const current = await trx.selectFrom(ORDER_TABLE).select(['status', 'trade_no']).where('order_no', '=', order.order_no).executeTakeFirst();
        const other = current?.trade_no && n.tradeNo && current.trade_no !== n.tradeNo;
        return {
          outcome: 'repeated',
          detail: other
            ? `重复支付：订单已由交易 ${current.trade_no} 支付，本笔交易 ${n.tradeNo.slice(0, 64)} 需人工退款`
            : `重复通知：订单${ORDER_STATUS_TEXT[current?.status as OrderStatus] ?? ''}`,
        };
      }
      if (!canGrant) return { outcome: 'paid', detail: plan ? '权益服务不可用，已支付未开通' : '套餐已下架，已支付未开通' };
      const granted = await grants.grant(trx as Kysely<any>, { globalId: order.global_id, planId: plan.id, source: 'order', sourceId: order.order_no, at: now });
      await trx.updateTable(ORDER_TABLE).set({ granted_rights: JSON.stringify(granted.rights) }).where('order_no', '=', order.order_no).execute();
      const was = order.status === 'pending' ? '' : `（订单原为${ORDER_STATUS_TEXT[order.status as OrderStatus]}）`;
      return { outcome: 'granted', detail: `已开通${was}` };
    });
  }

  /** Stores a received notification (every one, verified or not). */
  async record(entry: {
    provider: string;
    form: Readonly<Record<string, unknown>>;
    verified: boolean;
    result: SettleResult;
    remoteAddress: string;
  }): Promise<void> {
    const text = (value: unknown, max: number) => (typeof value === 'string' && value !== '' ? value.slice(0, max) : null);
    let payload = JSON.stringify(entry.form);
    if (payload.length > NOTIFICATION_PAYLOAD_MAX) payload = payload.slice(0, NOTIFICATION_PAYLOAD_MAX);
    await this.db
      .insertInto(NOTIFICATION_TABLE)
      .values({
        id: randomUUID(),
        provider: entry.provider.slice(0, 16),
        order_no: text(entry.form.out_trade_no, 64),
        trade_no: text(entry.form.trade_no, 64),
        trade_status: text(entry.form.trade_status, 32),
        total_amount: text(entry.form.total_amount, 20),
        verified: entry.verified ? 1 : 0,
        outcome: entry.result.outcome,
        detail: entry.result.detail.slice(0, 200),
        payload,
        remote_address: entry.remoteAddress.slice(0, 64),
        received_at: this.clock(),
      })
      .execute();
  }

  /**
   * 退款 (the maintainer's CLI, after the money went back at the provider): a granted order becomes
   * 已退款 and the rights it gave are taken back, in one transaction.
   */
  async refund(orderNo: string): Promise<OrderRow> {
    const row = await this.find(orderNo);
    if (!row) throw refused(OrdersMessages.orderNotFound);
    if (row.status !== 'granted' && row.status !== 'paid') throw refused(`订单${ORDER_STATUS_TEXT[row.status as OrderStatus] ?? row.status}，无法退款`);
    const grants = this.ctx.services.find(RightsGrants);
    if (row.status === 'granted' && !grants) throw new BusinessError(500, '权益服务不可用，无法收回权益');
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable(ORDER_TABLE)
        .set({ status: 'refunded', refunded_at: now, updated_at: now })
        .where('order_no', '=', orderNo)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw refused('订单状态已变化，请重试');
      if (row.status === 'granted') await grants!.revoke(trx as Kysely<any>, { source: 'order', sourceId: orderNo, at: now });
    });
    return (await this.find(orderNo))!;
  }

  /**
   * 已支付 → 已开通 (the maintainer's CLI): a payment whose grant could not be applied (its plan was
   * withdrawn, or membership's grants were not there) is granted once that is mended: the state
   * change and the grant in one transaction, as the notification does.
   */
  async grantPaid(orderNo: string): Promise<OrderRow> {
    const row = await this.find(orderNo);
    if (!row) throw refused(OrdersMessages.orderNotFound);
    if (row.status !== 'paid') throw refused(`订单${ORDER_STATUS_TEXT[row.status as OrderStatus] ?? row.status}，只有已支付的订单可以补开通`);
    const plan = planById(row.plan_id);
    if (!plan) throw refused('套餐已下架，无法开通');
    const grants = this.ctx.services.find(RightsGrants);
    if (!grants) throw new BusinessError(500, '权益服务不可用，无法开通');
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable(ORDER_TABLE)
        .set({ status: 'granted', granted_at: now, updated_at: now })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'paid')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) throw refused('订单状态已变化，请重试');
      const granted = await grants.grant(trx as Kysely<any>, { globalId: row.global_id, planId: plan.id, source: 'order', sourceId: orderNo, at: now });
      await trx.updateTable(ORDER_TABLE).set({ granted_rights: JSON.stringify(granted.rights) }).where('order_no', '=', orderNo).execute();
    });
    return (await this.find(orderNo))!;
  }

  /** 申请发票: once per granted order of the member. */
  async requestInvoice(globalId: string, request: InvoiceRequest): Promise<OrderRow> {
    const row = await this.own(globalId, request.orderNo);
    if (row.status !== 'granted') throw refused(OrdersMessages.invoiceNotGranted);
    const problem = invoiceProblem(request);
    if (problem) throw new BusinessError(OrdersCodes.invalid, problem);
    const company = request.titleType === 'company';
    try {
      await this.db
        .insertInto(INVOICE_TABLE)
        .values({
          order_no: row.order_no,
          global_id: globalId,
          title_type: company ? 'company' : 'personal',
          title: request.title.trim(),
          tax_no: company ? (request.taxNo ?? '').trim().toUpperCase() : null,
          email: request.email.trim(),
          status: 'requested',
          requested_at: this.clock(),
          issued_at: null,
          anonymised_at: null,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw refused(OrdersMessages.invoiceExists);
      throw error;
    }
    return row;
  }

  /**
   * An account is being deleted (AccountLifecycle.deleting, in the deletion's transaction): its
   * invoices lose the e-mail and, for a personal invoice, the person's name; a company's title and
   * tax number stay (they name a company, not a person). The orders stay: they are the ledger.
   */
  async anonymise(trx: Kysely<any>, globalId: string, at: number): Promise<void> {
    const db = ordersDb(trx);
    await db.updateTable(INVOICE_TABLE).set({ email: '', anonymised_at: at }).where('global_id', '=', globalId).execute();
    await db.updateTable(INVOICE_TABLE).set({ title: '（已注销）' }).where('global_id', '=', globalId).where('title_type', '=', 'personal').execute();
    // The payer's Alipay identifiers (buyer_id, buyer_logon_id: a masked phone or e-mail) leave the
    // stored notifications of the account's orders; amounts, numbers and states stay.
    const notes = await db
      .selectFrom(NOTIFICATION_TABLE)
      .select(['id', 'payload'])
      .where('order_no', 'in', db.selectFrom(ORDER_TABLE).select('order_no').where('global_id', '=', globalId))
      .execute();
    for (const note of notes) {
      const payload = withoutPayer(note.payload);
      if (payload !== note.payload) await db.updateTable(NOTIFICATION_TABLE).set({ payload }).where('id', '=', note.id).execute();
    }
  }
}
