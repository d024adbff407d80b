import type { Kysely } from 'kysely';
import type { PaymentProviderId } from '../shared/contract';

/** The orders plugin's tables (every name starts with `orders_`). */
export const ORDER_TABLE = 'orders_orders';
export const NOTIFICATION_TABLE = 'orders_notifications';
export const INVOICE_TABLE = 'orders_invoices';
export const SANDBOX_KEY_TABLE = 'orders_sandbox_keys';

/** One order: a member buying one plan once. Times are ms since the epoch. */
export interface OrderRow {
  order_no: string;
  global_id: string;
  plan_id: string;
  /** The plan's name and period when ordered (全站通VIP（年度）). */
  plan_name: string;
  /** The price when ordered, in fen (from the price sheet, never from the client). */
  amount_fen: number;
  days: number;
  /** pending | paid | granted | cancelled | closed | refunded */
  status: string;
  /** The provider the order was (last) sent to pay at. */
  provider: string | null;
  /** The provider's trade number (支付宝交易号), from the paid notification. */
  trade_no: string | null;
  created_at: number;
  pay_deadline: number;
  paid_at: number | null;
  granted_at: number | null;
  /** When it was cancelled (已取消) or closed (已关闭). */
  closed_at: number | null;
  refunded_at: number | null;
  /** JSON of the rights the grant gave ({ right, from, until }[]), for the order's page. */
  granted_rights: string | null;
  updated_at: number;
}

/** Every notification received, verified or not (the record of what providers sent). */
export interface NotificationRow {
  id: string;
  provider: string;
  order_no: string | null;
  trade_no: string | null;
  trade_status: string | null;
  total_amount: string | null;
  /** 1 when the signature and the app id were right. */
  verified: number;
  /** granted | repeated | ignored | refused | error: what the handler did with it. */
  outcome: string;
  /** Why (signature, app_id, amount, unknown order, trade status…). */
  detail: string;
  /** The form as received (JSON, at most NOTIFICATION_PAYLOAD_MAX characters). */
  payload: string;
  remote_address: string;
  received_at: number;
}

/** The invoice requested for a granted order (one per order), for the finance team. */
export interface InvoiceRow {
  order_no: string;
  global_id: string;
  /** personal | company */
  title_type: string;
  title: string;
  tax_no: string | null;
  email: string;
  /** requested | issued */
  status: string;
  requested_at: number;
  issued_at: number | null;
  /** Set when the member's account was deleted (the e-mail and a personal title are blanked). */
  anonymised_at: number | null;
}

/** The development sandbox's signing key pair (PEM), made at its first start. */
export interface SandboxKeyRow {
  id: string;
  private_key: string;
  public_key: string;
  created_at: number;
}

export interface OrdersTables {
  [ORDER_TABLE]: OrderRow;
  [NOTIFICATION_TABLE]: NotificationRow;
  [INVOICE_TABLE]: InvoiceRow;
  [SANDBOX_KEY_TABLE]: SandboxKeyRow;
}

export type OrdersDb = Kysely<OrdersTables>;

export function ordersDb(db: Kysely<any>): OrdersDb {
  return db as OrdersDb;
}

export function isProviderId(value: string | null): value is PaymentProviderId {
  return value === 'sandbox' || value === 'alipay';
}
