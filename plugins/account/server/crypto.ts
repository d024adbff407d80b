import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { EncryptedPayload } from '../shared/contract';
import type { AccountDb } from './tables';
import { randomId } from './tokens';

/**
 * The login payload encryption ("an RSA-wrapped one-time key", README.md "Login payloads"): the browser
 * makes a one-time AES-256-GCM key, encrypts the JSON with it (WebCrypto appends the 16-byte tag
 * to the ciphertext) and wraps the key with the server's RSA-OAEP (SHA-256) public key.
 */

/** A payload that cannot be decrypted or read; answered with HTTP 400 and this Chinese message. */
export class PayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayloadError';
  }
}

const BAD_PAYLOAD = '请求参数错误：加密数据无法解密';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;
const MAX_DATA_BYTES = 16 * 1024;

/** Lenient base64 (standard or url alphabet; a `+` turned into a space by form decoding is restored). */
function fromBase64(value: unknown, field: string): Buffer {
  if (typeof value !== 'string' || value.length === 0) throw new PayloadError(`请求参数错误：${field} 不能为空`);
  const text = value.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new PayloadError(`请求参数错误：${field} 不是有效的 Base64 数据`);
  return Buffer.from(text, 'base64');
}

/**
 * Decrypts an EncryptedPayload with the server's private key and parses the JSON inside.
 * Throws a PayloadError (Chinese message) for anything malformed or undecryptable.
 */
export function decryptPayload(privateKey: KeyObject | string, payload: Pick<EncryptedPayload, 'key' | 'iv' | 'data'>): unknown {
  const wrapped = fromBase64(payload.key, 'key');
  const iv = fromBase64(payload.iv, 'iv');
  const data = fromBase64(payload.data, 'data');
  if (iv.length !== IV_BYTES) throw new PayloadError('请求参数错误：iv 长度不正确');
  if (data.length <= TAG_BYTES || data.length > MAX_DATA_BYTES) throw new PayloadError('请求参数错误：data 长度不正确');

  let aesKey: Buffer;
  try {
    aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
  } catch {
    throw new PayloadError(BAD_PAYLOAD);
  }
  if (aesKey.length !== AES_KEY_BYTES) throw new PayloadError(BAD_PAYLOAD);

  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new PayloadError(BAD_PAYLOAD);
  }
  try {
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    throw new PayloadError('请求参数错误：加密数据格式不正确');
  }
}

export interface PublicKeyInfo {
  /** base64 of the SPKI DER of the RSA public key (WebCrypto `importKey('spki', …)`). */
  key: string;
  keyId: string;
}

const SLOT = 'rsa-oaep-256';
const generate = promisify(generateKeyPair);

/**
 * The server's RSA-OAEP key pair: made on first use and kept in the database (table
 * account_server_key), so every instance of the site uses the same key. The first instance to
 * insert it wins; the others read the stored one.
 */
export class ServerKeys {
  private loaded: Promise<{ info: PublicKeyInfo; privateKey: KeyObject }> | null = null;

  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
  ) {}

  async publicKey(): Promise<PublicKeyInfo> {
    return (await this.load()).info;
  }

  /** Decrypts a payload made with the current key; a stale keyId is refused. */
  async decrypt(payload: EncryptedPayload): Promise<unknown> {
    const { info, privateKey } = await this.load();
    if (typeof payload.keyId === 'string' && payload.keyId !== '' && payload.keyId !== info.keyId) {
      throw new PayloadError('请求参数错误：加密密钥已更新，请刷新页面后重试');
    }
    return decryptPayload(privateKey, payload);
  }

  private load() {
    this.loaded ??= this.loadOrCreate().catch((err: unknown) => {
      this.loaded = null;
      throw err;
    });
    return this.loaded;
  }

  private async loadOrCreate() {
    let row = await this.db.selectFrom('account_server_key').selectAll().where('slot', '=', SLOT).executeTakeFirst();
    if (!row) {
      const pair = await generate('rsa', {
        modulusLength: 2048,
        publicExponent: 0x10001,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await this.db
        .insertInto('account_server_key')
        .values({
          slot: SLOT,
          key_id: `k${randomId(8)}`,
          public_key: pair.publicKey.toString('base64'),
          private_key: pair.privateKey,
          created_at: this.now(),
        })
        .onConflict((oc) => oc.column('slot').doNothing())
        .execute();
      row = await this.db.selectFrom('account_server_key').selectAll().where('slot', '=', SLOT).executeTakeFirstOrThrow();
    }
    return {
      info: { key: row.public_key, keyId: row.key_id },
      privateKey: createPrivateKey(row.private_key),
    };
  }
}
