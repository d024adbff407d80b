import type { PaymentProviderId } from '../../shared/contract';

/** What a provider needs of an order to send the member to pay it. */
export interface PayableOrder {
  readonly orderNo: string;
  /** 全站通VIP（年度）: the subject shown at the provider. */
  readonly planName: string;
  readonly amountFen: number;
  /** After this moment the order no longer takes a payment (it closes here). */
  readonly payDeadline: number;
}

/** A notification the provider vouched for: its signature and its app id were right. */
export interface VerifiedNotification {
  readonly verified: true;
  /** out_trade_no: our order number. */
  readonly orderNo: string;
  /** trade_no: the provider's own number of the payment. */
  readonly tradeNo: string;
  /** total_amount as sent, in yuan ('398.00'). */
  readonly amount: string;
  /** trade_status as sent. */
  readonly tradeStatus: string;
  /** Whether the trade status says the money was taken (TRADE_SUCCESS / TRADE_FINISHED). */
  readonly paid: boolean;
}

/** A notification refused before anything else is read: why (recorded with it). */
export interface RefusedNotification {
  readonly verified: false;
  /** 签名无效 … (recorded, never shown to the sender) */
  readonly reason: string;
}

/**
 * A payment provider: where the member pays, and what its signed asynchronous notification says.
 * Implementations: the development sandbox (sandbox.ts) and Alipay's web payment (alipay.ts).
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** 支付宝 / 模拟支付（开发环境）: what the order page says the member pays with. */
  readonly label: string;
  /** The address the browser goes to, to pay the order. */
  createPayment(order: PayableOrder): Promise<string>;
  /** Checks a notification's signature and app id (the form as posted, every value a string). */
  verifyNotification(form: Readonly<Record<string, string>>): Promise<VerifiedNotification | RefusedNotification>;
}

/** The trade states of Alipay's notifications (the sandbox sends the same) that mean "paid". */
export const PAID_TRADE_STATUSES: ReadonlySet<string> = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** A moment in China Standard Time as `yyyy-MM-dd HH:mm:ss` (Alipay's time format). */
export function chinaTime(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
