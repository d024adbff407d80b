import type { ServerPlugin } from '@kernel/server/plugin';
import { FavoriteKindProviders } from '@plugins/favorites/shared/services';
import { manifest } from '../manifest';
import { labourFavoriteProvider } from './favorites';
import { labourMigrations } from './migrations';
import { labourRoutes, labourSeriesOf } from './routes';
import { seedLabour } from './seed';

export interface LabourServerOptions {
  /** The clock (the export's time stamp and the series' refresh checks; tests pass a fixed one). */
  readonly clock?: () => number;
}

/**
 * The server half of 劳务分包指数: its tables (labour_trade, labour_line, labour_price), the first-start
 * seed (generated from cost-data's price model: the day rates agree with 材料价格), the series held in
 * memory with the index, 环比 and 同比, the endpoints, the XLSX export, a single project's 劳务分包 and
 * the `labour` kind of favourites (stored by the favorites plugin).
 */
export function createLabourServer(options: LabourServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  return {
    manifest,
    migrations: labourMigrations,
    services: (ctx) => ctx.services.contribute(FavoriteKindProviders, 'labour', labourFavoriteProvider(labourSeriesOf(ctx, clock))),
    seed: async (ctx) => {
      await seedLabour(ctx);
    },
    routes: (app, ctx) => labourRoutes(app, ctx, { clock, series: labourSeriesOf(ctx, clock) }),
  };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const labourServer: ServerPlugin = createLabourServer();
export default labourServer;

export { seedLabour } from './seed';
export { generateLabourData } from './generate';
