import type { ServerPlugin } from '@kernel/server/plugin';
import { FAVORITES_LIMITS } from '../shared/contract';
import { manifest } from '../manifest';
import { favoritesMigrations } from './migrations';
import { favoritesRoutes } from './routes';

export interface FavoritesServerOptions {
  /** The clock (tests pass a fixed one). */
  readonly clock?: () => number;
  /** Favourites per user (default FAVORITES_LIMITS.perUser; tests use a small one). */
  readonly maxPerUser?: number;
}

/** The server half of 收藏: its tables and its endpoints (no sample data: favourites are the users'). */
export function createFavoritesServer(options: FavoritesServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  const maxPerUser = options.maxPerUser ?? FAVORITES_LIMITS.perUser;
  return {
    manifest,
    migrations: favoritesMigrations,
    routes: (app, ctx) => favoritesRoutes(app, ctx, { clock, maxPerUser }),
  };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const favoritesServer: ServerPlugin = createFavoritesServer();
export default favoritesServer;

export { FAVORITE_COUNT_TABLE, FAVORITE_TABLE } from './migrations';
