import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { fenToYuan } from '@plugins/membership/shared/plans';
import { chinaTime, PAID_TRADE_STATUSES, type PaymentProvider, type PayableOrder, type RefusedNotification, type VerifiedNotification } from './types';

/** Alipay's production gateway (ALIPAY_GATEWAY replaces it, e.g. with the open platform's sandbox). */
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** What Alipay's web payment needs (read from the environment by `alipayConfigFrom`). */
export interface AlipayConfig {
  /** The application's APPID on the open platform. */
  readonly appId: string;
  /** The application's private key (PEM, or the base64 body the key tool writes; PKCS#1 or PKCS#8). */
  readonly privateKey: string;
  /** Alipay's public key (支付宝公钥), PEM or base64: it verifies the notifications. */
  readonly alipayPublicKey: string;
  readonly gateway: string;
  /** Where Alipay posts the asynchronous notification (public, https in production). */
  readonly notifyUrl: string;
  /** The site's public origin: the browser comes back to its /order/result. */
  readonly siteUrl: string;
  /** The merchant's seller id (2088…): when set, a notification for another seller is refused. */
  readonly sellerId?: string;
}

/** Environment values written on one line keep their line breaks as `\n`. */
function envText(value: string | undefined): string {
  return (value ?? '').replace(/\\n/g, '\n').trim();
}

/** A key in PEM, or the bare base64 of its DER body (what Alipay's key tool shows). */
function readKey(text: string, kind: 'private' | 'public'): KeyObject {
  if (text.includes('-----BEGIN')) return kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  if (kind === 'public') return createPublicKey({ key: der, format: 'der', type: 'spki' });
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/**
 * Alipay's configuration from the environment (PAYMENT_PROVIDER=alipay): ALIPAY_APP_ID,
 * ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, SITE_URL (or ALIPAY_NOTIFY_URL for the notification
 * address alone), optional ALIPAY_GATEWAY and ALIPAY_SELLER_ID. Either the configuration or the
 * Chinese sentence saying what is missing or wrong.
 */
export function alipayConfigFrom(env: NodeJS.ProcessEnv): { config: AlipayConfig } | { problem: string } {
  const appId = envText(env.ALIPAY_APP_ID);
  const privateKey = envText(env.ALIPAY_PRIVATE_KEY);
  const alipayPublicKey = envText(env.ALIPAY_PUBLIC_KEY);
  const siteUrl = envText(env.SITE_URL).replace(/\/+$/, '');
  const missing = [
    ['ALIPAY_APP_ID', appId],
    ['ALIPAY_PRIVATE_KEY', privateKey],
    ['ALIPAY_PUBLIC_KEY', alipayPublicKey],
    ['SITE_URL', siteUrl],
  ].filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0) return { problem: `缺少 ${missing.join('、')}` };
  if (!/^\d{6,32}$/.test(appId)) return { problem: 'ALIPAY_APP_ID 应为支付宝开放平台的应用 APPID（数字）' };
  try {
    readKey(privateKey, 'private');
  } catch {
    return { problem: 'ALIPAY_PRIVATE_KEY 不是有效的 RSA 私钥' };
  }
  try {
    readKey(alipayPublicKey, 'public');
  } catch {
    return { problem: 'ALIPAY_PUBLIC_KEY 不是有效的支付宝公钥' };
  }
  const urls = { SITE_URL: siteUrl, ALIPAY_NOTIFY_URL: envText(env.ALIPAY_NOTIFY_URL), ALIPAY_GATEWAY: envText(env.ALIPAY_GATEWAY) };
  for (const [name, value] of Object.entries(urls)) {
    if (value && !/^https?:\/\/[^\s/]+/i.test(value)) return { problem: `${name} 应为 http(s):// 开头的地址` };
  }
  return {
    config: {
      appId,
      privateKey,
      alipayPublicKey,
      siteUrl,
      gateway: urls.ALIPAY_GATEWAY || ALIPAY_GATEWAY,
      notifyUrl: urls.ALIPAY_NOTIFY_URL || `${siteUrl}/pb/orders/notify/alipay`,
      sellerId: envText(env.ALIPAY_SELLER_ID) || undefined,
    },
  };
}

/** The result page an order's payment returns to (`/order/result?orderNo=`). */
export type ResultUrl = (orderNo: string) => string;

/**
 * Alipay's web payment (电脑网站支付, alipay.trade.page.pay) through its official SDK: the pay
 * address is the SDK's signed GET address of the gateway; a notification is checked with the
 * SDK's checkNotifySignV2 against Alipay's public key, then its app id (and seller id when set).
 */
export class AlipayProvider implements PaymentProvider {
  readonly id = 'alipay' as const;
  readonly label = '支付宝';
  private readonly sdk: AlipaySdk;

  constructor(
    private readonly config: AlipayConfig,
    private readonly resultUrl: ResultUrl,
  ) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      // The SDK takes PKCS#8 or PKCS#1 by a flag: hand it PKCS#8 whatever the key tool wrote.
      privateKey: readKey(config.privateKey, 'private').export({ type: 'pkcs8', format: 'pem' }).toString(),
      keyType: 'PKCS8',
      alipayPublicKey: readKey(config.alipayPublicKey, 'public').export({ type: 'spki', format: 'pem' }).toString(),
      gateway: config.gateway,
      signType: 'RSA2',
    });
  }

  async createPayment(order: PayableOrder): Promise<string> {
    return this.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      bizContent: {
        outTradeNo: order.orderNo,
        productCode: 'FAST_INSTANT_TRADE_PAY',
        totalAmount: fenToYuan(order.amountFen),
        subject: order.planName,
        // Alipay takes no payment after the moment the order closes here.
        timeExpire: chinaTime(order.payDeadline),
      },
      notifyUrl: this.config.notifyUrl,
      returnUrl: `${this.config.siteUrl}${this.resultUrl(order.orderNo)}`,
    });
  }

  async verifyNotification(form: Readonly<Record<string, string>>): Promise<VerifiedNotification | RefusedNotification> {
    let valid = false;
    try {
      valid = this.sdk.checkNotifySignV2({ ...form });
    } catch {
      valid = false;
    }
    if (!valid) return { verified: false, reason: '签名无效' };
    if (form.app_id !== this.config.appId) return { verified: false, reason: `app_id 不符（${String(form.app_id ?? '').slice(0, 40)}）` };
    if (this.config.sellerId && form.seller_id !== this.config.sellerId) return { verified: false, reason: 'seller_id 不符' };
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
