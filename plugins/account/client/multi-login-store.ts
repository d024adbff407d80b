import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { readEventStream, type StreamEvent } from '@kernel/client/event-stream';
import { SessionStore } from '@kernel/client/session-store';
import type { LoginReplyEvent } from '@kernel/core/events';
import { AccountStatus, MULTI_LOGIN_BUSY } from '../shared/contract';
import { AccountDialogs, type LoginApplication } from '../shared/dialogs';
import { MULTI_LOGIN_POLL_MS, MultiLoginStore, SSE_ALIVE_MS } from './multi-login-token';
import { AccountApi, type LoginKind, type LoginStatusRequest } from './account-api';
import { CaptchaRequired, isBusinessAnswer, LoginAbort, LoginTexts, messageOf } from './login-errors';

export { MULTI_LOGIN_POLL_MS, MultiLoginStore, SSE_ALIVE_MS, type LoginApplication } from './multi-login-token';

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

const { loginApplying: APPLYING, loginDenied: DENIED, loginConfirm: CONFIRM } = AccountDialogs;

/** What the applicant's calls need besides the dialog's props. */
interface Application {
  readonly applyId: string;
  readonly username: string;
  readonly globalId: string;
  readonly applyTicket?: string;
}

@injectable()
export class MobxMultiLoginStore implements MultiLoginStore {
  answering = false;
  /** Whether the login stream is connected (for tests and diagnostics). */
  streamConnected = false;
  /** The applicant's application, while its wait for the answer goes on. */
  private pending: Application | null = null;
  /** The applications after the one the 登录确认 dialog shows, in arrival order. */
  private waiting: LoginApplication[] = [];
  private stream: AbortController | null = null;
  private stopReactions: (() => void)[] = [];
  private aliveTimer: ReturnType<typeof setInterval> | null = null;
  /** The stream's identifier for sseAlive: the one its `ping` events name, else the casId. */
  private identifier = '';

  constructor(
    @inject(AccountApi) private readonly api: AccountApi,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(DialogService) private readonly dialogs: DialogService,
  ) {
    makeAutoObservable<
      MobxMultiLoginStore,
      'pending' | 'waiting' | 'stream' | 'stopReactions' | 'aliveTimer' | 'identifier' | 'api' | 'bus' | 'session' | 'dialogs'
    >(this, {
      pending: false,
      waiting: observable.ref,
      stream: false,
      stopReactions: false,
      aliveTimer: false,
      identifier: false,
      api: false,
      bus: false,
      session: false,
      dialogs: false,
    }, { autoBind: true });
  }

  get applying(): { readonly username: string; readonly applyId: string } | null {
    return this.dialogs.propsOf(APPLYING) ?? null;
  }

  get denied(): boolean {
    return this.dialogs.isOpen(DENIED);
  }

  get applications(): readonly LoginApplication[] {
    const shown = this.dialogs.propsOf(CONFIRM);
    return shown ? [shown, ...this.waiting] : this.waiting;
  }

  async precheck(kind: LoginKind, request: LoginStatusRequest, username: string): Promise<void> {
    let globalId = request.headers?.globalId ?? '';
    let name = username;
    // The server's proof that this pre-check passed: the multi-login calls require it.
    let applyTicket: string | undefined;
    try {
      const status = await this.api.loginStatus(kind, request);
      if (!status || status.loggedInElsewhere === false) return;
      globalId = status.globalId || globalId;
      name = status.username || name;
      applyTicket = status.applyTicket;
    } catch (error) {
      // A business answer stops the login with its message (用户名或密码错误, a wrong code, the
      // captcha step); a lookup that could not be made lets it go on.
      if (isBusinessAnswer(error)) {
        if (error.statusCode === AccountStatus.CAPTCHA_REQUIRED) throw new CaptchaRequired(error.message);
        throw new LoginAbort(error.message);
      }
      return;
    }
    let busy: boolean;
    try {
      busy = await this.api.checkApplyLogin(globalId, applyTicket);
    } catch {
      return;
    }
    if (busy) throw new LoginAbort(MULTI_LOGIN_BUSY);
    let applyId: string;
    try {
      applyId = await this.api.applyRepeatLogin(name, globalId, applyTicket);
    } catch (error) {
      throw new LoginAbort(messageOf(error, MULTI_LOGIN_BUSY));
    }
    const option = await this.waitForReply(name, applyId, globalId, applyTicket);
    if (option === 'allow') return;
    if (option === 'deny') {
      this.dialogs.open(DENIED);
      throw new LoginAbort(LoginTexts.denied, true);
    }
    if (option === 'expired') throw new LoginAbort(LoginTexts.applyExpired);
    throw new LoginAbort('', true);
  }

