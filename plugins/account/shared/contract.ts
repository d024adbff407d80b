/**
 * The HTTP contract of the account plugin (the user and login calls): paths, what
 * they take and what they answer, inside the envelope { statusCode, data, businessMsg }. Login
 * answers also carry `id` (the sign-on id, stored as casId) and, when a captcha is needed first,
 * `callbackAddress`, at the top level beside `data`.
 */
import type { UserInfo } from '@kernel/core/session';

export { AccountDialogs, type LoginApplication, type LoginTab } from './dialogs';

export const AccountPaths = {
  /** GET → { key: base64 SPKI of the RSA-OAEP (SHA-256) public key, keyId }, and `serverTime` (ms) beside data */
  publicKey: '/pb/api/web/publicKey',
  /** POST form (encrypted, see EncryptedPayload) of AccountCredentials → LoginAnswer */
  loginByAuth: '/api/web/loginByAuth',
  /** POST form { mobile, code, keepLogin }; header globalId (the chosen account) → LoginAnswer */
  loginBySms: '/api/web/loginBySms',
  /** POST form { code }; header mobile → BindingAccounts (the code is checked, not used up) */
  bindingAccounts: '/api/web/bindingAccounts',
  /**
   * POST form { accessToken } (management gateway) → { statusCode, data: { accessToken, expireIn }, id } in data.
   * A session token is rotated (the old one stops working; same id); a login's one-time loginToken
   * opens a new session. Refused: statusCode 301 登录已过期，请重新登录.
   */
  loginByToken: '/api/web/loginByToken',
  /** GET { timestamp, service } (reads the SSO cookie) → { ticket } ('' when none) */
  userTicket: '/api/web/userTicket',
  /** POST form { ticket, keepLogin } → LoginAnswer */
  loginByTicket: '/api/web/loginByTicket',
  /** POST → { uuid, url, expireIn } (url: the mobile confirmation page to encode in the QR) */
  getQrcode: '/pb/api/web/getQrcode',
  /** GET ?uuid → { status: QrStatus } */
  getQrcodeStatus: '/pb/api/web/getQrcodeStatus',
  /**
   * POST form { uuid, action? } with the phone's token: a logged-in member confirms the desktop login
   * (action 'confirm', the default), or only marks the code scanned (action 'scan').
   */
  confirmQrcode: '/pb/api/web/confirmQrcode',
  /** POST form { uuid, keepLogin } → LoginAnswer, once the QR is confirmed */
  loginByQrCode: '/pb/api/web/loginByQrCode',
  /** POST (token) → null; revokes the session and the SSO cookie */
  logout: '/pb/api/web/logout',
  /**
   * POST ?type=auth|sms|qr|token|ticket; headers globalId, accessToken or ticket; body data (+ encrypt) → LoginStatus,
   * and `applyTicket` beside data when the account is live elsewhere (the three calls below need it).
   */
  loginStatus: '/pb/api/web/loginStatus',
  /** GET; headers globalId, applyTicket → { applying: boolean } */
  checkApplyLogin: '/pb/api/web/checkApplyLogin',
  /** GET ?username; headers globalId, applyTicket (used up) → { applyId } (or 其他用户正在申请登录，请稍后再试) */
  applyRepeatLogin: '/pb/api/web/applyRepeatLogin',
  /** GET ?username (&applyId: only that application); headers globalId, applyTicket (the one that applied) → null */
  cancelApplyRepeatLogin: '/pb/api/web/cancelApplyRepeatLogin',
  /** POST ?option=allow|deny&username (token of the device already logged in) → null */
  feedbackMultiUserLogin: '/pb/api/web/feedbackMultiUserLogin',
  /** GET ?applyId → { option: 'pending' | 'allow' | 'deny' | 'cancel' | 'expired' } */
  selectFeedbackMultiUserLogin: '/pb/api/web/selectFeedbackMultiUserLogin',
  /**
   * POST (token; streaming, text/event-stream) → events `ping` { time, identifier } (every 15 s and at
   * once; identifier: the session's casId, for sseAlive), `apply` { applyId, username, device } and
   * `applyEnd` { applyId, option } when an application shown on this stream was answered, withdrawn
   * or expired.
   */
  loginSse: '/pb/api/web/loginSse',
  /** GET ?identifier (casId); header globalId (or the token) → { alive } (false: no such session) */
  sseAlive: '/pb/api/web/sseAlive',
  /** POST form { accessToken, casId } → UserInfo */
  usr: '/pb/api/web/usr',
  /** POST form; header userid → { globalId } */
  getGlobalIdByUserId: '/api/web/getGlobalIdByUserId',
  /** GET ?identity (phone or account name) → { exists: boolean } */
  identityExists: '/api/web/identityExists',
  /** POST form { mobile, type: 'login' | 'trial' }; header validateData → null (验证码已发送) */
  smsVerificationCode: '/pb/api/web/smsVerificationCode',
  /** GET → CustomerService[] */
  getCustomers: '/pb/api/web/getCustomers',
  /** GET (token) → DeviceSession[] of the member; POST revokeOtherSessions → { revoked } */
  sessions: '/pb/api/web/sessions',
  revokeOtherSessions: '/pb/api/web/revokeOtherSessions',
  /** GET → { captchaId, image } (image: an SVG data URL) */
  captchaImage: '/pb/captcha/image',
  /** POST form { captchaId, answer } → { validateData } (single use, 5 minutes) */
  captchaVerify: '/pb/captcha/verify',
  /** Development outbox (only with DEV_TOOLS=1, loopback only): GET JSON list and an HTML page */
  devSmsOutbox: '/api/dev/sms-outbox',
  devSmsOutboxPage: '/dev/sms-outbox',
  /** Only with DEV_TOOLS=1, loopback only: GET ?captchaId → { text }, the answer of a recent captcha (for end-to-end tests) */
  devCaptcha: '/api/dev/captcha',
  /**
   * GET → LoginPicture[]: the login dialog's banner pictures, addresses relative to the storage
   * gateway (the server ships LOGIN_PICTURES under `<storage>/login/<file>`).
   */
  loginPictures: '/home/queryLoginPicture',
} as const;

