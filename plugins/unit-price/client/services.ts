/** The plugin's implementations, loaded with its pages and sections (one lazy chunk), built by the container. */
export { HttpUnitPriceApi } from './api';
export { MobxUnitPriceListStore } from './list-store';
export { MobxUnitPriceDetailStore } from './detail-store';
export { MobxProjectBillStore } from './bill-store';
