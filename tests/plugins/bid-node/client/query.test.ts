import { addMonths } from '@kernel/core/months';
import { clean, describeQuery, hasFilters, matchPreset, mergeSearch, parseQuery, presetRange, queryKey } from '@plugins/bid-node/client/query';

describe('list query ⇄ address', () => {
  it('parses every filter and writes it back in a stable order', () => {
    const search =
      '?keyWord=%E4%BD%8F%E5%AE%85&areaId=12&buildingUse=住宅,公寓&structure=剪力墙&storeyBand=high,higher&areaMin=5000&areaMax=30000&dateFrom=2024-01&dateTo=2025-12&pricingStage=中标价&sort=unitCost.asc&page=3&size=50';
    const q = parseQuery(search);
    expect(q).toEqual({
      keyWord: '住宅',
      areaId: 12,
      buildingUse: ['住宅', '公寓'],
      structure: ['剪力墙'],
      storeyBand: ['high', 'higher'],
      areaMin: 5000,
      areaMax: 30000,
      dateFrom: '2024-01',
      dateTo: '2025-12',
      pricingStage: ['中标价'],
      sortField: 'unitCost',
      sortOrder: 'asc',
      pageNum: 3,
      pageSize: 50,
    });
    expect(parseQuery(queryKey(q))).toEqual(q);
  });

  it('drops unknown and malformed values', () => {
    const q = parseQuery('buildingUse=城堡,住宅&structure=&storeyBand=tall&areaId=abc&areaMin=-5&dateFrom=2024-13&sort=name.asc&page=0&size=33');
    expect(q).toEqual({ buildingUse: ['住宅'], pageNum: 1, pageSize: 20 });
  });

  it('swaps reversed ranges and ignores 全国', () => {
    const q = parseQuery('areaId=1&areaMin=300&areaMax=100&dateFrom=2025-05&dateTo=2024-01');
    expect(q.areaId).toBeUndefined();
    expect([q.areaMin, q.areaMax]).toEqual([100, 300]);
    expect([q.dateFrom, q.dateTo]).toEqual(['2024-01', '2025-05']);
  });

  it('defaults are omitted from the address and foreign parameters are kept', () => {
    expect(queryKey({ pageNum: 1, pageSize: 20 })).toBe('');
    expect(mergeSearch('?gid=abc&keyWord=old&page=4', { keyWord: '办公', pageNum: 1, pageSize: 20 })).toBe('?gid=abc&keyWord=%E5%8A%9E%E5%85%AC');
    expect(mergeSearch('', { pageNum: 1, pageSize: 20 })).toBe('');
  });

  it('clean removes empty fields so equal queries compare equal', () => {
    expect(clean({ pageNum: 1, pageSize: 20, buildingUse: [], keyWord: '', areaMin: undefined })).toEqual({ pageNum: 1, pageSize: 20 });
    expect(hasFilters({ pageNum: 2, pageSize: 50, sortField: 'unitCost' })).toBe(false);
    expect(hasFilters({ pageNum: 1, pageSize: 20, areaMin: 0 })).toBe(true);
  });
});

describe('date presets', () => {
  const now = new Date(2026, 10, 22); // 2026-11
  it('近一年 / 近三年 end with the current month', () => {
    expect(presetRange('1y', now)).toEqual({ dateFrom: '2025-12', dateTo: '2026-11' });
    expect(presetRange('3y', now)).toEqual({ dateFrom: '2023-12', dateTo: '2026-11' });
    expect(matchPreset({ dateFrom: '2023-12', dateTo: '2026-11' }, now)).toBe('3y');
    expect(matchPreset({ dateFrom: '2023-11', dateTo: '2026-11' }, now)).toBeNull();
  });
  it('adds months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 13)).toBe('2027-01');
  });
});

describe('describeQuery', () => {
  it('reads the filters as a sentence', () => {
    const text = describeQuery(
      { areaId: 12, buildingUse: ['住宅'], structure: ['剪力墙'], storeyBand: ['high'], dateFrom: '2024-01', pageNum: 1, pageSize: 20 },
      (id) => (id === 12 ? '江苏' : ''),
    );
    expect(text).toBe('地区：江苏；工程用途：住宅；结构形式：剪力墙；层数：12-18层；价格日期：2024-01 至 不限');
    expect(describeQuery({ pageNum: 1, pageSize: 20 }, () => '')).toBe('地区：全国');
  });
});
