/**
 * The resource price model (市场价 and 信息价 per resource, region and month) and its parts: the
 * national class curves (curves.ts) and the regional levels (levels.ts). See price-model.ts.
 */
export { createResourcePriceModel, type ResourcePrice, type ResourcePriceModel, type ResourcePriceRow } from './price-model';
export type { PricedRegion } from './levels';
export { BASE_MONTH, REFERENCE_PRICES, LABOUR_GROWTH, nationalCurves } from './curves';
