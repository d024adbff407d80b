import { CompiledQuery, type Kysely } from 'kysely';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { CostDataReader, RESOURCE_TABLE, ResourcePrices, type PricedResource } from '@plugins/cost-data/shared/services';
import { generateLabourData } from './generate';
import { lastCompleteQuarter } from './quarters';
import { LINE_TABLE, PRICE_TABLE, TRADE_TABLE, type LabourTables } from './tables';
import { TRADES } from './trades';

/** Parameters per statement, under each dialect's limit (SQLite 32766, PostgreSQL 65535). */
const MAX_PARAMETERS = { sqlite: 32_000, postgres: 65_000 } as const;

/** Multi-row INSERTs of plain rows (one statement per chunk, its text built once per size). */
async function insertAll(db: Kysely<any>, dialect: 'sqlite' | 'postgres', table: string, columns: readonly string[], rows: readonly Record<string, unknown>[]): Promise<void> {
  const width = columns.length;
  const per = Math.min(5_000, Math.floor(MAX_PARAMETERS[dialect] / width));
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  const texts = new Map<number, string>();
  const text = (count: number) => {
    let t = texts.get(count);
    if (!t) {
      const groups = new Array<string>(count);
      let n = 0;
      for (let r = 0; r < count; r++) {
        const marks = new Array<string>(width);
        for (let c = 0; c < width; c++) marks[c] = dialect === 'postgres' ? `$${++n}` : '?';
        groups[r] = `(${marks.join(',')})`;
      }
      t = head + groups.join(',');
      texts.set(count, t);
    }
    return t;
  };
  for (let start = 0; start < rows.length; start += per) {
    const end = Math.min(rows.length, start + per);
    const parameters = new Array<unknown>((end - start) * width);
    let k = 0;
    for (let r = start; r < end; r++) {
      const row = rows[r]!;
      for (let c = 0; c < width; c++) parameters[k++] = row[columns[c]!];
    }
    await db.executeQuery(CompiledQuery.raw(text(end - start), parameters));
  }
}

/** How long the last seed took (ms), for the log and docs/performance.md. */
export interface LabourSeedReport {
  lines: number;
  prices: number;
  generateMs: number;
  writeMs: number;
}

/**
 * Writes the sample data of 劳务分包指数 (generate.ts) when the plugin's tables are empty: the trades,
 * the price lines and their quarters up to the newest complete quarter of cost-data's sample data.
 * The day rates come from cost-data's ResourcePrices (its labour resources read through the
 * CostDataReader); without them nothing is written and the next start tries again.
 */
export async function seedLabour(ctx: Pick<ServerPluginContext, 'db' | 'dialect' | 'services'>): Promise<LabourSeedReport | null> {
  const db = ctx.db as Kysely<LabourTables>;
  const existing = await db.selectFrom(TRADE_TABLE).select('code').limit(1).executeTakeFirst();
  if (existing) return null;
  const started = performance.now();
  const prices = ctx.services.get(ResourcePrices);
  const codes = TRADES.map((t) => t.dayRate.code);
  const rows = await ctx.services
    .get(CostDataReader)
    .selectFrom(RESOURCE_TABLE)
    .select(['code', 'unit', 'price_class', 'base_price'])
    .where('code', 'in', codes)
    .execute();
  const resources = new Map<string, PricedResource>(rows.map((r) => [r.code, { code: r.code, unit: r.unit, price_class: r.price_class, base_price: Number(r.base_price) }]));
  const missing = codes.filter((c) => !resources.has(c));
  if (missing.length) throw new Error(`labour seed: cost-data has no labour resource ${missing.join(', ')} yet`);
  const data = generateLabourData({ prices, resources, lastQuarter: lastCompleteQuarter(prices.latestMonth()) });
  const generated = performance.now();
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, ctx.dialect, TRADE_TABLE, Object.keys(data.trades[0]!), data.trades as unknown as Record<string, unknown>[]);
    await insertAll(trx, ctx.dialect, LINE_TABLE, ['id', 'trade_code', 'area_id', 'building_type', 'alt_ratio', 'source'], data.lines as unknown as Record<string, unknown>[]);
    await insertAll(trx, ctx.dialect, PRICE_TABLE, ['line_id', 'quarter', 'price', 'alt_price', 'day_rate', 'samples'], data.prices as unknown as Record<string, unknown>[]);
  });
  return { lines: data.lines.length, prices: data.prices.length, generateMs: Math.round(generated - started), writeMs: Math.round(performance.now() - generated) };
}
