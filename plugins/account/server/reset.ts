import type { FastifyRequest } from 'fastify';
import { BusinessError } from '@kernel/server/errors';
import { RegistrationMessages, RegistrationStatus, resetProblem, type ResetPasswordAnswer, type ResetPasswordRequest } from '../shared/registration';
import { hashPassword } from './passwords';
import { lockSubjects } from './rate-limit';
import { dialectOf } from './registration-accounts';
import type { AccountRuntime } from './runtime';
import { SmsCodeService } from './sms';
import { randomId } from './tokens';
import { KIND_NAMES } from './users-repository';

/**
 * Forgot-password reset: the phone's SMS code of type `reset` and a new password; every session of
 * the account is signed out (with its SSO sessions and unused tickets), so a thief holding a
 * session loses it.
 *
 * Limited like the login (rows of account_login_failures, counted over the login window): before
 * the code is checked one transaction counts the attempts of this phone from this address and of
 * this address, refuses from `lockAfter` (10) and `addressLockAfter` (30) and otherwise reserves a
 * failure in both scopes; a right code takes the reservation back. So concurrent attempts never
 * check more codes than the limits allow. The subjects start with `reset ` (a space: never part of
 * a name), apart from the login's.
 */
export class PasswordResetService {
  constructor(private readonly rt: AccountRuntime) {}

  private subjects(mobile: string, ip: string) {
    const address = ip.slice(0, 59);
    return { phone: `reset ${mobile}|${address}`.slice(0, 100), address: `reset ${address}` };
  }

  /** The attempts in the window (tests and diagnostics). */
  async attempts(mobile: string, ip: string): Promise<{ phone: number; address: number }> {
    const s = this.subjects(mobile, ip);
    const count = async (scope: 'account_ip' | 'ip', subject: string) =>
      Number(
        (
          await this.rt.db
            .selectFrom('account_login_failures')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('scope', '=', scope)
            .where('subject', '=', subject)
            .where('created_at', '>', this.rt.now() - this.rt.limits.failureWindowMs)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    return { phone: await count('account_ip', s.phone), address: await count('ip', s.address) };
  }

  private async reserve(mobile: string, ip: string): Promise<string[] | null> {
    const s = this.subjects(mobile, ip);
    return this.rt.db.transaction().execute(async (trx) => {
      await lockSubjects(trx, dialectOf(this.rt.db), [`reset:phone:${s.phone}`, `reset:ip:${s.address}`]);
      const since = this.rt.now() - this.rt.limits.failureWindowMs;
      const count = async (scope: 'account_ip' | 'ip', subject: string) =>
        Number(
          (
            await trx
              .selectFrom('account_login_failures')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('scope', '=', scope)
              .where('subject', '=', subject)
              .where('created_at', '>', since)
              .executeTakeFirst()
          )?.n ?? 0,
        );
      if ((await count('account_ip', s.phone)) >= this.rt.limits.lockAfter) return null;
      if ((await count('ip', s.address)) >= this.rt.limits.addressLockAfter) return null;
      const now = this.rt.now();
      const rows = [
        { id: randomId(), scope: 'account_ip' as const, subject: s.phone, created_at: now },
        { id: randomId(), scope: 'ip' as const, subject: s.address, created_at: now },
      ];
      await trx.insertInto('account_login_failures').values(rows).execute();
      return rows.map((r) => r.id);
    });
  }

  private async release(ids: readonly string[]): Promise<void> {
    await this.rt.db.deleteFrom('account_login_failures').where('id', 'in', [...ids]).execute();
  }

  async reset(request: FastifyRequest, input: ResetPasswordRequest): Promise<{ answer: ResetPasswordAnswer; signedOut: string[] }> {
    const problem = resetProblem(input);
    if (problem) throw new BusinessError(RegistrationStatus.INVALID, problem);
    const { mobile, code, password } = input;
    const reservation = await this.reserve(mobile, request.ip);
    if (!reservation) throw new BusinessError(RegistrationStatus.LOCKED, RegistrationMessages.resetLocked);
    SmsCodeService.assertOk(await this.rt.sms.check(mobile, 'reset', code, false));
    const accounts = await this.rt.users.byPhone(mobile);
    if (accounts.length === 0) throw new BusinessError(RegistrationStatus.INVALID, RegistrationMessages.phoneNotRegistered);
    // The code is right: whatever follows is no failed attempt.
    await this.release(reservation);
    let user = accounts.length === 1 && !input.globalId ? accounts[0]! : undefined;
    if (input.globalId) {
      user = accounts.find((a) => a.global_id === input.globalId);
      if (!user) throw new BusinessError(RegistrationStatus.INVALID, RegistrationMessages.accountNotBound);
    }
    if (!user) {
      return {
        signedOut: [],
        answer: {
          status: 'needChoice',
          accounts: accounts.map((a) => ({ globalId: a.global_id, username: a.account_name, accountTypeName: KIND_NAMES[a.kind] })),
        },
      };
    }
    const passwordHash = await hashPassword(password);
    SmsCodeService.assertOk(await this.rt.sms.check(mobile, 'reset', code, true));
    const target = user;
    const now = this.rt.now();
    const signedOut = await this.rt.db.transaction().execute(async (trx) => {
      await trx.updateTable('account_users').set({ password_hash: passwordHash }).where('id', '=', target.id).execute();
      const sessions = await trx
        .selectFrom('account_sessions')
        .select('id')
        .where('user_id', '=', target.id)
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .updateTable('account_sessions')
        .set({ revoked_at: now, sse_alive_at: null })
        .where('user_id', '=', target.id)
        .where('revoked_at', 'is', null)
        .execute();
      await trx.updateTable('account_sso').set({ revoked_at: now }).where('user_id', '=', target.id).where('revoked_at', 'is', null).execute();
      await trx.updateTable('account_tickets').set({ used_at: now }).where('user_id', '=', target.id).where('used_at', 'is', null).execute();
      return sessions.map((s) => s.id);
    });
    // A locked-out owner gets in again with the new password.
    await this.rt.limiter.clearAccount(target.account_name, request.ip);
    return { answer: { status: 'done', username: target.account_name, signedOut: signedOut.length }, signedOut };
  }
}
