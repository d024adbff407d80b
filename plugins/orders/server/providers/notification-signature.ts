import { createSign } from 'node:crypto';

/**
 * Alipay's signature of an asynchronous notification, as Alipay computes it (and its SDK's
 * checkNotifySign verifies it): every parameter but `sign` and `sign_type`, with a value, sorted by
 * name, joined as `k=v&k=v` (values not encoded), signed RSA-SHA256 (RSA2) with the sender's
 * private key, base64. The development sandbox signs its notifications with it; the tests sign
 * Alipay fixtures with it.
 */
export function notificationSignContent(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** The parameters with `sign_type` RSA2 and their `sign` added. */
export function signNotification(params: Readonly<Record<string, string>>, privateKeyPem: string): Record<string, string> {
  const signer = createSign('RSA-SHA256');
  signer.update(notificationSignContent(params), 'utf8');
  return { ...params, sign_type: 'RSA2', sign: signer.sign(privateKeyPem, 'base64') };
}
