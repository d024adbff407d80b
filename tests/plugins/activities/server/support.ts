/**
 * The activities test app: the real membership and activities plugins (plus any `extra` plugin, e.g.
 * account for registrations or cost-data for the reports) over a fresh database (SQLite, or
 * PostgreSQL under `npm run test:pg`), seeded, with an injectable clock and tokens `member-<globalId>`
 * resolving to that member.
 */
import type { Database } from '@kernel/server/database';
import type { ServerPlugin } from '@kernel/server/plugin';
import { ServiceRegistry } from '@kernel/server/services';
import { createActivitiesServer, type ActivitiesRuntime, type ActivitiesServerOptions } from '@plugins/activities/server';
import { createMembershipServer } from '@plugins/membership/server';
import { Clock, memberResolver, newMemberOf } from '../../../helpers/members';
import { buildTestApp, startTestServer, type TestApp } from '../../../helpers/server';

export { Clock, dataOf, DAY, get, HOUR, memberResolver, MINUTE, post, postForm, refusalOf, START } from '../../../helpers/members';

export interface ActivitiesTestApp extends TestApp {
  readonly clock: Clock;
  readonly services: ServiceRegistry;
  /** The runtime the routes use (ledger, counters, idempotency, clock). */
  readonly rt: ActivitiesRuntime;
  /** Base URL when listening (`listen: true`). */
  readonly url: string | null;
}

/** A fresh member's token (each test file draws its own globalIds). */
export const newMember = () => newMemberOf('G8');

export async function startActivitiesApp(
  options: { activities?: ActivitiesServerOptions; listen?: boolean; database?: Database; extra?: readonly ServerPlugin[]; seed?: boolean } = {},
): Promise<ActivitiesTestApp> {
  const clock = new Clock();
  const services = new ServiceRegistry();
  const membership = createMembershipServer({ clock: clock.now });
  const activities = createActivitiesServer({ clock: clock.now, devTools: true, env: {}, expireEveryMs: 0, ...options.activities });
  const plugins = [...(options.extra ?? []), membership, activities];
  const build = { plugins, services, database: options.database };
  const t = options.listen ? await startTestServer(build) : { ...(await buildTestApp(build)), url: null };
  t.app.auth.setResolver(memberResolver(services));
  const ctx = { db: t.database.db, dialect: t.database.dialect, services };
  const rt = activities.runtimeOf(ctx);
  if (options.seed !== false) {
    for (const plugin of plugins) await plugin.seed?.(ctx, { scale: 1, seed: 1 });
  }
  return { ...t, clock, services, rt };
}
