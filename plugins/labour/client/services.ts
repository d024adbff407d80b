/** The implementations, in one chunk loaded with the first page or section that needs them (see index.ts). */
export { HttpLabourApi } from './api';
export { MobxLabourCatalog } from './catalog';
export { MobxLabourIndexStore } from './index-store';
export { MobxLabourLineStore } from './line-store';
export { MobxSubcontractStore } from './subcontract-store';
