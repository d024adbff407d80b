import type { FastifyRequest } from 'fastify';
import { BusinessError } from '@kernel/server/errors';
import { maskMobile, SecurityMessages as M, SecurityStatus } from '../shared/security';
import { AccountLifecycle } from '../shared/services';
import { anonymiseRegistration } from './registration-accounts';
import type { AccountRuntime } from './runtime';
import { assertCode, type AccountSecurity } from './security-service';
import { endSessions, securityDb, type SecurityTrx } from './security-state';

/** What a deleted account's name shows (other plugins' lists, the directory). */
export const DELETED_FULL_NAME = '已注销用户';
/** The password hash of a deleted account: no password matches it (passwords.ts refuses any malformed hash). */
export const DELETED_PASSWORD_HASH = 'deleted';

/**
 * Account deletion (注销账号), in ONE transaction:
 * - the account row stays, with its `account_name` (reserved for ever: nobody can register the
 *   name and pass for the member) and its `global_id` (the opaque key other plugins' ledgers keep);
 *   its name becomes 已注销用户, its avatar and password hash are removed, `deleted_at` is set;
 * - its phone bindings are removed; every session, SSO session, ticket and confirmed QR code ends;
 *   the devices and addresses of its sessions and login applications are blanked; its consent
 *   records lose their address and its invite code goes (registration's `anonymiseRegistration`);
 * - every `AccountLifecycle.deleting` hook other plugins contributed runs in the same transaction
 *   (a throw rolls everything back).
 * Confirmed by an SMS code of type `delete` sent to the bound phone, or by the password when the
 * account has no phone (under the login's failure limits). A sub-account is managed by its
 * enterprise; a main account must first disable its enabled sub-accounts.
 */
export class AccountDeletion {
  constructor(
    private readonly rt: AccountRuntime,
    private readonly security: AccountSecurity,
  ) {}

  /** Step 1: the code of type `delete` to the bound phone (captcha first). */
  async sendCode(request: FastifyRequest, userId: number, validateData: string | undefined): Promise<{ mobile: string }> {
    const user = await this.security.user(userId);
    const blocked = await this.security.deleteBlocked(user);
    if (blocked) throw new BusinessError(SecurityStatus.FAILED, blocked);
    const mobile = await this.security.phoneOf(user.id);
    if (!mobile) throw new BusinessError(SecurityStatus.FAILED, M.noPhoneUsePassword);
    await this.security.requireCaptcha(validateData);
    await this.rt.sms.send(mobile, 'delete', request.ip);
    return { mobile: maskMobile(mobile) };
  }

  /** Step 2: the confirmation checked, then the deletion. */
  async delete(request: FastifyRequest, userId: number, input: { code?: string; password?: string; validateData?: string }): Promise<void> {
    const user = await this.security.user(userId);
    if (user.deleted_at !== null) throw new BusinessError(302, '登录已过期，请重新登录');
    const blocked = await this.security.deleteBlocked(user);
    if (blocked) throw new BusinessError(SecurityStatus.FAILED, blocked);
    const mobile = await this.security.phoneOf(user.id);
    if (mobile) {
      if (!input.code) throw new BusinessError(SecurityStatus.FAILED, M.codeRequired);
      assertCode(await this.rt.sms.check(mobile, 'delete', input.code, true));
    } else {
      if (!input.password) throw new BusinessError(SecurityStatus.FAILED, M.deletePasswordRequired);
      await this.security.checkOwnPassword(request, user, input.password, input.validateData, '登录密码错误');
    }
    const at = this.rt.now();
    const ended = await securityDb(this.rt.db)
      .transaction()
      .execute(async (trx) => {
        const done = await trx
          .updateTable('account_users')
          .set({
            full_name: DELETED_FULL_NAME,
            password_hash: DELETED_PASSWORD_HASH,
            avatar_small: null,
            avatar_big: null,
            shares_rights: 0,
            deleted_at: at,
          })
          .where('id', '=', user.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        // A concurrent deletion of the same account got there first.
        if (Number(done.numUpdatedRows) !== 1) throw new BusinessError(302, '登录已过期，请重新登录');
        await removePersonalData(trx, user.id);
        await anonymiseRegistration(trx, user.id);
        const sessions = await endSessions(trx, user.id, at);
        for (const hooks of this.rt.services.contributed(AccountLifecycle)) {
          await hooks.deleting?.(trx, { globalId: user.global_id, at });
        }
        return sessions;
      })
      .catch((err: unknown) => {
        if (err instanceof BusinessError) throw err;
        // A contributed hook (or the database) failed: nothing was deleted.
        this.rt.log?.error({ err }, '注销账号失败');
        throw new BusinessError(SecurityStatus.FAILED, M.deleteFailed);
      });
    this.security.closeStreams(ended);
  }
}

/** The account's personal data in the account plugin's own tables, beyond its row. */
async function removePersonalData(trx: SecurityTrx, userId: number): Promise<void> {
  await trx.deleteFrom('account_phones').where('user_id', '=', userId).execute();
  await trx.updateTable('account_sessions').set({ device: '', ip: '' }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('account_multi_login').where('user_id', '=', userId).execute();
}
