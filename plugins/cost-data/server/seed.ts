import { sql } from 'kysely';
import type { ServerPluginContext, SeedOptions } from '@kernel/server/plugin';
import { BID_NODE_TABLE, PRICE_INDEX_TABLE } from '../shared/tables';
import { generateCostData } from './generator';
import { buildPriceIndex } from './price-index';
import { addCounts, EMPTY_COUNTS, writeCostData, type WriteCounts } from './writer';

export interface SeedResult {
  /** False when the tables held single projects already (nothing written). */
  readonly seeded: boolean;
  readonly counts: WriteCounts;
  readonly ms: number;
}

/**
 * Seeds the cost-data tables with generated sample data, deterministic for a given seed:
 * `scale × 4,000` single projects with their projects, compositions and indicators, and the
 * site's price index. Everything is written in ONE transaction; idempotent: nothing happens when
 * cost_data_bid_node has rows (the price index is written when its own table is empty).
 */
export async function seedCostData(ctx: ServerPluginContext, options: SeedOptions): Promise<void> {
  await seedCostDataWithReport(ctx, options);
}

/** `seedCostData` answering what it wrote and how long it took (for the seed script). */
export async function seedCostDataWithReport(ctx: ServerPluginContext, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const { db, dialect } = ctx;
  const hasNodes = await db.selectFrom(BID_NODE_TABLE).select('id').limit(1).executeTakeFirst();
  if (hasNodes) return { seeded: false, counts: { ...EMPTY_COUNTS }, ms: Date.now() - started };

  const counts = await db.transaction().execute(async (trx) => {
    let total: WriteCounts = { ...EMPTY_COUNTS };
    const hasIndex = await trx.selectFrom(PRICE_INDEX_TABLE).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
    if (!hasIndex) total = addCounts(total, await writeCostData(trx, { priceIndex: buildPriceIndex() }, { dialect }));
    for (const batch of generateCostData({ scale: options.scale, seed: options.seed })) {
      total = addCounts(total, await writeCostData(trx, batch, { dialect }));
    }
    return total;
  });
  return { seeded: true, counts, ms: Date.now() - started };
}
