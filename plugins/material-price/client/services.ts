/** The implementations, in one chunk loaded with the first page (see index.ts). */
export { HttpMaterialPriceApi } from './api';
export { MobxMaterialPriceStore } from './store';
