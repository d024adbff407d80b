import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AccountApi } from './account-api';
import type { LoginCompletion } from './login-completion';
import type { LoginDialogState } from './login-dialog';
import { LoginTexts, messageOf } from './login-errors';

export type QrViewStatus = 'idle' | 'loading' | 'waiting' | 'scanned' | 'confirming' | 'expired' | 'error';

export interface QrState {
  status: QrViewStatus;
  uuid: string;
  /** The absolute address encoded in the QR code. */
  url: string;
  error: string;
}

/** How often the QR tab asks for the QR code's status. */
export const QR_POLL_MS = 2000;

const IDLE: QrState = { status: 'idle', uuid: '', url: '', error: '' };

/**
 * 扫码登录: a QR code of the mobile confirmation page, polled until the phone confirms (已扫码 on
 * the way) or it expires; a confirmed code ends in the one login completion.
 */
export class QrLoginFlow {
  qr: QrState = IDLE;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private round = 0;
  private expiresAt = 0;

  constructor(
    private readonly api: AccountApi,
    private readonly completion: LoginCompletion,
    private readonly dialog: LoginDialogState,
  ) {
    makeObservable<QrLoginFlow, 'set'>(this, { qr: observable.ref, reset: action, set: action });
  }

  reset(): void {
    this.qr = IDLE;
  }

  /** When the code expires (ms since epoch; 0: no expiry known). */
  get qrExpiresAt(): number {
    return this.expiresAt;
  }

  set qrExpiresAt(value: number) {
    this.expiresAt = value;
  }

  startQr(): void {
    this.stopQr();
    const round = this.round;
    this.set({ status: 'loading', uuid: '', url: '', error: '' });
    this.api.getQrcode().then(
      (info) => {
        if (round !== this.round) return;
        const origin = typeof location !== 'undefined' ? location.origin : '';
        const url = /^https?:\/\//.test(info.url) ? info.url : `${origin}${info.url.startsWith('/') ? '' : '/'}${info.url}`;
        this.set({ status: 'waiting', uuid: info.uuid, url, error: '' });
        this.expiresAt = info.expireIn > 0 ? Date.now() + info.expireIn * 1000 : 0;
        this.schedule(round);
      },
      (error) => {
        if (round !== this.round) return;
        this.set({ status: 'error', uuid: '', url: '', error: messageOf(error, LoginTexts.qrFailed) });
      },
    );
  }

  stopQr(): void {
    this.round += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(qr: QrState): void {
    this.qr = qr;
  }

  private schedule(round: number): void {
    if (round !== this.round) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(round), QR_POLL_MS);
  }

  private async poll(round: number): Promise<void> {
    if (round !== this.round) return;
    const uuid = this.qr.uuid;
    let status: string | null = null;
    try {
      status = await this.api.getQrcodeStatus(uuid);
    } catch {
      status = null;
    }
    if (round !== this.round) return;
    const expired = status === 'expired' || status === 'used' || (this.expiresAt > 0 && Date.now() > this.expiresAt && status !== 'confirmed');
    if (expired) {
      this.stopQr();
      this.set({ ...this.qr, status: 'expired', error: LoginTexts.qrExpired });
      return;
    }
    if (status === 'confirmed') {
      this.set({ ...this.qr, status: 'confirming' });
      const keepLogin = this.dialog.keepLogin;
      try {
        const answer = await this.api.loginByQrCode(uuid, keepLogin);
        if (round !== this.round) return;
        await this.completion.complete(answer, { keepLogin, how: 'fresh' });
      } catch (error) {
        if (round !== this.round) return;
        this.stopQr();
        runInAction(() => (this.qr = { ...this.qr, status: 'error', error: messageOf(error) }));
      }
      return;
    }
    if (status === 'scanned' && this.qr.status !== 'scanned') this.set({ ...this.qr, status: 'scanned' });
    this.schedule(round);
  }
}
