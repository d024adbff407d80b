import { inject, injectable } from 'inversify';
import Cookies from 'js-cookie';
import { makeAutoObservable, runInAction } from 'mobx';
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
 * - the right-bottom dialog (the session's popupInfo, loaded after the user info): closing it sets
 *   a 7-day cookie.
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

  constructor(
    @inject(HomeApi) private readonly api: HomeApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(EventBus) private readonly bus: EventBus,
  ) {
    this.rightBottomClosed = Cookies.get(RIGHT_BOTTOM_COOKIE) === '1';
    makeAutoObservable<MobxHomeStore, 'api' | 'session' | 'navigator' | 'bus'>(this, { api: false, session: false, navigator: false, bus: false }, { autoBind: true });
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
    return this.session.isLogin && this.session.isVip && this.session.isShowPrompt;
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
    return !!this.rightBottom && !this.rightBottomClosed;
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
