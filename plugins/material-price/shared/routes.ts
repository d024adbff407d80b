import { defineRoutes, withQuery } from '@kernel/core/route-refs';

/**
 * The plugin's pages. Every link to them, from this plugin or another (client or server), is built
 * from here: `materialPriceRoutes.index()` → `/materialPrice/index`; the client's routes use `.pattern`.
 */
export const materialPriceRoutes = defineRoutes({
  index: '/materialPrice/index',
});

/** What a link to the price page may preset (the page's query parameters). */
export interface MaterialPriceLink {
  /** The resource code (cost_data_resource.code, e.g. R1004). */
  code?: string;
  /** The price region's areaid: 1 全国, a province or a main city (an unpriced city shows its province). */
  areaId?: number;
  /** `YYYY-MM`: the month of the table by region; the line then runs from 24 months before it to 12 after. */
  month?: string;
  /** `YYYY-MM`: the period of the line (overrides the one derived from `month`). */
  from?: string;
  to?: string;
}

/** The price page with a resource, region and month preset: `/materialPrice/index?code=R1004&areaId=320500&month=2024-05`. */
export function materialPriceLink(link: MaterialPriceLink = {}): string {
  return withQuery(materialPriceRoutes.index(), { code: link.code, areaId: link.areaId, month: link.month, from: link.from, to: link.to });
}
