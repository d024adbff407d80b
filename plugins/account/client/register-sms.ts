import { action, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '@kernel/client/event-bus';
import { solveCaptcha } from '@kernel/client/event-bus';
import type { AccountApi } from './account-api';
import { LoginTexts, messageOf } from './login-errors';
import { SMS_COUNTDOWN_SECONDS } from './validation';

/**
 * The 获取验证码 button of the registration and reset forms: the captcha (安全验证), the send (the
 * server checks whether the phone may receive this kind of code), the 60-second countdown.
 */
export class SmsCodeButtonState {
  sending = false;
  countdown = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly api: AccountApi,
    private readonly bus: EventBus,
    private readonly type: 'register' | 'reset',
  ) {
    makeObservable<SmsCodeButtonState, 'tick'>(this, { sending: observable, countdown: observable, tick: action });
  }

  /** Sends a code; '' when sent, null when the captcha was closed, else the Chinese failure. */
  async send(mobile: string): Promise<string | null> {
    if (this.sending || this.countdown > 0) return null;
    runInAction(() => (this.sending = true));
    try {
      const validateData = await solveCaptcha(this.bus);
      if (!validateData) return null;
      await this.api.sendSmsCode(mobile, this.type, validateData);
      runInAction(() => (this.countdown = SMS_COUNTDOWN_SECONDS));
      this.stop();
      this.timer = setInterval(() => this.tick(), 1000);
      return '';
    } catch (error) {
      return messageOf(error, LoginTexts.sendFailed);
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  private tick(): void {
    this.countdown = Math.max(0, this.countdown - 1);
    if (this.countdown === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
