import type { Kysely } from 'kysely';
import type { SeedOptions, ServerPluginContext } from '@kernel/server/plugin';
import { indexTokens } from '@kernel/server/segmenter';
import { CostDataReader, RegionCatalogue, RESOURCE_TABLE, ResourcePrices } from '@plugins/cost-data/shared/services';
import { POLICY_TYPE_NAMES } from '../shared/contract';
import { corpusDocuments, LABOUR_CODES, MATERIAL_CODES, planCorpus, type CorpusDocument, type CorpusResource } from './corpus';
import { DOCUMENT_FTS_TABLE, DOCUMENT_TABLE, PASSAGE_FTS_TABLE, PASSAGE_TABLE, type DocumentRow, type PassageRow, type PolicyTables } from './tables';

/** Options of the seed beyond the kernel's (scale, seed). */
export interface PolicySeedExtra {
  /** How many documents (default: the standard corpus, about 3,200); 100,000 for the benchmark corpus. */
  documents?: number;
  /** Documents written per transaction (default 400). */
  batchSize?: number;
}

/** What a seed wrote and how long it took (ms). */
export interface PolicySeedReport {
  documents: number;
  passages: number;
  /** Planning (ids, numbers, chains). */
  planMs: number;
  /** Text, passages and segmentation. */
  buildMs: number;
  /** Database writes. */
  writeMs: number;
  totalMs: number;
}

/** Rows per INSERT statement, under SQLite's 32,766 parameters. */
const ROWS_PER_STATEMENT = { document: 1_000, passage: 4_000, fts: 8_000 } as const;

async function insertChunks<T extends object>(db: Kysely<any>, table: string, rows: readonly T[], per: number): Promise<void> {
  for (let i = 0; i < rows.length; i += per) await db.insertInto(table).values(rows.slice(i, i + per) as T[]).execute();
}

/**
 * Writes the 政策文件 corpus (./corpus) when policy_document is empty: the documents, their passages
 * and, on SQLite, the FTS5 rows (PostgreSQL computes its tsvector columns itself), batch by batch,
 * each batch in one transaction, the documents generated as they are written (the 100,000-document
 * benchmark corpus is never held in memory). The figures come from cost-data (ResourcePrices; the
 * resources through the CostDataReader; the cities from the RegionCatalogue). Idempotent: answers
 * null and writes nothing when documents exist.
 */
export async function seedPolicy(
  ctx: Pick<ServerPluginContext, 'db' | 'dialect' | 'services'>,
  options: Partial<SeedOptions> = {},
  extra: PolicySeedExtra = {},
): Promise<PolicySeedReport | null> {
  const db = ctx.db as Kysely<PolicyTables>;
  const existing = await db.selectFrom(DOCUMENT_TABLE).select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const started = performance.now();
  const codes = [...new Set([...LABOUR_CODES, ...Object.values(MATERIAL_CODES).flat()])];
  const rows = await ctx.services
    .get(CostDataReader)
    .selectFrom(RESOURCE_TABLE)
    .select(['code', 'unit', 'price_class', 'base_price', 'name', 'spec'])
    .where('code', 'in', codes)
    .execute();
  if (!rows.some((r) => r.code === 'R0001')) throw new Error('policy seed: cost-data has no labour resources yet');
  const resources = new Map<string, CorpusResource>(
    rows.map((r) => [r.code, { code: r.code, unit: r.unit, price_class: r.price_class, base_price: Number(r.base_price), name: r.name, spec: r.spec }]),
  );
  const cities = new Map(ctx.services.get(RegionCatalogue).all().map((p) => [p.areaid, p.subList.map((c) => ({ areaid: c.areaid, name: c.name }))]));
  const input = { prices: ctx.services.get(ResourcePrices), resources, cities, seed: options.seed ?? 2026, documents: extra.documents };
  const plans = planCorpus(input);
  const planned = performance.now();

  const batchSize = Math.max(1, extra.batchSize ?? 400);
  let buildMs = 0;
  let writeMs = 0;
  let passageId = 0;
  let documents = 0;
  let batch: CorpusDocument[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const t0 = performance.now();
    const docRows: DocumentRow[] = [];
    const passageRows: PassageRow[] = [];
    for (const d of batch) {
      const p = d.plan;
      const titleTokens = indexTokens(`${p.title} ${p.docNo}`);
      const tokens = indexTokens(`${p.issuer} ${p.areaName} ${POLICY_TYPE_NAMES[p.type]}`);
      d.passages.forEach((passage, ord) => {
        const own = indexTokens(passage.text);
        if (ord > 0) for (const t of own) tokens.push(t);
        passageRows.push({ id: ++passageId, policy_id: p.id, ord, heading: passage.heading.slice(0, 200), text: passage.text, tokens: own.join(' '), token_count: own.length });
      });
      docRows.push({
        id: p.id,
        doc_no: p.docNo,
        title: p.title,
        issuer: p.issuer,
        level: p.level,
        area_id: p.areaId,
        province_id: p.provinceId,
        type: p.type,
        publish_date: p.publish,
        effective_date: p.effective,
        year: Number(p.publish.slice(0, 4)),
        status: p.status,
        replaces_id: p.replaces?.id ?? null,
        summary: d.summary.slice(0, 300),
        body: JSON.stringify(d.blocks),
        title_tokens: titleTokens.join(' '),
        tokens: tokens.join(' '),
        token_count: titleTokens.length + tokens.length,
        source: 'sample',
      });
    }
    const t1 = performance.now();
    await db.transaction().execute(async (trx) => {
      await insertChunks(trx, DOCUMENT_TABLE, docRows, ROWS_PER_STATEMENT.document);
      await insertChunks(trx, PASSAGE_TABLE, passageRows, ROWS_PER_STATEMENT.passage);
      if (ctx.dialect === 'sqlite') {
        await insertChunks(trx, DOCUMENT_FTS_TABLE, docRows.map((r) => ({ rowid: r.id, title_tokens: r.title_tokens, tokens: r.tokens })), ROWS_PER_STATEMENT.fts);
        await insertChunks(trx, PASSAGE_FTS_TABLE, passageRows.map((r) => ({ rowid: r.id, tokens: r.tokens })), ROWS_PER_STATEMENT.fts);
      }
    });
    documents += batch.length;
    buildMs += t1 - t0;
    writeMs += performance.now() - t1;
    batch = [];
  };
  let t = performance.now();
  for (const doc of corpusDocuments(input, plans)) {
    batch.push(doc);
    if (batch.length >= batchSize) {
      buildMs += performance.now() - t;
      await flush();
      t = performance.now();
    }
  }
  buildMs += performance.now() - t;
  await flush();
  const round = (n: number) => Math.round(n);
  return { documents, passages: passageId, planMs: round(planned - started), buildMs: round(buildMs), writeMs: round(writeMs), totalMs: round(performance.now() - started) };
}
