/**
 * The games' service tokens (draws, cards, gift boxes, festival, quiz, new-user tasks, invites): a
 * Symbol and an interface of the same name each. The implementations live in the lazily loaded
 * chunk (services.ts); this file imports types only.
 */
import type { LoadableView } from '@kernel/client/load-state';
import type {
  DeliveryAddress,
  DrawRecord,
  DrawRecordPage,
  DrawResult,
  FestivalInfo,
  FlipResult,
  GiftBoxInfo,
  GiftBoxShare,
  GiftBoxTaskResult,
  GiftBoxVisit,
  LuckyDrawInfo,
  RaffleResultList,
  RaffleTask,
} from '../../shared/draws';
import type { AnswerResult, ClickCardResult, CollectCardInfo, CardProduct, InviteSummary, NewUserInfo, QuizHistory, ShareUrl } from '../../shared/tasks';

/** The games that draw (each has its own prizes, chances and records). */
export type DrawGameId = 'raffle' | 'lucky' | 'giftBox' | 'festival';

/** 集卡活动: the album and what completing it wins. */
export interface CardAlbum {
  readonly info: CollectCardInfo;
  readonly product: CardProduct | null;
}

/** 邀请好友: the member's link (absolute) and what it brought. */
export interface InviteInfo {
  readonly share: ShareUrl;
  /** The link to copy and to encode in the QR code (the site's origin and the share path). */
  readonly url: string;
  readonly summary: InviteSummary;
}

/** The games' calls (shared/contract.ts ActivitiesPaths: tasks and draws). */
export const GamesApi = Symbol('GamesApi');
export interface GamesApi {
  raffle(signal?: AbortSignal): Promise<RaffleTask>;
  /** The winners' ticker (and the member's draws with `mine`). */
  raffleResults(mine: boolean, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<RaffleResultList>;
  lucky(signal?: AbortSignal): Promise<LuckyDrawInfo>;
  giftBox(signal?: AbortSignal): Promise<GiftBoxInfo>;
  festival(signal?: AbortSignal): Promise<FestivalInfo>;
  /** One draw of a game; the same requestId again answers the first result. */
  draw(game: DrawGameId, requestId: string): Promise<DrawResult>;
  /** The member's draws of a game, newest first. */
  records(game: DrawGameId, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<DrawRecordPage>;
  /** 领取: a gift won (已中奖) shipped to an address (已发放). */
  claim(game: DrawGameId, drawId: number, address: DeliveryAddress, requestId: string): Promise<DrawRecord>;
  /** A gift-box task done here (a clock-in, a course studied). */
  giftBoxTask(taskId: string): Promise<GiftBoxTaskResult>;
  /** The gift box's share link (a friend's visit through it helps with a draw). */
  giftBoxShare(): Promise<GiftBoxShare>;
  /** A visit through a member's gift-box share link (a logged-in friend helps once). */
  giftBoxVisit(code: string): Promise<GiftBoxVisit>;
  flip(index: number, requestId: string): Promise<FlipResult>;
  cards(globalId: string, signal?: AbortSignal): Promise<CardAlbum>;
  drawCard(requestId: string): Promise<ClickCardResult>;
  quiz(signal?: AbortSignal): Promise<QuizHistory>;
  answer(questionId: string, answer: string, requestId: string): Promise<AnswerResult>;
  newUser(signal?: AbortSignal): Promise<NewUserInfo>;
  invite(signal?: AbortSignal): Promise<InviteInfo>;
}

/** One drawing game's state: its info, the member's records, a draw under way. */
export interface DrawGameView<V> {
  readonly info: LoadableView<V>;
  readonly records: LoadableView<DrawRecordPage>;
  /** A draw is under way (the button waits). */
  readonly drawing: boolean;
  /** The last draw's answer. */
  readonly outcome: DrawResult | null;
  load(): Promise<void>;
  loadRecords(): Promise<void>;
  /** Draws (a visitor is asked to log in first; null when refused or not logged in). */
  draw(): Promise<DrawResult | null>;
  /** 领取 of a gift; true when it was registered. */
  claim(drawId: number, address: DeliveryAddress): Promise<boolean>;
  clearOutcome(): void;
}

/** The games pages' state. */
export const GamesStore = Symbol('GamesStore');
export interface GamesStore {
  /** Whether a member is logged in. */
  readonly isMember: boolean;
  /** For a visitor: opens the login dialog (back here afterwards) and answers false. */
  requireLogin(): boolean;
  /** 幸运抽奖 (raffle v2): prizes, allowance, tasks; the member's records. */
  readonly raffle: DrawGameView<RaffleTask>;
  /** The winners' ticker. */
  readonly winners: LoadableView<RaffleResultList>;
  loadWinners(): Promise<void>;
  /** The older lucky draw (the home page's dialog). */
  readonly lucky: DrawGameView<LuckyDrawInfo>;
  /** 礼盒任务. */
  readonly giftBox: DrawGameView<GiftBoxInfo> & {
    readonly doing: string | null;
    doTask(task: { id: string; route: string | null }): Promise<void>;
    /** Opened through a friend's share link (`?code=`): records the visit and says what it did. */
    visitShare(code: string): Promise<GiftBoxVisit | null>;
  };
  /** 节日礼盒. */
  readonly festival: DrawGameView<FestivalInfo> & { readonly flipping: number | null; flip(index: number): Promise<FlipResult | null> };
  /** 集卡活动. */
  readonly cards: LoadableView<CardAlbum>;
  /** The card just drawn (shown until closed). */
  readonly drawnCard: ClickCardResult | null;
  readonly drawingCard: boolean;
  loadCards(): Promise<void>;
  drawCard(): Promise<ClickCardResult | null>;
  clearDrawnCard(): void;
  /** 答题活动. */
  readonly quiz: LoadableView<QuizHistory>;
  /** The question whose answer is being sent. */
  readonly answering: string | null;
  loadQuiz(): Promise<void>;
  answer(questionId: string, answer: string): Promise<AnswerResult | null>;
  /** 新人专享. */
  readonly newUser: LoadableView<NewUserInfo>;
  loadNewUser(): Promise<void>;
  /** 邀请好友. */
  readonly invite: LoadableView<InviteInfo>;
  loadInvite(): Promise<void>;
  /** Copies the invite link; true when the clipboard took it. */
  copyInvite(): Promise<boolean>;
  /** Loads again what depends on the member (after a login or a logout). */
  memberChanged(): Promise<void>;
}
