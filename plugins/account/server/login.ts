import type { FastifyReply, FastifyRequest } from 'fastify';
import { BusinessError, sendEnvelope } from '@kernel/server/errors';
import {
  AccountStatus,
  CAPTCHA_CALLBACK,
  SSO_COOKIE,
  TOKEN_EXPIRE_IN,
  type AccountCredentials,
  type LoginAnswer,
  type LoginData,
} from '../shared/contract';
import type { CaptchaService } from './captcha';
import { PayloadError } from './crypto';
import { describeDevice } from './device';
import { Msg } from './messages';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { lockSubjects, type LoginLimiter, type Trx } from './rate-limit';
import { assertCanLogin } from './security-state';
import type { SessionRepository } from './sessions-repository';
import { SSO_KEEP_MS, type SsoRepository } from './sso-repository';
import type { AccountDb, LoginType, UserRow } from './tables';
import type { UserRepository } from './users-repository';

export const USERNAME_MAX = 32;
export const PASSWORD_MAX = 50;

/**
 * A login answer that is not a plain envelope (e.g. CAPTCHA_REQUIRED with callbackAddress at the
 * top level). Thrown from handlers; the plugin's error handler sends it as it is.
 */
export class AnswerError extends Error {
  constructor(readonly answer: LoginAnswer) {
    super(answer.businessMsg);
    this.name = 'AnswerError';
  }
}

/** `true`, `'true'`, `'1'`, `'on'`, `'yes'` are true; anything else false. */
export function parseFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase());
}

/** The decrypted JSON as AccountCredentials, or a PayloadError (HTTP 400, Chinese). */
export function parseCredentials(value: unknown): AccountCredentials {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new PayloadError('请求参数错误：登录信息格式不正确');
  const v = value as Record<string, unknown>;
  if (typeof v.username !== 'string' || v.username.trim() === '') throw new PayloadError('请求参数错误：用户名不能为空');
  if (typeof v.password !== 'string' || v.password === '') throw new PayloadError('请求参数错误：密码不能为空');
  const username = v.username.replace(/\s+/g, '');
  if (username.length > USERNAME_MAX) throw new PayloadError(`请求参数错误：用户名长度不能超过${USERNAME_MAX}位`);
  // Control characters (NUL above all: PostgreSQL's text refuses it) are never part of a name.
  if (/[\u0000-\u001f\u007f]/.test(username)) throw new PayloadError('请求参数错误：用户名含有无效字符');
  if (v.password.includes('\u0000')) throw new PayloadError('请求参数错误：密码含有无效字符');
  if (v.password.length > PASSWORD_MAX) throw new PayloadError(`请求参数错误：密码长度不能超过${PASSWORD_MAX}位`);
  if (v.validateData !== undefined && v.validateData !== null && typeof v.validateData !== 'string') {
    throw new PayloadError('请求参数错误：validateData 应为字符串');
  }
  return {
    username,
    password: v.password,
    keepLogin: parseFlag(v.keepLogin),
    validateData: typeof v.validateData === 'string' && v.validateData ? v.validateData : undefined,
  };
}

/** First value of a header (Fastify lower-cases the names). */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first !== 'null' && first !== 'undefined' ? first : undefined;
}

/** Sends a login answer: the envelope plus top-level `id` / `callbackAddress`. */
export function sendAnswer(reply: FastifyReply, answer: LoginAnswer, httpStatus = 200): FastifyReply {
  return sendEnvelope(reply, answer as never, httpStatus);
}

export interface CompletedLogin {
  answer: LoginAnswer & { data: LoginData; id: string };
  sessionId: string;
}

/**
 * Everything a login has in common: the account-password check with its rate limits and captcha
 * step, and the completion of any login (session, SSO cookie, first-login flag, answer).
 */
