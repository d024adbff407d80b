import Cookies from 'js-cookie';

/**
 * The storage rules of the login state (keep-login):
 * - keep-login: cookies with an expiry: the token for `expireIn` seconds, user info and casId for
 *   7 days, plus the `keepLogin` cookie ("true") that the token refresh reads;
 * - otherwise: session storage only, gone with the tab.
 * Logout clears user, token and casId from both, and every login-scoped value plugins keep
 * (`loginScoped` below: popups, guides, service tokens …), which the kernel does not name.
 */
export const StorageKeys = {
  token: 'token',
  casId: 'casId',
  user: 'userInfo',
  keepLogin: 'keepLogin',
  expireAt: 'tokenExpireAt',
  /** The page a visitor wanted before the login (session storage; the router and the login flows). */
  redirectPath: 'redirectPath',
} as const;

export const KEEP_LOGIN_DAYS = 7;

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

/**
 * Logout: user, token and casId from session and cookie storage, and every login-scoped key
 * plugins registered, from cookies, session storage and local storage.
 */
export function clearLogin(): void {
  clearKeys([StorageKeys.token, StorageKeys.casId, StorageKeys.user, StorageKeys.keepLogin, StorageKeys.expireAt]);
  clearKeys([...loginScopedKeys], true);
}

function clearKeys(keys: readonly string[], local = false): void {
  for (const key of keys) {
    Cookies.remove(key, { path: '/' });
    try {
      sessionStorage.removeItem(key);
      if (local) localStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  }
}

// ------------------------------------------------------------------ login-scoped values of plugins

const loginScopedKeys = new Set<string>();

/**
 * Registers storage keys that belong to the logged-in user: logout (here or in another tab)
 * removes them from cookies, session storage and local storage. For keys a plugin writes itself;
 * `loginScoped` registers its key on its own.
 */
export function registerLoginScopedKeys(...keys: string[]): void {
  for (const key of keys) loginScopedKeys.add(key);
}

/** The keys logout clears besides the login itself (tests, diagnostics). */
export function loginScopedKeyList(): readonly string[] {
  return [...loginScopedKeys];
}

/**
 * Where a login-scoped value lives:
 * - `session`: session storage (gone with the tab);
 * - `local`: local storage (kept across tabs and visits, until logout);
 * - `login`: where the login lives: a cookie for `KEEP_LOGIN_DAYS` under keep-login, else session storage;
 * - `cookie`: a cookie, with `expires` (a date, or days; default: the browser session).
 */
export type LoginScopedPlace = 'session' | 'local' | 'login' | 'cookie';

export interface LoginScopedOptions {
  readonly place?: LoginScopedPlace;
  /** For `cookie`: when the cookie expires (a date, or a number of days). */
  readonly expires?: Date | number;
}

/** A value kept for the logged-in user only (JSON in storage), cleared by logout. */
export interface LoginScoped<T> {
  readonly key: string;
  /** The stored value, or null when absent or unreadable. */
  read(): T | null;
  /** Stores the value; null or undefined removes it. */
  write(value: T | null | undefined): void;
  remove(): void;
}

/**
 * Declares a login-scoped value owned by a plugin, e.g. a `catalogue` plugin's last basket:
 *
 *   const basket = loginScoped<Basket>('catalogue.basket');
 *   basket.write(items); … basket.read();
 *
 * The key is registered at once, so a logout clears it even before the plugin first writes it.
 */
export function loginScoped<T>(key: string, options: LoginScopedOptions = {}): LoginScoped<T> {
  registerLoginScopedKeys(key);
  const place = options.place ?? 'session';
  const inCookie = () => place === 'cookie' || (place === 'login' && isKeepLogin());
  const storage = (): Storage | null => {
    try {
      return place === 'local' ? localStorage : sessionStorage;
    } catch {
      return null;
    }
  };
  const remove = () => clearKeys([key], true);
  return {
    key,
    read() {
      let raw: string | null | undefined;
      try {
        raw = inCookie() ? Cookies.get(key) : storage()?.getItem(key);
      } catch {
        raw = null;
      }
      if (raw === null || raw === undefined) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    write(value) {
      if (value === null || value === undefined) {
        remove();
        return;
      }
      const text = JSON.stringify(value);
      if (inCookie()) {
        const expires = place === 'login' ? KEEP_LOGIN_DAYS : options.expires;
        Cookies.set(key, text, expires === undefined ? cookieOptions : { ...cookieOptions, expires });
        return;
      }
      try {
        storage()?.setItem(key, text);
      } catch {
        /* storage unavailable or full */
      }
    },
    remove,
  };
}
