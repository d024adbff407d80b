import { generateKeyPair, randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { AlipaySdk } from 'alipay-sdk';
import { fenToYuan } from '@plugins/membership/shared/plans';
import { SANDBOX_KEY_TABLE, type OrdersDb } from '../tables';
import { signNotification } from './notification-signature';
import { chinaTime, PAID_TRADE_STATUSES, type PaymentProvider, type PayableOrder, type RefusedNotification, type VerifiedNotification } from './types';

const generateRsa = promisify(generateKeyPair);

/** The sandbox's 收银台 and its two buttons (server-rendered; DEV_TOOLS=1, loopback only). */
export const SandboxPaths = {
  cashier: '/pay/sandbox/cashier',
  confirm: '/pay/sandbox/confirm',
  cancel: '/pay/sandbox/cancel',
} as const;

/** The app id the sandbox puts in its notifications (an Alipay-shaped number that no real app has). */
export const SANDBOX_APP_ID = '9021000000000001';
/** The sandbox's seller id (Alipay's 2088… partner number shape). */
export const SANDBOX_SELLER_ID = '2088000000000001';

const KEY_ID = 'sandbox';

export interface SandboxKeyPair {
  readonly privateKey: string;
  readonly publicKey: string;
}

/**
 * The sandbox's RSA key pair: made at its first use (2048 bits) and stored, so a notification
 * signed before a restart still verifies after it. Two first uses at once keep one pair.
 */
export class SandboxKeys {
  private pending: Promise<SandboxKeyPair> | null = null;

  constructor(
    private readonly db: OrdersDb,
    private readonly clock: () => number,
  ) {}

  get(): Promise<SandboxKeyPair> {
    this.pending ??= this.load().catch((error: unknown) => {
      this.pending = null;
      throw error;
    });
    return this.pending;
  }

  private async read(): Promise<SandboxKeyPair | null> {
    const row = await this.db.selectFrom(SANDBOX_KEY_TABLE).select(['private_key', 'public_key']).where('id', '=', KEY_ID).executeTakeFirst();
    return row ? { privateKey: row.private_key, publicKey: row.public_key } : null;
  }

  private async load(): Promise<SandboxKeyPair> {
    const stored = await this.read();
    if (stored) return stored;
    const pair = await generateRsa('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    try {
      await this.db
        .insertInto(SANDBOX_KEY_TABLE)
        .values({ id: KEY_ID, private_key: pair.privateKey, public_key: pair.publicKey, created_at: this.clock() })
        .execute();
      return pair;
    } catch (error) {
      // Another process stored its pair first: use that one.
      const winner = await this.read();
      if (winner) return winner;
      throw error;
    }
  }
}

/** 2026112422001… : a trade number shaped like Alipay's (date, then digits). */
function sandboxTradeNo(now: number): string {
  const day = chinaTime(now).slice(0, 10).replace(/-/g, '');
  let digits = '';
  for (let i = 0; i < 20; i++) digits += String(randomInt(10));
  return `${day}2200${digits}`.slice(0, 28);
}

/** The paid notification Alipay would send for this order, signed with the sandbox's key. */
export function sandboxPaidNotification(order: PayableOrder, keys: SandboxKeyPair, now: number): Record<string, string> {
  const amount = fenToYuan(order.amountFen);
  const time = chinaTime(now);
  return signNotification(
    {
      notify_time: time,
      notify_type: 'trade_status_sync',
      notify_id: `sandbox${now}${randomInt(1_000_000)}`,
      charset: 'utf-8',
      version: '1.0',
      app_id: SANDBOX_APP_ID,
      auth_app_id: SANDBOX_APP_ID,
      seller_id: SANDBOX_SELLER_ID,
      buyer_id: '2088102177846880',
      trade_no: sandboxTradeNo(now),
      out_trade_no: order.orderNo,
      subject: order.planName,
      trade_status: 'TRADE_SUCCESS',
      total_amount: amount,
      receipt_amount: amount,
      buyer_pay_amount: amount,
      invoice_amount: amount,
      point_amount: '0.00',
      gmt_create: time,
      gmt_payment: time,
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
    },
    keys.privateKey,
  );
}

/**
 * The development sandbox: the member "pays" on its 收银台 (`/pay/sandbox/cashier?orderNo=`),
 * which then sends the notification Alipay would send, signed the same way with the sandbox's
 * own key pair; it is verified here exactly as Alipay's are (the SDK's checkNotifySignV2).
 */
export class SandboxProvider implements PaymentProvider {
  readonly id = 'sandbox' as const;
  readonly label = '模拟支付（开发环境）';
  private verifier: Promise<AlipaySdk> | null = null;

  constructor(readonly keys: SandboxKeys) {}

  async createPayment(order: PayableOrder): Promise<string> {
    return `${SandboxPaths.cashier}?orderNo=${encodeURIComponent(order.orderNo)}`;
  }

  private sdk(): Promise<AlipaySdk> {
    this.verifier ??= this.keys.get().then(
      (pair) =>
        // The SDK checks notifications only; it never signs or sends anything for the sandbox.
        new AlipaySdk({ appId: SANDBOX_APP_ID, privateKey: pair.privateKey, keyType: 'PKCS8', alipayPublicKey: pair.publicKey, signType: 'RSA2' }),
    );
    this.verifier.catch(() => {
      this.verifier = null;
    });
    return this.verifier;
  }

  async verifyNotification(form: Readonly<Record<string, string>>): Promise<VerifiedNotification | RefusedNotification> {
    const sdk = await this.sdk();
    let valid = false;
    try {
      valid = sdk.checkNotifySignV2({ ...form });
    } catch {
      valid = false;
    }
    if (!valid) return { verified: false, reason: '签名无效' };
    if (form.app_id !== SANDBOX_APP_ID) return { verified: false, reason: 'app_id 不符' };
    const tradeStatus = form.trade_status ?? '';
    return {
      verified: true,
      orderNo: form.out_trade_no ?? '',
      tradeNo: form.trade_no ?? '',
      amount: form.total_amount ?? '',
      tradeStatus,
      paid: PAID_TRADE_STATUSES.has(tradeStatus),
    };
  }
}
