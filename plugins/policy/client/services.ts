/** The plugin's implementations, loaded with its pages (one lazy chunk), built by the container. */
export { HttpPolicyApi } from './api';
export { MobxPolicyCatalog } from './catalog';
export { MobxPolicyListStore } from './list-store';
export { MobxPolicyAiStore } from './ai-store';
export { MobxPolicyDetailStore } from './detail-store';
