import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { EventBus } from '@kernel/client/event-bus';
import { Loadable } from '@kernel/client/load-state';
import { Navigator } from '@kernel/client/navigator';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import type { DeliveryAddress, DrawRecordPage, DrawResult, FestivalInfo, FlipResult, GiftBoxInfo, GiftBoxVisit, LuckyDrawInfo, RaffleResultList, RaffleTask } from '../../shared/draws';
import type { AnswerResult, ClickCardResult, NewUserInfo, QuizHistory } from '../../shared/tasks';
import { absoluteUrl } from './api';
import { GamesApi, type CardAlbum, type DrawGameId, type DrawGameView, type GamesStore, type InviteInfo } from './tokens';

/** How many of the member's draws the records list shows. */
export const RECORDS_SIZE = 20;
/** How many winners the ticker shows. */
export const WINNERS_SIZE = 20;

/** A fresh id for an operation that spends or wins (the server replays the first answer to it). */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** What a game needs of the page's store: the session and the login prompt. */
interface GameHost {
  readonly isMember: boolean;
  requireLogin(): boolean;
}

/**
 * One drawing game: its info (prizes, the member's draws left), the member's records and a draw.
 * After a draw the info (draws left, balance) and the records load again from the server.
 */
export class DrawGame<V> implements DrawGameView<V> {
  readonly info = new Loadable<V>();
  readonly records = new Loadable<DrawRecordPage>();
  drawing = false;
  outcome: DrawResult | null = null;

  constructor(
    protected readonly api: GamesApi,
    protected readonly host: GameHost,
    readonly game: DrawGameId,
    protected readonly loadInfo: (signal?: AbortSignal) => Promise<V>,
  ) {
    makeObservable(this, { drawing: observable, outcome: observable.ref, clearOutcome: action });
  }

  async load(): Promise<void> {
    await Promise.all([this.refresh(), this.loadRecords()]);
  }

  /** The info again, the old one shown meanwhile. */
  async refresh(): Promise<void> {
    await this.info.load((signal) => this.loadInfo(signal), { keepWhileLoading: true });
  }

  async loadRecords(): Promise<void> {
    if (!this.host.isMember) {
      this.records.clear();
      return;
    }
    await this.records.load((signal) => this.api.records(this.game, 1, RECORDS_SIZE, signal), { keepWhileLoading: true });
  }

  async draw(): Promise<DrawResult | null> {
    if (this.drawing || !this.host.requireLogin()) return null;
    runInAction(() => {
      this.drawing = true;
      this.outcome = null;
    });
    try {
      const outcome = await this.api.draw(this.game, newRequestId());
      runInAction(() => (this.outcome = outcome));
      void this.refresh();
      void this.loadRecords();
      return outcome;
    } catch {
      // The HTTP client showed the refusal (抽奖次数已用完, 今日次数已用完 …).
      return null;
    } finally {
      runInAction(() => (this.drawing = false));
    }
  }

  async claim(drawId: number, address: DeliveryAddress): Promise<boolean> {
    if (!this.host.requireLogin()) return false;
    try {
      await this.api.claim(this.game, drawId, address, newRequestId());
    } catch {
      return false;
    }
    await this.loadRecords();
    return true;
  }

  clearOutcome(): void {
    this.outcome = null;
  }
}

/** The gift box's task done by sharing its link. */
export const GIFT_BOX_SHARE_TASK = 'share';

/** 礼盒任务: its draws, and the tasks that give them. */
export class GiftBoxGame extends DrawGame<GiftBoxInfo> {
  doing: string | null = null;

  constructor(
    api: GamesApi,
    host: GameHost,
    private readonly navigator: Navigator,
    private readonly copy: (text: string, done: string) => Promise<boolean>,
    private readonly say: (message: string) => void,
  ) {
    super(api, host, 'giftBox', (signal) => api.giftBox(signal));
    makeObservable(this, { doing: observable });
  }

  /** The share code whose visit was recorded for the member (or the visitor) now logged in. */
  private visited = '';

  async visitShare(code: string): Promise<GiftBoxVisit | null> {
    const key = `${code}:${this.host.isMember ? 'member' : 'visitor'}`;
    if (!code || this.visited === key) return null;
    this.visited = key;
    try {
      const visit = await this.api.giftBoxVisit(code);
      this.say(visit.message);
      if (visit.helped) await this.refresh();
      return visit;
    } catch {
      return null;
    }
  }

  /** A task with a page leads there (去学习 …); the others are done here and the draws reloaded. */
  async doTask(task: { id: string; route: string | null }): Promise<void> {
    if (this.doing || !this.host.requireLogin()) return;
    if (task.route) {
      this.navigator.navigate(task.route);
      return;
    }
    runInAction(() => (this.doing = task.id));
    try {
      if (task.id === GIFT_BOX_SHARE_TASK) {
        // 去分享: the member's link copied; a friend's visit through it gives the draw.
        const share = await this.api.giftBoxShare();
        await this.copy(absoluteUrl(share.url), '分享链接已复制，好友登录后打开即可为您助力');
        return;
      }
      await this.api.giftBoxTask(task.id);
      await this.refresh();
    } catch {
      // The HTTP client showed the refusal.
    } finally {
      runInAction(() => (this.doing = null));
    }
  }
}

