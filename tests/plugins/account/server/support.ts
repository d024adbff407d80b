/**
 * Shared set-up of the account server tests: the real server (ephemeral port) over a fresh test
 * database (SQLite, or PostgreSQL under `npm run test:pg`), migrated and seeded with the demo
 * accounts, an injectable clock, the membership plugin (the kernel's RightsProvider and the
 * user-info fields it contributes, over its demo rights) and helpers
 * that talk to it over fetch, including the client's encryption done with node:crypto exactly as
 * WebCrypto does it.
 */
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { migratePlugins } from '@kernel/server/migrations';
import type { ServerPlugin } from '@kernel/server/plugin';
import { ServiceRegistry } from '@kernel/server/services';
import { createAccountServer, type AccountServerOptions } from '@plugins/account/server';
import { createMembershipServer } from '@plugins/membership/server';
import { answerDigest } from '@plugins/account/server/captcha';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@plugins/account/shared/demo';
import { AccountPaths, type AccountCredentials, type EncryptedPayload } from '@plugins/account/shared/contract';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';
import { startTestServer, type TestServer } from '../../../helpers/server';

export { AccountPaths, DEMO_ACCOUNTS, DEMO_PASSWORD };

export class Clock {
  t = Date.now();
  readonly now = () => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface AccountTestServer extends TestServer {
  readonly clock: Clock;
  /** Lines the development outbox printed. */
  readonly printed: string[];
  readonly plugin: ServerPlugin;
  readonly testDb: TestDatabase;
}

export interface StartOptions extends Partial<AccountServerOptions> {
  /** Run the membership plugin, which provides the rights and their user-info fields (default true). */
  readonly rights?: boolean;
  /** Extra plugins after the account plugin. */
  readonly extraPlugins?: readonly ServerPlugin[];
  /** Fastify's trustProxy (X-Forwarded-For / -Proto), as TRUST_PROXY sets it. Default false. */
  readonly trustProxy?: boolean;
}

/** The clock of each running test server, by URL: payloads are dated by the server's clock. */
const clocks = new Map<string, Clock>();

export async function startAccountServer(options: StartOptions = {}): Promise<AccountTestServer> {
  const clock = new Clock();
  const printed: string[] = [];
  const { rights = true, extraPlugins = [], trustProxy = false, ...rest } = options;
  // A demo install with the development tools on (the outbox is read over HTTP from 127.0.0.1).
  // SMS caps out of the way unless a test sets them (many tests send codes from 127.0.0.1).
  const limits = { smsPerAddressHour: 10_000, smsGlobalPerMinute: 10_000, ...rest.limits };
  const plugin = createAccountServer({ now: clock.now, print: (line) => printed.push(line), production: false, devTools: true, env: {}, ...rest, limits });
  const membership = rights ? [createMembershipServer({ clock: clock.now })] : [];
  const testDb = await createTestDatabase();
  try {
    await migratePlugins(testDb.database, [plugin, ...membership]);
    for (const p of [plugin, ...membership]) await p.demo!({ db: testDb.database.db, dialect: testDb.database.dialect, services: new ServiceRegistry() });
    const services = new ServiceRegistry();
    const server = await startTestServer({ database: testDb.database, plugins: [plugin, ...membership, ...extraPlugins], services, trustProxy });
    clocks.set(server.url, clock);
    return {
      ...server,
      clock,
      printed,
      plugin,
      testDb,
      close: async () => {
        clocks.delete(server.url);
        await server.close();
        await testDb.cleanup();
      },
    };
  } catch (err) {
    await testDb.cleanup();
    throw err;
  }
}

export interface Reply<T = any> {
  http: number;
  body: { statusCode: number; data: T; businessMsg: string; id?: string; callbackAddress?: string } & Record<string, any>;
  headers: Headers;
}

export type Fields = Record<string, string | number | boolean | undefined>;

function form(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) params.set(k, String(v));
  return params.toString();
}

/** A small API client for one test server. */
export class Api {
  constructor(readonly base: string) {}