/** One picture of the login banner carousel: its address, to be prefixed by the storage gateway. */
export interface LoginPicture {
  pictureUri: string;
}

/**
 * The login banner pictures the server ships (SVG, 380×500 like the dialog's left panel), in
 * carousel order, with the headline each one draws (the client's alt text).
 */
export const LOGIN_PICTURES: readonly { readonly file: string; readonly headline: string }[] = [
  { file: 'banner-1.svg', headline: '工程造价指标，随查随用' },
  { file: 'banner-2.svg', headline: '劳务分包价格，按地区按工种' },
  { file: 'banner-3.svg', headline: '政策文件智能检索' },
];

/** The encrypted login payload: AES-256-GCM data with a one-time key wrapped by RSA-OAEP-256. */
export interface EncryptedPayload {
  /** base64 of the RSA-OAEP(SHA-256)-wrapped 32-byte AES key */
  key: string;
  /** base64 of the 12-byte IV */
  iv: string;
  /** base64 of AES-GCM(ciphertext + tag) of the JSON payload */
  data: string;
  /** which server key was used */
  keyId: string;
}

export interface AccountCredentials {
  username: string;
  password: string;
  keepLogin: boolean;
  /** After a captcha asked for by callbackAddress. */
  validateData?: string;
}

export interface LoginData {
  accessToken: string;
  /** Seconds the token is valid. */
  expireIn: number;
  isNewUser: boolean;
  /** A one-time token for sub-site login by token. */
  loginToken: string;
  globalId: string;
}

/** A login answer: envelope plus `id` (casId) and, when a captcha is needed, `callbackAddress`. */
export interface LoginAnswer {
  statusCode: number;
  data: LoginData | null;
  businessMsg: string;
  id?: string;
  callbackAddress?: string;
}

export type AccountGroup = 'entSubAccount' | 'personalAccount' | 'entMainAccount';

export interface BindingAccount {
  id: string;
  /** The account's globalId, sent as header globalId to loginBySms. */
  globalId: string;
  username: string;
  accountTypeName: string;
  accountGroup: AccountGroup;
  haveRights: boolean;
}

export interface BindingAccounts {
  haveRightsAccounts: BindingAccount[];
  noRightsAccounts: BindingAccount[];
}

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'used';

export interface LoginStatus {
  /** true: the account is logged in on another live device; the multi-login check follows. */
  loggedInElsewhere: boolean;
  globalId: string;
  username: string;
}

export interface DeviceSession {
  id: string;
  loginType: 'auth' | 'sms' | 'qr' | 'token' | 'ticket';
  device: string;
  ip: string;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
}

export interface CustomerService {
  name: string;
  phone: string;
  hours: string;
}

export type { UserInfo };

/** Token lifetime of a login (seconds) and the keep-login window in which login-by-token refreshes it. */
export const TOKEN_EXPIRE_IN = 2 * 60 * 60;
export const KEEP_LOGIN_SECONDS = 7 * 24 * 60 * 60;
export const SMS_INTERVAL_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_MAX_ATTEMPTS = 5;
export const MULTI_LOGIN_BUSY = '其他用户正在申请登录，请稍后再试';
/** How long a multi-login application waits for the live device's answer. */
export const APPLY_EXPIRE_SECONDS = 120;
/** How long a login QR code may be scanned and confirmed. */
export const QR_EXPIRE_SECONDS = 180;

/**
 * Business status codes the account endpoints answer besides 200 (all in the client's reject
 * list, except 980, the kernel's captcha code).
 */
export const AccountStatus = {
  /** Wrong or expired SMS code, unusable QR code, ticket or application, and similar. */
  FAILED: 400,
  /** Unknown user or wrong password: always 用户名或密码错误. */
  BAD_CREDENTIALS: 401,
  /**
   * Login (and the auth pre-check) after 3 failed logins of the account, of the account from this
   * address, or of this address in 15 minutes without a valid validateData: 请先完成安全验证, with `callbackAddress` (CAPTCHA_CALLBACK) at
   * the top level. Solve the captcha, then send validateData (credentials field, form field or
   * header) on the retry.
   */
  CAPTCHA_REQUIRED: 441,
  /**
   * 10 failed logins of the account from this address (or too many of this address, for accounts
   * never signed in from it) in 15 minutes: 登录失败次数过多，请15分钟后再试.
   */
  LOCKED: 490,
  /** An SMS code asked for again within 60 s (验证码发送过于频繁，请稍后再试), or an address or site-wide SMS cap. */
  SMS_TOO_FREQUENT: 491,
  /** No SMS provider (a production install without SMS_PROVIDER): 短信服务未配置; or the provider failed. */
  SMS_UNAVAILABLE: 510,
  /** Another application to log in to the account is pending: MULTI_LOGIN_BUSY. */
  MULTI_LOGIN_BUSY: 800,
  /** smsVerificationCode without a valid header validateData: 请先完成安全验证 (the kernel's captcha code). */
  CAPTCHA: 980,
} as const;

/** The callbackAddress of a CAPTCHA_REQUIRED login answer: the captcha image endpoint. */
export const CAPTCHA_CALLBACK = '/pb/captcha/image';
/** Name of the httpOnly SSO cookie set on every successful login (read by userTicket). */
export const SSO_COOKIE = 'zjzb_sso';
