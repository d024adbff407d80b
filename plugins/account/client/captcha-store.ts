import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Subscription } from 'rxjs';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { AccountDialogs } from '../shared/dialogs';
import { AccountApi } from './account-api';

export const CaptchaStore = Symbol('CaptchaStore');

export const CaptchaMessages = {
  title: '安全验证',
  answerRequired: '请输入图中的字符',
  wrongAnswer: '验证码错误，请重新输入',
  imageFailed: '验证图片加载失败，请点击刷新',
} as const;

type CaptchaCallback = (validateData: string | null) => void;

const CAPTCHA = AccountDialogs.captcha;

/**
 * The global captcha (安全验证, the DialogService's `account.captcha`), shown and hidden by a global
 * event: the bus `captcha` event opens it (from the HTTP client on 980, the login and SMS flows,
 * other plugins); solving it calls the event's callback with `validateData`, closing it in any way
 * (Escape, the close icon, the event's `close`, a dialog that could not be loaded) calls back with
 * null. Requests that arrive while it is open wait their turn (a validateData is single use).
 */
export interface CaptchaStore {
  /** Whether the dialog is open: the DialogService's answer. */
  readonly open: boolean;
  readonly image: string;
  readonly answer: string;
  readonly error: string;
  readonly busy: boolean;
  readonly loadingImage: boolean;
  /** Subscribes to the bus and follows the dialog's closing; returns a disposer. */
  start(): () => void;
  request(callback: CaptchaCallback): void;
  refresh(): Promise<void>;
  setAnswer(value: string): void;
  submit(): Promise<boolean>;
  /** Closes it: the waiting caller gets null. */
  dismiss(): void;
  /** Stops listening to the bus and following the dialog. */
  dispose(): void;
}

@injectable()
export class MobxCaptchaStore implements CaptchaStore {
  image = '';
  captchaId = '';
  answer = '';
  error = '';
  busy = false;
  loadingImage = false;

  private queue: CaptchaCallback[] = [];
  private subscription: Subscription | null = null;
  private stopFollowing: (() => void) | null = null;
  private imageRound = 0;

  constructor(
    @inject(AccountApi) private readonly api: AccountApi,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(DialogService) private readonly dialogs: DialogService,
  ) {
    makeAutoObservable<MobxCaptchaStore, 'queue' | 'subscription' | 'stopFollowing' | 'imageRound' | 'api' | 'bus' | 'dialogs'>(this, {
      queue: false,
      subscription: false,
      stopFollowing: false,
      imageRound: false,
      api: false,
      bus: false,
      dialogs: false,
    }, { autoBind: true });
  }

  get open(): boolean {
    return this.dialogs.isOpen(CAPTCHA);
  }

  start(): () => void {
    this.dispose();
    this.subscription = this.bus.on('captcha').subscribe((event) => {
      if (event.type === 'open') this.request(event.callback ?? (() => undefined));
      else this.dismiss();
    });
    // Closed elsewhere than here (the dialog's close icon or Escape through the DialogHost, a
    // dialog that could not be loaded): the caller in front gets null.
    this.stopFollowing = reaction(
      () => this.open,
      (open) => {
        if (!open && this.queue.length > 0) this.finish(null);
      },
    );
    return this.dispose;
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.stopFollowing?.();
    this.stopFollowing = null;
  }

  request(callback: CaptchaCallback): void {
    this.queue.push(callback);
    if (!this.open) this.show();
  }

  async refresh(): Promise<void> {
    const round = ++this.imageRound;
    this.loadingImage = true;
    try {
      const { captchaId, image } = await this.api.captchaImage();
      if (round !== this.imageRound) return;
      runInAction(() => {
        this.captchaId = captchaId;
        this.image = image;
        this.answer = '';
      });
    } catch {
      if (round !== this.imageRound) return;
      runInAction(() => {
        this.captchaId = '';
        this.image = '';
        this.error = CaptchaMessages.imageFailed;
      });
    } finally {
      if (round === this.imageRound) runInAction(() => (this.loadingImage = false));
    }
  }

  setAnswer(value: string): void {
    this.answer = value.replace(/\s+/g, '').slice(0, 8);
    this.error = '';
  }

  async submit(): Promise<boolean> {
    if (this.busy || !this.open) return false;
    if (!this.answer) {
      this.error = CaptchaMessages.answerRequired;
      return false;
    }
    if (!this.captchaId) {
      await this.refresh();
      return false;
    }
    this.busy = true;
    this.error = '';
    try {
      const validateData = await this.api.captchaVerify(this.captchaId, this.answer);
      if (!validateData) throw new Error(CaptchaMessages.wrongAnswer);
      this.finish(validateData);
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = (error as Error)?.message || CaptchaMessages.wrongAnswer;
      });
      await this.refresh();
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  dismiss(): void {
    if (!this.open && this.queue.length === 0) return;
    this.finish(null);
  }

  private show(): void {
    this.dialogs.open(CAPTCHA);
    this.error = '';
    this.answer = '';
    void this.refresh();
  }

  /** Answers the caller in front, then shows the next one's captcha or closes. */
  private finish(validateData: string | null): void {
    const callback = this.queue.shift();
    this.dialogs.close(CAPTCHA);
    this.answer = '';
    this.image = '';
    this.captchaId = '';
    this.imageRound++;
    this.loadingImage = false;
    try {
      callback?.(validateData);
    } catch (error) {
      console.error('[account] captcha callback failed', error);
    }
    if (this.queue.length > 0) this.show();
  }
}
