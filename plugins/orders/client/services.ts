/** The implementations, in one chunk loaded with the first view that needs them (see index.ts). */
export { BrowserPaymentRedirect, HttpOrdersApi } from './api';
export { MobxOrderBuyStore } from './buy-store';
export { MobxOrderResultStore } from './result-store';
export { MobxMyOrdersStore } from './my-orders-store';
