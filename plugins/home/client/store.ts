import { inject, injectable } from 'inversify';
import Cookies from 'js-cookie';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Subscription } from 'rxjs';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { Loadable, LoadState } from '@kernel/client/load-state';
import { Navigator } from '@kernel/client/navigator';
import { Rights } from '@kernel/client/rights';
import { SessionStore } from '@kernel/client/session-store';
import { UiStore } from '@kernel/client/ui-store';
import { StorageKeys } from '@kernel/client/session-storage';
import { monthKeyOfDate } from '@kernel/core/months';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { aboutRoutes } from '@plugins/about/shared/routes';
import type {
  ControlCase,
  Cooperate,
  CostOverview,
  CostShare,
  Enterprise,
  EnterpriseVideo,
  HitType,
  Outline,
  PopupEntry,
  RecommendItem,
} from '../shared/contract';
import { RECRUIT_PICTURE } from '../shared/contract';
import { HomeDialogs } from '../shared/contributions';
import { HomeApi } from './api';
import { keywordAddress, resolveAllScope, type KeywordSources } from './search-scope';

export const HomeStore = Symbol('HomeStore');
export type HomeStore = MobxHomeStore;

/** Where the recruit prompt's picture leads: the about plugin's recruiting page (the prompt needs it). */
export const RECRUIT_PATH = aboutRoutes.recruitingExperts();
/** The popup the recruit prompt's server flag is kept under (getHomePopFlag / closeHomePopFlag). */
export const RECRUIT_POP_ENUM = 'RECRUIT' as const;
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

/**
 * The home page's data and popups: the sections' lists (each section shows what it got; a failed
 * call leaves it empty), the national overview (loaded by its lazy section), view counts, the
 * playback dialog and the two popups of the home page:
 * - the recruit prompt: shown only to a logged-in VIP while the server's prompt flag (getHomePopFlag
 *   RECRUIT, asked after every login, including one restored at start) is on; clicking its picture
 *   goes to the recruiting page, hides it and records the prompt status (closeHomePopFlag RECRUIT);
 *   the close button only hides it;
 * - the right-bottom dialog, the data update notice (the first popupInfo entry, asked after every
 *   login): closing it sets a 7-day cookie.
 * Both show once per account and period (the recruit campaign; the month of the latest data): once
 * on screen they are remembered in localStorage for that account and period, stay until closed or
 * until the logout, and do not come back at the next login. The three are home's dialogs
 * (`home.recruitPrompt`, `home.dataNotice`, `home.playback`), opened through the DialogService;
 * what the store decides, `syncPopups` opens and closes.
 */
@injectable()
export class MobxHomeStore {
  /**
   * The sections' lists, loaded together (the kernel's load state: only the newest load counts).
   * Each list settles on its own (a failed call leaves its section empty), so it ends 'ready'.
   */
  readonly sections = new LoadState();
  /** When the sections' lists last answered. */
  loadedAt = 0;
  outline: Outline | null = null;
  recommendations: RecommendItem[] = [];
  enterprises: Enterprise[] = [];
  videos: EnterpriseVideo[] = [];
  cooperates: Cooperate[] = [];
  controlCases: ControlCase[] = [];
  costShares: CostShare[] = [];

  /** 全国造价概览 (loaded by its lazy section); null data when the server has none. */
  readonly overview = new Loadable<CostOverview | null>();

  rightBottomClosed = false;

  // What the last login brought (cleared at the logout).
  /** The server's recruit prompt flag (the old session flag `isShowPrompt`). */
  promptFlag = false;
  /** The data update notice (the first popupInfo entry). */
  popupInfo: PopupEntry | null = null;

  /** The prompts (seen keys) on screen since the login: they stay until closed. */
  shownNow: string[] = [];

  private readonly subscription: Subscription;

  constructor(
    @inject(HomeApi) private readonly api: HomeApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(DialogService) private readonly dialogs: DialogService,
    @inject(Rights) private readonly rights: Rights,
    @inject(UiStore) private readonly ui: UiStore,
  ) {
    this.rightBottomClosed = Cookies.get(RIGHT_BOTTOM_COOKIE) === '1';
    makeAutoObservable<MobxHomeStore, 'api' | 'session' | 'navigator' | 'bus' | 'dialogs' | 'rights' | 'ui' | 'subscription'>(
      this,
      // The load states are observable themselves.
      { sections: false, overview: false, api: false, session: false, navigator: false, bus: false, dialogs: false, rights: false, ui: false, subscription: false },
      { autoBind: true },
    );
    // Every login (made now or restored at start, user info in) asks for the home page's popups.
    this.subscription = this.bus.on('login').subscribe((event) => {
      if (event.type === 'success') void this.afterLogin();
    });
    // A logout ends what was on screen and what the login brought: the next login decides afresh
    // (and finds them seen).
    reaction(
      () => this.session.isLogin,
      (loggedIn) => {
        if (loggedIn) return;
        this.shownNow = [];
        this.promptFlag = false;
        this.popupInfo = null;
      },
    );
  }

