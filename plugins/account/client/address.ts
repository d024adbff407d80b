import { StorageKeys } from '@kernel/client/session-storage';

/**
 * The address helpers of the login flows: the pending target (the page a visitor wanted before
 * logging in) and the access token a partner site may put in the address.
 */

/** A path of this site (no scheme, no protocol-relative `//host`), or null. */
export function sitePath(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

export function rememberPendingTarget(path: string): void {
  try {
    sessionStorage.setItem(StorageKeys.redirectPath, path);
  } catch {
    /* storage unavailable */
  }
}

/** The pending target without clearing it: session storage, else the `redirect` query the guards add (on the landing page). */
export function peekPendingTarget(): string | null {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(StorageKeys.redirectPath);
  } catch {
    /* storage unavailable */
  }
  if (sitePath(stored)) return stored;
  if (typeof location !== 'undefined') {
    return sitePath(new URLSearchParams(location.search).get('redirect'));
  }
  return null;
}

/** Reads and clears the pending target. */
export function takePendingTarget(): string | null {
  const target = peekPendingTarget();
  try {
    sessionStorage.removeItem(StorageKeys.redirectPath);
  } catch {
    /* storage unavailable */
  }
  return target;
}

export const ACCESS_TOKEN_PARAM = 'access_token';

/**
 * Takes `access_token` out of the address (query, or the hash: `#access_token=…` or
 * `#/path?access_token=…`), replacing the history entry so the token is not kept in the history
 * or sent onwards as a referrer. Returns the token, or null when there is none.
 */
export function takeAccessTokenFromAddress(): string | null {
  if (typeof location === 'undefined') return null;
  const url = new URL(location.href);
  let token = url.searchParams.get(ACCESS_TOKEN_PARAM);
  url.searchParams.delete(ACCESS_TOKEN_PARAM);

  const rawHash = url.hash.startsWith('#') ? url.hash.slice(1) : url.hash;
  if (rawHash) {
    const q = rawHash.indexOf('?');
    let head = '';
    let query = '';
    if (q >= 0) {
      head = rawHash.slice(0, q);
      query = rawHash.slice(q + 1);
    } else if (rawHash.includes('=')) {
      query = rawHash;
    } else {
      head = rawHash;
    }
    if (query) {
      const params = new URLSearchParams(query);
      const fromHash = params.get(ACCESS_TOKEN_PARAM);
      if (fromHash) {
        token ||= fromHash;
        params.delete(ACCESS_TOKEN_PARAM);
        const rest = params.toString();
        const hash = q >= 0 ? (rest ? `${head}?${rest}` : head) : rest;
        url.hash = hash ? `#${hash}` : '';
      }
    }
  }
  if (!token) return null;
  const clean = `${url.pathname}${url.search}${url.hash}`;
  try {
    history.replaceState(history.state, '', clean);
  } catch {
    /* history unavailable */
  }
  return token;
}
