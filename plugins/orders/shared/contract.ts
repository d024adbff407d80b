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

/** The envelope codes of the orders endpoints (kernel/core/status-codes.ts: each shows its businessMsg). */
export const OrdersCodes = {
  /** A field rule failed (plan, invoice fields). */
  invalid: 400,
  /** No payment provider is configured here: pay through the hotline. */
  paymentUnavailable: 460,
  /** The order is not there, not the caller's, or not in a state that allows the request. */
  refused: 461,
} as const;

/** The Chinese messages of the orders endpoints (the client shows them as they are). */
export const OrdersMessages = {
  paymentUnavailable: '在线支付暂未开通，请联系客服开通',
  planUnknown: '套餐不存在，请重新选择',
  orderNotFound: '订单不存在',
  orderClosed: `订单超过${ORDER_PAY_MINUTES}分钟未支付，已自动关闭，请重新下单`,
  cannotPay: (status: OrderStatus) => `订单${ORDER_STATUS_TEXT[status]}，无需支付`,
  cannotCancel: (status: OrderStatus) => `订单${ORDER_STATUS_TEXT[status]}，无法取消`,
  cancelled: '订单已取消',
  invoiceNotGranted: '订单开通后才能申请发票',
  invoiceExists: '该订单已申请发票',
  invoiceRequested: '发票申请已提交，我们将在5个工作日内开具并发送至您的邮箱',
  invoiceTitlePersonal: '请填写个人姓名（2–100个字）',
  invoiceTitleCompany: '请填写企业全称（2–100个字）',
  invoiceTaxNo: '请填写正确的统一社会信用代码（18位数字或大写字母）',
  invoiceEmail: '请填写正确的电子邮箱',
} as const;

/** Largest page of the order list. */
export const ORDER_LIST_PAGE_SIZE_MAX = 50;

/** An e-mail address an invoice can be sent to (at most INVOICE_EMAIL_MAX characters). */
export const INVOICE_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/**
 * The invoice rules, shared by the dialog and the server: the first problem's message, or null.
 * The title is trimmed; the tax number is compared in capitals (what the server stores).
 */
export function invoiceProblem(request: Pick<InvoiceRequest, 'titleType' | 'title' | 'taxNo' | 'email'>): string | null {
  const title = request.title.trim();
  if (title.length < 2 || title.length > INVOICE_TITLE_MAX) {
    return request.titleType === 'company' ? OrdersMessages.invoiceTitleCompany : OrdersMessages.invoiceTitlePersonal;
  }
  if (request.titleType === 'company' && !TAX_NO_PATTERN.test((request.taxNo ?? '').trim().toUpperCase())) {
    return OrdersMessages.invoiceTaxNo;
  }
  const email = request.email.trim();
  if (email.length > INVOICE_EMAIL_MAX || !INVOICE_EMAIL_PATTERN.test(email)) return OrdersMessages.invoiceEmail;
  return null;
}