  async cancelApplication(): Promise<void> {
    const applying = this.pending;
    if (!applying) return;
    try {
      await this.api.cancelApplyRepeatLogin(applying.username, applying.globalId, applying.applyId, applying.applyTicket);
    } catch {
      /* the application ends here anyway */
    }
    this.bus.emit('loginReply', { option: 'cancel' });
  }

  closeDenied(): void {
    this.dialogs.close(DENIED);
  }

  async answer(option: 'allow' | 'deny'): Promise<void> {
    const application = this.applications[0];
    if (!application || this.answering) return;
    this.answering = true;
    try {
      await this.api.feedbackMultiUserLogin(option, application.username);
    } catch {
      /* the application may have been cancelled or expired meanwhile */
    } finally {
      runInAction(() => {
        this.answering = false;
        this.drop(application.applyId);
      });
    }
  }

  start(): () => void {
    this.dispose();
    this.stopReactions = [
      // Follows the token: a login opens the stream, a logout closes it, a refreshed token reopens it.
      reaction(
        () => this.session.token,
        (token) => {
          this.closeStream();
          if (token) this.openStream();
        },
        { fireImmediately: true },
      ),
      // 申请登录 closed elsewhere than here (a dialog that could not be loaded): the application is withdrawn.
      reaction(
        () => this.dialogs.isOpen(APPLYING),
        (open) => {
          if (!open && this.pending) void this.cancelApplication();
        },
      ),
      // 登录确认 closed elsewhere than here: the application it showed stays unanswered; the next one shows.
      reaction(
        () => this.dialogs.isOpen(CONFIRM),
        (open) => {
          if (!open) this.showNext();
        },
      ),
    ];
    return () => this.dispose();
  }

  dispose(): void {
    for (const stop of this.stopReactions) stop();
    this.stopReactions = [];
    this.closeStream();
  }

  /** Ends an application on the logged-in side: out of the dialog, or out of the waiting ones. */
  private drop(applyId: string): void {
    if (this.dialogs.propsOf(CONFIRM)?.applyId === applyId) this.showNext();
    else this.waiting = this.waiting.filter((a) => a.applyId !== applyId);
  }

  /** Shows the next waiting application in 登录确认, or closes it. */
  private showNext(): void {
    const next = this.waiting[0];
    if (!next) {
      this.dialogs.close(CONFIRM);
      return;
    }
    this.waiting = this.waiting.slice(1);
    this.dialogs.open(CONFIRM, next);
  }

