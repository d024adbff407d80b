import { BusinessError } from '@kernel/server/errors';
import { isMobile } from '@kernel/core/contact';
import { maskMobile, SecurityLimits, SecurityMessages as M, SecurityStatus, type NewSubAccount, type SubAccount, type SubAccountList } from '../shared/security';
import { passwordProblem, usernameProblem } from '../shared/registration';
import { hashPassword } from './passwords';
import type { AccountRuntime } from './runtime';
import type { AccountSecurity } from './security-service';
import { endSessions, securityDb, type SecureUserRow } from './security-state';
import { dialectOf, insertAccount } from './registration-accounts';
import { lockSubjects } from './rate-limit';

/**
 * 子账号管理 of an enterprise main account: its sub-accounts (kind `entSub`, `enterprise_id` = the
 * main account's id), added with a username and an initial password (optional name and phone),
 * disabled (cannot log in, every session ends) or enabled again, and sharing the enterprise's
 * rights or not (`shares_rights`, read by `rightsSourceOf`). Every call checks that the account
 * is an enterprise main account and that the sub-account is its own.
 */
export class EnterpriseAccounts {
  constructor(
    private readonly rt: AccountRuntime,
    private readonly security: AccountSecurity,
  ) {}

  private get db() {
    return securityDb(this.rt.db);
  }

  /** The enterprise main account behind a session's user, or 403 仅企业主账号可以管理子账号. */
  async main(userId: number): Promise<SecureUserRow> {
    const user = await this.security.user(userId);
    if (user.kind !== 'entMain' || user.deleted_at !== null) throw new BusinessError(SecurityStatus.FORBIDDEN, M.enterpriseOnly);
    return user;
  }

