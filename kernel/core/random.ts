/**
 * Deterministic randomness for the sample-data generators: the same text (and seed) always gives
 * the same number, on the server and in tests, whatever else was generated before.
 */

/** A 32-bit hash of a text: FNV-1a (its offset basis xor `seed`), then the murmur3 finaliser, so nearby texts spread evenly. */
export function hashText(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ (seed | 0)) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) from a text (and seed): one draw, no stream. */
export function hashUnit(text: string, seed = 0): number {
  return hashText(text, seed) / 4_294_967_296;
}

/** A stream of uniform draws in [0, 1) from a 32-bit seed (mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
