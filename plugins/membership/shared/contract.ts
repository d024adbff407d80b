import { defineRoutes } from '@kernel/core/route-refs';

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

/** The membership plugin's page routes (typed route references: links are built from these). */
export const membershipRoutes = defineRoutes({
  /** 会员中心 (login, user-centre layout). */
  userCenter: '/usercenter/index',
  /** The short address, redirected to `userCenter`. */
  userCenterShort: '/usercenter',
});

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

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    'membership.noRights': void;
    'membership.trial': void;
    'membership.buyService': void;
    'membership.getRights': void;
  }
}