/** 节日礼盒: flip cards (pairs give draws), then draw. */
export class FestivalGame extends DrawGame<FestivalInfo> {
  flipping: number | null = null;

  constructor(api: GamesApi, host: GameHost) {
    super(api, host, 'festival', (signal) => api.festival(signal));
    makeObservable(this, { flipping: observable });
  }

  async flip(index: number): Promise<FlipResult | null> {
    if (this.flipping !== null || !this.host.requireLogin()) return null;
    runInAction(() => (this.flipping = index));
    try {
      const result = await this.api.flip(index, newRequestId());
      runInAction(() => {
        const info = this.info.data;
        if (info) this.info.set({ ...info, cards: result.cards, flipsLeft: result.flipsLeft, allowance: { ...info.allowance, chances: result.chances } });
      });
      return result;
    } catch {
      return null;
    } finally {
      runInAction(() => (this.flipping = null));
    }
  }
}

/** The games pages' state (draws, cards, gift boxes, festival, quiz, new-user tasks, invites). */
@injectable()
export class MobxGamesStore implements GamesStore {
  readonly raffle: DrawGame<RaffleTask>;
  readonly lucky: DrawGame<LuckyDrawInfo>;
  readonly giftBox: GiftBoxGame;
  readonly festival: FestivalGame;
  readonly winners = new Loadable<RaffleResultList>();
  readonly cards = new Loadable<CardAlbum>();
  drawnCard: ClickCardResult | null = null;
  drawingCard = false;
  readonly quiz = new Loadable<QuizHistory>();
  answering: string | null = null;
  readonly newUser = new Loadable<NewUserInfo>();
  readonly invite = new Loadable<InviteInfo>();

  constructor(
    @inject(GamesApi) private readonly api: GamesApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    this.raffle = new DrawGame(api, this, 'raffle', (signal) => api.raffle(signal));
    this.lucky = new DrawGame(api, this, 'lucky', (signal) => api.lucky(signal));
    this.giftBox = new GiftBoxGame(
      api,
      this,
      navigator,
      (text, done) => this.copyText(text, done),
      (message) => notifier.notify(message, 'info'),
    );
    this.festival = new FestivalGame(api, this);
    makeObservable(this, {
      isMember: computed,
      drawnCard: observable.ref,
      drawingCard: observable,
      answering: observable,
      clearDrawnCard: action,
    });
  }

  get isMember(): boolean {
    return this.session.isLogin;
  }

  requireLogin(): boolean {
    if (this.session.isLogin) return true;
    this.bus.emit('openLogin', { target: this.navigator.current() });
    return false;
  }

  async loadWinners(): Promise<void> {
    await this.winners.load((signal) => this.api.raffleResults(false, 1, WINNERS_SIZE, signal), { keepWhileLoading: true });
  }

  // ── 集卡活动 ──

  async loadCards(): Promise<void> {
    await this.cards.load((signal) => this.api.cards(this.session.globalId, signal), { keepWhileLoading: true });
  }

  async drawCard(): Promise<ClickCardResult | null> {
    if (this.drawingCard || !this.requireLogin()) return null;
    runInAction(() => (this.drawingCard = true));
    try {
      const drawn = await this.api.drawCard(newRequestId());
      runInAction(() => (this.drawnCard = drawn));
      await this.loadCards();
      return drawn;
    } catch {
      return null;
    } finally {
      runInAction(() => (this.drawingCard = false));
    }
  }

  clearDrawnCard(): void {
    this.drawnCard = null;
  }

  // ── 答题活动 ──

  async loadQuiz(): Promise<void> {
    await this.quiz.load((signal) => this.api.quiz(signal), { keepWhileLoading: true });
  }

  async answer(questionId: string, answer: string): Promise<AnswerResult | null> {
    if (this.answering || !this.requireLogin()) return null;
    runInAction(() => (this.answering = questionId));
    try {
      const result = await this.api.answer(questionId, answer, newRequestId());
      await this.loadQuiz();
      return result;
    } catch {
      return null;
    } finally {
      runInAction(() => (this.answering = null));
    }
  }

  // ── 新人专享, 邀请好友 ──

  async loadNewUser(): Promise<void> {
    await this.newUser.load((signal) => this.api.newUser(signal), { keepWhileLoading: true });
  }

  async loadInvite(): Promise<void> {
    await this.invite.load((signal) => this.api.invite(signal), { keepWhileLoading: true });
  }

  async copyInvite(): Promise<boolean> {
    const url = this.invite.data?.url;
    if (!url) return false;
    return this.copyText(url, '邀请链接已复制，快去分享给好友吧');
  }

  /** Puts a text on the clipboard and says so (or says to copy it by hand). */
  private async copyText(text: string, done: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      this.notifier.notify(done, 'success');
      return true;
    } catch {
      this.notifier.notify('复制失败，请选中链接后手动复制', 'warning');
      return false;
    }
  }

  async memberChanged(): Promise<void> {
    const loads: Promise<void>[] = [];
    for (const game of [this.raffle, this.lucky, this.giftBox, this.festival] as DrawGame<unknown>[]) {
      if (!game.info.isIdle) loads.push(game.load());
    }
    if (!this.cards.isIdle) loads.push(this.loadCards());
    if (!this.quiz.isIdle) loads.push(this.loadQuiz());
    if (!this.newUser.isIdle) loads.push(this.loadNewUser());
    await Promise.all(loads);
  }
}
