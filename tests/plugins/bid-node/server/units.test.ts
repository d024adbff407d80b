import { TtlCache } from '@plugins/bid-node/server/cache';
import type { RegionIndex } from '@plugins/bid-node/server/regions';
import { shortRegionName as shortName } from '@plugins/cost-data/shared/region-names';
import { escapeLike } from '@kernel/server/sql';
import { parseKeyword, tokenize } from '@plugins/bid-node/server/search';
import { histogram, quantile, round, summarize } from '@plugins/bid-node/server/stats';
import { contentDisposition, stampText } from '@plugins/bid-node/server/export';
import { quarterOf } from '@plugins/bid-node/server/analytics';

/** A region index knowing 江苏 (12) with 南京市 (150) and 吉林 (9) with 吉林市 (151). */
const regions: RegionIndex = {
  name: () => '',
  kind: () => null,
  provinceOf: () => null,
  byName(token) {
    const short = shortName(token);
    if (token === '江苏' || short === '江苏') return { provinces: [12], cities: [] };
    if (token === '吉林' || short === '吉林') return { provinces: [9], cities: [] };
    if (token === '南京市' || token === '南京') return { provinces: [], cities: [150] };
    return { provinces: [], cities: [] };
  },
  names: ['南京市', '江苏', '南京', '吉林'],
};

describe('keyword parsing', () => {
  it('splits on spaces (also full-width), commas, 、 and semicolons', () => {
    expect(tokenize('  住宅，框架、18层;南京\u3000江苏 ')).toEqual(['住宅', '框架', '18层', '南京', '江苏']);
    expect(tokenize('   ')).toEqual([]);
  });

  it('maps vocabulary tokens to column conditions', () => {
    expect(parseKeyword('住宅', regions)).toEqual([{ kind: 'use', values: ['住宅'] }]);
    expect(parseKeyword('车库', regions)).toEqual([{ kind: 'use', values: ['地下车库'] }]);
    expect(parseKeyword('框架', regions)).toEqual([{ kind: 'structure', values: ['框架', '框架-剪力墙', '框架-核心筒'] }]);
    expect(parseKeyword('核心筒', regions)).toEqual([{ kind: 'structure', values: ['框架-核心筒'] }]);
    expect(parseKeyword('18层', regions)).toEqual([{ kind: 'floors', min: 18, max: 18 }]);
    expect(parseKeyword('18f', regions)).toEqual([{ kind: 'floors', min: 18, max: 18 }]);
    expect(parseKeyword('12-18层', regions)).toEqual([{ kind: 'floors', min: 12, max: 18 }]);
    expect(parseKeyword('超高层', regions)).toEqual([{ kind: 'floors', min: 34, max: 999 }]);
    expect(parseKeyword('高层', regions)).toEqual([{ kind: 'floors', min: 10, max: 33 }]);
    expect(parseKeyword('中标价', regions)).toEqual([{ kind: 'stage', values: ['中标价'] }]);
    expect(parseKeyword('精装', regions)).toEqual([{ kind: 'decoration', values: ['精装'] }]);
    expect(parseKeyword('江苏省', regions)).toEqual([{ kind: 'province', ids: [12] }]);
    expect(parseKeyword('南京', regions)).toEqual([{ kind: 'city', ids: [150] }]);
    expect(parseKeyword('吉林', regions)).toEqual([{ kind: 'province', ids: [9] }]);
  });

  it('takes terms out of a longer token, longest first, and keeps the rest as free text', () => {
    const conditions = parseKeyword('南京市超高层住宅', regions);
    expect(conditions).toHaveLength(3);
    expect(conditions).toEqual(
      expect.arrayContaining([
        { kind: 'city', ids: [150] },
        { kind: 'floors', min: 34, max: 999 },
        { kind: 'use', values: ['住宅'] },
      ]),
    );
    expect(parseKeyword('框架-剪力墙结构', regions)).toEqual([{ kind: 'structure', values: ['框架-剪力墙'] }]);
    expect(parseKeyword('江苏滨江花园3#楼', regions)).toEqual([
      { kind: 'province', ids: [12] },
      { kind: 'text', text: '滨江花园3#楼' },
    ]);
    expect(parseKeyword('某住宅小区', regions)).toEqual([
      { kind: 'use', values: ['住宅'] },
      { kind: 'text', text: '某' },
      { kind: 'text', text: '小区' },
    ]);
  });

  it('keeps a single unknown character and punctuation as free text, and drops duplicates', () => {
    expect(parseKeyword('楼', regions)).toEqual([{ kind: 'text', text: '楼' }]);
    expect(parseKeyword('_', regions)).toEqual([{ kind: 'text', text: '_' }]);
    expect(parseKeyword('住宅 住宅', regions)).toEqual([{ kind: 'use', values: ['住宅'] }]);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('statistics', () => {
  it('quantiles interpolate linearly between ranks', () => {
    const s = [1, 2, 3, 4];
    expect(quantile(s, 0)).toBe(1);
    expect(quantile(s, 0.25)).toBe(1.75);
    expect(quantile(s, 0.5)).toBe(2.5);
    expect(quantile(s, 1)).toBe(4);
    expect(quantile([7], 0.9)).toBe(7);
    expect(Number.isNaN(quantile([], 0.5))).toBe(true);
  });

  it('summarizes a sample', () => {
    expect(summarize([5, 1, 3])).toEqual({ count: 3, min: 1, p10: 1.4, q1: 2, median: 3, q3: 4, p90: 4.6, max: 5, mean: 3 });
  });

  it('bins equal widths from min to max, the last bin including max', () => {
    const bins = histogram([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(bins).toHaveLength(10);
    expect(bins.map((b) => b.count)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(bins[0]).toEqual({ from: 0, to: 1, count: 1 });
    expect(bins[9]).toEqual({ from: 9, to: 10, count: 2 });
    expect(histogram([0.1, 0.2, 0.3]).reduce((a, b) => a + b.count, 0)).toBe(3);
    expect(histogram([])).toEqual([]);
  });

  it('rounds half away from zero despite binary noise', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(-2.5, 0)).toBe(-3);
    expect(round(0.1 + 0.2, 4)).toBe(0.3);
  });

  it('names quarters', () => {
    expect(quarterOf(202401)).toBe('2024Q1');
    expect(quarterOf(202406)).toBe('2024Q2');
    expect(quarterOf(202412)).toBe('2024Q4');
  });
});


describe('cache and export helpers', () => {
  it('expires entries and shares one load', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('stamps in China time and names files in UTF-8', () => {
    expect(stampText(Date.UTC(2026, 10, 21, 16, 5))).toBe('数据来源：造价指标网（示例数据） 导出时间：2026-11-22 00:05');
    expect(contentDisposition('单项工程指标_20261122.xlsx', 'bid-node-20261122.xlsx')).toBe(
      `attachment; filename="bid-node-20261122.xlsx"; filename*=UTF-8''%E5%8D%95%E9%A1%B9%E5%B7%A5%E7%A8%8B%E6%8C%87%E6%A0%87_20261122.xlsx`,
    );
  });
});
