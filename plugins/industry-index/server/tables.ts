/** The industry-index plugin's own tables (prefixed `industry_`). */

export const REGION_TABLE = 'industry_region';
export const STAT_TABLE = 'industry_stat';

/** 全国 and the 31 provinces the statistics cover, with the site's areaid and the GB/T 2260 code. */
export interface RegionRow {
  /** The site's areaid (1 全国; the provinces' areaids of cost-data's RegionCatalogue). */
  areaid: number;
  /** GB/T 2260 two-digit code ('32'); '' for 全国. */
  code: string;
  name: string;
  /** The order of the statistical bulletins (0 全国, 1 北京 … 31 新疆). */
  sort_order: number;
}

/**
 * One figure: a series (an indicator, a part, or the average employment) of a region in a period.
 * `value` is a whole number of the series' last decimal (0.01 亿元, 0.01 万m², 0.01 万人, 1 个), so
 * the provinces add up to 全国 exactly.
 */
export interface StatRow {
  /** `2023` or `2024Q3` (year to date). */
  period: string;
  areaid: number;
  series: string;
  value: number;
}

export interface IndustryTables {
  [REGION_TABLE]: RegionRow;
  [STAT_TABLE]: StatRow;
}
