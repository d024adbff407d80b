import type { Kysely } from 'kysely';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { NATIONAL_AREA_ID } from '../shared/contract';
import { PROVINCE_ANCHORS } from './anchors';
import { generateStatistics } from './generate';
import { REGION_TABLE, STAT_TABLE, type RegionRow, type StatRow } from './tables';

/** Rows per INSERT (4 parameters each: well under every dialect's limit). */
const ROWS_PER_INSERT = 1000;

export interface IndustrySeedResult {
  /** False when the tables held figures already (nothing written). */
  readonly seeded: boolean;
  readonly rows: number;
  readonly ms: number;
}

/**
 * The regions with the site's areaids: 全国 (1) and the 31 provinces of the statistics, matched by
 * name with cost-data's RegionCatalogue (台湾, 香港, 澳门 are not in the bureau's provincial figures).
 */
export function industryRegions(catalogue: RegionCatalogue): RegionRow[] {
  const byName = new Map(catalogue.all().map((r) => [r.name, r.areaid]));
  return [
    { areaid: NATIONAL_AREA_ID, code: '', name: '全国', sort_order: 0 },
    ...PROVINCE_ANCHORS.map((p, i) => {
      const areaid = byName.get(p.name);
      if (areaid === undefined) throw new Error(`region catalogue has no province ${p.name}`);
      return { areaid, code: p.code, name: p.name, sort_order: i + 1 };
    }),
  ];
}

/**
 * Seeds the statistics (about 10,000 rows, generated deterministically: server/generate.ts) in one
 * transaction. Idempotent: nothing happens when industry_stat has rows.
 */
export async function seedIndustryIndex(ctx: ServerPluginContext): Promise<IndustrySeedResult> {
  const started = Date.now();
  const db = ctx.db as Kysely<any>;
  const has = await db.selectFrom(STAT_TABLE).select('areaid').limit(1).executeTakeFirst();
  if (has) return { seeded: false, rows: 0, ms: Date.now() - started };
  const regions = industryRegions(ctx.services.get(RegionCatalogue));
  const areaOf = new Map(regions.map((r) => [r.code, r.areaid]));
  const rows: StatRow[] = generateStatistics().map((r) => ({ period: r.period, areaid: areaOf.get(r.code)!, series: r.series, value: r.value }));
  await db.transaction().execute(async (trx) => {
    const hasRegions = await trx.selectFrom(REGION_TABLE).select('areaid').limit(1).executeTakeFirst();
    if (!hasRegions) await trx.insertInto(REGION_TABLE).values(regions).execute();
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await trx.insertInto(STAT_TABLE).values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
    }
  });
  return { seeded: true, rows: rows.length + regions.length, ms: Date.now() - started };
}
