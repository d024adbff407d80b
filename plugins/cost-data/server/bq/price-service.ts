/**
 * The ResourcePrices service (plugins/cost-data/shared/services.ts): the price regions, the months and
 * the 信息价 / 市场价 of a resource in a region and month, answered by the deterministic price model
 * (`./prices`), which also wrote `cost_data_resource_price` and priced the bills, so every answer is
 * the stored row where one is stored (the first-start seed stores only part of the regions; the
 * model answers the others the same way).
 */
import { LAST_GENERATED_MONTH } from '../generator';
import { FIRST_PRICE_MONTH, LAST_PRICE_MONTH } from '../../shared/vocabulary';
import type { PricedResource, PriceRegion, ResourcePricePoint, ResourcePrices } from '../../shared/services';
import type { PriceClass, Resource, ResourceKind } from './model';
import { createResourcePriceModel } from './prices';
import { PRICE_CLASSES } from './prices/levels';

const isMonth = (month: number): boolean =>
  Number.isInteger(month) && month >= FIRST_PRICE_MONTH && month <= LAST_PRICE_MONTH && month % 100 >= 1 && month % 100 <= 12;

const nextMonth = (month: number): number => (month % 100 === 12 ? month + 89 : month + 1);

const KNOWN_CLASSES = new Set<string>(PRICE_CLASSES);

/** The model's resource for a table row (null when its price class is unknown). */
function asModelResource(resource: PricedResource): Resource | null {
  if (!KNOWN_CLASSES.has(resource.price_class) || !(Number(resource.base_price) > 0)) return null;
  return {
    code: resource.code,
    // The kind does not change a price; the model reads the unit (money lines), class and base price.
    kind: '材料' as ResourceKind,
    name: '',
    spec: '',
    unit: resource.unit,
    priceClass: resource.price_class as PriceClass,
    basePrice: Number(resource.base_price),
  };
}

/** The ResourcePrices service over the price model (one shared instance is enough: it holds no state). */
export function createResourcePrices(): ResourcePrices {
  const model = createResourcePriceModel();
  const regions: readonly PriceRegion[] = model.regions().map((r) => ({ areaid: r.areaid, provinceId: r.provinceId, name: r.name, isCity: r.isCity }));
  const byId = new Map(regions.map((r) => [r.areaid, r]));
  const months = model.months();

  const priceOf = (resource: PricedResource, regionId: number, month: number) => {
    const m = asModelResource(resource);
    if (!m || !byId.has(regionId) || !isMonth(month)) return null;
    return model.price(m, regionId, month);
  };

  return {
    regions: () => regions.map((r) => ({ ...r })),
    region: (areaid) => {
      const r = byId.get(areaid);
      return r ? { ...r } : null;
    },
    citiesOf: (provinceId) => regions.filter((r) => r.isCity && r.provinceId === provinceId).map((r) => ({ ...r })),
    months: () => [...months],
    latestMonth: () => LAST_GENERATED_MONTH,
    priceRegionOf: (areaid) => (Number.isInteger(areaid) ? model.priceRegionOf(areaid) : null),
    price: priceOf,
    series(resource, regionId, from, to) {
      const m = asModelResource(resource);
      if (!m || !byId.has(regionId) || !isMonth(from) || !isMonth(to) || from > to) return [];
      const out: ResourcePricePoint[] = [];
      for (let month = from; month <= to; month = nextMonth(month)) {
        const p = model.price(m, regionId, month);
        out.push({ month, info: p.info, market: p.market });
      }
      return out;
    },
  };
}
