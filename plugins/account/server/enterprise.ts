import { BusinessError } from '@kernel/server/errors';
import { isMobile } from '@kernel/core/contact';
import { maskMobile, SecurityLimits, SecurityMessages as M, SecurityStatus, type NewSubAccount, type SubAccount, type SubAccountList } from '../shared/security';
import { passwordProblem, usernameProblem } from '../shared/registration';
import { hashPassword } from './passwords';
import type { AccountRuntime } from './runtime';
import type { AccountSecurity } from './security-service';
import { endSessions, securityDb, type SecureUserRow } from './security-state';
import { randomDigits } from './tokens';

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
   * The id is the next free one and the globalId a fresh `G` + 8 digits, both retried on a
   * conflict; the name's UNIQUE index decides between two concurrent additions of one name.
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
    const accountName = username.toLowerCase();
    if (await this.rt.users.byName(accountName)) throw new BusinessError(SecurityStatus.FAILED, M.usernameUnavailable);
    const hash = await hashPassword(input.password);
    const at = this.rt.now();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const globalId = `G${randomDigits(8)}`;
      const outcome = await this.db
        .transaction()
        .execute(async (trx) => {
          const count = await trx
            .selectFrom('account_users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('enterprise_id', '=', main.id)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (Number(count?.n ?? 0) >= SecurityLimits.subAccountsMax) throw new BusinessError(SecurityStatus.FAILED, M.subLimit(SecurityLimits.subAccountsMax));
          const taken = await trx
            .selectFrom('account_users')
            .select(['account_name', 'global_id'])
            .where((eb) => eb.or([eb('account_name', '=', accountName), eb('global_id', '=', globalId)]))
            .execute();
          if (taken.some((t) => t.account_name === accountName)) throw new BusinessError(SecurityStatus.FAILED, M.usernameUnavailable);
          if (taken.length > 0) return 'retry' as const;
          const max = await trx.selectFrom('account_users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
          const id = Number(max?.id ?? 0) + 1;
          await trx
            .insertInto('account_users')
            .values({
              id,
              global_id: globalId,
              account_name: accountName,
              full_name: fullName || username,
              kind: 'entSub',
              enterprise_id: main.id,
              password_hash: hash,
              avatar_small: null,
              avatar_big: null,
              login_count: 0,
              created_at: at,
              last_login_at: null,
              disabled_at: null,
              deleted_at: null,
              shares_rights: input.sharesRights ? 1 : 0,
              password_changed_at: null,
            })
            .execute();
          if (mobile) await trx.insertInto('account_phones').values({ mobile, user_id: id, created_at: at }).execute();
          return id;
        })
        .catch(async (err: unknown) => {
          if (err instanceof BusinessError) throw err;
          // A unique index refused the row (a concurrent addition): the name decides the message.
          if (await this.rt.users.byName(accountName)) throw new BusinessError(SecurityStatus.FAILED, M.usernameUnavailable);
          return 'retry' as const;
        });
      if (outcome !== 'retry') {
        const row = await this.db.selectFrom('account_users').selectAll().where('id', '=', outcome).executeTakeFirstOrThrow();
        return (await this.describe([row]))[0]!;
      }
    }
    throw new BusinessError(SecurityStatus.FAILED, '子账号创建失败，请稍后重试');
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