  /**
   * Shows 申请登录 and waits for the answer: the other device's reply arrives by polling
   * selectFeedbackMultiUserLogin every 2 s and is emitted as the bus `loginReply` event, which
   * (like the 取消申请 button) settles the wait.
   */
  private waitForReply(
    username: string,
    applyId: string,
    globalId: string,
    applyTicket: string | undefined,
  ): Promise<'allow' | 'deny' | 'cancel' | 'expired'> {
    runInAction(() => {
      this.pending = { username, applyId, globalId, applyTicket };
      this.dialogs.close(DENIED);
      this.dialogs.open(APPLYING, { username, applyId });
    });
    return new Promise((resolve) => {
      let done = false;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const finish = (option: 'allow' | 'deny' | 'cancel' | 'expired') => {
        if (done) return;
        done = true;
        sub.unsubscribe();
        if (timer) clearTimeout(timer);
        runInAction(() => {
          if (this.pending?.applyId !== applyId) return;
          this.pending = null;
          this.dialogs.close(APPLYING);
        });
        resolve(option);
      };
      const sub = this.bus.on('loginReply').subscribe((reply: LoginReplyEvent) => finish(reply.option));
      const poll = async () => {
        if (done) return;
        try {
          const option = await this.api.selectFeedbackMultiUserLogin(applyId);
          if (done) return;
          if (option === 'expired') return finish('expired');
          if (option !== 'pending') {
            this.bus.emit('loginReply', { option });
            return;
          }
        } catch {
          /* keep asking */
        }
        if (!done) timer = setTimeout(poll, MULTI_LOGIN_POLL_MS);
      };
      timer = setTimeout(poll, MULTI_LOGIN_POLL_MS);
    });
  }

  private openStream(): void {
    if (this.stream) return;
    const controller = new AbortController();
    this.stream = controller;
    void this.runStream(controller);
    this.aliveTimer = setInterval(() => {
      if (!this.session.isLogin) return;
      this.api.sseAlive(this.identifier || this.session.casId, this.session.globalId).catch(() => undefined);
    }, SSE_ALIVE_MS);
  }

  private closeStream(): void {
    this.stream?.abort();
    this.stream = null;
    if (this.aliveTimer) clearInterval(this.aliveTimer);
    this.aliveTimer = null;
    this.streamConnected = false;
    this.waiting = [];
    this.dialogs.close(CONFIRM);
  }

  /** Holds the stream, reconnecting with a growing delay, until it is aborted or refused. */
  private async runStream(controller: AbortController): Promise<void> {
    let failures = 0;
    while (!controller.signal.aborted && this.session.isLogin) {
      try {
        const response = await this.api.openLoginStream(this.session.casId, controller.signal);
        const type = response.headers.get('content-type') ?? '';
        if (response.ok && type.includes('text/event-stream') && response.body) {
          failures = 0;
          runInAction(() => (this.streamConnected = true));
          await readEventStream(response.body, (event) => this.onStreamEvent(event), controller.signal);
        } else {
          // A JSON envelope instead of a stream: not (or no longer) logged in there. Stop.
          await response.body?.cancel().catch(() => undefined);
          if (type.includes('json') || response.status === 401 || response.status === 403) break;
          failures++;
        }
      } catch {
        if (controller.signal.aborted) break;
        failures++;
      }
      runInAction(() => (this.streamConnected = false));
      if (controller.signal.aborted) break;
      await sleep(BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)], controller.signal);
    }
    if (this.stream === controller) runInAction(() => (this.streamConnected = false));
  }

  private onStreamEvent(event: StreamEvent): void {
    let data: Partial<LoginApplication> & { identifier?: string };
    try {
      data = JSON.parse(event.data) as Partial<LoginApplication> & { identifier?: string };
    } catch {
      return;
    }
    if (event.event === 'ping') {
      if (data?.identifier) this.identifier = String(data.identifier);
      return;
    }
    if (event.event === 'applyEnd') {
      // The applicant cancelled, or the application expired or was answered elsewhere.
      const id = String(data?.applyId ?? '');
      runInAction(() => this.drop(id));
      return;
    }
    if (event.event !== 'apply' || !data?.applyId) return;
    const application: LoginApplication = {
      applyId: String(data.applyId),
      username: String(data.username ?? this.session.user?.accountName ?? ''),
      device: String(data.device ?? '其他设备'),
    };
    runInAction(() => {
      if (this.applications.some((a) => a.applyId === application.applyId)) return;
      if (this.dialogs.isOpen(CONFIRM)) this.waiting = [...this.waiting, application];
      else this.dialogs.open(CONFIRM, application);
    });
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
