/** Test doubles of the orders API and the payment redirect, over the contract's shapes. */
import { VIP_PLANS, fenToYuan, planById, type PlanId } from '@plugins/membership/shared/plans';
import { ORDER_STATUS_TEXT, type CreatedOrder, type InvoiceRequest, type OrderCatalogue, type OrderPage, type OrderStatus, type OrderView } from '@plugins/orders/shared/contract';
import type { HeldRight, OrdersApi, PaymentRedirect } from '@plugins/orders/client/tokens';

export const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 10, 24, 4, 0, 0);

export function view(orderNo: string, planId: PlanId, status: OrderStatus, extra: Partial<OrderView> = {}): OrderView {
  const plan = planById(planId)!;
  return {
    orderNo,
    planId,
    planName: `${plan.name}（${plan.periodLabel}）`,
    amountFen: plan.priceFen,
    amount: fenToYuan(plan.priceFen),
    status,
    statusText: ORDER_STATUS_TEXT[status],
    provider: 'sandbox',
    createdAt: NOW,
    payDeadline: NOW + 30 * 60_000,
    paidAt: null,
    grantedAt: null,
    closedAt: null,
    rights: [],
    invoice: null,
    ...extra,
  };
}

export class FakeApi implements OrdersApi {
  available = true;
  held: HeldRight[] = [];
  calls: string[] = [];
  /** The answers of detail, in order (the last one repeats). */
  details: OrderView[] = [];
  orders: OrderView[] = [];
  failCreate: string | null = null;

  async catalogue(): Promise<OrderCatalogue> {
    this.calls.push('catalogue');
    return {
      plans: VIP_PLANS,
      payment: this.available ? { available: true, provider: 'sandbox', label: '模拟支付（开发环境）' } : { available: false, provider: null, label: null },
    };
  }
  async create(planId: PlanId): Promise<CreatedOrder> {
    this.calls.push(`create ${planId}`);
    if (this.failCreate) throw new Error(this.failCreate);
    return { order: view('VIP1', planId, 'pending'), payUrl: `/pay/sandbox/cashier?orderNo=VIP1` };
  }
  async pay(orderNo: string): Promise<CreatedOrder> {
    this.calls.push(`pay ${orderNo}`);
    return { order: view(orderNo, 'site.month', 'pending'), payUrl: `/pay/sandbox/cashier?orderNo=${orderNo}` };
  }
  async cancel(orderNo: string): Promise<OrderView> {
    this.calls.push(`cancel ${orderNo}`);
    const cancelled = view(orderNo, 'site.month', 'cancelled', { closedAt: NOW + 60_000 });
    this.orders = this.orders.map((o) => (o.orderNo === orderNo ? cancelled : o));
    return cancelled;
  }
  async detail(orderNo: string): Promise<OrderView> {
    this.calls.push(`detail ${orderNo}`);
    const next = this.details.length > 1 ? this.details.shift()! : this.details[0];
    if (!next) throw new Error('订单不存在');
    return next;
  }
  async list(query: { pageNum: number; pageSize: number }): Promise<OrderPage> {
    this.calls.push(`list ${query.pageNum}/${query.pageSize}`);
    const start = (query.pageNum - 1) * query.pageSize;
    return { total: this.orders.length, list: this.orders.slice(start, start + query.pageSize) };
  }
  async invoice(request: InvoiceRequest): Promise<OrderView> {
    this.calls.push(`invoice ${request.orderNo} ${request.titleType} ${request.title} ${request.taxNo ?? '-'} ${request.email}`);
    const order = this.orders.find((o) => o.orderNo === request.orderNo)!;
    const done = { ...order, invoice: { titleType: request.titleType, title: request.title, taxNo: request.taxNo ?? null, email: request.email, status: 'requested' as const, requestedAt: NOW } };
    this.orders = this.orders.map((o) => (o.orderNo === request.orderNo ? done : o));
    return done;
  }
  async heldRights(): Promise<HeldRight[]> {
    this.calls.push('heldRights');
    return this.held;
  }
  async reloadUser(): Promise<void> {
    this.calls.push('reloadUser');
  }
}

export class FakeRedirect implements PaymentRedirect {
  urls: string[] = [];
  go(url: string): void {
    this.urls.push(url);
  }
}