  async call<T = any>(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Fields; form?: Fields; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    let url = `${this.base}${path}`;
    if (options.query) url += `?${form(options.query)}`;
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', ...options.headers };
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = form(options.form);
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    let parsed: any = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { raw: text };
    }
    return { http: res.status, body: parsed, headers: res.headers };
  }

  get<T = any>(path: string, query?: Fields, headers?: Record<string, string>) {
    return this.call<T>('GET', path, { query, headers });
  }

  post<T = any>(path: string, fields?: Fields, headers?: Record<string, string>, query?: Fields) {
    return this.call<T>('POST', path, { form: fields ?? {}, headers, query });
  }

  private keyInfo: { key: string; keyId: string } | null = null;

  async publicKey(): Promise<{ key: string; keyId: string }> {
    this.keyInfo ??= (await this.get(AccountPaths.publicKey)).body.data;
    return this.keyInfo!;
  }

  /**
   * Encrypts credentials as the browser does, dated by the server's clock and with a fresh nonce
   * (both can be overridden, e.g. to test a stale or replayed payload).
   */
  async encrypted(credentials: Partial<AccountCredentials> & Record<string, unknown>): Promise<EncryptedPayload> {
    const { key, keyId } = await this.publicKey();
    const timestamp = clocks.get(this.base)?.now() ?? Date.now();
    return encryptLikeWebCrypto(key, keyId, { timestamp, nonce: randomBytes(16).toString('base64url'), ...credentials });
  }

  /** Account login (encrypted); the whole reply. */
  async loginByAuth(username: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
    const payload = await this.encrypted({ username, password, keepLogin: true, ...extra });
    return this.post(AccountPaths.loginByAuth, { ...payload }, headers);
  }

  /** Logs in and answers the token (fails the test otherwise). */
  async login(username: string, keepLogin = true): Promise<{ token: string; casId: string; reply: Reply }> {
    const reply = await this.loginByAuth(username, DEMO_PASSWORD, { keepLogin });
    if (reply.body.statusCode !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(reply.body)}`);
    return { token: reply.body.data.accessToken, casId: reply.body.id!, reply };
  }

}

/**
 * What the browser does with WebCrypto: a one-time AES-256-GCM key (12-byte IV, the 16-byte tag
 * appended to the ciphertext), wrapped with RSA-OAEP (SHA-256) under the server's SPKI key.
 */
export function encryptLikeWebCrypto(spkiBase64: string, keyId: string, value: unknown): EncryptedPayload {
  const publicKey = createPublicKey({ key: Buffer.from(spkiBase64, 'base64'), format: 'der', type: 'spki' });
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return { key: wrapped.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64'), keyId };
}

/**
 * Solves a captcha as a person would: the image's text is not readable by a test, so the test
 * replaces the stored answer digest of a fresh captcha with a known one (a test-only shortcut to
 * the database, the same digest the service computes).
 */
export async function solveCaptcha(api: Api, server: AccountTestServer): Promise<string> {
  const image = await api.get(AccountPaths.captchaImage);
  const captchaId: string = image.body.data.captchaId;
  await server.database.db
    .updateTable('account_captchas')
    .set({ answer_hash: answerDigest(captchaId, 'ABCD') }).where('id', '=', captchaId).execute();
  const verified = await api.post(AccountPaths.captchaVerify, { captchaId, answer: 'abcd' });
  if (verified.body.statusCode !== 200) throw new Error(`captcha failed: ${JSON.stringify(verified.body)}`);
  return verified.body.data.validateData as string;
}

/** The last code the development outbox got for a phone (read from the outbox endpoint). */
export async function lastCode(api: Api, mobile: string): Promise<string> {
  const list = await api.get(AccountPaths.devSmsOutbox, { mobile });
  const content: string = list.body.data[0]?.content ?? '';
  const match = /(\d{6})/.exec(content);
  if (!match) throw new Error(`no code for ${mobile}`);
  return match[1]!;
}

/** Sends an SMS code (captcha solved first) and answers it. */
export async function sendCode(api: Api, server: AccountTestServer, mobile: string, type: 'login' | 'trial' = 'login'): Promise<string> {
  const validateData = await solveCaptcha(api, server);
  const sent = await api.post(AccountPaths.smsVerificationCode, { mobile, type }, { validateData });
  if (sent.body.statusCode !== 200) throw new Error(`sms failed: ${JSON.stringify(sent.body)}`);
  return lastCode(api, mobile);
}

export const MINUTE = 60_000;
