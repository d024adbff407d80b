import type { FastifyInstance } from 'fastify';
import { devToolsRequested } from '@kernel/server/demo-mode';
import type { ServerPlugin, ServerPluginContext } from '@kernel/server/plugin';
import { withQuery } from '@kernel/core/route-refs';
import { AccountLifecycle } from '@plugins/account/shared/services';
import { manifest } from '../manifest';
import { ordersRoutes as orderPages } from '../shared/routes';
import { ordersMigrations } from './migrations';
import { OrderService } from './orders-service';
import { choosePaymentProvider, SandboxKeys, SandboxProvider, type PaymentProvider } from './providers';
import { ordersRoutes } from './routes';
import { DEFAULT_SANDBOX_DELIVERY_MS, SandboxDelivery, sandboxRoutes } from './sandbox-routes';
import { ordersDb } from './tables';

export { OrderService, orderView, yuanToFen, newOrderNo, PAY_WINDOW_MS } from './orders-service';
export * from './providers';
export { ordersMigrations } from './migrations';
export * from './tables';

export interface OrdersServerOptions {
  /** The clock (tests pass their own to move time). Default Date.now. */
  readonly clock?: () => number;
  /** Environment to read PAYMENT_PROVIDER, ALIPAY_*, SITE_URL, DEV_TOOLS from. Default process.env. */
  readonly env?: NodeJS.ProcessEnv;
  /** The development tools (the sandbox provider). Default: DEV_TOOLS=1 (never with NODE_ENV=production). */
  readonly devTools?: boolean;
  /** How often unpaid orders past their 30 minutes are closed (ms; 0: only on reads). Default 60000. */
  readonly closeEveryMs?: number;
  /** The sandbox notification's sending schedule (ms before each attempt). Default 300 ms, then 1, 3, 10, 30 s. */
  readonly sandboxDelivery?: readonly number[];
}

/** Everything the plugin runs on, built once per app context (the preflight and the real app share it). */
class OrdersRuntime {
  readonly service: OrderService;
  readonly provider: PaymentProvider | null;
  readonly problem: string | undefined;

  constructor(ctx: ServerPluginContext, readonly options: OrdersServerOptions) {
    const clock = options.clock ?? Date.now;
    const env = options.env ?? process.env;
    const devTools = options.devTools ?? (devToolsRequested(env) && env.NODE_ENV !== 'production');
    this.service = new OrderService(ctx, clock);
    const choice = choosePaymentProvider({
      env,
      devTools,
      sandboxKeys: new SandboxKeys(ordersDb(ctx.db), clock),
      resultUrl: (orderNo) => withQuery(orderPages.result(), { orderNo }),
    });
    this.provider = choice.provider;
    this.problem = choice.problem;
  }
}

async function registerRoutes(app: FastifyInstance, rt: OrdersRuntime): Promise<void> {
  if (rt.problem) app.log.warn(`在线支付未开通：${rt.problem}`);
  else app.log.info(rt.provider ? `在线支付：${rt.provider.label}` : '在线支付未开通（PAYMENT_PROVIDER 未配置），开通会员页显示客服电话');
  await ordersRoutes(app, { service: rt.service, provider: rt.provider });
  if (rt.provider instanceof SandboxProvider) {
    const delivery = new SandboxDelivery(app, rt.provider.keys, rt.service.clock, rt.options.sandboxDelivery ?? DEFAULT_SANDBOX_DELIVERY_MS, app.log);
    app.addHook('onClose', async () => delivery.stop());
    await sandboxRoutes(app, rt.service, delivery);
  }
  // Unpaid orders close on every read; the timer closes the ones nobody reads. It stops with the server.
  const every = rt.options.closeEveryMs ?? 60_000;
  if (every > 0) {
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        rt.service.closeExpired().catch((err: unknown) => app.log.error({ err }, '关闭超时未支付订单失败'));
      }, every);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      timer = null;
    });
  }
}

/**
 * The server half of orders: VIP plans bought online. Orders, the payment providers (the
 * development sandbox or Alipay), their signed notifications (the membership grant in the same
 * transaction as the state change), invoices, and the anonymising of a deleted account's invoices.
 */
export function createOrdersServer(options: OrdersServerOptions = {}): ServerPlugin {
  const runtimes = new WeakMap<ServerPluginContext, OrdersRuntime>();
  const runtimeFor = (ctx: ServerPluginContext) => {
    let rt = runtimes.get(ctx);
    if (!rt) {
      rt = new OrdersRuntime(ctx, options);
      runtimes.set(ctx, rt);
    }
    return rt;
  };
  return {
    manifest,
    migrations: ordersMigrations,
    services: (ctx) => {
      const rt = runtimeFor(ctx);
      ctx.services.contribute(AccountLifecycle, manifest.id, {
        deleting: (trx, event) => rt.service.anonymise(trx, event.globalId, event.at),
      });
    },
    routes: (app, ctx) => registerRoutes(app, runtimeFor(ctx)),
  };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const ordersServer: ServerPlugin = createOrdersServer();
export default ordersServer;
