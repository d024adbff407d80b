import { hashText, hashUnit, mulberry32 } from '@kernel/core/random';

describe('kernel randomness for the sample-data generators', () => {
  it('hashes a text to the same 32-bit number every time, and a seed changes it', () => {
    expect(hashText('江苏:2024')).toBe(hashText('江苏:2024'));
    expect(hashText('江苏:2024')).not.toBe(hashText('江苏:2025'));
    expect(hashText('江苏:2024', 7)).not.toBe(hashText('江苏:2024'));
    expect(hashText('', 0)).toBe(hashText('', 0));
    for (const text of ['a', '安全文明施工费', 'x'.repeat(500)]) {
      const h = hashText(text, 12345);
      expect(Number.isInteger(h)).toBe(true);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(2 ** 32);
    }
  });

  it('spreads nearby texts evenly over [0, 1)', () => {
    const n = 20_000;
    const bins = new Array<number>(10).fill(0);
    for (let i = 0; i < n; i++) {
      const u = hashUnit(`row-${i}`);
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      bins[Math.floor(u * 10)]!++;
    }
    for (const count of bins) expect(Math.abs(count - n / 10)).toBeLessThan(n / 10 * 0.1);
  });

  it('draws the same stream from the same seed, a different one from another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});
