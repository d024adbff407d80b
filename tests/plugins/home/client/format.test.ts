import { addMonths, formatMonthKey } from '@kernel/core/months';
import { formatDuration, formatViewCount } from '@plugins/home/shared/format';

describe('formatViewCount (spec section 5)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [9999, '9999'],
    [10000, '1w+'],
    [12345, '1w+'],
    [99999, '9w+'],
    [256000, '25w+'],
    [1234567, '123w+'],
  ])('%d → %s', (n, text) => {
    expect(formatViewCount(n)).toBe(text);
  });

  it('reads missing, negative and fractional counts sensibly', () => {
    expect(formatViewCount(null)).toBe('0');
    expect(formatViewCount(undefined)).toBe('0');
    expect(formatViewCount(Number.NaN)).toBe('0');
    expect(formatViewCount(-5)).toBe('0');
    expect(formatViewCount(12.9)).toBe('12');
  });
});

describe('month and duration helpers', () => {
  it('labels and shifts months (the kernel helpers the home page uses; a count back is negative)', () => {
    expect(formatMonthKey(202601)).toBe('2026-01');
    expect(addMonths(202606, -11)).toBe(202507);
    expect(addMonths(202601, -1)).toBe(202512);
    expect(addMonths(202612, 1)).toBe(202701);
  });

  it('formats durations', () => {
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(1122)).toBe('18:42');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
