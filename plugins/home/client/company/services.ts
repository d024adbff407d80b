/** The recommended-company page's implementations, in one chunk loaded with the page (see ../index.ts). */
export { HttpCompanyApi } from './api';
export { MobxCompanyStore } from './store';
