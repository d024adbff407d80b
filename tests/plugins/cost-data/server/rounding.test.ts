/**
 * The site's one rounding rule (kernel/core/rounding.ts) and the cost composition built on it
 * (plugins/cost-data/shared/composition.ts): round once from cents, apportion the parts by the
 * largest remainder, shares that add up to exactly 100.0 %.
 */
import { apportion, fromUnits, percentShares, ratioShares, roundTo, toUnits } from '@kernel/core/rounding';
import { composition, unitCostOf } from '@plugins/cost-data/shared/composition';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('roundTo / toUnits', () => {
  it('rounds half away from zero and is not fooled by binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2928.305, 2)).toBe(2928.31);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(6077.135, 2)).toBe(6077.14);
    expect(toUnits(12345.67, 2)).toBe(1234567);
    expect(fromUnits(1234567, 2)).toBe(12345.67);
  });
});

describe('apportion (largest remainder)', () => {
  it('gives the leftover units to the largest remainders', () => {
    // 1/3 each of 100: 33.33… → 34, 33, 33 (ties go to the earlier part).
    expect(apportion([1, 1, 1], 100)).toEqual([34, 33, 33]);
    // 6.55 and 6.45 of 13: the larger remainder (.55) gets the unit.
    expect(apportion([655, 645], 13)).toEqual([7, 6]);
    expect(apportion([0, 0], 0)).toEqual([0, 0]);
    expect(apportion([], 5)).toEqual([]);
    expect(apportion([5, 0, 5], -3)).toEqual([-2, 0, -1]);
  });

  it('adds up to the total for many random compositions (property)', () => {
    const random = rng(20261123);
    const bad: unknown[] = [];
    for (let k = 0; k < 3000; k++) {
      const n = 1 + Math.floor(random() * 9);
      const weights = Array.from({ length: n }, () => (random() < 0.1 ? 0 : Math.round(random() * 1e8)));
      if (sum(weights) === 0) weights[0] = 1;
      const total = Math.floor(random() * 1e6);
      const parts = apportion(weights, total);
      if (sum(parts) !== total) bad.push({ weights, total, parts });
      const w = sum(weights);
      parts.forEach((p, i) => {
        // Every part is its quota rounded down or up: never further than one unit away.
        if (p < 0 || Math.abs(p - (weights[i]! / w) * total) >= 1 + 1e-9) bad.push({ weights, total, parts, i });
      });
    }
    expect(bad).toEqual([]);
  });
});

describe('percentShares', () => {
  it('adds up to exactly 100.0 where rounding each share would not', () => {
    // Three equal parts: 33.3 + 33.3 + 33.3 = 99.9 when rounded one by one.
    expect(percentShares([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    // 6.55 % and 6.45 %-like cases: one decimal each, 100.0 in all.
    const shares = percentShares([6550, 6450, 87000]);
    expect(sum(shares.map((s) => toUnits(s, 1)))).toBe(1000);
    expect(ratioShares([1, 1, 1])).toEqual([0.334, 0.333, 0.333]);
    expect(percentShares([0, 0])).toEqual([0, 0]);
  });

  it('sums to 100.0 % (1000 tenths) over many random compositions (property)', () => {
    const random = rng(7);
    const bad: unknown[] = [];
    for (let k = 0; k < 3000; k++) {
      const n = 2 + Math.floor(random() * 10);
      const values = Array.from({ length: n }, () => Math.round(random() ** 3 * 1e9) / 100);
      if (sum(values) === 0) values[0] = 1;
      const shares = percentShares(values);
      if (sum(shares.map((s) => toUnits(s, 1))) !== 1000) bad.push({ values, shares });
      const total = sum(values);
      shares.forEach((s, i) => {
        if (Math.abs(s - (values[i]! / total) * 100) >= 0.1 + 1e-9) bad.push({ values, shares, i });
      });
    }
    expect(bad).toEqual([]);
  });
});

describe('composition', () => {
  it('parts add up to the total to the cent, in 元 and in 元/m², and shares to 100.0 %', () => {
    // The donut-centre case: parts whose 元/m², rounded one by one, add up to a cent more or less.
    const lines = [
      { code: 'building', name: '建筑', amount: 12345678.91 },
      { code: 'decoration', name: '装饰', amount: 2345678.12 },
      { code: 'electrical', name: '电气', amount: 1234567.89 },
      { code: 'plumbing', name: '给排水', amount: 345678.9 },
    ];
    const area = 5432.1;
    const c = composition(lines, area);
    const totalCents = sum(lines.map((l) => toUnits(l.amount)));
    expect(c.total.amount).toBe(fromUnits(totalCents));
    expect(c.total.unitCost).toBe(unitCostOf(c.total.amount, area));
    expect(sum(c.lines.map((l) => toUnits(l.amount)))).toBe(totalCents);
    expect(sum(c.lines.map((l) => toUnits(l.unitCost)))).toBe(toUnits(c.total.unitCost));
    expect(sum(c.lines.map((l) => toUnits(l.percent, 1)))).toBe(1000);
    c.lines.forEach((l) => expect(l.ratio).toBe(roundTo(l.percent / 100, 3)));
  });

  it('holds for many random compositions and areas (property)', () => {
    const random = rng(42);
    const bad: unknown[] = [];
    for (let k = 0; k < 2000; k++) {
      const n = 1 + Math.floor(random() * 8);
      const lines = Array.from({ length: n }, (_, i) => ({ code: `c${i}`, name: `项${i}`, amount: Math.round(random() * 5e9) / 100 }));
      const area = Math.round((200 + random() * 150000) * 100) / 100;
      const given = random() < 0.5 ? undefined : unitCostOf(sum(lines.map((l) => l.amount)), area);
      const c = composition(lines, area, given);
      if (sum(c.lines.map((l) => toUnits(l.amount))) !== toUnits(c.total.amount)) bad.push({ lines, area, what: 'amount' });
      if (sum(c.lines.map((l) => toUnits(l.unitCost))) !== toUnits(c.total.unitCost)) bad.push({ lines, area, what: 'unitCost' });
      if (c.total.amount > 0 && sum(c.lines.map((l) => toUnits(l.percent, 1))) !== 1000) bad.push({ lines, area, what: 'percent' });
      // Each part's 元/m² is within a cent of its exact value.
      const whole = sum(lines.map((x) => x.amount));
      c.lines.forEach((l, i) => {
        const exact = (lines[i]!.amount / whole) * c.total.unitCost;
        if (Number.isFinite(exact) && Math.abs(l.unitCost - exact) >= 0.01 + 1e-9) bad.push({ lines, area, i });
      });
    }
    expect(bad).toEqual([]);
  });
});
