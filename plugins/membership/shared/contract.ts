import type { ComponentType } from 'react';

export { membershipRoutes } from './routes';

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
}

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
 * The membership plugin's dialogs, opened through the kernel's DialogService by any plugin:
 * `dialogs.open(MembershipDialogs.noRights)`.
 */
export const MembershipDialogs = {
  /** 暂无权限: a member without VIP rights may buy the service or apply for the trial. */
  noRights: 'membership.noRights',
  /** 申请试用VIP and its result dialogs; opened for a visitor it asks for the login instead. */
  trial: 'membership.trial',
  /** 购买服务: the VIP plans and the hotline (no online payment). */
  buyService: 'membership.buyService',
  /** 获取权益: the ways to get rights (trial, activities while served, purchase). */
  getRights: 'membership.getRights',
} as const;

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

declare module '@kernel/client/contributions' {
  interface ContributionMap {
    'membership.rightsWay': MembershipRightsWay;
  }
}

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    'membership.noRights': void;
    'membership.trial': void;
    'membership.buyService': void;
    'membership.getRights': void;
  }
}

/**
 * The fields membership adds to the user info (`usr` answer): VIP (a real VIP or a running
 * trial), the trial flag (the spec's spelling) and the project-cost VIP flag.
 */
export interface MembershipUserFields {
  readonly isVip?: boolean;
  readonly trailInterest?: boolean;
  readonly projectCostVipStatus?: boolean;
}

/** The member's status from the user info: VIP rights (real or trial) and whether it is the trial. */
export function membershipStatus(user: object | null | undefined): { readonly vip: boolean; readonly trial: boolean } {
  const fields = (user ?? {}) as MembershipUserFields;
  const vip = fields.isVip === true;
  return { vip, trial: vip && fields.trailInterest === true };
}
