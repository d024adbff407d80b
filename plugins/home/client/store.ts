import { inject, injectable } from 'inversify';
import Cookies from 'js-cookie';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { EventBus } from '@kernel/client/event-bus';
import { Navigator } from '@kernel/client/navigator';
import { SessionStore, type PopupInfo } from '@kernel/client/session-store';
import { StorageKeys } from '@kernel/client/session-storage';
import type {
  ControlCase,
  Cooperate,
  CostOverview,
  CostShare,
  Enterprise,
  EnterpriseVideo,
  HitType,
  Outline,
  RecommendItem,
} from '../shared/contract';
import { RECRUIT_PICTURE } from '../shared/contract';
import { HomeApi } from './api';

export const HomeStore = Symbol('HomeStore');
export type HomeStore = MobxHomeStore;

/** Where the recruit prompt's picture leads (spec section 4: /static, the recruiting page). */
export const RECRUIT_PATH = '/static/recruitingExperts';
/** The right-bottom dialog's dismissal cookie and its lifetime. */
export const RIGHT_BOTTOM_COOKIE = 'homeRightBottomClosed';
export const RIGHT_BOTTOM_DAYS = 7;
/** Answers older than this are fetched again when the home page is opened again. */
export const STALE_MS = 5 * 60 * 1000;
export const RECOMMEND_SIZE = 8;

/** The home page's prompts that show once per account and period. */
export type PromptKind = 'recruit' | 'dataUpdate';
/**
 * The recruit campaign the prompt belongs to (its period): the campaign's picture, so a new
 * campaign (a new picture) is shown again to those who saw the last one.
 */
export const RECRUIT_CAMPAIGN = RECRUIT_PICTURE;
/** localStorage key prefix of the prompts an account has seen: `<prefix>:<kind>:<globalId>:<period>`. */
export const PROMPT_SEEN_PREFIX = 'homePromptSeen';

export function promptSeenKey(kind: PromptKind, globalId: string, period: string): string {
  return `${PROMPT_SEEN_PREFIX}:${kind}:${globalId}:${period}`;
}

