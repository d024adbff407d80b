import Cookies from 'js-cookie';

/**
 * The spec's storage rules for the login state (section 4, keep-login):
 * - keep-login: cookies with an expiry: the token for `expireIn` seconds, user info and casId for
 *   7 days, plus the `keepLogin` cookie ("true") that the 302 token refresh reads;
 * - otherwise: session storage only, gone with the tab.
 * Logout clears user, token, casId, popups, guides and m2 data from both.
 */
export const StorageKeys = {
  token: 'token',
  casId: 'casId',
  user: 'userInfo',
  keepLogin: 'keepLogin',
  expireAt: 'tokenExpireAt',
  popupInfo: 'popupInfo',
  guideType: 'guideType',
  guideStep: 'nextStep',
  m2UserRights: 'm2UserRights',
  m2AppToken: 'm2AppToken',
  m2UserToken: 'm2UserToken',
  redirectPath: 'redirectPath',
} as const;

export const KEEP_LOGIN_DAYS = 7;
/** The m2 user-rights cookie lives until the year 2099 (spec section 9). */
export const M2_RIGHTS_EXPIRY = new Date('2099-12-31T23:59:59Z');

export interface PersistedLogin {
  token: string;
  casId: string;
  /** Seconds the token is valid, from the login answer. */
  expireIn: number;
  keepLogin: boolean;
}

const cookieOptions = { path: '/', sameSite: 'lax' as const };

export function saveLogin(login: PersistedLogin): void {
  clearKeys([StorageKeys.token, StorageKeys.casId, StorageKeys.keepLogin, StorageKeys.expireAt]);
  if (login.keepLogin) {
    const tokenExpiry = new Date(Date.now() + login.expireIn * 1000);
    Cookies.set(StorageKeys.token, login.token, { ...cookieOptions, expires: tokenExpiry });
    Cookies.set(StorageKeys.casId, login.casId, { ...cookieOptions, expires: KEEP_LOGIN_DAYS });
    Cookies.set(StorageKeys.keepLogin, 'true', { ...cookieOptions, expires: KEEP_LOGIN_DAYS });
  } else {
    sessionStorage.setItem(StorageKeys.token, login.token);
    sessionStorage.setItem(StorageKeys.casId, login.casId);
    sessionStorage.setItem(StorageKeys.expireAt, String(Date.now() + login.expireIn * 1000));
  }
}

/** Stores the user info where the token lives (cookie for 7 days, or the session). */
export function saveUser(user: unknown): void {
  const text = JSON.stringify(user);
  if (isKeepLogin()) Cookies.set(StorageKeys.user, text, { ...cookieOptions, expires: KEEP_LOGIN_DAYS });
  else sessionStorage.setItem(StorageKeys.user, text);
}

export function isKeepLogin(): boolean {
  return Cookies.get(StorageKeys.keepLogin) === 'true';
}

export function loadLogin(): { token: string; casId: string; keepLogin: boolean; user: unknown } | null {
  const keep = isKeepLogin();
  const token = keep ? Cookies.get(StorageKeys.token) : sessionStorage.getItem(StorageKeys.token);
  if (!token) return null;
  if (!keep) {
    const expireAt = Number(sessionStorage.getItem(StorageKeys.expireAt) ?? 0);
    if (expireAt && expireAt < Date.now()) return null;
  }
  const casId = (keep ? Cookies.get(StorageKeys.casId) : sessionStorage.getItem(StorageKeys.casId)) ?? '';
  const rawUser = keep ? Cookies.get(StorageKeys.user) : sessionStorage.getItem(StorageKeys.user);
  let user: unknown = null;
  try {
    user = rawUser ? JSON.parse(rawUser) : null;
  } catch {
    user = null;
  }
  return { token, casId, keepLogin: keep, user };
}

/** Replaces only the token (after a refresh by token), keeping the storage kind. */
export function replaceToken(token: string, expireIn: number): void {
  if (isKeepLogin()) {
    Cookies.set(StorageKeys.token, token, { ...cookieOptions, expires: new Date(Date.now() + expireIn * 1000) });
  } else {
    sessionStorage.setItem(StorageKeys.token, token);
    sessionStorage.setItem(StorageKeys.expireAt, String(Date.now() + expireIn * 1000));
  }
}

/** Logout: user, token, casId, popups, guides and m2 data, from session and cookie storage. */
export function clearLogin(): void {
  clearKeys([
    StorageKeys.token,
    StorageKeys.casId,
    StorageKeys.user,
    StorageKeys.keepLogin,
    StorageKeys.expireAt,
    StorageKeys.popupInfo,
    StorageKeys.guideType,
    StorageKeys.guideStep,
    StorageKeys.m2UserRights,
    StorageKeys.m2AppToken,
    StorageKeys.m2UserToken,
  ]);
  try {
    localStorage.removeItem(StorageKeys.guideStep);
  } catch {
    /* storage unavailable */
  }
}

function clearKeys(keys: readonly string[]): void {
  for (const key of keys) {
    Cookies.remove(key, { path: '/' });
    try {
      sessionStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  }
}