  private async own(main: SecureUserRow, globalId: string): Promise<SecureUserRow> {
    const sub = await this.db
      .selectFrom('account_users')
      .selectAll()
      .where('global_id', '=', globalId)
      .where('enterprise_id', '=', main.id)
      .where('kind', '=', 'entSub')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!sub) throw new BusinessError(SecurityStatus.FAILED, M.subNotFound);
    return sub;
  }

  private async describe(rows: readonly SecureUserRow[]): Promise<SubAccount[]> {
    const ids = rows.map((r) => r.id);
    const phones = ids.length
      ? await this.db.selectFrom('account_phones').select(['user_id', 'mobile', 'created_at']).where('user_id', 'in', ids).orderBy('created_at').execute()
      : [];
    const phoneOf = new Map<number, string>();
    for (const p of phones) if (!phoneOf.has(p.user_id)) phoneOf.set(p.user_id, p.mobile);
    return rows.map((r) => ({
      globalId: r.global_id,
      accountName: r.account_name,
      fullName: r.full_name,
      mobile: phoneOf.has(r.id) ? maskMobile(phoneOf.get(r.id)!) : null,
      enabled: r.disabled_at === null,
      sharesRights: r.shares_rights === 1,
      createdAt: r.created_at,
      lastLoginAt: r.last_login_at,
    }));
  }

  async list(userId: number): Promise<SubAccountList> {
    const main = await this.main(userId);
    const rows = await this.db
      .selectFrom('account_users')
      .selectAll()
      .where('enterprise_id', '=', main.id)
      .where('kind', '=', 'entSub')
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { enterpriseName: main.full_name, list: await this.describe(rows), max: SecurityLimits.subAccountsMax };
  }

  /**
   * 新增子账号: the username by the registration rules (taken and reserved names alike:
   * 该用户名不可用), the initial password by the password rule, an optional name (≤ 20) and phone.
   * The account is made by registration's `insertAccount` (id, globalId, the name's uniqueness);
   * the enterprise's count is checked under a per-enterprise lock in the same transaction.
   */
  async add(userId: number, input: NewSubAccount): Promise<SubAccount> {
    const main = await this.main(userId);
    const username = input.username.trim();
    const nameProblem = usernameProblem(username);
    if (nameProblem) throw new BusinessError(SecurityStatus.FAILED, nameProblem);
    const problem = passwordProblem(input.password);
    if (problem) throw new BusinessError(SecurityStatus.FAILED, problem);
    const fullName = (input.fullName ?? '').trim();
    if (fullName.length > SecurityLimits.fullNameMax) throw new BusinessError(SecurityStatus.FAILED, M.fullNameTooLong);
    if (/[\u0000-\u001f\u007f]/.test(fullName)) throw new BusinessError(SecurityStatus.FAILED, '姓名含有无效字符');
    const mobile = (input.mobile ?? '').trim();
    if (mobile && !isMobile(mobile)) throw new BusinessError(SecurityStatus.FAILED, '手机号格式错误');
    const hash = await hashPassword(input.password);
    const at = this.rt.now();
    const row = await this.db.transaction().execute(async (trx) => {
      await lockSubjects(trx as never, dialectOf(trx), [`enterprise:${main.id}`]);
      const count = await trx
        .selectFrom('account_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('enterprise_id', '=', main.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= SecurityLimits.subAccountsMax) throw new BusinessError(SecurityStatus.FAILED, M.subLimit(SecurityLimits.subAccountsMax));
      // Registration's account creation: the next id under its lock, a fresh globalId, a name held
      // by any row (deleted accounts' included) refused with 该用户名不可用.
      const created = await insertAccount(trx, { accountName: username, fullName: fullName || username, kind: 'entSub', enterpriseId: main.id, passwordHash: hash, mobile: mobile || null, at });
      if (input.sharesRights) await trx.updateTable('account_users').set({ shares_rights: 1 }).where('id', '=', created.id).execute();
      return trx.selectFrom('account_users').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    });
    return (await this.describe([row]))[0]!;
  }

  /** 停用 / 启用: a disabled sub-account cannot log in, and every session of it ends at once. */
  async setEnabled(userId: number, globalId: string, enabled: boolean): Promise<SubAccount> {
    const main = await this.main(userId);
    const sub = await this.own(main, globalId);
    const at = this.rt.now();
    const ended = await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('account_users')
        .set({ disabled_at: enabled ? null : at })
        .where('id', '=', sub.id)
        .where('disabled_at', enabled ? 'is not' : 'is', null)
        .execute();
      return enabled ? [] : endSessions(trx, sub.id, at);
    });
    this.security.closeStreams(ended);
    return (await this.describe([(await this.own(main, globalId))]))[0]!;
  }

  /** 重置密码: the enterprise gives a sub-account a new password (by the password rule); its sessions end. */
  async resetPassword(userId: number, globalId: string, password: string): Promise<SubAccount> {
    const main = await this.main(userId);
    const sub = await this.own(main, globalId);
    const problem = passwordProblem(password);
    if (problem) throw new BusinessError(SecurityStatus.FAILED, problem);
    const hash = await hashPassword(password);
    const at = this.rt.now();
    const ended = await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('account_users').set({ password_hash: hash, password_changed_at: at }).where('id', '=', sub.id).execute();
      return endSessions(trx, sub.id, at);
    });
    this.security.closeStreams(ended);
    return (await this.describe([await this.own(main, globalId)]))[0]!;
  }

  /** 共享企业权益 on or off. */
  async setSharing(userId: number, globalId: string, shares: boolean): Promise<SubAccount> {
    const main = await this.main(userId);
    const sub = await this.own(main, globalId);
    await this.db.updateTable('account_users').set({ shares_rights: shares ? 1 : 0 }).where('id', '=', sub.id).execute();
    return (await this.describe([(await this.own(main, globalId))]))[0]!;
  }

  /**
   * AccountDirectory.rightsSourceOf: the main account's globalId for an enabled, undeleted
   * sub-account sharing the rights of an undeleted main account; otherwise null.
   */
  async rightsSourceOf(globalId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('account_users as sub')
      .innerJoin('account_users as main', 'main.id', 'sub.enterprise_id')
      .select('main.global_id')
      .where('sub.global_id', '=', globalId)
      .where('sub.kind', '=', 'entSub')
      .where('sub.shares_rights', '=', 1)
      .where('sub.disabled_at', 'is', null)
      .where('sub.deleted_at', 'is', null)
      .where('main.kind', '=', 'entMain')
      .where('main.deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.global_id ?? null;
  }
}