function readSeen(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function writeSeen(key: string, at: number): void {
  try {
    localStorage.setItem(key, String(at));
  } catch {
    /* storage unavailable: the prompt may show again */
  }
}

/** 'YYYY-MM' of a date, local time. */
function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The list routes the hero search may go to (those of the enabled plugins). */
export interface SearchRoutes {
  project?: string;
  unitPrice?: string;
  policy?: string;
}

export type LoadState = 'idle' | 'loading' | 'ready';

/**
 * The home page's data and popups: the sections' lists (each section shows what it got; a failed
 * call leaves it empty), the national overview (loaded by its lazy section), view counts, the
 * playback dialog and the two popups of spec section 4:
 * - the recruit prompt: shown only to a logged-in VIP while the prompt flag (isShowPrompt, loaded
 *   after the user info) is on; clicking its picture goes to the recruiting page, hides it and
 *   records the prompt status (closeHomePopFlag RECRUIT); the close button only hides it;
 * - the right-bottom dialog, the data update notice (the session's popupInfo, loaded after the
 *   user info): closing it sets a 7-day cookie.
 * Both show once per account and period (the recruit campaign; the month of the latest data): once
 * on screen they are remembered in localStorage for that account and period, stay until closed or
 * until the logout, and do not come back at the next login.
 */
@injectable()
export class MobxHomeStore {
  state: LoadState = 'idle';
  loadedAt = 0;
  outline: Outline | null = null;
  recommendations: RecommendItem[] = [];
  enterprises: Enterprise[] = [];
  videos: EnterpriseVideo[] = [];
  cooperates: Cooperate[] = [];
  controlCases: ControlCase[] = [];
  costShares: CostShare[] = [];

  overview: CostOverview | null = null;
  overviewState: LoadState = 'idle';

  /** The video of the playback dialog, or null. */
  playing: EnterpriseVideo | null = null;

  rightBottomClosed = false;

  /** The prompts (seen keys) on screen since the login: they stay until closed. */
  shownNow: string[] = [];

  constructor(
    @inject(HomeApi) private readonly api: HomeApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(EventBus) private readonly bus: EventBus,
  ) {
    this.rightBottomClosed = Cookies.get(RIGHT_BOTTOM_COOKIE) === '1';
    makeAutoObservable<MobxHomeStore, 'api' | 'session' | 'navigator' | 'bus'>(this, { api: false, session: false, navigator: false, bus: false }, { autoBind: true });
    // A logout ends what was on screen: the next login decides afresh (and finds them seen).
    reaction(
      () => this.session.isLogin,
      (loggedIn) => {
        if (!loggedIn) this.shownNow = [];
      },
    );
  }

  /** Loads every section in parallel (again only when the answers are stale). */
  async load(now = Date.now()): Promise<void> {
    if (this.state === 'loading') return;
    if (this.state === 'ready' && now - this.loadedAt < STALE_MS) return;
    this.state = 'loading';
    const settle = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
    const [outline, recommendations, enterprises, videos, cooperates, controlCases, costShares] = await Promise.all([
      settle(this.api.outline(), null),
      settle(this.api.recommendData(RECOMMEND_SIZE), []),
      settle(this.api.enterprises(), []),
      settle(this.api.videos(), []),
      settle(this.api.cooperates(), []),
      settle(this.api.controlCases(), []),
      settle(this.api.costShares(), []),
    ]);
    runInAction(() => {
      this.outline = outline;
      this.recommendations = recommendations;
      this.enterprises = enterprises;
      this.videos = videos;
      this.cooperates = cooperates;
      this.controlCases = controlCases;
      this.costShares = costShares;
      this.state = 'ready';
      this.loadedAt = now;
    });
  }

  async loadOverview(): Promise<void> {
    if (this.overviewState !== 'idle') return;
    this.overviewState = 'loading';
    const overview = await this.api.costOverview().catch(() => null);
    runInAction(() => {
      this.overview = overview;
      this.overviewState = 'ready';
    });
  }

  /** The outline has cost data to show. */
  get hasFigures(): boolean {
    return !!this.outline && this.outline.bidNodeCount > 0;
  }

  // ------------------------------------------------------------ view counts

  /** Counts a view of a case, article or video and shows the server's new count. */
  async hit(type: HitType, id: number): Promise<void> {
    const result = await this.api.hit(type, id).catch(() => null);
    if (!result) return;
    runInAction(() => {
      const list: Array<{ id: number; viewCount: number }> =
        type === 'case' ? this.controlCases : type === 'share' ? this.costShares : this.videos;
      const item = list.find((x) => x.id === id);
      if (item) item.viewCount = result.viewCount;
    });
  }

  openVideo(video: EnterpriseVideo): void {
    this.playing = video;
    void this.hit('video', video.id);
  }

  closeVideo(): void {
    this.playing = null;
  }

  // ------------------------------------------------------------ links

  /**
   * A link that needs login (the recommended projects, the single-project list): a visitor gets the
   * login dialog, the target is remembered for after the login; a member goes there.
   */
  openProtected(path: string, needsLogin = true): void {
    if (needsLogin && !this.session.isLogin) {
      try {
        sessionStorage.setItem(StorageKeys.redirectPath, path);
      } catch {
        /* storage unavailable */
      }
      this.bus.emit('openLogin', { target: path });
      return;
    }
    this.navigator.navigate(path);
  }

  // ------------------------------------------------------------ the hero search

  /**
   * The hero's search box: as the header search with scope 全部 (a visitor gets the login dialog;
   * the server picks the list; any failure goes to the single-project list).
   */
  async search(raw: string, routes: SearchRoutes): Promise<void> {
    const keyword = raw.trim();
    if (!this.session.isLogin) {
      this.bus.emit('openLogin', {});
      return;
    }
    const viewType = await this.api.autoSearch(keyword).catch(() => null);
    const route =
      (viewType === 'item' && routes.unitPrice) || (viewType === 'policy' && routes.policy) || routes.project || routes.unitPrice || routes.policy;
    if (route) this.navigator.navigate(`${route}?keyWord=${encodeURIComponent(keyword)}`);
  }

  // ------------------------------------------------------------ the recruit prompt

  get showRecruit(): boolean {
    return this.session.isLogin && this.session.isVip && this.session.isShowPrompt && this.mayShow(this.promptKey('recruit'));
  }

  /** The close button: hides the prompt, nothing recorded. */
  closeRecruit(): void {
    this.session.setFlag('isShowPrompt', false);
  }

  /** The picture: goes to the recruiting page, hides the prompt and records the prompt status. */
  async openRecruit(): Promise<void> {
    this.session.setFlag('isShowPrompt', false);
    this.navigator.navigate(RECRUIT_PATH);
    await this.api.closePopFlag('RECRUIT').catch(() => undefined);
  }

  // ------------------------------------------------------------ the right-bottom dialog

  get rightBottom(): PopupInfo | null {
    return this.session.isLogin ? this.session.popupInfo : null;
  }

  get showRightBottom(): boolean {
    return !!this.rightBottom && !this.rightBottomClosed && this.mayShow(this.promptKey('dataUpdate'));
  }

  // ------------------------------------------------------------ once per account and period

  /**
   * The period of a prompt: the recruit campaign; for the data update notice the month of the
   * latest data (known once the sections have loaded; the current month when there is none).
   */
  period(kind: PromptKind): string | null {
    if (kind === 'recruit') return RECRUIT_CAMPAIGN;
    if (this.state !== 'ready') return null;
    return this.outline?.latestMonth || monthOf(new Date());
  }

  private promptKey(kind: PromptKind): string | null {
    const globalId = this.session.globalId;
    const period = this.period(kind);
    return globalId && period ? promptSeenKey(kind, globalId, period) : null;
  }

  private mayShow(key: string | null): boolean {
    return !!key && (this.shownNow.includes(key) || !readSeen(key));
  }

  /** The view reports a prompt on screen: this account will not see it again in this period. */
  markShown(kind: PromptKind): void {
    const key = this.promptKey(kind);
    if (!key || this.shownNow.includes(key)) return;
    writeSeen(key, Date.now());
    this.shownNow.push(key);
  }

  /** Closing it keeps it away for 7 days (cookie). */
  closeRightBottom(): void {
    Cookies.set(RIGHT_BOTTOM_COOKIE, '1', { expires: RIGHT_BOTTOM_DAYS, path: '/', sameSite: 'Lax' });
    this.rightBottomClosed = true;
  }

  /** Its picture: follows the link (login first for a login-required page). */
  openRightBottom(needsLogin = true): void {
    const target = this.rightBottom?.jumpedUrl;
    if (!target) return;
    if (/^https?:\/\//.test(target)) {
      window.open(target, '_blank', 'noopener,noreferrer');
      return;
    }
    this.openProtected(target, needsLogin);
  }
}
