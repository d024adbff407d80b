/**
 * The orders test app: the real membership plugin (rights, the grant ledger) and the orders plugin
 * over a fresh database (SQLite, or PostgreSQL under `npm run test:pg`), with an injectable clock
 * and tokens `member-<globalId>` resolving to that member (rights from membership's provider).
 */
import { ServiceRegistry } from '@kernel/server/services';
import { createMembershipServer } from '@plugins/membership/server';
import { createOrdersServer, type OrdersServerOptions } from '@plugins/orders/server';
import type { Database } from '@kernel/server/database';
import { Clock, memberResolver, newMemberOf } from '../../../helpers/members';
import { buildTestApp, startTestServer, type TestApp } from '../../../helpers/server';

export { Clock, dataOf, DAY, get, HOUR, memberResolver, MINUTE, post, postForm, refusalOf, START } from '../../../helpers/members';

export interface OrdersTestApp extends TestApp {
  readonly clock: Clock;
  readonly services: ServiceRegistry;
  /** Base URL when listening (`listen: true`). */
  readonly url: string | null;
}

/** A fresh member's token (each test file draws its own globalIds). */
export const newMember = () => newMemberOf('G9');

export async function startOrdersApp(
  options: { orders?: OrdersServerOptions; listen?: boolean; database?: Database } = {},
): Promise<OrdersTestApp> {
  const clock = new Clock();
  const services = new ServiceRegistry();
  const membership = createMembershipServer({ clock: clock.now });
  const orders = createOrdersServer({ clock: clock.now, devTools: true, env: {}, closeEveryMs: 0, ...options.orders });
  const build = { plugins: [membership, orders], services, database: options.database };
  if (options.listen) {
    const server = await startTestServer(build);
    server.app.auth.setResolver(memberResolver(services));
    return { ...server, clock, services };
  }
  const t = await buildTestApp(build);
  t.app.auth.setResolver(memberResolver(services));
  return { ...t, clock, services, url: null };
}
