import type { Transaction } from 'kysely';
import { KEEP_LOGIN_SECONDS, TOKEN_EXPIRE_IN } from '../shared/contract';
import type { AccountDb, AccountTables, LoginType, SessionRow } from './tables';
import { hashToken, randomId, randomToken } from './tokens';

/** last_seen_at is written at most this often per session (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

export interface NewSession {
  userId: number;
  loginType: LoginType;
  keepLogin: boolean;
  isNewUser: boolean;
  device: string;
  ip: string;
  ssoId: string | null;
}

type Db = AccountDb | Transaction<AccountTables>;

/** The last moment a session's token may be refreshed by login-by-token. */
export function refreshDeadline(row: Pick<SessionRow, 'keep_login' | 'created_at' | 'expires_at'>): number {
  return row.keep_login ? row.created_at + KEEP_LOGIN_SECONDS * 1000 : row.expires_at;
}

/**
 * Login sessions (table account_sessions). The access token is 32 random bytes (base64url) and
 * only its SHA-256 is stored. A token resolves while the session is neither revoked nor expired;
 * an expired keep-login session can still be refreshed (rotated) within the keep-login window.
 */
export class SessionRepository {
  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
  ) {}

  async create(trx: Db, input: NewSession): Promise<{ row: SessionRow; token: string }> {
    const now = this.now();
    const token = randomToken();
    const row: SessionRow = {
      id: randomId(),
      token_hash: hashToken(token),
      user_id: input.userId,
      cas_id: randomToken(18),
      login_type: input.loginType,
      keep_login: input.keepLogin ? 1 : 0,
      is_new_user: input.isNewUser ? 1 : 0,
      device: input.device.slice(0, 100),
      ip: input.ip.slice(0, 64),
      created_at: now,
      last_seen_at: now,
      expires_at: now + TOKEN_EXPIRE_IN * 1000,
      revoked_at: null,
      sso_id: input.ssoId,
      sse_alive_at: null,
    };
    await trx.insertInto('account_sessions').values(row).execute();
    return { row, token };
  }

  /** The session of a token, whatever its state (revoked or expired included). */
  byToken(token: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('account_sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  }

  byId(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('account_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The session of a token when it is usable now (not revoked, not expired). */
  async activeByToken(token: string): Promise<SessionRow | undefined> {
    const row = await this.byToken(token);
    return row && this.isActive(row) ? row : undefined;
  }

  isActive(row: SessionRow): boolean {
    return row.revoked_at === null && row.expires_at > this.now();
  }

  /** Not revoked and still inside its refresh window (it may be expired). */
  isRefreshable(row: SessionRow): boolean {
    return row.revoked_at === null && refreshDeadline(row) > this.now();
  }

  /**
   * Gives the session a new token and a new expiry; the old token stops working at once. Null
   * when the session changed meanwhile (a concurrent rotation or a logout).
   */
  async rotate(row: SessionRow): Promise<{ token: string; expiresAt: number } | null> {
    const now = this.now();
    const token = randomToken();
    const expiresAt = now + TOKEN_EXPIRE_IN * 1000;
    const result = await this.db
      .updateTable('account_sessions')
      .set({ token_hash: hashToken(token), expires_at: expiresAt, last_seen_at: now })
      .where('id', '=', row.id)
      .where('token_hash', '=', row.token_hash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? { token, expiresAt } : null;
  }

  async touch(row: SessionRow): Promise<void> {
    const now = this.now();
    if (now - row.last_seen_at < TOUCH_EVERY_MS) return;
    await this.db.updateTable('account_sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }

  async revoke(id: string, trx: Db = this.db): Promise<void> {
    await trx
      .updateTable('account_sessions')
      .set({ revoked_at: this.now(), sse_alive_at: null })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every other usable session of the member; the sessions revoked. */
  async revokeOthers(userId: number, keepId: string, trx: Db = this.db): Promise<SessionRow[]> {
    const others = (await this.listUsable(userId, trx)).filter((s) => s.id !== keepId);
    if (others.length === 0) return [];
    await trx
      .updateTable('account_sessions')
      .set({ revoked_at: this.now(), sse_alive_at: null })
      .where('id', 'in', others.map((s) => s.id))
      .where('revoked_at', 'is', null)
      .execute();
    return others;
  }

  /** The member's sessions that work or may still be refreshed, newest first. */
  async listUsable(userId: number, trx: Db = this.db): Promise<SessionRow[]> {
    const rows = await trx
      .selectFrom('account_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.filter((r) => this.isRefreshable(r) || this.isActive(r));
  }

  async setAlive(id: string, at: number | null): Promise<void> {
    await this.db.updateTable('account_sessions').set({ sse_alive_at: at }).where('id', '=', id).execute();
  }

  /** Sessions of the member whose login stream showed a sign of life since `since`. */
  async aliveSince(userId: number, since: number): Promise<SessionRow[]> {
    return this.db
      .selectFrom('account_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('sse_alive_at', '>', since)
      .execute();
  }

  byCasId(casId: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('account_sessions').selectAll().where('cas_id', '=', casId).executeTakeFirst();
  }

  async purge(): Promise<void> {
    // Keep rows for a month after they stopped being usable (the session list, audits).
    const cutoff = this.now() - 30 * 24 * 60 * 60 * 1000 - KEEP_LOGIN_SECONDS * 1000;
    await this.db.deleteFrom('account_sessions').where('created_at', '<', cutoff).execute();
  }
}
