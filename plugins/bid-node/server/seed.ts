import type { Kysely } from 'kysely';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { BID_NODE_TABLE, CostDataReader } from '@plugins/cost-data/shared/services';
import { LIKE_TABLE, type BidNodeTables, type LikeRow } from './tables';

/** How many recent single projects get sample likes, and the most likes one gets. */
const LIKED_NODES = 60;
const MAX_LIKES = 24;

/**
 * Sample likes (from sample members G3000001…) on the most recent single projects, so that the
 * list shows like counts from the start. Deterministic; only when the like table is empty. The
 * single projects are read through cost-data's reader; the likes are written on bid-node's handle.
 */
export async function seedBidNode(ctx: Pick<ServerPluginContext, 'db' | 'services'>, clock: () => number): Promise<void> {
  const db = ctx.db as Kysely<BidNodeTables>;
  const existing = await db.selectFrom(LIKE_TABLE).select('bid_node_id').limit(1).executeTakeFirst();
  if (existing) return;
  const nodes = await ctx.services.get(CostDataReader)
    .selectFrom(BID_NODE_TABLE)
    .select('id')
    .orderBy('price_month', 'desc')
    .orderBy('id', 'desc')
    .limit(LIKED_NODES)
    .execute();
  if (!nodes.length) return;
  const now = clock();
  const rows: LikeRow[] = [];
  nodes.forEach((node, i) => {
    const id = Number(node.id);
    // A stable pseudo-random count per node: 0..MAX_LIKES, more for some.
    const n = (id * 7919 + i * 104729) % (MAX_LIKES + 1);
    for (let k = 1; k <= n; k++) {
      rows.push({ bid_node_id: id, global_id: `G3${String(k).padStart(6, '0')}`, created_at: now - (i * 37 + k) * 3600_000 });
    }
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto(LIKE_TABLE)
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['bid_node_id', 'global_id']).doNothing())
      .execute();
  }
}
