import type { FastifyInstance } from 'fastify';
import type { ActivitiesRuntime } from '../runtime';

/** The mall endpoints (see README). */
export async function mallRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  void app;
  void rt;
}
