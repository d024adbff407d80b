import { sql, type Kysely } from 'kysely';
import type { ServerPluginContext, SeedOptions } from '@kernel/server/plugin';
import { BID_NODE_TABLE, BQ_CODE_TABLE, PRICE_INDEX_TABLE, RESOURCE_PRICE_TABLE, type ResourcePriceRow } from '../shared/tables';
import { catalogueRows, loadCatalogue } from './bq/catalogue';
import type { Resource } from './bq/model';
import { createResourcePriceModel } from './bq/prices';
import { generateCostData } from './generator';
import { buildPriceIndex } from './price-index';
import { NATIONAL_AREA_ID } from '../shared/regions';
import { addCounts, EMPTY_COUNTS, writeCostData, type WriterDialect, type WriteCounts } from './writer';

/**
 * What the first-start seed writes to cost_data_resource_price (all months 2018-01 … 2026-12):
 * - `national`: every resource for 全国 (about 55,000 rows). The site itself reads no price from
 *   the table (the ResourcePrices service answers from the model), so first start writes only
 *   this scope: the table shows a database reader what the prices look like;
 * - `core`: every resource for 全国, and the core resources a price page starts with (labour by
 *   trade, rebar, ready-mixed concrete C15–C50 with P6/P8, cement) for every priced province and
 *   main city: about 0.4 M rows, under a second to write;
 * - `provinces`: every resource for 全国 and the provinces (1.75 M rows, about 4.5 s more);
 * - `all`: every resource in every priced region (about 5 M rows).
 * The other prices come from the same deterministic model (`bq/prices`: `priceRegionOf`, `price`),
 * which also priced the bills; `seedResourcePrices` writes a wider scope into a database that
 * should hold it.
 */
export type PriceTableScope = 'national' | 'core' | 'provinces' | 'all';
export const PRICE_TABLE_SCOPE: PriceTableScope = 'national';

/** The core resources priced in every region at first start. */
export function isCorePriceResource(r: Resource): boolean {
  return r.kind === '人工' || (r.priceClass === 'rebar' && r.kind === '材料') || /^R03(0\d|1[0-2])$/.test(r.code) || r.code === 'R0201' || r.code === 'R0202';
}

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
    if (!hasPrices) total = addCounts(total, await seedResourcePrices(trx, dialect, PRICE_TABLE_SCOPE));
    for (const batch of generateCostData({ scale: options.scale, seed: options.seed })) {
      total = addCounts(total, await writeCostData(trx, batch, { dialect }));
    }
    return total;
  });
  return { seeded: true, counts, ms: Date.now() - started };
}

/**
 * Writes the model's monthly resource prices (信息价 and 市场价, 2018-01 … 2026-12) of the
 * catalogue's resources in a scope (see PRICE_TABLE_SCOPE). Call it inside a transaction; rows are
 * produced as they are written.
 */
export async function seedResourcePrices(db: Kysely<any>, dialect: WriterDialect, scope: PriceTableScope): Promise<WriteCounts> {
  const model = createResourcePriceModel();
  const resources = loadCatalogue().resources;
  const regions = model.regions();
  const national = regions.filter((r) => r.areaid === NATIONAL_AREA_ID).map((r) => r.areaid);
  const others = regions.filter((r) => r.areaid !== NATIONAL_AREA_ID && (scope !== 'provinces' || !r.isCity)).map((r) => r.areaid);
  const parts: Array<[readonly Resource[], number[]]> =
    scope === 'national'
      ? [[resources, national]]
      : scope === 'core'
      ? [
          [resources, national],
          [resources.filter(isCorePriceResource), others],
        ]
      : [[resources, [...national, ...others]]];
  let total: WriteCounts = { ...EMPTY_COUNTS };
  for (const [list, ids] of parts) {
    let chunk: ResourcePriceRow[] = [];
    for (const row of model.rows(list, { regions: ids })) {
      chunk.push(row);
      if (chunk.length >= PRICE_ROWS_PER_WRITE) {
        total = addCounts(total, await writeCostData(db, { resourcePrices: chunk }, { dialect }));
        chunk = [];
      }
    }
    total = addCounts(total, await writeCostData(db, { resourcePrices: chunk }, { dialect }));
  }
  return total;
}
