import type { PlanId, VipPlan } from '@plugins/membership/shared/plans';

export { ordersRoutes } from './routes';

/**
 * The HTTP contract of the orders plugin: VIP plans bought online. An order is created for a plan,
 * paid at a payment provider (the development sandbox or Alipay), confirmed by the provider's
 * signed asynchronous notification, which grants the plan's rights in the same transaction.
 * All answers in the envelope except the notification (the provider's plain-text protocol).
 */
export const OrdersPaths = {
  /** GET (public) → OrderCatalogue */
  plans: '/pb/orders/plans',
  /** POST JSON { planId } (login) → CreatedOrder */
  create: '/pb/orders/create',
  /** POST JSON { orderNo } (login; own 待支付 order) → CreatedOrder (pay it again: a fresh payUrl) */
  pay: '/pb/orders/pay',
  /** POST JSON { orderNo } (login; own 待支付 order) → OrderView (已取消) */
  cancel: '/pb/orders/cancel',
  /** POST JSON { orderNo } (login; own order) → OrderView */
  detail: '/pb/orders/detail',
  /** POST JSON { pageNum, pageSize, status? } (login) → OrderPage (newest first) */
  list: '/pb/orders/list',
  /** POST JSON InvoiceRequest (login; own 已开通 order, once) → OrderView (with its invoice) */
  invoice: '/pb/orders/invoice',
  /** POST form (public; the provider's signed notification) → text `success` / `fail`. `:provider` is sandbox or alipay. */
  notify: '/pb/orders/notify/:provider',
} as const;

export type OrderStatus = 'pending' | 'paid' | 'granted' | 'cancelled' | 'closed' | 'refunded';

/** The words of the states: 待支付 → 已支付 → 已开通, or 已取消 / 已关闭 / 已退款. */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  pending: '待支付',
  paid: '已支付',
  granted: '已开通',
  cancelled: '已取消',
  closed: '已关闭',
  refunded: '已退款',
};

/** An unpaid order closes this long after it was created. */
export const ORDER_PAY_MINUTES = 30;

export type PaymentProviderId = 'sandbox' | 'alipay';

export interface OrderCatalogue {
  plans: readonly VipPlan[];
  /** How members can pay here; `available` false: no provider is configured (the hotline instead). */
  payment: { available: boolean; provider: PaymentProviderId | null; label: string | null };
}

export interface CreatedOrder {
  order: OrderView;
  /** Where the browser goes to pay (the sandbox 收银台 or the provider's page). */
  payUrl: string;
}

export interface GrantedRightView {
  right: string;
  /** 单项工程指标VIP … */
  label: string;
  from: number;
  until: number;
}

export interface InvoiceView {
  titleType: 'personal' | 'company';
  title: string;
  taxNo: string | null;
  email: string;
  /** 已申请 (requested: the finance team issues it) */
  status: 'requested' | 'issued';
  requestedAt: number;
}

export interface OrderView {
  orderNo: string;
  planId: PlanId;
  /** 全站通VIP（年度） */
  planName: string;
  amountFen: number;
  /** '398.00' */
  amount: string;
  status: OrderStatus;
  statusText: string;
  provider: PaymentProviderId | null;
  createdAt: number;
  /** When a 待支付 order closes. */
  payDeadline: number;
  paidAt: number | null;
  grantedAt: number | null;
  closedAt: number | null;
  /** What the order granted (已开通), with the new expiries. */
  rights: readonly GrantedRightView[];
  invoice: InvoiceView | null;
}

export interface OrderPage {
  total: number;
  list: OrderView[];
}

export interface InvoiceRequest {
  orderNo: string;
  titleType: 'personal' | 'company';
  /** 个人: the person's name; 企业: the company's full name (2–100). */
  title: string;
  /** 企业: 统一社会信用代码 (18 characters); 个人: omitted. */
  taxNo?: string;
  email: string;
}

export const INVOICE_TITLE_MAX = 100;
export const INVOICE_EMAIL_MAX = 100;
/** 统一社会信用代码: 18 characters of digits and capital letters (no I, O, Z, S, V). */
export const TAX_NO_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
