import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import type {} from '@plugins/bid-node/shared/contributions';
import type {} from '@plugins/membership/shared/contract';
import type {} from '@plugins/unit-price/shared/contributions';
import { manifest } from '../manifest';
import { FavoritesApi, FavoriteToggles, MyFavoritesStore } from './tokens';

/**
 * Everything of the plugin is lazy: this entry (on the site's first load) holds the tokens and
 * the loaders only; the API, the stores and the views come in their chunks when a single-project
 * list or detail, a unit-price sample list or item detail, or the user centre's 我的收藏 tab, first
 * shows them.
 */
const services = lazyServices('favorites', () => import('./services'));
const nodeToggle = services.withServices(() => import('./views/NodeToggle'));
const itemToggle = services.withServices(() => import('./views/ItemToggle'));

/** 收藏: the toggles on single projects and bill items, and 我的收藏 in the user centre. */
export default defineClientPlugin({
  manifest,
  module: services.module((bind) => {
    bind<FavoritesApi>(FavoritesApi, (m) => m.HttpFavoritesApi);
    bind<FavoriteToggles>(FavoriteToggles, (m) => m.MobxFavoriteToggles);
    bind<MyFavoritesStore>(MyFavoritesStore, (m) => m.MobxMyFavoritesStore);
  }),
  contributions: {
    'bid-node.rowAction': [{ id: 'favorites', order: 10, load: nodeToggle }],
    'bid-node.detailAction': [{ id: 'favorites', order: 10, load: nodeToggle }],
    'unit-price.itemAction': [{ id: 'favorites', order: 10, load: itemToggle }],
    'membership.userCenterTab': [
      { id: 'favorites', order: 10, label: '我的收藏', load: services.withServices(() => import('./views/MyFavorites')) },
    ],
  },
});

export { FavoritesApi, FavoriteToggles, MyFavoritesStore } from './tokens';
/** For tests and tools: loads the implementations without a view. */
export const loadServices = services.load;
