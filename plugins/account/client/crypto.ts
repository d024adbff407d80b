import type { RequestEncryptor } from '@kernel/client/http-client';
import type { EncryptedPayload } from '../shared/contract';

/**
 * The login payload encryption of the contract (EncryptedPayload): the JSON payload is sealed
 * with a one-time AES-256-GCM key and a 12-byte IV; the raw AES key is wrapped with the server's
 * RSA-OAEP (SHA-256) public key. Everything travels as base64. WebCrypto only.
 */

/** The server's public key as GET AccountPaths.publicKey answers it. */
export interface PublicKeyInfo {
  /** base64 of the SPKI (DER) encoding of the RSA public key */
  key: string;
  keyId: string;
  /** The server's clock when it answered (ms since the epoch), to date payloads by it. */
  serverTime?: number;
}

/** A random single-use nonce (16 bytes, base64url) for a login payload. */
export function randomNonce(): string {
  return toBase64(randomBytes(16)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function subtleOf(subtle?: SubtleCrypto): SubtleCrypto {
  const found = subtle ?? globalThis.crypto?.subtle;
  if (!found) throw new Error('当前浏览器不支持安全加密，请升级浏览器后重试');
  return found;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < view.length; i += CHUNK) {
    binary += String.fromCharCode(...view.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Imports a base64 SPKI RSA public key for RSA-OAEP with SHA-256 (wrapping only). */
export function importPublicKey(publicKeyB64: string, subtle?: SubtleCrypto): Promise<CryptoKey> {
  return subtleOf(subtle).importKey('spki', fromBase64(publicKeyB64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/**
 * Encrypts `payload` (as JSON) for the server: AES-256-GCM under a fresh key and IV (the 16-byte
 * tag at the end of `data`), the raw key wrapped with RSA-OAEP-256. `publicKey` is the base64
 * SPKI text or an already imported key.
 */
export async function encryptPayload(
  publicKey: string | CryptoKey,
  keyId: string,
  payload: unknown,
  subtle?: SubtleCrypto,
): Promise<EncryptedPayload> {
  const s = subtleOf(subtle);
  const rsaKey = typeof publicKey === 'string' ? await importPublicKey(publicKey, s) : publicKey;
  const aesKey = await s.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = randomBytes(12);
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const sealed = await s.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aesKey, plain);
  const rawKey = await s.exportKey('raw', aesKey);
  const wrapped = await s.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return { key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(sealed), keyId };
}

/**
 * The kernel's RequestEncryptor: `http.post(path, data, { encrypt: true })` sends the fields of
 * EncryptedPayload instead of `data`. The public key is fetched once per page load (a failed
 * fetch is retried on the next call) and imported once. Every payload carries `timestamp` (by
 * the server's clock: the device's own may be wrong) and a fresh `nonce`: the server refuses a
 * replayed or stale payload.
 */
export class WebCryptoRequestEncryptor implements RequestEncryptor {
  private key: Promise<{ key: CryptoKey; keyId: string; offset: number }> | null = null;

  constructor(
    private readonly loadPublicKey: () => Promise<PublicKeyInfo>,
    private readonly subtle?: SubtleCrypto,
  ) {}

  async encrypt(data: Record<string, unknown>): Promise<Record<string, string>> {
    const { key, keyId, offset } = await this.publicKey();
    const sealed = await encryptPayload(key, keyId, { ...data, timestamp: Date.now() + offset, nonce: randomNonce() }, this.subtle);
    return { ...sealed };
  }

  /** Forgets the cached key (e.g. after the server rotated it). */
  reset(): void {
    this.key = null;
  }

  private publicKey(): Promise<{ key: CryptoKey; keyId: string; offset: number }> {
    if (!this.key) {
      const loading = (async () => {
        const info = await this.loadPublicKey();
        if (!info?.key) throw new Error('加密公钥获取失败，请稍后再试');
        const offset = typeof info.serverTime === 'number' && Number.isFinite(info.serverTime) ? info.serverTime - Date.now() : 0;
        return { key: await importPublicKey(info.key, this.subtle), keyId: String(info.keyId ?? ''), offset };
      })();
      this.key = loading;
      loading.catch(() => {
        if (this.key === loading) this.key = null;
      });
    }
    return this.key;
  }
}
