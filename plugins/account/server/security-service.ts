import type { FastifyRequest } from 'fastify';
import { BusinessError } from '@kernel/server/errors';
import { maskMobile, SecurityMessages as M, SecurityStatus, type SecurityOverview } from '../shared/security';
import { passwordProblem } from '../shared/registration';
import { hashPassword, verifyPassword } from './passwords';
import type { AccountRuntime } from './runtime';
import { endSessions, secureUser, securityDb, type SecureUserRow } from './security-state';
import type { SessionRow, UserRow } from './tables';

/**
 * The user centre's 账号安全: password change, phone binding, sign-out everywhere (account
 * deletion is deletion.ts). Password checks go through the login's failure limits (rate-limit.ts:
 * a captcha after 3 wrong passwords, refusal after 10 from one address); SMS codes are the
 * plugin's (one per phone per 60 s, address and site caps, 5 wrong tries per code).
 */
export class AccountSecurity {
  constructor(private readonly rt: AccountRuntime) {}

  private get db() {
    return securityDb(this.rt.db);
  }

  /** The account's bound phone (the first binding), or null. */
  async phoneOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('account_phones').select('mobile').where('user_id', '=', userId).orderBy('created_at').limit(1).executeTakeFirst();
    return row?.mobile ?? null;
  }

  async user(userId: number): Promise<SecureUserRow> {
    const row = await secureUser(this.rt.db, userId);
    if (!row) throw new BusinessError(302, '登录已过期，请重新登录');
    return row;
  }

  /** Why the account may not delete itself (a sub-account, or a main account with enabled sub-accounts), else null. */
  async deleteBlocked(user: SecureUserRow): Promise<string | null> {
    if (user.kind === 'entSub') return M.subCannotDelete;
    if (user.kind === 'entMain') {
      const row = await this.db
        .selectFrom('account_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('enterprise_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      const n = Number(row?.n ?? 0);
      if (n > 0) return M.mainHasSubs(n);
    }
    return null;
  }

  async overview(userId: number): Promise<SecurityOverview> {
    const user = await this.user(userId);
    const mobile = await this.phoneOf(user.id);
    const sessions = await this.rt.sessions.listUsable(user.id);
    const enterprise = user.kind === 'entSub' && user.enterprise_id !== null ? await this.rt.users.byId(user.enterprise_id) : undefined;
    const blocked = await this.deleteBlocked(user);
    return {
      accountName: user.account_name,
      kind: user.kind,
      mobile: mobile ? maskMobile(mobile) : null,
      passwordChangedAt: user.password_changed_at,
      createdAt: user.created_at,
      sessions: sessions.length,
      enterpriseName: enterprise?.full_name ?? null,
      canDelete: blocked === null,
      deleteBlockedReason: blocked,
    };
  }

  /**
   * Checks the member's own password under the login's limits: the failure is reserved before the
   * check (so a burst checks no more than the limits allow); after 3 failures a solved captcha is
   * needed (980, the client's captcha dialog then retries with header validateData); after 10
   * from one address, refusal for 15 minutes. `wrong` is the message of a wrong password.
   */
  async checkOwnPassword(request: FastifyRequest, user: UserRow, password: string, validateData: string | undefined, wrong: string): Promise<void> {
    const reservation = await this.rt.limiter.reserve({ username: user.account_name, ip: request.ip, userId: user.id }, async (trx) =>
      validateData && (await this.rt.captcha.consume(validateData, trx)) ? validateData : null,
    );
    if (reservation === 'locked') throw new BusinessError(SecurityStatus.LOCKED, M.passwordTooManyFailures);
    if (reservation === 'captcha') throw new BusinessError(SecurityStatus.CAPTCHA, '请先完成安全验证');
    if (!(await verifyPassword(password, user.password_hash))) throw new BusinessError(SecurityStatus.FAILED, wrong);
    await this.rt.limiter.release(reservation);
    await this.rt.limiter.clearAccount(user.account_name, request.ip);
  }

  /** 修改密码: the old password, the new one by registration's rule; every other session ends. */
  async changePassword(
    request: FastifyRequest,
    session: SessionRow,
    input: { oldPassword: string; newPassword: string; validateData?: string },
  ): Promise<{ signedOut: number }> {
    const user = await this.user(session.user_id);
    if (!input.oldPassword) throw new BusinessError(SecurityStatus.FAILED, M.oldPasswordRequired);
    const problem = passwordProblem(input.newPassword);
    if (problem) throw new BusinessError(SecurityStatus.FAILED, problem);
    if (input.newPassword === input.oldPassword) throw new BusinessError(SecurityStatus.FAILED, M.samePassword);
    await this.checkOwnPassword(request, user, input.oldPassword, input.validateData, M.oldPasswordWrong);
    const hash = await hashPassword(input.newPassword);
    const at = this.rt.now();
    const ended = await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('account_users').set({ password_hash: hash, password_changed_at: at }).where('id', '=', user.id).execute();
      return endSessions(trx, user.id, at, session.id);
    });
    this.closeStreams(ended);
    return { signedOut: ended.length };
  }

  /** 绑定手机 / 更换手机, step 1: a code of type `phone` to the new phone (captcha first). */
  async sendPhoneCode(request: FastifyRequest, userId: number, mobile: string, validateData: string | undefined): Promise<{ mobile: string }> {
    const current = await this.phoneOf(userId);
    if (current === mobile) throw new BusinessError(SecurityStatus.FAILED, M.samePhone);
    await this.requireCaptcha(validateData);
    await this.rt.sms.send(mobile, 'phone', request.ip);
    return { mobile: maskMobile(mobile) };
  }

  /** Step 2: the code checked (and used up), the new phone replaces the account's bindings. */
  async bindPhone(userId: number, mobile: string, code: string): Promise<{ mobile: string; changed: boolean }> {
    const current = await this.phoneOf(userId);
    if (current === mobile) throw new BusinessError(SecurityStatus.FAILED, M.samePhone);
    assertCode(await this.rt.sms.check(mobile, 'phone', code, true));
    const at = this.rt.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('account_phones').where('user_id', '=', userId).execute();
      await trx.insertInto('account_phones').values({ mobile, user_id: userId, created_at: at }).execute();
    });
    return { mobile: maskMobile(mobile), changed: current !== null };
  }

  /** 退出所有设备: every session of the account, this one too. */
  async signOutEverywhere(userId: number): Promise<{ revoked: number }> {
    const at = this.rt.now();
    const ended = await this.db.transaction().execute((trx) => endSessions(trx, userId, at));
    this.closeStreams(ended);
    return { revoked: ended.length };
  }

  /** A captcha's validateData, used up (980 without: the client solves the captcha and retries). */
  async requireCaptcha(validateData: string | undefined): Promise<void> {
    if (!this.rt.smsSender.configured) throw new BusinessError(510, '短信服务未配置');
    if (!(await this.rt.captcha.consume(validateData))) throw new BusinessError(SecurityStatus.CAPTCHA, '请先完成安全验证');
  }

  closeStreams(sessionIds: readonly string[]): void {
    for (const id of sessionIds) for (const stream of this.rt.hub.ofSession(id)) stream.end();
  }
}

/** The Chinese refusal of an SMS code that did not pass. */
export function assertCode(result: 'ok' | 'wrong' | 'invalid'): void {
  if (result === 'wrong') throw new BusinessError(SecurityStatus.FAILED, M.codeWrong);
  if (result === 'invalid') throw new BusinessError(SecurityStatus.FAILED, M.codeInvalid);
}
