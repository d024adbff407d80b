import { defineRoutes } from '@kernel/core/route-refs';

/** The orders plugin's pages (typed route references: every link is built from these). */
export const ordersRoutes = defineRoutes({
  /** 开通会员: choose a plan and confirm the order (`?plan=<PlanId>`; login). */
  buy: '/order/index',
  /** 支付结果: an order's payment and its rights (`?orderNo=`; login); payment providers return here. */
  result: '/order/result',
});
