import type { ServerPlugin } from '@kernel/server/plugin';
import { manifest } from '../manifest';
import { projectCostMigrations } from './migrations';
import { projectCostRoutes } from './routes';
import { seedProjectCost } from './seed';

export interface ProjectCostServerOptions {
  /** The clock (ms since epoch); tests pass their own to move time. Default Date.now. */
  readonly clock?: () => number;
  /** How often (ms) the endpoints bring the index up to date with the cost data. Default 30 s. */
  readonly syncIntervalMs?: number;
}

/**
 * 项目造价指标: project-level cost indices derived from the cost data (project_cost_index), read
 * only through cost-data's CostDataReader service; the list search, the view-token-guarded detail
 * calls and the no-data feedback.
 */
export function createProjectCostServer(options: ProjectCostServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  return {
    manifest,
    migrations: projectCostMigrations,
    seed: (ctx) => seedProjectCost(ctx, clock()),
    routes: (app, ctx) => projectCostRoutes(app, ctx, { clock, syncIntervalMs: options.syncIntervalMs ?? 30_000 }),
  };
}

export const projectCostServer: ServerPlugin = createProjectCostServer();

export default projectCostServer;

export { syncProjectCostIndex, buildIndexRow } from './indexer';
