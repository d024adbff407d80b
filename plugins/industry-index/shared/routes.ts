import { defineRoutes, withQuery } from '@kernel/core/route-refs';

/** The industry-index (行业管理指数) page routes; every link to them is built from here. */
export const industryIndexRoutes = defineRoutes({
  /** The index (login). */
  index: '/industry-index/index',
});

/** What a link to the page may preset (its query parameters; all optional). */
export interface IndustryIndexLink {
  /** 1 (全国) or a province areaid. */
  areaId?: number;
  /** `2023` or `2024Q3`. */
  period?: string;
  /** An indicator code (output, contracts, floorArea …). */
  indicator?: string;
  /** The province of the trend line. */
  trendAreaId?: number;
}

/** `/industry-index/index?areaId=12&period=2023&indicator=output`. */
export function industryIndexLink(link: IndustryIndexLink = {}): string {
  return withQuery(industryIndexRoutes.index(), { areaId: link.areaId, period: link.period, indicator: link.indicator, trendAreaId: link.trendAreaId });
}
