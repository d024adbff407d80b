import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { costDataMigrations } from './migrations';
import { costDataRoutes, provideCostDataServices } from './routes';
import { BqPricing, CostDataReader, ResourcePrices } from '../shared/services';
import { createResourcePrices } from './bq/price-service';
import { createBqPricing } from './bq/pricing';
import { seedCostData } from './seed';

/**
 * 造价数据: owns the cost-data tables, seeds the sample data (deterministic generator), answers
 * GET /home/index and offers the region catalogue (RegionCatalogue) to the index plugins, typed
 * read-only queries over its tables (CostDataReader) to the plugins that read the cost data, and
 * read-only figures over its tables (CostDataFigures) to the home page.
 */
export const costDataServer: ServerPlugin = {
  manifest,
  migrations: costDataMigrations,
  services: (ctx) => {
    provideCostDataServices(ctx);
    // The monthly 信息价 / 市场价 of the resources (the price model behind cost_data_resource_price).
    const resourcePrices = createResourcePrices();
    ctx.services.provide(ResourcePrices, resourcePrices);
    // The resource and norm lines of a bill item and its reprice (derived as the generator composed it).
    ctx.services.provide(BqPricing, createBqPricing(ctx.services.get(CostDataReader), resourcePrices));
  },
  seed: seedCostData,
  routes: costDataRoutes,
};

export default costDataServer;

export { costDataRoutes, provideCostDataServices, HomeIndexSchema } from './routes';
export { createCostDataFigures } from './figures';
export {
  regionTree,
  createRegionCatalogue,
  provinceRegions,
  citiesOf,
  regionName,
  provinceOf,
  regionCode,
  regionCodes,
  cityTier,
  findProvinceByName,
  findCityByName,
} from './regions';
