import type { ServerResponse } from 'node:http';
import { BusinessError } from '@kernel/server/errors';
import { APPLY_EXPIRE_SECONDS, AccountStatus } from '../shared/contract';
import { Msg } from './messages';
import type { SessionRepository } from './sessions-repository';
import type { AccountDb, ApplyStatus, MultiLoginRow, SessionRow, UserRow } from './tables';
import { randomId } from './tokens';

/** One open login stream (`loginSse`) of a device. */
export interface LiveStream {
  readonly id: string;
  readonly sessionId: string;
  readonly userId: number;
  readonly res: ServerResponse;
  /** Applications announced on this stream and still open (to announce their end). */
  readonly announced: Set<string>;
  timer: NodeJS.Timeout | null;
  closed: boolean;
  /** Ends the stream and forgets it. */
  end(): void;
}

/**
 * The open login streams of this instance. The database knows every instance's live devices
 * (account_sessions.sse_alive_at); this map is only for pushing events on the streams held here.
 */
export class SseHub {
  private readonly streams = new Map<string, LiveStream>();

  add(stream: LiveStream): void {
    this.streams.set(stream.id, stream);
  }

  delete(id: string): void {
    this.streams.delete(id);
  }

  ofUser(userId: number): LiveStream[] {
    return [...this.streams.values()].filter((s) => s.userId === userId && !s.closed);
  }

  ofSession(sessionId: string): LiveStream[] {
    return [...this.streams.values()].filter((s) => s.sessionId === sessionId && !s.closed);
  }

  all(): LiveStream[] {
    return [...this.streams.values()];
  }

  /** Writes one event; false when the stream is gone. */
  static send(stream: LiveStream, event: string, data: unknown): boolean {
    if (stream.closed || stream.res.writableEnded || stream.res.destroyed) return false;
    stream.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    return true;
  }
}

export type ApplyOption = 'pending' | 'allow' | 'deny' | 'cancel' | 'expired';

/** What the SSE `apply` event carries to the live devices. */
export interface ApplyEvent {
  applyId: string;
  username: string;
  device: string;
}

/**
 * The multi-login state machine (README.md, "Multi-login ticket"). A device is live while it holds an open
 * login stream (or called sseAlive lately). Someone who wants to log in to a live account applies;
 * the live devices get an `apply` event and answer allow or deny; the applicant polls the answer
 * or cancels; an unanswered application expires after 120 s. One pending application per account
 * (a unique column, so this holds across instances too). State lives in the database.
 */
