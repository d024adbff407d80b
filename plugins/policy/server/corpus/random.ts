/**
 * Keyed, seedable randomness for the corpus: every document draws from a stream of its own, seeded
 * by the corpus seed and the document's key (FNV-1a of the key, mixed; then mulberry32), so a
 * document's text does not depend on which other documents are generated, or in what order.
 */
import { hashText, mulberry32 } from '@kernel/core/random';

/** A 32-bit hash of the seed and a text key. */
export function hashKey(seed: number, key: string): number {
  return hashText(key, seed);
}

/** A uniform draw in [0, 1) from the seed and key (one draw, no stream). */
export function unitOf(seed: number, key: string): number {
  return hashKey(seed, key) / 4_294_967_296;
}

/** A stream of draws (mulberry32). */
export class Stream {
  /** Uniform in [0, 1). */
  readonly next: () => number;
  constructor(seed: number, key: string) {
    this.next = mulberry32(hashKey(seed, key));
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
