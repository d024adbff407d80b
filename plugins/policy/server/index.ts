import type { ServerPlugin } from '@kernel/server/plugin';
import { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { manifest } from '../manifest';
import { policyAiRoutes } from './ai/routes';
import { policyMigrations } from './migrations';
import { policyRoutes } from './routes';
import { seedPolicy, type PolicySeedExtra } from './seed';

export interface PolicyServerOptions {
  /** The clock (ms since epoch); tests pass their own. Default Date.now. */
  readonly clock?: () => number;
  /** Pause between the AI answer's pieces (ms); tests and benchmarks may set 0. */
  readonly aiPaceMs?: number;
  /** The seed's corpus size and batch (default the standard corpus, about 3,200 documents). */
  readonly corpus?: PolicySeedExtra;
}

/**
 * The server half of 政策文件: its tables (policy_document, policy_passage with their full-text
 * indexes, policy_question), the first-start seed of the sample corpus, the list and search, the
 * detail, related documents, the PDF original, and the AI search (server/ai).
 */
export function createPolicyServer(options: PolicyServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  return {
    manifest,
    migrations: policyMigrations,
    seed: async (ctx, seedOptions) => {
      await seedPolicy(ctx, seedOptions, options.corpus);
    },
    routes: async (app, ctx) => {
      await policyRoutes(app, { db: ctx.db, dialect: ctx.dialect, regions: ctx.services.get(RegionCatalogue), clock });
      await policyAiRoutes(app, ctx, { clock, ...(options.aiPaceMs !== undefined ? { paceMs: options.aiPaceMs } : {}) });
    },
  };
}

/** The site's instance (app/server/registry.ts loads the default export). */
const policyServer: ServerPlugin = createPolicyServer();
export default policyServer;
