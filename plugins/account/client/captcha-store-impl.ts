import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Subscription } from 'rxjs';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { AccountDialogs } from '../shared/dialogs';
import { AccountApi } from './account-api';
import { CaptchaMessages, type CaptchaCallback, type CaptchaStore } from './captcha-store';

const CAPTCHA = AccountDialogs.captcha;

/** The global captcha's store (see CaptchaStore in captcha-store.ts). */
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
