import type { AccountDb, UserRow } from './tables';

export type AccountKind = 'personal' | 'entMain' | 'entSub';

/** Display names of the account kinds (phone login's account-selection list). */
export const KIND_NAMES: Record<AccountKind, string> = {
  personal: '个人账号',
  entMain: '企业主账号',
  entSub: '企业子账号',
};

export const KIND_GROUPS = {
  personal: 'personalAccount',
  entMain: 'entMainAccount',
  entSub: 'entSubAccount',
} as const;

/** Accounts and their phone bindings (tables account_users, account_phones). */
export class UserRepository {
  constructor(private readonly db: AccountDb) {}

  byId(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('account_users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byGlobalId(globalId: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('account_users').selectAll().where('global_id', '=', globalId).executeTakeFirst();
  }

  /** By account name, case-insensitively (names are stored in lower case). */
  byName(accountName: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('account_users')
      .selectAll()
      .where('account_name', '=', accountName.trim().toLowerCase())
      .executeTakeFirst();
  }

  /** The accounts bound to a phone, main accounts first, then sub-accounts, then personal ones. */
  async byPhone(mobile: string): Promise<UserRow[]> {
    const rows = await this.db
      .selectFrom('account_users')
      .innerJoin('account_phones', 'account_phones.user_id', 'account_users.id')
      .selectAll('account_users')
      .where('account_phones.mobile', '=', mobile)
      .orderBy('account_users.id')
      .execute();
    const rank: Record<AccountKind, number> = { entMain: 0, entSub: 1, personal: 2 };
    return rows.sort((a, b) => rank[a.kind] - rank[b.kind] || a.id - b.id);
  }

  async isBound(mobile: string, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('account_phones')
      .select('user_id')
      .where('mobile', '=', mobile)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async phoneExists(mobile: string): Promise<boolean> {
    const row = await this.db.selectFrom('account_phones').select('user_id').where('mobile', '=', mobile).executeTakeFirst();
    return row !== undefined;
  }
}
