import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { encryptPayload, fromBase64, toBase64, WebCryptoRequestEncryptor } from '@plugins/account/client/crypto';

// jsdom's `crypto` has no `subtle`: use Node's WebCrypto (what browsers offer) in these tests.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'der' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const publicKeyB64 = pair.publicKey.toString('base64');

/** The server's side: RSA-OAEP(SHA-256) unwrap, AES-256-GCM with the tag as the last 16 bytes. */
function decrypt(sealed: { key: string; iv: string; data: string }): unknown {
  const aesKey = privateDecrypt(
    { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealed.key, 'base64'),
  );
  expect(aesKey).toHaveLength(32);
  const iv = Buffer.from(sealed.iv, 'base64');
  expect(iv).toHaveLength(12);
  const data = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

describe('login payload encryption (EncryptedPayload)', () => {
  it('round-trips: WebCrypto in the client, node:crypto on the other side', async () => {
    const payload = { username: 'demo_vip', password: 'Demo@2026', keepLogin: true, note: '造价指标网 ✓' };
    const sealed = await encryptPayload(publicKeyB64, 'k1', payload);
    expect(sealed.keyId).toBe('k1');
    expect(Object.keys(sealed).sort()).toEqual(['data', 'iv', 'key', 'keyId']);
    expect(decrypt(sealed)).toEqual(payload);
  });

  it('uses a fresh one-time key and IV for every payload', async () => {
    const a = await encryptPayload(publicKeyB64, 'k1', { x: 1 });
    const b = await encryptPayload(publicKeyB64, 'k1', { x: 1 });
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
    expect(decrypt(b)).toEqual({ x: 1 });
  });

  it('a tampered ciphertext does not decrypt', async () => {
    const sealed = await encryptPayload(publicKeyB64, 'k1', { password: 'Demo@2026' });
    const bytes = fromBase64(sealed.data);
    bytes[0] ^= 0xff;
    expect(() => decrypt({ ...sealed, data: toBase64(bytes) })).toThrow();
  });

  it('the RequestEncryptor fetches the public key once per page load and retries after a failure', async () => {
    let calls = 0;
    let fail = true;
    const encryptor = new WebCryptoRequestEncryptor(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return { key: publicKeyB64, keyId: 'k9' };
    });
    await expect(encryptor.encrypt({ a: 1 })).rejects.toThrow('offline');
    fail = false;
    const first = await encryptor.encrypt({ username: 'u', password: 'p' });
    const second = await encryptor.encrypt({ username: 'v', password: 'q' });
    expect(calls).toBe(2);
    expect(first.keyId).toBe('k9');
    // Each payload is dated and carries its own single-use nonce (the server refuses replays).
    const stamped = { timestamp: expect.any(Number), nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) };
    expect(decrypt(first as never)).toEqual({ username: 'u', password: 'p', ...stamped });
    expect(decrypt(second as never)).toEqual({ username: 'v', password: 'q', ...stamped });
    expect((decrypt(first as never) as { nonce: string }).nonce).not.toBe((decrypt(second as never) as { nonce: string }).nonce);
  });

  it('dates the payload by the server clock the public key answer tells (the device clock may be wrong)', async () => {
    const serverTime = Date.now() - 3 * 60 * 60 * 1000;
    const encryptor = new WebCryptoRequestEncryptor(async () => ({ key: publicKeyB64, keyId: 'k9', serverTime }));
    const sealed = await encryptor.encrypt({ username: 'u' });
    const { timestamp } = decrypt(sealed as never) as { timestamp: number };
    expect(Math.abs(timestamp - serverTime)).toBeLessThan(5_000);
  });

  it('base64 helpers round-trip binary data', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    expect(Array.from(fromBase64(toBase64(bytes)))).toEqual(Array.from(bytes));
  });
});
