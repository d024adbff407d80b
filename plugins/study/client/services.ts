/** The implementations, in one chunk loaded with the page (see index.ts). */
export { HttpStudyApi } from './api';
export { MobxStudyStore } from './store';