  /** Loads every section in parallel (again only when the answers are stale). */
  async load(now = Date.now()): Promise<void> {
    if (this.sections.isLoading) return;
    if (this.sections.isReady && now - this.loadedAt < STALE_MS) return;
    const settle = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
    await this.sections.run(
      () =>
        Promise.all([
          settle(this.api.outline(), null),
          settle(this.api.recommendData(RECOMMEND_SIZE), []),
          settle(this.api.enterprises(), []),
          settle(this.api.videos(), []),
          settle(this.api.cooperates(), []),
          settle(this.api.controlCases(), []),
          settle(this.api.costShares(), []),
        ]),
      {
        ready: ([outline, recommendations, enterprises, videos, cooperates, controlCases, costShares]) => {
          this.outline = outline;
          this.recommendations = recommendations;
          this.enterprises = enterprises;
          this.videos = videos;
          this.cooperates = cooperates;
          this.controlCases = controlCases;
          this.costShares = costShares;
          this.loadedAt = now;
        },
      },
    );
  }

  /** Loads the overview once (again after a failure). */
  async loadOverview(): Promise<void> {
    if (this.overview.isLoading || this.overview.isReady) return;
    await this.overview.load(() => this.api.costOverview());
  }

  /** The outline has cost data to show. */
  get hasFigures(): boolean {
    return !!this.outline && this.outline.bidNodeCount > 0;
  }

  // ------------------------------------------------------------ after the login

  /**
   * The login's popup calls (silent, failures leave the popups off): the recruit prompt flag and
   * the data update notice. An answer that comes back after the logout or for another account is
   * dropped.
   */
  async afterLogin(): Promise<void> {
    const globalId = this.session.globalId;
    if (!this.session.isLogin || !globalId) return;
    const stillSame = () => this.session.isLogin && this.session.globalId === globalId;
    await Promise.allSettled([
      this.api.popFlag(RECRUIT_POP_ENUM).then((flag) => {
        if (stillSame()) runInAction(() => (this.promptFlag = flag));
      }),
      this.api.popupInfo().then((entry) => {
        if (stillSame()) runInAction(() => (this.popupInfo = entry));
      }),
    ]);
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

  /** The video of the playback dialog, or null. */
  get playing(): EnterpriseVideo | null {
    return this.dialogs.propsOf(HomeDialogs.playback)?.video ?? null;
  }

  /** Opens the playback dialog (the old session flag `showPlayBackVideo`) and counts a view. */
  openVideo(video: EnterpriseVideo): void {
    this.dialogs.open(HomeDialogs.playback, { video });
    void this.hit('video', video.id);
  }

  closeVideo(): void {
    this.dialogs.close(HomeDialogs.playback);
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
   * The hero's search box: the header search in scope 全部, through the same resolution
   * (`resolveAllScope`): a visitor gets the login dialog; a member goes to the list home's server
   * picks among the contributed ones (the lowest-ordered one when the call fails), with the loading
   * indicator shown during the call, and the `search` event is emitted as the header's.
   */
  async search(raw: string, sources: KeywordSources): Promise<void> {
    const keyword = raw.trim();
    if (!this.session.isLogin) {
      this.bus.emit('openLogin', {});
      return;
    }
    this.ui.begin();
    try {
      const target = await resolveAllScope(this.api, sources, keyword);
      if (!target) return;
      this.navigator.navigate(keywordAddress(target.route, keyword));
      this.bus.emit('search', { scope: target.scope, keyword });
    } finally {
      this.ui.end();
    }
  }

  // ------------------------------------------------------------ the recruit prompt

  get showRecruit(): boolean {
    return this.session.isLogin && this.rights.has(MembershipRights.vip) && this.promptFlag && this.mayShow(this.promptKey('recruit'));
  }

  /** The close button: hides the prompt, nothing recorded. */
  closeRecruit(): void {
    this.promptFlag = false;
  }

  /** The picture: goes to the recruiting page, hides the prompt and records the prompt status. */
  async openRecruit(): Promise<void> {
    this.promptFlag = false;
    this.navigator.navigate(RECRUIT_PATH);
    await this.api.closePopFlag(RECRUIT_POP_ENUM).catch(() => undefined);
  }

  // ------------------------------------------------------------ the right-bottom dialog

  get rightBottom(): PopupEntry | null {
    return this.session.isLogin ? this.popupInfo : null;
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
    if (!this.sections.isReady) return null;
    return this.outline?.latestMonth || monthKeyOfDate(new Date());
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

  // ------------------------------------------------------------ the popups on the home page

  /**
   * While the home page is shown: opens the recruit prompt and the data update notice when they
   * are to be shown (and their picture leads somewhere: `leadsSomewhere`), closes them when not.
   * Returns the disposer (the page's unmount), which also closes them.
   */
  syncPopups(leadsSomewhere: (target: string) => boolean): () => void {
    const follow = (id: typeof HomeDialogs.recruitPrompt | typeof HomeDialogs.dataNotice, want: () => boolean) =>
      reaction(want, (on) => (on ? this.dialogs.open(id) : this.dialogs.close(id)), { fireImmediately: true });
    const disposers = [
      follow(HomeDialogs.recruitPrompt, () => this.showRecruit && leadsSomewhere(RECRUIT_PATH)),
      follow(HomeDialogs.dataNotice, () => this.showRightBottom && !!this.rightBottom && leadsSomewhere(this.rightBottom.jumpedUrl)),
    ];
    return () => {
      for (const dispose of disposers) dispose();
      this.dialogs.close(HomeDialogs.recruitPrompt);
      this.dialogs.close(HomeDialogs.dataNotice);
    };
  }

  /** Stops listening to the bus (tests; the site's store lives as long as the page). */
  dispose(): void {
    this.subscription.unsubscribe();
  }
}