export class LoginService {
  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly sso: SsoRepository,
    private readonly limiter: LoginLimiter,
    private readonly captcha: CaptchaService,
    private readonly options: {
      /** Sessions an account may hold; the oldest are signed out by a new login. */
      readonly maxSessions: number;
      readonly dialect: 'sqlite' | 'postgres';
      /** Ends the login streams of sessions signed out here. */
      readonly closeStreams: (sessionIds: readonly string[]) => void;
    },
  ) {}

  /**
   * Checks username and password under the login limits (rate-limit.ts): the failure is
   * reserved before the password is checked, so concurrent attempts never check more passwords
   * than the limits allow. When a captcha is needed, the validateData is used up in the same
   * step; `precheck` (loginStatus) gives it back when the password is right, so that the login
   * that follows can use it.
   */
  async checkPassword(
    request: FastifyRequest,
    credentials: AccountCredentials,
    validateData: string | undefined,
    mode: 'login' | 'precheck',
  ): Promise<UserRow> {
    const ip = request.ip;
    const user = await this.users.byName(credentials.username);
    const reservation = await this.limiter.reserve({ username: credentials.username, ip, userId: user?.id }, async (trx) =>
      validateData && (await this.captcha.consume(validateData, trx)) ? validateData : null,
    );
    if (reservation === 'locked') throw new BusinessError(AccountStatus.LOCKED, Msg.locked);
    if (reservation === 'captcha') {
      throw new AnswerError({
        statusCode: AccountStatus.CAPTCHA_REQUIRED,
        data: null,
        businessMsg: Msg.captchaRequired,
        callbackAddress: CAPTCHA_CALLBACK,
      });
    }
    const good = user ? await verifyPassword(credentials.password, user.password_hash) : await verifyAgainstDummy(credentials.password);
    if (!user || !good) throw new BusinessError(AccountStatus.BAD_CREDENTIALS, Msg.badCredentials);
    await this.limiter.release(reservation);
    if (mode === 'login') await this.limiter.clearAccount(credentials.username, ip);
    else if (reservation.captchaUsed) await this.captcha.release(reservation.captchaUsed);
    return user;
  }

  /**
   * Completes a login: a new session (hashed token), a one-time loginToken, a new SSO session
   * whose httpOnly cookie replaces the browser's previous one, the first-login flag.
   */
  async complete(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    loginType: LoginType,
    keepLogin: boolean,
  ): Promise<CompletedLogin> {
    // A deleted account or a sub-account its enterprise disabled never gets a session.
    await assertCanLogin(this.db, user.id);
    const previousSso = await this.sso.byCookie(request.cookies?.[SSO_COOKIE]);
    const now = this.now();
    const result = await this.db.transaction().execute(async (trx) => {
      const first = await trx
        .updateTable('account_users')
        .set({ login_count: 1, last_login_at: now })
        .where('id', '=', user.id)
        .where('login_count', '=', 0)
        .executeTakeFirst();
      const isNewUser = Number(first.numUpdatedRows) === 1;
      if (!isNewUser) {
        await trx
          .updateTable('account_users')
          .set((eb) => ({ login_count: eb('login_count', '+', 1), last_login_at: now }))
          .where('id', '=', user.id)
          .execute();
      }
      await this.sso.revoke(trx, previousSso?.id);
      const sso = await this.sso.create(trx, user.id, keepLogin);
      const { row, token } = await this.sessions.create(trx, {
        userId: user.id,
        loginType,
        keepLogin,
        isNewUser,
        device: describeDevice(request.headers['user-agent']),
        ip: request.ip,
        ssoId: sso.row.id,
      });
      const loginToken = await this.sso.issueTicket(trx, { kind: 'login', userId: user.id, ssoId: sso.row.id, keepLogin });
      const signedOut = await this.capSessions(trx, user.id, row.id);
      return { row, token, loginToken, isNewUser, ssoCookie: sso.cookie, signedOut };
    });
    if (result.signedOut.length > 0) this.options.closeStreams(result.signedOut);
    this.setSsoCookie(request, reply, result.ssoCookie, keepLogin);
    return {
      sessionId: result.row.id,
      answer: {
        statusCode: 200,
        businessMsg: Msg.loginOk,
        data: {
          accessToken: result.token,
          expireIn: TOKEN_EXPIRE_IN,
          isNewUser: result.isNewUser,
          loginToken: result.loginToken,
          globalId: user.global_id,
        },
        id: result.row.cas_id,
      },
    };
  }

  /**
   * Keeps at most `maxSessions` usable sessions of the account: the oldest beyond that are signed
   * out (with their SSO sessions, or those browsers could come straight back by ticket). Runs in
   * the login's transaction, under a per-account lock on PostgreSQL. The ids signed out.
   */
  private async capSessions(trx: Trx, userId: number, keepId: string): Promise<string[]> {
    await lockSubjects(trx, this.options.dialect, [`sessions:${userId}`]);
    const others = (await this.sessions.listUsable(userId, trx)).filter((s) => s.id !== keepId);
    const excess = others.slice(Math.max(0, this.options.maxSessions - 1));
    if (excess.length === 0) return [];
    const now = this.now();
    await trx
      .updateTable('account_sessions')
      .set({ revoked_at: now, sse_alive_at: null })
      .where('id', 'in', excess.map((s) => s.id))
      .where('revoked_at', 'is', null)
      .execute();
    for (const ssoId of new Set(excess.map((s) => s.sso_id))) await this.sso.revoke(trx, ssoId);
    return excess.map((s) => s.id);
  }

  /** Completes a login and sends its answer. */
  async loginAndAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    loginType: LoginType,
    keepLogin: boolean,
  ): Promise<FastifyReply> {
    const { answer } = await this.complete(request, reply, user, loginType, keepLogin);
    return sendAnswer(reply, answer);
  }

  /**
   * httpOnly, SameSite=Lax, path /; 7 days with keep-login, else a browser-session cookie; Secure
   * when the request came over TLS (request.protocol, which honours X-Forwarded-Proto only with
   * TRUST_PROXY).
   */
  setSsoCookie(request: FastifyRequest, reply: FastifyReply, value: string, keepLogin: boolean): void {
    reply.setCookie(SSO_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
      ...(keepLogin ? { maxAge: Math.floor(SSO_KEEP_MS / 1000) } : {}),
    });
  }

  clearSsoCookie(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SSO_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
  }
}
