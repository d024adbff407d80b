/** The implementations, in one chunk loaded with the first view that needs them (see index.ts). */
export { HttpFavoritesApi } from './api';
export { MobxFavoriteToggles } from './toggle-store';
export { MobxMyFavoritesStore } from './my-store';
