import type { FastifyInstance } from 'fastify';
import type { ActivitiesRuntime } from './runtime';

/** The hub, sign-in, points and the development clock (see README). */
export async function coreRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  void app;
  void rt;
}
