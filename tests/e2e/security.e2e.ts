/**
 * Safe by default, on the real site started as `npm start` starts it: without DEV_TOOLS the
 * development routes do not exist, and a production database holds no demo accounts.
 */
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { startSite, type RunningSite } from './support/site';

const DEV_PATHS = ['/api/dev/captcha?captchaId=x', '/api/dev/sms-outbox', '/api/dev/sms-outbox?mobile=13800000001', '/dev/sms-outbox'];

/** An encrypted login payload as the browser makes it (AES-256-GCM, key wrapped with RSA-OAEP-256). */
async function sealedLogin(url: string, username: string, password: string): Promise<Record<string, string>> {
  const answer = await (await fetch(`${url}/pb/api/web/publicKey`)).json();
  const publicKey = createPublicKey({ key: Buffer.from(answer.data.key, 'base64'), format: 'der', type: 'spki' });
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const json = JSON.stringify({ username, password, keepLogin: false, timestamp: answer.serverTime, nonce: randomBytes(16).toString('base64url') });
  const data = Buffer.concat([cipher.update(json, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const key = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return { key: key.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64'), keyId: answer.data.keyId };
}

async function login(url: string, username: string, password: string): Promise<{ statusCode: number; businessMsg: string }> {
  const res = await fetch(`${url}/api/web/loginByAuth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(await sealedLogin(url, username, password)).toString(),
  });
  return res.json();
}

describe('safe by default', () => {
  describe('a demo site without DEV_TOOLS', () => {
    let site: RunningSite;
    beforeAll(async () => {
      site = await startSite({ DEV_TOOLS: '' });
    });
    afterAll(() => site.stop());

    it.each(DEV_PATHS)('answers 404 on %s (as a page and as JSON)', async (path) => {
      for (const accept of ['text/html,application/xhtml+xml', 'application/json']) {
        const res = await fetch(`${site.url}${path}`, { headers: { accept } });
        expect(res.status).toBe(404);
        const body = await res.text();
        expect(body).not.toMatch(/短信发件箱|验证码为/);
      }
    });

    it('still has its demo accounts (demo mode), and SMS codes stay out of reach', async () => {
      const reply = await login(site.url, 'demo_vip', 'Demo@2026');
      expect(reply.statusCode).toBe(200);
    });
  });

  describe('a production site (DEMO_ACCOUNTS=0)', () => {
    let site: RunningSite;
    beforeAll(async () => {
      site = await startSite({ DEV_TOOLS: '', DEMO_ACCOUNTS: '0' });
    });
    afterAll(() => site.stop());

    it('has no demo accounts and no SMS provider', async () => {
      const reply = await login(site.url, 'demo_vip', 'Demo@2026');
      expect(reply).toMatchObject({ statusCode: 401, businessMsg: '用户名或密码错误' });
      const sms = await fetch(`${site.url}/pb/api/web/smsVerificationCode`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', validateData: 'x' },
        body: 'mobile=13800000001&type=login',
      });
      expect(await sms.json()).toEqual({ statusCode: 510, data: null, businessMsg: '短信服务未配置' });
      for (const path of DEV_PATHS) expect((await fetch(`${site.url}${path}`, { headers: { accept: 'application/json' } })).status).toBe(404);
    });
  });
});
