import { randomBytes, webcrypto } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { encryptPayload } from '@plugins/account/client/crypto';
import { DEMO_PASSWORD } from '@plugins/account/shared/demo';
import { AccountPaths } from '@plugins/account/shared/contract';
import { SessionRepository } from '@plugins/account/server/sessions-repository';
import { accountDb } from '@plugins/account/server/tables';

/**
 * A logged-in demo account for the fuzzer: logs in through the real login API (the public key,
 * the payload encrypted as the browser's client encrypts it, `loginByAuth`) and logs in again
 * when a fuzzed request ended the session (logout, revoking other sessions, a kick).
 */
export class DemoSession {
  private current: string | null = null;
  private logins = 0;
  /** Why the login API could not be used (the session was then written directly), if it failed. */
  loginProblem: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    readonly username: string,
  ) {}

  /** How many times the account logged in. */
  get loginCount(): number {
    return this.logins;
  }

  async token(): Promise<string> {
    this.current ??= await this.login();
    return this.current;
  }

  /** Whether the current token still opens a session (the user-info endpoint accepts it). */
  async stillValid(): Promise<boolean> {
    if (!this.current) return false;
    const res = await this.app.inject({
      method: 'POST',
      url: AccountPaths.usr,
      headers: { token: this.current, accept: 'application/json' },
      remoteAddress: '10.250.0.1',
    });
    return res.statusCode === 200 && (res.json() as { statusCode?: number }).statusCode === 200;
  }

  /** A valid token: the current one, or a new login when it no longer opens a session. */
  async ensure(): Promise<string> {
    if (!(await this.stillValid())) this.current = await this.login();
    return this.current!;
  }

  /**
   * Logs in through the API; when that fails (the failure is kept in `loginProblem` and the
   * login route is fuzzed like every other), a session row is written the way the login writes
   * it, so that the requests with a valid token still reach the code behind the login guard.
   */
  private async login(): Promise<string> {
    try {
      return await this.loginByApi();
    } catch (err) {
      this.loginProblem ??= err instanceof Error ? err.message : String(err);
      const db = accountDb(this.app.kernel.database.db);
      const user = await db.selectFrom('account_users').select('id').where('account_name', '=', this.username).executeTakeFirstOrThrow();
      const created = await new SessionRepository(db, Date.now).create(db, {
        userId: user.id,
        loginType: 'auth',
        keepLogin: true,
        isNewUser: false,
        device: 'fuzz',
        ip: '127.0.0.1',
        ssoId: null,
      });
      return created.token;
    }
  }

  private async loginByApi(): Promise<string> {
    this.logins += 1;
    // A login address of its own each time: the per-address login limits stay out of the way.
    const remoteAddress = `10.251.${(this.logins >> 8) & 255}.${this.logins & 255}`;
    const keyRes = await this.app.inject({ method: 'GET', url: AccountPaths.publicKey, remoteAddress });
    const { key, keyId } = (keyRes.json() as { data: { key: string; keyId: string } }).data;
    // The payload as the login form sends it: credentials, plus a timestamp and a one-time nonce.
    const sealed = await encryptPayload(key, keyId, { username: this.username, password: DEMO_PASSWORD, keepLogin: true, timestamp: Date.now(), nonce: randomBytes(18).toString('base64url') }, webcrypto.subtle as SubtleCrypto);
    const res = await this.app.inject({
      method: 'POST',
      url: AccountPaths.loginByAuth,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ ...sealed }).toString(),
      remoteAddress,
    });
    const body = res.json() as { statusCode: number; businessMsg: string; data?: { accessToken?: string } };
    if (body.statusCode !== 200 || !body.data?.accessToken) {
      throw new Error(`login of ${this.username} failed: HTTP ${res.statusCode} ${JSON.stringify(body).slice(0, 300)}`);
    }
    return body.data.accessToken;
  }
}
