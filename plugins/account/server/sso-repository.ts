import type { Transaction } from 'kysely';
import { KEEP_LOGIN_SECONDS } from '../shared/contract';
import type { AccountDb, AccountTables, SsoRow, TicketKind, TicketRow } from './tables';
import { hashToken, randomToken } from './tokens';

/** Server-side life of an SSO session: a week with keep-login, a day for a browser-session cookie. */
export const SSO_KEEP_MS = KEEP_LOGIN_SECONDS * 1000;
export const SSO_SESSION_MS = 24 * 60 * 60 * 1000;
/** A user ticket (SSO → a login on another tab or sub-site) is single use and lives 60 s. */
export const TICKET_TTL_MS = 60 * 1000;
/** The loginToken of a login answer (sub-site login by token) is single use and lives 5 minutes. */
export const LOGIN_TOKEN_TTL_MS = 5 * 60 * 1000;
/**
 * The multi-login pre-check ticket: it files one application (single use) within 60 s; it still
 * shows that application's state and withdraws it while the application lives.
 */
export const APPLY_TICKET_TTL_MS = 60 * 1000;

const TICKET_TTL: Record<TicketKind, number> = { sso: TICKET_TTL_MS, login: LOGIN_TOKEN_TTL_MS, apply: APPLY_TICKET_TTL_MS };

type Db = AccountDb | Transaction<AccountTables>;

/**
 * SSO sessions (the httpOnly cookie set on every login, table account_sso) and the single-use
 * tickets made from them or from a login (table account_tickets). Only digests are stored.
 */
export class SsoRepository {
  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
  ) {}

  async create(trx: Db, userId: number, keepLogin: boolean): Promise<{ cookie: string; row: SsoRow }> {
    const now = this.now();
    const cookie = randomToken();
    const row: SsoRow = {
      id: hashToken(cookie),
      user_id: userId,
      keep_login: keepLogin ? 1 : 0,
      created_at: now,
      expires_at: now + (keepLogin ? SSO_KEEP_MS : SSO_SESSION_MS),
      revoked_at: null,
    };
    await trx.insertInto('account_sso').values(row).execute();
    return { cookie, row };
  }

  /** The usable SSO session behind a cookie value. */
  async byCookie(cookie: string | undefined): Promise<SsoRow | undefined> {
    if (!cookie) return undefined;
    const row = await this.db.selectFrom('account_sso').selectAll().where('id', '=', hashToken(cookie)).executeTakeFirst();
    return row && row.revoked_at === null && row.expires_at > this.now() ? row : undefined;
  }

  /** The SSO session by its id (the cookie digest) when still usable. */
  async usable(id: string | null): Promise<SsoRow | undefined> {
    if (!id) return undefined;
    const row = await this.db.selectFrom('account_sso').selectAll().where('id', '=', id).executeTakeFirst();
    return row && row.revoked_at === null && row.expires_at > this.now() ? row : undefined;
  }

  async revoke(trx: Db, id: string | null | undefined): Promise<void> {
    if (!id) return;
    await trx.updateTable('account_sso').set({ revoked_at: this.now() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  async issueTicket(
    trx: Db,
    input: { kind: TicketKind; userId: number; ssoId: string | null; keepLogin: boolean },
  ): Promise<string> {
    const now = this.now();
    const ticket = randomToken();
    await trx
      .insertInto('account_tickets')
      .values({
        id: hashToken(ticket),
        kind: input.kind,
        user_id: input.userId,
        sso_id: input.ssoId,
        keep_login: input.keepLogin ? 1 : 0,
        created_at: now,
        expires_at: now + TICKET_TTL[input.kind],
        used_at: null,
      })
      .execute();
    return ticket;
  }

  /** A usable ticket of that kind, without using it up. */
  async peekTicket(ticket: string, kind: TicketKind): Promise<TicketRow | undefined> {
    const row = await this.db
      .selectFrom('account_tickets')
      .selectAll()
      .where('id', '=', hashToken(ticket))
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row && row.used_at === null && row.expires_at > this.now() ? row : undefined;
  }

  /** A ticket of that kind, used or not, by its value (whatever its state). */
  async anyTicket(ticket: string, kind: TicketKind): Promise<TicketRow | undefined> {
    return this.db
      .selectFrom('account_tickets')
      .selectAll()
      .where('id', '=', hashToken(ticket))
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** Uses up a ticket; its row when it was usable, else undefined. */
  async consumeTicket(ticket: string, kind: TicketKind): Promise<TicketRow | undefined> {
    const row = await this.peekTicket(ticket, kind);
    if (!row) return undefined;
    const result = await this.db
      .updateTable('account_tickets')
      .set({ used_at: this.now() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? row : undefined;
  }

  async purge(): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom('account_tickets').where('expires_at', '<', now - 60 * 60 * 1000).execute();
    await this.db.deleteFrom('account_sso').where('expires_at', '<', now - 24 * 60 * 60 * 1000).execute();
  }
}
