import { randomBytes, webcrypto } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { encryptPayload } from '@plugins/account/client/crypto';
import { AccountPaths } from '@plugins/account/shared/contract';
import type { Random } from '@plugins/cost-data/server/generator/random';
import { describe as describeValue, FORM_TYPE, type FuzzCase } from './cases';
import type { FuzzRoute } from './site';
import { HOSTILE_TEXT, propertiesOf, type Schema } from './values';

/** Whether a route takes the encrypted payload (`key`, `iv`, `data`) in its body. */
export function takesEncryptedPayload(route: FuzzRoute): boolean {
  const names = new Set(propertiesOf((route.schema as Record<string, Schema> | undefined)?.body).map(([name]) => name));
  return names.has('key') && names.has('iv') && names.has('data');
}

function nonce(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Cases for the routes that take the encrypted login payload: the payload sealed with the site's
 * real public key, as the browser seals it, so that the request gets past decryption, with
 * hostile values inside (wrong types, huge, NUL bytes, stale or non-finite timestamps, reused
 * nonces), and valid seals tampered with (truncated data, another IV or key id).
 */
export async function encryptedCases(app: FastifyInstance, route: FuzzRoute, rng: Random, baseUrl: string): Promise<FuzzCase[]> {
  const keyRes = await app.inject({ method: 'GET', url: AccountPaths.publicKey, remoteAddress: '10.252.0.1' });
  const { key, keyId } = (keyRes.json() as { data: { key: string; keyId: string } }).data;
  const subtle = webcrypto.subtle as SubtleCrypto;
  const now = Date.now();
  const valid = { username: 'demo_user', password: 'Wrong@2026', keepLogin: true, timestamp: now, nonce: nonce() };
  const inner: Array<[string, unknown]> = [
    ['payload not an object', ['demo_user']],
    ['payload null', null],
    ['payload string', 'demo_user'],
    ['payload deep', JSON.parse('['.repeat(2000) + ']'.repeat(2000)) as unknown],
  ];
  const fields: Record<string, unknown[]> = {
    username: [null, 123, {}, [], '', ' ', 'x'.repeat(5000), "%_'\";--", 'a\u0000b', 'DEMO_USER ', '😀', rng.pick(HOSTILE_TEXT)],
    password: [null, 123, {}, '', 'x'.repeat(200_000), 'a\u0000b'],
    timestamp: ['Infinity', Number.MAX_VALUE, -1, '', null, '9999999999999999', [], now - 86_400_000, String(now)],
    nonce: [null, '', 'n'.repeat(200), '../../..', 123, `${'n'.repeat(16)}\u0000`, valid.nonce],
    keepLogin: ['yes', {}, 1e300, null],
    validateData: [{}, [], 'garbage', 'v'.repeat(5000)],
  };
  for (const [field, values] of Object.entries(fields)) {
    for (const value of values) {
      // A nonce of its own for each case, unless the nonce is what the case is about (the last
      // `nonce` value reuses the first payload's: a replay).
      inner.push([`encrypted ${field}=${describeValue(value)}`, { ...valid, nonce: nonce(), [field]: value }]);
    }
  }
  inner.push(['encrypted replayed nonce', valid]);
  inner.push(['encrypted replayed nonce again', valid]);
  const cases: FuzzCase[] = [];
  const url = baseUrl.replace(/([?&])type=[^&]*/, '$1type=auth');
  for (const [name, payload] of inner) {
    const sealed = await encryptPayload(key, keyId, payload, subtle);
    cases.push(formCase(name, route.method, url, { ...sealed }));
  }
  // Valid seals, tampered with.
  const sealed = await encryptPayload(key, keyId, { ...valid, nonce: nonce() }, subtle);
  const other = await encryptPayload(key, keyId, { ...valid, nonce: nonce() }, subtle);
  const tampered: Array<[string, Record<string, string>]> = [
    ['encrypted data truncated', { ...sealed, data: sealed.data.slice(0, -8) }],
    ['encrypted IV of another payload', { ...sealed, iv: other.iv }],
    ['encrypted key of another payload', { ...sealed, key: other.key }],
    ['encrypted unknown key id', { ...sealed, keyId: 'no-such-key' }],
    ['encrypted without key id', { key: sealed.key, iv: sealed.iv, data: sealed.data }],
    ['encrypted data not base64', { ...sealed, data: '%%%not-base64%%%' }],
  ];
  for (const [name, body] of tampered) cases.push(formCase(name, route.method, url, body));
  return cases;
}

function formCase(name: string, method: string, url: string, body: Record<string, string>): FuzzCase {
  return {
    name,
    method,
    url,
    headers: { accept: 'application/json, text/plain, */*', 'content-type': FORM_TYPE },
    payload: new URLSearchParams(body).toString(),
  };
}
