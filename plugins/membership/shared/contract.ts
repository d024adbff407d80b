import type { ComponentType } from 'react';
import type { UserInfo } from '@kernel/core/session';
import type { HeldRight } from './held-rights';

export { membershipRoutes } from './routes';
export { MembershipDialogs } from './dialogs';
export { membershipStatus, type MembershipUserFields } from './member';

/**
 * The HTTP contract of the membership plugin: rights, the 3-day VIP trial (one per account, ever)
 * and the province/city dictionary of the trial form. All answers in the envelope.
 */
export const MembershipPaths = {
  /** POST (token) → RightsInfo */
  queryRights: '/pb/api/web/queryRights',
  /** POST form { mobile }; header validateData (captcha) → null; sends the trial SMS code */
  trialCode: '/vipProbation/getVerificationCode',
  /** POST JSON TrialApplication (token) → TrialResult */
  applyTrial: '/pb/vipProbation/applyVipProbation',
  /** POST JSON TrialApplication (token) → TrialResult (the foreign-gateway alias of applyTrial) */
  applyTrialForeign: '/pb/api/foreign/trialVip/apply',
  /** GET → Province[] (with their cities) */
  findProvince: '/dict/findProvince',
} as const;

export interface RightsInfo {
  isVip: boolean;
  vipExpireAt: number | null;
  trailInterest: boolean;
  trialExpireAt: number | null;
  trialUsed: boolean;
  projectCostVipStatus: boolean;
  /** The sourcing right. */
  canUse: boolean;
  accountType: 'personal' | 'entMain' | 'entSub';
  enterpriseName: string | null;
  /**
   * Every right held now, with its label and end (null: no end), in the order of
   * `MembershipRights` (shared/held-rights.ts): the trial's and an enterprise's shared ones marked.
   */
  rights: HeldRight[];
}

export type { HeldRight } from './held-rights';

export interface TrialApplication {
  realName: string;
  mobile: string;
  verificationCode: string;
  companyName: string;
  province: string;
  city: string;
  /** Always 0 from the site. */
  source: 0;
}

export interface TrialResult {
  realName: string;
  accountName: string;
  /** When the trial ends (ms since epoch). */
  effectiveDate: number;
}

export interface City {
  code: string;
  name: string;
}

export interface Province {
  code: string;
  name: string;
  cities: City[];
}

export const TRIAL_DAYS = 3;
export const TRIAL_NAME_MAX = 20;
export const TRIAL_COMPANY_MAX = 20;

/**
 * A way to get VIP rights that another plugin offers in 获取权益 (between the trial and the
 * purchase), e.g. the member activities: `{ id: 'activities', order: 10, title: '参与会员活动',
 * text: '签到、集卡、抽奖赢取积分，兑换会员权益与资料', action: '去看看', icon: LuGift, route: … }`.
 * Shown only while a plugin serves `route`.
 */
export interface MembershipRightsWay {
  readonly id: string;
  readonly order: number;
  readonly title: string;
  readonly text: string;
  /** The button's text. */
  readonly action: string;
  /** An icon component the contributing plugin bundles (react-icons' IconType fits). */
  readonly icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' | 'false' }>;
  /** Where the button goes (the contributing plugin's route ref). */
  readonly route: string;
}

/**
 * A tab of the user centre (/usercenter/index) that another plugin contributes, after the centre's
 * own 会员权益 tab, e.g. `{ id: 'favorites', order: 10, label: '我的收藏', load: () => import('./views/MyFavorites') }`.
 * `id` is also the tab's address: `membershipRoutes.userCenter()` + `?tab=<id>` opens it. `load` is
 * the tab's own chunk, downloaded when the tab is first shown.
 */
export interface MembershipUserCenterTab {
  readonly id: string;
  readonly order: number;
  readonly label: string;
  readonly load: () => Promise<{ default: ComponentType }>;
  /** Whether the tab is shown to this user (absent: always); `?tab=<id>` of a hidden tab opens 会员权益. */
  readonly visible?: (user: UserInfo | null) => boolean;
}

/**
 * The way to buy a plan that a selling plugin contributes (orders): 购买服务, 暂无权限 and the user
 * centre lead to `route(planId)` instead of the hotline while a plugin serves it. Without one the
 * price sheet shows the hotline.
 */
export interface MembershipPurchase {
  readonly id: string;
  /** The order page for a plan (or the plan chooser without one). */
  readonly route: (planId?: string) => string;
}

/** The `tab` query parameter of the user centre that selects a tab (its id). */
export const USER_CENTER_TAB_PARAM = 'tab';

declare module '@kernel/client/contributions' {
  interface ContributionMap {
    'membership.rightsWay': MembershipRightsWay;
    'membership.userCenterTab': MembershipUserCenterTab;
    'membership.purchase': MembershipPurchase;
  }
}
