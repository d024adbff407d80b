/**
 * A small in-memory cache with a time to live, one per app (created in routes()). Concurrent
 * misses share one computation; a failed computation is not kept.
 */
export class TtlCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const hit = this.entries.get(key);
    const t = this.now();
    if (hit && t - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = compute();
    this.entries.set(key, { at: t, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
