import { effectiveStandard, mergeSearch, parseQuery, queryKey } from '@plugins/unit-price/client/query';

describe('the list query in the address', () => {
  it('reads keyword, standard, node, region, period, filters, sort and page, dropping what is malformed', () => {
    const q = parseQuery(
      `?keyWord=${encodeURIComponent(' 现浇构件钢筋 ')}&standard=2024&tradeCode=0105&areaId=12&buildingUse=住宅,别墅&structure=框架&pricingStage=中标价&dateFrom=2024-12&dateTo=2024-01&sort=median.asc&page=3&size=50`,
    );
    expect(q).toEqual({
      keyWord: '现浇构件钢筋',
      standard: '2024',
      tradeCode: '0105',
      areaId: 12,
      buildingUse: ['住宅'],
      structure: ['框架'],
      pricingStage: ['中标价'],
      dateFrom: '2024-01',
      dateTo: '2024-12',
      sortField: 'median',
      sortOrder: 'asc',
      pageNum: 3,
      pageSize: 50,
    });
    expect(parseQuery('?standard=2030&tradeCode=01051&areaId=1&sort=price.desc&page=-2&size=7&dateFrom=2024-13')).toEqual({ pageNum: 1, pageSize: 20 });
    expect(parseQuery(`?keyWord=${'钢'.repeat(80)}`).keyWord).toHaveLength(50);
  });

  it('writes the query back in a fixed order, keeping foreign parameters, defaults left out', () => {
    const q = parseQuery('?page=2&keyWord=C30&areaId=12&sort=code.asc');
    expect(mergeSearch('?gid=G1&page=9&keyWord=x', q)).toBe('?gid=G1&keyWord=C30&areaId=12&sort=code.asc&page=2');
    expect(queryKey(parseQuery('?size=20&page=1'))).toBe('');
  });

  it('shows GB/T 50854-2024 only for a period wholly from 2025-09 on, unless a standard is chosen', () => {
    expect(effectiveStandard({})).toBe('2013');
    expect(effectiveStandard({ dateFrom: '2025-08' })).toBe('2013');
    expect(effectiveStandard({ dateFrom: '2025-09' })).toBe('2024');
    expect(effectiveStandard({ dateFrom: '2025-09', standard: '2013' })).toBe('2013');
  });
});
