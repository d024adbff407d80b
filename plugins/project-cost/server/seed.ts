import type { ServerPluginContext } from '@kernel/server/plugin';
import { syncProjectCostIndex } from './indexer';

/**
 * Builds the project-cost index from the cost-data tables (seeded before this plugin because of
 * `dependsOn`). Idempotent: only missing or changed projects are (re)built.
 */
export async function seedProjectCost(ctx: Pick<ServerPluginContext, 'db'>, now: number = Date.now()): Promise<void> {
  await syncProjectCostIndex(ctx.db, now);
}
