import {
  addMonths,
  compareMonths,
  formatMonthKey,
  isMonthKey,
  isMonthNumber,
  lastMonths,
  lastMonthsSpan,
  monthFromIndex,
  monthIndex,
  monthInSpan,
  monthKeyOfDate,
  monthKeyOfDateText,
  monthNumberOfTime,
  monthRange,
  monthsBetween,
  normalizeMonthInput,
  parseMonthKey,
  quarterOf,
  toMonthNumber,
} from '@kernel/core/months';

describe('months: the two forms', () => {
  it('recognises month keys and month numbers', () => {
    expect(isMonthKey('2024-03')).toBe(true);
    expect(isMonthKey('2024-12')).toBe(true);
    for (const bad of ['2024-3', '2024-13', '2024-00', '2024-03-01', '202403', '', ' 2024-03', null, 202403]) {
      expect(isMonthKey(bad)).toBe(false);
    }
    expect(isMonthNumber(202403)).toBe(true);
    for (const bad of [202413, 202400, 2024031, 2024.03, '202403', Number.NaN]) expect(isMonthNumber(bad)).toBe(false);
  });

  it('parses and formats', () => {
    expect(parseMonthKey('2024-03')).toBe(202403);
    expect(parseMonthKey('2024-13')).toBeNull();
    expect(parseMonthKey('')).toBeNull();
    expect(parseMonthKey(undefined)).toBeNull();
    expect(formatMonthKey(202403)).toBe('2024-03');
    expect(formatMonthKey(201812)).toBe('2018-12');
    expect(toMonthNumber('2024-03')).toBe(202403);
    expect(toMonthNumber(202403)).toBe(202403);
    expect(toMonthNumber('x')).toBeNaN();
  });

  it('reads the month of dates, date texts and times', () => {
    expect(monthKeyOfDate(new Date(2024, 0, 31, 23, 59))).toBe('2024-01');
    expect(monthKeyOfDateText('2024-03-15')).toBe('2024-03');
    expect(monthKeyOfDateText('2024-03')).toBe('2024-03');
    // 2024-01-31 20:00 UTC is already February in China Standard Time.
    const t = Date.UTC(2024, 0, 31, 20, 0);
    expect(monthNumberOfTime(t)).toBe(202402);
    expect(monthNumberOfTime(t, 0)).toBe(202401);
  });

  it('normalises what was typed', () => {
    for (const typed of ['2024-1', '2024.01', '2024/1', '202401', '2024年1月', ' 2024 - 01 ']) expect(normalizeMonthInput(typed)).toBe('2024-01');
    expect(normalizeMonthInput('2024-13')).toBeNull();
    expect(normalizeMonthInput('24-01')).toBeNull();
    expect(normalizeMonthInput('')).toBeNull();
  });
});

describe('months: moving and comparing', () => {
  it('addMonths moves forward for a positive count and back for a negative one, in the form given', () => {
    expect(addMonths('2024-01', 1)).toBe('2024-02');
    expect(addMonths('2024-01', -1)).toBe('2023-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2024-03', -14)).toBe('2023-01');
    expect(addMonths('2024-03', 0)).toBe('2024-03');
    expect(addMonths(202401, -1)).toBe(202312);
    expect(addMonths(202412, 13)).toBe(202601);
    expect(addMonths(202406, -11)).toBe(202307);
    expect(addMonths(202406, 11)).toBe(202505);
  });

  it('indexes are consecutive and round-trip', () => {
    expect(monthIndex(202401) - monthIndex(202312)).toBe(1);
    expect(monthIndex('2024-01')).toBe(monthIndex(202401));
    expect(monthFromIndex(monthIndex(202403), 'number')).toBe(202403);
    expect(monthFromIndex(monthIndex(202403), 'key')).toBe('2024-03');
  });

  it('counts and orders months, across forms', () => {
    expect(monthsBetween('2023-12', '2024-02')).toBe(2);
    expect(monthsBetween(202402, 202312)).toBe(-2);
    expect(monthsBetween('2024-02', 202402)).toBe(0);
    expect(compareMonths('2023-12', '2024-01')).toBeLessThan(0);
    expect(compareMonths(202401, '2024-01')).toBe(0);
    expect(compareMonths(202402, 202401)).toBeGreaterThan(0);
    expect(['2024-02', '2023-11', '2024-01'].sort(compareMonths)).toEqual(['2023-11', '2024-01', '2024-02']);
  });
});

describe('months: ranges', () => {
  it('monthRange lists every month, both ends inclusive, in the form given', () => {
    expect(monthRange('2023-11', '2024-02')).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
    expect(monthRange(202312, 202401)).toEqual([202312, 202401]);
    expect(monthRange('2024-01', '2024-01')).toEqual(['2024-01']);
    expect(monthRange('2024-02', '2024-01')).toEqual([]);
  });

  it('lastMonths lists the months ending at a month', () => {
    expect(lastMonths('2024-03', 3)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(lastMonths(202402, 3)).toEqual([202312, 202401, 202402]);
    expect(lastMonths(202402, 0)).toEqual([]);
    expect(lastMonths(202402, 12)).toHaveLength(12);
  });

  it('lastMonthsSpan is the span of the last months (a year ending in December starts in January)', () => {
    expect(lastMonthsSpan('2024-12', 12)).toEqual({ from: '2024-01', to: '2024-12' });
    expect(lastMonthsSpan('2024-03', 36)).toEqual({ from: '2021-04', to: '2024-03' });
    expect(lastMonthsSpan(202406, 12)).toEqual({ from: 202307, to: 202406 });
    expect(lastMonthsSpan(202406, 1)).toEqual({ from: 202406, to: 202406 });
  });

  it('monthInSpan treats bounds as inclusive and absent bounds as open', () => {
    expect(monthInSpan('2024-01', { from: '2024-01', to: '2024-03' })).toBe(true);
    expect(monthInSpan('2024-03', { from: '2024-01', to: '2024-03' })).toBe(true);
    expect(monthInSpan('2024-04', { from: '2024-01', to: '2024-03' })).toBe(false);
    expect(monthInSpan(202312, { from: '2024-01' })).toBe(false);
    expect(monthInSpan(202312, { to: 202312 })).toBe(true);
    expect(monthInSpan(202312, {})).toBe(true);
  });

  it('quarterOf', () => {
    expect(quarterOf(202401)).toEqual({ year: 2024, quarter: 1 });
    expect(quarterOf('2024-03')).toEqual({ year: 2024, quarter: 1 });
    expect(quarterOf('2024-04')).toEqual({ year: 2024, quarter: 2 });
    expect(quarterOf(202412)).toEqual({ year: 2024, quarter: 4 });
  });
});
