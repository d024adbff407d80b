import type { FastifyInstance } from 'fastify';
import type { ActivitiesRuntime } from '../runtime';
import { festivalRoutes } from './festival';
import { giftBoxRoutes } from './gift-box';
import { luckyRoutes } from './lucky';
import { raffleRoutes } from './raffle';

/** The draws endpoints (see README): raffle v2, the older lucky draw, the gift box, the festival gift. */
export async function drawsRoutes(app: FastifyInstance, rt: ActivitiesRuntime): Promise<void> {
  await raffleRoutes(app, rt);
  await luckyRoutes(app, rt);
  await giftBoxRoutes(app, rt);
  await festivalRoutes(app, rt);
}
