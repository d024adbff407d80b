/** The hub's implementations, in one chunk loaded with its pages (see ../index.ts). */
export { HttpActivitiesApi } from './api';
export { MobxHubStore } from './store';
