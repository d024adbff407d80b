/** The plugin's implementations, loaded with its pages (one lazy chunk), built by the container. */
export { HttpBidNodeApi } from './api';
export { MobxListStore } from './list-store';
export { MobxDetailStore } from './detail-store';
export { MobxRangeStore } from './range-store';
export { MobxCompareStore } from './compare-store';
