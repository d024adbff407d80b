/**
 * The browser's cookies, read and written the way js-cookie 3 does (same encoding, so values
 * written before stay readable): the few lines the site needs, instead of a library in the first load.
 */
export interface CookieAttributes {
  readonly path?: string;
  /** A date, or a number of days from now. */
  readonly expires?: Date | number;
  readonly sameSite?: 'lax' | 'Lax' | 'strict' | 'Strict' | 'none' | 'None';
  readonly secure?: boolean;
}

/** The value of a cookie, or undefined; without a name, every cookie by name. */
function get(name: string): string | undefined;
function get(): Record<string, string>;
function get(name?: string): string | undefined | Record<string, string> {
  const jar: Record<string, string> = {};
  if (typeof document === 'undefined' || (name !== undefined && !name)) return name === undefined ? jar : undefined;
  const cookies = document.cookie ? document.cookie.split('; ') : [];
  for (const cookie of cookies) {
    const parts = cookie.split('=');
    try {
      const found = decodeURIComponent(parts[0]);
      if (name !== undefined && found !== name) continue;
      let value = parts.slice(1).join('=');
      if (value[0] === '"') value = value.slice(1, -1);
      value = value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
      if (name !== undefined) return value;
      if (!(found in jar)) jar[found] = value;
    } catch {
      // A malformed cookie: skip it.
    }
  }
  return name === undefined ? jar : undefined;
}

/** Sets a cookie (`expires` in days or as a date; without it, a session cookie). */
function set(name: string, value: string, attributes: CookieAttributes = {}): void {
  if (typeof document === 'undefined') return;
  const expires = typeof attributes.expires === 'number' ? new Date(Date.now() + attributes.expires * 864e5) : attributes.expires;
  let text =
    encodeURIComponent(name)
      .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
      .replace(/[()]/g, escape) +
    '=' +
    encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  if (expires) text += '; expires=' + expires.toUTCString();
  if (attributes.path) text += '; path=' + attributes.path;
  if (attributes.sameSite) text += '; sameSite=' + attributes.sameSite;
  if (attributes.secure) text += '; secure';
  document.cookie = text;
}

/** Removes a cookie (give the `path` it was set with). */
function remove(name: string, attributes: CookieAttributes = {}): void {
  set(name, '', { ...attributes, expires: -1 });
}

export const Cookies = { get, set, remove };
export default Cookies;
