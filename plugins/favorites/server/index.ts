import type { ServerPlugin } from '@kernel/server/plugin';
import type { Kysely } from 'kysely';
import { FAVORITES_LIMITS } from '../shared/contract';
import { Favorites } from '../shared/services';
import { manifest } from '../manifest';
import { favoritesMigrations, type FavoritesTables } from './migrations';
import { favoritesRoutes } from './routes';
import { favoriteStore } from './store';
import { favoriteTargets } from './targets';

export interface FavoritesServerOptions {
  /** The clock (tests pass a fixed one). */
  readonly clock?: () => number;
  /** Favourites per user (default FAVORITES_LIMITS.perUser; tests use a small one). */
  readonly maxPerUser?: number;
}

/**
 * The server half of 收藏: its tables, its endpoints and the `Favorites` service other plugins keep
 * favourites with (no sample data: favourites are the users').
 */
export function createFavoritesServer(options: FavoritesServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  const maxPerUser = options.maxPerUser ?? FAVORITES_LIMITS.perUser;
  return {
    manifest,
    migrations: favoritesMigrations,
    services: (ctx) => ctx.services.provide(Favorites, favoriteStore(ctx.db as Kysely<FavoritesTables>, favoriteTargets(ctx, clock), { clock, maxPerUser })),
    routes: (app, ctx) => favoritesRoutes(app, ctx, { clock, maxPerUser }),
  };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const favoritesServer: ServerPlugin = createFavoritesServer();
export default favoritesServer;

export { FAVORITE_COUNT_TABLE, FAVORITE_TABLE } from './migrations';
