import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import { BusinessError } from '@kernel/server/errors';
import { normaliseUsername, RegistrationMessages, RegistrationStatus } from '../shared/registration';
import { lockSubjects } from './rate-limit';
import type { AccountDb, AccountTables, UserRow } from './tables';
import { randomDigits } from './tokens';
import type { AccountKind } from './users-repository';

/** Row types of the tables of migration 004 (registration, consent, invites). */
export interface ConsentRow {
  id: string;
  user_id: number;
  agreement_version: string;
  privacy_version: string;
  consented_at: number;
  /** The client address of the consent; null once the account is deleted. */
  ip: string | null;
}

export interface InviteCodeRow {
  user_id: number;
  code: string;
  created_at: number;
}

export interface InvitationRow {
  /** The new member (primary key: credited once). */
  invitee_id: number;
  inviter_id: number;
  code: string;
  created_at: number;
}

export interface RegistrationTables extends AccountTables {
  account_consents: ConsentRow;
  account_invite_codes: InviteCodeRow;
  account_invitations: InvitationRow;
}

export type RegistrationDb = Kysely<RegistrationTables>;
export type RegistrationTrx = Transaction<RegistrationTables>;

export function registrationDb(db: AccountDb | Kysely<any>): RegistrationDb {
  return db as unknown as RegistrationDb;
}

/** The dialect behind a Kysely instance (advisory locks are PostgreSQL's). */
export function dialectOf(db: Kysely<any>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Ids of accounts created on the site start here (the demo accounts hold 10001–10006). */
export const FIRST_MEMBER_ID = 100_001;

export interface NewAccount {
  /** As typed; stored in lower case (names are unique case-insensitively). */
  readonly accountName: string;
  readonly fullName: string;
  readonly kind: AccountKind;
  readonly enterpriseId: number | null;
  /** From passwords.ts hashPassword. */
  readonly passwordHash: string;
  /** A phone to bind, or none. */
  readonly mobile?: string | null;
  readonly at: number;
}

/**
 * Creates an account inside the caller's transaction: the next id (at least FIRST_MEMBER_ID)
 * under a lock (`account_users:id`: SQLite runs one transaction at a time, PostgreSQL takes an
 * advisory lock, so two creations never pick the same id), a globalId `G` + 8 random digits
 * (retried while taken), the phone binding when given. A name already held by any account row
 * (deleted accounts keep theirs: reserved forever) answers 400 该用户名不可用.
 */
export async function insertAccount(trx: Transaction<any>, account: NewAccount): Promise<UserRow> {
  const t = trx as unknown as RegistrationTrx;
  const name = normaliseUsername(account.accountName);
  await lockSubjects(t as never, dialectOf(trx), ['account_users:id', `account_users:name:${name}`]);
  const taken = await t.selectFrom('account_users').select('id').where('account_name', '=', name).executeTakeFirst();
  if (taken) throw new BusinessError(RegistrationStatus.INVALID, RegistrationMessages.usernameUnavailable);
  const top = await t.selectFrom('account_users').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const id = Math.max(Number(top?.max ?? 0) + 1, FIRST_MEMBER_ID);
  let globalId = '';
  for (let attempt = 0; attempt < 20 && !globalId; attempt += 1) {
    const candidate = `G${randomDigits(8)}`;
    const clash = await t.selectFrom('account_users').select('id').where('global_id', '=', candidate).executeTakeFirst();
    if (!clash) globalId = candidate;
  }
  if (!globalId) throw new BusinessError(RegistrationStatus.INVALID, '系统繁忙，请稍后再试');
  const row: UserRow = {
    id,
    global_id: globalId,
    account_name: name,
    full_name: account.fullName.slice(0, 100),
    kind: account.kind,
    enterprise_id: account.enterpriseId,
    password_hash: account.passwordHash,
    avatar_small: null,
    avatar_big: null,
    login_count: 0,
    created_at: account.at,
    last_login_at: null,
  };
  await t.insertInto('account_users').values(row).execute();
  if (account.mobile) await t.insertInto('account_phones').values({ mobile: account.mobile, user_id: id, created_at: account.at }).execute();
  return row;
}

/**
 * The registration data of an account being deleted, inside the deletion's transaction: the
 * consent rows lose their client address (the fact and time of the consent are kept as a record),
 * the invite code is removed (links with it stop crediting anyone). Invitation rows are kept: they
 * hold only account ids, which no longer lead to a person once the account is anonymised.
 */
export async function anonymiseRegistration(trx: Transaction<any>, userId: number): Promise<void> {
  const t = trx as unknown as RegistrationTrx;
  await t.updateTable('account_consents').set({ ip: null }).where('user_id', '=', userId).execute();
  await t.deleteFrom('account_invite_codes').where('user_id', '=', userId).execute();
}
