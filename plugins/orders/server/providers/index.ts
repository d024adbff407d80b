import type { PaymentProviderId } from '../../shared/contract';
import { AlipayProvider, alipayConfigFrom, type ResultUrl } from './alipay';
import { SandboxKeys, SandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type { PaymentProvider, PayableOrder, VerifiedNotification, RefusedNotification } from './types';
export { AlipayProvider, alipayConfigFrom, type AlipayConfig } from './alipay';
export { SandboxKeys, SandboxProvider, SandboxPaths, SANDBOX_APP_ID, sandboxPaidNotification } from './sandbox';
export { notificationSignContent, signNotification } from './notification-signature';

export interface ProviderChoice {
  /** The provider members pay with here, or null (no online payment: the hotline). */
  readonly provider: PaymentProvider | null;
  /** Why the configured provider is not used (logged at start), if it is not. */
  readonly problem?: string;
}

/**
 * The payment provider, from PAYMENT_PROVIDER:
 * - `alipay`: Alipay's web payment (ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, SITE_URL…);
 *   a missing or wrong value leaves online payment off, with the reason logged;
 * - unset or `sandbox`: the development sandbox, only with the development tools on (DEV_TOOLS=1,
 *   never in production); otherwise no provider;
 * - `none`: no online payment.
 */
export function choosePaymentProvider(options: {
  readonly env: NodeJS.ProcessEnv;
  readonly devTools: boolean;
  readonly sandboxKeys: SandboxKeys;
  readonly resultUrl: ResultUrl;
}): ProviderChoice {
  const asked = (options.env.PAYMENT_PROVIDER ?? '').trim().toLowerCase();
  if (asked === 'alipay') {
    const read = alipayConfigFrom(options.env);
    if ('problem' in read) return { provider: null, problem: `支付宝配置有误：${read.problem}` };
    return { provider: new AlipayProvider(read.config, options.resultUrl) };
  }
  if (asked === '' || asked === 'sandbox') {
    if (options.devTools) return { provider: new SandboxProvider(options.sandboxKeys) };
    return asked === 'sandbox' ? { provider: null, problem: '模拟支付只在开发环境（DEV_TOOLS=1）可用' } : { provider: null };
  }
  if (asked === 'none' || asked === 'off') return { provider: null };
  return { provider: null, problem: `PAYMENT_PROVIDER=${asked.slice(0, 20)} 不是可用的支付渠道（alipay、sandbox、none）` };
}

export function isPaymentProviderId(value: string): value is PaymentProviderId {
  return value === 'sandbox' || value === 'alipay';
}
