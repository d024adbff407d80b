import { defineDialog } from '@kernel/client/dialogs';
import { lazyServices } from '@kernel/client/lazy-services';
import { defineClientPlugin } from '@kernel/client/plugin';
import type {} from '@plugins/membership/shared/contract';
import { manifest } from '../manifest';
import { ordersRoutes } from '../shared/routes';
import type {} from './dialogs';
import { MyOrdersStore, OrderBuyStore, OrderResultStore, OrdersApi, PaymentRedirect } from './tokens';

/**
 * Everything of the plugin is lazy: this entry (on the site's first load) holds the tokens, the
 * route refs and the loaders only; the API, the stores and the views come in their chunks when
 * 开通会员, 支付结果, the user centre's 我的订单 tab or the invoice dialog first shows them (the site's
 * first load is at its budget: keep this file to ids and loaders).
 */
const services = lazyServices('orders', () => import('./services'));

/** 开通会员 and 我的订单: the order page, the payment result, the user-centre tab and the invoice dialog. */
export default defineClientPlugin({
  manifest,
  module: services.module((bind) => {
    bind<OrdersApi>(OrdersApi, (m) => m.HttpOrdersApi);
    bind<PaymentRedirect>(PaymentRedirect, (m) => m.BrowserPaymentRedirect);
    bind<OrderBuyStore>(OrderBuyStore, (m) => m.MobxOrderBuyStore);
    bind<OrderResultStore>(OrderResultStore, (m) => m.MobxOrderResultStore);
    bind<MyOrdersStore>(MyOrdersStore, (m) => m.MobxMyOrdersStore);
  }),
  routes: [
    {
      path: ordersRoutes.buy.pattern,
      title: '开通会员',
      access: 'login',
      load: services.withServices(() => import('./views/BuyPage')),
    },
    {
      path: ordersRoutes.result.pattern,
      title: '支付结果',
      access: 'login',
      load: services.withServices(() => import('./views/ResultPage')),
    },
  ],
  dialogs: [
    defineDialog({
      id: 'orders.invoice',
      load: services.withServices(() => import('./views/InvoiceDialog')),
    }),
  ],
  contributions: {
    'membership.purchase': [{ id: 'orders', route: (planId?: string) => ordersRoutes.buy(undefined, planId ? { plan: planId } : undefined) }],
    'membership.userCenterTab': [
      { id: 'orders', order: 20, label: '我的订单', load: services.withServices(() => import('./views/MyOrders')) },
    ],
  },
});

export { MyOrdersStore, OrderBuyStore, OrderResultStore, OrdersApi, PaymentRedirect } from './tokens';
/** For tests and tools: loads the implementations without a view. */
export const loadServices = services.load;
