
import { normalizeMonth } from '@kernel/client/views/MonthInput';
import { pageWindow } from '@kernel/client/views/Pager';
import { extremes } from '@plugins/bid-node/client/views/ComparePage';
import { fmtIndicator, fmtStoreys, fmtWan } from '@plugins/bid-node/client/format';

describe('view helpers', () => {
  it('normalises typed months', () => {
    expect(normalizeMonth('2024-1')).toBe('2024-01');
    expect(normalizeMonth('2024.11')).toBe('2024-11');
    expect(normalizeMonth('202403')).toBe('2024-03');
    expect(normalizeMonth('2024年3月')).toBe('2024-03');
    expect(normalizeMonth('2024-13')).toBeNull();
    expect(normalizeMonth('24-03')).toBeNull();
  });

  it('pages with gaps', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 105)).toEqual([1, 2, 3, 'gap', 105]);
    expect(pageWindow(50, 105)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 105]);
    expect(pageWindow(105, 105)).toEqual([1, 'gap', 103, 104, 105]);
  });

  it('marks the highest and lowest of a compare row', () => {
    expect(extremes([3, 1, null, 2])).toEqual({ max: 3, min: 1 });
    expect(extremes([2, 2])).toBeNull();
    expect(extremes([5, null])).toBeNull();
  });

  it('formats units', () => {
    expect(fmtIndicator(38.8234, 'kg/m²')).toBe('38.82');
    expect(fmtIndicator(0.35, 'm³/m²')).toBe('0.350');
    expect(fmtWan(12345678)).toBe('1,234.57');
    expect(fmtStoreys(18, 2)).toBe('地上18层/地下2层');
    expect(fmtStoreys(4, 0)).toBe('地上4层');
  });
});
