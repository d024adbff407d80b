/** The plugin's implementations, loaded with its pages and dialog (one lazy chunk), built by the container. */
export { HttpProjectCostApi } from './api';
export { MobxProjectCostListStore } from './list-store';
export { MobxProjectCostDetailStore } from './detail-store';
