import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';

export interface OrdersServerOptions {
  /** The clock (tests pass a fixed one). */
  readonly clock?: () => number;
}

/** The server half of orders (being filled in: orders, payment providers, notifications, invoices). */
export function createOrdersServer(_options: OrdersServerOptions = {}): ServerPlugin {
  return { manifest };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const ordersServer: ServerPlugin = createOrdersServer();
export default ordersServer;
