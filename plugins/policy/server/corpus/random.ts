/**
 * Keyed, seedable randomness for the corpus: every document draws from a stream of its own, seeded
 * by the corpus seed and the document's key (FNV-1a of the key, mixed; then mulberry32), so a
 * document's text does not depend on which other documents are generated, or in what order.
 */

/** A 32-bit hash of the seed and a text key. */
export function hashKey(seed: number, key: string): number {
  let h = (0x811c9dc5 ^ (seed | 0)) >>> 0;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform draw in [0, 1) from the seed and key (one draw, no stream). */
export function unitOf(seed: number, key: string): number {
  return hashKey(seed, key) / 4_294_967_296;
}

/** A stream of draws (mulberry32). */
export class Stream {
  private state: number;
  constructor(seed: number, key: string) {
    this.state = hashKey(seed, key);
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** One element. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** `count` distinct elements, in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const n = Math.min(count, items.length);
    while (chosen.size < n) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }
}
