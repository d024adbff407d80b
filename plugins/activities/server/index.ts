import type { FastifyInstance } from 'fastify';
import { devToolsRequested } from '@kernel/server/demo-mode';
import type { ServerPlugin, ServerPluginContext } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { ActivityPoints } from '../shared/services';
import { coreRoutes } from './core-routes';
import { createCounters } from './counters';
import { drawsRoutes } from './draws/routes';
import { seedDraws } from './draws/seed';
import { createIdempotency } from './idempotency';
import { createPointsLedger } from './ledger';
import { mallRoutes } from './mall/routes';
import { seedMall } from './mall/seed';
import { activitiesMigrations } from './migrations';
import { createRuntime, pluginClock, type ActivitiesRuntime, type ActivitiesServerOptions } from './runtime';
import { demoCore, seedCore } from './seed';
import { tasksRoutes } from './tasks/routes';
import { seedTasks } from './tasks/seed';
import { tasksServices } from './tasks/services';
import { activityPointsService } from './points-service';

export type { ActivitiesServerOptions, ActivitiesRuntime } from './runtime';
export { activitiesMigrations } from './migrations';

/**
 * The server half of 会员活动. One runtime per app context (the kernel's preflight and the real app
 * each have theirs), holding the clock, the points ledger, the counters and the idempotent
 * operations every area writes through.
 */
export function createActivitiesServer(options: ActivitiesServerOptions = {}): ServerPlugin & { runtimeOf(ctx: ServerPluginContext): ActivitiesRuntime } {
  const runtimes = new WeakMap<ServerPluginContext, ActivitiesRuntime>();
  const env = options.env ?? process.env;
  const resolved: ActivitiesServerOptions = {
    ...options,
    devTools: options.devTools ?? (devToolsRequested(env) && env.NODE_ENV !== 'production'),
  };
  const time = pluginClock(options.clock);
  const runtimeOf = (ctx: ServerPluginContext): ActivitiesRuntime => {
    let rt = runtimes.get(ctx);
    if (!rt) {
      rt = createRuntime(ctx, resolved, time, { ledger: createPointsLedger, counters: createCounters, idempotency: createIdempotency });
      runtimes.set(ctx, rt);
    }
    return rt;
  };
  return {
    manifest,
    migrations: activitiesMigrations,
    services: (ctx) => {
      const rt = runtimeOf(ctx);
      ctx.services.provide(ActivityPoints, activityPointsService(rt));
      tasksServices(ctx, rt);
    },
    seed: async (ctx) => {
      const rt = runtimeOf(ctx);
      await seedCore(rt);
      await seedMall(rt);
      await seedDraws(rt);
      await seedTasks(rt);
    },
    demo: async (ctx) => demoCore(runtimeOf(ctx)),
    routes: async (app: FastifyInstance, ctx) => {
      const rt = runtimeOf(ctx);
      await coreRoutes(app, rt);
      await mallRoutes(app, rt);
      await drawsRoutes(app, rt);
      await tasksRoutes(app, rt);
    },
    runtimeOf,
  };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const activitiesServer: ServerPlugin = createActivitiesServer();
export default activitiesServer;
