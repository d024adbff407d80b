import type { Kysely } from 'kysely';
import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { homeMigrations } from './migrations';
import { DEFAULT_CACHE_MS, homeRoutes } from './routes';
import { seedHome } from './seed';
import type { HomeTables } from './tables';

export interface HomeServerOptions {
  /** How long the cost-data answers are cached, ms (default 5 minutes; 0 turns the cache off). */
  readonly cacheMs?: number;
  /** The clock (ms since epoch). Default Date.now. */
  readonly clock?: () => number;
}

/**
 * 首页: the home page's content (enterprises, videos, partners, cost-control cases and articles,
 * view counts), the outline, recommendations and national overview read live from the cost data
 * when the cost-data plugin is on, the home popups' flags and the header search's target.
 */
export function createHomeServer(options: HomeServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  const cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
  return {
    manifest,
    migrations: homeMigrations,
    seed: (ctx) => seedHome(ctx.db as Kysely<HomeTables>),
    routes: (app, ctx) => homeRoutes(app, ctx, { cacheMs, clock }),
  };
}

export const homeServer: ServerPlugin = createHomeServer();

export default homeServer;

export { classifyKeyword } from './classify';
export { HomeCodes } from './routes';
