import type { ComponentType } from 'react';
import type { ServiceIdentifier } from 'inversify';
import type { EnterpriseVideo, ViewType } from './contract';

/**
 * What other plugins contribute to the home page, and the home page's dialogs. The home page shows
 * what the enabled plugins contribute and hard-codes no other plugin's route or text: a column
 * plugin that is off simply has no card, shortcut or search target there.
 *
 * A plugin contributes from its ClientPlugin:
 *
 *   contributions: {
 *     'home.columnCard': [{ id: 'bid-node', order: 10, title: '单项工程指标', text: '…', icon: LuBuilding2,
 *       tint: { bg: '#eaf1fd', fg: '#1456c8' }, route: bidNodeRoutes.list() }],
 *   }
 *
 * Icons are component references the contributing plugin already bundles (one react-icons icon is
 * a few hundred bytes), so the first load of the home page stays within its budget.
 */

/** An icon component (react-icons' `IconType` satisfies it). */
export type HomeIcon = ComponentType<{ 'aria-hidden'?: boolean | 'true' | 'false' }>;

/** What a contributed `when` / `run` may use: the site's services (session, rights, dialogs …). */
export interface HomeContext {
  readonly get: <T>(id: ServiceIdentifier<T>) => T;
}

/** 核心栏目: a column's card on the home page. Cards show in `order` (ascending). */
export interface HomeColumnCard {
  /** Unique among the cards, e.g. the plugin id. */
  readonly id: string;
  readonly order: number;
  /** The heading, e.g. 单项工程指标. */
  readonly title: string;
  /** One or two sentences on what the column answers. */
  readonly text: string;
  readonly icon: HomeIcon;
  /** The icon's tile colours. */
  readonly tint: { readonly bg: string; readonly fg: string };
  /** Where the card goes (built from the contributing plugin's route refs). */
  readonly route: string;
  /** A small mark in the corner, e.g. 最新. */
  readonly badge?: string;
  /** Opens in a new window (the 22G column); the card then says 新窗口打开. */
  readonly newWindow?: boolean;
  /**
   * `invitation`: a highlighted card (e.g. the expert recruiting) that only fills an empty cell of
   * the grid's last row, with `action` as its link text. Default `column`.
   */
  readonly kind?: 'column' | 'invitation';
  /** The link text; default 进入栏目 (新窗口打开 for a new window). */
  readonly action?: string;
}

/** A button of the hero's 平台概况 card (浏览单项工程指标, 申请试用VIP …), in `order`. */
export interface HomeHeroShortcut {
  readonly id: string;
  readonly order: number;
  readonly text: string;
  readonly icon?: HomeIcon;
  /** Where the icon goes: before the text (default) or after it. */
  readonly iconPlacement?: 'start' | 'end';
  /** `light`: white on the hero; `accent`: the accent colour; `outline`: a white outline. */
  readonly tone: 'light' | 'accent' | 'outline';
  /** Where it goes; a page that needs login asks a visitor to log in first (and goes there after). */
  readonly route?: string;
  /** Or what it does (when there is no `route`). */
  readonly run?: (ctx: HomeContext) => void;
  /** Shown only while this holds (read inside an observer: MobX state it reads is tracked). */
  readonly when?: (ctx: HomeContext) => boolean;
}

/**
 * Where a search in home's 全部 scope (the header's and the hero's) goes for what the server's
 * keyword classification answers (`node`: the single-project list, `item`: the unit-price list,
 * `policy`: the policy list). Without a target for the answer (or when the classification fails),
 * the search goes to the target of the lowest `order`. The `search` event then carries the id of the
 * header scope whose list that is (the scope contributed with the same route), else 全部's.
 */
export interface HomeSearchTarget {
  readonly viewType: ViewType;
  readonly order: number;
  /** The list route; the keyword is added as `?keyWord=`. */
  readonly route: string;
}

/**
 * 最新指标推荐: the latest single projects (served by home from the cost data, each item carrying
 * its link) are shown when the plugin that serves those links contributes this: where 查看全部 goes.
 */
export interface HomeRecommendation {
  /** The link beside the heading, e.g. 查看全部单项工程. */
  readonly moreText: string;
  /** Its route (login required for a visitor, as the items). */
  readonly moreRoute: string;
  /** The note under the cards for a visitor, e.g. 登录后可查看单项工程指标列表，VIP 会员可查看指标详情. */
  readonly visitorNote?: string;
}

declare module '@kernel/client/contributions' {
  interface ContributionMap {
    'home.columnCard': HomeColumnCard;
    'home.heroShortcut': HomeHeroShortcut;
    'home.searchTarget': HomeSearchTarget;
    'home.recommendation': HomeRecommendation;
  }
}

declare module '@kernel/core/events' {
  interface SearchScopeMap {
    /** 全部: the header search's scope home contributes; home's server picks the list. */
    all: true;
  }
}

/** Home's scope of the header search (全部). */
export const HOME_SEARCH_SCOPE = 'all' as const;

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    /** The recruit prompt (the old session flag `isShowPrompt`): a non-modal panel, bottom left. */
    'home.recruitPrompt': void;
    /** The data update notice (the popup info's entrance picture): a non-modal panel, bottom right. */
    'home.dataNotice': void;
    /** The enterprise video player (the old session flag `showPlayBackVideo`). */
    'home.playback': { readonly video: EnterpriseVideo };
  }
}

/** The home page's dialog ids, for `dialogs.open(HomeDialogs.playback, { video })`. */
export const HomeDialogs = {
  recruitPrompt: 'home.recruitPrompt',
  dataNotice: 'home.dataNotice',
  playback: 'home.playback',
} as const;
