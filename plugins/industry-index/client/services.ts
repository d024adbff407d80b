/** The implementations, in one chunk loaded with the page (see index.ts). */
export { HttpIndustryIndexApi } from './api';
export { MobxIndustryIndexStore } from './store';