export class MultiLoginService {
  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
    private readonly sessions: SessionRepository,
    private readonly hub: SseHub,
    /** A device whose stream showed no sign of life for this long is not live any more. */
    private readonly liveWindowMs: number,
  ) {}

  /** Whether the account has a live device other than the given session. */
  async isLiveElsewhere(userId: number, exceptSessionId?: string): Promise<boolean> {
    if (this.hub.ofUser(userId).some((s) => s.sessionId !== exceptSessionId)) return true;
    const alive = await this.sessions.aliveSince(userId, this.now() - this.liveWindowMs);
    return alive.some((s) => s.id !== exceptSessionId);
  }

  /** Marks the account's pending application expired when its time is up; the ids so closed. */
  private async expireStale(userId: number): Promise<string[]> {
    const stale = await this.db
      .selectFrom('account_multi_login')
      .select('id')
      .where('pending_key', '=', userId)
      .where('expires_at', '<=', this.now())
      .execute();
    if (stale.length === 0) return [];
    await this.close(userId, 'expired', stale.map((s) => s.id));
    return stale.map((s) => s.id);
  }

  /** Moves pending applications of the account to a final state; the ids that moved. */
  private async close(userId: number, status: Exclude<ApplyStatus, 'pending'>, ids?: string[], ticketHash?: string): Promise<string[]> {
    let pending = this.db.selectFrom('account_multi_login').select('id').where('pending_key', '=', userId);
    if (ids) pending = pending.where('id', 'in', ids);
    if (ticketHash !== undefined) pending = pending.where('ticket_hash', '=', ticketHash);
    const rows = await pending.execute();
    const moved: string[] = [];
    for (const { id } of rows) {
      const result = await this.db
        .updateTable('account_multi_login')
        .set({ status, pending_key: null, answered_at: this.now() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) moved.push(id);
    }
    for (const id of moved) this.announceEnd(userId, id, status);
    return moved;
  }

  /** The account's pending (and not expired) application. */
  async pending(userId: number): Promise<MultiLoginRow | undefined> {
    await this.expireStale(userId);
    return this.db.selectFrom('account_multi_login').selectAll().where('pending_key', '=', userId).executeTakeFirst();
  }

  async applying(userId: number): Promise<boolean> {
    return (await this.pending(userId)) !== undefined;
  }

  /** Files an application and tells the live devices; 800 MULTI_LOGIN_BUSY when one is pending. */
  async apply(user: UserRow, device: string, ip: string, ticketHash: string | null = null): Promise<string> {
    await this.expireStale(user.id);
    const now = this.now();
    const id = randomId();
    const inserted = await this.db
      .insertInto('account_multi_login')
      .values({
        id,
        user_id: user.id,
        pending_key: user.id,
        username: user.account_name,
        device: device.slice(0, 100),
        ip: ip.slice(0, 64),
        status: 'pending',
        created_at: now,
        expires_at: now + APPLY_EXPIRE_SECONDS * 1000,
        answered_at: null,
        ticket_hash: ticketHash,
      })
      .onConflict((oc) => oc.column('pending_key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
      throw new BusinessError(AccountStatus.MULTI_LOGIN_BUSY, Msg.multiLoginBusy);
    }
    const event: ApplyEvent = { applyId: id, username: user.account_name, device };
    for (const stream of this.hub.ofUser(user.id)) {
      if (SseHub.send(stream, 'apply', event)) stream.announced.add(id);
    }
    return id;
  }

  /** A live device of the account answers the pending application. */
  async answer(userId: number, option: 'allow' | 'deny'): Promise<void> {
    await this.expireStale(userId);
    const moved = await this.close(userId, option);
    if (moved.length === 0) throw new BusinessError(AccountStatus.FAILED, Msg.noPendingApply);
  }

  /**
   * The applicant withdraws its application (`applyId`, or any it filed): only the applications
   * filed with the applicant's pre-check ticket (`ticketHash`).
   */
  async cancel(userId: number, applyId: string | undefined, ticketHash: string): Promise<void> {
    await this.expireStale(userId);
    await this.close(userId, 'cancel', applyId ? [applyId] : undefined, ticketHash);
  }

  /** The state of an application, as the applicant polls it. */
  async option(applyId: string): Promise<ApplyOption> {
    const row = await this.db.selectFrom('account_multi_login').selectAll().where('id', '=', applyId).executeTakeFirst();
    if (!row) throw new BusinessError(AccountStatus.FAILED, Msg.applyNotFound);
    if (row.status === 'pending' && row.expires_at <= this.now()) {
      await this.expireStale(row.user_id);
      return 'expired';
    }
    return row.status;
  }

  /** Tells the live devices that an application they were shown is over (event `applyEnd`). */
  private announceEnd(userId: number, applyId: string, option: ApplyOption): void {
    for (const stream of this.hub.ofUser(userId)) {
      if (stream.announced.delete(applyId)) SseHub.send(stream, 'applyEnd', { applyId, option });
    }
  }

  /**
   * One heartbeat of a stream: liveness in the database, a `ping`, and the applications filed on
   * other instances (or expired meanwhile). False when the stream's session is gone.
   */
  async heartbeat(stream: LiveStream, session: SessionRow | undefined): Promise<boolean> {
    if (!session || !(this.sessions.isActive(session) || this.sessions.isRefreshable(session))) return false;
    if (stream.closed) return true;
    const now = this.now();
    await this.sessions.setAlive(session.id, now);
    SseHub.send(stream, 'ping', { time: now, identifier: session.cas_id });
    const pending = await this.pending(stream.userId);
    if (pending && !stream.announced.has(pending.id)) {
      const event: ApplyEvent = { applyId: pending.id, username: pending.username, device: pending.device };
      if (SseHub.send(stream, 'apply', event)) stream.announced.add(pending.id);
    }
    for (const id of [...stream.announced]) {
      if (pending?.id === id) continue;
      const row = await this.db.selectFrom('account_multi_login').select('status').where('id', '=', id).executeTakeFirst();
      stream.announced.delete(id);
      SseHub.send(stream, 'applyEnd', { applyId: id, option: row?.status ?? 'expired' });
    }
    return true;
  }

  async purge(): Promise<void> {
    await this.db
      .deleteFrom('account_multi_login')
      .where('pending_key', 'is', null)
      .where('expires_at', '<', this.now() - 24 * 60 * 60 * 1000)
      .execute();
  }
}
