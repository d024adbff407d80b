import type { ServerPluginContext } from '@kernel/server/plugin';
import { CostDataReader } from '@plugins/cost-data/shared/services';
import { syncProjectCostIndex } from './indexer';

/**
 * Builds the project-cost index from the cost data (seeded before this plugin because of
 * `dependsOn`), read through cost-data's reader. Idempotent: only missing or changed projects are
 * (re)built.
 */
export async function seedProjectCost(ctx: Pick<ServerPluginContext, 'db' | 'services'>, now: number = Date.now()): Promise<void> {
  await syncProjectCostIndex(ctx.services.get(CostDataReader), ctx.db, now);
}
