import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { industryIndexMigrations } from './migrations';
import { industryIndexRoutes } from './routes';
import { seedIndustryIndex } from './seed';

export interface IndustryIndexServerOptions {
  /** The clock (the export's time stamp; tests pass a fixed one). */
  readonly clock?: () => number;
}

/**
 * The server half of 行业管理指数: the construction-industry statistics by province (tables
 * industry_region and industry_stat, seeded deterministically at first start), held in memory and
 * answered by /core/administrative/getParams, getDataList and export.
 */
export function createIndustryIndexServer(options: IndustryIndexServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  return {
    manifest,
    migrations: industryIndexMigrations,
    seed: async (ctx) => {
      await seedIndustryIndex(ctx);
    },
    routes: (app, ctx) => industryIndexRoutes(app, ctx, { clock }),
  };
}

const industryIndexServer: ServerPlugin = createIndustryIndexServer();
export default industryIndexServer;

export { seedIndustryIndex, industryRegions } from './seed';
export { generateStatistics, largestRemainder } from './generate';
export { IndustryStatistics, productivityOf } from './statistics';
