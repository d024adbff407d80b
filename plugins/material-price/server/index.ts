import { randomUUID } from 'node:crypto';
import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { MATERIAL_PRICE_TABLE, materialPriceMigrations } from './migrations';
import { materialPriceRoutes } from './routes';

export interface MaterialPriceServerOptions {
  /** The clock (tests pass a fixed one). */
  readonly clock?: () => number;
}

/** The server half of 材料价格: its table, its endpoints and its sample data. */
export function createMaterialPriceServer(options: MaterialPriceServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  return {
    manifest,
    migrations: materialPriceMigrations,
    async seed({ db }) {
      const existing = await db.selectFrom(MATERIAL_PRICE_TABLE).select('id').limit(1).execute();
      if (existing.length > 0) return;
      const now = clock();
      await db
        .insertInto(MATERIAL_PRICE_TABLE)
        .values(['示例条目一', '示例条目二'].map((name, i) => ({ id: randomUUID(), name, created_at: now - i * 1000 })))
        .execute();
    },
    routes: (app, ctx) => materialPriceRoutes(app, ctx, clock),
  };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const materialPriceServer: ServerPlugin = createMaterialPriceServer();
export default materialPriceServer;

export { MATERIAL_PRICE_TABLE } from './migrations';
export { MaterialPriceCodes } from './routes';
