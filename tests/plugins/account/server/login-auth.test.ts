import { constants, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { decryptPayload, PayloadError } from '@plugins/account/server';
import { verifyPassword } from '@plugins/account/server/passwords';
import { AccountStatus, SSO_COOKIE, TOKEN_EXPIRE_IN } from '@plugins/account/shared/contract';
import {
  AccountPaths,
  Api,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  encryptLikeWebCrypto,
  startAccountServer,
  type AccountTestServer,
} from './support';

describe('account plugin: keys, encryption and account login', () => {
  let server: AccountTestServer;
  let api: Api;
  beforeAll(async () => {
    server = await startAccountServer();
    api = new Api(server.url);
  });
  afterAll(() => server.close());

  describe('decryptPayload (the helper)', () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const spki = pair.publicKey.toString('base64');

    it('round-trips what WebCrypto makes (RSA-OAEP-256 wrap, AES-256-GCM with the tag appended)', () => {
      const value = { username: 'demo_vip', password: DEMO_PASSWORD, keepLogin: true, note: '造价指标网' };
      const sealed = encryptLikeWebCrypto(spki, 'k1', value);
      expect(decryptPayload(pair.privateKey, sealed)).toEqual(value);
      expect(decryptPayload(createPrivateKey(pair.privateKey), sealed)).toEqual(value);
    });

    it('refuses tampering, wrong keys and malformed fields with Chinese PayloadErrors', () => {
      const sealed = encryptLikeWebCrypto(spki, 'k1', { a: 1 });
      const data = Buffer.from(sealed.data, 'base64');
      data[0]! ^= 0xff;
      const cases = [
        { ...sealed, data: data.toString('base64') },
        { ...sealed, iv: Buffer.alloc(12).toString('base64') },
        { ...sealed, iv: Buffer.alloc(8).toString('base64') },
        { ...sealed, key: Buffer.alloc(256).toString('base64') },
        { ...sealed, key: '%%%' },
        { ...sealed, data: '' },
      ];
      for (const payload of cases) {
        expect(() => decryptPayload(pair.privateKey, payload)).toThrow(PayloadError);
        try {
          decryptPayload(pair.privateKey, payload);
        } catch (err) {
          expect((err as Error).message).toMatch(/^请求参数错误/);
        }
      }
      const other = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
      expect(() => decryptPayload(other.privateKey, sealed)).toThrow('请求参数错误：加密数据无法解密');
      expect(constants.RSA_PKCS1_OAEP_PADDING).toBeDefined();
    });
  });

  it('GET publicKey answers the SPKI DER (base64) and its keyId, the same every time and stored once', async () => {
    const a = await api.get(AccountPaths.publicKey);
    expect(a.body.statusCode).toBe(200);
    expect(a.body.data.keyId).toMatch(/^k[0-9a-f]{16}$/);
    const der = Buffer.from(a.body.data.key, 'base64');
    expect(der.length).toBeGreaterThan(290);
    const b = await api.get(AccountPaths.publicKey);
    expect(b.body.data).toEqual(a.body.data);
    const rows = await server.database.db.selectFrom('account_server_key').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].key_id).toBe(a.body.data.keyId);
  });

  it('stores scrypt hashes with a salt each, never the password', async () => {
    const users = await server.database.db.selectFrom('account_users').selectAll().orderBy('id').execute();
    expect(users.map((u: any) => u.account_name)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    const hashes = users.map((u: any) => u.password_hash as string);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(hash).not.toContain(DEMO_PASSWORD);
      await expect(verifyPassword(DEMO_PASSWORD, hash)).resolves.toBe(true);
      await expect(verifyPassword('Demo@2027', hash)).resolves.toBe(false);
    }
    expect(new Set(hashes).size).toBe(hashes.length);
    const phones = await server.database.db.selectFrom('account_phones').selectAll().orderBy('user_id').execute();
    expect(phones.map((p: any) => p.mobile)).toEqual(['13800000001', '13800000002', '13800000003', '13800000003', '13800000003']);
  });

  it('seeding again changes nothing', async () => {
    const before = await server.database.db.selectFrom('account_users').select('password_hash').orderBy('id').execute();
    await server.plugin.demo!({ db: server.database.db, dialect: server.database.dialect, services: undefined as never });
    const after = await server.database.db.selectFrom('account_users').select('password_hash').orderBy('id').execute();
    expect(after).toEqual(before);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a]))('logs in %s with the demo password', async (_name, account) => {
    const reply = await api.loginByAuth(account.username, DEMO_PASSWORD, { keepLogin: false });
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ statusCode: 200, businessMsg: '登录成功' });
    expect(reply.body.id).toEqual(expect.any(String));
    const data = reply.body.data;
    expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expireIn).toBe(TOKEN_EXPIRE_IN);
    expect(data.isNewUser).toBe(true);
    expect(data.globalId).toBe(account.globalId);
    expect(data.loginToken).toEqual(expect.any(String));
    // The SSO cookie: httpOnly, SameSite=Lax, path /, a browser-session cookie without keep-login.
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith(`${SSO_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);

    const usr = await api.post(AccountPaths.usr, { accessToken: data.accessToken, casId: reply.body.id! });
    expect(usr.body.statusCode).toBe(200);
    expect(usr.body.data).toMatchObject({
      globalId: account.globalId,
      accountName: account.username,
      fullName: account.fullName,
      isVip: account.rights !== 'none',
      trailInterest: account.rights === 'trial',
      projectCostVipStatus: !!account.projectCostVip,
      isNewUser: true,
      accountType: account.kind,
    });
    // The names of the rights held (membership's RightsProvider): VIP rights for a VIP and a trial,
    // which imply the two column rights (单项工程指标, 综合单价指标).
    const held = [
      ...(account.rights !== 'none' ? ['vip', 'singleProjectVip', 'unitPriceVip'] : []),
      account.projectCostVip && 'projectCostVip',
      account.m2CanUse && 'm2',
    ].filter(Boolean);
    expect(usr.body.data.rights).toEqual(held);
    expect(usr.body.data.avatarPath).toHaveLength(2);
    expect(usr.body.data.avatarPath[0]).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(usr.body.data.avatarPath[1])).toContain(`>${[...account.fullName][0]}</text>`);
  });

  it('isNewUser is true on the first login only; the token and SSO cookie live a week with keep-login', async () => {
    const again = await api.loginByAuth('demo_vip', DEMO_PASSWORD, { keepLogin: true });
    expect(again.body.data.isNewUser).toBe(false);
    const cookie = again.headers.getSetCookie().find((c) => c.startsWith(`${SSO_COOKIE}=`))!;
    expect(cookie).toMatch(/Max-Age=604800/);
    const usr = await api.post(AccountPaths.usr, {}, { token: again.body.data.accessToken });
    expect(usr.body.data.isNewUser).toBe(false);
  });

  it('accepts the username in any case and with spaces filtered', async () => {
    const reply = await api.loginByAuth(' Demo_User ', DEMO_PASSWORD);
    expect(reply.body.statusCode).toBe(200);
    expect(reply.body.data.globalId).toBe('G10000002');
  });

  it('answers the same 用户名或密码错误 for a wrong password and an unknown user', async () => {
    const wrong = await api.loginByAuth('demo_trial', 'Wrong@2026');
    const unknown = await api.loginByAuth('nobody_here', 'Wrong@2026');
    for (const reply of [wrong, unknown]) {
      expect(reply.http).toBe(200);
      expect(reply.body).toEqual({ statusCode: AccountStatus.BAD_CREDENTIALS, data: null, businessMsg: '用户名或密码错误' });
    }
    server.clock.advance(16 * 60_000);
  });

  it('rejects malformed or undecryptable payloads with HTTP 400 and a Chinese message, never 500', async () => {
    const { key, keyId } = await api.publicKey();
    const good = encryptLikeWebCrypto(key, keyId, { username: 'demo_vip', password: DEMO_PASSWORD, keepLogin: true });
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const cases: Record<string, string | undefined>[] = [
      {},
      { username: 'demo_vip', password: DEMO_PASSWORD },
      { ...good, data: undefined },
      { ...good, data: Buffer.from('garbage-garbage-garbage').toString('base64') },
      { ...good, iv: 'AAAA' },
      { ...good, key: 'not base64 !!!' },
      { ...encryptLikeWebCrypto(otherKey.publicKey.toString('base64'), keyId, { username: 'x', password: 'y' }) },
      { ...good, keyId: 'k-stale' },
      { ...encryptLikeWebCrypto(key, keyId, 'just a string') },
      { ...encryptLikeWebCrypto(key, keyId, { username: '', password: 'x' }) },
      { ...encryptLikeWebCrypto(key, keyId, { username: 'demo_vip' }) },
      { ...encryptLikeWebCrypto(key, keyId, { username: 'a'.repeat(33), password: 'x' }) },
      { ...encryptLikeWebCrypto(key, keyId, { username: 'demo_vip', password: 'x'.repeat(51) }) },
    ];
    for (const fields of cases) {
      const reply = await api.post(AccountPaths.loginByAuth, fields);
      expect(reply.http).toBe(400);
      expect(reply.body.statusCode).toBe(400);
      expect(reply.body.businessMsg).toMatch(/^请求参数错误/);
      expect(reply.body.businessMsg).toMatch(/[\u4e00-\u9fa5]/);
    }
    // Not JSON at all.
    const raw = await api.call('POST', AccountPaths.loginByAuth, { headers: { 'content-type': 'application/json' } });
    expect(raw.http).toBe(400);
  });

  it('accepts the payload as JSON too', async () => {
    const payload = await api.encrypted({ username: 'ent_admin', password: DEMO_PASSWORD, keepLogin: false });
    const reply = await api.call('POST', AccountPaths.loginByAuth, { json: payload });
    expect(reply.body.statusCode).toBe(200);
  });

  it('answers user info only for a working token (301 without, 302 for an unknown one)', async () => {
    expect((await api.post(AccountPaths.usr, {})).body.statusCode).toBe(301);
    expect((await api.post(AccountPaths.usr, { accessToken: 'x'.repeat(43) })).body.statusCode).toBe(302);
  });

  it('without a RightsProvider every member has no rights (and no contributed membership fields)', async () => {
    const bare = await startAccountServer({ rights: false });
    try {
      const bareApi = new Api(bare.url);
      const { token } = await bareApi.login('demo_vip');
      const usr = await bareApi.post(AccountPaths.usr, {}, { token });
      expect(usr.body.data).toMatchObject({ globalId: 'G10000001', rights: [] });
      // A client reads an absent field as false: nobody is a VIP.
      expect(usr.body.data.isVip ?? false).toBe(false);
      expect(usr.body.data.trailInterest ?? false).toBe(false);
      expect(usr.body.data.projectCostVipStatus ?? false).toBe(false);
      expect(Object.keys(usr.body.data).sort()).toEqual(['accountName', 'accountType', 'avatarPath', 'fullName', 'globalId', 'isNewUser', 'rights']);
    } finally {
      await bare.close();
    }
  });
});
