import type { FastifyInstance } from 'fastify';
import type { ActivitiesRuntime } from '../runtime';

/** The tasks endpoints (see README). */
export async function tasksRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  void app;
  void rt;
}
