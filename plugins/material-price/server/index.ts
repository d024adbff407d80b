import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { materialPriceRoutes } from './routes';

export interface MaterialPriceServerOptions {
  /** The clock (the export's time stamp; tests pass a fixed one). */
  readonly clock?: () => number;
}

/**
 * The server half of 材料价格: the endpoints over cost-data's resource catalogue (CostDataReader)
 * and its monthly resource prices (ResourcePrices). The plugin has no table of its own.
 */
export function createMaterialPriceServer(options: MaterialPriceServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  return {
    manifest,
    routes: (app, ctx) => materialPriceRoutes(app, ctx, { clock }),
  };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const materialPriceServer: ServerPlugin = createMaterialPriceServer();
export default materialPriceServer;

export { changeRatio } from './routes';
export { searchResources } from './search';
