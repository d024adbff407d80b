/** Session-storage helpers of the plugin (never throw: private modes and quotas are tolerated). */
export const StorageKeys = {
  compareTray: 'bidNode.compareTray',
  rangeRequest: 'bidNode.rangeRequest',
} as const;

export function readSession<T>(key: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    if (value == null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: the state lives for this page only */
  }
}

/** '1,2,3' → [1, 2, 3] (positive integers, unique, in order). */
export function parseIds(raw: string | null | undefined, max = Infinity): number[] {
  if (!raw) return [];
  const out: number[] = [];
  for (const part of raw.split(',')) {
    const n = Number(part.trim());
    if (Number.isInteger(n) && n > 0 && !out.includes(n)) out.push(n);
    if (out.length >= max) break;
  }
  return out;
}
