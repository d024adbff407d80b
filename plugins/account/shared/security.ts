/**
 * The user centre's account security (账号安全) and enterprise sub-accounts (子账号管理): endpoint
 * paths, what they take and answer, limits and the Chinese messages. Shared by the server
 * (server/routes/security-routes.ts) and the tabs (client/views/Security*.tsx, Enterprise*.tsx).
 * The password rule is registration's (`shared/registration.ts`), the mobile and code patterns the
 * kernel's (`@kernel/core/contact`).
 */

/** Every call needs a login (header token); the enterprise ones the enterprise main account. */
export const SecurityPaths = {
  /** GET → SecurityOverview */
  overview: '/pb/api/web/security/overview',
  /** POST JSON { oldPassword, newPassword } → { signedOut }: the account's other sessions end */
  changePassword: '/pb/api/web/security/changePassword',
  /** POST JSON { mobile }; header validateData (980 without) → { mobile: masked }: an SMS code of type `phone` to the new phone */
  sendPhoneCode: '/pb/api/web/security/sendPhoneCode',
  /** POST JSON { mobile, code } → { mobile: masked }: the phone replaces the account's bound phone */
  bindPhone: '/pb/api/web/security/bindPhone',
  /** POST → { revoked }: every session of the account ends, this one too (with the SSO cookie) */
  signOutEverywhere: '/pb/api/web/security/signOutEverywhere',
  /** POST; header validateData (980 without) → { mobile: masked }: an SMS code of type `delete` to the bound phone */
  sendDeleteCode: '/pb/api/web/security/sendDeleteCode',
  /** POST JSON { code } (bound phone) or { password } (no phone) → null: the account is deleted */
  deleteAccount: '/pb/api/web/security/deleteAccount',
  /** GET → SubAccountList (enterprise main account) */
  subAccounts: '/pb/api/web/enterprise/subAccounts',
  /** POST JSON NewSubAccount → SubAccount */
  addSubAccount: '/pb/api/web/enterprise/addSubAccount',
  /** POST JSON { globalId, enabled } → SubAccount (a disabled one cannot log in; its sessions end) */
  setSubAccountEnabled: '/pb/api/web/enterprise/setSubAccountEnabled',
  /** POST JSON { globalId, password } → SubAccount: a new password for the sub-account, whose sessions end (重置密码) */
  resetSubAccountPassword: '/pb/api/web/enterprise/resetSubAccountPassword',
  /** POST JSON { globalId, shares } → SubAccount (共享企业权益) */
  setSubAccountSharing: '/pb/api/web/enterprise/setSubAccountSharing',
} as const;

export type SecurityAccountKind = 'personal' | 'entMain' | 'entSub';

export interface SecurityOverview {
  accountName: string;
  kind: SecurityAccountKind;
  /** The bound phone, masked (138****0001), or null. */
  mobile: string | null;
  /** When the password was last changed here (ms), or null (never since the account was made). */
  passwordChangedAt: number | null;
  createdAt: number;
  /** Usable sessions of the account, this one included. */
  sessions: number;
  /** The enterprise of a sub-account (its main account's name), else null. */
  enterpriseName: string | null;
  /** Whether the account may delete itself (a sub-account is managed by its enterprise). */
  canDelete: boolean;
  /** Why not, when it may not (shown instead of the button). */
  deleteBlockedReason: string | null;
}

export interface SubAccount {
  globalId: string;
  accountName: string;
  fullName: string;
  /** The bound phone, masked, or null. */
  mobile: string | null;
  enabled: boolean;
  sharesRights: boolean;
  createdAt: number;
  lastLoginAt: number | null;
}

export interface SubAccountList {
  enterpriseName: string;
  list: SubAccount[];
  /** How many sub-accounts an enterprise may have. */
  max: number;
}

export interface NewSubAccount {
  username: string;
  password: string;
  fullName?: string;
  mobile?: string;
  /** Share the enterprise's rights from the start (default false). */
  sharesRights?: boolean;
}

export const SecurityLimits = {
  /** Sub-accounts per enterprise. */
  subAccountsMax: 50,
  fullNameMax: 20,
} as const;

/** Business codes besides 200: 400 (a refused input or state), 441/490 as the login's, 980 (captcha). */
export const SecurityStatus = {
  FAILED: 400,
  /** Too many wrong passwords: the login's lock. */
  LOCKED: 490,
  /** An enterprise call by another kind of account, or about another enterprise's account. */
  FORBIDDEN: 403,
  CAPTCHA: 980,
} as const;

export const SecurityMessages = {
  passwordChanged: '密码修改成功，其他设备已退出登录',
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  passwordTooManyFailures: '密码错误次数过多，请15分钟后再试',
  phoneCodeSent: '验证码已发送至新手机号',
  samePhone: '新手机号与当前绑定的手机号相同',
  phoneBound: '手机号绑定成功',
  phoneChanged: '手机号更换成功',
  codeRequired: '请输入6位数字验证码',
  codeWrong: '验证码错误',
  codeInvalid: '验证码已失效，请重新获取',
  signedOutEverywhere: '已退出所有设备，请重新登录',
  deleteCodeSent: '验证码已发送至绑定手机',
  noPhoneUsePassword: '您的账号未绑定手机号，请使用登录密码确认注销',
  deletePasswordRequired: '请输入登录密码',
  deleted: '账号已注销',
  deleteFailed: '账号注销失败，请稍后重试或联系客服',
  subCannotDelete: '企业子账号由企业管理员统一管理，如需注销请联系企业管理员',
  mainHasSubs: (n: number) => `企业主账号下还有 ${n} 个启用中的子账号，请先在「子账号管理」中停用后再注销`,
  enterpriseOnly: '仅企业主账号可以管理子账号',
  subNotFound: '子账号不存在或不属于本企业',
  subLimit: (max: number) => `每个企业最多可创建 ${max} 个子账号`,
  usernameUnavailable: '该用户名不可用',
  fullNameTooLong: `姓名不能超过20个字`,
  subAdded: '子账号已创建',
  subEnabled: '子账号已启用',
  subDisabled: '子账号已停用，其登录设备已全部退出',
  subPasswordReset: '子账号密码已重置，其登录设备已全部退出',
  sharingOn: '已开启共享企业权益',
  sharingOff: '已关闭共享企业权益',
  accountDisabled: '该账号已被企业管理员停用，请联系企业管理员',
} as const;

/** 138****0001 */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
