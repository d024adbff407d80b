import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, type InviteInfo } from '../shared/registration';
import { registrationDb, type RegistrationDb } from './registration-accounts';
import type { AccountDb, UserRow } from './tables';

function newCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += INVITE_CODE_ALPHABET[randomInt(0, INVITE_CODE_ALPHABET.length)];
  return code;
}

/**
 * Invite codes (table account_invite_codes, one per member, made on first need) and the
 * invitations they brought (account_invitations: one row per new member, so an inviter is
 * credited once per member whatever is replayed).
 */
export class InviteService {
  private readonly db: RegistrationDb;

  constructor(
    db: AccountDb,
    private readonly now: () => number,
  ) {
    this.db = registrationDb(db);
  }

  /**
   * The member's code, made on first need. Concurrent first requests agree: the insert does
   * nothing when the member already has a code (primary key), and a clash with another member's
   * code (unique) is retried with a new one.
   */
  async codeOf(userId: number): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const existing = await this.db.selectFrom('account_invite_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
      if (existing) return existing.code;
      const code = newCode();
      const clash = await this.db.selectFrom('account_invite_codes').select('user_id').where('code', '=', code).executeTakeFirst();
      if (clash) continue;
      try {
        await this.db
          .insertInto('account_invite_codes')
          .values({ user_id: userId, code, created_at: this.now() })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
      } catch {
        // Another member took the code meanwhile (unique): try another one.
      }
    }
    const row = await this.db.selectFrom('account_invite_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new Error('invite code could not be made');
    return row.code;
  }

  async info(userId: number): Promise<InviteInfo> {
    const code = await this.codeOf(userId);
    const row = await this.db
      .selectFrom('account_invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('inviter_id', '=', userId)
      .executeTakeFirst();
    return { code, invited: Number(row?.n ?? 0) };
  }

  /** The member behind a code (normalised), or undefined. */
  async inviterOf(code: string): Promise<UserRow | undefined> {
    if (!code) return undefined;
    return this.db
      .selectFrom('account_invite_codes')
      .innerJoin('account_users', 'account_users.id', 'account_invite_codes.user_id')
      .selectAll('account_users')
      .where('account_invite_codes.code', '=', code)
      .executeTakeFirst();
  }
}
