import type { FastifyRequest } from 'fastify';
import { BusinessError } from '@kernel/server/errors';
import {
  AGREEMENT_VERSION,
  normaliseInviteCode,
  normaliseUsername,
  PRIVACY_VERSION,
  registerProblem,
  RegistrationMessages,
  RegistrationStatus,
  type RegisterRequest,
} from '../shared/registration';
import { AccountLifecycle } from '../shared/services';
import type { InviteService } from './invites';
import { hashPassword } from './passwords';
import { insertAccount, registrationDb, type RegistrationDb } from './registration-accounts';
import { SmsCodeService } from './sms';
import type { AccountRuntime } from './runtime';
import type { UserRow } from './tables';
import { randomId } from './tokens';

/**
 * Registration: the rules of shared/registration.ts, the SMS code of type `register`, then one
 * transaction that creates the account and binds the phone, records the consent (versions, time,
 * address) and the invitation, and runs every contributed `AccountLifecycle.registered` hook; a
 * throw anywhere rolls all of it back.
 */
export class RegistrationService {
  private readonly db: RegistrationDb;

  constructor(
    private readonly rt: AccountRuntime,
    private readonly invites: InviteService,
  ) {
    this.db = registrationDb(rt.db);
  }

  private refuse(message: string): never {
    throw new BusinessError(RegistrationStatus.INVALID, message);
  }

  async register(request: FastifyRequest, input: RegisterRequest): Promise<UserRow> {
    const problem = registerProblem(input);
    if (problem) this.refuse(problem);
    const { mobile, code, password } = input;
    const name = normaliseUsername(input.username);
    const inviteCode = normaliseInviteCode(input.inviteCode);
    // The code first, without using it up: nothing is told about the phone or the name before.
    SmsCodeService.assertOk(await this.rt.sms.check(mobile, 'register', code, false));
    if (await this.rt.users.phoneExists(mobile)) this.refuse(RegistrationMessages.phoneRegistered);
    if (await this.rt.users.byName(name)) this.refuse(RegistrationMessages.usernameUnavailable);
    const inviter = inviteCode ? await this.invites.inviterOf(inviteCode) : undefined;
    if (inviteCode && !inviter) this.refuse(RegistrationMessages.inviteInvalid);
    const passwordHash = await hashPassword(password);
    // Used up before the writes (the code check reads outside the transaction): of concurrent
    // registrations with one code only one goes on.
    SmsCodeService.assertOk(await this.rt.sms.check(mobile, 'register', code, true));
    const at = this.rt.now();
    const hooks = this.rt.services.contributed(AccountLifecycle);
    return this.db
      .transaction()
      .execute(async (trx) => {
      // The phone again, under the account lock insertAccount takes (a phone registered meanwhile).
      const user = await insertAccount(trx, { accountName: name, fullName: name, kind: 'personal', enterpriseId: null, passwordHash, at });
      const bound = await trx.selectFrom('account_phones').select('user_id').where('mobile', '=', mobile).executeTakeFirst();
      if (bound) this.refuse(RegistrationMessages.phoneRegistered);
      await trx.insertInto('account_phones').values({ mobile, user_id: user.id, created_at: at }).execute();
      await trx
        .insertInto('account_consents')
        .values({
          id: randomId(),
          user_id: user.id,
          agreement_version: AGREEMENT_VERSION,
          privacy_version: PRIVACY_VERSION,
          consented_at: at,
          ip: request.ip.slice(0, 64),
        })
        .execute();
      let inviterGlobalId: string | null = null;
      if (inviter && inviter.id !== user.id) {
        const credited = await trx
          .insertInto('account_invitations')
          .values({ invitee_id: user.id, inviter_id: inviter.id, code: inviteCode, created_at: at })
          .onConflict((oc) => oc.column('invitee_id').doNothing())
          .executeTakeFirst();
        if (Number(credited.numInsertedOrUpdatedRows ?? 0) === 1) inviterGlobalId = inviter.global_id;
      }
      for (const hook of hooks) await hook.registered?.(trx, { globalId: user.global_id, inviterGlobalId, at });
      return user;
      })
      .catch((error: unknown) => {
        if (error instanceof BusinessError) throw error;
        // A contributed hook (or the database) failed: everything was rolled back.
        this.rt.log?.error({ err: error }, '注册未能完成');
        throw new BusinessError(RegistrationStatus.NOT_COMPLETED, RegistrationMessages.notCompleted);
      });
  }
}
