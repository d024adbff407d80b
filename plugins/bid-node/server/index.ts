import type { ServerPlugin } from '@kernel/server/plugin';
import { CostDataReader } from '@plugins/cost-data/shared/services';
import { manifest } from '../manifest';
import { Analytics } from './analytics';
import { bidNodeMigrations } from './migrations';
import { NodeIndexHolder, type NodeIndexOptions } from './node-index';
import type { CostData } from './repository';
import { bidNodeRoutes } from './routes';
import { seedBidNode } from './seed';

export interface BidNodeServerOptions {
  /** The clock (ms since epoch); tests pass their own. Default Date.now. */
  readonly clock?: () => number;
  /** The in-memory search index (refresh interval, row limit; maxRows 0 searches in SQL). */
  readonly searchIndex?: NodeIndexOptions & {
    /** Build it as soon as the server is ready (default true). */
    readonly warm?: boolean;
  };
}

/**
 * 单项工程指标: the single-project list and keyword search, the detail calls (composition,
 * indicators with the range of comparable projects, the unit-cost trend), the indicator range over
 * chosen projects, compare, reprice, the XLSX exports and the like counts (table bid_node_like).
 * Reads the cost data only through cost-data's CostDataReader service (read-only; the likes stay on
 * bid-node's own handle); region names come from cost-data's RegionCatalogue.
 */
export function createBidNodeServer(options: BidNodeServerOptions = {}): ServerPlugin {
  const clock = options.clock ?? Date.now;
  // One search index and analytics cache per cost-data reader (cost-data offers one per database),
  // shared by the preflight and the real app.
  const states = new WeakMap<CostData, { nodes: NodeIndexHolder; analytics: Analytics }>();
  const state = (data: CostData) => {
    let s = states.get(data);
    if (!s) {
      const nodes = new NodeIndexHolder(data, clock, options.searchIndex);
      s = { nodes, analytics: new Analytics(data, clock, nodes) };
      states.set(data, s);
    }
    return s;
  };
  return {
    manifest,
    migrations: bidNodeMigrations,
    seed: (ctx) => seedBidNode(ctx, clock),
    routes: (app, ctx) => {
      // cost-data (a dependency) registered first and offers its reader; without it bid-node does not load.
      const data = ctx.services.get(CostDataReader);
      return bidNodeRoutes(app, ctx, { clock, data, ...state(data), warm: options.searchIndex?.warm });
    },
  };
}

export const bidNodeServer: ServerPlugin = createBidNodeServer();

export default bidNodeServer;

export { resolveQuery } from './routes';
export { parseKeyword, tokenize, STOREY_CLASSES } from './search';
export { quantile, histogram, summarize } from './stats';
