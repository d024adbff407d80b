/** The games' implementations, in one chunk loaded with their pages (see ../index.ts). */
export { HttpGamesApi } from './api';
export { MobxGamesStore } from './store';
