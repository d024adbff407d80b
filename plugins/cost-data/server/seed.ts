import { sql, type Kysely } from 'kysely';
import type { ServerPluginContext, SeedOptions } from '@kernel/server/plugin';
import { BID_NODE_TABLE, BQ_CODE_TABLE, PRICE_INDEX_TABLE, RESOURCE_PRICE_TABLE, type ResourcePriceRow } from '../shared/tables';
import { catalogueRows, loadCatalogue } from './bq/catalogue';
import { createResourcePriceModel } from './bq/prices';
import { generateCostData } from './generator';
import { buildPriceIndex } from './price-index';
import { NATIONAL_AREA_ID } from '../shared/regions';
import { addCounts, EMPTY_COUNTS, writeCostData, type WriterDialect, type WriteCounts } from './writer';

/**
 * The regions whose monthly resource prices the first-start seed writes to
 * cost_data_resource_price: 全国 only (about 55,000 rows). The provinces and main cities would be
 * 1.75 M and 5 M rows, several seconds each to write; their prices come from the same
 * deterministic model (`bq/prices`: `priceRegionOf`, `price`), which also priced the bills, and
 * `seedResourcePrices` writes them when a database should hold them (`'provinces'`, `'all'`).
 */
export const PRICE_TABLE_REGIONS: PriceTableRegions = 'national';
export type PriceTableRegions = 'national' | 'provinces' | 'all';
/** Price rows per write (they are produced as they are written). */
const PRICE_ROWS_PER_WRITE = 50_000;

export interface SeedResult {
  /** False when the tables held single projects already (nothing written). */
  readonly seeded: boolean;
  readonly counts: WriteCounts;
  readonly ms: number;
}

/**
 * Seeds the cost-data tables with generated sample data, deterministic for a given seed:
 * `scale × 4,000` single projects with their projects, compositions, indicators and priced bills,
 * the site's price index, the bill catalogue with its resources and norms, and the monthly
 * resource prices. Everything is written in ONE transaction; idempotent: nothing happens when
 * cost_data_bid_node has rows (the price index, the catalogue and the prices are each written
 * when their own table is empty).
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
    // The bill catalogue, resources and norms, and the monthly resource prices: once.
    const catalogue = loadCatalogue();
    const hasCatalogue = await trx.selectFrom(BQ_CODE_TABLE).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
    if (!hasCatalogue) total = addCounts(total, await writeCostData(trx, catalogueRows(catalogue), { dialect }));
    const hasPrices = await trx.selectFrom(RESOURCE_PRICE_TABLE).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
    if (!hasPrices) total = addCounts(total, await seedResourcePrices(trx, dialect, PRICE_TABLE_REGIONS));
    for (const batch of generateCostData({ scale: options.scale, seed: options.seed })) {
      total = addCounts(total, await writeCostData(trx, batch, { dialect }));
    }
    return total;
  });
  return { seeded: true, counts, ms: Date.now() - started };
}

/**
 * Writes the model's monthly resource prices (信息价 and 市场价, 2018-01 … 2026-12) of the
 * catalogue's resources for 全国, 全国 and the provinces, or every priced region. Call it inside
 * a transaction; rows are produced as they are written.
 */
export async function seedResourcePrices(db: Kysely<any>, dialect: WriterDialect, which: PriceTableRegions): Promise<WriteCounts> {
  const model = createResourcePriceModel();
  const regions = model
    .regions()
    .filter((r) => which === 'all' || (which === 'provinces' ? !r.isCity : r.areaid === NATIONAL_AREA_ID))
    .map((r) => r.areaid);
  let total: WriteCounts = { ...EMPTY_COUNTS };
  let chunk: ResourcePriceRow[] = [];
  for (const row of model.rows(loadCatalogue().resources, { regions })) {
    chunk.push(row);
    if (chunk.length >= PRICE_ROWS_PER_WRITE) {
      total = addCounts(total, await writeCostData(db, { resourcePrices: chunk }, { dialect }));
      chunk = [];
    }
  }
  return addCounts(total, await writeCostData(db, { resourcePrices: chunk }, { dialect }));
}
