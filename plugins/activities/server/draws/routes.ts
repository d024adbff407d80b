import type { FastifyInstance } from 'fastify';
import type { ActivitiesRuntime } from '../runtime';

/** The draws endpoints (see README). */
export async function drawsRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  void app;
  void rt;
}
