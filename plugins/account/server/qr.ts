import { randomUUID } from 'node:crypto';
import { BusinessError } from '@kernel/server/errors';
import { AccountStatus, QR_EXPIRE_SECONDS, type QrStatus } from '../shared/contract';
import { accountRoutes } from '../shared/routes';
import { Msg } from './messages';
import type { AccountDb, QrRow } from './tables';

/** After a confirmation the desktop has at least this long to log in. */
const CONFIRMED_GRACE_MS = 60 * 1000;

/** The mobile page the QR code points to (the client's confirmation page). */
export function qrConfirmUrl(uuid: string): string {
  return accountRoutes.qrConfirm(undefined, { uuid });
}

/**
 * QR-code login (table account_qr): the desktop asks for a code (waiting, 180 s), a logged-in phone
 * opens it (scanned) and confirms it (confirmed, bound to the phone's account), the desktop then
 * logs in once (used). Past its time a code reads as expired.
 */
export class QrService {
  constructor(
    private readonly db: AccountDb,
    private readonly now: () => number,
  ) {}

  async create(): Promise<{ uuid: string; url: string; expireIn: number }> {
    const now = this.now();
    const uuid = randomUUID();
    await this.db
      .insertInto('account_qr')
      .values({
        uuid,
        status: 'waiting',
        user_id: null,
        created_at: now,
        expires_at: now + QR_EXPIRE_SECONDS * 1000,
        confirmed_at: null,
        used_at: null,
        confirmed_session: null,
      })
      .execute();
    return { uuid, url: qrConfirmUrl(uuid), expireIn: QR_EXPIRE_SECONDS };
  }

  private find(uuid: string): Promise<QrRow | undefined> {
    return this.db.selectFrom('account_qr').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  private statusOf(row: QrRow | undefined): QrStatus {
    if (!row) return 'expired';
    if (row.status === 'used') return 'used';
    return row.expires_at <= this.now() ? 'expired' : row.status;
  }

  /** Unknown codes read as expired (the desktop then offers a new one). */
  async status(uuid: string): Promise<QrStatus> {
    return this.statusOf(await this.find(uuid));
  }

  /** The phone opened the code: waiting → scanned. */
  async scan(uuid: string): Promise<void> {
    const status = await this.status(uuid);
    this.assertOpen(status);
    await this.db.updateTable('account_qr').set({ status: 'scanned' }).where('uuid', '=', uuid).where('status', '=', 'waiting').execute();
  }

  /** The phone's member confirms: the code is bound to that account (and that phone's session). */
  async confirm(uuid: string, userId: number, sessionId: string): Promise<void> {
    const row = await this.find(uuid);
    this.assertOpen(this.statusOf(row));
    const now = this.now();
    const result = await this.db
      .updateTable('account_qr')
      .set({
        status: 'confirmed',
        user_id: userId,
        confirmed_session: sessionId,
        confirmed_at: now,
        expires_at: Math.max(row!.expires_at, now + CONFIRMED_GRACE_MS),
      })
      .where('uuid', '=', uuid)
      .where('status', 'in', ['waiting', 'scanned'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new BusinessError(AccountStatus.FAILED, Msg.qrUsed);
  }

  private assertOpen(status: QrStatus): void {
    if (status === 'expired') throw new BusinessError(AccountStatus.FAILED, Msg.qrExpired);
    if (status === 'confirmed' || status === 'used') throw new BusinessError(AccountStatus.FAILED, Msg.qrUsed);
  }

  /** The confirming account (and phone session) of a confirmed, unused code (does not use it up). */
  async confirmed(uuid: string): Promise<{ userId: number; sessionId: string | null }> {
    const row = await this.find(uuid);
    const status = this.statusOf(row);
    if (status === 'confirmed' && row?.user_id != null) return { userId: row.user_id, sessionId: row.confirmed_session };
    if (status === 'waiting' || status === 'scanned') throw new BusinessError(AccountStatus.FAILED, Msg.qrNotConfirmed);
    if (status === 'used') throw new BusinessError(AccountStatus.FAILED, Msg.qrUsed);
    throw new BusinessError(AccountStatus.FAILED, Msg.qrExpired);
  }

  /** Uses up a confirmed code (single use): the account to log in. */
  async consume(uuid: string): Promise<number> {
    const { userId } = await this.confirmed(uuid);
    const result = await this.db
      .updateTable('account_qr')
      .set({ status: 'used', used_at: this.now() })
      .where('uuid', '=', uuid)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new BusinessError(AccountStatus.FAILED, Msg.qrUsed);
    return userId;
  }

  async purge(): Promise<void> {
    await this.db.deleteFrom('account_qr').where('expires_at', '<', this.now() - 60 * 60 * 1000).execute();
  }
}
