/**
 * The account plugin's dialogs, ids of the kernel's DialogService. Whether one is open is the
 * DialogService's answer alone; the account stores open and close them:
 * - `account.login` (登录): opened by the bus `openLogin` event (or `dialogs.open(AccountDialogs.login,
 *   { tab: 2 })`), on its tab; opening an open one only switches the tab; closing it in any way but
 *   a login tells the callers of `loginOnce` that the user gave up;
 * - `account.captcha` (安全验证): opened by the bus `captcha` event; closing it answers the waiting
 *   caller with no validateData;
 * - `account.loginApplying` (申请登录), `account.loginDenied` (拒绝登录), `account.loginConfirm`
 *   (登录确认, on the device already logged in, for the application it shows): the multi-login
 *   dialogs.
 */
export const AccountDialogs = {
  login: 'account.login',
  captcha: 'account.captcha',
  loginApplying: 'account.loginApplying',
  loginDenied: 'account.loginDenied',
  loginConfirm: 'account.loginConfirm',
  /** 注册账号 (props: the invite code to prefill). */
  register: 'account.register',
  /** 找回密码 (props: the phone to prefill). */
  resetPassword: 'account.resetPassword',
} as const;

/** The login dialog's tabs: 1 账号登录, 2 手机登录, 3 扫码登录. */
export type LoginTab = 1 | 2 | 3;

/** An application to log in, shown on the device that is already logged in (登录确认). */
export interface LoginApplication {
  readonly applyId: string;
  readonly username: string;
  readonly device: string;
}

declare module '@kernel/client/dialogs' {
  interface DialogMap {
    /** The tab shown (default 账号登录). */
    'account.login': { readonly tab?: LoginTab };
    'account.captcha': void;
    /** The account asked for, and the application waiting for the other device's answer. */
    'account.loginApplying': { readonly username: string; readonly applyId: string };
    'account.loginDenied': void;
    /** The application shown (the first of those waiting). */
    'account.loginConfirm': LoginApplication;
    /** An invite code to prefill (from `?invite=` of an invite link). */
    'account.register': { readonly invite?: string };
    /** A phone to prefill. */
    'account.resetPassword': { readonly mobile?: string };
  }
}
